"""Resolution: acting together, lock-step moves, attacks, surprise, checks and saves, frantic combat."""

from __future__ import annotations

import pytest
from marching_kit import cmd, encounter, make_setup, of_type, types

from gm_desk.rules.engine import Encounter, Reject
from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.marching import demo_setup, geometry
from gm_desk.rules.setup import SetupError


def started(setup, *commands, script=()):
    enc = encounter(setup, script)
    enc.apply(Command("start"))
    for c in commands:
        enc.apply(c)
    return enc


def rejected(enc, command) -> str:
    with pytest.raises(Reject) as info:
        enc.apply(command)
    return info.value.code


def pair(choices=None, **top):
    """bren holds the turn and acts together with m1."""
    enc = started(make_setup(["bren"], ["m1", "m2"], **top), Command("marching.take"))
    enc.apply(Command("marching.act_together", "bren", {"with": "m1", "choices": choices or {}}))
    return enc


# --- acting together ------------------------------------------------------------------------------


def test_acting_together_gives_the_partner_a_turn_and_ends_both_at_once() -> None:
    enc = started(make_setup(["bren"], ["m1", "m2"]))
    enc.apply(cmd("condition.add", cid="m1", name="burning", rounds=2))
    enc.apply(Command("marching.take"))
    events = enc.apply(Command("marching.act_together", "bren", {"with": "m1"}))
    assert of_type(events, "marching.ActingTogether") == [
        {"ids": ["bren", "m1"], "choices": {"bren": "act_first", "m1": "act_first"}}
    ]
    assert enc.state.get("m1").rs["budget"] == {"reaction": 1, "primary": 1, "move": 1}
    assert enc.prompt().data["acting"] == ["bren", "m1"]
    enc.apply(cmd("marching.act", "m1", slot="primary", what="bites"))
    enc.apply(Command("end_turn", "m1"))
    assert enc.state.get("m1").rs["budget"] == {"reaction": 1}
    assert enc.state.get("m1").conditions[0].remaining == 1
    assert enc.state.turn.actor == "m2" and enc.state.sched["acted"] == ["bren", "m1"]


def test_act_first_and_move_first_are_held_to() -> None:
    enc = pair({"bren": "move_first"}, positions={"bren": [0, 0], "m1": [3, 0], "m2": [5, 5]})
    assert rejected(enc, cmd("marching.act", "bren", slot="primary")) == "NEEDS_EARLIER_ACTION"
    assert rejected(enc, cmd("move", "m1", to="stair")) == "NEEDS_EARLIER_ACTION"
    enc.apply(cmd("marching.skip", "bren", slot="move"))
    enc.apply(cmd("marching.act", "bren", slot="primary", what="swings"))
    enc.apply(cmd("marching.act", "m1", slot="primary", what="bites"))
    enc.apply(Command("marching.grid_move", args={"moves": {"m1": {"to": [1, 1]}}}))
    assert enc.state.rs["positions"]["m1"] == [1, 1]


def test_choosing_first_during_a_joint_step() -> None:
    enc = pair()
    enc.apply(Command("marching.choose_first", "m1", {"choice": "move_first"}))
    assert enc.state.sched["together"]["choices"] == {"bren": "act_first", "m1": "move_first"}
    assert rejected(enc, Command("marching.choose_first", "m1", {"choice": "dance"})) == "BAD_ARGUMENT"
    enc.apply(cmd("marching.skip", "m1", slot="move"))
    assert rejected(enc, Command("marching.choose_first", "m1", {"choice": "act_first"})) == "ALREADY_ACTED"
    assert rejected(enc, Command("marching.choose_first", "m2", {"choice": "act_first"})) == "NOT_TOGETHER"


@pytest.mark.parametrize("who", ["bren", "m1"])
def test_removing_either_fighter_of_a_joint_step_ends_it(who: str) -> None:
    enc = pair()
    enc.apply(cmd("gm.remove_combatant", cid=who))
    assert enc.state.sched["together"] is None
    assert enc.state.turn.actor == "m2"
    if who == "bren":
        assert enc.state.get("m1").rs["budget"] == {"reaction": 1}
    assert get_ruleset("marching").invariants(enc.state) == []


def test_who_may_act_together() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"]), Command("marching.take"))
    assert rejected(enc, Command("marching.act_together", "ava", {"with": "ghost"})) == "UNKNOWN_COMBATANT"
    assert rejected(enc, Command("marching.act_together", "bren", {"with": "m1"})) == "NOT_YOUR_TURN"
    enc.apply(cmd("gm.set_status", cid="bren", status="down"))
    assert rejected(enc, Command("marching.act_together", "ava", {"with": "bren"})) == "CANNOT_ACT"
    bad = {"with": "m1", "choices": {"ava": "sideways"}}
    assert rejected(enc, Command("marching.act_together", "ava", bad)) == "BAD_ARGUMENT"
    enc.apply(cmd("marching.act", "ava", slot="move", what="steps"))
    assert rejected(enc, Command("marching.act_together", "ava", {"with": "m1"})) == "ALREADY_ACTED"
    enc.apply(Command("next"))
    assert rejected(enc, Command("marching.act_together", "m1", {"with": "ava"})) == "NOT_PENDING"


# --- lock-step moves ------------------------------------------------------------------------------


def test_two_movers_swapping_squares_stop_where_they_stood() -> None:
    enc = pair(
        {"bren": "move_first", "m1": "move_first"}, positions={"bren": [0, 0], "m1": [1, 0], "m2": [9, 9]}
    )
    events = enc.apply(
        Command(
            "marching.grid_move",
            args={"moves": {"bren": {"dir": "east", "ft": 10}, "m1": {"dir": "west", "ft": 5}}},
        )
    )
    assert of_type(events, "marching.Overrun") == [
        {"step": 1, "pair": ["bren", "m1"], "at": [0, 0], "kind": "swap"}
    ]
    assert enc.state.rs["positions"] == {"bren": [0, 0], "m1": [1, 0], "m2": [9, 9]}


def test_movers_that_do_not_meet_finish_their_paths() -> None:
    starts = {"a": [0, 0], "b": [0, 3]}
    steps, conflicts, final = geometry.lock_step(starts, {"a": [[1, 0], [2, 0]], "b": [[1, 3]]})
    assert steps == [{"a": [1, 0], "b": [1, 3]}, {"a": [2, 0], "b": [1, 3]}]
    assert (conflicts, final) == ([], {"a": [2, 0], "b": [1, 3]})


def test_grid_moves_are_checked() -> None:
    s = make_setup(["bren"], ["m1"], positions={"bren": [0, 0]}, stats={"bren": {"move_ft": 20}})
    enc = started(s, Command("marching.take"))
    move = lambda who, spec: Command("marching.grid_move", args={"moves": {who: spec}})  # noqa: E731
    assert rejected(enc, move("bren", {"dir": "east", "ft": 25})) == "TOO_FAR"
    assert rejected(enc, move("bren", {"dir": "up", "ft": 5})) == "BAD_ARGUMENT"
    assert rejected(enc, move("bren", {"dir": "east", "ft": 7})) == "BAD_ARGUMENT"
    assert rejected(enc, move("bren", {"to": [0, 0]})) == "ALREADY_THERE"
    assert rejected(enc, move("m1", {"dir": "east", "ft": 5})) == "NOT_YOUR_TURN"
    assert rejected(enc, Command("marching.grid_move", args={"moves": {}})) == "MISSING_ARGUMENT"
    enc.apply(move("bren", {"to": [2, 4]}))
    assert enc.state.rs["positions"]["bren"] == [2, 4]
    assert rejected(enc, move("bren", {"dir": "east", "ft": 5})) == "MOVE_USED"
    enc2 = started(make_setup(["bren"], ["m1"]), Command("marching.take"))
    assert rejected(enc2, move("bren", {"dir": "east", "ft": 5})) == "NOT_ON_MAP"


def test_squares_set_during_the_fight_shape_the_next_rounds_spiral() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"]), Command("marching.take"))
    for cid, square in (("ava", [0, -3]), ("bren", [1, -1]), ("m1", [0, 1])):
        enc.apply(cmd("marching.place", cid=cid, position=square))
    enc.apply(cmd("marching.set_contact", point=[0, 0]))
    assert enc.state.sched["order"] == ["ava", "bren", "m1"]  # this round keeps its order
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("marching.take"))
    assert enc.state.sched["order"] == ["bren", "ava", "m1"]
    assert rejected(enc, cmd("marching.place", cid="ava")) == "MISSING_ARGUMENT"
    assert rejected(enc, cmd("marching.place", cid="ava", position=[1])) == "BAD_ARGUMENT"
    assert rejected(enc, cmd("marching.set_contact", point="here")) == "BAD_ARGUMENT"


def test_the_default_contact_point_is_the_midpoint_of_the_closest_pair() -> None:
    assert geometry.default_contact({"a": [0, 0], "b": [0, -5]}, {"m": [0, 4], "n": [8, 8]}) == [0.0, 2.0]
    assert geometry.default_contact({}, {"m": [0, 0]}) is None
    assert geometry.spiral({}, [0, 0]) == []


# --- attacks --------------------------------------------------------------------------------------


def test_an_attack_spends_the_primary_and_takes_hit_points() -> None:
    stats = {"ava": {"attack_bonus": 2, "damage": "1d6"}, "m1": {"armour_class": 13, "hit_points": 8}}
    enc = started(make_setup(["ava"], ["m1"], stats=stats), Command("marching.take"), script=(11, 5))
    events = enc.apply(cmd("marching.attack", "ava", target="m1"))
    assert of_type(events, "marching.AttackResolved") == [
        {
            "attacker": "ava",
            "target": "m1",
            "die": 11,
            "bonus": 2,
            "impaired_bonus": 0,
            "total": 13,
            "armour_class": 13,
            "hit": True,
            "damage": 5,
        }
    ]
    assert enc.state.get("m1").res["hp"] == 3 and enc.state.turn.budget["primary"] == 0
    assert rejected(enc, cmd("marching.attack", "ava", target="m1")) == "MOVE_USED"


def test_a_miss_rolls_no_damage_and_a_pc_at_zero_is_down() -> None:
    stats = {
        "m1": {"attacks": [{"name": "Axe", "attack_bonus": 1, "damage": "1d8"}]},
        "ava": {"armour_class": 12, "hit_points": 4},
    }
    enc = started(make_setup(["ava", "bren"], ["m1"], stats=stats), Command("marching.cede"), script=(3,))
    events = enc.apply(cmd("marching.attack", "m1", target="ava"))
    assert [e.data["purpose"] for e in events if e.type == "RollMade"] == ["attack:m1"]
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("next"))  # round 2, monsters again
    enc.apply(cmd("marching.attack", "m1", target="ava", dice={"attack:m1": 15, "damage:m1": 8}))
    ava = enc.state.get("ava")
    assert (ava.res["hp"], ava.status, ava.substatus) == (-4, "down", "unconscious")


def test_attacks_are_checked() -> None:
    enc = started(
        make_setup(["ava"], ["m1"], stats={"m1": {"attacks": [{"name": "Bite", "damage": "1d4"}]}}),
        Command("marching.cede"),
    )
    assert rejected(enc, cmd("marching.attack", "m1", target="m1")) == "BAD_ARGUMENT"
    assert rejected(enc, cmd("marching.attack", "m1", target="ava", attack=3)) == "BAD_ARGUMENT"
    assert rejected(enc, cmd("marching.attack", "ava", target="m1")) == "NOT_YOUR_TURN"
    enc.apply(cmd("gm.set_status", cid="ava", status="dead"))
    assert rejected(enc, cmd("marching.attack", "m1", target="ava")) == "BAD_TARGET"


def test_a_priority_blow_that_fells_the_turn_holder_forestalls_its_attack_and_ends_the_step() -> None:
    stats = {
        "bren": {"attack_bonus": 5, "damage": "1d8", "armour_class": 10, "hit_points": 3},
        "m1": {
            "armour_class": 10,
            "hit_points": 9,
            "acts_first_in_simultaneous": True,
            "attacks": [{"name": "Claw", "damage": "1d6"}],
        },
    }
    enc = started(make_setup(["bren"], ["m1", "m2"], stats=stats), Command("marching.take"), script=(18, 6))
    enc.apply(Command("marching.act_together", "bren", {"with": "m1"}))
    events = enc.apply(
        Command("marching.simultaneous_attacks", args={"attacks": {"bren": "m1", "m1": "bren"}})
    )
    assert of_type(events, "marching.AttackForestalled") == [{"attacker": "bren", "target": "m1"}]
    assert enc.state.get("bren").status == "down"
    assert "TogetherEnded" in " ".join(types(events)) and enc.state.turn.actor == "m2"


def test_simultaneous_attacks_need_fighters_who_are_acting() -> None:
    enc = pair()
    bad = Command("marching.simultaneous_attacks", args={"attacks": {"m2": "bren"}})
    assert rejected(enc, bad) == "NOT_YOUR_TURN"
    assert rejected(enc, Command("marching.simultaneous_attacks", args={"attacks": {}})) == "MISSING_ARGUMENT"


# --- surprise, checks and saves -------------------------------------------------------------------


def test_a_creature_that_cannot_be_surprised_is_not_impaired() -> None:
    s = make_setup(["ava"], ["m1", "m2"], stats={"m1": {"cannot_be_surprised": True}}, surprised=["m1", "m2"])
    enc = started(s)
    assert of_type(enc.events(), "marching.SurpriseResisted") == [{"cid": "m1"}]
    assert enc.state.get("m1").conditions == [] and enc.state.get("m2").conditions[0].name == "impaired"


def test_surprise_can_last_longer_under_another_reading() -> None:
    enc = started(
        make_setup(["ava"], ["m1"], surprised=["m1"], options={"surprise_rounds": 2}),
        Command("marching.take"),
    )
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.get("m1").conditions[0].remaining == 1
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.get("m1").conditions == []


def test_the_gm_declares_surprise_before_or_during_the_fight() -> None:
    enc = encounter(make_setup(["ava"], ["m1", "m2"]))
    enc.apply(cmd("marching.surprise", side="monsters"))
    assert enc.state.rs["surprised"] == ["m1", "m2"]
    enc.apply(Command("start"))
    assert [c.name for c in enc.state.get("m2").conditions] == ["impaired"]
    enc.apply(cmd("marching.surprise", cid="ava"))
    assert [c.data for c in enc.state.get("ava").conditions] == [{"cause": "surprise"}]
    assert rejected(enc, cmd("marching.surprise", side="nobody")) == "EMPTY_SIDE"


def test_saves_and_checks_suffer_from_impairment() -> None:
    enc = started(make_setup(["ava"], ["m1"], surprised=["m1"], stats={"m1": {"agl": 12}}))
    enc.apply(cmd("marching.save", cid="m1", target=12, dice={"save": 12}))
    enc.apply(cmd("marching.save", cid="ava", target=12, dice={"save": 12}))
    saves = of_type(enc.events(), "marching.SaveMade")
    assert [(s["modifier"], s["total"], s["success"]) for s in saves] == [(-1, 11, False), (0, 12, True)]
    enc.apply(cmd("marching.agl_check", cid="m1", dice={"agl": 11}))
    assert of_type(enc.events(), "marching.AglChecked")[-1]["success"] is True
    assert rejected(enc, cmd("marching.save", cid="m1", target=0)) == "BAD_ARGUMENT"
    assert rejected(enc, cmd("marching.agl_check", cid="m1", dice={"agl": 21})) == "BAD_DICE"


# --- frantic combat -------------------------------------------------------------------------------


def test_missing_every_action_in_frantic_combat_means_consider_options() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    events = enc.apply(cmd("marching.frantic", on=True))
    assert of_type(events, "marching.FranticSwitched") == [{"on": True, "seconds": 6}]
    enc.apply(cmd("marching.time_out", "ava", slot="primary", stage="announce"))
    assert enc.state.turn.actor == "ava"
    events = enc.apply(cmd("marching.time_out", "ava", slot="move", stage="execute"))
    assert of_type(events, "marching.ActionLost") == [{"actor": "ava", "slot": "move", "stage": "execute"}]
    assert of_type(events, "marching.ConsiderOptions") == [{"actor": "ava"}]
    assert enc.state.turn.actor == "m1"


def test_a_fighter_who_acted_but_lost_the_rest_does_not_consider_options() -> None:
    enc = started(
        make_setup(["ava"], ["m1"], options={"frantic": True, "frantic_seconds": 4}), Command("marching.take")
    )
    assert enc.state.rs["frantic"] is True and enc.prompt().data["seconds"] == 4
    enc.apply(cmd("marching.act", "ava", slot="primary", what="shouts"))
    events = enc.apply(cmd("marching.time_out", "ava", slot="move"))
    assert of_type(events, "marching.ConsiderOptions") == [] and enc.state.turn.actor == "m1"


def test_frantic_commands_are_checked() -> None:
    enc = started(make_setup(["ava"], ["m1"], options={"frantic": True}), Command("marching.take"))
    assert rejected(enc, cmd("marching.frantic", on=True)) == "NO_CHANGE"
    assert rejected(enc, cmd("marching.time_out", "ava", slot="primary", stage="dawdle")) == "BAD_ARGUMENT"
    assert rejected(enc, cmd("marching.time_out", "m1", slot="primary")) == "NOT_YOUR_TURN"
    assert rejected(enc, cmd("marching.time_out", "ava")) == "MISSING_ARGUMENT"


# --- the whole ------------------------------------------------------------------------------------


def test_every_offered_command_is_accepted_and_replays_identically() -> None:
    ruleset = get_ruleset("marching")
    setup = demo_setup()
    enc = Encounter(setup, seed=7)
    for _ in range(80):
        offered = ruleset.legal_commands(enc.state)
        if not offered:
            break
        for c in offered:
            assert enc.check(c) is None, c
        enc.apply(offered[(len(enc.log) * 7) % len(offered)])
        assert ruleset.invariants(enc.state) == []
    again = Encounter.from_log(setup, enc.log, redecide=True)
    assert again.state.to_dict() == enc.state.to_dict()


def test_describe_puts_every_event_into_words() -> None:
    both = {"bren": "move_first", "m1": "move_first"}
    enc = pair(both, positions={"bren": [0, 0], "m1": [2, 0], "m2": [5, 5]})
    enc.apply(
        Command(
            "marching.grid_move",
            args={"moves": {"bren": {"dir": "east", "ft": 5}, "m1": {"dir": "west", "ft": 5}}},
        )
    )
    for event in enc.events():
        if event.type in QUIET_EVENTS:
            continue
        text = enc.describe(event)
        assert text and text != event.type, event


# Chapter 003, "Frantic Combat": "each player has six seconds to announce an action and six seconds to
# execute it ... If you are too slow, you lose that action." The panel's clock reads `countdown`.


def test_frantic_combat_gives_a_countdown_to_announce_then_execute_each_action() -> None:
    ruleset = get_ruleset("marching")
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    assert ruleset.presentation.countdown(enc.state) is None  # not frantic: no clock
    enc.apply(cmd("marching.frantic", on=True))
    clock = ruleset.presentation.countdown(enc.state)
    assert clock is not None and clock.seconds == 6 and "Ava" in clock.title
    assert [s.words for s in clock.stages] == ["Announce the primary action", "Execute the primary action"]
    assert [s.on_time_out for s in clock.stages] == [
        cmd("marching.time_out", "ava", slot="primary", stage="announce"),
        cmd("marching.time_out", "ava", slot="primary", stage="execute"),
    ]
    enc.apply(clock.stages[0].on_time_out)
    after = ruleset.presentation.countdown(enc.state)
    assert after is not None and after.key != clock.key
    assert after.stages[1].on_time_out == cmd("marching.time_out", "ava", slot="move", stage="execute")
    enc.apply(after.stages[1].on_time_out)  # both actions lost: Consider Options, the monster's turn
    assert enc.state.turn.actor == "m1" and ruleset.presentation.countdown(enc.state).key.endswith("/m1/primary")
    enc.apply(cmd("marching.frantic", on=False))
    assert ruleset.presentation.countdown(enc.state) is None


def test_the_countdown_length_is_an_option() -> None:
    ruleset = get_ruleset("marching")
    enc = started(make_setup(["ava"], ["m1"], options={"frantic": True, "frantic_seconds": 10}))
    enc.apply(Command("marching.take"))
    assert ruleset.presentation.countdown(enc.state).seconds == 10
    for bad in (0, -3, 601):
        with pytest.raises(SetupError, match="frantic_seconds"):
            encounter(make_setup(["ava"], ["m1"], options={"frantic_seconds": bad}))
