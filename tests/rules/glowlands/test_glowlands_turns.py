"""Turn order and the turn's budget: initiative, ties, rounds, joiners, the end of the fight, reactions."""

from __future__ import annotations

from glowlands_kit import attack, encounter, first, npc, pc, rejected, running, setup, types

from gm_desk.rules.events import Command


def initiative(cid: str, total: int, **args) -> Command:
    return Command("glowlands.initiative", args={"cid": cid, **args}, dice={"initiative": {"total": total}})


# --- the budget -----------------------------------------------------------------------------------


def test_two_moves_are_fine_a_third_action_is_not() -> None:
    enc = running(setup(pc("ann", speed=3), npc("cat", zone="z4")))
    enc.apply(Command("move", "ann", {"to": "z2"}))
    enc.apply(Command("move", "ann", {"to": "z1"}))
    assert rejected(enc, Command("move", "ann", {"to": "z2"})) == "NO_ACTIONS_LEFT"
    assert (
        rejected(enc, Command("glowlands.act", "ann", {"what": "reload", "roll": False})) == "NO_ACTIONS_LEFT"
    )


def test_one_aspect_roll_per_turn() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", retaliation_limit=3)))
    enc.apply(attack("ann", "cat", "Sword", [12], [1]))
    assert rejected(enc, attack("ann", "cat", "Sword", [12], [1])) == "ASPECT_ROLL_ALREADY_USED"
    assert (
        rejected(enc, Command("glowlands.act", "ann", {"what": "cast"}, {"action": [12]}))
        == "ASPECT_ROLL_ALREADY_USED"
    )
    assert (
        rejected(enc, Command("glowlands.back_out", "ann", {}, {"back_out": [12]}))
        == "ASPECT_ROLL_ALREADY_USED"
    )
    assert enc.handle(Command("glowlands.act", "ann", {"what": "reload", "roll": False})).ok


def test_move_then_attack_and_reload_twice_are_legal() -> None:
    enc = running(setup(pc("ann"), npc("cat", zone="z2")))
    enc.apply(Command("move", "ann", {"to": "z2"}))
    assert enc.handle(attack("ann", "cat", "Bow", [12], [1])).ok
    enc = running(setup(pc("ann"), npc("cat", zone="z2")))
    for _ in range(2):
        enc.apply(Command("glowlands.act", "ann", {"what": "reload", "roll": False}))
    assert enc.state.turn.budget == {"action": 0, "aspect_roll": 1}


def test_the_turn_can_end_with_actions_unspent_or_end_itself_with_the_option() -> None:
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z4")))
    enc.apply(Command("end_turn", "ann"))
    assert enc.state.turn.actor == "bob"
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z4"), auto_end_turn=True))
    enc.apply(Command("move", "ann", {"to": "z2"}))
    assert enc.state.turn.actor == "ann"
    events = enc.apply(Command("glowlands.act", "ann", {"what": "reload", "roll": False}))
    assert types(events)[-3:] == ["SchedulerChanged", "TurnStarted", "BudgetSet"]
    assert enc.state.turn.actor == "bob"


def test_difficult_terrain_halves_a_move_rounding_down_or_up_with_the_option() -> None:
    enc = running(setup(pc("ann", speed=2), npc("cat", zone="z4")))
    assert rejected(enc, Command("move", "ann", {"to": "z3"})) == "TOO_FAR"  # through the rubble: 1 zone
    assert enc.handle(Command("move", "ann", {"to": "z2"})).ok
    enc = running(setup(pc("ann", speed=3), npc("cat", zone="z4")))
    assert rejected(enc, Command("move", "ann", {"to": "z3"})) == "TOO_FAR"
    enc = running(setup(pc("ann", speed=3), npc("cat", zone="z4"), difficult_rounding="ceil"))
    assert enc.handle(Command("move", "ann", {"to": "z3"})).ok


# --- reactions and prepared actions ---------------------------------------------------------------


def test_the_reaction_is_used_off_turn_only_once_until_the_next_own_turn() -> None:
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z4")))
    assert rejected(enc, Command("glowlands.reaction", "ann", {"what": "ward"})) == "NOT_OFF_TURN"
    assert enc.handle(Command("glowlands.reaction", "bob", {"what": "ward"})).ok  # before Bob's first turn
    assert rejected(enc, Command("glowlands.reaction", "bob", {"what": "ward"})) == "NO_REACTION_LEFT"
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    assert enc.handle(Command("glowlands.reaction", "bob", {"what": "ward"})).ok
    assert enc.state.get("bob").rs["budget"] == {"reaction": 0}


def test_a_prepared_attack_is_taken_with_the_reaction_and_no_second_roll_slot() -> None:
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z2")))
    prep = {"action": "attack", "args": {"target": "cat", "weapon": "Bow"}, "trigger": "when the cat moves"}
    events = enc.apply(Command("glowlands.prepare", "ann", prep))
    assert types(events) == ["BudgetSpent", "ActionPrepared"]
    assert enc.state.turn.budget == {"action": 1, "aspect_roll": 0}
    assert enc.state.get("ann").rs["prepared"]["trigger"] == "when the cat moves"
    assert rejected(enc, Command("glowlands.use_prepared", "ann")) == "NOT_OFF_TURN"
    enc.apply(Command("next"))
    events = enc.apply(
        Command("glowlands.use_prepared", "ann", {}, {"attack": [14], "damage": [2], "retaliation:cat": [1]})
    )
    assert types(events)[:5] == ["PreparedUsed", "BudgetSpent", "RollMade", "AttackResolved", "RollMade"]
    assert first(events, "BudgetSpent")["off_turn"] is True
    assert enc.state.get("cat").res["strain"] == 2
    assert enc.state.get("ann").rs["prepared"] is None
    assert enc.state.turn.budget == {"action": 2, "aspect_roll": 1}  # Bob's turn is untouched
    assert rejected(enc, Command("glowlands.use_prepared", "ann")) == "NOTHING_PREPARED"


def test_a_prepared_action_expires_at_the_start_of_the_next_turn_unless_the_option_keeps_it() -> None:
    for expiry, kept in (("next_turn", False), ("until_used", True)):
        enc = running(setup(pc("ann"), npc("cat", zone="z4"), prepared_expiry=expiry))
        enc.apply(
            Command(
                "glowlands.prepare", "ann", {"action": "other", "args": {"what": "duck"}, "trigger": "arrows"}
            )
        )
        assert enc.state.turn.budget == {"action": 1, "aspect_roll": 1}  # no roll needed: no roll slot spent
        enc.apply(Command("next"))
        enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
        enc.apply(Command("next"))
        assert bool(enc.state.get("ann").rs.get("prepared")) is kept


def test_a_prepared_target_out_of_range_when_triggered_is_refused() -> None:
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z4")))
    prep = {"action": "attack", "args": {"target": "cat", "weapon": "Bow"}, "trigger": "when it comes closer"}
    enc.apply(Command("glowlands.prepare", "ann", prep))
    enc.apply(Command("next"))
    assert rejected(enc, Command("glowlands.use_prepared", "ann", {}, {"attack": [14]})) == "OUT_OF_REACH"
    enc.apply(Command("gm.place", args={"cid": "cat", "zone": "z3"}))
    assert enc.handle(
        Command("glowlands.use_prepared", "ann", {}, {"attack": [14], "damage": [1], "retaliation:cat": [1]})
    ).ok


# --- initiative and rounds ------------------------------------------------------------------------


def test_order_is_by_skill_mastery_highest_first_and_creatures_never_roll() -> None:
    enc = encounter(
        setup(pc("ann", skill_mastery=1), pc("bob", skill_mastery=3), npc("cat")), script=[10, 10]
    )
    enc.apply(Command("start"))
    assert rejected(enc, Command("glowlands.initiative", args={"cid": "cat"})) == "NPC_NO_INITIATIVE"
    assert rejected(enc, Command("next")) == "INITIATIVE_MISSING"
    enc.apply(Command("glowlands.initiative", args={"cid": "ann"}))
    enc.apply(Command("glowlands.initiative", args={"cid": "bob"}))
    assert enc.state.sched["init"] == {"ann": 11, "bob": 13}
    assert enc.state.sched["order"] == ["bob", "ann"]
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "bob"
    assert [row.cid for row in enc.ruleset.order(enc.state)] == ["bob", "ann"]


def test_ties_keep_entry_order_until_the_players_agree() -> None:
    enc = encounter(setup(pc("ann"), pc("bob"), pc("cid"), npc("cat")))
    enc.apply(Command("start"))
    for cid, total in (("ann", 12), ("bob", 15), ("cid", 12)):
        enc.apply(initiative(cid, total))
    assert enc.state.sched["ties"] == [["ann", "cid"]]
    assert "Tied: Ann = Cid" in enc.prompt().text
    assert rejected(enc, Command("glowlands.resolve_tie", args={"order": ["bob", "ann"]})) == "NOT_A_TIE"
    enc.apply(Command("glowlands.resolve_tie", args={"order": ["cid", "ann"]}))
    assert enc.state.sched["order"] == ["bob", "cid", "ann"]
    assert enc.state.sched["ties"] == []


def test_initiative_is_kept_across_rounds_or_rerolled_with_the_option() -> None:
    enc = running(setup(pc("ann"), npc("cat", zone="z4")))
    enc.apply(Command("next"))
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    enc.apply(Command("next"))
    assert (enc.state.round, enc.state.turn.actor) == (2, "ann")
    enc = running(setup(pc("ann"), npc("cat", zone="z4"), reroll_each_round=True))
    enc.apply(Command("next"))
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    enc.apply(Command("next"))
    assert enc.state.phase == "initiative" and enc.state.sched["init"] == {}
    assert rejected(enc, Command("next")) == "INITIATIVE_MISSING"
    enc.apply(initiative("ann", 9))
    enc.apply(Command("next"))
    assert (enc.state.round, enc.state.turn.actor) == (2, "ann")


def test_a_late_pc_before_the_cursor_waits_a_round_after_it_acts_now() -> None:
    the_setup = setup(pc("ann"), pc("bob"), npc("cat", zone="z4"))
    enc = running(the_setup, init={"ann": 20, "bob": 10})
    enc.apply(Command("next"))  # Bob's turn
    enc.apply(Command("gm.add_combatant", args={"combatant": pc("dee")}))
    enc.apply(initiative("dee", 15, late=True))
    assert enc.state.sched["order"] == ["ann", "dee", "bob"]
    enc.apply(Command("next"))
    assert enc.state.phase == "retaliation_sweep"  # Dee slotted in before Bob: first acts next round
    enc = running(the_setup, init={"ann": 20, "bob": 10})
    enc.apply(Command("gm.add_combatant", args={"combatant": pc("dee")}))
    enc.apply(initiative("dee", 5, late=True))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "dee"


def test_a_late_pc_acts_at_once_with_the_option() -> None:
    the_setup = setup(pc("ann"), pc("bob"), npc("cat", zone="z4"), late_joiner_acts_now=True)
    enc = running(the_setup, init={"ann": 20, "bob": 10})
    enc.apply(Command("next"))
    enc.apply(Command("gm.add_combatant", args={"combatant": pc("dee")}))
    enc.apply(initiative("dee", 15, late=True))
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "dee"


def test_a_surprised_pc_is_skipped_in_round_one_only() -> None:
    ann = pc("ann")
    ann["flags"] = ["skip_round_1"]
    enc = running(setup(ann, pc("bob"), npc("cat", zone="z4")))
    assert enc.state.turn.actor == "bob"
    enc.apply(Command("next"))
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "ann"


def test_removing_the_pc_whose_turn_it_is_passes_the_turn() -> None:
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z4")))
    enc.apply(Command("gm.remove_combatant", args={"cid": "ann"}))
    assert enc.state.turn.actor == "bob"
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z4")))
    enc.apply(Command("gm.set_status", args={"cid": "ann", "status": "down", "substatus": "bleeding_out"}))
    assert enc.state.turn.actor == "bob"


# --- the end of the fight -------------------------------------------------------------------------


def test_no_creature_at_round_start_is_a_victory() -> None:
    enc = running(setup(pc("ann")))
    assert enc.state.outcome["result"] == "victory"
    assert (enc.state.outcome["benefits"], enc.state.outcome["drawbacks"]) == (2, 1)
    assert enc.prompt().text == "The fight is over: victory. The group picks 2 benefits and 1 drawback."
    assert rejected(enc, Command("next")) == "ENCOUNTER_ENDED"


def test_dropping_the_last_creature_wins_at_the_end_of_the_round() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), pc("bob"), npc("cat", max_strain=2)))
    enc.apply(attack("ann", "cat", "Sword", [12], [4]))
    assert enc.state.outcome is None
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.outcome["result"] == "victory"


def test_every_pc_down_at_the_end_of_the_round_is_a_defeat() -> None:
    ann = pc("ann", engaged=["cat"], strain=9, wound_ranks=["Dying"], wounds=1)
    enc = running(setup(ann, npc("cat")))
    enc.apply(attack("ann", "cat", "Sword", [2], None, {"retaliation:cat": [3]}))
    assert enc.state.get("ann").substatus == "bleeding_out"
    assert enc.state.phase == "retaliation_sweep"
    enc.apply(Command("next"))
    assert enc.state.outcome["result"] == "defeat"


def test_the_gm_may_call_a_stalemate() -> None:
    enc = running(setup(pc("ann"), npc("cat")))
    enc.apply(Command("gm.end", args={"result": "stalemate"}))
    assert (enc.state.outcome["benefits"], enc.state.outcome["drawbacks"]) == (1, 1)


def test_illegal_commands_are_refused_with_codes() -> None:
    enc = encounter(setup(npc("cat")))
    assert rejected(enc, Command("start")) == "NO_PCS"
    enc = encounter(setup(pc("ann"), npc("cat")))
    assert rejected(enc, Command("glowlands.attack", "ann", {"target": "cat"})) == "NO_TURN"
    assert rejected(enc, Command("no.such")) == "UNKNOWN_COMMAND"
    enc.apply(Command("start"))
    assert rejected(enc, Command("start")) == "ALREADY_STARTED"
    assert rejected(enc, Command("glowlands.sweep", args={"npc": "cat"})) == "NOT_SWEEP"
    enc.apply(initiative("ann", 10))
    enc.apply(Command("next"))
    assert rejected(enc, initiative("ann", 10)) == "NOT_NOW"
    assert rejected(enc, Command("end_turn", "cat")) == "NOT_YOUR_TURN"
    assert (
        rejected(enc, Command("glowlands.prepare", "ann", {"action": "dance", "trigger": "x"}))
        == "BAD_ARGUMENT"
    )
    assert rejected(enc, Command("glowlands.reaction")) == "MISSING_ARGUMENT"
