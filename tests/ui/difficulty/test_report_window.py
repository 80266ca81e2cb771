"""Encounter ▸ Difficulty report…: opens on the demo encounter, runs in the background, cancels promptly,
and draws the report (histogram bars, PC table, Retaliations, cap hits)."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer

from gm_desk.ui.difficulty.badge import pct
from gm_desk.ui.difficulty.report_window import DifficultyReportWindow
from gm_desk.ui.difficulty.worker import live_runs


def open_from_menu(qtbot, window) -> DifficultyReportWindow:
    action = window.actions_.difficulty
    assert action.isEnabled()
    action.trigger()
    dialog = window.findChild(DifficultyReportWindow)
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_report_is_in_the_encounter_menu(window) -> None:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "E&ncounter")
    assert window.actions_.difficulty in menu.actions()
    assert window.actions_.difficulty.text() == "Di&fficulty report…"


def test_a_long_run_is_cancelled_and_the_window_stays_responsive(qtbot, window) -> None:
    dialog = open_from_menu(qtbot, window)
    assert "Ambush at the Dead Relay" in dialog.windowTitle()
    dialog.fights.setValue(20000)
    ticks: list[float] = []
    timer = QTimer(dialog)
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running and dialog.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    assert dialog.progress.maximum() == 20000
    run = dialog.run
    started = time.monotonic()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 150, timeout=30000)  # some chunks done
    during = [t for t in ticks if t >= started]
    assert len(during) >= 10, "the event loop must keep turning during the run"
    assert run.isRunning()
    cancelled: list[object] = []
    run.cancelled.connect(cancelled.append)
    asked = time.monotonic()
    with qtbot.waitSignal(run.ended, timeout=5000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert not dialog.running and dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
        assert dialog.status.text().startswith("Cancelled")
    assert time.monotonic() - asked < 2.0, "Cancel stops the run promptly"
    assert cancelled == [run]
    qtbot.waitUntil(lambda: not live_runs(), timeout=30000)  # the run is retired
    assert dialog.progress.value() < 20000 and dialog.report is None
    assert dialog.histogram.bars() == []
    timer.stop()


def test_a_short_run_shows_the_report_and_draws_the_histogram(qtbot, window) -> None:
    dialog = open_from_menu(qtbot, window)
    dialog.fights.setValue(40)
    dialog.seed.setValue(7)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
    report = dialog.report
    assert report.fights == 40 and report.seed == 7
    assert dialog.progress.value() == 40
    lo, hi = report.win_interval
    assert f"{pct(report.win_chance)}" in dialog.win.text() and f"{pct(lo)} to {pct(hi)}" in dialog.win.text()
    counts = dict(report.rounds_histogram)
    bars = dialog.histogram.bars()
    assert [r for r, _, _ in bars] == list(range(min(counts), max(counts) + 1))
    assert sum(c for _, c, _ in bars) == 40
    tallest = max(counts.values())
    full = max(rect.height() for _, _, rect in bars)
    for rounds, count, rect in bars:
        assert count == counts.get(rounds, 0)
        assert abs(rect.height() - full * count / tallest) < 0.01
        if count:
            assert rect.height() > 0
    # the bars are painted: the tallest bar's middle has the bar colour
    image = dialog.histogram.grab().toImage()
    top = next(rect for _, count, rect in bars if count == tallest)
    assert image.pixelColor(int(top.center().x()), int(top.center().y())).name() in ("#4f81bd", "#c0504d")
    table = dialog.pcs
    assert table.rowCount() == len(report.pcs) == 3
    names = {table.item(row, 0).text() for row in range(table.rowCount())}
    assert names == {pc.name for pc in report.pcs}
    row = next(r for r in range(3) if table.item(r, 0).text() == report.pcs[0].name)
    assert table.item(row, 2).text() == f"{report.pcs[0].track} {report.pcs[0].track_mean:.1f}"
    assert report.retaliations and report.retaliations[0][0] in dialog.retaliations.text()
    assert f"{report.capped:,} of 40 fights" in dialog.capped.text()


def test_the_same_seed_gives_the_same_report_in_the_window(qtbot, window) -> None:
    dialog = open_from_menu(qtbot, window)
    reports = []
    for _ in range(2):
        dialog.fights.setValue(30)
        dialog.seed.setValue(3)
        dialog.report = None
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
        reports.append(dialog.report.to_json())
    assert reports[0] == reports[1]
    qtbot.waitUntil(lambda: not live_runs(), timeout=30000)  # each run retired
