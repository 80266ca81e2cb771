"""The restore dialog, the start-up recovery dialog and the backup timer, driven as a GM would."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gm_desk.store import StoreError, create_campaign, list_backups, list_campaigns
from gm_desk.store.auto_backup import AutoBackup
from gm_desk.store.recovery import open_with_recovery, recovery_offer
from gm_desk.ui.backups import BackupTimer, RecoveryDialog, RestoreDialog, ask_to_recover
from gm_desk.ui.backups.restore_dialog import COL_CONTENTS, COL_DATE, COL_REASON, PATH_ROLE, READABLE_ROLE


def _names() -> list[str]:
    return sorted(campaign.name for campaign in list_campaigns())


class Answers:
    """Stands in for the question and warning boxes, and remembers what they were asked."""

    def __init__(self, yes: bool = True) -> None:
        self.yes = yes
        self.questions: list[str] = []
        self.warnings: list[str] = []

    def confirm(self, parent, title: str, text: str) -> bool:
        self.questions.append(text)
        return self.yes

    def warn(self, parent, title: str, text: str) -> None:
        self.warnings.append(text)


def _dialog(qtbot, store, answers: Answers, **kwargs) -> RestoreDialog:
    dialog = RestoreDialog(store, confirm=answers.confirm, warn=answers.warn, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.fixture
def two_backups(store) -> tuple[Path, Path]:
    create_campaign("Ember Road", "glowlands")
    first = store.backup("manual")
    create_campaign("Wolf den", "glowlands")
    second = store.backup("before import of Glowlands core")
    create_campaign("After both backups", "glowlands")
    return first, second


def test_the_table_lists_backups_newest_first_in_plain_words(
    qtbot, qtmodeltester, store, two_backups
) -> None:
    first, second = two_backups
    dialog = _dialog(qtbot, store, Answers())
    model = dialog.model

    qtmodeltester.check(model)
    assert model.rowCount() == 2
    assert [model.index(row, 0).data(PATH_ROLE) for row in range(2)] == [str(second), str(first)]
    assert model.index(0, COL_REASON).data() == "Before import of glowlands core"
    assert model.index(0, COL_CONTENTS).data() == "0 creatures, 2 campaigns, 0 encounters"
    assert model.index(1, COL_CONTENTS).data() == "0 creatures, 1 campaign, 0 encounters"
    info = list_backups(store.backup_dir)[0]
    assert (
        model.index(0, COL_DATE).data() == f"{info.created:%a} {info.created.day} {info.created:%b %Y, %H:%M}"
    )
    assert dialog.selected().path == second and dialog.restore_button.isEnabled()
    assert not dialog.empty_label.isVisibleTo(dialog)


def test_restore_asks_first_then_puts_the_backup_back(qtbot, store, two_backups) -> None:
    first, _ = two_backups
    answers = Answers(yes=True)
    dialog = _dialog(qtbot, store, answers)
    dialog.table.selectRow(1)

    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    (question,) = answers.questions
    assert "0 creatures, 1 campaign, 0 encounters" in question and "backed up first" in question
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.restored.path == first
    assert _names() == ["Ember Road"] and not store.closed  # restored in place, open again
    assert "before-restore" in list_backups(store.backup_dir)[0].path.name
    assert dialog.result_message().startswith("Restored the backup of ")


def test_saying_no_restores_nothing(qtbot, store, two_backups) -> None:
    answers = Answers(yes=False)
    dialog = _dialog(qtbot, store, answers)

    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    assert len(answers.questions) == 1 and dialog.isVisible() and dialog.restored is None
    assert _names() == ["After both backups", "Ember Road", "Wolf den"]


def test_a_refused_restore_is_shown_and_the_dialog_stays(qtbot, store, two_backups) -> None:
    answers = Answers()

    def refuse(path: Path) -> None:
        raise StoreError("That backup was made by a newer GM Desk.")

    dialog = _dialog(qtbot, store, answers, restore=refuse)
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)

    assert answers.warnings == ["That backup was made by a newer GM Desk."]
    assert dialog.isVisible() and dialog.restored is None


def test_the_restore_callback_gets_the_chosen_backup(qtbot, store, two_backups) -> None:
    first, _ = two_backups
    asked: list[Path] = []
    dialog = _dialog(qtbot, store, Answers(), restore=asked.append)
    dialog.table.selectRow(1)

    dialog.table.doubleClicked.emit(dialog.model.index(1, 0))

    assert asked == [first] and dialog.result() == QDialog.DialogCode.Accepted


def test_an_unreadable_backup_is_listed_but_cannot_be_restored(qtbot, store) -> None:
    store.backup_dir.mkdir(parents=True, exist_ok=True)
    (store.backup_dir / "gm_desk-20260101-120000-000000-manual.sqlite3").write_bytes(os.urandom(4096))
    dialog = _dialog(qtbot, store, Answers())

    index = dialog.model.index(0, COL_CONTENTS)
    assert index.data().startswith("unreadable") and index.data(READABLE_ROLE) is False
    assert not dialog.model.flags(index) & Qt.ItemFlag.ItemIsEnabled
    dialog.table.selectRow(0)
    assert not dialog.restore_button.isEnabled() and not dialog.restore_selected()


def test_back_up_now_adds_a_row(qtbot, store) -> None:
    create_campaign("Ember Road", "glowlands")
    dialog = _dialog(qtbot, store, Answers())
    assert dialog.empty_label.isVisibleTo(dialog) and not dialog.restore_button.isEnabled()

    qtbot.mouseClick(dialog.backup_button, Qt.MouseButton.LeftButton)

    assert dialog.model.rowCount() == 1 and dialog.model.index(0, COL_REASON).data() == "Made by hand"
    assert not dialog.empty_label.isVisibleTo(dialog) and dialog.restore_button.isEnabled()


# ------------------------------------------------------------------------------ recovery at start-up


@pytest.fixture
def damaged_start(data_dir: Path):
    """The data file was damaged since the last session; two backups exist. Opened as the app does."""
    path = data_dir / "gm_desk.sqlite3"
    with open_with_recovery(path) as store:
        create_campaign("Ember Road", "glowlands")
        store.backup("manual")
        create_campaign("Wolf den", "glowlands")
        store.backup("daily, on open")
    path.write_text("not a database any more\n" * 100)
    store = open_with_recovery(path)
    yield store
    store.close()


def test_the_recovery_dialog_says_what_happened_and_offers_the_newest_backup(qtbot, damaged_start) -> None:
    offer = recovery_offer(damaged_start)
    dialog = RecoveryDialog(offer)
    qtbot.addWidget(dialog)
    dialog.show()

    assert "is damaged" in dialog.what.text() and offer.moved_aside.name in dialog.what.text()
    texts = [button.text() for button, _ in dialog.choices]
    assert texts[0].startswith("Restore the backup of ")
    assert "daily on open: 0 creatures, 2 campaigns, 0 encounters" in texts[0]
    assert "manual: 0 creatures, 1 campaign, 0 encounters" in texts[1]
    assert texts[-1] == "Start with an empty file"
    assert dialog.choices[0][0].isChecked()

    dialog.findChild(type(dialog.choices[0][0]), "start_empty").click()
    dialog.accept()
    assert dialog.chosen_backup() is None


def test_closing_the_recovery_dialog_restores_nothing(qtbot, damaged_start) -> None:
    dialog = RecoveryDialog(recovery_offer(damaged_start))
    qtbot.addWidget(dialog)
    dialog.reject()
    assert dialog.chosen_backup() is None


def test_choosing_a_backup_at_start_up_restores_it(qtbot, damaged_start) -> None:
    def choose_the_older(dialog: RecoveryDialog) -> None:
        dialog.show()
        qtbot.mouseClick(dialog.choices[1][0], Qt.MouseButton.LeftButton)
        dialog.accept()

    assert _names() == []
    said = ask_to_recover(damaged_start, run=choose_the_older)

    assert said.startswith("Restored the backup of ") and "manual" in said
    assert _names() == ["Ember Road"]


def test_starting_empty_keeps_the_new_file(qtbot, damaged_start) -> None:
    said = ask_to_recover(damaged_start, run=lambda dialog: dialog.reject())
    assert said == "Started with an empty data file." and _names() == []


def test_nothing_to_ask_after_a_normal_start(qtbot, store) -> None:
    asked: list[object] = []
    assert ask_to_recover(store, run=asked.append) is None and asked == []


# ------------------------------------------------------------------------------ the backup timer


def test_the_timer_makes_the_days_first_backup_once_the_window_is_up(qtbot, store) -> None:
    create_campaign("Ember Road", "glowlands")
    timer = BackupTimer(store, interval_ms=3_600_000)

    with qtbot.waitSignal(timer.backed_up, timeout=5000) as made:
        timer.start(first_delay_ms=0)

    assert "daily-on-open" in made.args[0] and timer.timer.isActive()
    timer.stop()


def test_a_failing_backup_is_said_once_and_retried(qtbot, store, monkeypatch) -> None:
    timer = BackupTimer(store)
    failures: list[str] = []
    timer.failed.connect(failures.append)
    calls: list[int] = []

    def full_disk(self: AutoBackup) -> None:
        calls.append(1)
        raise StoreError("The disk is full.")

    monkeypatch.setattr(AutoBackup, "tick", full_disk)
    for _ in range(3):
        assert timer.tick() is None

    assert len(calls) == 3 and failures == ["Automatic backup failed: The disk is full."]


# ------------------------------------------------------------------------------ in the main window


def test_restoring_from_the_main_window_reopens_the_encounter(qtbot, window, store) -> None:
    """MainWindow.restore_backup drops the session (its log writer must not outlive the file), restores
    in place, then reloads what the window shows."""
    encounter_id = window.session.encounter_id
    backup = store.backup("manual")
    create_campaign("Made after the backup", "glowlands")
    dialog = _dialog(qtbot, window.store, Answers(), restore=window.restore_backup)

    assert dialog.selected().path == backup and dialog.restore_selected()

    assert _names() == ["Test campaign"]
    assert window.session is not None and window.session.encounter_id == encounter_id
    assert window.store is store and not store.closed
