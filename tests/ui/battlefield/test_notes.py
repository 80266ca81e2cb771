"""The GM's notes on an encounter, a combatant, a zone and the campaign: typed in Encounter ▸ Notes… or from
a token's or zone's menu, kept in the data file, printed on the prep sheet, and never shown to the players,
on the shared page, in the recap or in an encounter file (issue #31, item 7)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from gm_desk import store as repo
from gm_desk.rules.player_facts import player_facts
from gm_desk.share.page import SharedView, page_html
from gm_desk.ui.fight_recap import export_recap
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep.notes_dialog import NotesDialog, open_notes
from gm_desk.ui.prep_sheet_content import sheet_content
from tests.store.encounter_file_cases import data_file_digest
from tests.ui.conftest import start_fight
from tests.ui.player_view.test_player_view import player_texts
from tests.ui.test_hidden_combatants import token_action

SECRETS = {
    "encounter": "The relay hides a second cache under the floorboards",
    "caretaker": "Caretaker flees at half Strain <b>never</b> surrenders",
    "yard": "The yard's gate sticks: a free attack on anyone forcing the hinges",
    "campaign": "Baron Ulric pays the machinists",
}


def typed(qtbot: Any, dialog: NotesDialog) -> None:
    """Type a note on the encounter, the Caretaker, the yard and the campaign, as a GM would."""
    dialog.tabs.setCurrentWidget(dialog.encounter)
    qtbot.keyClicks(dialog.encounter, SECRETS["encounter"])
    dialog.tabs.setCurrentWidget(dialog.combatants)
    dialog.combatants.choose("caretaker")
    qtbot.keyClicks(dialog.combatants.text, SECRETS["caretaker"])
    dialog.tabs.setCurrentWidget(dialog.zones)
    dialog.zones.choose("yard")
    qtbot.keyClicks(dialog.zones.text, SECRETS["yard"])
    dialog.tabs.setCurrentWidget(dialog.campaign)
    qtbot.keyClicks(dialog.campaign, SECRETS["campaign"])


def shown_dialog(window: MainWindow) -> NotesDialog:
    (dialog,) = [d for d in window.findChildren(NotesDialog) if d.isVisible()]
    return dialog


def opened_by_keys(qtbot: Any, window: MainWindow) -> NotesDialog:
    assert window.actions_.notes.shortcut() == QKeySequence("Ctrl+Shift+N")
    window.actions_.notes.trigger()
    dialog = shown_dialog(window)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def saved_notes(qtbot: Any, window: MainWindow) -> None:
    dialog = opened_by_keys(qtbot, window)
    typed(qtbot, dialog)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible()


def test_notes_typed_and_saved_come_back_when_the_dialog_opens_again(qtbot: Any, window: MainWindow) -> None:
    saved_notes(qtbot, window)
    session = window.session
    stored = repo.encounter_notes(session.encounter_id)
    assert stored.encounter == SECRETS["encounter"]
    assert stored.combatants == {"caretaker": SECRETS["caretaker"]}
    assert stored.zones == {"yard": SECRETS["yard"]}
    assert repo.campaign_notes(session.campaign_id) == SECRETS["campaign"]
    again = opened_by_keys(qtbot, window)
    assert again.encounter.toPlainText() == SECRETS["encounter"]
    again.combatants.choose("caretaker")
    assert again.combatants.text.toPlainText() == SECRETS["caretaker"]
    marked = [again.combatants.list.item(i).text() for i in range(again.combatants.list.count())]
    assert "Caretaker  •" in marked and "Haelon" in marked  # a name with a note is marked
    again.reject()  # nothing changed: no question
    assert not again.isVisible()


def test_a_tokens_and_a_zones_menu_open_the_note_where_it_belongs(qtbot: Any, window: MainWindow) -> None:
    _menu, note = token_action(window, "caretaker", "Note…")
    assert note is not None
    note.trigger()
    dialog = shown_dialog(window)
    assert dialog.tabs.currentWidget() is dialog.combatants
    assert dialog.combatants.chosen == "caretaker"
    dialog.close()
    zone_dialog = open_notes(window, zone="yard")
    assert zone_dialog is not None and zone_dialog.tabs.currentWidget() is zone_dialog.zones
    assert zone_dialog.zones.chosen == "yard"


def test_a_note_with_a_control_character_is_refused_and_nothing_is_kept(
    qtbot: Any, window: MainWindow, store: Any
) -> None:
    window.session.flush()
    before = data_file_digest(store)
    dialog = opened_by_keys(qtbot, window)
    dialog.encounter.setPlainText("ring the bell \x07 now")
    dialog.campaign.setPlainText("this one is fine")
    dialog.accept()
    assert dialog.isVisible() and "control character" in dialog.problem.text()
    assert "U+0007" in dialog.problem.text()
    assert data_file_digest(store) == before


def test_cancel_with_changes_asks_and_keeps_the_text_until_the_gm_discards(
    qtbot: Any, window: MainWindow, monkeypatch: Any
) -> None:
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    asked: list[str] = []

    def answer(*args: Any) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    dialog = opened_by_keys(qtbot, window)
    qtbot.keyClicks(dialog.encounter, "half a thought")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and dialog.encounter.toPlainText() == "half a thought" and len(asked) == 1
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and len(asked) == 2
    assert repo.encounter_notes(window.session.encounter_id).encounter == ""


def test_the_prep_sheet_prints_every_note_as_typed(qtbot: Any, window: MainWindow) -> None:
    saved_notes(qtbot, window)
    session = window.session
    notes = repo.encounter_notes(session.encounter_id).document()
    content = sheet_content(
        session.name, session.setup, session.layout, None, {}, notes, repo.campaign_notes(session.campaign_id)
    )
    printed = "".join(content.sections)
    assert "Your notes" in printed
    assert "Caretaker flees at half Strain &lt;b&gt;never&lt;/b&gt; surrenders" in printed  # markup as typed
    for key in ("encounter", "yard", "campaign"):
        assert SECRETS[key].replace("'", "&#x27;") in printed


@pytest.mark.parametrize("stage", ["prep", "fight"])
def test_no_note_reaches_the_players_the_shared_page_the_recap_or_a_file(
    qtbot: Any, window: MainWindow, tmp_path: Path, stage: str
) -> None:
    saved_notes(qtbot, window)
    session = window.session
    if stage == "fight":
        start_fight(session)
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    assert view is not None
    QApplication.processEvents()
    shown = "\n".join(player_texts(view))
    facts = player_facts(session.ruleset, session.state)
    page = page_html(SharedView(facts, {}), "/t/", "1")
    assert window.save_encounter_file(tmp_path / "fight.gmdesk.json")
    exported = (tmp_path / "fight.gmdesk.json").read_text(encoding="utf-8")
    recap = ""
    if stage == "fight":
        written = export_recap(window, tmp_path / "recap.md")
        assert written is not None
        recap = written.read_text(encoding="utf-8")
    for text in SECRETS.values():
        for word in (text, text.split()[-1]):
            assert word not in shown and word not in page and word not in exported and word not in recap, word
    assert "Caretaker" in shown and json.loads(exported)["setup"]
