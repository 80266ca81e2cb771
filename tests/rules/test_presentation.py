"""What a ruleset tells the panels when it says nothing of its own (a sixth system's first day), and the
plain data it says it with: tracks, typed-initiative rows, answers, names, phase words, PC sheets."""

from __future__ import annotations

from typing import ClassVar

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event, apply_event
from gm_desk.rules.feature_data import Budget
from gm_desk.rules.presentation import (
    COUNT,
    DICE,
    DRAIN,
    FILL,
    NUMBER,
    Answer,
    EntryRow,
    Presentation,
    Track,
    generic_phase_words,
    name_of,
    whole,
)
from gm_desk.rules.ruleset import Prompt, Ruleset
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.state import Turn


class Bare(Ruleset):
    """A system with rules of its own but nothing said to the panels."""

    id = "bare"
    name = "Bare"

    def handlers(self):
        return {"start": lambda tx, cmd: tx.emit("EncounterStarted", options={})}

    def check_combatant(self, c):
        return [] if c.stats.get("grit", 1) > 0 else ["grit must be at least 1"]

    def prompt(self, state):
        return Prompt("act", "", actor=state.actor)


class SaidLooks(Presentation):
    """What the panels show of it once it names its answers."""

    answer_types: ClassVar[tuple[str, ...]] = ("bare.shout", "bare.hush")

    def answer_label(self, cmd, state, prompt):
        return f"{name_of(state, cmd.actor)} shouts" if cmd.type == "bare.shout" else ""

    def quiet_answer(self, cmd):
        return cmd.type == "bare.hush"


class Said(Bare):
    """The same system once it names its answers."""

    looks = SaidLooks


SETUP = {
    "ruleset": "bare",
    "zones": {"zones": [{"id": "z", "name": "Yard"}], "links": []},
    "sides": [{"id": "left", "name": "Left Side"}],
    "combatants": [
        {
            "id": "a",
            "name": "Ash",
            "kind": "PC",
            "side": "left",
            "zone": "z",
            "res": {"hp": 3, "grit_pool": 2},
        },
        {"id": "b", "name": "Birch", "kind": "NPC", "side": "left", "zone": "z"},
    ],
}


def test_a_system_that_says_nothing_gets_the_generic_panel() -> None:
    rs = Bare()
    enc = Encounter(SETUP, rs)
    state, prompt = enc.state, enc.prompt()
    assert [rs.presentation.phase_words(p) for p in ("setup", "ended", "npc_turns", "round")] == [
        "Before the fight",
        "Fight over",
        "NPC turns",
        "Round",
    ]
    ash = state.get("a")
    assert rs.presentation.tracks(ash) == [
        Track("hp", "Hp", 3, None, COUNT),
        Track("grit_pool", "Grit pool", 2, None, COUNT),
    ]
    assert rs.presentation.main_track(ash) == Track("hp", "Hp", 3, None, COUNT)
    assert rs.presentation.main_track(state.get("b")) is None
    assert (rs.presentation.order_notes(state), rs.presentation.initiative_entries(state, prompt)) == ("", [])
    offered = [Command("bare.shout", "a"), Command("next")]
    assert rs.presentation.answers(state, prompt, offered) == []
    assert rs.presentation.drag_order is False and rs.presentation.reorder_command(state, ["b", "a"]) is None
    assert rs.presentation.picks_pending(state) is False
    assert rs.presentation.pc_sheet() == ()  # no stat block: a free sheet
    assert rs.presentation.pc_summary({"grit": 2, "weapons": [{"name": "Axe"}, {"nome": "typo"}, "junk"]}) == "Axe"
    assert rs.pc_sheet_problems("", {"grit": 0}) == ["The character needs a name.", "grit must be at least 1"]
    assert rs.pc_sheet_problems("Ash", {}) == []


def test_status_badges_by_default() -> None:
    rs = Bare()
    enc = Encounter(SETUP, rs)
    enc.apply(Command("gm.set_status", args={"cid": "a", "status": "down", "substatus": "bleeding_out"}))
    enc.apply(Command("gm.set_status", args={"cid": "b", "status": "fled"}))
    assert (rs.presentation.badges(enc.state, "a"), rs.presentation.badges(enc.state, "b")) == (["bleeding out"], ["fled"])
    enc.apply(Command("gm.set_status", args={"cid": "b", "status": "active"}))
    assert rs.presentation.badges(enc.state, "b") == []


def test_answers_keep_the_legal_order_with_labels_and_quiet_ones() -> None:
    rs = Said()
    enc = Encounter(SETUP, rs)
    offered = [Command("bare.hush", "b"), Command("next"), Command("bare.shout", "a")]
    assert rs.presentation.answers(enc.state, enc.prompt(), offered) == [
        Answer(Command("bare.hush", "b"), "", True),  # no label: the panel words it
        Answer(Command("bare.shout", "a"), "Ash shouts"),
    ]


def test_tracks_read_their_share_and_words() -> None:
    strain = Track("strain", "Strain", 3, 12, FILL)
    health = Track("health", "Health", 3, 12, DRAIN)
    assert (strain.fraction_left, health.fraction_left) == (0.75, 0.25)
    assert (strain.words(), Track("dc", "DC", 10, None, COUNT).words()) == ("Strain 3/12", "DC 10")
    assert Track("x", "X", 15, 12, DRAIN).fraction_left == 1.0 and Track("x", "X", 1, 0).fraction_left is None
    assert [whole({"n": 4}, "n"), whole({"n": True}, "n", 1), whole({"n": "4"}, "n"), whole({}, "n", 2)] == [
        4,
        1,
        None,
        2,
    ]


def test_a_typed_row_puts_its_value_where_its_kind_says() -> None:
    die = EntryRow("a", "Ash", "Skill", DICE, Command("x.init", args={"cid": "a"}), expr="1d20")
    card = EntryRow("a", "Ash", "Card", NUMBER, Command("x.draw", args={"holder": "a"}), arg="card")
    assert die.command({"faces": [7]}) == Command(
        "x.init", args={"cid": "a"}, dice={"initiative": {"faces": [7]}}
    )
    assert card.command(4) == Command("x.draw", args={"holder": "a", "card": 4})
    assert (die.command(None), card.command(None)) == (die.template, card.template)


def test_names_and_generic_phase_words() -> None:
    state = Encounter(SETUP, Bare()).state
    assert [name_of(state, v) for v in ("a", "z", "left", "ghost", None, 3)] == [
        "Ash",
        "Yard",
        "Left Side",
        "ghost",
        "None",
        "3",
    ]
    assert [generic_phase_words(p) for p in ("pc_turns", "gm_pause", "x")] == ["PC turns", "GM pause", "X"]


def test_every_registered_system_says_what_its_panels_show() -> None:
    shown = {rid: get_ruleset(rid) for rid in RULESETS}
    assert {rid: rs.presentation.drag_order for rid, rs in shown.items()} == {
        "glowlands": True,
        "teams": False,
        "factions": False,
        "marching": True,
        "cards": True,
    }
    assert {rid: len(rs.presentation.answer_types) for rid, rs in shown.items()} == {
        "glowlands": 4,
        "teams": 7,
        "factions": 12,
        "marching": 6,
        "cards": 3,
    }
    for rid, rs in shown.items():
        assert all(t.startswith(f"{rid}.") for t in rs.presentation.answer_types), rid
        assert rs.presentation.pc_sheet(), f"{rid} has a PC sheet"


def test_a_command_argument_reads_in_the_words_its_system_gives() -> None:
    class Worded(Presentation):
        arg_names: ClassVar[dict[str, str]] = {"duel.challenge.a": "Challenger", "b": "Opponent"}

    worded, plain = Worded(), Presentation()
    assert worded.arg_words("duel.challenge", "a") == "Challenger"  # by command and argument
    assert worded.arg_words("duel.other", "a") == "A"  # that override is for one command only
    assert worded.arg_words("duel.other", "b") == "Opponent"  # by argument, for every command
    assert plain.arg_words("move", "to") == "To zone"  # the shared words
    assert plain.arg_words("x.pick", "cid") == "Combatant"
    assert plain.arg_words("x.grapple", "break_free") == "Break free"  # else the name in words
    assert get_ruleset("cards").presentation.arg_words("cards.swap", "a") == "Swaps"
    assert get_ruleset("marching").presentation.arg_words("marching.seize", "y_declines") == "Unopposed"
    # The engine's engage names its two combatants "a" and "b": the form said "A" and "B".
    for rid in ("glowlands", "teams", "factions", "marching", "cards"):
        words = get_ruleset(rid).presentation
        assert (words.arg_words("engage", "a"), words.arg_words("engage", "b")) == ("Who", "With")
        assert (words.arg_words("disengage", "a"), words.arg_words("disengage", "b")) == ("Who", "From")


def test_a_system_that_says_nothing_asks_for_no_special_widget_data() -> None:
    rs = Bare()
    enc = Encounter(SETUP, rs)
    state, cmd = enc.state, Command("bare.attack", "a", {"target": "b"})
    assert (rs.presentation.attack_kit(state, "a"), rs.presentation.attack_preview(state, cmd), rs.presentation.aftermath_picks(state)) == (
        None,
    ) * 3
    assert rs.presentation.attack_report(state, [], str) is None
    assert (rs.presentation.waiting_reactions(state), rs.presentation.blast_aims(state, "a")) == ((), ())


def test_the_budgets_left_are_read_from_what_the_engine_keeps() -> None:
    """The turn's counters for its actor, the off-turn ones kept by the others, each out of what was granted."""
    rs = Bare()
    enc = Encounter(SETUP, rs)
    assert rs.presentation.budgets(enc.state, "a") == [] and rs.presentation.budgets(enc.state, "b") == []
    enc.state.turn = Turn("a", 1)
    events = [
        Event("BudgetSet", {"actor": "a", "budget": {"primary": 2, "move": 1}}),
        Event("BudgetSet", {"actor": "b", "budget": {"reaction": 1}}),
        Event("BudgetSpent", {"actor": "a", "action": "strike", "costs": {"primary": 1}}),
        Event("BudgetSpent", {"actor": "b", "action": "parry", "costs": {"reaction": 1}, "off_turn": True}),
    ]
    for event in events:
        apply_event(enc.state, event, {})
    assert rs.presentation.budgets(enc.state, "a") == [Budget("primary", 1, 2), Budget("move", 1, 1)]
    assert rs.presentation.budgets(enc.state, "b") == [Budget("reaction", 0, 1)]
    enc.state.get("b").status = "down"  # a fallen combatant spends nothing off turn
    assert rs.presentation.budgets(enc.state, "b") == []
