"""The History dock: every undoable step of the open encounter, a tab beside the combat log, listed in
View; clicking a step takes the fight back (or forward) to just after it, in the data file too."""

from __future__ import annotations

from collections import deque
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.store import seed_if_empty
from gm_desk.ui.history import EMPTY_LABEL
from gm_desk.ui.main_window import MainWindow
from tests.conftest import BESTIARY_DIR
from tests.ui.conftest import start_fight


@pytest.fixture
def window(qtbot, store) -> MainWindow:
    seed_if_empty(store, BESTIARY_DIR)
    win = MainWindow(store, dice=DiceBox(script=deque()))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def in_front(dock: Any) -> bool:
    """A dock shown on screen (Qt moves the docks of hidden tabs out of sight instead of hiding them)."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def click_step(window: MainWindow, qtbot: Any, row: int) -> None:
    view = window.history.view
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())


def fight(window: MainWindow) -> list[dict[str, Any]]:
    """The demo to Ysolde's turn, then two moves; the state after each step (index = steps done)."""
    session = window.session
    states = [session.state.to_dict()]
    start_fight(session)
    states += [None] * (len(session.encounter.log) - 1) + [session.state.to_dict()]
    assert session.submit(Command("move", "ysolde", {"to": "yard"})).ok
    states.append(session.state.to_dict())
    assert session.submit(Command("move", "ysolde", {"to": "gate"})).ok
    states.append(session.state.to_dict())
    return states


def test_the_dock_sits_as_a_tab_with_the_log_and_is_listed_in_view(window: MainWindow) -> None:
    dock = window.history_dock
    assert dock.widget() is window.history and dock.windowTitle() == "History"
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert window.tabifiedDockWidgets(window.log_dock) == [dock]
    assert in_front(window.log_dock) and not in_front(dock)  # the log is the tab in front
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    toggles = [a.text() for a in view_menu.actions()][:5]
    assert toggles == ["Initiative", "Combat", "Bestiary", "Combat log", "History"]
    assert window.history.view.group() is window.undo_group
    assert window.history.steps() == [EMPTY_LABEL]


def test_clicking_a_step_undoes_and_redoes_to_it(window: MainWindow, qtbot) -> None:
    states = fight(window)
    session = window.session
    encounter_id = session.encounter_id
    window.history_dock.raise_()
    qtbot.waitUntil(lambda: in_front(window.history_dock))
    steps = window.history.steps()
    assert steps[0] == EMPTY_LABEL
    assert steps[1:2] == ["The encounter begins"]
    assert steps[-2:] == ["Ysolde: move", "Ysolde: move"]  # each step named by its first sentence
    assert len(steps) == len(states) == 8
    assert window.history.current_row() == 7

    click_step(window, qtbot, 5)  # just after initiative and the start of round 1
    assert session.state.to_dict() == states[5]
    assert window.history.current_row() == 5
    assert len(session.encounter.log) == 5
    assert [row.seq for row in repo.load_undone(encounter_id)] == [6, 7]
    assert window.combat_log.lines()[-1] == "Ysolde's turn."

    click_step(window, qtbot, 6)  # forward one step: the first move again
    assert session.state.to_dict() == states[6]
    assert session.state.get("ysolde").zone == "yard"
    assert [row.seq for row in repo.load_undone(encounter_id)] == [7]

    click_step(window, qtbot, 0)  # the start: every command taken back, the map editable again
    assert session.in_prep and session.state.to_dict() == states[0]
    assert window.combat_log.lines() == []
    assert len(repo.load_undone(encounter_id)) == 7

    click_step(window, qtbot, 7)
    assert session.state.to_dict() == states[7]
    assert repo.load_undone(encounter_id) == []


def test_a_new_command_after_going_back_replaces_the_steps_beyond(window: MainWindow, qtbot) -> None:
    states = fight(window)
    session = window.session
    window.history_dock.raise_()
    click_step(window, qtbot, 5)
    assert session.submit(Command("move", "ysolde", {"to": "tower"})).ok
    steps = window.history.steps()
    assert len(steps) == 7 and steps[-1] == "Ysolde: move"
    assert window.history.current_row() == 6
    assert session.state.to_dict() != states[6]
    assert [row.command["args"]["to"] for row in repo.load_log(session.encounter_id)[5:]] == ["tower"]


def test_the_dock_follows_the_open_encounter_and_reopened_steps(window: MainWindow, store, qtbot) -> None:
    fight(window)
    first = window.session.encounter_id
    campaign = repo.get_campaign(window.session.campaign_id)
    other = repo.create_encounter(campaign.id, "Quiet road", campaign.ruleset, window.session.setup).id
    assert window.open_encounter(other)
    assert window.history.steps() == [EMPTY_LABEL]
    assert window.open_encounter(first)  # the saved log comes back as steps, the last one current
    steps = window.history.steps()
    assert len(steps) == 8 and steps[-1] == "Ysolde: move"
    assert window.history.current_row() == 7
