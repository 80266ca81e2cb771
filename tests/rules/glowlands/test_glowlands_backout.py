"""Backing out of engagement: Graceful + Defiant against each engaged creature's Melee Threat."""

from __future__ import annotations

import pytest
from glowlands_kit import attack, first, npc, only, pc, rejected, running, setup, types

from gm_desk.rules.events import Command


def back_out(d20: int, **more_dice):
    return Command("glowlands.back_out", "ann", {}, {"back_out": [d20], **more_dice})


def cornered(*foes, **options):
    names = [f["id"] for f in foes]
    return running(setup(pc("ann", engaged=names, graceful=2, defiant=1), *foes, **options))


@pytest.mark.parametrize(
    ("d20", "outcome", "leaves", "answer"),
    [
        (5, "fail", False, "RetaliationTakesEffect"),
        (7, "success", True, "RetaliationTakesEffect"),
        (17, "critical", True, "RetaliationSuppressed"),
    ],
)
def test_the_three_outcomes_against_one_creature(d20, outcome, leaves, answer) -> None:
    enc = cornered(npc("cat", melee_threat=10, ranged_threat=3))
    events = enc.apply(back_out(d20, **{"retaliation:cat": [2]}))
    expected = ["BudgetSpent", "RollMade", "BackOutResolved", answer]
    if answer == "RetaliationTakesEffect":
        expected += ["RollMade", "DamageApplied", "ResourceChanged"]
    if leaves:
        expected.append("Disengaged")
    assert types(events) == expected
    resolved = first(events, "BackOutResolved")
    assert resolved["total"] == d20 + 3  # Graceful 2 + Defiant 1
    assert resolved["outcomes"] == {"cat": outcome} and resolved["threats"] == {"cat": 10}
    assert resolved["escaped"] is leaves
    assert (enc.state.get("ann").engaged == set()) is leaves
    assert enc.state.get("ann").zone == "z1"  # out of reach, not out of the zone
    if answer == "RetaliationTakesEffect":
        assert first(events, "RetaliationTakesEffect")["retaliation"]["name"] == "Spear thrust"
        assert enc.state.get("ann").res["strain"] == 3
    assert enc.state.get("cat").rs["retaliations_used"] == 1


def test_after_backing_out_the_other_action_may_move_but_not_roll() -> None:
    enc = cornered(npc("cat"))
    enc.apply(back_out(17))
    assert rejected(enc, attack("ann", "cat", "Bow", [12], [1])) == "ASPECT_ROLL_ALREADY_USED"
    assert enc.handle(Command("move", "ann", {"to": "z2"})).ok


def test_with_the_option_off_backing_out_leaves_the_aspect_roll_free() -> None:
    enc = cornered(npc("cat"), backout_uses_aspect_roll=False)
    enc.apply(back_out(17))
    assert enc.state.turn.budget == {"action": 1, "aspect_roll": 1}
    assert enc.handle(attack("ann", "cat", "Bow", [12], [1])).ok


def test_the_gm_may_allow_a_second_roll() -> None:
    enc = cornered(npc("cat"))
    enc.apply(back_out(17))
    cmd = Command(
        "glowlands.attack",
        "ann",
        {"target": "cat", "weapon": "Bow", "gm_allows_roll": True},
        {"attack": [12], "damage": [1]},
    )
    events = enc.apply(cmd)
    assert types(events)[:2] == ["GMOverrideApplied", "BudgetSpent"]
    assert enc.state.turn.budget == {"action": 0, "aspect_roll": 0}


def test_several_creatures_one_roll_must_beat_them_all_to_leave() -> None:
    enc = cornered(npc("cat", melee_threat=10), npc("dog", melee_threat=15))
    events = enc.apply(back_out(10, **{"retaliation:cat": [1], "retaliation:dog": [1]}))
    resolved = first(events, "BackOutResolved")
    assert resolved["outcomes"] == {"cat": "success", "dog": "fail"}
    assert (resolved["leaves"], resolved["escaped"]) == ([], False)
    assert [e["npc"] for e in only(events, "RetaliationTakesEffect")] == ["cat", "dog"]
    assert enc.state.get("ann").engaged == {"cat", "dog"}
    assert "stays in reach" in enc.describe(resolved)


def test_with_partial_backing_out_the_pc_leaves_each_creature_it_beats() -> None:
    enc = cornered(npc("cat", melee_threat=10), npc("dog", melee_threat=15), backout_partial=True)
    events = enc.apply(back_out(10, **{"retaliation:cat": [1], "retaliation:dog": [1]}))
    assert first(events, "BackOutResolved")["leaves"] == ["cat"]
    assert enc.state.get("ann").engaged == {"dog"}
    assert rejected(enc, Command("move", "ann", {"to": "z2"})) == "ENGAGED"


def test_a_spent_retaliation_does_not_answer_the_back_out() -> None:
    the_setup = setup(
        pc("bob", engaged=["cat"]), pc("ann", engaged=["cat"], graceful=2, defiant=1), npc("cat")
    )
    enc = running(the_setup)
    enc.apply(attack("bob", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    enc.apply(Command("next"))
    events = enc.apply(back_out(9))
    assert first(events, "BackOutResolved")["outcomes"] == {"cat": "success"}
    assert first(events, "RetaliationPrevented")["reason"] == "spent"
    assert types(events)[-2:] == ["RetaliationPrevented", "Disengaged"]


def test_backing_out_needs_an_engagement_and_an_engaged_pc_cannot_simply_walk() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), pc("bob"), npc("cat")))
    assert rejected(enc, Command("move", "ann", {"to": "z2"})) == "ENGAGED"
    enc.apply(Command("next"))
    assert rejected(enc, Command("glowlands.back_out", "bob", {}, {"back_out": [10]})) == "NOT_ENGAGED"
