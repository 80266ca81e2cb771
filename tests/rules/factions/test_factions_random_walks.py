"""Random walks through Faction Passing: every listed legal command is accepted, invariants hold,
undo then redo gives the same state, and replaying the log (re-deciding each command) agrees."""

from __future__ import annotations

import random

import pytest
from factions_helpers import ambush_setup, s002_setup

from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets.factions import demo_setup


def walk(setup: dict, seed: int, steps: int = 120) -> Encounter:
    rng = random.Random(seed)
    enc = Encounter(setup, seed=seed)
    for _ in range(steps):
        legal = enc.ruleset.legal_commands(enc.state)
        if not legal:
            break
        cmd = rng.choice(legal)
        outcome = enc.handle(cmd)
        assert outcome.ok, (cmd, outcome.rejected.code, outcome.rejected.message)
        problems = enc.ruleset.invariants(enc.state)
        assert not problems, (cmd, problems)
        if rng.random() < 0.15:
            before = enc.state.to_dict()
            enc.undo()
            enc.redo()
            assert enc.state.to_dict() == before
    return enc


SETUPS = {
    "demo": demo_setup,
    "s002": lambda: s002_setup(fast_slow=True),
    "s002_plain": lambda: s002_setup(fast_slow=False),
    "ambush": ambush_setup,
}


@pytest.mark.parametrize("name", sorted(SETUPS))
@pytest.mark.parametrize("seed", range(12))
def test_random_walk_keeps_promises_and_replays(name: str, seed: int) -> None:
    setup = SETUPS[name]()
    enc = walk(setup, seed)
    again = Encounter.from_log(setup, enc.log, redecide=True)
    assert again.state.to_dict() == enc.state.to_dict()
    folded = Encounter.from_log(setup, enc.log)
    assert folded.state.to_dict() == enc.state.to_dict()
