"""A system that says its tracks follow from a combatant's resources and stat block alone
(`Presentation.tracks_from_res_and_stats`) lets the tactic keep each share spent for those two: it must
be true of the system, and the tactic must play as it does reading every track afresh."""

from __future__ import annotations

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.fight import fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Tactic, _Memo
from gm_desk.rules.engine import Encounter
from gm_desk.rules.presentation import Presentation
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.state import NPC, PC, Combatant, EncounterState


def states(ruleset: str, fights: int = 2) -> list[EncounterState]:
    rs = get_ruleset(ruleset)
    tactic = Tactic(rs)
    seen = []
    for index in range(fights):
        enc = Encounter(demo_setup_for(ruleset), rs, dice=QuickDiceBox(fight_seed(9, index)))
        tactic.new_fight()
        while enc.state.outcome is None and len(enc.log) < 200 and tactic.step(enc) is not None:
            seen.append(enc.state.clone())
    return seen


def differs(presentation: Presentation, seen: list[EncounterState]) -> int:
    """How many combatants' main tracks change when all but their resources and stat block do."""
    count = 0
    for state in seen:
        for c in state.combatants.values():
            other = Combatant(
                "someone else", "Someone", NPC if c.kind == PC else PC, "elsewhere", c.stats, res=dict(c.res)
            )
            a, b = presentation.main_track(c), presentation.main_track(other)
            count += (a.fraction_left if a else None) != (b.fraction_left if b else None)
    return count


@pytest.mark.parametrize("ruleset", sorted(r for r in RULESETS if get_ruleset(r).presentation.tracks_from_res_and_stats))
def test_a_system_whose_tracks_follow_from_resources_and_stats_says_so_truly(ruleset: str) -> None:
    assert differs(get_ruleset(ruleset).presentation, states(ruleset)) == 0


def test_a_system_whose_tracks_read_more_would_be_caught() -> None:
    # Planted: Threat & Retaliation reads whether a combatant is a PC (wound ranks) and a shared pool.
    assert not get_ruleset("glowlands").presentation.tracks_from_res_and_stats
    assert differs(get_ruleset("glowlands").presentation, states("glowlands", 1)) > 0


@pytest.mark.parametrize("ruleset", ["teams", "cards"])
def test_kept_shares_play_as_shares_read_afresh(ruleset: str) -> None:
    rs = get_ruleset(ruleset)
    logs = []
    for keep in (True, False):
        tactic = Tactic(rs, keep_shares=keep)
        played = []
        for index in range(4):
            enc = Encounter(demo_setup_for(ruleset), rs, dice=QuickDiceBox(fight_seed(8, index)))
            tactic.new_fight()
            while enc.state.outcome is None and len(enc.log) < 400 and tactic.step(enc) is not None:
                pass
            played.append([entry.command.to_dict() for entry in enc.log])
        logs.append(played)
        assert bool(tactic.shares) == keep
    assert logs[0] == logs[1]


@pytest.mark.parametrize("ruleset", ["teams", "cards"])
def test_each_kept_share_is_the_share_read_afresh(ruleset: str) -> None:
    shares: dict = {}
    checked = 0
    for state in states(ruleset):
        for cid in state.combatants:
            assert _Memo(shares=shares).spent(state, cid) == Tactic.spent_share(state, cid), cid
            checked += 1
    assert checked and len(shares) < checked  # kept, and read again from what was kept
