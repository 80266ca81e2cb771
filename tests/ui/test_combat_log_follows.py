"""The combat log shows its newest line: when a fight with a long log is opened before the log's view
knows its height (as at start-up, where the resumed fight opens while the window is laid out), and as
lines come; a resize does not pull it away while the GM has scrolled up to read."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.engine import Command
from gm_desk.ui.combat_log import CombatLog
from gm_desk.ui.notice import Notices
from tests.ui.conftest import start_fight


def test_a_long_log_opened_before_it_is_laid_out_shows_its_newest_line(qtbot: Any, make_session: Any) -> None:
    session = make_session()
    start_fight(session)
    assert session.submit(Command("next")).ok  # a turn more: more lines than the short view shows
    session.undo()  # the last step taken back, to come again below
    notices = Notices()
    log = CombatLog(notices)
    qtbot.addWidget(log)
    log.resize(600, 900)  # as at start-up: the dock is tall until the window has its final layout
    log.show()
    qtbot.waitExposed(log)
    notices.open(session)  # every line fits: nothing to scroll yet
    bar = log.table.verticalScrollBar()
    assert bar.maximum() == 0
    log.resize(600, 140)  # the window laid out: the newest line must still show
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())

    bar.setValue(0)  # the GM scrolls up to read: a resize does not pull the view away
    log.resize(600, 100)
    qtbot.wait(20)
    assert bar.value() == 0
    lines = len(log.lines())
    session.redo()  # new lines: the log shows them
    assert len(log.lines()) > lines
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() > 0)
