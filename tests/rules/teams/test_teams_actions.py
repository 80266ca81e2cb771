"""Alternating Teams action budget: 3 actions, free actions, Move/Step/Sprint, turn-ending actions,
Command, Ready, extended actions, gear and posture."""

from __future__ import annotations

from teams_helpers import (
    CROSSBOW,
    SHIELD,
    actions_left,
    block,
    encounter,
    first,
    kinds,
    make_setup,
    refused,
    run,
    start,
)

from gm_desk.rules.rulesets.teams import damage

TWO = {"players": ["p1", "p2"], "guards": ["g1", "g2"]}


def begun(**kw) -> object:
    enc = encounter(make_setup(TWO, **kw))
    start(enc, instigator="p1", attacked_team="guards")
    return enc


def conds(enc, cid: str) -> list[str]:
    return [c.name for c in enc.state.get(cid).conditions]


# --- the budget -----------------------------------------------------------------------------------


def test_three_actions_then_the_turn_closes_by_itself():
    enc = begun()
    run(enc, "teams.interact", "p1", what="a door")
    run(enc, "teams.interact", "p1", what="a chest")
    assert actions_left(enc) == 1
    events = run(enc, "teams.interact", "p1", what="a lever")
    assert first(events, "teams.TurnClosed")["why"] == "no actions left"
    assert enc.state.turn is None and enc.prompt().side == "guards"


def test_without_auto_end_a_fourth_action_is_refused_and_free_actions_still_work():
    enc = begun(options={"auto_end_turn": False})
    for what in ("a", "b", "c"):
        run(enc, "teams.interact", "p1", what=what)
    assert actions_left(enc) == 0
    assert refused(enc, "teams.interact", "p1", what="d") == "NO_ACTIONS_LEFT"
    assert refused(enc, "teams.guard", "p1") == "NO_ACTIONS_LEFT"
    run(enc, "teams.drop_prone", "p1")
    run(enc, "end_turn", "p1")


def test_actions_belong_to_the_actor_of_the_turn():
    enc = begun()
    assert refused(enc, "teams.interact", "g1", what="x") == "NOT_YOUR_TURN"
    run(enc, "end_turn")
    assert refused(enc, "teams.interact", "p1", what="x") == "NO_TURN"
    fresh = encounter(make_setup(TWO))
    assert refused(fresh, "teams.guard", "p1") == "NOT_STARTED"


# --- moving ---------------------------------------------------------------------------------------


def test_move_is_once_per_turn_and_sprint_moves_again_for_stamina():
    enc = begun(stats={"p1": block(stamina_max=2)})
    assert refused(enc, "teams.sprint", "p1", to="yard") == "NEEDS_EARLIER_ACTION"
    events = run(enc, "move", "p1", to="yard")
    assert first(events, "Moved")["to"] == "yard"
    assert refused(enc, "move", "p1", to="gate") == "MOVE_USED"
    assert refused(enc, "teams.step", "p1") == "MOVE_USED"
    run(enc, "teams.sprint", "p1", to="gate")
    assert enc.state.get("p1").res["stamina"] == 1
    assert enc.state.get("p1").zone == "gate"


def test_sprint_repeats_by_default_and_once_with_the_option_and_needs_stamina():
    setup = {"stats": {"p1": block(stamina_max=1)}, "options": {"auto_end_turn": False}}
    enc = begun(**setup)
    run(enc, "move", "p1", to="yard")
    run(enc, "teams.sprint", "p1", to="gate")
    assert refused(enc, "teams.sprint", "p1", to="tower") == "NO_STAMINA"
    enc = begun(stats={"p1": block(stamina_max=3)}, options={"sprint_repeatable": False})
    run(enc, "move", "p1", to="yard")
    run(enc, "teams.sprint", "p1", to="gate")
    assert refused(enc, "teams.sprint", "p1", to="tower") == "MOVE_USED"


def test_a9_step_excludes_move_and_the_option_allows_both():
    enc = begun()
    run(enc, "teams.step", "p1")
    assert refused(enc, "teams.step", "p1") == "MOVE_USED"
    assert refused(enc, "move", "p1", to="yard") == "MOVE_USED"
    enc = begun(options={"step_excludes_move": False})
    run(enc, "teams.step", "p1")
    run(enc, "move", "p1", to="yard")
    assert enc.state.turn.spent == ["step", "move"]


def test_moves_on_the_zone_map_are_bounded_by_speed():
    enc = begun(stats={"p1": block(speed_m=12)})
    assert refused(enc, "move", "p1", to="tower") == "TOO_FAR"
    assert refused(enc, "move", "p1", to="hall") == "ALREADY_THERE"
    assert refused(enc, "move", "p1", to="moon") == "UNKNOWN_ZONE"
    assert refused(enc, "move", "p1") == "MISSING_ARGUMENT"
    run(enc, "move", "p1", to="gate")  # speed 12 m: two zones of 6 m


def test_moves_on_the_grid_count_every_second_diagonal_as_two_metres():
    enc = begun(pos={"p1": [0, 0], "g1": [5, 0]})
    assert refused(enc, "move", "p1", to_pos=[5, 0]) == "OCCUPIED"
    assert refused(enc, "move", "p1", to_pos=[5, 5]) == "TOO_FAR"  # 5 diagonals: 7 m
    assert refused(enc, "move", "p1", to_pos="far") == "BAD_ARGUMENT"
    events = run(enc, "move", "p1", to_pos=[4, 3])  # 1 + 3 diagonals = 5 m
    assert first(events, "teams.MovedTo")["metres"] == 5
    assert enc.state.rs["pos"]["p1"] == [4, 3]
    assert refused(enc, "teams.step", "p1", to_pos=[4, 4]) == "MOVE_USED"


def test_a_step_is_one_metre_and_free():
    enc = begun(pos={"p1": [0, 0], "g1": [5, 0]})
    assert refused(enc, "teams.step", "p1", to_pos=[2, 0]) == "TOO_FAR"
    run(enc, "teams.step", "p1", to_pos=[1, 1])
    assert actions_left(enc) == 3
    assert refused(enc, "move", "p2", to_pos=[1, 1]) == "NOT_YOUR_TURN"


def test_a_grid_move_needs_a_square():
    enc = begun()
    assert refused(enc, "move", "p1", to_pos=[1, 1]) == "NOT_ON_MAP"


# --- turn-ending actions --------------------------------------------------------------------------


def test_guard_ends_the_turn_and_lasts_until_the_guards_next_turn():
    enc = begun()
    events = run(enc, "teams.guard", "p1")
    assert "TurnEnded" in kinds(events)
    assert conds(enc, "p1") == ["guarding"]
    me, foe = enc.state.get("p1"), enc.state.get("g1")
    assert damage.effective_evasion(foe, me) == 6
    for step in ("g1", "p2", "g2"):
        run(enc, "teams.pick", cid=step)
        run(enc, "end_turn")
    assert conds(enc, "p1") == ["guarding"]  # round 2 has begun, p1 has not acted yet
    events = run(enc, "teams.pick", cid="p1")
    assert first(events, "ConditionRemoved")["reason"] == "expired"
    assert conds(enc, "p1") == []


def test_wait_ends_the_turn_with_a_second_reaction():
    enc = begun()
    run(enc, "teams.wait", "p1")
    assert enc.state.get("p1").rs["budget"]["reaction"] == 2
    assert conds(enc, "p1") == ["waiting"]


def test_turn_ending_actions_need_an_action_left():
    enc = begun(options={"auto_end_turn": False})
    for what in ("a", "b", "c"):
        run(enc, "teams.interact", "p1", what=what)
    assert refused(enc, "teams.wait", "p1") == "NO_ACTIONS_LEFT"


def test_ready_stores_an_attack_that_fires_later_as_a_reaction():
    enc = begun(stats={"g1": block(evasion=1)})
    attack = {"type": "teams.attack", "args": {"target": "g1"}}
    run(enc, "teams.ready", "p1", action=attack, trigger="g1 raises the alarm")
    assert conds(enc, "p1") == ["readied"]
    run(enc, "teams.pick", cid="g1")
    events = run(enc, "teams.trigger", "p1", dice=(2, 2, 5))
    assert kinds(events)[:3] == ["BudgetSpent", "ConditionRemoved", "teams.ReadyTriggered"]
    assert first(events, "BudgetSpent")["off_turn"] is True
    assert first(events, "teams.AttackResolved")["mode"] == "readied"
    assert enc.state.get("p1").rs["budget"]["reaction"] == 0
    assert enc.state.get("p1").rs["attacks"] == 1
    assert enc.state.actor == "g1"
    assert refused(enc, "teams.trigger", "p1") == "NOT_READIED"


def test_a_readied_action_expires_at_the_readiers_next_turn_and_needs_a_reaction():
    enc = begun(stats={"p1": block(stamina_max=1)})
    run(enc, "teams.ready", "p1", action={"type": "teams.interact", "args": {}}, trigger="x")
    assert refused(enc, "teams.ready", "p1", action={"type": "teams.interact"}) == "NO_TURN"  # Ready ended it
    run(enc, "teams.pick", cid="g1")
    run(enc, "teams.fortify", cid="p1", dice=(1, 1, 1), dc=2, attribute="strength")
    assert refused(enc, "teams.trigger", "p1") == "NO_REACTION_LEFT"
    enc = begun()
    run(enc, "teams.ready", "p1", action={"type": "teams.interact", "args": {}}, trigger="x")
    for step in ("g1", "p2", "g2"):
        run(enc, "teams.pick", cid=step)
        run(enc, "end_turn")
    run(enc, "teams.pick", cid="p1")
    assert conds(enc, "p1") == []


def test_only_single_actions_can_be_readied():
    enc = begun()
    assert refused(enc, "teams.ready", "p1", action={"type": "teams.guard"}) == "ACTION_NOT_ALLOWED"
    assert refused(enc, "teams.ready", "p1", action={"type": "teams.reload"}) == "ACTION_NOT_ALLOWED"
    assert refused(enc, "teams.ready", "p1", action="attack") == "BAD_ARGUMENT"


# --- Command --------------------------------------------------------------------------------------


def test_command_spends_an_action_and_two_focus_and_the_ally_acts_now():
    enc = begun(stats={"p1": block(focus_max=5), "g1": block(evasion=1)}, options={"auto_end_turn": False})
    order = {"type": "teams.attack", "args": {"target": "g1"}}
    events = run(enc, "teams.command", "p1", dice=(1, 1, 5), ally="p2", action=order)
    assert enc.state.get("p1").res["focus"] == 3
    assert actions_left(enc) == 2
    assert first(events, "teams.AttackResolved")["attacker"] == "p2"
    assert enc.state.get("p2").rs["attacks"] == 1
    assert refused(enc, "teams.command", "p1", ally="p2", action=order) == "ALREADY_COMMANDED"
    assert refused(enc, "teams.command", "p1", ally="g2", action=order) == "NOT_AN_ALLY"
    assert refused(enc, "teams.command", "p1", ally="p1", action=order) == "NOT_AN_ALLY"
    # The ally's own turn is untouched: p2 can still be picked and still has three actions.
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="p2")
    assert actions_left(enc) == 3


def test_command_needs_focus_and_a_commandable_action():
    enc = begun(stats={"p1": block(focus_max=1)})
    order = {"type": "teams.interact", "args": {}}
    assert refused(enc, "teams.command", "p1", ally="p2", action=order) == "NO_FOCUS"
    enc = begun(stats={"p1": block(focus_max=4)})
    assert (
        refused(enc, "teams.command", "p1", ally="p2", action={"type": "teams.wait"}) == "ACTION_NOT_ALLOWED"
    )
    run(enc, "gm.set_status", cid="p2", status="down", substatus="unconscious")
    assert refused(enc, "teams.command", "p1", ally="p2", action=order) == "CANNOT_ACT"


def test_a_commanded_move_does_not_use_the_allys_own_move():
    enc = begun(stats={"p1": block(focus_max=2)})
    run(enc, "teams.command", "p1", ally="p2", action={"type": "move", "args": {"to": "yard"}})
    assert enc.state.get("p2").zone == "yard"
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="p2")
    run(enc, "move", "p2", to="gate")


# --- extended actions -----------------------------------------------------------------------------


def test_a_short_task_spans_turns_and_happens_when_fully_paid():
    enc = begun()
    run(enc, "teams.interact", "p1", what="x")
    run(enc, "teams.interact", "p1", what="y")
    task = {"what": "pick the lock", "dc": 5, "attribute": "strength", "skill": "athletics"}
    events = run(enc, "teams.short_task", "p1", **task)
    assert first(events, "teams.ExtendedStarted")["paid"] == 1
    assert "teams.ShortTask" not in kinds(events)
    for step in ("g1", "p2", "g2"):
        run(enc, "teams.pick", cid=step)
        run(enc, "end_turn")
    run(enc, "teams.pick", cid="p1")
    run(enc, "teams.drop_prone", "p1")  # free actions may come first
    assert refused(enc, "teams.interact", "p1", what="z") == "SETTLE_FIRST"
    events = run(enc, "teams.continue", "p1", dice=(3, 2, 7))
    assert first(events, "BudgetSpent")["costs"] == {"action": 2}
    done = first(events, "teams.ShortTask")
    assert (done["total"], done["dc"], done["success"]) == (5, 5, True)
    assert actions_left(enc) == 1


def test_an_extended_action_longer_than_one_turn_is_paid_over_several():
    enc = begun(options={"killing_strike_cost": 5})
    run(enc, "gm.set_status", cid="g1", status="down", substatus="unconscious")
    events = run(enc, "teams.killing_strike", "p1", target="g1")
    assert first(events, "teams.ExtendedStarted")["paid"] == 3
    assert enc.state.get("p1").rs["extended"]["cost"] == 5
    for _ in range(4):  # g2 (the guards' only pick), then p2, then round 2 begins
        run(enc, "next")
    assert enc.state.round == 2
    run(enc, "teams.pick", cid="p1")
    events = run(enc, "teams.continue", "p1", dice=(1, 1, 2, 2, 5))
    assert first(events, "BudgetSpent")["costs"] == {"action": 2}
    strike = first(events, "teams.KillingStrike")
    assert (strike["total"], strike["dc"], strike["success"]) == (5, 3, True)
    assert enc.state.get("g1").status == "dead"


def test_continue_and_abandon_need_something_started():
    enc = begun()
    assert refused(enc, "teams.continue", "p1") == "NO_EXTENDED_ACTION"
    assert refused(enc, "teams.abandon", "p1") == "NO_EXTENDED_ACTION"


def test_an_extended_action_that_can_no_longer_finish_must_be_abandoned():
    enc = begun(stats={"p2": block(endurance_max=0, constitution=0)})
    run(enc, "teams.damage", cid="p2", amount=2)
    assert enc.state.get("p2").substatus == "unconscious"
    run(enc, "teams.interact", "p1", what="x")
    run(enc, "teams.interact", "p1", what="y")
    run(enc, "teams.resuscitate", "p1", target="p2")
    run(enc, "teams.pick", cid="g1")
    run(enc, "gm.set_status", cid="p2", status="active")
    run(enc, "end_turn")
    run(enc, "next")  # p2, the players' only one left this round
    run(enc, "end_turn")
    run(enc, "next")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="p1")
    assert refused(enc, "teams.continue", "p1") == "TARGET_NOT_UNCONSCIOUS"
    run(enc, "teams.abandon", "p1")
    assert actions_left(enc) == 3


# --- gear and posture -----------------------------------------------------------------------------


def test_stand_up_and_drop_prone():
    enc = begun()
    assert refused(enc, "teams.stand_up", "p1") == "NOT_PRONE"
    run(enc, "teams.drop_prone", "p1")
    assert refused(enc, "teams.drop_prone", "p1") == "ALREADY_PRONE"
    assert actions_left(enc) == 3
    run(enc, "teams.stand_up", "p1")
    assert conds(enc, "p1") == [] and actions_left(enc) == 2


def test_seek_cover_needs_cover():
    enc = begun()
    assert refused(enc, "teams.seek_cover", "p1") == "NO_COVER"
    run(enc, "move", "p1", to="yard")  # the yard is tagged cover
    run(enc, "teams.seek_cover", "p1")
    assert refused(enc, "teams.seek_cover", "p1") == "ALREADY_IN_COVER"
    assert conds(enc, "p1") == ["in_cover"]


def test_moving_leaves_cover():
    enc = begun(stats={"p1": block(stamina_max=1)})
    run(enc, "teams.seek_cover", "p1", behind_cover=True)
    run(enc, "move", "p1", to="yard")
    assert conds(enc, "p1") == []


def test_brandish_drop_and_pick_up_decide_what_is_in_hand():
    enc = begun(stats={"p1": block(items=[dict(SHIELD)])}, options={"auto_end_turn": False})
    run(enc, "teams.brandish", "p1", hold=["Shield"])
    assert refused(enc, "teams.attack", "p1", target="g1") == "NOT_WIELDED"
    assert refused(enc, "teams.brandish", "p1", hold=["Axe"]) == "UNKNOWN_ITEM"
    run(enc, "teams.drop_item", "p1", item="Shield")
    assert refused(enc, "teams.drop_item", "p1", item="Shield") == "ITEM_DROPPED"
    assert refused(enc, "teams.brandish", "p1", hold=["Shield"]) == "ITEM_DROPPED"
    assert enc.state.get("p1").rs["wielded"] == []
    assert refused(enc, "teams.interact", "p1", pick_up="Spear") == "NOT_DROPPED"
    run(enc, "teams.interact", "p1", pick_up="Shield")
    assert enc.state.get("p1").rs["wielded"] == ["Shield"]
    assert enc.state.get("p1").rs["dropped"] == []


def test_reload_rules():
    enc = begun(stats={"p1": block(weapons=[dict(CROSSBOW)])})
    assert refused(enc, "teams.reload", "p1", weapon="Crossbow") == "ALREADY_LOADED"
    assert refused(enc, "teams.reload", "p1", weapon="Bow") == "UNKNOWN_WEAPON"
    enc = begun()
    assert refused(enc, "teams.reload", "p1", weapon="Spear") == "NO_RELOAD_NEEDED"


def test_a_loaded_weapon_fires_once_then_must_be_reloaded():
    enc = begun(stats={"p1": block(weapons=[dict(CROSSBOW)]), "g1": block(evasion=30)})
    run(enc, "teams.attack", "p1", dice=(1, 1, 5), target="g1")
    assert refused(enc, "teams.attack", "p1", target="g1") == "NOT_LOADED"
    events = run(enc, "teams.reload", "p1", weapon="Crossbow")
    assert "teams.Reloaded" in kinds(events)
    assert enc.state.get("p1").rs["loaded"] == {"Crossbow": True}
