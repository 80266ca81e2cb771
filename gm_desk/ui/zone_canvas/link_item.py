"""Lines on the map: adjacency links between zones, engagement lines between tokens, and the dashed
draft line drawn while the GM Shift-drags a new link.

A link runs from border to border along the line between the zone centres and follows the zones as
they move; it is selectable so Delete can remove it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsSceneContextMenuEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

import gm_desk.ui.zone_canvas.palette as pal
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import tooltip

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint

    from gm_desk.ui.zone_canvas.token_item import TokenItem
    from gm_desk.ui.zone_canvas.zone_item import ZoneItem


class LinkHost(Protocol):
    """What a link asks of the map it is on (the zone canvas's scene)."""

    def link_menu(self, link: LinkItem, screen_pos: QPoint) -> None: ...

STUB = 28.0  # length drawn for zones that touch or overlap


def exit_point(rect: QRectF, towards: QPointF) -> QPointF:
    """Where the ray from the centre of `rect` towards `towards` leaves the rectangle."""
    c = rect.center()
    dx, dy = towards.x() - c.x(), towards.y() - c.y()
    tx = (rect.width() / 2) / abs(dx) if dx else math.inf
    ty = (rect.height() / 2) / abs(dy) if dy else math.inf
    t = min(tx, ty, 1.0)
    return QPointF(c.x() + dx * t, c.y() + dy * t)


def link_segment(a: QRectF, b: QRectF) -> QLineF:
    """The visible part of a link: from A's border to B's border, or a short stub where they meet."""
    ca, cb = a.center(), b.center()
    pa, pb = exit_point(a, cb), exit_point(b, ca)
    whole = QLineF(ca, cb).length()
    if whole == 0:
        return QLineF(ca, ca)
    if QLineF(ca, pa).length() + QLineF(cb, pb).length() < whole - 1:
        return QLineF(pa, pb)
    mid = (pa + pb) / 2
    ux, uy = (cb.x() - ca.x()) / whole, (cb.y() - ca.y()) / whole
    half = STUB / 2
    return QLineF(mid - QPointF(ux * half, uy * half), mid + QPointF(ux * half, uy * half))


class LinkItem(QGraphicsRectItem):
    """An adjacency between two zones. Its rectangle (never drawn) is the line's bounds, kept in C++
    for the same reason as a token's (see TokenItem)."""

    def __init__(self, a: ZoneItem, b: ZoneItem) -> None:
        super().__init__()
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.a, self.b = a, b
        self.pair = frozenset((a.zone_id, b.zone_id))
        self._line = QLineF()
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see TokenItem
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable | QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
        )
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.refresh()

    def refresh(self) -> None:
        """Follow the zones (after a move, a resize or a rename)."""
        self._line = link_segment(self.a.scene_rect(), self.b.scene_rect())
        self.setRect(_bounds(self._line, 10))  # prepares the geometry change and repaints
        self.setToolTip(
            tooltip(
                tr(
                    "{name} ↔ {name2}\nSelect and press Delete to remove (prep only)",
                    name=self.a.name,
                    name2=self.b.name,
                )
            )
        )
        self.update()  # a rename keeps the bounds

    def line(self) -> QLineF:
        return QLineF(self._line)

    def shape(self) -> QPainterPath:
        path = QPainterPath(self._line.p1())
        path.lineTo(self._line.p2())
        stroker = QPainterPathStroker()
        stroker.setWidth(14)
        return stroker.createStroke(path)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = pal.LINK_SELECTED if self.isSelected() else pal.LINK_COLOUR
        painter.setPen(pal.pen(colour, 5.0 if self.isSelected() else 3.5))
        painter.drawLine(self._line)
        painter.setPen(pal.pen(colour, 1.0))
        painter.setBrush(colour)
        for end in (self._line.p1(), self._line.p2()):
            painter.drawEllipse(end, 4.5, 4.5)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        cast(LinkHost, self.scene()).link_menu(self, event.screenPos())
        event.accept()


class EngagementItem(QGraphicsRectItem):
    """Two combatants locked in melee: a short amber bar between their tokens."""

    def __init__(self, a: TokenItem, b: TokenItem) -> None:
        super().__init__()
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.a, self.b = a, b
        self._line = QLineF()
        self.setZValue(9)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see TokenItem
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.refresh()

    def refresh(self) -> None:
        self._line = QLineF(self.a.pos(), self.b.pos())
        self.setRect(_bounds(self._line, 6))
        self.setToolTip(
            tooltip(tr("{name} and {name2} are engaged", name=self.a.look.name, name2=self.b.look.name))
        )
        self.update()  # the cached picture holds the old line, even when the bounds stay

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(pal.pen(pal.ENGAGED_LINE, 4.0))
        painter.drawLine(self._line)


def _bounds(line: QLineF, margin: float) -> QRectF:
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-margin, -margin, margin, margin)


class DraftLink(QGraphicsLineItem):
    """The dashed line that follows the pointer while a link is being dragged out."""

    def __init__(self, start: QPointF) -> None:
        super().__init__(QLineF(start, start))
        self.setPen(pal.pen(pal.LINK_DRAFT, 2.5, Qt.PenStyle.DashLine))
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
