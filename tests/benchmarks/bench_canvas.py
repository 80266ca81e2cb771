"""The zone canvas under load: one drag step with 300 zones and 1,000 tokens, against bare Qt items.

The encounter is a real one in a throwaway data file (a 20 x 15 grid of linked zones, 1,000 creatures
spread over them), opened as an `EncounterSession` and shown in the app's own `ZoneCanvas` at
1920 x 1080, fitted so every item is on screen. One drag step is what a mouse drag does between two
frames: a MouseMove event through the viewport (the token follows the pointer and the scene checks
the zone under it), then a synchronous repaint of the whole viewport.

The baseline is a bare QGraphicsScene with the same geometry: 300 QGraphicsRectItems and 1,000
movable QGraphicsEllipseItems each with a QGraphicsSimpleTextItem label, in a QGraphicsView of the same
size, transform, render hints and update mode, driven by the same events.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from tests.benchmarks.report import Row

COLUMNS, ROWS = 20, 15  # 300 zones
TOKENS = 1_000
STEPS = 120  # drag steps timed per run
RUNS = 3
VIEW = (1920, 1080)
STEP_PX = 3


def grid_setup() -> tuple[dict, dict]:
    """A glowlands encounter: zones on a grid, each linked to its right and lower neighbours."""
    from gm_desk.ui.session import LAYOUT_VERSION, ZONE_GAP, ZONE_SIZE

    w, h = ZONE_SIZE
    zones, links, cells = [], [], {}
    for r in range(ROWS):
        for c in range(COLUMNS):
            zid = f"z{r}_{c}"
            zones.append(
                {"id": zid, "name": f"Zone {r}-{c}", "tags": ["difficult"] if (r + c) % 7 == 0 else []}
            )
            cells[zid] = [c * (w + ZONE_GAP), r * (h + ZONE_GAP), w, h]
            if c + 1 < COLUMNS:
                links.append([zid, f"z{r}_{c + 1}"])
            if r + 1 < ROWS:
                links.append([zid, f"z{r + 1}_{c}"])
    combatants = []
    for i in range(TOKENS):
        zone = zones[i % len(zones)]["id"]
        combatants.append(
            {
                "id": f"c{i}",
                "name": f"Glass Hound {i}",
                "kind": "NPC",
                "side": "foes",
                "zone": zone,
                "stats": {
                    "max_strain": 6,
                    "armour": 1,
                    "ranged_threat": 9,
                    "melee_threat": 10,
                    "retaliations": [
                        {"name": "Bite", "trigger": "melee", "range": "engaged", "damage": "1d6+1"}
                    ],
                },
            }
        )
    setup = {
        "ruleset": "glowlands",
        "name": "Benchmark sprawl",
        "options": {},
        "zones": {"zones": zones, "links": links},
        "sides": [
            {"id": "party", "name": "The party", "stance": "party"},
            {"id": "foes", "name": "Foes", "stance": "hostile"},
        ],
        "combatants": combatants,
    }
    return setup, {"version": LAYOUT_VERSION, "zones": cells}


def _send(view, kind, at, buttons) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    left = Qt.MouseButton.LeftButton
    button = Qt.MouseButton.NoButton if kind.name == "MouseMove" else left
    local = QPointF(at)
    event = QMouseEvent(
        kind, local, QPointF(view.viewport().mapToGlobal(at)), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(view.viewport(), event)


def drag_steps(view, start_scene_pos) -> list[float]:
    """Press on the item at `start_scene_pos`, then time STEPS moves of a few pixels (back and forth,
    so the token stays in its zone) each followed by a repaint of the viewport; release."""
    from PySide6.QtCore import QEvent, QPoint, Qt

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    at = view.mapFromScene(start_scene_pos)
    _send(view, QEvent.Type.MouseButtonPress, at, left)
    times = []
    for i in range(STEPS):
        dx = STEP_PX if (i // 4) % 2 == 0 else -STEP_PX
        at = at + QPoint(dx, 1 if i % 2 else -1)
        start = time.perf_counter()
        _send(view, QEvent.Type.MouseMove, at, left)
        view.viewport().repaint()
        times.append(time.perf_counter() - start)
    _send(view, QEvent.Type.MouseButtonRelease, at, none)
    return times


def app_canvas(folder: Path):
    """The app's canvas showing the sprawling encounter; returns (canvas, session, build seconds)."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from gm_desk.store import create_campaign, create_encounter
    from gm_desk.ui.notice import Notices
    from gm_desk.ui.session import EncounterSession
    from gm_desk.ui.zone_canvas import ZoneCanvas

    setup, layout = grid_setup()
    campaign = create_campaign("Bench", "glowlands")
    encounter = create_encounter(campaign.id, setup["name"], "glowlands", setup, layout)
    start = time.perf_counter()
    session = EncounterSession(encounter.id)
    notices = Notices()
    canvas = ZoneCanvas(notices)
    canvas.notices_ = notices  # kept alive with the canvas
    canvas.resize(*VIEW)
    canvas.show()
    QTest.qWaitForWindowExposed(canvas)
    notices.open(session)
    canvas.viewport().repaint()
    QApplication.processEvents()  # as the event loop would: the scene indexes its new items
    built = time.perf_counter() - start
    assert len(canvas.map_scene.zones) == COLUMNS * ROWS and len(canvas.map_scene.tokens) == TOKENS
    return canvas, session, built


def bare_view(canvas):
    """The same rectangles, discs and names as bare Qt items, in a view set up like the canvas."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsEllipseItem,
        QGraphicsItem,
        QGraphicsRectItem,
        QGraphicsScene,
        QGraphicsSimpleTextItem,
        QGraphicsView,
    )

    scene = QGraphicsScene()
    for zone in canvas.map_scene.zones.values():
        scene.addItem(QGraphicsRectItem(zone.scene_rect()))
    movable = QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
    for token in canvas.map_scene.tokens.values():
        disc = QGraphicsEllipseItem(QRectF(-22, -22, 44, 44))
        disc.setBrush(QBrush(QColor("#d64545")))
        disc.setPos(token.pos())
        disc.setFlags(movable)
        disc.setZValue(10)
        label = QGraphicsSimpleTextItem(token.look.name, disc)
        label.setPos(-label.boundingRect().width() / 2, 28)
        scene.addItem(disc)
    view = QGraphicsView(scene)
    scene.setParent(view)  # the view does not own its scene; without this Python would delete it
    view.setRenderHints(canvas.renderHints())
    view.setViewportUpdateMode(canvas.viewportUpdateMode())
    view.setHorizontalScrollBarPolicy(canvas.horizontalScrollBarPolicy())
    view.setVerticalScrollBarPolicy(canvas.verticalScrollBarPolicy())
    view.setFrameShape(canvas.frameShape())
    view.setSceneRect(canvas.sceneRect())
    view.resize(*VIEW)
    view.show()
    QTest.qWaitForWindowExposed(view)
    view.setTransform(canvas.transform())
    view.horizontalScrollBar().setValue(canvas.horizontalScrollBar().value())
    view.verticalScrollBar().setValue(canvas.verticalScrollBar().value())
    view.viewport().repaint()
    QApplication.processEvents()
    return view


def measure() -> list[Row]:
    from PySide6.QtWidgets import QApplication

    from gm_desk.store import database_path, open_store

    app = QApplication.instance() or QApplication(["gm-desk-bench"])
    with tempfile.TemporaryDirectory(prefix="gm-desk-bench-canvas-") as tmp:
        store = open_store(database_path(Path(tmp)))
        try:
            canvas, session, built = app_canvas(Path(tmp))
            view = bare_view(canvas)
            # The token nearest the middle of the map, and the disc at the same place in the baseline.
            middle = canvas.map_rect().center()
            token = min(
                canvas.map_scene.tokens.values(),
                key=lambda t: (t.pos() - middle).manhattanLength(),
            )
            ours, base = [], []
            for _ in range(RUNS):  # alternate, so load from elsewhere falls on both alike
                ours.extend(drag_steps(canvas, token.pos()))
                base.extend(drag_steps(view, token.pos()))
                app.processEvents()
            moved = token.dragging is False
            canvas.close()
            view.close()
            session.deleteLater()
            canvas.deleteLater()
            view.deleteLater()
            app.processEvents()
        finally:
            store.close()
    step = statistics.median(ours)
    step_base = statistics.median(base)
    worst = sorted(ours)[int(len(ours) * 0.95)]
    return [
        Row(
            f"canvas drag step, {COLUMNS * ROWS} zones and {TOKENS:,} tokens",
            step * 1e3,
            "ms",
            "bare QGraphicsScene with the same rects, discs and text labels",
            step_base * 1e3,
            "< 16 ms, within 1.5x",
            step < 0.016 and step < 1.5 * step_base,
            note=(
                f"median of {len(ours)} steps (move + full {VIEW[0]}x{VIEW[1]} repaint, whole map on "
                f"screen); 95th percentile {worst * 1e3:.1f} ms; opening the map took {built * 1e3:.0f} ms"
                + ("" if moved else "; the drag did not end")
            ),
        )
    ]
