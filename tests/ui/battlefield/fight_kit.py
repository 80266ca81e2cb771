"""The demos of the five systems opened in the real main window, and played by their own legal commands
(GM Desk rolls every die) until someone's turn runs: the battlefield tests start from there."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.session import EncounterSession

_KEPT: list[QMenu] = []  # the menus whose actions a test holds
SYSTEMS = ["glowlands", "teams", "factions", "marching", "cards"]


def demo_encounter(rid: str, change: Callable[[dict[str, Any]], None] | None = None) -> int:
    """The demo of `rid` (changed by `change`) in a campaign of its own where GM Desk rolls every die."""
    setup = copy.deepcopy(demo_setup_for(rid))
    if change is not None:
        change(setup)
    campaign = repo.create_campaign(f"Battlefield {rid}", rid)
    repo.set_who_rolls(campaign.id, "app")
    return repo.create_encounter(campaign.id, setup["name"], rid, setup).id


def opened(make_window: Callable[[], MainWindow], encounter_id: int) -> MainWindow:
    window = make_window()
    assert window.open_encounter(encounter_id)
    return window


def live(window: MainWindow) -> EncounterSession:
    session = window.session
    assert session is not None
    return session


def play_to_a_turn(window: MainWindow, limit: int = 60) -> None:
    """Start the fight and answer its first questions with the first legal answer until a turn runs."""
    session = live(window)
    for _ in range(limit):
        if session.state.started and session.state.actor is not None:
            return
        legal = [c for c in session.ruleset.legal_commands(session.state) if not c.type.startswith("gm.")]
        starts = [c for c in legal if c.type in ("start", "next")]
        chosen = starts[0] if starts else legal[0]
        outcome = session.submit(chosen)
        assert outcome.ok, outcome.rejected
    raise AssertionError("no turn started")


def action(menu: QMenu, *path: str) -> QAction:
    """The action at `path` in a menu (submenus by their titles), as a GM would find it. The menu is kept
    alive with the action (a submenu goes with its menu)."""
    root = menu
    for title in path[:-1]:
        sub = next((a.menu() for a in menu.actions() if a.text() == title and a.menu() is not None), None)
        assert sub is not None, f"no submenu {title!r} in {[a.text() for a in menu.actions()]}"
        menu = sub
    found = next((a for a in menu.actions() if a.text() == path[-1]), None)
    assert found is not None, f"no {path[-1]!r} in {[a.text() for a in menu.actions()]}"
    _KEPT[:] = [root]
    return found


def log_texts(session: EncounterSession) -> list[str]:
    return [text for _seq, text in session.lines]
