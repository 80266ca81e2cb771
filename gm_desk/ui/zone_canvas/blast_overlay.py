"""A missed blast on the map: the zone aimed at, the zone the blast landed in, and an arrow between.

Faction Passing's ranged blast that fails its save deviates into a neighbouring zone picked by a die
(the system reads it from its events: `Presentation.blast_drift`, a `BlastDrift` {aimed, landed};
landed is None when the blast is lost). The overlay listens to the session: after a command whose
events hold a drift it outlines the aimed zone (dashed), fills the landed one, draws a curved arrow from
one to the other, and fades out after a few seconds. An undo or a redo clears it. It never takes the
mouse: its shape is empty, so clicks and menus reach the map.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

import gm_desk.ui.zone_canvas.palette as pal
from gm_desk.ui.i18n import tr
from gm_desk.ui.theme import colour
from gm_desk.ui.zone_canvas.link_item import exit_point

if TYPE_CHECKING:
    from gm_desk.ui.notice import Notice, Notices
    from gm_desk.ui.session import EncounterSession
    from gm_desk.ui.zone_canvas.scene import ZoneScene

SHOWN_MS = 4000
FADE_MS = 700
BLAST = "#e8590c"  # light-theme colours, drawn through `colour` at each paint
AIMED = "#c92a2a"
LANDED_FILL = QColor(232, 89, 12, 46)
ARROW_HEAD = 16.0
BEND = 0.22  # how far the arrow bows away from the link line, as a share of its length
PAD = 60.0  # room around the zones for the outlines, the labels above them and the arrow's bow
OUTLINE = 5.0  # the highlight runs this far outside the zone's border
LABEL_SIZE = 9.0


class BlastOverlay(QGraphicsObject):
    """The last deviated blast, drawn above zones and links and below tokens."""

    def __init__(self, scene: ZoneScene, notices: Notices, shown_ms: int = SHOWN_MS) -> None:
        super().__init__()
        self.map_scene = scene
        self.session: EncounterSession | None = None
        self.aimed: str | None = None
        self.landed: str | None = None
        self._bounds = QRectF()
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(shown_ms)
        self._timer.timeout.connect(self._fade)
        self._fader = QPropertyAnimation(self, b"opacity", self)
        self._fader.setDuration(FADE_MS)
        self._fader.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fader.setStartValue(1.0)
        self._fader.setEndValue(0.0)
        self._fader.finished.connect(self.clear)
        scene.addItem(self)
        notices.follow(self.on_change)

    # --- the session ------------------------------------------------------------------------------

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.opened or notice.undone:  # whatever was shown may no longer have happened
            self.clear()
        elif notice.events and self.session is not None:
            drift = self.session.ruleset.presentation.blast_drift(notice.events)
            if drift is not None:
                self.show_blast(drift.aimed, drift.landed)
        if notice.layout and not notice.opened:
            self._relayout()

    # --- showing ----------------------------------------------------------------------------------

    @property
    def shown(self) -> tuple[str, str | None] | None:
        """(aimed zone, landed zone or None) while the overlay is up."""
        return (self.aimed, self.landed) if self.isVisible() and self.aimed is not None else None

    def set_shown_ms(self, ms: int) -> None:
        """How long the overlay stays before it fades (tests shorten it)."""
        self._timer.setInterval(ms)

    def show_blast(self, aimed: str, landed: str | None) -> None:
        if aimed not in self.map_scene.zones or (landed is not None and landed not in self.map_scene.zones):
            return
        self._fader.stop()
        self.aimed, self.landed = aimed, landed
        self._relayout()
        self.setOpacity(1.0)
        self.setVisible(True)
        self._timer.start()

    def clear(self) -> None:
        self._timer.stop()
        self._fader.stop()
        self.setVisible(False)
        self.aimed = self.landed = None

    def _fade(self) -> None:
        self._fader.start()

    def _relayout(self) -> None:
        if self.aimed is None or self.aimed not in self.map_scene.zones:
            return
        self.prepareGeometryChange()
        rect = self._rect(self.aimed)
        if self.landed is not None and self.landed in self.map_scene.zones:
            rect = rect.united(self._rect(self.landed)).united(QRectF(self._control(), self._control()))
        self._bounds = rect.adjusted(-PAD, -PAD, PAD, PAD)
        self.update()

    # --- drawing ----------------------------------------------------------------------------------

    def _rect(self, zone_id: str) -> QRectF:
        return self.map_scene.zones[zone_id].scene_rect()

    def _ends(self) -> tuple[QPointF, QPointF]:
        assert self.aimed is not None and self.landed is not None  # the arrow is drawn once both are known
        a, b = self._rect(self.aimed), self._rect(self.landed)
        return exit_point(a, b.center()), exit_point(b, a.center())

    def _control(self) -> QPointF:
        """The arrow bows to one side so it does not hide the link line between the two zones."""
        start, end = self._ends()
        mid = (start + end) / 2
        dx, dy = end.x() - start.x(), end.y() - start.y()
        return QPointF(mid.x() - dy * BEND, mid.y() + dx * BEND)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()  # nothing to hit: the map under it keeps every click

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.aimed is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = pal.ZONE_RADIUS + OUTLINE - 1
        aimed = self._rect(self.aimed).adjusted(-OUTLINE, -OUTLINE, OUTLINE, OUTLINE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pal.pen(colour(AIMED), 3.0, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(aimed, r, r)
        self._chip(painter, self.aimed, colour(AIMED))
        if self.landed is None:
            return
        landed = self._rect(self.landed).adjusted(-OUTLINE, -OUTLINE, OUTLINE, OUTLINE)
        painter.setBrush(LANDED_FILL)
        painter.setPen(pal.pen(colour(BLAST), 4.0))
        painter.drawRoundedRect(landed, r, r)
        self._arrow(painter)
        self._chip(painter, self.landed, colour(BLAST))

    def _arrow(self, painter: QPainter) -> None:
        start, end = self._ends()
        control = self._control()
        angle = math.atan2(end.y() - control.y(), end.x() - control.x())
        # The line stops at the base of the head, so its round cap does not poke through the point.
        base = QPointF(
            end.x() - math.cos(angle) * ARROW_HEAD * 0.8, end.y() - math.sin(angle) * ARROW_HEAD * 0.8
        )
        path = QPainterPath(start)
        path.quadTo(control, base)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pal.pen(QColor(255, 255, 255, 220), 9.0))
        painter.drawPath(path)
        painter.setPen(pal.pen(colour(BLAST), 5.0))
        painter.drawPath(path)
        head = QPolygonF(
            [
                end,
                QPointF(
                    end.x() - ARROW_HEAD * math.cos(angle - 0.45),
                    end.y() - ARROW_HEAD * math.sin(angle - 0.45),
                ),
                QPointF(
                    end.x() - ARROW_HEAD * math.cos(angle + 0.45),
                    end.y() - ARROW_HEAD * math.sin(angle + 0.45),
                ),
            ]
        )
        painter.setPen(pal.pen(colour(BLAST), 2.0))
        painter.setBrush(colour(BLAST))
        painter.drawPolygon(head)

    def label_rect(self, zone_id: str) -> QRectF:
        """Where a zone's label goes: just above the zone, clear of its name, tokens and hop badge."""
        text = self._label(zone_id)
        metrics = QFontMetricsF(pal.font(LABEL_SIZE, bold=True))
        w, h = metrics.horizontalAdvance(text) + 18, metrics.height() + 6
        rect = self._rect(zone_id)
        return QRectF(rect.center().x() - w / 2, rect.top() - OUTLINE - 4 - h, w, h)

    def _label(self, zone_id: str) -> str:
        if self.landed is None:
            return tr("Blast lost")
        return tr("Aimed here") if zone_id == self.aimed else tr("Blast landed here")

    def _chip(self, painter: QPainter, zone_id: str, colour: QColor) -> None:
        chip = self.label_rect(zone_id)
        radius = chip.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(chip, radius, radius)
        painter.setFont(pal.font(LABEL_SIZE, bold=True))
        painter.setPen(QColor("white"))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self._label(zone_id))
