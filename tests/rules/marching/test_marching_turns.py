"""Marching Order turn flow: the lead's choice each round, the order, delays, skips, joiners, round end."""

from __future__ import annotations

import pytest
from marching_kit import cmd, encounter, finish_round, make_setup, of_type, turns_started, types

from gm_desk.rules.engine import Reject
from gm_desk.rules.events import Command
from gm_desk.rules.setup import SetupError

PARTY = ["ava", "bren", "cato"]


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


# --- starting -------------------------------------------------------------------------------------


def test_start_asks_the_lead_in_round_one() -> None:
    enc = started(make_setup(PARTY, {"m1": 10}))
    assert (enc.state.round, enc.state.phase, enc.state.turn) == (1, "initiative", None)
    p = enc.prompt()
    assert (p.kind, p.actor, p.choices, p.data) == ("initiative", "ava", ("take", "cede"), {"default": None})
    assert rejected(enc, Command("next")) == "LEAD_MUST_CHOOSE"


@pytest.mark.parametrize(("party", "monsters"), [([], ["m1"]), (["ava"], [])])
def test_an_empty_side_cannot_start(party, monsters) -> None:
    enc = encounter(make_setup(party, monsters))
    assert rejected(enc, Command("start")) == "EMPTY_SIDE"
    assert enc.state.started is False


def test_start_twice_is_refused() -> None:
    enc = started(make_setup(["ava"], ["m1"]))
    assert rejected(enc, Command("start")) == "ALREADY_STARTED"


def test_setup_naming_a_stranger_is_refused() -> None:
    with pytest.raises(SetupError, match="ghost"):
        encounter(make_setup(["ava"], ["m1"], positions={"ghost": [0, 0]}))


def test_setup_with_a_bad_square_is_refused() -> None:
    with pytest.raises(SetupError, match="ava"):
        encounter(make_setup(["ava"], ["m1"], positions={"ava": [0, "north"]}))


def test_only_the_lead_takes_initiative() -> None:
    enc = started(make_setup(PARTY, ["m1"]))
    assert rejected(enc, Command("marching.take", "bren")) == "NOT_YOUR_DECISION"
    enc.apply(Command("marching.take"))  # the GM speaks for the lead
    assert enc.state.sched["first"] == "party"
    assert rejected(enc, Command("marching.cede", "ava")) == "NOT_NOW"


# --- the order ------------------------------------------------------------------------------------


def test_equal_distances_keep_setup_order_and_unknown_distances_go_last() -> None:
    enc = started(make_setup(["ava"], {"m1": 20, "m2": 10, "m3": 20}), Command("marching.cede"))
    enc2 = started(make_setup(["ava"], ["m1", "m2"], distances={"m2": 5}), Command("marching.cede"))
    assert enc.state.sched["order"] == ["m2", "m1", "m3", "ava"]
    assert enc2.state.sched["order"] == ["m2", "m1", "ava"]


def test_marching_rank_orders_the_party_when_no_marching_order_is_given() -> None:
    s = make_setup(["ava", "bren"], ["m1"], stats={"ava": {"marching_rank": 2}, "bren": {"marching_rank": 1}})
    del s["marching_order"]
    enc = started(s, Command("marching.take", "bren"))
    assert enc.state.sched["order"] == ["bren", "ava", "m1"]


def test_squares_give_a_clockwise_spiral_within_each_side() -> None:
    positions = {"ava": [0, -1], "bren": [-1, -1], "cato": [1, -2], "m1": [0, 2], "m2": [1, 1], "m3": [-1, 1]}
    s = make_setup(PARTY, ["m1", "m2", "m3"], positions=positions, contact_point=[0, 0])
    enc = started(s, Command("marching.cede", "ava"))
    # monsters: ring 1 from m2 (bearing 45) clockwise to m3 (315), then m1 on ring 2
    # party: ring 1 from ava (180) clockwise to bren (225), then cato on ring 2
    assert enc.state.sched["order"] == ["m2", "m3", "m1", "ava", "bren", "cato"]


def test_one_spiral_through_everyone_under_the_other_reading() -> None:
    positions = {"ava": [0, -1], "bren": [0, -3], "m1": [0, 2], "m2": [1, 0]}
    s = make_setup(["ava", "bren"], ["m1", "m2"], positions=positions, contact_point=[0, 0])
    s["options"] = {"spiral_scope": "everyone"}
    enc = started(s, Command("marching.take", "ava"))
    # ava starts (ring 1, bearing 180); clockwise from 180: m2 (ring 1, 90 -> 270); then m1 (ring 2), bren (ring 3)
    assert enc.state.sched["order"] == ["ava", "m2", "m1", "bren"]
    enc2 = started(
        make_setup(["ava", "bren"], ["m1", "m2"], positions=positions, contact_point=[0, 0]),
        Command("marching.take"),
    )
    assert enc2.state.sched["order"] == ["ava", "bren", "m2", "m1"]


def test_a_side_without_every_square_falls_back_to_marching_order_and_distance() -> None:
    s = make_setup(["ava", "bren"], {"m1": 30, "m2": 10}, positions={"bren": [0, 0], "m1": [0, 1]})
    enc = started(s, Command("marching.cede"))
    assert enc.state.sched["order"] == ["m2", "m1", "ava", "bren"]


# --- later rounds ---------------------------------------------------------------------------------


def test_the_lead_is_asked_again_and_space_keeps_the_previous_choice() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.cede"))
    finish_round(enc)
    assert (enc.state.round, enc.state.phase) == (2, "initiative")
    assert enc.prompt().data == {"default": "cede"}
    enc.apply(Command("next"))
    [_, second] = of_type(enc.events(), "marching.InitiativeDecided")
    assert (second["round"], second["choice"], second["order"]) == (2, "cede", ["m1", "ava"])
    finish_round(enc)
    enc.apply(Command("marching.take"))
    assert enc.state.sched["order"] == ["ava", "m1"]


def test_the_first_choice_holds_when_the_lead_is_not_asked_again() -> None:
    s = make_setup(["ava"], ["m1"], options={"reask_lead": False})
    enc = started(s, Command("marching.cede"))
    finish_round(enc)
    assert enc.state.phase == "turns" and enc.state.turn.actor == "m1"
    assert of_type(enc.events(), "marching.InitiativeDecided")[-1]["why"] == "the first round's choice holds"


def test_an_incapacitated_lead_passes_the_lead_down_the_marching_order() -> None:
    enc = started(make_setup(PARTY, ["m1"]), Command("marching.take"))
    enc.apply(cmd("gm.set_status", cid="ava", status="down"))
    assert enc.state.turn.actor == "bren"  # ava's turn ended when she dropped
    finish_round(enc)
    assert enc.prompt().actor == "bren"
    assert rejected(enc, Command("marching.take", "ava")) == "NOT_YOUR_DECISION"


def test_the_gm_can_name_the_lead() -> None:
    enc = started(make_setup(PARTY, ["m1"]))
    enc.apply(cmd("marching.set_lead", cid="cato"))
    assert enc.prompt().actor == "cato"
    assert rejected(enc, cmd("marching.set_lead", cid="m1")) == "NOT_IN_PARTY"
    enc.apply(Command("marching.take", "cato"))
    assert enc.state.sched["order"] == ["ava", "bren", "cato", "m1"]


# --- delays ---------------------------------------------------------------------------------------


def test_a_second_delay_forfeits_the_turn() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"]), Command("marching.take"))
    enc.apply(Command("marching.delay", "ava"))
    enc.apply(Command("next"))  # bren
    enc.apply(Command("next"))  # m1; now the delayed list
    assert (enc.state.phase, enc.state.turn.actor) == ("delayed_turns", "ava")
    events = enc.apply(Command("marching.delay", "ava"))
    assert of_type(events, "marching.TurnForfeited") == [{"actor": "ava", "why": "delayed a second time"}]
    assert enc.state.round == 2 and turns_started(enc, 1) == ["ava", "bren", "m1", "ava"]


def test_a_second_delay_goes_to_the_back_under_the_other_reading() -> None:
    s = make_setup(["ava", "bren"], ["m1"], options={"second_delay": "to_the_back"})
    enc = started(
        s, Command("marching.take"), Command("marching.delay", "ava"), Command("marching.delay", "bren")
    )
    enc.apply(Command("next"))  # m1
    enc.apply(Command("marching.delay", "ava"))
    assert enc.state.turn.actor == "bren" and enc.state.sched["delayed"] == ["ava"]
    enc.apply(Command("next"))
    assert (enc.state.round, enc.state.turn.actor) == (1, "ava")


def test_delay_needs_an_untouched_turn_and_is_denied_to_monsters_by_choice() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("marching.act", "ava", slot="primary", what="drinks a potion"))
    assert rejected(enc, Command("marching.delay", "ava")) == "ALREADY_ACTED"
    enc2 = started(
        make_setup(["ava"], ["m1"], options={"monsters_may_delay": False}), Command("marching.cede")
    )
    assert rejected(enc2, Command("marching.delay", "m1")) == "MONSTERS_CANNOT_DELAY"


def test_a_time_out_in_slow_play_is_a_delay() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"]), Command("marching.take"))
    events = enc.apply(Command("marching.time_out"))
    assert of_type(events, "marching.Delayed") == [{"actor": "ava", "reason": "too slow"}]
    assert enc.state.sched["delayed"] == ["ava"] and enc.state.turn.actor == "bren"


# --- skipped turns and conditions -----------------------------------------------------------------


def test_a_down_fighter_is_skipped_but_its_conditions_still_advance() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"]))
    enc.apply(cmd("condition.add", cid="bren", name="poisoned", rounds=3))
    enc.apply(cmd("gm.set_status", cid="bren", status="down"))
    enc.apply(Command("marching.take"))
    events = enc.apply(Command("next"))  # ava ends; bren is skipped
    assert types(events) == [
        "TurnEnded",
        "SchedulerChanged",  # ava has acted
        "SchedulerChanged",  # bren leaves the queue
        "TurnSkipped",
        "ConditionTicked",  # bren's poison advances although bren cannot act
        "SchedulerChanged",  # bren counts as done
        "SchedulerChanged",  # m1 leaves the queue
        "SchedulerChanged",  # m1's step begins
        "TurnStarted",
    ]
    assert enc.state.get("bren").conditions[0].remaining == 2
    assert enc.state.turn.actor == "m1"


def test_skipped_fighters_keep_their_conditions_under_the_other_reading() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"], options={"skipped_turns_tick": False}))
    enc.apply(cmd("condition.add", cid="bren", name="poisoned", rounds=3))
    enc.apply(cmd("gm.set_status", cid="bren", status="down"))
    enc.apply(Command("marching.take"))
    enc.apply(Command("next"))
    assert enc.state.get("bren").conditions[0].remaining == 3


def test_a_condition_gained_on_ones_own_turn_waits_for_the_next_turn_end() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("condition.add", cid="ava", name="prone", rounds=1))
    enc.apply(Command("next"))
    assert [c.name for c in enc.state.get("ava").conditions] == ["prone"]
    enc2 = started(
        make_setup(["ava"], ["m1"], options={"spare_own_turn_conditions": False}), Command("marching.take")
    )
    enc2.apply(cmd("condition.add", cid="ava", name="prone", rounds=1))
    enc2.apply(Command("next"))
    assert enc2.state.get("ava").conditions == []


# --- the budget -----------------------------------------------------------------------------------


def test_one_primary_one_move_one_reaction() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("marching.act", "ava", slot="primary", what="casts a spell"))
    assert rejected(enc, cmd("marching.act", "ava", slot="primary")) == "MOVE_USED"
    enc.apply(cmd("move", "ava", to="stair"))
    assert rejected(enc, cmd("move", "ava", to="yard")) == "NO_ACTIONS_LEFT"
    enc.apply(cmd("marching.act", "ava", slot="reaction", what="parries"))
    assert rejected(enc, cmd("marching.act", "ava", slot="reaction")) == "NO_REACTION_LEFT"
    assert enc.state.turn.budget == {"primary": 0, "move": 0}
    assert enc.state.turn.spent == ["casts a spell", "move"]
    assert enc.state.get("ava").rs["budget"] == {"reaction": 0}


def test_a_reaction_can_be_spent_off_turn_but_turn_slots_cannot() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("marching.act", "m1", slot="reaction", what="opportunity strike"))
    assert enc.state.get("m1").rs["budget"]["reaction"] == 0
    assert rejected(enc, cmd("marching.act", "m1", slot="primary")) == "NOT_YOUR_TURN"
    assert rejected(enc, cmd("end_turn", "m1")) == "NOT_YOUR_TURN"
    assert rejected(enc, cmd("marching.act", "ava", slot="sneeze")) == "BAD_ARGUMENT"


@pytest.mark.parametrize(("refresh", "after_m1_turn"), [("round_start", 0), ("turn_start", 1)])
def test_reactions_come_back_at_round_start_or_at_ones_turn(refresh: str, after_m1_turn: int) -> None:
    enc = started(
        make_setup(["ava"], ["m1"], options={"reaction_refresh": refresh}), Command("marching.take")
    )
    enc.apply(cmd("marching.act", "m1", slot="reaction", what="opportunity strike"))
    enc.apply(Command("next"))  # m1's turn starts
    assert enc.state.get("m1").rs["budget"]["reaction"] == after_m1_turn
    finish_round(enc)
    enc.apply(Command("next"))
    assert enc.state.get("m1").rs["budget"]["reaction"] == 1


def test_skipping_every_action_is_allowed() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("marching.skip", "ava", slot="primary"))
    enc.apply(cmd("marching.skip", "ava", slot="move"))
    assert rejected(enc, cmd("marching.skip", "ava", slot="move")) == "MOVE_USED"
    assert rejected(enc, cmd("marching.skip", "ava", slot="reaction")) == "BAD_ARGUMENT"
    enc.apply(Command("end_turn", "ava"))
    assert enc.state.turn.actor == "m1"


# --- the GM's changes -----------------------------------------------------------------------------


def test_the_gm_rearranges_who_is_still_to_act() -> None:
    enc = started(make_setup(PARTY, {"m1": 5}), Command("marching.take"))
    assert rejected(enc, cmd("gm.reorder", order=["bren", "m1"])) == "BAD_ORDER"
    events = enc.apply(cmd("gm.reorder", order=["m1", "cato", "bren"]))
    assert types(events) == ["GMOverrideApplied", "SchedulerChanged"]
    finish_round(enc)
    assert turns_started(enc, 1) == ["ava", "m1", "cato", "bren"]


def test_gm_reorder_before_the_order_exists_is_refused() -> None:
    enc = started(make_setup(PARTY, ["m1"]))
    assert rejected(enc, cmd("gm.reorder", order=[])) == "NOT_NOW"


def test_a_late_joiner_acts_at_the_end_of_this_round_then_by_the_rules() -> None:
    enc = started(make_setup(["ava"], {"m1": 10}), Command("marching.take"))
    joiner = {"id": "m9", "name": "Ogre", "kind": "NPC", "side": "monsters", "stats": {"agl": 8}}
    enc.apply(cmd("gm.add_combatant", combatant=joiner, distance_ft=5))
    assert enc.state.sched["queue"] == ["m1", "m9"]
    assert enc.state.get("m9").rs["budget"] == {"reaction": 1}
    finish_round(enc)
    assert turns_started(enc, 1) == ["ava", "m1", "m9"]
    enc.apply(Command("marching.cede"))
    assert enc.state.sched["order"] == ["m9", "m1", "ava"]


def test_a_late_joiner_brings_its_square() -> None:
    enc = started(
        make_setup(["ava"], ["m1"], positions={"ava": [0, 0], "m1": [0, 2]}), Command("marching.take")
    )
    enc.apply(
        cmd("gm.add_combatant", combatant={"id": "m9", "kind": "NPC", "side": "monsters"}, position=[1, 1])
    )
    assert enc.state.rs["positions"]["m9"] == [1, 1]
    finish_round(enc)
    enc.apply(Command("marching.cede"))
    assert enc.state.sched["order"] == ["m9", "m1", "ava"]


def test_a_late_pc_joins_the_marching_order() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(
        cmd("gm.add_combatant", combatant={"id": "dov", "kind": "PC", "side": "party", "stats": {"agl": 9}})
    )
    assert enc.state.rs["marching_order"] == ["ava", "dov"]
    assert enc.state.sched["queue"] == ["m1", "dov"]


@pytest.mark.parametrize("how", ["hold", "option"])
def test_a_late_joiner_held_for_next_round(how: str) -> None:
    options = {"late_joiners": "next_round"} if how == "option" else {}
    enc = started(make_setup(["ava"], {"m1": 10}, options=options), Command("marching.take"))
    extra = {"hold": True} if how == "hold" else {}
    enc.apply(cmd("gm.add_combatant", combatant={"id": "m9", "kind": "NPC", "side": "monsters"}, **extra))
    assert enc.state.sched["queue"] == ["m1"]
    finish_round(enc)
    assert turns_started(enc, 1) == ["ava", "m1"]
    enc.apply(Command("marching.take"))
    assert enc.state.sched["order"] == ["ava", "m1", "m9"]


def test_removing_the_fighter_whose_turn_it_is_moves_on() -> None:
    enc = started(make_setup(["ava", "bren"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("gm.remove_combatant", cid="ava"))
    assert enc.state.turn.actor == "bren"
    assert enc.prompt().actor == "bren"


# --- the end --------------------------------------------------------------------------------------


def test_the_end_check_comes_at_round_end() -> None:
    enc = started(make_setup(["ava"], ["m1", "m2"]), Command("marching.take"))
    enc.apply(cmd("gm.set_status", cid="m1", status="dead"))
    enc.apply(cmd("gm.set_status", cid="m2", status="fled"))
    assert enc.state.outcome is None and enc.state.turn.actor == "ava"
    enc.apply(Command("next"))
    assert enc.state.outcome["result"] == "victory"
    assert enc.prompt().kind == "ended"
    assert rejected(enc, Command("next")) == "ENCOUNTER_ENDED"


def test_the_party_loses_when_nobody_in_it_can_fight() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.cede"))
    enc.apply(cmd("gm.set_status", cid="ava", status="down"))
    enc.apply(Command("next"))  # m1 ends; ava skipped; round end
    assert enc.state.outcome["result"] == "defeat"


def test_everyone_passing_runs_the_rounds() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    for _ in range(3):
        finish_round(enc)
        enc.apply(Command("next"))
    assert enc.state.round == 4 and turns_started(enc, 3) == ["ava", "m1"]


# --- scene changes --------------------------------------------------------------------------------


def test_visibility_is_looked_at_again_each_round() -> None:
    enc = started(make_setup(["ava"], ["m1"]), Command("marching.take"))
    enc.apply(cmd("marching.set_sees", viewer="party", seen="monsters", sees=False))
    assert rejected(enc, cmd("marching.set_sees", viewer="party", seen="party", sees=False)) == "UNKNOWN_SIDE"
    finish_round(enc)
    last = of_type(enc.events(), "marching.InitiativeDecided")[-1]
    assert (last["round"], last["first_side"], last["by"]) == (2, "party", None)
    enc.apply(cmd("marching.set_sees", viewer="party", seen="monsters", sees=True))
    finish_round(enc)
    assert enc.state.phase == "initiative"


def test_neither_side_seeing_the_other_falls_back_to_the_lead() -> None:
    s = make_setup(["ava"], ["m1"], sees={"party": {"monsters": False}, "monsters": {"party": False}})
    enc = started(s)
    assert enc.state.phase == "initiative"


def test_the_marching_order_can_be_changed_for_the_next_round() -> None:
    enc = started(make_setup(PARTY, ["m1"]))
    assert rejected(enc, cmd("marching.set_marching_order", order=["ava", "bren"])) == "BAD_ORDER"
    enc.apply(cmd("marching.set_marching_order", order=["cato", "ava", "bren"]))
    assert enc.prompt().actor == "cato"
    enc.apply(Command("marching.take", "cato"))
    assert enc.state.sched["order"] == ["cato", "ava", "bren", "m1"]
