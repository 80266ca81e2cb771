"""What the panels are told about an Initiative Cards fight: phases, harm tracks, a card typed in per
holder, the swaps and their words, a group's order dragged, the PC sheet with harm in levels."""

from __future__ import annotations

from cards_kit import deal, encounter, held, npc, pc, setup

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import COUNT, FILL, NUMBER, Answer, EntryRow, Track
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.state import Combatant

RS = get_ruleset("cards")


def table():
    """Ida and Jon against two wolves sharing one card."""
    return encounter(setup(pc("ida"), pc("jon"), *(npc(w, group="wolves") for w in ("w1", "w2"))))


def test_phase_words() -> None:
    phases = ("setup", "draw", "round_start", "acting", "round_end", "ended")
    assert [RS.presentation.phase_words(p) for p in phases] == [
        "Before the fight",
        "Dealing cards",
        "Round start: swaps",
        "Card order",
        "Round end",
        "Fight over",
    ]
    assert (RS.presentation.drag_order, RS.presentation.order_notes(table().state)) == (True, "")


def test_harm_is_points_against_a_capacity_or_levels_of_physical_and_mental_harm() -> None:
    wolf = Combatant("w1", "W1", "NPC", "foes", stats={"harm_capacity": 5}, res={"harm_points": 2})
    assert RS.presentation.tracks(wolf) == [Track("harm_points", "Harm", 2, 5, FILL)]
    ida = Combatant("ida", "Ida", "PC", "party", stats={}, res={"physical_harm": 1, "mental_harm": 0})
    assert RS.presentation.tracks(ida) == [
        Track("physical_harm", "Physical harm", 1, None, COUNT),
        Track("mental_harm", "Mental harm", 0, None, COUNT),
    ]
    assert RS.presentation.main_track(ida) == Track("physical_harm", "Physical harm", 1, None, COUNT)
    capped = Combatant("jon", "Jon", "PC", "party", stats={"harm_capacity": 4}, res={"mental_harm": 3})
    assert RS.presentation.tracks(capped) == [
        Track("physical_harm", "Physical harm", 0, 4, FILL),
        Track("mental_harm", "Mental harm", 3, 4, FILL),
    ]
    assert RS.presentation.main_track(capped).fraction_left == 1.0


def test_each_holder_s_card_is_typed_in_as_dealt() -> None:
    enc = table()
    enc.apply(Command("start"))
    rows = RS.presentation.initiative_entries(enc.state, enc.prompt())
    assert rows == [
        EntryRow("ida", "Ida", "Card", NUMBER, Command("cards.draw", args={"holder": "ida"}), lo=1, hi=10, arg="card"),
        EntryRow("jon", "Jon", "Card", NUMBER, Command("cards.draw", args={"holder": "jon"}), lo=1, hi=10, arg="card"),
        EntryRow("wolves", "wolves", "Card", NUMBER, Command("cards.draw", args={"holder": "wolves"}),
                 lo=1, hi=10, arg="card"),
    ]  # fmt: skip
    assert rows[0].command(None) == Command("cards.draw", args={"holder": "ida"})
    enc.apply(rows[0].command(7))
    assert held(enc, "ida") == [7]
    assert [r.cid for r in RS.presentation.initiative_entries(enc.state, enc.prompt())] == ["jon", "wolves"]


def test_at_round_start_the_pcs_may_swap_and_a_drag_reorders_the_wolves() -> None:
    enc = table()
    enc.apply(Command("start"))
    deal(enc, {"ida": 6, "jon": 3, "wolves": 5})
    state = enc.state
    assert RS.presentation.answers(state, enc.prompt(), RS.legal_commands(state)) == [
        Answer(Command("cards.swap", args={"a": "ida", "b": "jon"}), "Swap cards: Ida ↔ Jon")
    ]
    assert RS.presentation.initiative_entries(state, enc.prompt()) == []
    swap = Command("gm.reorder", args={"order": ["w2", "w1"]})
    assert RS.presentation.reorder_command(state, ["w2", "w1", "ida", "jon"]) == swap
    assert RS.presentation.reorder_command(state, ["ida", "w2", "jon", "w1"]) == swap  # the cards keep the rest
    assert RS.presentation.reorder_command(state, ["jon", "ida", "w1", "w2"]) is None  # the cards, not a drag, order PCs
    enc.apply(swap)
    assert enc.state.sched["groups"]["wolves"] == ["w2", "w1"]


def test_the_words_of_a_forced_swap_and_taking_the_deal_back() -> None:
    enc = table()
    state, prompt = enc.state, enc.prompt()
    force = Command("cards.force_swap", args={"by": "ida", "with": "w1", "their_card": 8})
    redraw = Command("cards.redraw")
    assert (RS.presentation.answer_label(force, state, prompt), RS.presentation.quiet_answer(force)) == ("Ida takes W1's card", False)
    assert (RS.presentation.answer_label(redraw, state, prompt), RS.presentation.quiet_answer(redraw)) == ("Take the deal back", True)


def test_the_pc_sheet_holds_harm_in_levels_and_makes_attacks_and_capacity_optional() -> None:
    sheet = {s.name: s for s in RS.presentation.pc_sheet()}
    assert list(sheet) == [
        "skills",
        "harm_mode",
        "harm_capacity",
        "attacks",
        "fear_value",
        "initiative_cards",
        "maneuvers",
        "ignores_darkness",
        "immune",
    ]
    mode = sheet["harm_mode"]
    assert (mode.kind, mode.choices, mode.default) == ("choice", ("levels", "points"), "levels")
    capacity = sheet["harm_capacity"]
    assert (capacity.required, capacity.nullable, capacity.default) == (False, True, None)
    assert (sheet["attacks"].required, sheet["attacks"].default) == (False, [])
    assert RS.presentation.pc_summary({"initiative_cards": 2, "harm_capacity": None}) == "Cards 2"
    assert RS.presentation.pc_summary({"initiative_cards": 1, "harm_capacity": 4, "attacks": [{"name": "Knife"}]}) == (
        "Cards 1 · Harm cap 4 · Knife"
    )
    assert RS.pc_sheet_problems("Ida", {"harm_mode": "levels"}) == []
