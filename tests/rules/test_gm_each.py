"""`gm.each` (issue #31, item 5): the GM's damage, healing or condition on several combatants at once,
in each system through its own damage path, as one command (one undo step), each result in the log."""

from __future__ import annotations

import json

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from tests.rules.field_kit import SYSTEMS, fight_with_a_move


def foes(enc: Encounter) -> list[str]:
    """Two who stand: creatures first, then PCs."""
    standing = [c for c in enc.state.combatants.values() if c.status == "active"]
    return [c.id for c in sorted(standing, key=lambda c: c.kind != "NPC")][:2]


def one_by_one(enc: Encounter, cids: list[str], amount: int) -> str:
    """The state after `gm.damage` on each in turn, on a copy of the fight."""
    copy = Encounter.from_log(enc.setup, enc.log)
    for cid in cids:
        copy.apply(Command("gm.damage", args={"cid": cid, "amount": amount}))
    return json.dumps(copy.state.to_dict(), sort_keys=True)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_damage_to_each_lands_as_one_by_one_would_in_one_undo_step(rid: str) -> None:
    enc, _move = fight_with_a_move(rid)
    cids = foes(enc)
    assert len(cids) == 2
    expected = one_by_one(enc, cids, 3)
    before = json.dumps(enc.state.to_dict(), sort_keys=True)
    steps = len(enc.log)
    enc.apply(Command("gm.each", args={"cids": cids, "do": "damage", "amount": "3"}))
    assert len(enc.log) == steps + 1
    assert json.dumps(enc.state.to_dict(), sort_keys=True) == expected
    words = [enc.describe(e) for e in enc.log[-1].events]
    for cid in cids:
        assert f"{enc.state.get(cid).name} takes 3 damage" in " ".join(words)
    enc.undo()
    assert json.dumps(enc.state.to_dict(), sort_keys=True) == before
    enc.redo()
    assert json.dumps(enc.state.to_dict(), sort_keys=True) == expected
    again = Encounter.from_log(enc.setup, enc.log, redecide=True)
    assert json.dumps(again.state.to_dict(), sort_keys=True) == expected
    assert get_ruleset(rid).invariants(enc.state) == []


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_condition_on_each_is_added_to_every_one(rid: str) -> None:
    enc, _move = fight_with_a_move(rid)
    cids = foes(enc)
    enc.apply(Command("gm.each", args={"cids": cids, "do": "condition", "name": "Blinded", "rounds": 2}))
    for cid in cids:
        assert [k.name for k in enc.state.get(cid).conditions][-1] == "Blinded"
    enc.undo()
    assert all("Blinded" not in [k.name for k in enc.state.get(cid).conditions] for cid in cids)


def test_dice_are_rolled_once_for_all_and_a_full_target_of_healing_is_passed_over() -> None:
    enc, _move = fight_with_a_move("marching")
    cids = foes(enc)
    enc.apply(Command("gm.each", args={"cids": cids, "do": "damage", "amount": "1d4"}))
    rolls = [e for e in enc.log[-1].events if e.type == "RollMade"]
    assert len(rolls) == 1
    hurt = cids[0]
    enc.apply(Command("gm.each", args={"cids": [hurt], "do": "damage", "amount": "-1"}))
    everyone = [hurt, *[c.id for c in enc.state.combatants.values() if c.kind == "PC"][:1]]
    enc.undo()
    enc.apply(Command("gm.each", args={"cids": everyone, "do": "damage", "amount": "-1"}))
    words = [enc.describe(e) for e in enc.log[-1].events]
    assert any("already as healthy as it gets" in w for w in words)
    assert any("heals 1" in w for w in words)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({"cids": [], "do": "damage", "amount": "3"}, "BAD_ARGUMENT"),
        ({"cids": ["caretaker", "caretaker"], "do": "damage", "amount": "3"}, "BAD_ARGUMENT"),
        ({"cids": ["caretaker", "nobody"], "do": "damage", "amount": "3"}, "UNKNOWN_COMBATANT"),
        ({"cids": ["caretaker"], "do": "damage"}, "MISSING_ARGUMENT"),
        ({"cids": ["caretaker"], "do": "damage", "amount": "lots"}, "BAD_ARGUMENT"),
        ({"cids": ["caretaker"], "do": "explode"}, "BAD_ARGUMENT"),
        ({"cids": ["caretaker"], "do": "condition", "name": ""}, "BAD_CONDITION"),
    ],
)
def test_what_each_cannot_do_is_refused_in_words_and_changes_nothing(args: dict, code: str) -> None:
    enc, _move = fight_with_a_move("glowlands")
    before = json.dumps(enc.state.to_dict(), sort_keys=True)
    refused = enc.handle(Command("gm.each", args=args)).rejected
    assert refused is not None and refused.code == code and refused.message
    assert json.dumps(enc.state.to_dict(), sort_keys=True) == before
