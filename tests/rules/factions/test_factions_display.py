"""What the panels are told about a Faction Passing fight: phases, health, flags as badges, the holder and
the threshold in the notes, the answers and their words, no dragged order, the PC sheet."""

from __future__ import annotations

from factions_helpers import ambush_setup, encounter, feed, run, s002_setup

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import DRAIN, Answer, Track
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.state import Combatant

RS = get_ruleset("factions")


def answers(enc) -> list[Answer]:
    return RS.presentation.answers(enc.state, enc.prompt(), RS.legal_commands(enc.state))


def test_phase_words() -> None:
    phases = ("setup", "choose_first", "fast_threshold", "ambush_bonus", "round_main", "fast", "slow")
    assert [RS.presentation.phase_words(p) for p in (*phases, "morale", "aftermath", "ended")] == [
        "Before the fight",
        "Choosing who goes first",
        "Fast action threshold",
        "Ambush turn",
        "Faction goes",
        "Fast phase",
        "Slow phase",
        "Morale",
        "After the fight",
        "Fight over",
    ]
    assert (RS.presentation.drag_order, RS.presentation.track_keys) == (False, frozenset({"health"}))


def test_health_drains_from_the_stat_block_top() -> None:
    c = Combatant("x", "X", "NPC", "bandits", stats={"health_max": 8}, res={"health": 2, "ammo": 4})
    assert RS.presentation.tracks(c) == [Track("health", "Health", 2, 8, DRAIN), Track("ammo", "Ammo", 4, None, "count")]
    assert RS.presentation.main_track(c).fraction_left == 0.25
    assert RS.presentation.tracks(Combatant("y", "Y", "NPC", "bandits")) == [Track("health", "Health", 0, 1, DRAIN)]


def test_the_round_opens_with_the_first_faction_the_threshold_and_a_pick_or_a_pass() -> None:
    enc = encounter(s002_setup())
    assert RS.presentation.order_notes(enc.state) == ""
    run(enc, "start")
    assert RS.presentation.order_notes(enc.state) == "Initiative: Players"
    assert answers(enc) == [
        Answer(Command("factions.first", args={"faction": "players", "by": "players"}), "Players go first"),
        Answer(Command("factions.first", args={"faction": "bandits", "by": "players"}), "Bandits go first"),
    ]
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    assert answers(enc) == [Answer(Command("factions.roll_fat"), "Roll the fast action threshold")]
    feed(enc, 11)
    run(enc, "factions.roll_fat")
    assert RS.presentation.phase_words(enc.state.phase) == "Fast phase"
    assert RS.presentation.order_notes(enc.state) == "Initiative: Players · fast action threshold 11"
    assert answers(enc) == [  # only Balthasar's WIT 12 reaches the threshold
        Answer(Command("factions.take_turn", "balthasar"), "Balthasar takes the turn"),
        Answer(Command("factions.pass", args={"faction": "players"}), "Players pass", True),
    ]
    assert RS.presentation.reorder_command(enc.state, ["leader", "balthasar"]) is None


def test_flags_are_badges_and_a_stunt_is_accepted_or_refused() -> None:
    enc = encounter(ambush_setup())
    run(enc, "start")
    assert RS.presentation.badges(enc.state, "lurker") == ["concealed"]
    assert RS.presentation.badges(enc.state, "ada") == []
    run(enc, "factions.take_turn", "lurker")
    run(enc, "factions.attack", "lurker", target="ada", stunt="gives up")
    assert RS.presentation.badges(enc.state, "lurker") == []  # the attack gave it away
    assert answers(enc) == [
        Answer(Command("factions.stunt_reply", "ada", {"accept": True}), "Ada accepts the stunt"),
        Answer(Command("factions.stunt_reply", "ada", {"accept": False}), "Ada refuses the stunt", True),
    ]
    run(enc, "gm.set_status", cid="bram", status="down", substatus="incapacitated")
    assert RS.presentation.badges(enc.state, "bram") == ["incapacitated"]


def test_the_words_of_reactions_morale_and_durability() -> None:
    enc = encounter(ambush_setup())
    state, prompt = enc.state, enc.prompt()
    words = [
        (Command("factions.react", "ada", {"kind": "dodge"}), "Ada: dodge", False),
        (Command("factions.react", "ada", {"kind": "hide", "behind": "bram"}), "Ada: hide behind Bram", False),
        (Command("factions.no_reaction"), "No reaction", True),
        (Command("factions.opportunity", "bram"), "Bram: opportunity attack", False),
        (Command("factions.morale_save", args={"cid": "archer"}), "Archer: morale save", False),
        (Command("factions.morale_fate", args={"cid": "archer", "fate": "flee"}), "Archer must flee", False),
        (Command("factions.durability", args={"cid": "ada", "item": "weapon:Sword", "damaged": True}),
         "Ada's Sword: damaged", False),
        (Command("factions.durability", args={"cid": "ada", "item": "armour"}), "Ada's armour: holds up", False),
        (Command("factions.resume"), "", False),  # an answer in the generic words
    ]  # fmt: skip
    for cmd, label, quiet in words:
        assert (RS.presentation.answer_label(cmd, state, prompt), RS.presentation.quiet_answer(cmd)) == (label, quiet)
    assert len(RS.presentation.answers(state, prompt, [cmd for cmd, _, _ in words])) == 9


def test_the_pc_sheet_is_the_stat_block_less_what_only_a_creature_has() -> None:
    assert [s.name for s in RS.presentation.pc_sheet()] == [
        "str",
        "agi",
        "wit",
        "health_max",
        "armour",
        "armour_damaged",
        "weapons",
        "shield",
        "immune_to_fear",
        "concealed_at_start",
        "powers",
        "skills",
    ]
    sheet = {"str": 12, "agi": 9, "wit": 11, "health_max": 7, "weapons": [{"name": "Axe"}]}
    assert RS.presentation.pc_summary(sheet) == "STR 12 · AGI 9 · WIT 11 · Health 7 · Axe"
