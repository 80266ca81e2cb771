"""The map at the table: tokens stay inside their zone however many stand there, and the shading of a
selection does not outlive the turn it was made in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gm_desk.rules.events import Command
from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import start_fight


def inside(window: MainWindow, zone_id: str) -> list[bool]:
    scene = window.canvas.map_scene
    rect = scene.zones[zone_id].scene_rect()
    standing = [cid for cid, c in window.session.state.combatants.items() if c.zone == zone_id]
    return [rect.contains(scene.tokens[cid].sceneBoundingRect()) for cid in standing]


@pytest.mark.parametrize("size", [(140.0, 100.0), (260.0, 180.0), (200.0, 320.0)])
def test_every_token_stays_inside_its_zone_for_any_count(
    window: MainWindow, size: tuple[float, float]
) -> None:
    session = window.session
    yard = session.zone_rect("yard")
    session.set_zone_rects({"yard": QRectF(yard.x(), yard.y(), *size)}, "Resize zone")
    others = [cid for cid, c in session.state.combatants.items() if c.zone != "yard"]
    assert len(inside(window, "yard")) == 2
    assert all(inside(window, "yard"))  # the second token no longer spills out
    for cid in others:  # up to all seven in one zone, each count checked
        session.place(cid, "yard")
        assert all(inside(window, "yard")), (size, len(inside(window, "yard")))
    scene = window.canvas.map_scene
    centres = {(round(t.scenePos().x()), round(t.scenePos().y())) for t in scene.tokens.values()}
    assert len(centres) == len(scene.tokens)  # none hides another


def test_range_shading_is_cleared_when_the_turn_passes(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    scene = window.canvas.map_scene
    scene.tokens["haelon"].setSelected(True)
    assert scene.zones["yard"].hops == 0 and scene.zones["tower"].hops is not None
    session.submit(Command("next"))
    assert session.state.actor != "ysolde"
    assert all(z.hops is None for z in scene.zones.values())
    assert not scene.selectedItems()


def test_undo_that_takes_the_turn_back_clears_the_shading_too(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    session.submit(Command("next"))
    scene = window.canvas.map_scene
    scene.tokens["brannoc"].setSelected(True)
    assert scene.zones["rubble"].hops == 0
    session.undo()
    assert session.state.actor == "ysolde"
    assert all(z.hops is None for z in scene.zones.values())
