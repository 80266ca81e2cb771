"""Seizing initiative: the outcome table, lone attempts, who may try, and how the order changes."""

from __future__ import annotations

import pytest
from marching_kit import cmd, encounter, make_setup, of_type, turns_started

from gm_desk.rules.engine import Reject
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.marching.seize import agl_success, seize_outcome

PARTY = ["ava", "bren", "cato"]


def started(setup, *commands):
    enc = encounter(setup)
    enc.apply(Command("start"))
    for c in commands:
        enc.apply(c)
    return enc


def rejected(enc, command) -> str:
    with pytest.raises(Reject) as info:
        enc.apply(command)
    return info.value.code


def seize(x: str, y: str, dice: dict[str, int], **extra) -> Command:
    return Command(
        "marching.seize", args={"x": x, "y": y, **extra}, dice={f"seize:{k}": v for k, v in dice.items()}
    )


# --- the table ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("x", "y", "result"),
    [
        ((9, True), (5, True), "y"),
        ((15, False), (11, False), "y"),
        ((15, True), (12, False), "x"),
        ((7, True), (7, True), "simultaneous"),
        ((7, True), (7, False), "x"),
        ((15, False), (15, False), "simultaneous"),
    ],
)
def test_outcome_table_rolling_under(x, y, result) -> None:
    assert seize_outcome(x[0], x[1], y[0], y[1]) == result


def test_rolling_over_inverts_the_table() -> None:
    assert agl_success(9, 12, "roll_over") is True and agl_success(8, 12, "roll_over") is False
    assert agl_success(12, 12, "roll_under") is True and agl_success(13, 12, "roll_under") is False
    assert seize_outcome(15, True, 12, True, "roll_over") == "x"
    assert seize_outcome(3, False, 6, False, "roll_over") == "y"


def test_rolling_over_on_the_table() -> None:
    s = make_setup(
        ["x"], ["y"], options={"agl_check": "roll_over"}, stats={"x": {"agl": 12}, "y": {"agl": 14}}
    )
    enc = started(s, Command("marching.take"))
    enc.apply(seize("x", "y", {"x": 9, "y": 5}))
    [ev] = of_type(enc.events(), "marching.InitiativeSeized")
    assert (ev["rolls"]["x"]["ok"], ev["rolls"]["y"]["ok"], ev["first"]) == (True, False, "x")


# --- lone attempts --------------------------------------------------------------------------------


def test_a_lone_success_goes_first_and_only_the_attempter_pays() -> None:
    enc = started(make_setup(PARTY, ["m1"], stats={"m1": {"agl": 12}}), Command("marching.take"))
    events = enc.apply(seize("m1", "ava", {"m1": 4}, y_declines=True))
    assert [e.data["purpose"] for e in events if e.type == "RollMade"] == ["seize:m1"]
    [ev] = of_type(events, "marching.InitiativeSeized")
    assert (ev["contested"], ev["result"], ev["first"]) == (False, "x", "m1")
    assert enc.state.get("ava").rs["budget"]["reaction"] == 1
    assert enc.state.get("m1").rs["budget"]["reaction"] == 0
    assert (enc.state.turn.actor, enc.state.sched["queue"]) == ("m1", ["ava", "bren", "cato"])


def test_a_fighter_without_its_reaction_cannot_contest() -> None:
    enc = started(make_setup(PARTY, ["m1"], stats={"m1": {"agl": 12}}), Command("marching.take"))
    enc.apply(cmd("marching.act", "bren", slot="reaction", what="parries"))
    events = enc.apply(seize("m1", "bren", {"m1": 4}))
    assert of_type(events, "marching.InitiativeSeized")[0]["contested"] is False


def test_a_failed_lone_attempt_leaves_the_order() -> None:
    enc = started(make_setup(PARTY, ["m1"], stats={"m1": {"agl": 12}}), Command("marching.take"))
    events = enc.apply(seize("m1", "ava", {"m1": 17}, y_declines=True))
    [ev] = of_type(events, "marching.InitiativeSeized")
    assert (ev["result"], ev["first"]) == ("order_stands", None)
    assert (enc.state.turn.actor, enc.state.sched["queue"]) == ("ava", ["bren", "cato", "m1"])
    assert enc.state.get("m1").rs["budget"]["reaction"] == 0  # spent whatever the outcome


def test_a_failed_lone_attempt_lets_the_other_go_first_under_the_other_reading() -> None:
    s = make_setup(PARTY, ["m1"], options={"lone_seize_failure": "other_first"})
    enc = started(s, Command("marching.take"))
    enc.apply(seize("ava", "bren", {"ava": 19}, y_declines=True))
    assert (enc.state.turn.actor, enc.state.sched["queue"]) == ("bren", ["ava", "cato", "m1"])


# --- who may seize --------------------------------------------------------------------------------


def test_seizing_needs_two_fighters_about_to_act_with_a_reaction() -> None:
    enc = started(make_setup(PARTY, ["m1"]))
    assert rejected(enc, seize("ava", "m1", {"ava": 1})) == "NOT_NOW"
    enc.apply(Command("marching.take"))
    assert rejected(enc, seize("ava", "ava", {"ava": 1})) == "BAD_ARGUMENT"
    enc.apply(cmd("marching.act", "bren", slot="reaction", what="parries"))
    assert rejected(enc, seize("bren", "cato", {"bren": 1})) == "NO_REACTION_LEFT"
    enc.apply(cmd("gm.set_status", cid="cato", status="down"))
    assert rejected(enc, seize("m1", "cato", {"m1": 1})) == "CANNOT_ACT"
    enc.apply(cmd("marching.act", "ava", slot="move", what="steps"))
    assert rejected(enc, seize("m1", "ava", {"m1": 1})) == "NOT_PENDING"  # ava has started acting
    enc.apply(Command("next"))
    assert rejected(enc, seize("m1", "ava", {"m1": 1})) == "NOT_PENDING"  # ava has acted
    assert rejected(enc, seize("m1", "ghost", {"m1": 1})) == "UNKNOWN_COMBATANT"


def test_an_impaired_fighter_seizes_at_agl_minus_one() -> None:
    s = make_setup(["ava"], ["m1"], stats={"m1": {"agl": 10}}, surprised=["m1"])
    enc = started(s, Command("marching.take"))
    enc.apply(seize("m1", "ava", {"m1": 10}, y_declines=True))
    [ev] = of_type(enc.events(), "marching.InitiativeSeized")
    assert ev["rolls"]["m1"] == {"die": 10, "agl": 10, "agl_eff": 9, "ok": False}


# --- how the order changes ------------------------------------------------------------------------


def test_the_loser_acts_right_after_the_winner() -> None:
    enc = started(make_setup(PARTY, ["m1"], stats={"cato": {"agl": 15}}), Command("marching.take"))
    enc.apply(seize("cato", "ava", {"cato": 3, "ava": 8}))
    assert (enc.state.turn.actor, enc.state.sched["queue"]) == ("cato", ["ava", "bren", "m1"])


def test_the_two_swap_places_under_the_other_reading() -> None:
    s = make_setup(PARTY, ["m1"], stats={"cato": {"agl": 15}}, options={"seize_loser": "swap_places"})
    enc = started(s, Command("marching.take"))
    enc.apply(seize("cato", "ava", {"cato": 3, "ava": 8}))
    assert (enc.state.turn.actor, enc.state.sched["queue"]) == ("cato", ["bren", "ava", "m1"])


def test_an_overtaken_turn_is_withdrawn_without_advancing_conditions_and_comes_back() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"], stats={"bren": {"agl": 15}}), Command("marching.take"))
    enc.apply(cmd("condition.add", cid="ava", name="slowed", rounds=3, source="earlier"))
    events = enc.apply(seize("bren", "ava", {"bren": 3, "ava": 12}))
    withdrawn = [e.data for e in events if e.type == "TurnEnded"]
    assert withdrawn == [{"actor": "ava", "withdrawn": True}]
    assert enc.state.get("ava").conditions[0].remaining == 3
    enc.apply(Command("next"))  # bren
    enc.apply(Command("next"))  # ava, who keeps her place right after
    assert turns_started(enc, 1) == ["ava", "bren", "ava", "m1"]


def test_seizing_between_two_who_are_still_waiting() -> None:
    s = make_setup(["ava"], {"m1": 5, "m2": 10, "m3": 15}, stats={"m3": {"agl": 14}})
    enc = started(s, Command("marching.take"))
    enc.apply(seize("m3", "m1", {"m3": 2, "m1": 6}))
    assert (enc.state.turn.actor, enc.state.sched["queue"]) == ("ava", ["m3", "m1", "m2"])


def test_equal_dice_between_two_waiting_fighters_make_them_act_together_when_they_come_up() -> None:
    enc = started(make_setup(["ava"], {"m1": 5, "m2": 10, "m3": 15}), Command("marching.take"))
    enc.apply(seize("m3", "m1", {"m3": 6, "m1": 6}))
    assert enc.state.sched["pairs"] == [["m3", "m1"]]
    assert enc.state.sched["queue"] == ["m3", "m1", "m2"]
    enc.apply(Command("next"))
    assert enc.state.sched["together"] == {
        "ids": ["m3", "m1"],
        "choices": {"m3": "act_first", "m1": "act_first"},
    }
    assert (enc.state.sched["pairs"], enc.state.sched["queue"]) == ([], ["m2"])
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "m2" and enc.state.sched["acted"] == ["ava", "m3", "m1"]
