"""Fixtures for the bestiary widgets: the shipped packs in the test's own data file, and the widgets on it.

Each widget is registered with qtbot (closed after the test) and shown, so focus, keyboard shortcuts
and the real event path work as they do for a GM.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from gm_desk.store import list_creatures, seed_if_empty
from gm_desk.store.connection import Store
from gm_desk.ui.bestiary import BestiaryEditor, BestiaryLibrary
from tests.conftest import BESTIARY_DIR


@pytest.fixture
def seeded(store: Store) -> Store:
    """The five shipped packs (36 creatures) and the demo campaign."""
    report = seed_if_empty(store, BESTIARY_DIR)
    assert report.seeded and not report.problems
    return store


@pytest.fixture
def creature_id(seeded: Store) -> Callable[[str], int]:
    ids = {row[1]: row[0] for row in list_creatures()}
    return ids.__getitem__


def show(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    return widget


@pytest.fixture
def library(qtbot, seeded: Store) -> BestiaryLibrary:
    return show(qtbot, BestiaryLibrary())


@pytest.fixture
def editor(qtbot, seeded: Store) -> BestiaryEditor:
    return show(qtbot, BestiaryEditor())


@pytest.fixture
def pair(qtbot, library: BestiaryLibrary) -> tuple[BestiaryLibrary, BestiaryEditor]:
    """A library with an editor attached, as the main window would dock them."""
    attached = show(qtbot, BestiaryEditor())
    library.attach_editor(attached)
    return library, attached


def focus(qtbot, widget: QWidget) -> QWidget:
    """Give `widget` the keyboard focus for real (its window active), as a click would."""
    widget.window().activateWindow()
    widget.setFocus()
    qtbot.waitUntil(
        lambda: QApplication.focusWidget() is widget or widget.isAncestorOf(QApplication.focusWidget())
    )
    return widget
