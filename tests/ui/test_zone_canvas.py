"""The zone canvas driven like a GM drives it: tokens dragged between zones, links dragged out with
Shift and deleted, zones resized, created and nudged, every change undone and redone, and the layout
found again by a new session on the same data file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from gm_desk.rules import prep
from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.zone_canvas.link_item import link_segment
from tests.ui.conftest import double_click, drag, start_fight
from tests.ui.prep_calls import add_zone


def centre(window: MainWindow, zone_id: str) -> QPointF:
    return window.canvas.map_scene.zones[zone_id].scene_rect().center()


def bare_spot(window: MainWindow, zone_id: str) -> QPointF:
    """A point of the zone no token covers (its lower left corner), whatever the map's zoom."""
    rect = window.canvas.map_scene.zones[zone_id].scene_rect()
    return QPointF(rect.left() + 14, rect.bottom() - 14)


def token_at(window: MainWindow, cid: str) -> QPointF:
    return window.canvas.map_scene.tokens[cid].scenePos()


def zone_of_token(window: MainWindow, cid: str) -> str | None:
    """Which zone the token is drawn in (by its position, as the GM sees it)."""
    item = window.canvas.map_scene.zone_at(token_at(window, cid))
    return item.zone_id if item else None


def test_the_map_shows_every_zone_link_and_token(window: MainWindow) -> None:
    scene = window.canvas.map_scene
    assert set(scene.zones) == {"yard", "rubble", "pylon", "trench", "gate", "tower"}
    assert len(scene.links) == 7
    assert set(scene.tokens) == {"haelon", "brannoc", "ysolde", "caretaker", "peacekeeper", "hound", "moths"}
    assert {cid: zone_of_token(window, cid) for cid in scene.tokens} == {
        "haelon": "yard",
        "caretaker": "yard",
        "brannoc": "rubble",
        "ysolde": "pylon",
        "hound": "trench",
        "peacekeeper": "gate",
        "moths": "tower",
    }
    assert list(scene.engagements) == [frozenset({"haelon", "caretaker"})]
    assert scene.zones["rubble"].tags == frozenset({"difficult"})
    assert scene.tokens["caretaker"].look.stance == "hostile"
    assert scene.tokens["haelon"].look.stance == "party"


def test_a_legal_drag_lands_and_is_saved(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    assert window.canvas.map_scene.tokens["ysolde"].look.current
    drag(window.canvas, token_at(window, "ysolde"), centre(window, "tower"))
    assert session.state.get("ysolde").zone == "tower"
    assert zone_of_token(window, "ysolde") == "tower"
    last = repo.load_log(session.encounter_id)[-1]
    assert last.command == {"type": "move", "actor": "ysolde", "args": {"to": "tower"}}
    assert any(e["type"] == "Moved" for e in last.events)
    assert window.combat_log.lines()[-1] == "Ysolde moves to Signal Tower."


def test_a_refused_drag_snaps_back_and_says_why(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    home = token_at(window, "haelon")
    saved = len(repo.load_log(session.encounter_id))
    drag(window.canvas, home, centre(window, "gate"))
    assert session.state.get("haelon").zone == "yard"
    assert token_at(window, "haelon") == home
    assert window.statusBar().currentMessage() == "It is Ysolde's turn."
    assert len(repo.load_log(session.encounter_id)) == saved


def test_a_dragged_token_shows_whether_it_may_land(window: MainWindow) -> None:
    start_fight(window.session)
    scene = window.canvas.map_scene
    token = scene.tokens["ysolde"]
    token._press = token.pos()  # mid-drag
    scene.token_hovering(token, centre(window, "tower"))
    assert scene.zones["tower"].drop_hint is True
    scene.token_hovering(token, centre(window, "trench"))
    assert scene.zones["tower"].drop_hint is None
    expected = window.session.check_drop("ysolde", "trench") is None
    assert scene.zones["trench"].drop_hint is expected
    scene.token_dropped(token, token.pos())
    token._press = None
    assert all(item.drop_hint is None for item in scene.zones.values())


def test_creatures_are_placed_by_the_gm_outside_their_turn(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    drag(window.canvas, token_at(window, "moths"), centre(window, "pylon"))
    assert session.state.get("moths").zone == "pylon"
    assert repo.load_log(session.encounter_id)[-1].command["type"] == "gm.place"


def test_ctrl_z_and_ctrl_shift_z_undo_and_redo_a_token_move(window: MainWindow, qtbot) -> None:
    session = window.session
    start_fight(session)
    drag(window.canvas, token_at(window, "ysolde"), centre(window, "tower"))
    assert window.actions_.undo.text() == "Undo Ysolde: move"
    qtbot.keyClick(window.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.get("ysolde").zone == "pylon"
    assert zone_of_token(window, "ysolde") == "pylon"
    assert [r.seq for r in repo.load_undone(session.encounter_id)] == [6]
    qtbot.keyClick(
        window.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert session.state.get("ysolde").zone == "tower"
    assert zone_of_token(window, "ysolde") == "tower"
    assert repo.load_undone(session.encounter_id) == []


def test_in_prep_a_drag_sets_the_starting_place(window: MainWindow) -> None:
    session = window.session
    drag(window.canvas, token_at(window, "haelon"), centre(window, "tower"))
    assert session.in_prep
    starting = {c["id"]: c for c in repo.get_encounter(session.encounter_id).setup["combatants"]}
    assert starting["haelon"]["zone"] == "tower"
    assert starting["haelon"]["engaged"] == [] and "haelon" not in starting["caretaker"].get("engaged", [])
    assert window.canvas.map_scene.engagements == {}
    window.actions_.undo.trigger()
    assert session.state.get("haelon").zone == "yard"
    assert list(window.canvas.map_scene.engagements) == [frozenset({"haelon", "caretaker"})]


def test_shift_drag_links_two_zones_and_delete_unlinks_them(window: MainWindow, qtbot) -> None:
    session = window.session
    scene = window.canvas.map_scene
    assert "trench" not in session.state.zones.neighbours("gate")
    shift = Qt.KeyboardModifier.ShiftModifier
    drag(window.canvas, bare_spot(window, "gate"), centre(window, "trench"), modifiers=shift)
    assert "trench" in session.state.zones.neighbours("gate")
    assert frozenset({"gate", "trench"}) in scene.links
    assert ["gate", "trench"] in repo.get_encounter(session.encounter_id).setup["zones"]["links"]
    assert scene._draft is None

    window.actions_.undo.trigger()
    assert frozenset({"gate", "trench"}) not in scene.links
    window.actions_.redo.trigger()
    link = scene.links[frozenset({"gate", "trench"})]

    scene.clearSelection()
    link.setSelected(True)
    qtbot.keyClick(window.canvas, Qt.Key.Key_Delete)
    assert frozenset({"gate", "trench"}) not in scene.links
    assert "trench" not in session.state.zones.neighbours("gate")
    assert ["gate", "trench"] not in repo.get_encounter(session.encounter_id).setup["zones"]["links"]
    window.actions_.undo.trigger()
    assert frozenset({"gate", "trench"}) in scene.links
    window.actions_.redo.trigger()
    assert frozenset({"gate", "trench"}) not in scene.links


def test_links_follow_the_zones_they_join(window: MainWindow) -> None:
    scene = window.canvas.map_scene
    link = scene.links[frozenset({"yard", "gate"})]
    before = link.line()
    drag(window.canvas, centre(window, "gate") + QPointF(0, 50), centre(window, "gate") + QPointF(0, 250))
    assert link.b.zone_id == "yard" and link.a.zone_id == "gate"
    expected = link_segment(scene.zones["gate"].scene_rect(), scene.zones["yard"].scene_rect())
    assert link.line() == expected
    assert link.line().p1().y() > before.p1().y()
    window.session.flush()  # layout edits are written a moment after the last one
    saved = repo.get_encounter(window.session.encounter_id).layout["zones"]["gate"]
    assert QRectF(*saved) == scene.zones["gate"].scene_rect()


def test_the_corner_handle_resizes_a_zone_undoably(window: MainWindow) -> None:
    session = window.session
    zone = window.canvas.map_scene.zones["tower"]
    before = zone.scene_rect()
    grip = zone.handle.sceneBoundingRect().center()
    drag(window.canvas, grip, grip + QPointF(120, 60))
    after = zone.scene_rect()
    assert after.topLeft() == before.topLeft()
    assert after.width() >= before.width() + 100 and after.height() >= before.height() + 40
    session.flush()
    assert repo.get_encounter(session.encounter_id).layout["zones"]["tower"][2:] == [
        after.width(),
        after.height(),
    ]
    assert window.actions_.undo.text() == "Undo Resize zone"
    window.actions_.undo.trigger()
    assert zone.scene_rect() == before
    window.actions_.redo.trigger()
    assert zone.scene_rect() == after


def test_double_click_on_empty_map_creates_a_zone(window: MainWindow) -> None:
    scene = window.canvas.map_scene
    spot = scene.zones["trench"].scene_rect().topRight() + QPointF(300, 0)
    double_click(window.canvas, spot)
    assert "zone7" in scene.zones
    assert scene.zones["zone7"].scene_rect().contains(spot)
    assert window.session.state.zones.zones["zone7"].name == "Zone 7"
    window.actions_.undo.trigger()
    assert "zone7" not in scene.zones


def test_arrow_keys_nudge_the_selected_zone_in_one_undo_step(window: MainWindow, qtbot) -> None:
    zone = window.canvas.map_scene.zones["gate"]
    start = zone.scene_rect()
    zone.setSelected(True)
    for _ in range(3):
        qtbot.keyClick(window.canvas, Qt.Key.Key_Right)
    qtbot.keyClick(window.canvas, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert zone.scene_rect().topLeft() == start.topLeft() + QPointF(30, 1)
    window.actions_.undo.trigger()
    assert zone.scene_rect() == start


def test_selecting_a_token_shades_zones_by_distance(window: MainWindow) -> None:
    scene = window.canvas.map_scene
    scene.tokens["ysolde"].setSelected(True)
    assert {zid: z.hops for zid, z in scene.zones.items()} == {
        "pylon": 0,
        "yard": 1,
        "tower": 1,
        "rubble": 2,
        "gate": 2,
        "trench": 2,
    }
    scene.clearSelection()
    assert all(z.hops is None for z in scene.zones.values())


def test_during_the_fight_a_dragged_link_is_the_gms_command_and_names_wait(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    scene = window.canvas.map_scene
    drag(
        window.canvas,
        bare_spot(window, "gate"),
        centre(window, "trench"),
        modifiers=Qt.KeyboardModifier.ShiftModifier,
    )
    assert frozenset({"gate", "trench"}) in scene.links
    assert session.encounter.log[-1].command.type == "gm.link"
    assert session.lines[-1][1] == "The map changes: Gatehouse and Cable Trench now touch."
    session.undo()
    assert frozenset({"gate", "trench"}) not in scene.links
    menu = scene.zone_menu_actions(scene.zones["gate"])
    enabled = {a.text(): a.isEnabled() for a in menu.actions() if a.text()}
    assert enabled["Delete zone"] is False and enabled["Rename…"] is False
    # Moving zones is layout, not rules: still allowed.
    before = scene.zones["gate"].scene_rect()
    drag(window.canvas, centre(window, "gate") + QPointF(0, 50), centre(window, "gate") + QPointF(60, 50))
    assert scene.zones["gate"].scene_rect() == before.translated(60, 0)


def test_a_new_session_on_the_same_file_finds_the_same_layout(window: MainWindow) -> None:
    scene = window.canvas.map_scene
    drag(window.canvas, centre(window, "tower") + QPointF(0, 50), centre(window, "tower") + QPointF(100, 120))
    grip = scene.zones["yard"].handle.sceneBoundingRect().center()
    drag(window.canvas, grip, grip + QPointF(40, 40))
    session = window.session
    add_zone(session, QRectF(1200, 600, 200, 140), "Far Field")
    rects = {zid: item.scene_rect() for zid, item in scene.zones.items()}

    again = EncounterSession(session.encounter_id)
    try:
        assert {zid: again.zone_rect(zid) for zid in again.state.zones.zones} == rects
        assert again.state.zones.zones["zone7"].name == "Far Field"
    finally:
        again.deleteLater()


def test_token_menu_offers_engagement_and_end_turn_in_a_fight(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    scene = window.canvas.map_scene
    menu = scene.token_menu_actions(scene.tokens["ysolde"])
    titles = [a.text() for a in menu.actions() if a.text()]
    assert titles == ["Place in (GM)", "Engage", "Disengage", "Damage or heal…", "End turn", "Note…"]
    end_turn = next(a for a in menu.actions() if a.text() == "End turn")
    end_turn.trigger()
    assert session.state.actor == "haelon"
    assert scene.tokens["haelon"].look.current and not scene.tokens["ysolde"].look.current
    assert session.submit(Command("gm.set_status", args={"cid": "moths", "status": "dead"})).ok
    assert scene.tokens["moths"].look.status == "dead"


def _wheel(view, notches: int) -> None:
    at = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        at,
        QPointF(view.viewport().mapToGlobal(at.toPoint())),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def _middle_drag(view, by: QPoint) -> None:
    start = view.viewport().rect().center()
    for kind, at, button, buttons in (
        (QEvent.Type.MouseButtonPress, start, Qt.MouseButton.MiddleButton, Qt.MouseButton.MiddleButton),
        (QEvent.Type.MouseMove, start + by, Qt.MouseButton.NoButton, Qt.MouseButton.MiddleButton),
        (QEvent.Type.MouseButtonRelease, start + by, Qt.MouseButton.MiddleButton, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            QPointF(at),
            QPointF(view.viewport().mapToGlobal(at)),
            button,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(view.viewport(), event)


def test_the_wheel_zooms_and_the_middle_button_pans(window: MainWindow) -> None:
    canvas = window.canvas
    fitted = canvas.zoom
    _wheel(canvas, 1)
    assert canvas.zoom == pytest.approx(fitted * 1.15)
    _wheel(canvas, -2)
    assert canvas.zoom == pytest.approx(fitted / 1.15)
    middle = canvas.mapToScene(canvas.viewport().rect().center())
    _middle_drag(canvas, QPoint(100, 40))
    moved = canvas.mapToScene(canvas.viewport().rect().center())
    assert (middle.x() - moved.x()) * canvas.zoom == pytest.approx(100, abs=2)
    assert (middle.y() - moved.y()) * canvas.zoom == pytest.approx(40, abs=2)
    assert window.session.undo_stack.count() == 0  # looking around changes nothing


def test_space_drag_pans_and_a_space_tap_advances(window: MainWindow, qtbot) -> None:
    canvas = window.canvas
    middle = canvas.mapToScene(canvas.viewport().rect().center())
    qtbot.keyPress(canvas, Qt.Key.Key_Space)
    ysolde = token_at(window, "ysolde")
    drag(canvas, ysolde, ysolde + QPointF(80, 0))
    qtbot.keyRelease(canvas, Qt.Key.Key_Space)
    assert canvas.mapToScene(canvas.viewport().rect().center()).x() < middle.x()
    assert window.session.state.get("ysolde").zone == "pylon"  # the token under the pointer stayed put
    assert not window.session.state.started
    qtbot.keyClick(canvas, Qt.Key.Key_Space)
    assert window.session.state.started


def test_zone_names_with_an_ampersand_read_as_written_in_the_menus(window: MainWindow) -> None:
    """A zone named "Rock & Ruin" is "Rock && Ruin" in an action's text: Qt shows the `&`."""
    session = window.session
    session.edit(prep.rename_zone, "gate", "Rock & Ruin")
    scene = window.canvas.map_scene
    menu = scene.zone_menu_actions(scene.zones["yard"])
    submenus = {a.text(): a.menu() for a in menu.actions() if a.menu() is not None}
    linked = [a.text() for name in ("Link to", "Unlink from") for a in submenus[name].actions()]
    assert "Rock && Ruin" in linked
    token_menu = scene.token_menu_actions(scene.tokens["haelon"])
    places = next(a.menu() for a in token_menu.actions() if a.menu() is not None and "in" in a.text())
    assert "Rock && Ruin" in [a.text() for a in places.actions()]


def test_the_zone_menu_sets_terrain_and_links_and_unlinks_in_prep(window: MainWindow) -> None:
    """Terrain, Link to and Unlink from do what they say (they once raised: a local name hid `prep`)."""
    scene = window.canvas.map_scene
    zones = window.session.state.zones

    def choose(submenu: str, entry: str) -> None:
        menu = scene.zone_menu_actions(scene.zones["yard"])  # kept until the entry is chosen
        sub = next(a.menu() for a in menu.actions() if a.text() == submenu)
        next(a for a in sub.actions() if a.text() == entry).trigger()

    choose("Terrain", "Cover")
    assert "cover" in window.session.state.zones.zones["yard"].tags
    far = next(z for z in zones.zones if z != "yard" and z not in zones.neighbours("yard"))
    near = next(iter(zones.neighbours("yard")))
    choose("Link to", zones.zones[far].name)
    assert frozenset({"yard", far}) in window.session.state.zones.links
    choose("Unlink from", zones.zones[near].name)
    assert frozenset({"yard", near}) not in window.session.state.zones.links
