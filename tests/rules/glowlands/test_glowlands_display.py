"""What the panels are told about a Threat & Retaliation fight: phases, tracks, badges, typed initiative,
the answers and their words, a dragged order, the picks after the fight, the PC sheet and its roster line."""

from __future__ import annotations

import pytest
from glowlands_kit import attack, encounter, npc, pc, running, setup

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import DICE, FILL, Answer, EntryRow, Track
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.state import Combatant

RS = get_ruleset("glowlands")


def initiative(cid: str, total: int) -> Command:
    return Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": {"total": total}})


def tied():
    """Ann and Cid both rolled 12, Bob 15: the order is Bob, Ann, Cid with Ann = Cid tied."""
    enc = encounter(setup(pc("ann", skill_mastery=3), pc("bob"), pc("cid", skill_mastery=-1), npc("cat")))
    enc.apply(Command("start"))
    for cid, total in (("ann", 12), ("bob", 15), ("cid", 12)):
        enc.apply(initiative(cid, total))
    return enc


def test_phase_words() -> None:
    words = [
        RS.presentation.phase_words(p)
        for p in ("setup", "initiative", "ready", "pc_turns", "retaliation_sweep", "ended", "odd_phase")
    ]
    assert words == [
        "Before the fight",
        "Initiative",
        "Initiative set",
        "PC turns",
        "Retaliation phase",
        "Fight over",
        "Odd phase",
    ]
    assert (RS.presentation.drag_order, RS.presentation.track_keys) == (True, frozenset({"strain", "wounds"}))


def test_strain_fills_and_a_pc_s_wound_ranks_are_named() -> None:
    ann = Combatant(
        "ann", "Ann", "PC", "party", stats={"max_strain": 8}, res={"strain": 6, "wounds": 2, "luck": 1}
    )
    # How hurt Ann is counts her two ranks ticked as well as her Strain: 22 of the 40 points to a knock-out.
    health = pytest.approx(1 - (2 * 8 + 6) / (5 * 8))
    assert RS.presentation.tracks(ann) == [
        Track("strain", "Strain", 6, 8, FILL, rank="Wounded", health=health),
        Track("wounds", "Wounds", 2, 4, FILL, "Injured, Wounded"),
        Track("luck", "Luck", 1, None, "count"),
    ]
    main = RS.presentation.main_track(ann)
    assert main == Track("strain", "Strain", 6, 8, FILL, rank="Wounded", health=health)
    assert main.fraction_left == health and main.words() == "Strain 6/8 · Wounded" and not main.dying
    fresh = Combatant("bo", "Bo", "PC", "party", stats={"wound_ranks": ["Hurt", "Out"]}, res={})
    assert RS.presentation.tracks(fresh) == [
        Track("strain", "Strain", 0, 1, FILL, health=1.0),
        Track("wounds", "Wounds", 0, 2, FILL, "none ticked"),
    ]
    cat = Combatant("cat", "Cat", "NPC", "foes", stats={"max_strain": 12}, res={"strain": 3})
    assert RS.presentation.tracks(cat) == [Track("strain", "Strain", 3, 12, FILL)]


def test_a_pc_with_every_wound_rank_ticked_reads_dying_not_a_green_strain() -> None:
    """#30.4: Dying ticked and Strain 2/10 read "Strain 2/10" in green and "hurt" for the players."""
    dying = Combatant("ann", "Ann", "PC", "party", stats={"max_strain": 10}, res={"strain": 2, "wounds": 4})
    main = RS.presentation.main_track(dying)
    assert main.words() == "Strain 2/10 · Dying" and main.figure() == "2/10 · Dying"
    assert main.dying and main.fraction_left is not None and main.fraction_left < 0.25


def test_typed_initiative_is_a_skill_mastery_die_per_pc_still_to_roll() -> None:
    enc = encounter(setup(pc("ann", skill_mastery=3), pc("cid", skill_mastery=-1), npc("cat")))
    enc.apply(Command("start"))
    assert RS.presentation.initiative_entries(enc.state, enc.prompt()) == [
        EntryRow("ann", "Ann", "Skill Mastery", DICE, Command("glowlands.initiative", args={"cid": "ann"}),
                 expr="1d20+3"),
        EntryRow("cid", "Cid", "Skill Mastery", DICE, Command("glowlands.initiative", args={"cid": "cid"}),
                 expr="1d20-1"),
    ]  # fmt: skip
    row = RS.presentation.initiative_entries(enc.state, enc.prompt())[0]
    assert row.command({"faces": [11]}).dice == {"initiative": {"faces": [11]}}
    enc.apply(initiative("ann", 9))
    assert [r.cid for r in RS.presentation.initiative_entries(enc.state, enc.prompt())] == ["cid"]
    enc.apply(initiative("cid", 4))
    assert RS.presentation.initiative_entries(enc.state, enc.prompt()) == []  # the prompt moved on


def test_a_tie_is_noted_answered_and_settled_by_a_drag() -> None:
    enc = tied()
    state = enc.state
    assert RS.presentation.phase_words(state.phase) == "Initiative set"
    assert RS.presentation.order_notes(state) == "Tied: Ann = Cid. Drag to settle."
    tie = Command("glowlands.resolve_tie", args={"order": ["cid", "ann"]})
    assert RS.presentation.answers(state, enc.prompt(), RS.legal_commands(state)) == [Answer(tie, "Tie: Cid before Ann")]
    assert RS.presentation.reorder_command(state, ["bob", "cid", "ann"]) == tie
    assert RS.presentation.reorder_command(state, ["cid", "bob", "ann"]) == tie  # Bob stays ahead of the pair
    assert RS.presentation.reorder_command(state, ["ann", "bob", "cid"]) == Command(
        "glowlands.resolve_tie", args={"order": ["ann", "cid"]}
    )
    assert RS.presentation.reorder_command(state, ["bob", "ann", "cid"]) is None  # nothing moved
    assert RS.presentation.reorder_command(state, ["bob", "ann"]) is None  # somebody left out
    enc.apply(tie)
    assert RS.presentation.order_notes(enc.state) == ""
    assert RS.presentation.reorder_command(enc.state, ["ann", "cid", "bob"]) == Command(  # no tie left: the GM's order
        "gm.reorder", args={"order": ["ann", "cid", "bob"]}
    )


def test_the_sweep_answers_name_the_suggested_retaliation() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), pc("bob", zone="z2"), npc("cat")))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    state = enc.state
    assert RS.presentation.phase_words(state.phase) == "Retaliation phase"
    assert RS.presentation.answers(state, enc.prompt(), RS.legal_commands(state)) == [
        Answer(Command("glowlands.sweep", args={"npc": "cat"}), "Cat: Spear thrust → Ann"),
        Answer(Command("glowlands.sweep", args={"npc": "cat", "skip": True}), "Cat: let it pass", True),
    ]
    assert RS.presentation.reorder_command(state, ["bob", "ann"]) == Command("gm.reorder", args={"order": ["bob", "ann"]})


def test_waiting_retaliations_are_applied_or_dismissed_and_the_badge_counts_them() -> None:
    enc = running(setup(pc("ann", engaged=["f0"]), pc("bob"), npc("f0"), retaliation_damage="confirm"))
    assert RS.presentation.badges(enc.state, "f0") == ["retaliation 1/1"]
    enc.apply(attack("ann", "f0", "Sword", [2], None))
    state = enc.state
    assert RS.presentation.answers(state, enc.prompt(), RS.legal_commands(state)) == [
        Answer(Command("glowlands.apply_retaliation", args={"id": "ret1"}), "Apply Spear thrust (1d6+1) to Ann"),
        Answer(Command("glowlands.apply_retaliation", args={"id": "ret1", "skip": True}),
               "Dismiss Spear thrust", True),
    ]  # fmt: skip
    assert RS.presentation.badges(state, "f0") == ["retaliation 0/1"]
    unknown = Command("glowlands.apply_retaliation", args={"id": "ret9"})
    assert RS.presentation.answer_label(unknown, state, enc.prompt()) == ""  # the panel words it its generic way
    enc.apply(Command("glowlands.apply_retaliation", args={"id": "ret1", "damage": 25}))
    assert RS.presentation.tracks(enc.state.get("ann"))[:2] == [
        Track("strain", "Strain", 5, 10, FILL, rank="Wounded", health=pytest.approx(1 - 25 / 50)),
        Track("wounds", "Wounds", 2, 4, FILL, "Injured, Wounded"),
    ]


def test_badges_show_status_a_prepared_action_and_retaliations_left() -> None:
    enc = running(setup(pc("ann"), pc("bob"), npc("cat", zone="z2", retaliation_limit=3)))
    prep = {"action": "back_out", "trigger": "when the cat comes"}
    enc.apply(Command("glowlands.prepare", "ann", prep))
    assert RS.presentation.badges(enc.state, "ann") == ["prepared back out"]
    assert RS.presentation.badges(enc.state, "bob") == []
    assert RS.presentation.badges(enc.state, "cat") == ["retaliation 3/3"]
    enc.apply(Command("gm.set_status", args={"cid": "cat", "status": "fled"}))
    assert RS.presentation.badges(enc.state, "cat") == ["fled"]  # no Retaliation from a creature that is gone


def test_a_pc_bleeding_out_is_answered_with_the_roll() -> None:
    ann = pc("ann", defiant=2, lucky=1, wound_ranks=[{"name": n, "ticked": True} for n in "ABCD"])
    ann.update(status="down", substatus="bleeding_out", res={"strain": 10, "wounds": 4})
    enc = running(setup(ann, pc("bob"), npc("cat")))
    state = enc.state
    assert RS.presentation.badges(state, "ann") == ["bleeding out"]
    bleed = [a for a in RS.presentation.answers(state, enc.prompt(), RS.legal_commands(state)) if a.command.actor == "ann"]
    assert bleed == [Answer(Command("glowlands.bleed_out", "ann"), "Ann: roll Defiant + Lucky")]


def test_the_picks_are_pending_from_the_end_until_recorded() -> None:
    enc = running(setup(pc("ann"), npc("cat", zone="z4")))
    assert not RS.presentation.picks_pending(enc.state)
    enc.apply(Command("gm.end", args={"result": "victory"}))
    assert RS.presentation.picks_pending(enc.state)
    enc.apply(Command("glowlands.aftermath", args={"benefits": ["Salvage", "A map"], "drawbacks": ["Lost"]}))
    assert not RS.presentation.picks_pending(enc.state)
    enc = running(setup(pc("ann"), npc("cat", zone="z4")))
    enc.apply(Command("gm.end", args={"result": "fled"}))  # fleeing owes nothing
    assert not RS.presentation.picks_pending(enc.state)


def test_the_pc_sheet_its_bounds_and_its_roster_line() -> None:
    sheet = RS.presentation.pc_sheet()
    assert [s.name for s in sheet] == [
        "skill_mastery",
        "graceful",
        "defiant",
        "lucky",
        "clever",
        "mighty",
        "max_strain",
        "wound_ranks",
        "wounds",
        "armour",
        "speed",
        "weapons",
    ]
    bounds = {s.name: (s.ge, s.le, s.default) for s in sheet if s.kind == "int"}
    assert bounds["skill_mastery"] == (0, 20, 0) and bounds["graceful"] == (-5, 10, 0)
    assert bounds["max_strain"] == (1, 99, 10) and bounds["speed"] == (0, 20, 2)
    assert sheet[7].default == ["Injured", "Wounded", "Maimed", "Dying"]
    weapon = sheet[-1].item
    assert [f.name for f in weapon.fields] == ["name", "range", "damage", "tags"]
    assert weapon.fields[1].choices == ("intimate", "engaged") and weapon.fields[1].le == 30
    line = RS.presentation.pc_summary(
        {"skill_mastery": 4, "max_strain": 12, "weapons": [{"name": "Sword"}, {"name": "Bow"}]}
    )
    assert line == "SM 4 · Strain 12 · Sword, Bow"
    assert RS.pc_sheet_problems("Ren", {"max_strain": 0}) == [
        "max_strain must be a whole number of at least 1"
    ]
    assert RS.pc_sheet_problems(" ", {"max_strain": 10}) == ["The character needs a name."]
