"""The map at the table: tokens stay inside their zone however many stand there, and the shading of a
selection does not outlive the turn it was made in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import drag, start_fight


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


def test_dropping_a_token_on_a_foe_in_its_zone_engages_them(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    assert session.submit(Command("disengage", args={"a": "haelon", "b": "caretaker"})).ok
    scene = window.canvas.map_scene
    drag(window.canvas, scene.tokens["haelon"].scenePos(), scene.tokens["caretaker"].scenePos())
    assert "caretaker" in session.state.get("haelon").engaged
    assert session.state.get("haelon").zone == "yard"
    assert frozenset({"haelon", "caretaker"}) in scene.engagements
    last = repo.load_log(session.encounter_id)[-1]
    assert last.command["type"] == "engage"


def test_a_refused_engagement_by_drop_snaps_back_and_says_why(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    scene = window.canvas.map_scene
    home = scene.tokens["haelon"].scenePos()
    saved = len(repo.load_log(session.encounter_id))
    drag(window.canvas, home, scene.tokens["caretaker"].scenePos())  # already engaged
    assert scene.tokens["haelon"].scenePos() == home
    assert window.statusBar().currentMessage() == "Haelon and Caretaker are already engaged."
    assert len(repo.load_log(session.encounter_id)) == saved


def test_the_token_menu_offers_what_the_engine_accepts(window: MainWindow) -> None:
    session = window.session
    start_fight(session)
    scene = window.canvas.map_scene
    menu = scene.token_menu_actions(scene.tokens["haelon"])
    subs = {a.text(): a.menu() for a in menu.actions() if a.menu() is not None}
    offered = {
        kind: [a.text() for a in subs[kind.capitalize()].actions()] for kind in ("engage", "disengage")
    }
    assert offered["disengage"] == ["Caretaker"]
    for kind, names in offered.items():
        for c in session.state.combatants.values():
            if c.id == "haelon":
                continue
            accepted = session.encounter.check(Command(kind, args={"a": "haelon", "b": c.id})) is None
            assert (c.name in names) == accepted
    next(a for a in subs["Disengage"].actions() if a.text() == "Caretaker").trigger()
    assert not session.state.get("haelon").engaged
