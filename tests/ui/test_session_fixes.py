"""Session fixes: undoing a prep edit keeps the fight steps above it, a damaged log never keeps
GM Desk from starting, every undo, redo and prep edit is written before memory changes (a failed
write changes nothing), and layout edits are saved once after a burst of nudges."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from gm_desk import store as repo  # the public face, which the session writes through
from gm_desk.rules import prep
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import autosave
from gm_desk.store.errors import StoreError
from gm_desk.ui.main_window import KEY_LAST, MainWindow, settings_for
from gm_desk.ui.session import LAYOUT_SAVE_MS, NOT_SAVED, EncounterSession
from tests.ui.conftest import start_fight
from tests.ui.prep_calls import add_zone


def seqs(rows: list[Any]) -> list[int]:
    return [row.seq for row in rows]


def reopened_state(session: EncounterSession) -> dict[str, Any]:
    again = EncounterSession(session.encounter_id)
    try:
        return again.state.to_dict()
    finally:
        again.deleteLater()


# --- 1. undoing a prep edit keeps the fight above it ---------------------------------------------


def test_undoing_a_map_edit_keeps_the_fight_steps_above_it(make_session) -> None:
    session = make_session()
    assert add_zone(session, QRectF(900, 0, 200, 150), "Old Well") == "zone7"
    assert session.submit(Command("next")).ok
    began = session.state.to_dict()
    step = session.undo_stack.undoText()
    session.undo()  # the start
    session.undo()  # the new zone
    assert "zone7" not in session.state.zones.zones
    assert seqs(repo.load_undone(session.encounter_id)) == [1]  # still redoable, still saved
    session.redo()
    session.redo()
    assert session.state.started and session.state.to_dict() == began
    assert session.undo_stack.undoText() == step
    assert seqs(repo.load_log(session.encounter_id)) == [1]
    assert repo.load_undone(session.encounter_id) == []
    assert reopened_state(session) == began


def test_a_new_edit_or_command_after_undoing_a_map_edit_drops_the_old_fight(make_session) -> None:
    session = make_session()
    add_zone(session, QRectF(900, 0, 200, 150), "Old Well")
    session.submit(Command("next"))
    session.undo()
    session.undo()
    assert session.edit(prep.rename_zone, "gate", "Broken Gate")  # a new edit: the start goes with the redo steps
    assert not session.undo_stack.canRedo()
    assert repo.load_undone(session.encounter_id) == []
    assert session.submit(Command("next")).ok
    assert seqs(repo.load_log(session.encounter_id)) == [1]
    assert reopened_state(session) == session.state.to_dict()


def test_a_fight_decided_on_an_undone_map_is_not_offered_again_on_reopen(make_session) -> None:
    session = make_session()
    add_zone(session, QRectF(900, 0, 200, 150), "Old Well")
    start_fight(session)
    assert session.submit(Command("gm.place", args={"cid": "ysolde", "zone": "zone7"})).ok
    while session.undo_stack.canUndo():
        session.undo()
    assert "zone7" not in session.state.zones.zones
    again = EncounterSession(session.encounter_id)  # the saved setup no longer has zone7
    try:
        assert not again.undo_stack.canRedo() and not again.encounter.can_redo
        assert again.submit(Command("next")).ok  # the stale rows are dropped, not clashed with
        assert seqs(repo.load_log(again.encounter_id)) == [1]
        assert repo.load_undone(again.encounter_id) == []
    finally:
        again.deleteLater()


# --- 2. a damaged log never blocks start-up -------------------------------------------------------


def _encounter_with_entry(name: str, command: dict[str, Any], events: list[dict[str, Any]]) -> int:
    setup = demo_setup()
    campaign = repo.create_campaign(f"{name} campaign", "glowlands")
    encounter_id = repo.create_encounter(campaign.id, name, "glowlands", setup).id
    repo.append_entry(encounter_id, 1, command, events)
    return encounter_id


@pytest.mark.parametrize(
    ("command", "events"),
    [
        ({"type": "next"}, [{"type": "RoundEnded"}]),  # an event missing its round
        ({"not": "a command"}, []),  # not even a command
    ],
)
def test_an_unreadable_log_entry_is_a_session_error_or_a_plain_line(command, events, store) -> None:
    encounter_id = _encounter_with_entry("Damaged", command, events)
    try:
        session = EncounterSession(encounter_id)
    except Exception as exc:  # the one kind allowed: a SessionError with a sentence
        assert type(exc).__name__ == "SessionError" and str(exc)
    else:
        assert session.lines  # the odd event is shown by its type, the fight is open
        session.deleteLater()


def test_a_damaged_last_encounter_does_not_block_start_up(qtbot, store) -> None:
    good = _encounter_with_entry("Good", {"type": "gm.note", "args": {"text": "hi"}}, [])
    bad = _encounter_with_entry("Bad", {"not": "a command"}, [])
    settings = settings_for(store)
    settings.setValue(KEY_LAST, bad)
    settings.sync()
    window = MainWindow(store)
    qtbot.addWidget(window)
    assert window.session is None or window.session.encounter_id != bad
    assert window.statusBar().currentMessage()
    assert settings_for(store).value(KEY_LAST) in (None, good, str(good))
    assert good  # the good encounter may open (it is the first listed) or not: start-up went on


# --- 3. written first: a failed write changes nothing ---------------------------------------------


def _failing(*_: Any, **__: Any) -> None:
    raise StoreError("the disk is full")


def test_a_failed_undo_mark_changes_nothing(make_session, monkeypatch, qtbot) -> None:
    session = make_session()
    start_fight(session)
    before, index = session.state.to_dict(), session.undo_stack.index()
    monkeypatch.setattr(autosave, "save_undo", _failing)
    with qtbot.waitSignal(session.rejected) as got:
        session.undo()
    assert got.args[0] == NOT_SAVED
    assert session.state.to_dict() == before
    qtbot.waitUntil(lambda: session.undo_stack.index() == index)
    assert session.state.to_dict() == before and not session.encounter.can_redo
    monkeypatch.undo()
    assert reopened_state(session) == before
    session.undo()  # works again once the file does
    assert session.state.actor is None


def test_a_failed_redo_mark_then_a_new_command_leaves_no_hole(make_session, monkeypatch, qtbot) -> None:
    session = make_session()
    start_fight(session)
    session.undo()
    undone, index = session.state.to_dict(), session.undo_stack.index()
    monkeypatch.setattr(autosave, "save_undo", _failing)
    session.redo()
    qtbot.waitUntil(lambda: session.undo_stack.index() == index)
    assert session.state.to_dict() == undone and session.encounter.can_redo
    monkeypatch.undo()
    assert session.submit(Command("gm.note", args={"text": "a new command"})).ok
    assert seqs(repo.load_log(session.encounter_id)) == list(range(1, len(session.encounter.log) + 1))
    assert reopened_state(session) == session.state.to_dict()


def test_a_failed_map_edit_is_not_applied(make_session, monkeypatch, qtbot) -> None:
    session = make_session()
    monkeypatch.setattr(autosave, "save_setup", _failing)
    with qtbot.waitSignal(session.rejected) as got:
        assert add_zone(session, QRectF(900, 0, 200, 150)) is None
    assert got.args[0] == NOT_SAVED
    assert "zone7" not in session.state.zones.zones and session.undo_stack.count() == 0


def test_a_failed_undo_of_a_map_edit_keeps_the_map(make_session, monkeypatch, qtbot) -> None:
    session = make_session()
    add_zone(session, QRectF(900, 0, 200, 150), "Old Well")
    monkeypatch.setattr(autosave, "save_setup", _failing)
    session.undo()
    qtbot.waitUntil(lambda: session.undo_stack.index() == 1)
    assert "zone7" in session.state.zones.zones
    monkeypatch.undo()
    assert "zone7" in repo.get_encounter(session.encounter_id).setup["zones"]["zones"][-1]["id"]
    session.undo()
    assert "zone7" not in session.state.zones.zones
    assert reopened_state(session) == session.state.to_dict()


def test_a_closed_store_refuses_undo_and_the_reopened_fight_matches(make_session, store, qtbot) -> None:
    session = make_session()
    start_fight(session)
    before = session.state.to_dict()
    store.close()
    with qtbot.waitSignal(session.rejected):
        session.undo()
    assert session.state.to_dict() == before
    qtbot.waitUntil(lambda: session.undo_stack.canRedo() is False)


# --- 4. layout saves are debounced -------------------------------------------------------------------


def _count_layout_writes(monkeypatch) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    real = repo.update_encounter

    def counting(encounter_id: int, **fields: Any) -> Any:
        calls.append(fields)
        return real(encounter_id, **fields)

    monkeypatch.setattr(repo, "update_encounter", counting)
    return calls


def _nudge_gate(window: MainWindow, times: int) -> QRectF:
    scene = window.canvas.map_scene
    old = QRectF(window.session.zone_rect("gate"))
    scene.clearSelection()
    scene.zones["gate"].setSelected(True)
    for _ in range(times):
        assert scene.nudge(10, 0)
    return old


def test_twenty_nudges_are_one_write_after_flush(window: MainWindow, monkeypatch) -> None:
    calls = _count_layout_writes(monkeypatch)
    old = _nudge_gate(window, 20)
    assert calls == []  # nothing written per key
    window.session.flush()
    assert len(calls) == 1
    saved = repo.get_encounter(window.session.encounter_id).layout["zones"]["gate"]
    assert saved[0] == old.x() + 200


def test_a_burst_of_nudges_is_saved_by_itself_after_a_pause(window: MainWindow, monkeypatch, qtbot) -> None:
    calls = _count_layout_writes(monkeypatch)
    old = _nudge_gate(window, 5)
    qtbot.wait(LAYOUT_SAVE_MS + 200)
    assert len(calls) == 1
    assert repo.get_encounter(window.session.encounter_id).layout["zones"]["gate"][0] == old.x() + 50


def test_opening_another_encounter_writes_the_waiting_layout(
    window: MainWindow, make_window: Callable[[], MainWindow], monkeypatch
) -> None:
    calls = _count_layout_writes(monkeypatch)
    first = window.session.encounter_id
    old = _nudge_gate(window, 3)
    other = repo.create_encounter(window.session.campaign_id, "Other", "glowlands", demo_setup()).id
    assert window.open_encounter(other)
    assert len(calls) == 1
    assert repo.get_encounter(first).layout["zones"]["gate"][0] == old.x() + 30


def test_a_destroyed_session_writes_its_waiting_layout(demo_encounter: int, qtbot) -> None:
    session = EncounterSession(demo_encounter)
    old = QRectF(session.zone_rect("gate"))
    session.set_zone_rects({"gate": old.translated(40, 0)}, "Nudge zone", 7)
    encounter_id = session.encounter_id
    destroyed: list[bool] = []
    session.destroyed.connect(lambda *_: destroyed.append(True))
    session.deleteLater()
    qtbot.waitUntil(lambda: destroyed == [True])
    assert repo.get_encounter(encounter_id).layout["zones"]["gate"][0] == old.x() + 40
