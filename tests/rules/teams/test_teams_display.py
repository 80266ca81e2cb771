"""What the panels are told about an Alternating Teams fight: phases, tracks, the team order, the answers
(picks, reactions, stay conscious, extended actions) and their words, no dragged order, the PC sheet."""

from __future__ import annotations

from teams_helpers import SHIELD, block, encounter, make_setup, run, start

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import COUNT, DRAIN, Answer, Track
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.state import Combatant

RS = get_ruleset("teams")
FOUR = {"players": ["p1", "p2"], "guards": ["g1", "g2"]}


def answers(enc) -> list[Answer]:
    return RS.presentation.answers(enc.state, enc.prompt(), RS.legal_commands(enc.state))


def test_phase_words_and_no_drag() -> None:
    words = [RS.presentation.phase_words(p) for p in ("setup", "surprise_round", "round", "ended")]
    assert words == ["Before the fight", "Surprise round", "Team picks", "Fight over"]
    assert RS.presentation.drag_order is False
    enc = encounter(make_setup(FOUR))
    start(enc, instigator="p1", attacked_team="guards")
    assert RS.presentation.reorder_command(enc.state, ["g1", "p1", "p2", "g2"]) is None
    assert RS.presentation.initiative_entries(enc.state, enc.prompt()) == []


def test_endurance_then_health_stamina_and_focus_when_kept_and_the_death_dc() -> None:
    c = Combatant(
        "g1",
        "G1",
        "NPC",
        "guards",
        stats={"endurance_max": 10, "health_max": 12, "stamina_max": 2, "focus_max": 0},
        res={"endurance": 4, "health": 12, "stamina": 1, "focus": 0, "death_dc": 10, "rage": 2},
    )
    assert RS.presentation.tracks(c) == [
        Track("endurance", "Endurance", 4, 10, DRAIN),
        Track("health", "Health", 12, 12, DRAIN),
        Track("stamina", "Stamina", 1, 2, DRAIN),
        Track("death_dc", "Death DC", 10, None, COUNT),
        Track("rage", "Rage", 2, None, COUNT),  # focus is the system's own: left out at a top of 0
    ]
    assert RS.presentation.main_track(c) == Track("endurance", "Endurance", 4, 10, DRAIN)
    no_top = Combatant("x", "X", "NPC", "guards", stats={}, res={"health": 3})
    assert RS.presentation.tracks(no_top) == [Track("health", "Health", 3, None, DRAIN)]
    assert RS.presentation.main_track(no_top) == Track("health", "Health", 3, None, DRAIN)  # nothing has a top


def test_the_notes_give_the_team_order_and_the_answers_are_the_picks() -> None:
    enc = encounter(make_setup(FOUR))
    assert RS.presentation.order_notes(enc.state) == ""
    start(enc, instigator="p1", attacked_team="guards")
    assert RS.presentation.order_notes(enc.state) == "Team order: Players, Guards"
    run(enc, "end_turn")
    assert answers(enc) == [
        Answer(Command("teams.pick", "g1", {"cid": "g1"}), "G1 acts"),
        Answer(Command("teams.pick", "g2", {"cid": "g2"}), "G2 acts"),
    ]


def test_a_hit_is_answered_with_the_reactions_the_target_has() -> None:
    defender = block(stamina_max=2, items=[dict(SHIELD)], proficiencies={"reflex": 1})
    enc = encounter(make_setup({"players": ["p1"], "guards": ["g1"]}, stats={"g1": defender}))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "teams.attack", "p1", (3, 3, 10), target="g1")
    assert answers(enc) == [
        Answer(Command("teams.defend", "g1", {"reaction": "none"}), "G1 takes the hit", True),
        Answer(Command("teams.defend", "g1", {"reaction": "dodge"}), "G1 dodges"),
        Answer(Command("teams.defend", "g1", {"reaction": "parry", "item": "Shield"}), "G1 parries with the Shield"),
        Answer(Command("teams.defend", "g1", {"reaction": "block", "item": "Shield"}), "G1 blocks with the Shield"),
        Answer(Command("teams.defend", "g1", {"reaction": "parry", "item": "Spear"}), "G1 parries with the Spear"),
    ]  # fmt: skip


def test_staying_conscious_is_fortify_or_fall() -> None:
    frail = block(endurance_max=0, constitution=1, stamina_max=2, proficiencies={"fortitude": 1})
    enc = encounter(make_setup({"players": ["p1"], "guards": ["g1"]}, stats={"p1": frail}))
    start(enc, instigator="g1", attacked_team="players")
    run(enc, "teams.damage", cid="p1", amount=6)
    assert answers(enc) == [
        Answer(Command("teams.stay_conscious", "p1", {"choice": "fortify"}), "P1: Fortify"),
        Answer(Command("teams.stay_conscious", "p1", {"choice": "fall"}), "P1 falls unconscious", True),
    ]
    assert RS.presentation.tracks(enc.state.get("p1")) == [
        Track("health", "Health", 4, 10, DRAIN),
        Track("stamina", "Stamina", 2, 2, DRAIN),
        Track("death_dc", "Death DC", 10, None, COUNT),
    ]
    run(enc, "teams.stay_conscious", "p1", choice="fall")
    assert RS.presentation.badges(enc.state, "p1") == ["unconscious"]


def test_the_words_of_passing_stepping_in_and_extended_actions() -> None:
    enc = encounter(make_setup(FOUR))
    state, prompt = enc.state, enc.prompt()
    words = [
        (Command("teams.pass", args={"team": "guards"}), "Guards pass", True),
        (Command("teams.intercept", "g2", {"ally": "g1"}), "G2 steps in", False),
        (Command("teams.continue", "p1"), "P1 continues the action", False),
        (Command("teams.abandon", "p1"), "P1 abandons the action", True),
        (Command("teams.attack", "p1", {"target": "g1"}), "", False),  # not an answer: the generic words
    ]
    for cmd, label, quiet in words:
        assert (RS.presentation.answer_label(cmd, state, prompt), RS.presentation.quiet_answer(cmd)) == (label, quiet)
    assert [a.label for a in RS.presentation.answers(state, prompt, [cmd for cmd, _, _ in words])] == [
        "Guards pass",
        "G2 steps in",
        "P1 continues the action",
        "P1 abandons the action",
    ]


def test_the_pc_sheet_is_the_stat_block_less_what_only_a_creature_has() -> None:
    assert [s.name for s in RS.presentation.pc_sheet()] == [
        "size",
        "attributes",
        "skills",
        "proficiencies",
        "evasion",
        "deflection",
        "endurance_max",
        "health_max",
        "constitution",
        "speed_m",
        "stamina_max",
        "focus_max",
        "luck_mod",
        "death_dc",
        "weapons",
        "items",
        "talents",
        "reactions_per_round",
    ]  # the creature's name, tags, description and team are left out
    line = RS.presentation.pc_summary(
        {"evasion": 6, "endurance_max": 12, "health_max": 10, "weapons": [{"name": "Spear"}]}
    )
    assert line == "Evasion 6 · End 12 · Health 10 · Spear"
    assert RS.presentation.pc_summary({}) == ""
    assert RS.pc_sheet_problems("Ren", block()) == []
    assert RS.pc_sheet_problems("", block(health_max=0)) == [
        "The character needs a name.",
        "health_max must be a whole number from 1 to 999",
    ]
