"""A zone on the map: a named rounded rectangle styled by its tags, movable and resizable.

The item only draws and reports gestures to its scene (moved, resized, Shift-dragged to link, asked for
a menu or a rename); the scene turns them into session calls. Tags: difficult is hatched, cover has a
thick border, dark is a dark fill, hazard a red tint; a zone where a timed hazard is at work (its tag
burning now, or prepared) gets the red tint too, its tag as a chip, and its effect in the tooltip.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

import gm_desk.ui.zone_canvas.palette as pal
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import tooltip
from gm_desk.ui.session import MIN_ZONE_SIZE

SNAP = 10.0
UNREACHABLE_SHOWN = 99  # the scene passes this for zones no path reaches
HANDLE = 16.0
BOUNDS_PEN = QPen(QColor(0, 0, 0, 0), 6.0)  # see ZoneItem


class ZoneHost(Protocol):
    """What a zone asks of the map it is on (the zone canvas's scene)."""

    def zone_geometry_changed(self, zone: ZoneItem) -> None: ...
    def zone_geometry_committed(self, zone: ZoneItem, text: str) -> None: ...
    def begin_link(self, zone: ZoneItem, pos: QPointF) -> None: ...
    def drag_link(self, pos: QPointF) -> None: ...
    def end_link(self, pos: QPointF) -> None: ...
    def rename_zone(self, zone_id: str) -> None: ...
    def zone_menu(self, zone: ZoneItem, screen_pos: QPoint) -> None: ...


class ResizeHandle(QGraphicsRectItem):
    """The grip in a zone's bottom-right corner: it takes the mouse; the zone draws it."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__(QRectF(0, 0, HANDLE, HANDLE), zone)
        self.zone = zone
        self.setPen(QPen(Qt.PenStyle.NoPen))
        # Nothing to paint (the zone's picture holds the grip), so a frame skips it.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setCursor(Qt.CursorShape.SizeFDiagCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setToolTip(tr("Drag to resize the zone"))
        self._start: QRectF | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._start = self.zone.scene_rect()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        corner = self.zone.mapFromScene(event.scenePos())
        w = max(MIN_ZONE_SIZE[0], round(corner.x() / SNAP) * SNAP)
        h = max(MIN_ZONE_SIZE[1], round(corner.y() / SNAP) * SNAP)
        self.zone.set_size(w, h)
        self.zone.zone_scene().zone_geometry_changed(self.zone)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._start is not None and self._start != self.zone.scene_rect():
            self.zone.zone_scene().zone_geometry_committed(self.zone, tr("Resize zone"))
        self._start = None


class ZoneItem(QGraphicsRectItem):
    """One zone. Position is the top-left corner in scene coordinates; the size is `rect()`.

    A QGraphicsRectItem so that Qt computes the bounds in C++ (a Python boundingRect() is called a
    few times per item per frame). The pen is never drawn, since paint() is ours: its width only
    widens the bounds by the 3 px a selection border needs outside the rectangle.
    """

    def __init__(self, zone_id: str, name: str, tags: frozenset[str], rect: QRectF) -> None:
        super().__init__(QRectF(0, 0, rect.width(), rect.height()))
        self.setPen(BOUNDS_PEN)
        self.zone_id = zone_id
        self.name = name
        self.tags = tags
        self.hops: int | None = None
        self.reach: str | None = None  # "melee", "ranged" or "both": the selected token reaches here
        self.reach_of = ""  # whose reach, named in the tooltip
        self.drop_hint: bool | None = None  # a token hovers: True if the rules accept it here
        self.hazard_tag: str | None = None  # the tag of the timed hazard at work here
        self.hazard_words = ""
        self.over_picture = False  # a map picture lies under the zones: it shows through the fill
        self._size = QRectF(0, 0, rect.width(), rect.height())
        self._press_pos: QPointF | None = None
        self._linking = False
        self.setPos(rect.topLeft())
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see TokenItem
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
            | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
            | QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
        )
        self.setAcceptHoverEvents(True)
        self.handle = ResizeHandle(self)
        self._place_handle()
        self._refresh_tooltip()

    # --- geometry ---------------------------------------------------------------------------------

    def scene_rect(self) -> QRectF:
        return QRectF(self.pos(), self._size.size())

    def set_size(self, w: float, h: float) -> None:
        if (w, h) == (self._size.width(), self._size.height()):
            return
        self._size = QRectF(0, 0, w, h)
        self.setRect(self._size)  # also prepares the geometry change and repaints
        self._place_handle()

    def set_scene_rect(self, rect: QRectF) -> None:
        self.set_size(rect.width(), rect.height())
        if self.pos() != rect.topLeft():
            self.setPos(rect.topLeft())

    def _place_handle(self) -> None:
        self.handle.setPos(self._size.width() - HANDLE - 3, self._size.height() - HANDLE - 3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._size, pal.ZONE_RADIUS, pal.ZONE_RADIUS)
        return path

    def zone_scene(self) -> ZoneHost:
        return cast(ZoneHost, self.scene())

    # --- look -------------------------------------------------------------------------------------

    @property
    def is_dark(self) -> bool:
        return "dark" in self.tags

    @property
    def hazardous(self) -> bool:
        return "hazard" in self.tags or self.hazard_tag is not None

    def shown_tags(self) -> list[str]:
        return sorted(self.tags | ({self.hazard_tag} if self.hazard_tag else set()))

    def set_hazard(self, tag: str | None, words: str) -> None:
        if (tag, words) != (self.hazard_tag, self.hazard_words):
            self.hazard_tag, self.hazard_words = tag, words
            self._refresh_tooltip()
            self.update()

    def text_colour(self) -> QColor:
        return pal.DARK_TEXT if self.is_dark else pal.ZONE_TEXT

    def set_details(self, name: str, tags: frozenset[str]) -> None:
        if (name, tags) != (self.name, self.tags):
            self.name, self.tags = name, tags
            self._refresh_tooltip()
            self.update()

    def set_over_picture(self, over: bool) -> None:
        if over != self.over_picture:
            self.over_picture = over
            self.update()

    def set_drop_hint(self, ok: bool | None) -> None:
        if ok != self.drop_hint:
            self.drop_hint = ok
            self.update()

    def set_reach(self, kind: str | None, who: str = "") -> None:
        if (kind, who) != (self.reach, self.reach_of):
            self.reach, self.reach_of = kind, who if kind else ""
            self._refresh_tooltip()
            self.update()

    def set_hops(self, hops: int | None) -> None:
        if hops != self.hops:
            self.hops = hops
            self.update()

    def _refresh_tooltip(self) -> None:
        tags = ", ".join(sorted(self.tags)) or tr("no tags")
        words = pal.REACH_LABELS.get(self.reach or "")
        reach = "\n" + tr("In {name}'s {reach}", name=self.reach_of, reach=tr(words).lower()) if words else ""
        hazard = (
            "\n" + tr("Hazard ({tag}): {words}", tag=self.hazard_tag, words=self.hazard_words)
            if self.hazard_tag
            else ""
        )
        self.setToolTip(tooltip(f"{self.name} ({tags}){reach}{hazard}"))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._size.adjusted(1, 1, -1, -1)
        radius = pal.ZONE_RADIUS
        fill = QColor(pal.DARK_FILL if self.is_dark else pal.HAZARD_FILL if self.hazardous else pal.ZONE_FILL)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.over_picture:  # the picture shows through; the name keeps a band of the zone's colour
            header = QColor(fill)
            header.setAlphaF(0.82)
            fill.setAlphaF(0.5 if self.is_dark else 0.22)
            painter.setBrush(fill)
            painter.drawRoundedRect(r, radius, radius)
            painter.setBrush(header)
            painter.drawRoundedRect(
                QRectF(r.left(), r.top(), r.width(), min(r.height(), pal.ZONE_HEADER)), radius, radius
            )
        else:
            painter.setBrush(fill)
            painter.drawRoundedRect(r, radius, radius)
        if "difficult" in self.tags:
            painter.setBrush(pal.hatch())
            painter.drawRoundedRect(r, radius, radius)
        if self.hops is not None:
            painter.setBrush(pal.HOP_SHADE[min(self.hops, 3)])
            painter.drawRoundedRect(r, radius, radius)
        for brush in pal.reach_brushes(self.reach, on_dark=self.is_dark):
            painter.setBrush(brush)
            painter.drawRoundedRect(r, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._border_pen())
        inset = 2.0 if "cover" in self.tags else 0.0
        painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.drop_hint is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pal.pen(pal.DROP_OK if self.drop_hint else pal.DROP_NO, 3.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), radius - 3, radius - 3)
        self._paint_header(painter)
        if self.hops is not None:
            self._paint_hops(painter)
        self._paint_reach(painter)
        self._paint_grip(painter)

    def _border_pen(self) -> QPen:
        selected = self.isSelected()
        if "cover" in self.tags:
            return pal.pen(pal.ZONE_SELECTED if selected else pal.COVER_BORDER, 4.5)
        if selected:
            return pal.pen(pal.ZONE_SELECTED, 2.5)
        if self.hops == 0:
            return pal.pen(pal.ZONE_SELECTED, 2.0)
        if self.hazardous:
            return pal.pen(pal.HAZARD_BORDER, 1.8)
        return pal.pen(pal.ZONE_BORDER, 1.4)

    def _paint_header(self, painter: QPainter) -> None:
        title = pal.font(10.5, bold=True)
        metrics = QFontMetricsF(title)
        room = self._size.width() - 24 - (30 if self.hops is not None else 0)
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.setFont(title)
        painter.setPen(self.text_colour())
        painter.drawText(QPointF(12, 8 + metrics.ascent()), name)
        x = 12.0
        chip_font = pal.font(7.5, bold=True)
        chip_metrics = QFontMetricsF(chip_font)
        painter.setFont(chip_font)
        for tag in self.shown_tags():
            label = tr(tag.capitalize())  # the rules' tags (Cover, Dark…) are words of the app's
            w = chip_metrics.horizontalAdvance(label) + 12
            if x + w > self._size.width() - 10:
                break
            chip = QRectF(x, 12 + metrics.height(), w, chip_metrics.height() + 3)
            painter.setPen(Qt.PenStyle.NoPen)
            hazard_chip = tag == self.hazard_tag and tag not in pal.TAG_CHIPS
            colour = pal.TAG_CHIPS["hazard"] if hazard_chip else pal.tag_colour(tag, on_dark=self.is_dark)
            painter.setBrush(colour)
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(QColor("white"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, label)
            x += w + 4

    def _paint_grip(self, painter: QPainter) -> None:
        painter.setPen(pal.pen(self.text_colour().lighter(140) if self.is_dark else pal.ZONE_BORDER, 1.4))
        corner = self.handle.pos()
        for offset in (4.0, 8.0, 12.0):
            painter.drawLine(corner + QPointF(HANDLE - 2, offset), corner + QPointF(offset, HANDLE - 2))

    def _paint_reach(self, painter: QPainter) -> None:
        """The reach named in words at the zone's foot, so pattern and colour are not all it says."""
        words = tr(pal.REACH_LABELS.get(self.reach or "", ""))
        if not words:
            return
        font = pal.font(8.0, bold=True)
        metrics = QFontMetricsF(font)
        w = min(metrics.horizontalAdvance(words) + 14, self._size.width() - HANDLE - 16)
        chip = QRectF(8, self._size.height() - metrics.height() - 10, w, metrics.height() + 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.REACH_MELEE.darker(130) if self.reach == "melee" else QColor(30, 50, 100, 220))
        painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
        painter.setPen(QColor("white"))
        painter.setFont(font)
        text = metrics.elidedText(words, Qt.TextElideMode.ElideRight, w - 10)
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_hops(self, painter: QPainter) -> None:
        hops = self.hops or 0
        label = "—" if hops >= UNREACHABLE_SHOWN else "3+" if hops >= 3 else str(hops)
        badge = QRectF(self._size.width() - 36, 8, 26, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(pal.HOP_BADGE if self.hops == 0 else QColor(60, 70, 90, 200)))
        painter.drawRoundedRect(badge, 9, 9)
        painter.setPen(QColor("white"))
        painter.setFont(pal.font(8.5, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)

    # --- gestures ---------------------------------------------------------------------------------

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # Qt's variant
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange and self._press_pos is not None:
            p = value
            return QPointF(round(p.x() / SNAP) * SNAP, round(p.y() / SNAP) * SNAP)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged and self.scene() is not None:
            self.zone_scene().zone_geometry_changed(self)
        return super().itemChange(change, value)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self._linking = True
            self.zone_scene().begin_link(self, event.scenePos())
            event.accept()
            return
        self._press_pos = self.pos()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._linking:
            self.zone_scene().drag_link(event.scenePos())
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._linking:
            self._linking = False
            self.zone_scene().end_link(event.scenePos())
            return
        super().mouseReleaseEvent(event)
        moved = self._press_pos is not None and self._press_pos != self.pos()
        self._press_pos = None
        if moved:
            self.zone_scene().zone_geometry_committed(self, tr("Move zone"))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.zone_scene().rename_zone(self.zone_id)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.zone_scene().zone_menu(self, event.screenPos())
        event.accept()
