"""Information in the status bar is drawn in plain ink, a refusal in the error colour (issue #30,
item 10: "Saved Caretaker." and "Started a new data file…" were red like a refusal)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QPalette

from gm_desk.rules import prep
from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import start_fight


def ink(window: MainWindow) -> Any:
    bar = window.statusBar()
    bar.ensurePolished()
    return bar.palette().color(QPalette.ColorRole.WindowText)


def reddish(colour: Any) -> bool:
    return colour.red() > 110 and colour.red() > 1.6 * colour.green() and colour.red() > 1.6 * colour.blue()


def test_a_refusal_is_red_and_news_is_not(window: MainWindow) -> None:
    window.say("Saved Ambush.gmdesk.json.")
    assert not reddish(ink(window))
    start_fight(window.session)
    window.session.edit(prep.rename_zone, "gate", "Gatehouse ruins")  # refused: the map is fixed now
    assert "fight has started" in window.statusBar().currentMessage()
    assert reddish(ink(window))
    window.say("Started a new data file at /tmp/x.")
    assert not reddish(ink(window))
