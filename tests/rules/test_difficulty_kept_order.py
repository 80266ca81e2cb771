"""A remembered listing keeps the order it was last ranked in (`Listing._order`, `Tactic._again`) while no
decision came since and no attack's part was read again, unless a target's health decides it: at every
step of fights of every demo that order is the one ranking the listing afresh gives (every score read
again), and an order kept where a target's health decides it (planted) is caught."""

from __future__ import annotations

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.fight import ROUND_CAP, fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Listing, Tactic, situation
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS, get_ruleset

FIGHTS = 8


class Checked(Tactic):
    """The tactic, checking each ranking of a remembered listing against a fresh one."""

    checked: int = 0

    def order(self, state, prompt, commands, listing=None):  # type: ignore[no-untyped-def]
        out = super().order(state, prompt, commands, listing)
        if listing is not None and listing.settled is not None and listing._order is not None:
            # A first ranking scores every command afresh, each attack's target's health read.
            again = Listing(listing.commands, dict(listing.legal))
            assert list(out) == Tactic.order(self, state, prompt, again.commands, again)
            self.checked += 1
        return out


class Stale(Checked):
    """Planted: an order its targets' health decided is kept as if their health could not change it."""

    def _again(self, state, prompt, commands, listing):  # type: ignore[no-untyped-def]
        out = super()._again(state, prompt, commands, listing)
        kept = listing._order
        if kept is not None and kept[1] is None:
            listing._order = (kept[0], out, kept[2])
        return out


def play(tactic: Tactic, setup: dict, index: int) -> int:
    enc = Encounter(setup, tactic.ruleset, dice=QuickDiceBox(fight_seed(9, index)))
    tactic.new_fight()
    while enc.state.outcome is None and enc.state.round <= ROUND_CAP and len(enc.log) < 600:
        if tactic.step(enc) is None:
            break
    return len(enc.log)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_kept_order_is_the_order_a_fresh_ranking_gives(ruleset: str) -> None:
    setup = demo_setup_for(ruleset)
    tactic = Checked(get_ruleset(ruleset))
    for index in range(FIGHTS):
        play(tactic, setup, index)
    assert tactic.checked > 20  # many steps rank a remembered listing again


def test_an_order_kept_where_health_decides_it_is_caught() -> None:
    caught = 0
    for ruleset in ("teams", "glowlands", "factions"):
        setup = demo_setup_for(ruleset)
        tactic = Stale(get_ruleset(ruleset))
        try:
            for index in range(FIGHTS):
                play(tactic, setup, index)
        except AssertionError:
            caught += 1
    assert caught


def test_the_order_a_step_plays_from_is_not_changed_by_the_next_ranking() -> None:
    # The kept order is handed out as it is (read, never changed): ranking again gives equal lists.
    setup = demo_setup_for("teams")
    rs = get_ruleset("teams")
    tactic = Tactic(rs)
    play(tactic, setup, 0)
    enc = Encounter(setup, rs, dice=QuickDiceBox(fight_seed(9, 1)))
    tactic.new_fight()
    for _ in range(20):
        state = enc.state
        prompt = rs.prompt(state)
        known = tactic.memory.get(situation(state, prompt))
        if known is not None and known.settled is not None:
            first = tactic.order(state, prompt, known.commands, known)
            copy = list(first)
            assert tactic.order(state, prompt, known.commands, known) == copy == first
        played: Command | None = tactic.step(enc)
        if played is None or enc.state.outcome is not None:
            break


def test_a_refusal_since_the_order_was_kept_leaves_it() -> None:
    setup = demo_setup_for("teams")
    rs = get_ruleset("teams")
    tactic = Tactic(rs)
    play(tactic, setup, 0)
    enc = Encounter(setup, rs, dice=QuickDiceBox(fight_seed(9, 0)))
    state = enc.state
    prompt = rs.prompt(state)
    listing = tactic.memory[situation(state, prompt)]
    again = Listing(listing.commands)
    tactic.order(state, prompt, again.commands, again)  # the first ranking
    first = tactic.order(state, prompt, again.commands, again)  # kept from here on
    assert len(first) >= 2 and again._order is not None
    again.legal[first[0]] = False  # the rules refuse the first
    assert tactic.order(state, prompt, again.commands, again) == first[1:]
