"""Acceptance scenarios S003-1 to S003-12 (Marching Order & Spiral Turns), run on the real engine.

Each test builds its own encounter, drives it with commands and entered or scripted dice, and checks
the exact events and state the scenario states.
"""

from __future__ import annotations

from collections import deque
from typing import Any

import pytest

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command

PARTY = ["ava", "bren", "cato"]
DISTANCES = {"m1": 10, "m2": 30, "m3": 20}


def setup(
    party: list[str],
    monsters: list[str] | dict[str, int],
    stats: dict[str, dict[str, Any]] | None = None,
    options: dict[str, Any] | None = None,
    **top: Any,
) -> dict[str, Any]:
    stats = stats or {}

    def fighter(cid: str, kind: str, side: str) -> dict[str, Any]:
        return {
            "id": cid,
            "kind": kind,
            "side": side,
            "zone": "room",
            "stats": {"agl": 10, **stats.get(cid, {})},
        }

    out = {
        "ruleset": "marching",
        "options": options or {},
        "zones": {
            "zones": [{"id": "room"}, {"id": "hall"}, {"id": "door"}],
            "links": [["room", "hall"], ["hall", "door"]],
        },
        "sides": [{"id": "party", "stance": "party"}, {"id": "monsters", "stance": "hostile"}],
        "combatants": [fighter(c, "PC", "party") for c in party]
        + [fighter(m, "NPC", "monsters") for m in monsters],
        "marching_order": list(party),
        **top,
    }
    if isinstance(monsters, dict):
        out["distances"] = dict(monsters)
    return out


def run(s: dict[str, Any], *commands: Command, script: tuple[int, ...] = ()) -> Encounter:
    enc = Encounter(s, dice=DiceBox(script=deque(script)))
    enc.apply(Command("start"))
    for c in commands:
        enc.apply(c)
    return enc


def decided(enc: Encounter) -> list[dict[str, Any]]:
    return [e.data for e in enc.events() if e.type == "marching.InitiativeDecided"]


def started(enc: Encounter) -> list[str]:
    return [e["actor"] for e in enc.events() if e.type == "TurnStarted"]


# --- S003-1, S003-2: the lead takes or cedes -------------------------------------------------------


def test_s003_1_lead_takes_initiative() -> None:
    enc = run(setup(PARTY, DISTANCES), Command("marching.take", "ava"))
    assert decided(enc) == [
        {
            "round": 1,
            "first_side": "party",
            "by": "ava",
            "choice": "take",
            "why": "the lead takes initiative",
            "order": ["ava", "bren", "cato", "m1", "m3", "m2"],
        }
    ]
    assert enc.state.sched["first"] == "party"
    assert enc.state.turn.actor == "ava"


def test_s003_2_lead_cedes_initiative() -> None:
    enc = run(setup(PARTY, DISTANCES), Command("marching.cede", "ava"))
    [d] = decided(enc)
    assert (d["first_side"], d["choice"], d["order"]) == (
        "monsters",
        "cede",
        ["m1", "m3", "m2", "ava", "bren", "cato"],
    )
    assert enc.state.turn.actor == "m1"


# --- S003-3: one side unseen -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("policy", "first", "actor"),
    [("hidden_acts_first", "monsters", "m1"), ("literal_unseen_cedes", "party", "ava")],
)
def test_s003_3_one_side_unseen(policy: str, first: str, actor: str) -> None:
    s = setup(
        PARTY,
        DISTANCES,
        stats={"ava": {"light_source": True}},
        options={"hidden_side": policy},
        sees={"monsters": {"party": True}, "party": {"monsters": False}},
    )
    enc = run(s)
    [d] = decided(enc)
    assert (d["first_side"], d["by"], d["choice"], d["why"]) == (
        first,
        None,
        None,
        "the monsters cannot be seen",
    )
    assert enc.state.phase == "turns"  # the lead was never asked
    assert "initiative" not in [e["phase"] for e in enc.events() if e.type == "PhaseChanged"]
    assert enc.prompt().kind == "act" and enc.state.turn.actor == actor


def test_s003_3_visibility_derived_from_light_in_darkness() -> None:
    """In the dark with the party's torch and no monster light, the monsters are the unseen side."""
    s = setup(PARTY, DISTANCES, stats={"ava": {"light_source": True}}, dark=True)
    [d] = decided(run(s))
    assert (d["first_side"], d["why"]) == ("party", "the monsters cannot be seen")


# --- S003-4: delaying ------------------------------------------------------------------------------


def test_s003_4_delay_passes_initiative_on_and_resets_next_round() -> None:
    s = setup(PARTY, {"m1": 10, "m2": 20})
    enc = run(s, Command("marching.take", "ava"))
    assert enc.state.sched["order"] == ["ava", "bren", "cato", "m1", "m2"]
    events = enc.apply(Command("marching.delay", "ava"))
    assert [e.type for e in events][:2] == ["marching.Delayed", "TurnEnded"]
    assert enc.state.sched["delayed"] == ["ava"]
    while enc.state.round == 1:
        enc.apply(Command("next"))
    assert started(enc) == ["ava", "bren", "cato", "m1", "m2", "ava"]
    assert enc.state.phase == "initiative"
    enc.apply(Command("marching.take", "ava"))
    assert enc.state.sched["order"] == ["ava", "bren", "cato", "m1", "m2"]
    assert enc.state.sched["delayed"] == []
    assert enc.state.turn.actor == "ava"


# --- S003-5 to S003-8: seizing initiative ----------------------------------------------------------


def seize(x_agl: int, y_agl: int, x_die: int, y_die: int) -> tuple[Encounter, dict[str, Any]]:
    """x holds the turn; y is next and contests. Dice are entered by purpose."""
    s = setup(["x"], ["y"], stats={"x": {"agl": x_agl}, "y": {"agl": y_agl}})
    enc = run(s, Command("marching.take", "x"))
    enc.apply(Command("marching.seize", args={"x": "x", "y": "y"}, dice={"seize:x": x_die, "seize:y": y_die}))
    [event] = [e.data for e in enc.events() if e.type == "marching.InitiativeSeized"]
    return enc, event


def test_s003_5_both_succeed_lowest_successful_die_first() -> None:
    enc, ev = seize(12, 14, 9, 5)
    assert ev["rolls"] == {
        "x": {"die": 9, "agl": 12, "agl_eff": 12, "ok": True},
        "y": {"die": 5, "agl": 14, "agl_eff": 14, "ok": True},
    }
    assert (ev["result"], ev["first"]) == ("y", "y")
    assert enc.state.get("x").rs["budget"]["reaction"] == 0
    assert enc.state.get("y").rs["budget"]["reaction"] == 0
    assert enc.state.turn.actor == "y"  # x's untouched turn was withdrawn
    assert enc.state.sched["queue"] == ["x"]  # the loser acts right after


def test_s003_6_both_fail_lowest_die_first() -> None:
    enc, ev = seize(8, 6, 15, 11)
    assert (ev["rolls"]["x"]["ok"], ev["rolls"]["y"]["ok"], ev["first"]) == (False, False, "y")
    assert enc.state.turn.actor == "y"


def test_s003_7_one_success_beats_a_lower_failure() -> None:
    enc, ev = seize(16, 10, 15, 12)
    assert (ev["rolls"]["x"]["ok"], ev["rolls"]["y"]["ok"], ev["first"]) == (True, False, "x")
    assert enc.state.turn.actor == "x" and enc.state.sched["queue"] == ["y"]


@pytest.mark.parametrize(
    ("x_agl", "x_die", "y_agl", "y_die", "result"),
    [(10, 7, 12, 7, "simultaneous"), (10, 7, 5, 7, "x"), (10, 15, 12, 15, "simultaneous")],
)
def test_s003_8_equal_dice(x_agl: int, x_die: int, y_agl: int, y_die: int, result: str) -> None:
    enc, ev = seize(x_agl, y_agl, x_die, y_die)
    assert ev["result"] == result
    if result == "simultaneous":
        assert ev["first"] is None
        assert enc.state.sched["together"] == {
            "ids": ["x", "y"],
            "choices": {"x": "act_first", "y": "act_first"},
        }
    else:
        assert ev["first"] == "x" and enc.state.sched["together"] is None


# --- S003-9: surprise ------------------------------------------------------------------------------


def test_s003_9_surprise_impairs_without_a_bonus_round() -> None:
    s = setup(
        ["ava", "bren"],
        {"m1": 10, "m2": 20},
        stats={"m1": {"agl": 11, "armour_class": 30, "hit_points": 5}, "ava": {"attack_bonus": 0}},
        surprised=["m1", "m2"],
    )
    enc = run(s, Command("marching.take", "ava"))
    assert enc.state.round == 1 and started(enc) == ["ava"]  # no extra round
    [cond] = [c.to_dict() for c in enc.state.get("m1").conditions]
    assert (cond["name"], cond["data"], cond["remaining"], cond["tick"]) == (
        "impaired",
        {"cause": "surprise"},
        1,
        "turn_end",
    )
    enc.apply(Command("marching.attack", "ava", {"target": "m1"}, dice={"attack:ava": 10}))
    [hit] = [e.data for e in enc.events() if e.type == "marching.AttackResolved"]
    assert (hit["impaired_bonus"], hit["total"], hit["hit"]) == (2, 12, False)
    enc.apply(Command("marching.agl_check", args={"cid": "m1"}, dice={"agl": 11}))
    [check] = [e.data for e in enc.events() if e.type == "marching.AglChecked"]
    assert (check["die"], check["agl_eff"], check["success"]) == (11, 10, False)
    enc.apply(Command("next"))  # ava ends
    enc.apply(Command("next"))  # bren ends; m1's turn
    assert enc.state.turn.actor == "m1" and enc.state.get("m1").conditions
    enc.apply(Command("next"))  # m1's turn ends: the impairment is gone
    assert enc.state.get("m1").conditions == []
    assert [c.name for c in enc.state.get("m2").conditions] == ["impaired"]
    enc.apply(Command("next"))  # m2's turn ends; round 2, the lead is asked again
    enc.apply(Command("marching.take", "ava"))
    enc.apply(Command("marching.attack", "ava", {"target": "m1"}, dice={"attack:ava": 10}))
    last = [e.data for e in enc.events() if e.type == "marching.AttackResolved"][-1]
    assert (last["impaired_bonus"], last["total"]) == (0, 10)


# --- S003-10: conditions advance at the end of the bearer's turn ------------------------------------


def test_s003_10_conditions_advance_at_the_bearers_turn_end() -> None:
    enc = run(setup(["ava"], {"m1": 5}), Command("marching.take", "ava"))
    enc.apply(Command("condition.add", args={"cid": "m1", "name": "held", "rounds": 2}))
    enc.apply(Command("next"))  # ava's turn ends
    assert [(c.name, c.remaining) for c in enc.state.get("m1").conditions] == [("held", 2)]
    enc.apply(Command("next"))  # m1's turn ends (round 1)
    assert [(c.name, c.remaining) for c in enc.state.get("m1").conditions] == [("held", 1)]
    enc.apply(Command("next"))  # round 2: the lead keeps the previous choice
    enc.apply(Command("next"))  # ava
    events = enc.apply(Command("next"))  # m1's turn ends (round 2)
    assert enc.state.get("m1").conditions == []
    assert [e.data["reason"] for e in events if e.type == "ConditionRemoved"] == ["expired"]


# --- S003-11: acting together -----------------------------------------------------------------------


def test_s003_11_simultaneous_moves_collide_into_an_overrun() -> None:
    s = setup(["bren"], ["m1"], positions={"bren": [0, 0], "m1": [4, 0]})
    enc = run(s, Command("marching.take", "bren"))
    enc.apply(
        Command(
            "marching.act_together",
            "bren",
            {"with": "m1", "choices": {"bren": "move_first", "m1": "move_first"}},
        )
    )
    events = enc.apply(
        Command(
            "marching.grid_move",
            args={"moves": {"bren": {"dir": "east", "ft": 15}, "m1": {"dir": "west", "ft": 15}}},
        )
    )
    steps = [e.data for e in events if e.type == "marching.MoveStep"]
    assert steps == [
        {"step": 1, "positions": {"bren": [1, 0], "m1": [3, 0]}, "conflict": False},
        {"step": 2, "positions": {"bren": [2, 0], "m1": [2, 0]}, "conflict": True},
    ]
    assert [e.data for e in events if e.type == "marching.Overrun"] == [
        {"step": 2, "pair": ["bren", "m1"], "at": [2, 0], "kind": "same_square"}
    ]
    assert enc.state.rs["positions"] == {"bren": [2, 0], "m1": [2, 0]}


def attack_pair(m1_stats: dict[str, Any], script: tuple[int, ...]) -> tuple[Encounter, list[Any]]:
    stats = {
        "bren": {"attack_bonus": 5, "damage": "1d8", "armour_class": 10, "hit_points": 10},
        "m1": {
            "armour_class": 10,
            "hit_points": 4,
            "attacks": [{"name": "Claw", "attack_bonus": 5, "damage": "1d6"}],
            **m1_stats,
        },
    }
    enc = run(setup(["bren"], ["m1"], stats=stats), Command("marching.take", "bren"), script=script)
    enc.apply(Command("marching.act_together", "bren", {"with": "m1"}))
    events = enc.apply(
        Command("marching.simultaneous_attacks", args={"attacks": {"bren": "m1", "m1": "bren"}})
    )
    return enc, list(events)


def test_s003_11_simultaneous_blows_land_together() -> None:
    # bren: attack 12, damage 6 (kills m1); m1: attack 15, damage 3
    enc, events = attack_pair({}, (12, 6, 15, 3))
    [order] = [e.data for e in events if e.type == "marching.SimultaneousResolution"]
    assert order == {"resolution_order": ["bren", "m1"], "together": True}
    results = [e.data for e in events if e.type == "marching.AttackResolved"]
    assert [(r["attacker"], r["hit"], r["damage"]) for r in results] == [("bren", True, 6), ("m1", True, 3)]
    assert enc.state.get("m1").status == "dead"
    assert enc.state.get("bren").res["hp"] == 7  # m1's blow landed although m1 died


def test_s003_11_a_priority_feature_strikes_first() -> None:
    # m1 first: attack 15, damage 6; then bren: attack 12, damage 6
    enc, events = attack_pair({"acts_first_in_simultaneous": True}, (15, 6, 12, 6))
    [order] = [e.data for e in events if e.type == "marching.SimultaneousResolution"]
    assert order == {"resolution_order": ["m1", "bren"], "together": False}
    assert [e.data["attacker"] for e in events if e.type == "marching.AttackResolved"] == ["m1", "bren"]
    assert enc.state.get("bren").res["hp"] == 4 and enc.state.get("m1").status == "dead"


# --- S003-12: torchlight ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dist", "straight", "lit", "visible"),
    [
        (1300, True, False, True),
        (1320, True, False, True),
        (1400, True, False, False),
        (600, True, True, False),
        (600, False, False, False),
    ],
)
def test_s003_12_torchlight(dist: int, straight: bool, lit: bool, visible: bool) -> None:
    enc = Encounter(setup(["ava"], ["m1"]))
    events = enc.apply(
        Command("marching.torchlight", args={"dist_ft": dist, "straight": straight, "viewer_lit": lit})
    )
    assert [e.data for e in events] == [
        {"dist_ft": dist, "straight": straight, "viewer_lit": lit, "visible": visible}
    ]


def test_s003_12_a_lit_viewer_sees_the_torch_under_the_other_reading() -> None:
    enc = Encounter(setup(["ava"], ["m1"], options={"lit_viewer_sees_torch": True}))
    events = enc.apply(
        Command("marching.torchlight", args={"dist_ft": 600, "straight": True, "viewer_lit": True})
    )
    assert events[0].data["visible"] is True
