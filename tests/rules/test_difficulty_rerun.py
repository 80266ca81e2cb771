"""A rerun encounter shares the first snapshot of the encounter it starts from: it plays as a fresh
encounter does, and its undos (rebuilt from that snapshot) never change the shared one."""

from __future__ import annotations

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.fight import Rerun, fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import get_ruleset


def test_a_rerun_plays_as_a_fresh_encounter_and_leaves_the_shared_snapshot_alone() -> None:
    setup = demo_setup_for("glowlands")
    rs = get_ruleset("glowlands")
    first = Encounter(setup, rs)
    start = first.initial_state().to_dict()
    logs = []
    rerun = Rerun.again(first, QuickDiceBox(fight_seed(2, 0)))
    for enc in (rerun, Encounter(setup, rs, dice=QuickDiceBox(fight_seed(2, 0)))):
        tactic = Tactic(rs)
        tactic.new_fight()
        for _ in range(70):
            if enc.state.outcome is not None or tactic.step(enc) is None:
                break
        logs.append([entry.to_dict() for entry in enc.log])
        while enc.undo() is not None:  # back to the start, rebuilt from the first snapshot
            pass
        assert enc.state.to_dict() == start
    assert logs[0] == logs[1] and len(logs[0]) > 40
    assert first.initial_state().to_dict() == start
