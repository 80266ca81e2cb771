"""Exporting the combat log to Markdown: from the log dock's button and File ▸ Export combat log…, the
whole log under a heading (campaign, encounter, date), grouped by round, written atomically."""

from __future__ import annotations

import os
import stat
from collections import deque
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command
from gm_desk.store import files as store_files
from gm_desk.store import seed_if_empty
from gm_desk.store.seed import DEMO_CAMPAIGN_NAME
from gm_desk.ui import log_export
from gm_desk.ui.main_window import MainWindow
from tests.conftest import BESTIARY_DIR
from tests.ui.conftest import start_fight

EXPECTED_BODY = r"""- System: Threat & Retaliation
- State: Round 2, Ysolde's turn

## Before the first round

- (1) The encounter begins.
- (1) Phase: Initiative.
- (2) Ysolde rolls Skill Mastery: 1d20+5 [15] = 20.
- (3) Haelon rolls Skill Mastery: 1d20+4 [10] = 14.
- (4) Brannoc rolls Skill Mastery: 1d20+2 [5] = 7.
- (4) Phase: Initiative set.

## Round 1

- (5) Round 1 begins.
- (5) Phase: PC turns.
- (5) Ysolde's turn.
- (6) The \*Relay\* hums \<b>loudly\</b> \_again\_ (no_snake_case), \` here.
- (7) Ysolde ends the turn.
- (7) Haelon's turn.
- (8) Haelon ends the turn.
- (8) Brannoc's turn.
- (9) Brannoc ends the turn.
- (9) Phase: Retaliation phase.
- (10) The Caretaker lets its end-of-round Retaliation pass.
- (11) The Peacekeeper lets its end-of-round Retaliation pass.
- (12) The Glass Hound lets its end-of-round Retaliation pass.
- (13) The Lumen Moth Swarm lets its end-of-round Retaliation pass.
- (14) Round 1 ends.

## Round 2

- (14) Round 2 begins.
- (14) Phase: PC turns.
- (14) Ysolde's turn.
"""


@pytest.fixture
def window(qtbot, store) -> MainWindow:
    seed_if_empty(store, BESTIARY_DIR)
    win = MainWindow(store, dice=DiceBox(script=deque()))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def play_into_round_two(window: MainWindow) -> None:
    """Round 1 of the demo: a note, three turns ended, the end-of-round sweep skipped; round 2 begins."""
    session = window.session
    start_fight(session)
    note = "The *Relay* hums <b>loudly</b>\n_again_ (no_snake_case), ` here."
    assert session.submit(Command("gm.note", args={"text": note})).ok
    for cid in ("ysolde", "haelon", "brannoc"):
        assert session.submit(Command("end_turn", cid)).ok
    for npc in ("caretaker", "peacekeeper", "hound", "moths"):
        assert session.submit(Command("glowlands.sweep", args={"npc": npc, "skip": True})).ok
    assert session.submit(Command("next")).ok
    assert (session.state.round, session.state.actor) == (2, "ysolde")


def split_date(text: str) -> tuple[str, datetime, str]:
    """The text before the date line, the date it gives, and the text after it."""
    head, rest = text.split("- Date: ", 1)
    date, tail = rest.split("\n", 1)
    return head, datetime.strptime(date, "%Y-%m-%d %H:%M"), tail


def test_the_log_dock_button_writes_the_whole_log_by_round(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    play_into_round_two(window)
    target = tmp_path / "exports" / "relay.md"
    target.parent.mkdir()
    asked = []

    def save_as(parent, title, suggested, filters):
        asked.append((title, Path(suggested).name, filters))
        return str(target), filters

    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", save_as)
    window.combat_log.filter.setText("Brannoc")  # the filter narrows the dock, never the export
    before = datetime.now().replace(second=0, microsecond=0)
    window.combat_log.export_button.click()
    assert asked == [("Export combat log", "Ambush at the Dead Relay - combat log.md", "Markdown (*.md)")]
    head, when, tail = split_date(target.read_text(encoding="utf-8"))
    assert head == (
        "# Combat log: Ambush at the Dead Relay\n\n"
        f"- Campaign: {DEMO_CAMPAIGN_NAME}\n"
        "- Encounter: Ambush at the Dead Relay\n"
    )
    assert before <= when <= datetime.now()
    # Command 14 ("next") closes round 1 and opens round 2: each sentence sits under its own round.
    assert tail == EXPECTED_BODY
    assert sorted(p.name for p in target.parent.iterdir()) == ["relay.md"]  # no temporary file left
    assert window.statusBar().currentMessage() == "Exported the combat log to relay.md."


def test_file_menu_exports_what_the_log_holds_now(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    session = window.session
    start_fight(session)
    assert session.submit(Command("move", "ysolde", {"to": "yard"})).ok
    target = tmp_path / "after-undo.md"
    target.write_text("an older export\n", encoding="utf-8")
    os.chmod(target, 0o640)
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a: (str(target), "Markdown (*.md)")
    )
    window.actions_.undo.trigger()  # the move is taken back: the export follows the log as it stands
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    export = next(a for a in file_menu.actions() if a.text() == "&Export combat log…")
    assert export is window.actions_.export_log and export.isEnabled()
    export.trigger()
    _, _, tail = split_date(target.read_text(encoding="utf-8"))
    assert tail.endswith(
        "## Round 1\n\n- (5) Round 1 begins.\n- (5) Phase: PC turns.\n- (5) Ysolde's turn.\n"
    )
    assert "yard" not in tail.lower()
    assert stat.S_IMODE(target.stat().st_mode) == 0o640  # an overwritten file keeps its permissions


def test_a_failed_write_leaves_the_old_file_whole_and_no_temporary_file(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    start_fight(window.session)
    folder = tmp_path / "exports"
    folder.mkdir()
    target = folder / "log.md"
    target.write_text("the export from last week\n", encoding="utf-8")
    synced = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    def no_room(src, dst) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_files.os, "fsync", fsync)
    monkeypatch.setattr(store_files.os, "replace", no_room)
    assert window.combat_log.export_markdown(target) is None
    assert synced  # the new text reached the disk before the rename was tried
    assert target.read_text(encoding="utf-8") == "the export from last week\n"
    assert [p.name for p in folder.iterdir()] == ["log.md"]
    assert window.statusBar().currentMessage() == "The combat log was not exported: No space left on device"


def test_a_new_file_gets_ordinary_permissions_and_a_fight_not_started_says_so(
    window: MainWindow, tmp_path: Path
) -> None:
    target = tmp_path / "prep.md"
    assert window.combat_log.export_markdown(target) == target
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~mask
    _, _, tail = split_date(target.read_text(encoding="utf-8"))
    assert tail == "- System: Threat & Retaliation\n- State: Not started\n\nNothing has happened yet.\n"


def test_no_encounter_no_export(window: MainWindow, tmp_path: Path) -> None:
    window._set_session(None)
    assert not window.actions_.export_log.isEnabled()
    assert not window.combat_log.export_button.isEnabled()
    assert window.combat_log.export_markdown(tmp_path / "x.md") is None
    assert not (tmp_path / "x.md").exists()


def test_dates_come_from_the_clock(window: MainWindow) -> None:
    text = log_export.to_markdown(window.session, "Camp", datetime(2031, 4, 5, 6, 7) + timedelta(seconds=59))
    assert "- Date: 2031-04-05 06:07\n" in text
