"""While the window makes its panels and opens its first encounter (`Notices.opening`), a panel is drawn
once, for that encounter, not first empty and then again; what it shows in the end is the same."""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.ui.combat_log import CombatLog
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.notice import Notice, Notices
from tests.ui.conftest import start_fight


def test_a_follower_made_while_opening_hears_only_the_encounter_opened(make_session: Any) -> None:
    session = make_session()
    notices = Notices()
    heard: list[Notice] = []
    with notices.opening():
        notices.follow(heard.append)
        assert heard == []  # not drawn empty first
        notices.open(session)
    assert [(n.opened, n.session) for n in heard] == [(True, session)]
    later: list[Notice] = []
    notices.follow(later.append)  # outside the opening: at once, as ever
    assert [(n.opened, n.session) for n in later] == [(True, session)]


def test_an_opening_that_opens_nothing_tells_its_followers_what_is_open_when_it_ends() -> None:
    notices = Notices()
    heard: list[Notice] = []
    with notices.opening():
        notices.follow(heard.append)
    assert [(n.opened, n.session) for n in heard] == [(True, None)]


def test_an_opening_left_by_an_error_tells_nobody_and_follows_as_ever_after() -> None:
    notices = Notices()
    heard: list[Notice] = []
    with pytest.raises(RuntimeError), notices.opening():
        notices.follow(heard.append)
        raise RuntimeError("the load failed")
    assert heard == []
    notices.follow(heard.append)
    assert [n.opened for n in heard] == [True]


def test_a_log_made_while_opening_shows_the_same_lines_as_one_made_before(qtbot: Any, make_session: Any) -> None:
    session = make_session()
    start_fight(session)
    logs = []
    for opening in (False, True):
        notices = Notices()
        if opening:
            with notices.opening():
                log = CombatLog(notices)
                notices.open(session)
        else:
            log = CombatLog(notices)
            notices.open(session)
        qtbot.addWidget(log)
        logs.append(log)
    assert logs[0].lines() == logs[1].lines() and logs[1].lines()


def test_the_loaded_window_draws_its_panels_for_the_demo(window: MainWindow) -> None:
    """The window's panels, made inside the opening, show the demo encounter once loaded."""
    assert window.session is not None
    assert window.notices.session is window.session
    assert window.canvas.session is window.session
    assert window.canvas.map_scene.zones  # the demo's zones on the map
    assert window.mode_label.text().startswith("Prep")
