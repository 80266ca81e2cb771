"""The zone canvas on a large map: every zone reachable on screen, tokens laid out in their own
zones, drop hints only where the token hovers, and items drawn from cached pictures that follow
every change of look."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from gm_desk.store import repositories as repo
from gm_desk.store.connection import Store
from gm_desk.ui.notice import Notices
from gm_desk.ui.session import ZONE_GAP, ZONE_SIZE, EncounterSession
from gm_desk.ui.zone_canvas import ZoneCanvas
from gm_desk.ui.zone_canvas.view import AREA

COLUMNS, ROWS, PER_ZONE = 24, 4, 3  # 96 zones, 8,680 units wide: more than the default area


def grid_encounter() -> int:
    w, h = ZONE_SIZE
    zones, links, cells, combatants = [], [], {}, []
    for r in range(ROWS):
        for c in range(COLUMNS):
            zid = f"z{r}_{c}"
            zones.append({"id": zid, "name": f"Zone {r}-{c}", "tags": []})
            cells[zid] = [c * (w + ZONE_GAP), r * (h + ZONE_GAP), w, h]
            if c:
                links.append([f"z{r}_{c - 1}", zid])
            for k in range(PER_ZONE):
                combatants.append(
                    {
                        "id": f"c{r}_{c}_{k}",
                        "name": f"Hound {r}-{c}-{k}",
                        "kind": "NPC",
                        "side": "foes",
                        "zone": zid,
                        "stats": {"max_strain": 6, "ranged_threat": 9, "melee_threat": 10},
                    }
                )
    setup = {
        "ruleset": "glowlands",
        "name": "Sprawl",
        "options": {},
        "zones": {"zones": zones, "links": links},
        "sides": [
            {"id": "party", "name": "The party", "stance": "party"},
            {"id": "foes", "name": "Foes", "stance": "hostile"},
        ],
        "combatants": combatants,
    }
    campaign = repo.create_campaign("Large", "glowlands")
    layout = {"version": 1, "zones": cells}
    return repo.create_encounter(campaign.id, "Sprawl", "glowlands", setup, layout).id


@pytest.fixture
def canvas(qtbot, store: Store):
    session = EncounterSession(grid_encounter())
    notices = Notices()
    view = ZoneCanvas(notices)
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    qtbot.waitExposed(view)
    notices.open(session)
    yield view
    session.deleteLater()


def test_a_map_larger_than_the_default_area_can_be_seen_whole(canvas: ZoneCanvas) -> None:
    whole = canvas.map_rect()
    assert whole.width() > AREA.width()
    assert canvas.sceneRect().contains(whole)
    shown = canvas.mapToScene(canvas.viewport().rect()).boundingRect()
    assert shown.contains(whole)  # fitted: the far columns are on screen, not cut off at x=4000


def test_tokens_stand_in_their_own_zone_in_distinct_places(canvas: ZoneCanvas) -> None:
    scene = canvas.map_scene
    state = canvas.session.state
    assert len(scene.tokens) == COLUMNS * ROWS * PER_ZONE
    places = {}
    for cid, token in scene.tokens.items():
        zone = scene.zones[state.combatants[cid].zone]
        assert zone.scene_rect().contains(token.pos()), cid
        places.setdefault(zone.zone_id, set()).add(token.pos().toTuple())
    assert all(len(spots) == PER_ZONE for spots in places.values())
    assert scene.slots("z0_0") == scene.slots("z0_0", PER_ZONE)


def test_only_the_zone_under_a_dragged_token_shows_a_hint(canvas: ZoneCanvas) -> None:
    scene = canvas.map_scene
    token = scene.tokens["c0_0_0"]
    token._press = token.pos()  # mid-drag
    for zid in ("z0_1", "z0_2", "z0_0", "z1_5"):
        scene.token_hovering(token, scene.zones[zid].scene_rect().center())
        hinted = {z for z, item in scene.zones.items() if item.drop_hint is not None}
        # In prep every drop is a starting place, so the hint is "yes"; never on its own zone.
        assert hinted == (set() if zid == "z0_0" else {zid})
    scene.token_dropped(token, token.pos())
    token._press = None
    assert all(item.drop_hint is None for item in scene.zones.values())


def test_items_are_cached_pictures_and_a_change_of_look_repaints_them(canvas: ZoneCanvas) -> None:
    scene = canvas.map_scene
    zone = scene.zones["z0_0"]
    token = scene.tokens["c0_0_0"]
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert zone.cacheMode() == cached and token.cacheMode() == cached
    assert all(link.cacheMode() == cached for link in scene.links.values())
    canvas.resetTransform()
    canvas.centerOn(zone.scene_rect().center())
    before = _pixel(canvas, zone.scene_rect().topLeft() + QPointF(40, 120))
    zone.set_details(zone.name, frozenset({"dark"}))
    after = _pixel(canvas, zone.scene_rect().topLeft() + QPointF(40, 120))
    assert before.lightness() > 200 and after.lightness() < 100  # white zone turned dark


def _pixel(canvas: ZoneCanvas, at: QPointF) -> QColor:
    image = QImage(canvas.viewport().size(), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas.render(painter, QRectF(image.rect()), canvas.viewport().rect())
    painter.end()
    return image.pixelColor(canvas.mapFromScene(at))
