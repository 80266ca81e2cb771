"""Issue 15 at the initiative panel: no player's die is rolled unless the campaign says so. Blank rows of
a player's initiative wait to be typed ("Enter all" rolls only what the campaign lets GM Desk roll), and
a command the rules refuse for a roll left blank (Next, an answer to the prompt) asks for that roll in a
dice field and goes on with what was typed, nothing applied before."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gm_desk.store import repositories as repo
from gm_desk.ui.combat.notes import is_error
from tests.ui.combat.conftest import demo_encounter

ALL_ROLLED = "Enter all (roll the empty ones)"
NONE_ROLLED = "Enter the typed ones"


def saved_rolls(t: Any) -> list[tuple[str, str]]:
    """(actor, source) of every roll in the data file's log."""
    return [(e["actor"], e["source"]) for e in t.events() if e["type"] == "RollMade"]


def test_a_players_blank_initiative_is_never_rolled_and_the_words_say_who_still_types(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("glowlands", who_rolls=None))  # a new campaign: players type their dice
    t.space()
    entry = t.initiative.entry
    assert list(entry.rows) == ["haelon", "brannoc", "ysolde"]
    assert entry.all_button.text() == NONE_ROLLED and not entry.all_button.isEnabled()
    assert entry.note.text() == "Still to type: Haelon, Brannoc and Ysolde (players roll their own dice)."
    assert not is_error(entry.note)
    assert not entry.rows["haelon"][2].isEnabled()  # a blank player's row cannot be entered
    assert entry.field("haelon").result.text() == "type"

    entry.field("haelon").enter_faces(10)
    assert entry.rows["haelon"][2].isEnabled() and entry.all_button.isEnabled()
    assert entry.note.text() == "Still to type: Brannoc and Ysolde (players roll their own dice)."
    entry.all_button.click()
    # Only the typed row went in: nobody else's die was rolled, and their rows still wait.
    assert t.state.sched["init"] == {"haelon": 14}
    assert saved_rolls(t) == [("haelon", "entered")]
    assert entry.waiting() == ["brannoc", "ysolde"] and entry.entered == {"haelon": "14"}
    t.qtbot.keyClick(entry.field("brannoc").input, Qt.Key.Key_Return)  # Return on a blank row: nothing
    assert t.types() == ["next", "glowlands.initiative"]

    entry.field("brannoc").enter_faces(5)
    entry.field("ysolde").enter_faces(15)
    assert entry.note.isHidden()
    entry.all_button.click()
    assert t.state.sched["init"] == {"haelon": 14, "brannoc": 7, "ysolde": 20}
    assert {source for _, source in saved_rolls(t)} == {"entered"}


@pytest.mark.parametrize(
    ("ruleset", "who_rolls", "label", "blank_words"),
    [
        ("glowlands", "app", ALL_ROLLED, "roll"),  # the app rolls everything: every blank row is rolled
        ("cards", None, ALL_ROLLED, "draw"),  # the deck is the GM's: GM Desk may deal it by default
        ("cards", "typed", NONE_ROLLED, "type"),  # every die typed: no row is dealt by GM Desk
    ],
)
def test_the_enter_all_words_follow_the_campaigns_setting(
    store: Any, make_table: Any, ruleset: str, who_rolls: str | None, label: str, blank_words: str
) -> None:
    t = make_table(demo_encounter(ruleset, who_rolls=who_rolls))
    t.space()
    entry = t.initiative.entry
    first = entry.waiting()[0]
    field = entry.field(first)
    shown = field.result.text() if ruleset == "glowlands" else field.specialValueText()
    assert (entry.all_button.text(), shown) == (label, blank_words)
    assert entry.all_button.isEnabled() == (label == ALL_ROLLED)
    assert entry.note.isHidden() == (label == ALL_ROLLED)
    if label == ALL_ROLLED:
        entry.all_button.click()
        assert entry.isHidden() or not entry.waiting()  # every blank row was rolled or dealt


def guard_hits_boudica(t: Any, luck: int = 10) -> None:
    """A teams fight the Gate Guard starts: his typed attack hits Boudica, who must answer."""
    t.initiative.start_form.boxes["instigator"].setCurrentText("Gate Guard")
    t.space()
    form = t.combat.action
    assert form.pick("teams.attack", target="boudica", weapon="Spear")
    form.dice["attack"].enter_faces(6, 6)
    form.dice["attack_luck"].enter_faces(luck)
    form.go.click()
    assert t.initiative.prompt_label.text().startswith("Gate Guard hits Boudica")


def test_an_answer_that_needs_a_players_roll_asks_for_it_and_goes_on_with_it(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("teams", who_rolls=None))
    guard_hits_boudica(t)
    panel, ask = t.initiative, t.initiative.roll_ask
    assert ask.isHidden()
    before = t.types()
    t.choose("Boudica dodges")
    # Refused for Boudica's blank roll: nothing applied, and the panel asks for that roll in words.
    assert t.types() == before
    assert ask.isVisible()
    assert ask.words.text() == "Type Boudica's dodge roll (1d6+1d4): players roll their own dice."
    assert ask.entry.expr == "1d6+1d4" and ask.entry.result.text() == "type"
    assert not ask.go.isEnabled()
    ask.entry.input.setFocus()
    t.qtbot.keyClicks(ask.entry.input, "3 2")
    t.qtbot.keyClick(ask.entry.input, Qt.Key.Key_Return)
    # The dodge's luck die is Boudica's too: asked the same way, the roll typed so far kept.
    assert t.types() == before
    assert ask.words.text() == "Type Boudica's dodge luck roll (1d20): players roll their own dice."
    ask.entry.enter_faces(11)
    ask.go.click()
    assert ask.isHidden()
    saved = repo.load_log(t.session.encounter_id)[-1]
    assert saved.command["type"] == "teams.defend" and saved.command["args"]["reaction"] == "dodge"
    assert saved.command["dice"] == {"dodge": [3, 2], "dodge_luck": [11]}
    boudicas = [source for actor, source in saved_rolls(t) if actor == "boudica"]
    assert boudicas == ["entered", "entered"]
    assert not panel.prompt_label.text().startswith("Gate Guard hits Boudica")


def test_an_asked_roll_goes_when_the_fight_moves_back(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams", who_rolls=None))
    guard_hits_boudica(t)
    ask = t.initiative.roll_ask
    t.choose("Boudica dodges")
    assert ask.isVisible()
    t.initiative.back_button.click()  # the Guard's attack is taken back: no dodge is due any more
    assert ask.isHidden() and ask.command is None
    assert t.types() == ["start"]


def test_an_answers_own_dice_field_keeps_its_button_off_until_the_player_types(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("marching", who_rolls=None))
    t.space()
    t.choose("Ava takes the initiative")
    choices = t.initiative.choices
    label = "Ava seizes the turn from Bren (unopposed)"
    index = choices.labels().index(label)
    purpose, die = choices.dice[index]
    assert purpose == "seize:ava" and die.result.text() == "type"
    assert not choices.button(label).isEnabled()
    assert choices.note.text() == "Type Ava's seize (1d20): the dice at the table decide it."
    assert not is_error(choices.note)
    before = t.types()
    choices.button(label).click()
    assert t.types() == before
    die.input.setFocus()
    t.qtbot.keyClicks(die.input, "17")
    assert choices.button(label).isEnabled() and choices.note.isHidden()
    t.qtbot.keyClick(die.input, Qt.Key.Key_Return)  # Return answers with the typed roll
    saved = repo.load_log(t.session.encounter_id)[-1]
    assert saved.command["type"] == "marching.seize" and saved.command["dice"] == {"seize:ava": [17]}
    assert ("ava", "entered") in saved_rolls(t)


def test_next_asks_for_each_roll_the_campaign_keeps_typed_then_goes_on(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("cards", who_rolls="typed"))  # "every die is typed in": the deal too
    t.space()
    ask = t.initiative.roll_ask
    before = t.types()
    t.space()  # Next deals the cards: the first card's draw is asked for, nothing is dealt
    assert t.types() == before and ask.isVisible()
    assert ask.words.text() == "Type the card 1 roll (1d10) for Ida: this campaign has every die typed in."
    typed = 0
    while ask.isVisible() and typed < 10:
        assert t.types() == before  # nothing applied until every roll is typed
        ask.entry.enter_faces(1)
        t.qtbot.keyClick(ask.entry.input, Qt.Key.Key_Return)
        typed += 1
    assert ask.isHidden()
    saved = repo.load_log(t.session.encounter_id)[-1]
    assert saved.command["type"] == "next" and saved.command["dice"]["card1:ida"] == [1]
    # each holder's card is typed apart: one typed card is never dealt to two holders
    assert len(saved.command["dice"]) == typed and typed > 1
    assert {key.partition(":")[2] for key in saved.command["dice"]} == {"ida", "jon", "Wolves"}
    assert {source for _, source in saved_rolls(t)} == {"entered"}


def test_a_pc_who_takes_the_hit_is_asked_for_the_roll_to_stay_conscious(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams", who_rolls=None))
    guard_hits_boudica(t, luck=20)  # a critical: more than Boudica can take standing
    t.choose("Boudica takes the hit")
    panel, ask = t.initiative, t.initiative.roll_ask
    assert panel.prompt_label.text() == "Boudica is missing 9 health: Fortify against 9 or fall unconscious."
    assert panel.choices.labels() == ["Boudica: Fortify", "Boudica falls unconscious"]
    before = t.types()
    t.choose("Boudica: Fortify")
    assert t.types() == before  # refused, nothing applied: the roll is Boudica's to make
    assert ask.words.text() == "Type Boudica's fortify roll (1d6+1d4+1): players roll their own dice."
    ask.entry.enter_faces(4, 3)
    t.qtbot.keyClick(ask.entry.input, Qt.Key.Key_Return)
    assert t.types() == before
    assert ask.words.text() == "Type Boudica's fortify luck roll (1d20): players roll their own dice."
    ask.entry.enter_faces(12)
    ask.go.click()
    assert ask.isHidden()
    saved = repo.load_log(t.session.encounter_id)[-1]
    assert saved.command["type"] == "teams.stay_conscious" and saved.command["args"] == {"choice": "fortify"}
    assert saved.command["dice"] == {"fortify": [4, 3], "fortify_luck": [12]}
    assert {source for actor, source in saved_rolls(t) if actor == "boudica"} == {"entered"}
