"""What the panels are told about a Marching Order fight: phases, hit points, the marching order in the
notes, take or cede and the other answers, a dragged queue, the PC sheet with its attack bonus."""

from __future__ import annotations

from marching_kit import encounter, make_setup

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import DRAIN, Answer, Track
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.state import Combatant

RS = get_ruleset("marching")
PARTY = ["ava", "bren", "cato"]


def answers(enc) -> list[Answer]:
    return RS.presentation.answers(enc.state, enc.prompt(), RS.legal_commands(enc.state))


def test_phase_words() -> None:
    words = [RS.presentation.phase_words(p) for p in ("setup", "initiative", "turns", "delayed_turns", "ended")]
    assert words == ["Before the fight", "Initiative", "Turns", "Delayed turns", "Fight over"]
    assert (RS.presentation.drag_order, RS.presentation.track_keys) == (True, frozenset({"hp"}))


def test_hit_points_drain_from_the_hit_points_stat_or_hp() -> None:
    m1 = Combatant("m1", "M1", "NPC", "monsters", stats={"hit_points": 6}, res={"hp": 2})
    assert RS.presentation.tracks(m1) == [Track("hp", "HP", 2, 6, DRAIN)]
    old = Combatant("m2", "M2", "NPC", "monsters", stats={"hp": 9}, res={"hp": 9})
    assert RS.presentation.main_track(old) == Track("hp", "HP", 9, 9, DRAIN)
    assert RS.presentation.tracks(Combatant("ava", "Ava", "PC", "party", stats={"agl": 10})) == []  # no hp: no track


def test_the_lead_takes_or_cedes_and_the_notes_follow_the_choice() -> None:
    enc = encounter(make_setup(PARTY, {"m1": 5}))
    assert RS.presentation.order_notes(enc.state) == "Marching order: Ava, Bren, Cato"
    enc.apply(Command("start"))
    assert answers(enc) == [
        Answer(Command("marching.take", "ava"), "Ava takes the initiative"),
        Answer(Command("marching.cede", "ava"), "Ava cedes the initiative", True),
    ]
    assert RS.presentation.reorder_command(enc.state, ["bren", "ava", "cato", "m1"]) is None  # no order yet
    enc.apply(Command("marching.take"))
    assert RS.presentation.order_notes(enc.state) == "Marching order: Ava, Bren, Cato · last round the lead chose to take"
    assert answers(enc) == [
        Answer(Command("marching.delay", "ava"), "Ava delays"),
        Answer(Command("marching.act_together", "ava", {"with": "bren"}), "Ava acts together with Bren"),
        Answer(Command("marching.seize", args={"x": "ava", "y": "bren"}), "Ava seizes the turn from Bren"),
        Answer(Command("marching.seize", args={"x": "ava", "y": "bren", "y_declines": True}),
               "Ava seizes the turn from Bren (unopposed)", True),
        Answer(Command("marching.seize", args={"x": "bren", "y": "ava"}), "Bren seizes the turn from Ava"),
    ]  # fmt: skip


def test_a_drag_rearranges_those_still_to_act() -> None:
    enc = encounter(make_setup(PARTY, {"m1": 5}))
    enc.apply(Command("start"))
    enc.apply(Command("marching.take"))
    assert enc.state.sched["queue"] == ["bren", "cato", "m1"]  # Ava acts now
    new = Command("gm.reorder", args={"order": ["m1", "cato", "bren"]})
    # The current actor is not in the queue: the drag only orders those still to act.
    assert RS.presentation.reorder_command(enc.state, ["ava", "m1", "cato", "bren"]) == new
    assert RS.presentation.reorder_command(enc.state, ["m1", "cato", "bren"]) == new
    assert RS.presentation.reorder_command(enc.state, ["ava", "bren", "cato", "m1"]) is None  # the same queue
    enc.apply(new)
    assert enc.state.sched["queue"] == ["m1", "cato", "bren"]


def test_a_queue_of_one_is_not_dragged_and_choose_first_has_the_generic_words() -> None:
    enc = encounter(make_setup(["ava"], {"m1": 5}))
    enc.apply(Command("start"))
    enc.apply(Command("marching.take"))
    assert enc.state.sched["queue"] == ["m1"]
    assert RS.presentation.reorder_command(enc.state, ["m1", "ava"]) is None
    first = Command("marching.choose_first", args={"side": "party"})
    assert (RS.presentation.answer_label(first, enc.state, enc.prompt()), RS.presentation.quiet_answer(first)) == ("", False)


def test_the_pc_sheet_adds_an_attack_bonus_and_damage_after_hit_points() -> None:
    sheet = RS.presentation.pc_sheet()
    assert [s.name for s in sheet] == [
        "agl",
        "move_ft",
        "reactions_per_round",
        "light_source",
        "sees_in_dark",
        "acts_first_in_simultaneous",
        "cannot_be_surprised",
        "armour_class",
        "hit_points",
        "attack_bonus",
        "damage",
        "attacks",
    ]
    bonus, damage, attacks = sheet[9:]
    assert (bonus.kind, bonus.ge, bonus.le, bonus.default) == ("int", -10, 30, 0)
    assert (damage.kind, damage.default) == ("dice", "1d6")
    assert (attacks.required, attacks.default) == (False, [])
    line = RS.presentation.pc_summary({"agl": 14, "armour_class": 15, "hit_points": 9, "attacks": [{"name": "Mace"}]})
    assert line == "AGL 14 · AC 15 · HP 9 · Mace"
