"""Faction Passing turn order: the holder's choice, alternation, passing, auto-passes, phases and rounds."""

from __future__ import annotations

import pytest
from factions_helpers import (
    digest,
    encounter,
    feed,
    fighter,
    kinds,
    make_setup,
    reject,
    run,
    s002_setup,
    start_round,
)

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.setup import SetupError


def duel(**options):
    return make_setup(
        [
            fighter("ann", "players", kind="PC"),
            fighter("bob", "players", kind="PC"),
            fighter("cut", "bandits"),
            fighter("dog", "bandits"),
        ],
        options=options,
    )


# --- starting and the first faction ---------------------------------------------------------------


def test_start_sets_holder_from_setup_and_waits_for_the_first_faction():
    enc = encounter(duel())
    events = run(enc, "start")
    assert digest(events, "factions.HolderSet") == [
        ("factions.HolderSet", {"faction": "players", "how": "setup"})
    ]
    assert enc.state.round == 1
    assert enc.state.phase == "choose_first"
    prompt = enc.prompt()
    assert (prompt.kind, prompt.side, prompt.choices) == ("choose_first", "players", ("players", "bandits"))
    assert reject(enc, "next") == "FIRST_FACTION_NEEDED"


def test_an_unclear_instigator_is_picked_by_a_die_over_the_faction_order():
    setup = duel()
    del setup["initiative_holder"]
    enc = encounter(setup, 2)
    events = run(enc, "start")
    rolls = digest(events, "RollMade")
    assert rolls[0][1]["purpose"] == "initiative_holder" and rolls[0][1]["expr"] == "1d2"
    assert enc.state.sched["holder"] == "bandits"


def test_the_holder_may_send_the_other_faction_first():
    enc = encounter(duel())
    run(enc, "start")
    events = run(enc, "factions.first", faction="bandits", by=enc.state.sched["holder"])
    assert kinds(events) == ["factions.FirstChosen", "PhaseChanged", "SchedulerChanged", "factions.Go"]
    assert enc.state.phase == "round_main"
    assert enc.state.sched["current"] == "bandits"
    assert reject(enc, "factions.take_turn", "ann") == "NOT_YOUR_TURN"
    assert enc.prompt().choices == ("cut", "dog")


def test_only_the_initiative_holder_chooses_who_acts_first():
    # Chapter: "The faction holding the initiative can decide which faction acts first each round."
    enc = encounter(duel())
    run(enc, "start")
    assert enc.state.sched["holder"] == "players"
    before = enc.state.to_dict()
    outcome = enc.handle(Command("factions.first", args={"faction": "bandits", "by": "bandits"}))
    assert outcome.rejected.code == "NOT_YOUR_DECISION"
    assert outcome.rejected.message == (
        "Bandits do not hold the initiative: Players decide which faction acts first."
    )
    assert enc.state.to_dict() == before
    outcome = enc.handle(Command("factions.first", args={"faction": "bandits"}))
    assert (
        outcome.rejected.code == "MISSING_ARGUMENT"
        and "Players hold the initiative" in outcome.rejected.message
    )
    assert reject(enc, "factions.first", faction="bandits", by="elves") == "UNKNOWN_FACTION"
    events = run(enc, "factions.first", faction="bandits", by="players")
    assert digest(events, "factions.FirstChosen") == [
        ("factions.FirstChosen", {"faction": "bandits", "by": "players", "auto": False})
    ]
    assert enc.state.sched["current"] == "bandits"


def test_the_holder_chooses_again_each_round_and_the_legal_choices_name_the_holder():
    setup = duel()
    setup["initiative_holder"] = "bandits"
    enc = encounter(setup)
    run(enc, "start")
    assert {c.args["by"] for c in enc.ruleset.legal_commands(enc.state) if c.type == "factions.first"} == {
        "bandits"
    }
    assert reject(enc, "factions.first", faction="players", by="players") == "NOT_YOUR_DECISION"
    run(enc, "factions.first", faction="players", by="bandits")
    while enc.state.phase == "round_main":  # every faction passes in a row: the round ends
        run(enc, "factions.pass", faction=enc.state.sched["current"])
    run(enc, "next")  # past the morale phase
    assert enc.state.round == 2 and enc.state.phase == "choose_first"
    assert reject(enc, "factions.first", faction="players", by="players") == "NOT_YOUR_DECISION"
    run(enc, "factions.first", faction="bandits", by="bandits")


def test_first_faction_commands_are_checked():
    enc = encounter(duel())
    assert reject(enc, "factions.first", faction="players") == "NOT_NOW"
    assert reject(enc, "factions.take_turn", "ann") == "NOT_NOW"
    run(enc, "start")
    assert reject(enc, "start") == "ALREADY_STARTED"
    assert reject(enc, "factions.first", faction="elves") == "UNKNOWN_FACTION"


def test_a_fight_needs_two_factions_and_a_sound_order():
    lonely = make_setup([fighter("ann", "players", kind="PC")], sides=[{"id": "players", "stance": "party"}])
    assert reject(encounter(lonely), "start") == "NEED_TWO_SIDES"
    with pytest.raises(SetupError):
        Encounter(make_setup([fighter("ann", "players")], factions=["players", "players"]))
    bad = duel()
    bad["factions"] = ["players", "elves"]
    assert reject(encounter(bad), "start") == "UNKNOWN_FACTION"


# --- alternation and passing ----------------------------------------------------------------------


def test_factions_alternate_and_each_character_acts_once_a_round():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    assert reject(enc, "factions.take_turn", "bob") == "TURN_IN_PROGRESS"
    assert reject(enc, "factions.pass") == "TURN_IN_PROGRESS"
    events = run(enc, "end_turn", "ann")
    assert digest(events) == [("TurnEnded", {"actor": "ann"}), ("factions.Go", {"faction": "bandits"})]
    run(enc, "factions.take_turn", "cut")
    run(enc, "next")  # the Space bar ends the running turn
    assert reject(enc, "factions.take_turn", "ann") == "ALREADY_ACTED"
    assert enc.prompt().choices == ("bob",)
    assert enc.state.sched["had_turn"] == ["ann", "cut"]


def test_everyone_passing_at_the_start_ends_the_round_at_once():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.pass")
    events = run(enc, "factions.pass", faction="bandits")
    assert digest(events) == [
        ("factions.Passed", {"faction": "bandits", "auto": False}),
        ("factions.PhaseEnded", {"phase": "round_main"}),
        ("PhaseChanged", {"phase": "morale"}),
    ]
    assert enc.state.sched["had_turn"] == []
    events = run(enc, "next")
    assert kinds(events)[:4] == ["RoundEnded", "RoundStarted", "SchedulerChanged", "PhaseChanged"]
    assert enc.state.round == 2 and enc.state.phase == "choose_first"


def test_passing_is_temporary():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.pass")
    assert enc.state.sched["passes"] == 1
    run(enc, "factions.take_turn", "cut")
    assert enc.state.sched["passes"] == 0
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "ann")  # the players passed before, and may act now
    assert enc.state.actor == "ann"


def test_a_faction_with_nobody_eligible_passes_automatically():
    enc = encounter(duel())
    start_round(enc, "bandits")
    for cid in ("cut", "dog"):
        run(enc, "factions.take_turn", cid)
        events = run(enc, "end_turn")
        if cid == "cut":
            run(enc, "factions.take_turn", "ann")
            run(enc, "end_turn")
    # The bandits have both acted: their go passes by itself after each player turn.
    assert enc.state.sched["current"] == "players"
    events = run(enc, "factions.take_turn", "bob") + run(enc, "end_turn")
    assert digest(events, "factions.Passed", "factions.Go") == [
        ("factions.Go", {"faction": "bandits"}),
        ("factions.Passed", {"faction": "bandits", "auto": True}),
        ("factions.Go", {"faction": "players"}),
        ("factions.Passed", {"faction": "players", "auto": True}),
    ]
    assert enc.state.phase == "morale"


def test_an_empty_faction_in_the_cycle_always_passes():
    setup = duel()
    setup["sides"].append({"id": "crows", "name": "Crows", "stance": "neutral"})
    setup["factions"] = ["players", "crows", "bandits"]
    enc = encounter(setup)
    start_round(enc)
    events = run(enc, "factions.pass")
    assert digest(events, "factions.Passed", "factions.Go") == [
        ("factions.Passed", {"faction": "players", "auto": False}),
        ("factions.Go", {"faction": "crows"}),
        ("factions.Passed", {"faction": "crows", "auto": True}),
        ("factions.Go", {"faction": "bandits"}),
    ]
    events = run(enc, "factions.pass")
    assert kinds(events)[-2:] == ["factions.PhaseEnded", "PhaseChanged"]  # three passes in a row
    assert enc.state.phase == "morale"


def test_space_bar_will_not_choose_for_a_faction():
    enc = encounter(duel())
    start_round(enc)
    assert reject(enc, "next") == "CHOOSE_OR_PASS"
    assert reject(enc, "end_turn") == "NO_TURN"
    assert reject(enc, "factions.pass", faction="bandits") == "NOT_YOUR_TURN"
    assert reject(enc, "factions.dance") == "UNKNOWN_COMMAND"


def test_a_down_character_is_not_eligible_and_a_drop_mid_turn_passes_the_go():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "gm.set_status", cid="bob", status="down")
    assert reject(enc, "factions.take_turn", "bob") == "CANNOT_ACT"
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "gm.set_status", cid="ann", status="down")
    assert kinds(events)[-2:] == ["TurnEnded", "factions.Go"]
    assert enc.state.turn is None and enc.state.sched["current"] == "bandits"


# --- reactions take the turn ----------------------------------------------------------------------


def test_a_reaction_takes_the_turn_without_moving_the_go():
    enc = encounter(duel(), 5)
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    before = (enc.state.sched["current"], enc.state.sched["passes"])
    events = run(enc, "factions.react", "cut", kind="dodge")
    assert digest(events, "factions.Reacted") == [
        ("factions.Reacted", {"actor": "cut", "kind": "dodge", "against": "ann"})
    ]
    assert (enc.state.sched["current"], enc.state.sched["passes"]) == before
    assert enc.state.sched["had_turn"] == ["ann", "cut"]
    assert enc.state.sched["reactions"] == ["cut"]
    run(enc, "end_turn")
    assert enc.prompt().choices == ("dog",)
    assert reject(enc, "factions.take_turn", "cut") == "ALREADY_ACTED"


def test_who_has_acted_cannot_react():
    enc = encounter(duel(), 3)
    start_round(enc, "bandits")
    run(enc, "factions.take_turn", "cut")
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")  # cut has acted: nobody else to guard but dog
    # A reaction takes the whole turn, and cut's is spent: the refusal says exactly that (#19.7).
    refused = enc.handle(Command("factions.react", actor="cut", args={"kind": "dodge"})).rejected
    assert refused is not None and refused.code == "NO_REACTION_LEFT"
    assert "no reaction left" in refused.message
    run(enc, "factions.react", "dog", kind="guard")  # dog's reaction: it becomes the target
    assert enc.state.get("dog").res["health"] == 3


# --- the action budget ----------------------------------------------------------------------------


def test_a_turn_holds_a_bonus_a_main_or_second_bonus_and_one_zone():
    enc = encounter(duel())
    start_round(enc)
    events = run(enc, "factions.take_turn", "ann")
    assert digest(events, "TurnStarted") == [
        ("TurnStarted", {"actor": "ann", "budget": {"bonus": 1, "main": 1, "move": 1}})
    ]
    run(enc, "factions.bonus", "ann", what="pick_up")
    run(enc, "factions.bonus", "ann", what="speak")  # the second bonus action uses the main slot
    assert enc.state.turn.budget == {"bonus": 0, "main": 0, "move": 1}
    assert reject(enc, "factions.attack", "ann", target="cut") == "NO_ACTIONS_LEFT"
    assert reject(enc, "factions.bonus", "ann", what="interact") == "NO_ACTIONS_LEFT"
    run(enc, "move", "ann", to="ditch")
    run(enc, "factions.no_reaction")  # the bandits let her go
    assert enc.state.get("ann").zone == "ditch"
    assert reject(enc, "move", "ann", to="road") == "MOVE_USED"


def test_movement_splits_around_actions_but_covers_one_zone():
    enc = encounter(duel(), 2)
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    assert reject(enc, "move", "ann", to="hill") == "TOO_FAR"
    run(enc, "factions.bonus", "ann", what="equip", item="Sword")
    run(enc, "factions.attack", "ann", target="cut", unaware=True)
    run(enc, "factions.no_reaction")  # dog does not guard
    run(enc, "move", "ann", to="trees")  # after both actions
    run(enc, "factions.no_reaction")
    assert enc.state.turn.spent == ["equip", "attack", "move"]
    assert reject(enc, "factions.bonus", "ann", what="speak") == "NO_ACTIONS_LEFT"


def test_bonus_action_catalogue():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    assert reject(enc, "factions.bonus", "ann", what="armour") == "ARMOUR_LOCKED"
    assert reject(enc, "factions.bonus", "ann", what="juggle") == "BAD_ARGUMENT"
    assert reject(enc, "factions.main", "ann", what="power", power="Fireball") == "UNKNOWN_POWER"
    run(enc, "factions.bonus", "ann", what="swap")  # two bonus actions at once
    assert enc.state.turn.budget == {"bonus": 0, "main": 0, "move": 1}


def test_a_main_action_then_a_bonus_action():
    enc = encounter(make_setup([fighter("ann", "players", powers=["Ward"]), fighter("cut", "bandits")]))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.main", "ann", what="power", power="Ward")
    run(enc, "factions.bonus", "ann", what="consumable")
    assert enc.state.turn.budget == {"bonus": 0, "main": 0, "move": 1}


# --- surrender ------------------------------------------------------------------------------------


def test_surrender_as_the_factions_go_uses_the_whole_turn():
    enc = encounter(duel())
    start_round(enc, "bandits")
    events = run(enc, "factions.surrender", "cut")
    assert digest(events, "factions.Surrendered", "StatusChanged", "factions.Go") == [
        ("factions.Surrendered", {"cid": "cut", "uses_turn": True}),
        ("factions.Go", {"faction": "players"}),
        ("StatusChanged", {"cid": "cut", "status": "surrendered", "substatus": None, "was": "active"}),
    ]
    assert "cut" in enc.state.sched["had_turn"] and enc.state.sched["passes"] == 0
    run(enc, "factions.pass")
    assert reject(enc, "factions.take_turn", "cut") == "CANNOT_ACT"


def test_surrender_inside_a_turn_only_before_anything_is_spent():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "move", "ann", to="ditch")
    run(enc, "factions.no_reaction")
    assert reject(enc, "factions.surrender", "ann") == "ALREADY_ACTED"
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "cut")
    events = run(enc, "factions.surrender", "cut")
    assert kinds(events)[-3:] == ["StatusChanged", "TurnEnded", "factions.Go"]
    assert enc.state.turn is None and enc.state.sched["current"] == "players"


def test_a_surrendered_character_resumes_only_after_being_harmed():
    enc = encounter(duel(), 4)
    start_round(enc, "bandits")
    run(enc, "factions.surrender", "cut")
    assert reject(enc, "factions.resume", cid="cut") == "NOT_HARMED"
    assert reject(enc, "factions.resume", cid="dog") == "NOT_SURRENDERED"
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")  # a surrendered target cannot react
    assert enc.prompt().choices == ("dog",)  # but dog could still guard
    run(enc, "factions.no_reaction")
    assert enc.state.get("cut").res["health"] == 2
    assert enc.state.get("cut").rs["harmed_while_surrendered"] is True
    run(enc, "factions.resume", cid="cut")
    assert enc.state.get("cut").status == "active"
    assert "cut" in enc.state.sched["had_turn"]  # its surrender was this round's turn


# --- late joiners ---------------------------------------------------------------------------------


def test_a_late_joiner_acts_from_its_factions_next_go():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "gm.add_combatant", combatant=fighter("eve", "bandits"))
    run(enc, "end_turn")
    assert enc.prompt().choices == ("cut", "dog", "eve")
    assert enc.state.sched["groups"]["bandits"] == ["cut", "dog", "eve"]
    assert enc.state.get("eve").res["health"] == 6


def test_a_late_joiner_can_be_told_to_wait_or_the_option_makes_them_wait():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "gm.add_combatant", combatant=fighter("eve", "players"), had_turn=True)
    assert "eve" in enc.state.sched["had_turn"]
    enc = encounter(duel(late_joiner_waits=True))
    start_round(enc)
    events = run(enc, "gm.add_combatant", combatant=fighter("eve", "players"))
    assert digest(events, "factions.MarkedActed") == [("factions.MarkedActed", {"cid": "eve"})]
    assert enc.prompt().choices == ("ann", "bob")


def test_a_new_faction_enters_the_cycle_where_the_gm_says():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "gm.add_combatant", combatant=fighter("wolf", "wolves"), faction_position=1)
    assert enc.state.sched["factions"] == ["players", "wolves", "bandits"]
    run(enc, "factions.pass")
    assert enc.state.sched["current"] == "wolves"
    assert (
        reject(enc, "gm.add_combatant", combatant=fighter("owl", "owls"), faction_position=9)
        == "BAD_ARGUMENT"
    )


def test_gm_can_mark_someone_as_having_acted_and_reorder_factions():
    enc = encounter(duel())
    start_round(enc, "bandits")
    run(enc, "factions.mark_acted", cid="cut")
    run(enc, "factions.mark_acted", cid="dog")  # the bandits are spent: their go passes by itself
    assert enc.state.sched["current"] == "players" and enc.state.sched["passes"] == 1
    assert reject(enc, "factions.mark_acted", cid="dog") == "ALREADY_ACTED"
    assert reject(enc, "factions.set_order", factions=["players"]) == "BAD_ORDER"
    run(enc, "factions.set_order", factions=["bandits", "players"])
    assert enc.state.sched["factions"] == ["bandits", "players"]


# --- the ambush bonus turn ------------------------------------------------------------------------


def ambush(**options):
    return make_setup(
        [
            fighter("ann", "players", kind="PC"),
            fighter("lurk", "bandits", concealed_at_start=True),
            fighter("cut", "bandits"),
        ],
        holder="bandits",
        options=options,
    )


def test_concealed_ambushers_get_a_bonus_turn_and_their_victims_cannot_react():
    enc = encounter(ambush(), 3)
    events = run(enc, "start")
    assert enc.state.round == 0 and enc.state.phase == "ambush_bonus"
    assert digest(events, "factions.FirstChosen") == [
        ("factions.FirstChosen", {"faction": "bandits", "by": "bandits", "auto": True})
    ]
    assert reject(enc, "factions.take_turn", "cut") == "NOT_CONCEALED"
    run(enc, "factions.take_turn", "lurk")
    events = run(enc, "factions.attack", "lurk", target="ann")
    assert enc.state.rs.get("attack") is None  # resolved at once: no reaction window
    assert digest(events, "factions.AttackDeclared")[0][1]["surprise"] is True
    assert ("FlagChanged", {"cid": "lurk", "flag": "concealed", "on": False}) in digest(events)
    events = run(enc, "end_turn")
    assert digest(events, "factions.PhaseEnded", "RoundStarted", "PhaseChanged") == [
        ("factions.PhaseEnded", {"phase": "ambush_bonus"}),
        ("RoundStarted", {"round": 1}),
        ("PhaseChanged", {"phase": "choose_first"}),
    ]
    run(enc, "factions.first", faction="bandits", by=enc.state.sched["holder"])
    run(enc, "factions.take_turn", "lurk")  # round 1: everyone acts again


def test_ambushers_on_both_sides_alternate_and_the_option_keeps_it_to_the_holder():
    setup = ambush()
    setup["combatants"][0]["stats"]["concealed_at_start"] = True
    enc = encounter(setup)
    run(enc, "start")
    assert enc.state.phase == "choose_first"  # both factions have an ambusher: the holder chooses
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    run(enc, "factions.take_turn", "ann")
    run(enc, "end_turn")
    assert enc.state.sched["current"] == "bandits"
    setup["options"] = {"ambush_only_holder": True}
    enc = encounter(setup)
    run(enc, "start")
    assert enc.state.phase == "ambush_bonus" and enc.state.sched["current"] == "bandits"
    assert reject(enc, "factions.take_turn", "ann") == "NOT_YOUR_TURN"


# --- fast and slow activations --------------------------------------------------------------------


def test_fast_phase_needs_wit_at_least_the_threshold():
    enc = encounter(s002_setup())
    start_round(enc, "players", fat=9)
    assert reject(enc, "factions.take_turn", "sybilla") == "TOO_SLOW"
    run(enc, "factions.take_turn", "theobald")  # WIT 9 matches the threshold


def test_space_bar_rolls_the_threshold_and_a_high_roll_empties_the_fast_phase():
    enc = encounter(s002_setup(), 20)
    run(enc, "start")
    run(enc, "factions.first", faction="bandits", by=enc.state.sched["holder"])
    assert enc.prompt().kind == "decide"
    events = run(enc, "next")
    assert digest(events, "factions.ThresholdSet") == [("factions.ThresholdSet", {"fat": 20})]
    assert enc.state.phase == "slow"  # nobody has WIT 20: both factions passed by themselves
    assert enc.state.sched["current"] == "bandits"


def test_option_the_holder_chooses_again_for_the_slow_phase():
    enc = encounter(s002_setup(slow_phase_rechoose=True), 20)
    run(enc, "start")
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    run(enc, "next")
    assert enc.state.phase == "choose_first"
    run(enc, "factions.first", faction="bandits", by=enc.state.sched["holder"])
    assert enc.state.phase == "slow" and enc.state.sched["current"] == "bandits"


# --- chaos of combat, saves -----------------------------------------------------------------------


def test_chaos_of_combat_timer_is_a_command():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    assert reject(enc, "factions.action_lost", "ann") == "OPTION_OFF"
    enc = encounter(duel(chaos_of_combat=True))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "factions.action_lost", "ann")
    assert kinds(events) == ["factions.ActionLost", "TurnEnded", "factions.Go"]
    run(enc, "factions.take_turn", "cut")
    run(enc, "factions.bonus", "cut", what="speak")
    assert reject(enc, "factions.action_lost", "cut") == "ALREADY_ACTED"


@pytest.mark.parametrize(("mode", "passed"), [("roll_under", True), ("roll_under_strict", False)])
def test_save_mode_decides_whether_rolling_the_score_passes(mode, passed):
    enc = encounter(duel(save_mode=mode))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    feed(enc, 10, 1)  # the dodge roll equals AGI 10; then the damage die if it failed
    events = run(enc, "factions.react", "cut", kind="dodge")
    assert digest(events, "factions.Dodged")[0][1]["passed"] is passed


def test_removing_the_acting_character_hands_the_go_on():
    enc = encounter(duel())
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "gm.remove_combatant", cid="ann")
    assert kinds(events) == ["TurnEnded", "factions.Go", "CombatantRemoved"]
    assert enc.state.sched["current"] == "bandits"
    assert enc.prompt().choices == ("cut", "dog")
