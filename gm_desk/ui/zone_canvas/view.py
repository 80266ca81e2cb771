"""The widget that shows the map: zoom with the wheel, pan with the middle button or Space-drag, fit the
map to the window, Delete and arrow-key nudges for the selection.

A Space tap (pressed and released without panning) asks for "next", the same as the Next button: the
view claims Space for itself so it can tell a tap from a pan.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

import gm_desk.ui.zone_canvas.palette as pal
from gm_desk.ui.i18n import tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.viewport import own_viewport
from gm_desk.ui.zone_canvas.scene import ZoneScene

MIN_SCALE, MAX_SCALE, FIT_MAX_SCALE = 0.2, 4.0, 1.25
AREA = QRectF(-4000, -4000, 8000, 8000)  # room to pan and to add zones in, at the least
AREA_MARGIN = 2000.0  # beyond the map's own extent, for maps larger than AREA
GRID = 40.0
NUDGE, FINE_NUDGE = 10.0, 1.0
ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


class ZoneCanvas(QGraphicsView):
    advance_requested = Signal()
    digit_typed = Signal(str)  # a digit typed on the map: the acting combatant's roll may take it
    creatures_dropped = Signal(
        list, str
    )  # bestiary ids dropped on the map, and the zone under them ("" if none)

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        self.map_scene = ZoneScene()
        super().__init__(self.map_scene, parent)
        own_viewport(self)  # viewport() without PySide resolving every QWidget class first
        self.map_scene.setParent(self)
        self.setObjectName("zoneCanvas")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setSceneRect(AREA)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # The map is panned by hand (middle button, Space-drag); scroll bars would only take room.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._pan_from: QPoint | None = None
        self._space_down = False
        self._space_panned = False
        self._auto_fit = True  # keep the map fitted to the window until the GM zooms or pans
        self.map_scene.follow(notices)
        notices.follow(self.on_change)

    @property
    def session(self) -> EncounterSession | None:
        return self.map_scene.session

    def on_change(self, notice: Notice) -> None:
        """The scene has drawn the change already (it follows first): cover the map, fit a new one."""
        if notice.setup or notice.layout or notice.look:
            self._cover_map()
            self.viewport().update()
        if notice.opened:
            self.fit_map()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit_map()

    # --- zoom and pan -----------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def map_rect(self) -> QRectF:
        """The zones and the map picture under them."""
        rect = QRectF()
        for item in self.map_scene.zones.values():
            rect = rect.united(item.scene_rect())
        backdrop = self.map_scene.backdrop
        if backdrop.isVisible():
            rect = rect.united(backdrop.picture_rect())
        return rect

    def _cover_map(self) -> None:
        """Grow the pannable area so that a map larger than AREA can be seen and panned to whole."""
        rect = self.map_rect()
        m = AREA_MARGIN
        area = AREA if rect.isNull() else AREA.united(rect.adjusted(-m, -m, m, m))
        if area != self.sceneRect():
            self.setSceneRect(area)

    def fit_map(self) -> None:
        self._auto_fit = True
        rect = self.map_rect()
        if rect.isNull():
            self.resetTransform()
            self.centerOn(0, 0)
            return
        self.fitInView(rect.adjusted(-50, -50, 50, 50), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > FIT_MAX_SCALE:
            self.zoom_by(FIT_MAX_SCALE / self.zoom, anchor_centre=True)
            self._auto_fit = True
        self.centerOn(rect.center())

    def zoom_by(self, factor: float, *, anchor_centre: bool = False) -> None:
        self._auto_fit = False
        target = min(MAX_SCALE, max(MIN_SCALE, self.zoom * factor))
        if anchor_centre:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(target / self.zoom, target / self.zoom)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)

    def zoom_in(self) -> None:
        self.zoom_by(1.25, anchor_centre=True)

    def zoom_out(self) -> None:
        self.zoom_by(0.8, anchor_centre=True)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def _pan(self, to: QPoint) -> None:
        if self._pan_from is None:
            return
        delta = to - self._pan_from
        self._pan_from = to
        self._auto_fit = False
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        middle = event.button() == Qt.MouseButton.MiddleButton
        space = event.button() == Qt.MouseButton.LeftButton and self._space_down
        if middle or space:
            self._pan_from = event.position().toPoint()
            self._space_panned = self._space_panned or space
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan(event.position().toPoint())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(
                Qt.CursorShape.OpenHandCursor if self._space_down else Qt.CursorShape.ArrowCursor
            )
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # --- keys -------------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Claim Space before the window's shortcut sees it: a tap means "next", a held Space pans.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            if not event.isAutoRepeat():
                self._space_down, self._space_panned = True, False
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        shift_f10 = key == Qt.Key.Key_F10 and event.modifiers() == Qt.KeyboardModifier.ShiftModifier
        if (key == Qt.Key.Key_Menu or shift_f10) and self.map_scene.keyboard_menu(self._global_at):
            event.accept()  # accepted: no second menu from the context menu event that would follow
            return
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.map_scene.delete_selected():
            event.accept()
            return
        if event.text().isdigit() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.digit_typed.emit(event.text())
            event.accept()
            return
        if key in ARROWS:
            step = FINE_NUDGE if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else NUDGE
            dx, dy = ARROWS[Qt.Key(key)]
            if self.map_scene.nudge(dx * step, dy * step):
                event.accept()
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """The menu key (or Shift+F10) opens the menu of what is picked on the map, where it stands."""
        if event.reason() == QContextMenuEvent.Reason.Keyboard and self.map_scene.keyboard_menu(self._global_at):
            event.accept()
            return
        super().contextMenuEvent(event)

    def _global_at(self, scene_point: QPointF) -> QPoint:
        return self.viewport().mapToGlobal(self.mapFromScene(scene_point))

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            was_down, panned = self._space_down, self._space_panned
            self._space_down = self._space_panned = False
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            if was_down and not panned:
                self.advance_requested.emit()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # --- background and hints ---------------------------------------------------------------------

    # --- creatures dragged in from the bestiary -----------------------------------------------------

    def _carries_creatures(self, event: QDropEvent) -> bool:
        from gm_desk.ui.bestiary.library_model import CREATURE_MIME

        return self.session is not None and event.mimeData().hasFormat(CREATURE_MIME)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._carries_creatures(event):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._carries_creatures(event):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not self._carries_creatures(event):
            super().dropEvent(event)
            return
        from gm_desk.ui.bestiary.library_model import creature_ids_from_mime

        zone = self.map_scene.zone_at(self.mapToScene(event.position().toPoint()))
        event.acceptProposedAction()
        self.creatures_dropped.emit(creature_ids_from_mime(event.mimeData()), zone.zone_id if zone else "")

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, pal.CANVAS_BG)
        if self.zoom < 0.45:
            return
        painter.setPen(pal.pen(pal.GRID_DOT, 2.0))
        left = int(rect.left() // GRID) * GRID
        top = int(rect.top() // GRID) * GRID
        y = top
        points = []
        while y < rect.bottom():
            x = left
            while x < rect.right():
                points.append(QPointF(x, y))
                x += GRID
            y += GRID
        painter.drawPoints(points)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        view = QRectF(self.viewport().rect())
        session = self.session
        if session is None:
            self._centre_text(
                painter, view, tr("No encounter is open"), tr("File ▸ Open encounter… (Ctrl+O)")
            )
        elif not self.map_scene.zones:
            self._centre_text(
                painter, view, tr("No zones yet"), tr("Double-click anywhere to create the first zone")
            )
        painter.restore()

    def _centre_text(self, painter: QPainter, view: QRectF, title: str, detail: str) -> None:
        painter.setPen(pal.HINT_TEXT)
        painter.setFont(pal.font(15, bold=True))
        painter.drawText(view.adjusted(0, -30, 0, -30), Qt.AlignmentFlag.AlignCenter, title)
        painter.setFont(pal.font(10.5))
        painter.drawText(view.adjusted(0, 20, 0, 20), Qt.AlignmentFlag.AlignCenter, detail)
