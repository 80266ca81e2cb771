"""A picture under the zones: chosen, fitted, faded, locked or dragged into place, each one undo step;
kept with the encounter; refused in words when it is no picture (issue #31, item 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGraphicsView

from gm_desk import store as repo
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep import map_picture_dialog as dialog_module
from gm_desk.ui.prep.map_picture_dialog import MapPictureDialog, open_map_picture
from tests.store.encounter_file_cases import data_file_digest
from tests.store.picture_files import battle_map_bytes, picture_bytes


@pytest.fixture
def map_file(tmp_path: Path) -> Path:
    path = tmp_path / "river crossing.jpg"
    path.write_bytes(battle_map_bytes((1200, 800)))
    return path


def choose(monkeypatch: Any, dialog: MapPictureDialog, path: Path) -> None:
    """The GM picks `path` in the file dialog."""
    monkeypatch.setattr(dialog_module, "ask_open", lambda *_args: path)
    dialog.choose.click()


def opened(window: MainWindow) -> MapPictureDialog:
    dialog = open_map_picture(window)
    assert dialog is not None
    return dialog


def test_a_chosen_picture_lies_under_every_zone_and_undo_takes_it_away(
    qtbot: Any, window: MainWindow, monkeypatch: Any, map_file: Path
) -> None:
    dialog = opened(window)
    assert not dialog.fit.isEnabled() and "No picture" in dialog.about.text()
    choose(monkeypatch, dialog, map_file)
    session, scene = window.session, window.canvas.map_scene
    placement = session.picture
    assert placement is not None and placement["locked"] and placement["opacity"] == 1.0
    backdrop = scene.backdrop
    assert backdrop.isVisible() and backdrop.zValue() < min(z.zValue() for z in scene.zones.values())
    covered = backdrop.picture_rect()
    for zone in scene.zones.values():
        assert covered.contains(zone.scene_rect())
    assert "JPEG picture, 1200×800 pixels" in dialog.about.text()
    assert window.canvas.map_rect().contains(covered)  # Fit map shows the whole picture
    window.actions_.undo.trigger()
    assert session.picture is None and not backdrop.isVisible()
    window.actions_.redo.trigger()
    assert session.picture == placement and backdrop.isVisible()


def test_fading_scaling_and_locking_are_undo_steps_and_a_slider_drag_is_one(
    qtbot: Any, window: MainWindow, monkeypatch: Any, map_file: Path
) -> None:
    dialog = opened(window)
    choose(monkeypatch, dialog, map_file)
    session = window.session
    steps = session.undo_stack.count()
    for value in (90, 80, 70, 60):  # a slider dragged: one step
        dialog.opacity.setValue(value)
    assert session.picture["opacity"] == 0.6 and session.undo_stack.count() == steps + 1
    assert dialog.opacity_words.text() == "60 %"
    assert window.canvas.map_scene.backdrop.placement["opacity"] == 0.6
    dialog.width_box.setValue(900)
    assert session.picture["width"] == 900.0
    dialog.locked.setChecked(False)
    assert session.undo_stack.count() == steps + 3 and not session.picture["locked"]
    for _ in range(3):
        window.actions_.undo.trigger()
    assert session.picture["opacity"] == 1.0 and session.picture["locked"] and dialog.opacity.value() == 100


def _drag(view: QGraphicsView, start: QPointF, end: QPointF, qtbot: Any) -> None:
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), QPoint(a.x() + (b.x() - a.x()) * step // 5, a.y() + (b.y() - a.y()) * step // 5))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)


def test_unlocked_the_picture_is_dragged_into_place_locked_a_double_click_on_it_makes_a_zone(
    qtbot: Any, window: MainWindow, monkeypatch: Any, map_file: Path
) -> None:
    dialog = opened(window)
    choose(monkeypatch, dialog, map_file)
    dialog.locked.setChecked(False)
    dialog.reject()
    session, view = window.session, window.canvas
    scene = view.map_scene
    rect = scene.backdrop.picture_rect()
    empty = next(
        QPointF(rect.left() + dx, rect.top() + dy)
        for dx in range(20, int(rect.width()), 20)
        for dy in range(20, int(rect.height()), 20)
        if scene.thing_at(QPointF(rect.left() + dx, rect.top() + dy)) is None
        and view.viewport().rect().contains(view.mapFromScene(QPointF(rect.left() + dx, rect.top() + dy)))
    )
    before = dict(session.picture)
    _drag(view, empty, empty + QPointF(0, 40 / view.zoom), qtbot)
    moved = session.picture
    assert moved["y"] != before["y"] and moved["x"] == pytest.approx(before["x"], abs=2)
    window.actions_.undo.trigger()
    assert session.picture == before
    session.set_picture({**before, "locked": True}, "Lock map picture")
    zones = len(session.state.zones.zones)
    point = view.mapFromScene(empty)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert len(session.state.zones.zones) == zones + 1  # the locked picture let the double-click through


def test_the_picture_stays_with_the_encounter_and_goes_when_another_opens(
    qtbot: Any, window: MainWindow, monkeypatch: Any, map_file: Path, make_window: Any, demo_encounter: int
) -> None:
    dialog = opened(window)
    choose(monkeypatch, dialog, map_file)
    placement = window.session.picture
    campaign = window.session.campaign_id
    other = repo.create_encounter(campaign, "Bare field", "glowlands", window.session.setup).id
    assert window.open_encounter(other)
    assert not dialog.isVisible()  # the last encounter's picture dialog went with it
    assert window.session.picture is None and not window.canvas.map_scene.backdrop.isVisible()
    assert window.open_encounter(demo_encounter)
    assert window.session.picture == placement and window.canvas.map_scene.backdrop.isVisible()
    window.close()
    again = make_window()
    assert again.session.encounter_id == demo_encounter and again.session.picture == placement


def test_a_file_that_is_no_picture_is_refused_in_the_dialog_and_nothing_changes(
    qtbot: Any, window: MainWindow, monkeypatch: Any, tmp_path: Path, store: Any
) -> None:
    dialog = opened(window)
    liar = tmp_path / "map.png"
    liar.write_bytes(picture_bytes("jpeg"))
    cut = tmp_path / "cut.webp"
    cut.write_bytes(picture_bytes("webp")[:-30])
    window.session.save_layout()
    before, steps = data_file_digest(store), window.session.undo_stack.count()
    for path, words in ((liar, "holds a JPEG one"), (cut, "damaged or cut short")):
        choose(monkeypatch, dialog, path)
        assert words in dialog.message.text() and path.name in dialog.message.text()
    assert window.session.picture is None and window.session.undo_stack.count() == steps
    assert data_file_digest(store) == before


def test_the_encounter_menu_opens_it_by_its_keys(qtbot: Any, window: MainWindow) -> None:
    action = window.actions_.map_picture
    assert action.shortcut() == QKeySequence("Ctrl+Shift+M") and action in window.menuBar().actions()[2].menu().actions()
    action.trigger()
    found = window.findChild(MapPictureDialog, "mapPictureDialog")
    assert found is not None and found.isVisible()
    found.reject()


def test_the_players_see_the_picture_under_their_map_and_its_changes_at_once(
    qtbot: Any, window: MainWindow, monkeypatch: Any, map_file: Path
) -> None:
    from PySide6.QtWidgets import QGraphicsPixmapItem

    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    assert view is not None and not [i for i in view.scene.items() if isinstance(i, QGraphicsPixmapItem)]
    dialog = opened(window)
    choose(monkeypatch, dialog, map_file)
    pictures = [i for i in view.scene.items() if isinstance(i, QGraphicsPixmapItem)]
    assert len(pictures) == 1
    shown = pictures[0]
    placement = window.session.picture
    assert shown.sceneBoundingRect().topLeft() == QPointF(placement["x"], placement["y"])
    assert shown.sceneBoundingRect().width() == pytest.approx(placement["width"], abs=1)
    assert shown.zValue() < min(i.zValue() for i in view.scene.items() if i is not shown)
    dialog.opacity.setValue(40)
    faded = next(i for i in view.scene.items() if isinstance(i, QGraphicsPixmapItem))
    assert faded.opacity() == pytest.approx(0.4)
    window.actions_.undo.trigger()
    window.actions_.undo.trigger()  # the fading, then the picture itself
    assert not [i for i in view.scene.items() if isinstance(i, QGraphicsPixmapItem)]
    window.player_view_actions.toggle.trigger()
