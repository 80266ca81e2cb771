"""Property tests over every combat system: random legal and illegal command sequences.

For each registered ruleset, hypothesis drives its demo encounter with commands the ruleset itself
offers as legal, junk commands that must be refused without changing anything, and undo/redo pairs.
After every step the ruleset's invariants must hold; at the end, folding the log and re-deciding it
with the recorded rolls must both reproduce the live state.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gm_desk.rules.engine import INTERNAL_ERROR, Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS, available, get_ruleset


def demo_setup_for(ruleset_id: str) -> dict | None:
    return RULESETS[ruleset_id].demo_setup()


SYSTEMS = [rid for rid, _ in available()]

JUNK = [
    Command("no.such.command"),
    Command("end_turn", actor="ghost"),
    Command("move", args={"to": "nowhere"}),
    Command("gm.set_resource", args={"cid": "ghost", "res": "x", "value": 1}),
    Command("condition.add", args={"cid": "ghost", "name": "prone"}),
    Command("gm.note", args={"text": ""}),
    Command("gm.end", args={"result": "tea time"}),
]


def _step_kinds():
    return st.sampled_from(["legal"] * 6 + ["junk", "undo_redo", "undo"])


@pytest.mark.parametrize("ruleset_id", SYSTEMS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_sequences_keep_the_rules(ruleset_id: str, data: st.DataObject) -> None:
    setup = demo_setup_for(ruleset_id)
    if setup is None:
        pytest.skip(f"{ruleset_id} has no demo setup yet")
    ruleset = get_ruleset(ruleset_id)
    enc = Encounter(setup, seed=data.draw(st.integers(0, 2**16), label="seed"))
    for _ in range(data.draw(st.integers(5, 60), label="steps")):
        kind = data.draw(_step_kinds(), label="kind")
        if kind == "legal":
            offered = ruleset.legal_commands(enc.state) + ruleset.gm_tools(enc.state)
            if not offered:
                break
            cmd = data.draw(st.sampled_from(offered), label="command")
            assert enc.check(cmd) is None, f"{cmd} was offered as legal but a check refuses it"
            outcome = enc.handle(cmd)
            assert outcome.ok, f"{cmd} was offered as legal but refused: {outcome.rejected.code}"
        elif kind == "junk":
            before = enc.state.to_dict()
            cmd = data.draw(st.sampled_from(JUNK), label="junk")
            outcome = enc.handle(cmd)
            assert not outcome.ok, f"{cmd} should have been refused"
            assert outcome.rejected.code != INTERNAL_ERROR, (
                f"{cmd} crashed a rule: {outcome.rejected.message}"
            )
            assert enc.state.to_dict() == before, "a refused command changed the state"
        elif kind == "undo_redo":
            before = enc.state.to_dict()
            if enc.undo() is not None:
                enc.redo()
            assert enc.state.to_dict() == before, "undo then redo is not the identity"
        else:
            enc.undo()
        assert ruleset.invariants(enc.state) == [], ruleset.invariants(enc.state)
    folded = Encounter.from_log(setup, enc.log)
    assert folded.state.to_dict() == enc.state.to_dict(), "folding the log does not reproduce the state"
    redecided = Encounter.from_log(setup, enc.log, redecide=True)
    assert redecided.state.to_dict() == enc.state.to_dict(), (
        "re-deciding the log does not reproduce the state"
    )
