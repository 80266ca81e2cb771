"""`Ruleset.listing_marks` tells apart states whose prompt asks the same of the same people but whose legal
commands differ, so that the tactic's remembered listing for a situation (`difficulty.tactic.situation`)
stands for a fresh one. Faction Passing names two: a morale phase waiting for saves or for fates, and who
attacks whom (the same character may guard an ally in one attack and dodge in the next). Without them a
remembered command was refused, and the situation listed again, at one step in 28 of the demo's fights."""

from __future__ import annotations

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.fight import ROUND_CAP, fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Listing, Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.rulesets import get_ruleset

FIGHTS = 30


class Counting(Tactic):
    """The tactic, counting the remembered listings it found out of date (a command decided legal in
    the same situation before, refused now)."""

    stale = 0

    def _play(self, enc: Encounter, listing: Listing, order: list[int], *, remembered: bool) -> Command | None:
        played = super()._play(enc, listing, order, remembered=remembered)
        if remembered and played is None:
            self.stale += 1
        return played


def stale_listings(rs: Ruleset) -> tuple[int, int]:
    """(remembered listings found out of date, steps) over some fights of the system's demo."""
    tactic = Counting(rs)
    steps = 0
    for index in range(FIGHTS):
        enc = Encounter(demo_setup_for(rs.id), rs, dice=QuickDiceBox(fight_seed(21, index)))
        tactic.new_fight()
        while enc.state.outcome is None and enc.state.round <= ROUND_CAP and len(enc.log) < 400:
            if tactic.step(enc) is None:
                break
            steps += 1
    return tactic.stale, steps


def test_a_remembered_faction_passing_listing_is_never_out_of_date() -> None:
    stale, steps = stale_listings(get_ruleset("factions"))
    assert steps > 1000
    assert stale == 0


def test_without_the_marks_remembered_listings_go_out_of_date() -> None:
    factions = type(get_ruleset("factions"))

    class Unmarked(factions):  # type: ignore[misc,valid-type]
        def listing_marks(self, state):  # type: ignore[no-untyped-def]
            return None

    stale, steps = stale_listings(Unmarked())
    assert stale > steps // 100
