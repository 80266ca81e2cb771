"""Engaging and disengaging are among the legal commands of every system once its fight runs: for foes
standing in the same zone, only as the rules accept them, never for allies, never before the start."""

from __future__ import annotations

import importlib

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS


def demo(ruleset_id: str) -> Encounter:
    setup = importlib.import_module(f"gm_desk.rules.rulesets.{ruleset_id}").demo_setup()
    return Encounter(setup, seed=1)


def engagements(enc: Encounter) -> list[Command]:
    return [c for c in enc.ruleset.legal_commands(enc.state) if c.type in ("engage", "disengage")]


def foes_together(enc: Encounter) -> tuple[str, str]:
    """A PC and a foe of theirs in the same zone, not engaged (a GM placement puts them there if need be)."""
    state = enc.state
    pc = next(c for c in state.pcs() if c.active and c.zone is not None)
    foe = next(f for f in state.enemies_of(pc.id) if f.active and f.zone is not None)
    if foe.zone != pc.zone:
        assert enc.handle(Command("gm.place", args={"cid": foe.id, "zone": pc.zone})).ok
    for other in sorted(enc.state.get(pc.id).engaged):
        assert enc.handle(Command("disengage", args={"a": pc.id, "b": other})).ok
    return pc.id, foe.id


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_foes_in_one_zone_may_be_engaged_and_disengaged_from_the_legal_list(ruleset_id: str) -> None:
    enc = demo(ruleset_id)
    assert engagements(enc) == []  # before the fight, engagements belong to the setup
    assert enc.handle(Command("start")).ok
    pc, foe = foes_together(enc)
    listed = engagements(enc)
    engage = [c for c in listed if c.type == "engage" and {c.args["a"], c.args["b"]} == {pc, foe}]
    assert len(engage) == 1, listed
    state = enc.state
    for cmd in listed:  # every one names foes in one zone, and the rules accept it
        a, b = state.get(cmd.args["a"]), state.get(cmd.args["b"])
        assert a.zone == b.zone
        if cmd.type == "engage":
            assert b.id in {f.id for f in state.enemies_of(a.id)}
        assert enc.check(cmd) is None
    assert enc.handle(engage[0]).ok
    after = engagements(enc)
    assert [c for c in after if c.type == "disengage" and {c.args["a"], c.args["b"]} == {pc, foe}]
    assert not [c for c in after if c.type == "engage" and {c.args["a"], c.args["b"]} == {pc, foe}]


def test_allies_in_one_zone_are_not_offered_engagement() -> None:
    enc = demo("glowlands")
    assert enc.handle(Command("start")).ok
    pcs = [c.id for c in enc.state.pcs()]
    zone = enc.state.get(pcs[0]).zone
    assert enc.handle(Command("gm.place", args={"cid": pcs[1], "zone": zone})).ok
    for cmd in engagements(enc):
        assert {cmd.args["a"], cmd.args["b"]} != {pcs[0], pcs[1]}
