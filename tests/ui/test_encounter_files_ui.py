"""File ▸ Import encounter file… and Encounter ▸ Duplicate encounter, driven through the window's menus:
a file comes in as a new encounter of the open campaign and opens; a refused file shows the gate's
message and changes nothing; a prepared encounter is duplicated, a started one is not."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gm_desk.store import repositories as repo
from gm_desk.ui.main_window import MainWindow
from tests.store.encounter_file_cases import data_file_digest, documents, hostile_documents
from tests.ui.conftest import start_fight

DOCUMENTS = dict(documents())


def menu_action(window: MainWindow, menu: str, text: str) -> QAction:
    (top,) = [a for a in window.menuBar().actions() if a.text() == menu]
    (found,) = [a for a in top.menu().actions() if a.text() == text]
    return found


def choose_file(monkeypatch, path: Path) -> list[str]:
    asked: list[str] = []

    def answer(_parent, title, *args, **kwargs):
        asked.append(title)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answer))
    return asked


def test_import_brings_a_file_in_as_an_encounter_of_the_open_campaign(window, monkeypatch, tmp_path) -> None:
    doc = DOCUMENTS["glowlands-running"]
    doc["setup"]["name"] = "The relay, again"
    path = tmp_path / "relay.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    campaign_id = window.session.campaign_id
    before = {e.id for e in repo.list_encounters(campaign_id)}
    asked = choose_file(monkeypatch, path)
    action = menu_action(window, "&File", "&Import encounter file…")
    assert action.isEnabled()
    assert window.actions_.open_encounter.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    action.trigger()
    assert asked == ["Import encounter file"]
    (new_id,) = {e.id for e in repo.list_encounters(campaign_id)} - before
    assert window.session.encounter_id == new_id and window.session.campaign_id == campaign_id
    assert window.windowTitle() == "GM Desk — Test campaign — The relay, again"
    assert window.statusBar().currentMessage() == (
        "Imported relay.json as 'The relay, again' (running at command 5) in Test campaign."
    )
    # Running at its last command: the log is there, the undo history holds it, options kept.
    assert [e.to_dict() for e in window.session.encounter.log] == doc["log"]
    assert window.undo_group.activeStack().count() == len(doc["log"])
    assert repo.get_encounter(new_id).setup["options"] == doc["setup"]["options"]
    assert not window.actions_.duplicate.isEnabled()


def test_a_refused_file_shows_the_gates_message_and_changes_nothing(
    window, store, monkeypatch, tmp_path
) -> None:
    doc, _word = hostile_documents()["side that does not exist"]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    opened = window.session.encounter_id
    campaigns = repo.list_campaigns()
    encounters = repo.list_encounters(window.session.campaign_id)
    before = data_file_digest(store)
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _p, title, text, *a: warnings.append((title, text)))
    )
    choose_file(monkeypatch, path)
    menu_action(window, "&File", "&Import encounter file…").trigger()
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Import encounter file"
    assert text.startswith("broken.json: setup.combatants[0].side: names a side the file does not list")
    assert text.endswith("Nothing was imported.")
    assert window.session.encounter_id == opened
    assert (
        repo.list_campaigns() == campaigns and repo.list_encounters(window.session.campaign_id) == encounters
    )
    assert data_file_digest(store) == before


def test_a_cancelled_file_dialog_does_nothing(window, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    opened = window.session.encounter_id
    assert window.import_encounter_file() is None
    assert window.session.encounter_id == opened


def test_duplicate_copies_the_prepared_encounter_and_opens_the_copy(window, monkeypatch) -> None:
    original = window.session.encounter_id
    campaign_id = window.session.campaign_id
    window.session.flush()
    layout = repo.get_encounter(original).layout
    action = menu_action(window, "E&ncounter", "&Duplicate encounter")
    assert action.isEnabled()
    action.trigger()
    copy = window.session.encounter_id
    assert copy != original and window.session.campaign_id == campaign_id
    name = repo.get_encounter(original).name
    assert window.windowTitle() == f"GM Desk — Test campaign — {name} (copy)"
    assert window.statusBar().currentMessage() == f"Duplicated '{name}' as '{name} (copy)'."
    record = repo.get_encounter(copy)
    assert record.setup == repo.get_encounter(original).setup and record.layout == layout
    assert sorted(c.id for c in window.session.state.combatants.values()) == sorted(
        c["id"] for c in record.setup["combatants"]
    )


def test_a_started_fight_cannot_be_duplicated(window, monkeypatch) -> None:
    action = menu_action(window, "E&ncounter", "&Duplicate encounter")
    start_fight(window.session)
    assert not action.isEnabled()
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda _p, _t, text, *a: told.append(text)))
    count = len(repo.list_encounters(window.session.campaign_id))
    opened = window.session.encounter_id
    assert window.duplicate_encounter() is None  # asked anyway (a script, a stale menu): refused in words
    assert len(told) == 1 and "has started, so it cannot be duplicated" in told[0]
    assert window.session.encounter_id == opened
    assert len(repo.list_encounters(window.session.campaign_id)) == count
    window.undo_group.activeStack().undo()  # back to prep: it can be duplicated again
    while window.undo_group.activeStack().canUndo():
        window.undo_group.activeStack().undo()
    assert window.session.in_prep and action.isEnabled()
