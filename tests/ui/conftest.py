"""UI fixtures: the demo encounter in the test's own data file (the `store` fixture of tests/conftest.py),
windows and sessions on it, and mouse gestures on the zone canvas."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import repositories as repo
from gm_desk.store.connection import Store
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.session import EncounterSession

BESTIARY = Path(__file__).resolve().parents[2] / "bestiary"

# Entered Skill Mastery faces: Ysolde 15+5=20, Haelon 10+4=14, Brannoc 5+2=7.
INITIATIVE_FACES = {"ysolde": 15, "haelon": 10, "brannoc": 5}


@pytest.fixture
def demo_encounter(store: Store) -> int:
    """The glowlands demo encounter in a campaign of its own (no packs imported: fast)."""
    setup = demo_setup()
    campaign = repo.create_campaign("Test campaign", "glowlands")
    return repo.create_encounter(campaign.id, setup["name"], "glowlands", setup).id


@pytest.fixture
def german(qapp) -> Iterator[None]:
    """GM Desk in German for the test (its catalogue, numbers and Qt's own words), English again after."""
    from gm_desk.ui.i18n import ENGLISH, use_language

    use_language("de")
    try:
        yield
    finally:
        use_language(ENGLISH)


@pytest.fixture
def make_session(demo_encounter: int) -> Iterator[Callable[..., EncounterSession]]:
    made: list[EncounterSession] = []

    def make(encounter_id: int | None = None) -> EncounterSession:
        session = EncounterSession(encounter_id or demo_encounter)
        made.append(session)
        return session

    yield make
    for session in made:
        session.deleteLater()


@pytest.fixture
def make_window(qtbot, store: Store) -> Callable[[], MainWindow]:
    def make() -> MainWindow:
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def window(make_window: Callable[[], MainWindow], demo_encounter: int) -> MainWindow:
    return make_window()


def start_fight(session: EncounterSession) -> None:
    """Start the demo fight and run initiative with entered dice: round 1, Ysolde's turn."""
    assert session.submit(Command("next")).ok
    for cid, face in INITIATIVE_FACES.items():
        outcome = session.submit(
            Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": [face]})
        )
        assert outcome.ok, outcome.rejected
    assert session.submit(Command("next")).ok
    assert session.state.actor == "ysolde"


def _send(
    view: QGraphicsView,
    kind: QEvent.Type,
    at: QPoint,
    button: Qt.MouseButton,
    buttons: Qt.MouseButton,
    modifiers: Qt.KeyboardModifier,
) -> None:
    local = QPointF(at)
    global_pos = QPointF(view.viewport().mapToGlobal(at))
    event = QMouseEvent(kind, local, global_pos, button, buttons, modifiers)
    QApplication.sendEvent(view.viewport(), event)


def drag(
    view: QGraphicsView,
    start: QPointF,
    end: QPointF,
    *,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    steps: int = 6,
) -> None:
    """Press at scene point `start`, move in steps to `end`, release: as a GM's mouse would."""
    left = Qt.MouseButton.LeftButton
    none = Qt.MouseButton.NoButton
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    _send(view, QEvent.Type.MouseButtonPress, a, left, left, modifiers)
    for i in range(1, steps + 1):
        p = a + (b - a) * i / steps
        _send(view, QEvent.Type.MouseMove, p, none, left, modifiers)
    _send(view, QEvent.Type.MouseButtonRelease, b, left, none, modifiers)


def double_click(view: QGraphicsView, at: QPointF) -> None:
    left = Qt.MouseButton.LeftButton
    p = view.mapFromScene(at)
    none_mod = Qt.KeyboardModifier.NoModifier
    _send(view, QEvent.Type.MouseButtonPress, p, left, left, none_mod)
    _send(view, QEvent.Type.MouseButtonRelease, p, left, Qt.MouseButton.NoButton, none_mod)
    _send(view, QEvent.Type.MouseButtonDblClick, p, left, left, none_mod)
    _send(view, QEvent.Type.MouseButtonRelease, p, left, Qt.MouseButton.NoButton, none_mod)
