"""Alternating Teams turn order: starting, picks, skipping, surprise, late joiners, the end check, options."""

from __future__ import annotations

import pytest
from teams_helpers import (
    actions_left,
    block,
    encounter,
    first,
    kinds,
    make_setup,
    refused,
    run,
    start,
    turns_taken,
)

from gm_desk.rules.rulesets.teams import turns

TWO = {"players": ["p1", "p2"], "guards": ["g1", "g2"]}
THREE = {"players": ["p1"], "guards": ["g1"], "wolves": ["w1"], "crows": ["c1"]}


def down(enc, cid: str) -> None:
    run(enc, "gm.set_status", cid=cid, status="down", substatus="unconscious")


# --- starting -------------------------------------------------------------------------------------


def test_the_instigator_team_goes_first_and_the_instigator_is_picked_at_once():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p2", attacked_team="guards")
    assert enc.state.sched["team_order"] == ["players", "guards"]
    assert enc.state.turn.actor == "p2"
    assert enc.state.phase == "round" and enc.state.round == 1


def test_other_teams_follow_in_the_gm_order_and_default_to_setup_order():
    enc = encounter(make_setup(THREE))
    start(enc, instigator="g1", attacked_team="wolves", other_teams=["crows"])
    assert enc.state.sched["team_order"] == ["guards", "wolves", "crows", "players"]
    enc = encounter(make_setup(THREE))
    start(enc, instigator="w1", attacked_team="players")
    assert enc.state.sched["team_order"] == ["wolves", "players", "guards", "crows"]


def test_a_given_team_order_without_an_instigator_leaves_the_first_pick_free():
    enc = encounter(make_setup(TWO))
    start(enc, team_order=["guards", "players"])
    assert enc.state.turn is None
    assert enc.prompt().kind == "choose_actor" and enc.prompt().side == "guards"
    assert set(enc.prompt().choices) == {"g1", "g2"}


def test_start_defaults_come_from_the_setup():
    enc = encounter(make_setup(TWO, start={"instigator": "g2", "attacked_team": "players"}))
    start(enc)
    assert enc.state.sched["team_order"] == ["guards", "players"]
    assert enc.state.turn.actor == "g2"


def test_bad_starts_are_refused_with_reasons():
    enc = encounter(make_setup(THREE))
    assert refused(enc, "start", instigator="p1") == "MISSING_ARGUMENT"
    assert refused(enc, "start", instigator="p1", attacked_team="players") == "BAD_TEAM_ORDER"
    assert refused(enc, "start", instigator="p1", attacked_team="dragons") == "UNKNOWN_TEAM"
    assert refused(enc, "start", team_order=["players", "guards"]) == "BAD_TEAM_ORDER"
    assert (
        refused(enc, "start", team_order=["players", "players", "guards", "wolves", "crows"])
        == "BAD_TEAM_ORDER"
    )
    assert refused(enc, "start", team_order="players") == "BAD_ARGUMENT"
    assert refused(enc, "start", instigator="nobody") == "UNKNOWN_COMBATANT"
    assert (
        refused(enc, "start", team_order=["players", "guards", "wolves", "crows"], surprise="x")
        == "UNKNOWN_TEAM"
    )
    assert refused(enc, "start", team_order=["players", "guards", "wolves", "crows"], opening_action={}) == (
        "NO_INSTIGATOR"
    )
    start(enc, team_order=["players", "guards", "wolves", "crows"])
    assert refused(enc, "start") == "ALREADY_STARTED"


def test_a_fight_needs_two_teams_with_someone_standing():
    enc = encounter(make_setup({"players": ["p1", "p2"]}))
    assert refused(enc, "start") == "NEED_TWO_SIDES"
    setup = make_setup(TWO)
    for c in setup["combatants"]:
        if c["side"] == "guards":
            c["status"] = "down"
            c["substatus"] = "unconscious"
    assert refused(encounter(setup), "start") == "NEED_TWO_SIDES"


def test_an_empty_side_is_left_out_of_the_alternation():
    setup = make_setup(TWO)
    setup["sides"].append({"id": "ghosts", "name": "Ghosts", "stance": "hostile"})
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    assert enc.state.sched["team_order"] == ["players", "guards"]
    run(enc, "end_turn", "p1")
    assert enc.prompt().side == "guards"


# --- picks ----------------------------------------------------------------------------------------


def test_picks_alternate_and_wrong_picks_are_refused():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    assert refused(enc, "teams.pick", cid="p2") == "TURN_IN_PROGRESS"
    run(enc, "end_turn", "p1")
    assert refused(enc, "teams.pick", cid="p2") == "NOT_YOUR_TURN"
    assert refused(enc, "teams.pick", cid="zed") == "UNKNOWN_COMBATANT"
    assert refused(enc, "next") == "CHOOSE_ACTOR"
    run(enc, "teams.pick", cid="g2")
    run(enc, "end_turn", "g2")
    assert refused(enc, "teams.pick", cid="g1") == "NOT_YOUR_TURN"
    assert refused(enc, "end_turn") == "NO_TURN"
    run(enc, "next")  # only p2 is left on the players' side: Space picks them
    assert enc.state.turn.actor == "p2"
    assert refused(enc, "end_turn", "p1") == "NOT_YOUR_TURN"
    run(enc, "next")  # ends p2's turn
    run(enc, "next")  # picks g1, the guards' only one left
    assert turns_taken(enc) == ["p1", "g2", "p2", "g1"]
    run(enc, "next")
    assert enc.state.round == 2


def test_a_member_who_acted_cannot_be_picked_again_in_the_round():
    enc = encounter(make_setup({"players": ["p1", "p2"], "guards": ["g1", "g2", "g3"]}))
    start(enc, team_order=["players", "guards"])
    run(enc, "teams.pick", cid="p1")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    assert refused(enc, "teams.pick", cid="p1") == "NOT_ELIGIBLE"


def test_a_team_must_pick_unless_the_gm_allows_passing():
    enc = encounter(make_setup(TWO))
    start(enc, team_order=["players", "guards"])
    assert refused(enc, "teams.pass") == "TEAM_MUST_PICK"


def test_with_passing_allowed_the_pick_moves_on_and_a_round_of_passes_ends_the_round():
    enc = encounter(make_setup(TWO, options={"allow_team_pass": True}))
    start(enc, team_order=["players", "guards"])
    assert enc.prompt().may_pass
    assert refused(enc, "teams.pass", team="guards") == "NOT_YOUR_TURN"
    run(enc, "teams.pass", team="players")
    assert enc.prompt().side == "guards"
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    assert enc.prompt().side == "players"  # a pass is not giving up: the players pick again
    run(enc, "teams.pass")
    events = run(enc, "teams.pass")
    assert "RoundEnded" in kinds(events) and enc.state.round == 2
    assert enc.state.sched["acted"] == []


def test_a_lopsided_team_drops_out_and_the_other_keeps_picking():
    enc = encounter(make_setup({"players": ["p1", "p2", "p3"], "guards": ["g1"]}))
    start(enc, team_order=["guards", "players"])
    for cid in ("g1", "p1"):
        run(enc, "teams.pick", cid=cid)
        run(enc, "end_turn")
    assert not turns.team_can_pick(enc.state, "guards")
    assert enc.prompt().side == "players"
    run(enc, "teams.pick", cid="p3")
    run(enc, "end_turn")
    run(enc, "next")
    run(enc, "next")
    assert turns_taken(enc) == ["g1", "p1", "p3", "p2"]
    assert enc.state.round == 2


def test_a_knocked_out_actor_loses_the_rest_of_the_turn():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    events = run(enc, "gm.set_status", cid="p1", status="down", substatus="unconscious")
    assert "TurnEnded" in kinds(events)
    assert enc.state.turn is None and enc.prompt().side == "guards"


def test_knocked_out_after_acting_stays_acted_even_when_revived():
    enc = encounter(make_setup({"players": ["p1", "p2"], "guards": ["g1", "g2"]}))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "end_turn")
    down(enc, "p1")
    run(enc, "gm.set_status", cid="p1", status="active")
    assert "p1" in enc.state.sched["acted"]
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    assert enc.prompt().choices == ("p2",)


def test_nobody_left_to_pick_in_any_team_ends_the_round_at_once():
    enc = encounter(make_setup({"players": ["p1", "p2"], "guards": ["g1", "g2"]}))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "end_turn")
    down(enc, "g1")
    run(enc, "teams.pick", cid="g2")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="p2")
    events = run(enc, "end_turn")
    assert kinds(events)[-3:] == ["TurnEnded", "RoundEnded", "RoundStarted"]
    assert enc.state.round == 2


# --- the end check --------------------------------------------------------------------------------


def guards_hurt(**res: int):
    """p1 and p2 against g1 alone (no stamina, so hits resolve at once); p1 instigates and acts first."""
    setup = make_setup({"players": ["p1", "p2"], "guards": ["g1"]})
    setup["combatants"][2]["res"] = res
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    return enc


def assert_ended_at_once(enc, events, result: str = "victory") -> None:
    """The fight ended in this very command, mid-round: no turn runs on, nobody else got a turn."""
    assert kinds(events)[-1] == "EncounterEnded"
    assert "RoundEnded" not in kinds(events) and "TurnStarted" not in kinds(events)
    assert enc.state.outcome["result"] == result and enc.state.outcome["round"] == 1
    assert enc.state.turn is None and enc.prompt().kind == "ended"
    assert turns_taken(enc) == ["p1"]  # p2 never got the round's second players' turn


def test_a_death_by_attack_ends_the_fight_mid_turn_at_once():
    # Chapter: combat goes on "until one team remains". g1 (health 3) takes 11: health 0 with overflow,
    # the death test (luck 1) fails; p1 still has 2 actions, p2 and the round's end are never reached.
    enc = guards_hurt(endurance=0, health=3)
    events = run(enc, "teams.attack", "p1", (3, 3, 10, 1), target="g1")
    assert enc.state.get("g1").status == "dead"
    assert_ended_at_once(enc, events)
    assert enc.state.outcome["teams_left"] == ["players"]


def test_a_knockout_by_attack_ends_the_fight_at_once():
    enc = guards_hurt(endurance=0, health=3)
    events = run(enc, "teams.attack", "p1", (3, 3, 10, 15), target="g1")  # cheats death: unconscious
    assert (enc.state.get("g1").status, enc.state.get("g1").substatus) == ("down", "unconscious")
    assert_ended_at_once(enc, events)


def test_choosing_to_fall_unconscious_ends_the_fight_after_the_choice_not_before():
    setup = make_setup({"players": ["p1", "p2"], "guards": ["g1"]}, stats={"g1": block(stamina_max=2)})
    setup["combatants"][2]["res"] = {"endurance": 0}
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "teams.damage", cid="g1", amount=6)  # missing health 6 > constitution 3: fortify or fall
    assert enc.state.rs["pending"]["kind"] == "stay_conscious" and enc.state.outcome is None
    events = run(enc, "teams.stay_conscious", "g1", choice="fall")
    assert_ended_at_once(enc, events)


@pytest.mark.parametrize("status", ["dead", "surrendered", "fled"])
def test_the_last_guard_leaving_the_fight_any_way_ends_it_at_once(status):
    enc = guards_hurt()
    events = run(enc, "gm.set_status", cid="g1", status=status)
    assert_ended_at_once(enc, events)


def test_the_fight_goes_on_while_the_other_team_has_someone_who_can_act():
    enc = encounter(make_setup({"players": ["p1", "p2"], "guards": ["g1", "g2"]}))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.set_status", cid="g1", status="dead")
    assert enc.state.outcome is None and enc.state.actor == "p1"
    events = run(enc, "teams.guard", "p1")
    assert "EncounterEnded" not in kinds(events)
    events = run(enc, "gm.set_status", cid="g2", status="down", substatus="unconscious")
    assert kinds(events)[-1] == "EncounterEnded" and enc.state.outcome["result"] == "victory"


def test_undo_reopens_a_fight_that_ended_mid_turn():
    enc = guards_hurt(endurance=0, health=3)
    run(enc, "teams.attack", "p1", (3, 3, 10, 1), target="g1")
    assert enc.state.outcome is not None
    enc.undo()
    assert enc.state.outcome is None and enc.state.phase == "round"
    assert enc.state.actor == "p1" and actions_left(enc) == 3 and enc.state.get("g1").status == "active"
    events = run(enc, "teams.attack", "p1", (1, 1, 1), target="g1")  # the fight takes commands again
    assert not first(events, "teams.AttackResolved")["hit"] and enc.state.outcome is None
    enc.redo()
    assert enc.state.outcome is None  # a new command cleared the redo


def test_the_end_check_at_round_end_is_an_option():
    enc = encounter(
        make_setup({"players": ["p1", "p2"], "guards": ["g1"]}, options={"end_check": "round_end"})
    )
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.set_status", cid="g1", status="dead")
    assert enc.state.outcome is None  # this reading lets the players finish the round
    run(enc, "end_turn")
    run(enc, "next")  # p2 takes the last turn of the round
    events = run(enc, "next")
    assert kinds(events)[-2:] == ["RoundEnded", "EncounterEnded"]
    assert enc.state.outcome["result"] == "victory"
    assert enc.state.outcome["teams_left"] == ["players"]
    assert enc.prompt().kind == "ended"


def test_a_hostile_team_left_alone_is_a_defeat_and_nobody_left_a_stalemate():
    enc = encounter(make_setup({"players": ["p1"], "guards": ["g1", "g2"]}))
    start(enc, instigator="g1", attacked_team="players")
    down(enc, "p1")
    assert enc.state.outcome["result"] == "defeat"
    # Nobody left: only when both fall before a check runs (here with the check at round end).
    enc = encounter(make_setup({"players": ["p1"], "guards": ["g1"]}, options={"end_check": "round_end"}))
    start(enc, instigator="g1", attacked_team="players")
    down(enc, "p1")
    down(enc, "g1")
    assert enc.state.outcome["result"] == "stalemate"


def test_allied_teams_left_together_end_the_fight():
    setup = make_setup({"players": ["p1"], "guards": ["g1"], "militia": ["m1"]})
    setup["sides"][2]["allies"] = ["players"]
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.set_status", cid="g1", status="dead")
    assert enc.state.outcome["result"] == "victory"
    assert enc.state.outcome["teams_left"] == ["players", "militia"]


def test_a_completed_objective_ends_the_fight_and_objectives_are_editable():
    enc = encounter(make_setup(TWO))
    run(enc, "teams.objective", team="guards", text="Ring the alarm bell")
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "teams.objective", team="guards", text="Hold the gate")
    assert enc.state.rs["objectives"] == {"guards": "Hold the gate"}
    assert refused(enc, "teams.objective", team="dragons", text="x") == "UNKNOWN_TEAM"
    run(enc, "teams.complete_objective", team="guards")
    assert enc.state.outcome["result"] == "objective" and enc.state.outcome["winner"] == "guards"


# --- surprise -------------------------------------------------------------------------------------


def test_a_surprise_round_where_the_surprised_cannot_act_ends_after_the_surprisers():
    enc = encounter(make_setup({"goblins": ["gb1"], "players": ["p1"]}))
    start(enc, team_order=["players", "goblins"], surprise="goblins")
    assert enc.state.phase == "surprise_round" and enc.state.round == 0
    assert enc.prompt().side == "goblins"
    assert refused(enc, "teams.pick", cid="p1") == "NOT_YOUR_TURN"
    run(enc, "teams.pick", cid="gb1")
    events = run(enc, "end_turn")
    assert "RoundEnded" in kinds(events) and enc.state.phase == "round" and enc.state.round == 1
    assert enc.prompt().side == "players"  # normal rounds follow the team order


def test_surprise_with_everyone_on_the_surprising_team_down_skips_straight_to_round_one():
    setup = make_setup({"goblins": ["gb1", "gb2"], "players": ["p1"]})
    setup["combatants"][0]["status"] = "down"
    setup["combatants"][0]["substatus"] = "unconscious"
    enc = encounter(setup)
    start(enc, team_order=["goblins", "players"], surprise="goblins")
    run(enc, "teams.pick", cid="gb2")
    run(enc, "end_turn")
    assert enc.state.round == 1
    assert enc.prompt().choices == ("gb2",)


def test_an_unsurprisable_flag_works_like_the_talent():
    setup = make_setup({"goblins": ["gb1"], "players": ["p1", "p2"]})
    setup["combatants"][2]["flags"] = ["cannot_be_surprised"]
    enc = encounter(setup)
    start(enc, team_order=["goblins", "players"], surprise="goblins")
    run(enc, "teams.pick", cid="gb1")
    run(enc, "end_turn")
    assert enc.prompt().choices == ("p2",)


# --- A14: the instigator's first pick -------------------------------------------------------------


def test_with_a14_off_the_team_picks_freely_and_the_opening_action_waits_for_the_instigator():
    enc = encounter(make_setup(TWO, options={"instigator_first": False}))
    opening = {"type": "teams.interact", "args": {"what": "kicks the table over"}}
    start(enc, instigator="p2", attacked_team="guards", opening_action=opening)
    assert enc.state.turn is None
    assert set(enc.prompt().choices) == {"p1", "p2"}
    run(enc, "teams.pick", cid="p1")
    assert enc.state.turn.spent == []
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    events = run(enc, "teams.pick", cid="p2")
    assert "teams.OpeningAction" in kinds(events)
    assert enc.state.turn.spent == ["interact"]
    assert enc.state.turn.budget["action"] == 2


def test_an_opening_action_that_cannot_be_opened_with_is_refused():
    enc = encounter(make_setup(TWO))
    assert (
        refused(enc, "start", instigator="p1", attacked_team="guards", opening_action={"type": "teams.guard"})
        == "ACTION_NOT_ALLOWED"
    )
    assert (
        refused(enc, "start", instigator="p1", attacked_team="guards", opening_action="attack")
        == "BAD_ARGUMENT"
    )


# --- late joiners ---------------------------------------------------------------------------------


def newcomer(cid: str, side: str) -> dict:
    return {"id": cid, "name": cid.title(), "kind": "NPC", "side": side, "zone": "hall", "stats": block()}


def test_a_late_joiner_on_a_team_still_picking_may_act_this_round():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.add_combatant", combatant=newcomer("g3", "guards"))
    run(enc, "end_turn")
    assert set(enc.prompt().choices) == {"g1", "g2", "g3"}
    assert enc.state.get("g3").res["health"] == 10


def test_a_late_joiner_can_be_told_to_wait_or_the_option_makes_everyone_wait():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.add_combatant", combatant=newcomer("g3", "guards"), wait=True)
    run(enc, "end_turn")
    assert set(enc.prompt().choices) == {"g1", "g2"}
    enc = encounter(make_setup(TWO, options={"late_joiner_waits": True}))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.add_combatant", combatant=newcomer("g3", "guards"))
    assert "g3" in enc.state.sched["acted"]


def test_a_new_team_goes_last_by_default_or_where_the_gm_says():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.add_combatant", combatant=newcomer("w1", "wolves"))
    assert enc.state.sched["team_order"] == ["players", "guards", "wolves"]
    run(enc, "gm.add_combatant", combatant=newcomer("c1", "crows"), team_position=1)
    assert enc.state.sched["team_order"] == ["players", "crows", "guards", "wolves"]
    run(enc, "end_turn")
    assert enc.prompt().side == "crows"
    assert refused(enc, "gm.add_combatant", combatant=newcomer("x1", "x"), team_position=-1) == "BAD_ARGUMENT"


def test_a_late_joiner_between_turns_keeps_the_pick_with_the_same_team():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "end_turn")
    run(enc, "gm.add_combatant", combatant=newcomer("c1", "crows"), team_position=0)
    assert enc.state.sched["team_order"] == ["crows", "players", "guards"]
    assert enc.prompt().side == "guards"


# --- GM tools -------------------------------------------------------------------------------------


def test_the_gm_can_mark_someone_as_having_acted_or_not():
    enc = encounter(make_setup(TWO))
    start(enc, instigator="p1", attacked_team="guards")
    assert refused(enc, "teams.set_acted", cid="p1", acted=False) == "TURN_IN_PROGRESS"
    run(enc, "teams.set_acted", cid="g1", acted=True)
    run(enc, "end_turn")
    assert enc.prompt().choices == ("g2",)
    assert refused(enc, "teams.set_acted", cid="g1", acted=True) == "NO_CHANGE"
    run(enc, "teams.set_acted", cid="p1", acted=False)
    run(enc, "teams.pick", cid="g2")
    run(enc, "end_turn")
    assert set(enc.prompt().choices) == {"p1", "p2"}


def test_the_gm_can_reorder_the_teams_but_not_members():
    enc = encounter(make_setup(THREE))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "end_turn")
    run(enc, "teams.team_order", order=["players", "crows", "guards", "wolves"])
    assert enc.prompt().side == "guards"  # the pick stays with the team that had it
    assert refused(enc, "teams.team_order", order=["players"]) == "BAD_TEAM_ORDER"
    assert refused(enc, "gm.reorder", order=["g1", "p1"]) == "PICK_ORDER_FREE"


def _wait_then_finish_round(enc) -> None:
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "teams.wait", "p1")
    assert enc.state.get("p1").rs["budget"]["reaction"] == 2
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    run(enc, "next")  # p2, the players' only pick left
    run(enc, "end_turn")
    run(enc, "next")  # g2
    run(enc, "end_turn")
    assert enc.state.round == 2 and enc.state.turn is None


def test_a4_reactions_return_at_the_start_of_the_owners_own_turn():
    enc = encounter(make_setup(TWO))
    _wait_then_finish_round(enc)
    assert enc.state.get("p1").rs["budget"]["reaction"] == 2  # Wait's extra reaction lasts to p1's turn
    run(enc, "teams.pick", cid="p1")
    assert enc.state.get("p1").rs["budget"]["reaction"] == 1


def test_a4_alternative_reactions_return_at_round_start():
    enc = encounter(make_setup(TWO, options={"reaction_refresh": "round_start"}))
    _wait_then_finish_round(enc)
    assert enc.state.get("p1").rs["budget"]["reaction"] == 1
