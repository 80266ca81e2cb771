"""The condition library at the table: the picker offers the system's own conditions beside the built-in
ones and adds them with their rounds and tick moment; "Manage conditions…" opens the editor, which adds,
edits and deletes entries in the data file and shows a refusal in words."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from gm_desk.rules.condition_library import ConditionTemplate
from gm_desk.rules.conditions import COMMON_CONDITIONS
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.store.condition_store import ConditionRecord, list_conditions, save_condition
from gm_desk.ui.combat.combatant_card import CombatantCard
from gm_desk.ui.combat.condition_library_dialog import ConditionLibraryDialog
from gm_desk.ui.combat.conditions import ConditionsEditor
from tests.rules.test_encounter_file import SETUP

HEXED = ConditionTemplate(name="Hexed", rounds=3, tick="turn_end", note="-1 to every roll")


def fight() -> Encounter:
    enc = Encounter(copy.deepcopy(SETUP), seed=3)
    enc.apply(Command("start"))
    return enc


def type_into_spin(qtbot, spin, text: str) -> None:
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)


def test_the_picker_offers_the_library_and_adds_an_entry_with_its_rounds_and_tick(qtbot, store) -> None:
    save_condition(ConditionRecord("glowlands", HEXED))
    save_condition(ConditionRecord("teams", ConditionTemplate(name="Winded")))
    enc = fight()
    editor = ConditionsEditor(enc.handle)
    qtbot.addWidget(editor)
    editor.show()
    editor.show_combatant(enc.state.get("caretaker"), "round_end", "glowlands")

    assert editor.library_names() == ["Hexed"]
    offered = [editor.name.itemText(i) for i in range(editor.name.count())]
    assert offered[: len(COMMON_CONDITIONS)] == list(COMMON_CONDITIONS) and offered[-1] == "Hexed"

    qtbot.keyClicks(editor.name.lineEdit(), "Hexed")
    assert editor.rounds.value() == 3 and editor.name.toolTip() == "-1 to every roll"
    qtbot.keyClick(editor.name.lineEdit(), Qt.Key.Key_Return)

    (cond,) = enc.state.get("caretaker").conditions
    assert (cond.name, cond.remaining, cond.tick) == ("Hexed", 3, "turn_end")
    editor.show_combatant(enc.state.get("caretaker"), "round_end", "glowlands")
    assert editor.lines() == ["Hexed — 3 left, ticks at the end of the bearer's turn"]


def test_a_built_in_name_still_ticks_at_the_systems_moment(qtbot, store) -> None:
    save_condition(ConditionRecord("glowlands", HEXED))
    enc = fight()
    editor = ConditionsEditor(enc.handle)
    qtbot.addWidget(editor)
    editor.show_combatant(enc.state.get("caretaker"), "round_end", "glowlands")
    qtbot.keyClicks(editor.name.lineEdit(), "stunned")
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    (cond,) = enc.state.get("caretaker").conditions
    assert (cond.name, cond.tick) == ("stunned", enc.ruleset.condition_hook)


def test_the_combatant_card_gives_the_picker_its_system(qtbot, store) -> None:
    save_condition(ConditionRecord("glowlands", HEXED))
    enc = fight()
    card = CombatantCard(enc.handle)
    qtbot.addWidget(card)
    card.show_combatant(enc.state, "caretaker", "round_end")
    assert card.conditions.library_names() == ["Hexed"] and card.conditions.manage_button.isEnabled()


def test_manage_conditions_opens_the_editor_and_the_picker_shows_what_it_saved(qtbot, store) -> None:
    enc = fight()
    editor = ConditionsEditor(enc.handle)
    qtbot.addWidget(editor)
    editor.show()
    editor.show_combatant(enc.state.get("caretaker"), "round_end", "glowlands")
    assert editor.library_names() == []
    seen: list[str] = []

    def in_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ConditionLibraryDialog)
        seen.append(dialog.windowTitle())
        qtbot.keyClicks(dialog.name, "Soaked")
        type_into_spin(qtbot, dialog.rounds, "2")
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        dialog.reject()

    QTimer.singleShot(0, in_the_dialog)
    qtbot.mouseClick(editor.manage_button, Qt.MouseButton.LeftButton)

    assert seen == ["Manage conditions"]
    assert editor.library_names() == ["Soaked"]
    assert [(r.template.name, r.template.rounds) for r in list_conditions("glowlands")] == [("Soaked", 2)]


def test_the_editor_adds_edits_and_deletes_entries(qtbot, store) -> None:
    dialog = ConditionLibraryDialog("cards")
    qtbot.addWidget(dialog)
    dialog.show()

    qtbot.keyClicks(dialog.name, "Hexed")
    type_into_spin(qtbot, dialog.rounds, "3")
    dialog.tick.setCurrentIndex(dialog.tick.findData("turn_end"))
    qtbot.keyClicks(dialog.note, "-1 to every roll")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.names() == ["Hexed"] and dialog.message.text() == ""
    assert [r.template for r in list_conditions("cards")] == [HEXED]

    dialog.entries.setCurrentRow(0)
    type_into_spin(qtbot, dialog.rounds, "5")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert [r.template.rounds for r in list_conditions("cards")] == [5]

    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert dialog.name.text() == ""
    qtbot.keyClicks(dialog.name, "Soaked")
    type_into_spin(qtbot, dialog.rounds, "0")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.names() == ["Hexed", "Soaked"]
    assert list_conditions("cards")[1].template == ConditionTemplate(name="Soaked")

    dialog.entries.setCurrentRow(0)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert dialog.names() == ["Soaked"] and [r.template.name for r in list_conditions("cards")] == ["Soaked"]


def test_the_editor_shows_a_refusal_in_words_and_saves_nothing(qtbot, store) -> None:
    save_condition(ConditionRecord("cards", ConditionTemplate(name="Café")))
    dialog = ConditionLibraryDialog("cards")
    qtbot.addWidget(dialog)
    dialog.show()

    dialog.name.insert("Hex\u200bed")  # pasted: a zero-width space cannot be typed as a key
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "U+200B ZERO WIDTH SPACE" in dialog.message.text()

    dialog.name.clear()
    dialog.name.insert("CAFE\u0301")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "already has a condition named 'Café'" in dialog.message.text()

    dialog.name.clear()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "name" in dialog.message.text()
    assert [r.template.name for r in list_conditions("cards")] == ["Café"] and dialog.names() == ["Café"]
