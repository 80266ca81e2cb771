"""Reach on the map (issue 19, item 11): clicking a creature's or a PC's token shades, in pattern and
words, the zones the rules say it reaches; the shading goes with the selection and with the turn."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gm_desk.rules.events import Command
from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import start_fight


def click_token(window: MainWindow, qtbot, cid: str) -> None:
    view = window.canvas
    token = view.map_scene.tokens[cid]
    point = view.mapFromScene(token.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert token.isSelected()


def shaded(window: MainWindow) -> dict[str, str]:
    return {zid: z.reach for zid, z in window.canvas.map_scene.zones.items() if z.reach}


def test_clicking_a_creature_shades_the_zones_its_retaliations_reach(window: MainWindow, qtbot) -> None:
    window.show()
    click_token(window, qtbot, "caretaker")  # spear thrust (Engaged) and shortbow shot (2) in the yard
    zmap = window.session.state.zones
    want = {z: "ranged" for z in zmap.zones if zmap.hops("yard", z) <= 2}
    want["yard"] = "both"
    assert shaded(window) == want
    yard = window.canvas.map_scene.zones["yard"]
    assert "In Caretaker's melee + ranged reach" in yard.toolTip()


def test_clicking_a_pc_shades_where_its_weapons_reach(window: MainWindow, qtbot) -> None:
    window.show()
    click_token(window, qtbot, "brannoc")  # a warhammer (Engaged) and a throwing axe (0 zones)
    assert shaded(window) == {"rubble": "melee"}
    rubble = window.canvas.map_scene.zones["rubble"]
    assert "Brannoc's melee reach" in rubble.toolTip()
    window.canvas.map_scene.clearSelection()
    assert shaded(window) == {}
    assert "reach" not in rubble.toolTip()


def test_the_reach_shading_goes_when_the_turn_passes(window: MainWindow, qtbot) -> None:
    session = window.session
    start_fight(session)
    window.show()
    click_token(window, qtbot, "ysolde")
    assert shaded(window)
    session.submit(Command("next"))
    assert shaded(window) == {}
