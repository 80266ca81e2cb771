"""The difficulty badge: estimated in the background after a prep change, hidden once the fight starts."""

from __future__ import annotations

from PySide6.QtCore import QThread

from gm_desk.rules import prep
from gm_desk.ui.difficulty.badge import DifficultyBadge, band, pct
from gm_desk.ui.difficulty.worker import DifficultyRun, stop_all
from gm_desk.ui.notice import Notices
from tests.ui.conftest import start_fight

FIGHTS = 30


def make_badge(qtbot, session, debounce_ms: int = 50) -> DifficultyBadge:
    notices = Notices()
    badge = DifficultyBadge(notices, fights=FIGHTS, debounce_ms=debounce_ms)
    qtbot.addWidget(badge)
    badge.notices_ = notices  # kept alive with the badge
    notices.open(session)
    badge.show()
    return badge


def wait_report(qtbot, badge: DifficultyBadge) -> None:
    qtbot.waitUntil(lambda: badge.report is not None, timeout=20000)


def test_bands_have_words_for_every_chance() -> None:
    assert [band(c)[0] for c in (1.0, 0.9, 0.75, 0.5, 0.1, 0.0)] == [
        "easy",
        "easy",
        "fair",
        "hard",
        "deadly",
        "deadly",
    ]


def test_badge_appears_after_a_prep_change_and_is_computed_off_the_gui_thread(qtbot, make_session) -> None:
    session = make_session()
    badge = make_badge(qtbot, session)
    wait_report(qtbot, badge)
    assert badge.report.fights == FIGHTS
    first = badge.text()
    assert first.startswith("Party wins ~") and first.endswith(band(badge.report.win_chance)[0])
    lo, hi = badge.report.win_interval
    assert f"({pct(lo)}–{pct(hi)})" in first
    zone = next(iter(session.state.zones.zones))
    seen_threads: list[QThread] = []
    original = DifficultyRun.run

    def spy(run: DifficultyRun) -> None:
        seen_threads.append(QThread.currentThread())
        original(run)

    DifficultyRun.run = spy
    try:
        assert session.edit(prep.rename_zone, zone, "Renamed for the badge")
        assert badge.report is None and badge.text().startswith("Difficulty: estimating")
        assert badge.isVisible()
        wait_report(qtbot, badge)
    finally:
        DifficultyRun.run = original
    assert seen_threads and all(t is not qtbot_thread() for t in seen_threads)
    assert badge.text().startswith("Party wins ~")
    stop_all()


def qtbot_thread() -> QThread:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance().thread()


def test_percentages_never_round_to_a_certainty() -> None:
    assert [pct(c) for c in (0.0, 0.003, 0.5, 0.9962, 1.0)] == ["0%", "0.3%", "50%", "99.6%", "100%"]


def test_a_change_during_the_wait_or_the_run_restarts_it(qtbot, make_session) -> None:
    session = make_session()
    badge = make_badge(qtbot, session, debounce_ms=300)
    zone = next(iter(session.state.zones.zones))
    assert session.edit(prep.rename_zone, zone, "First")
    assert badge.timer.isActive() and badge.run is None  # waiting for the GM to stop editing
    qtbot.waitUntil(lambda: badge.run is not None, timeout=5000)
    first_run = badge.run
    assert session.edit(prep.rename_zone, zone, "Second")
    assert first_run.stopping and badge.run is None and badge.timer.isActive()
    wait_report(qtbot, badge)
    assert badge.report.fights == FIGHTS
    stop_all()


def test_badge_hides_once_the_fight_starts(qtbot, make_session) -> None:
    session = make_session()
    badge = make_badge(qtbot, session)
    wait_report(qtbot, badge)
    assert badge.isVisible()
    start_fight(session)
    assert not badge.isVisible()
    assert not badge.timer.isActive() and badge.run is None
    stop_all()


def test_main_window_shows_the_badge_in_its_status_bar(qtbot, window) -> None:
    badge = window.difficulty_badge
    assert badge.parent() is not None and window.statusBar().isAncestorOf(badge)
    badge.fights = FIGHTS
    window.session.edit(prep.rename_zone, next(iter(window.session.state.zones.zones)), "Lookout")
    assert badge.isVisible() and badge.text().startswith("Difficulty: estimating")
    qtbot.waitUntil(lambda: badge.report is not None, timeout=20000)
    assert badge.isVisible() and badge.text().startswith("Party wins ~")
