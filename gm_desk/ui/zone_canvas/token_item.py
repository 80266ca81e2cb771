"""A combatant's token: a disc in its side's colour with initials, a track bar, condition badges and
its name. The bar is the system's main health track (`ui.combat.tracks.main_track`, as in the
initiative list), so every system's tokens show theirs. Dragging it to another zone asks the scene to move it; the scene puts it back if the rules
say no.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, cast

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

import gm_desk.ui.zone_canvas.palette as pal
from gm_desk.rules.state import ACTIVE, DEAD, Combatant, EncounterState
from gm_desk.rules.words import plain
from gm_desk.ui.combat.tracks import Track, main_track
from gm_desk.ui.i18n import tr
from gm_desk.ui.pictures import round_face
from gm_desk.ui.plain_text import tooltip

R = pal.TOKEN_SIZE / 2
BOUNDS = QRectF(-pal.TOKEN_SLOT[0] / 2, -R - 6, *pal.TOKEN_SLOT)


@dataclass(frozen=True)
class TokenLook:
    """What a token shows, read from the state once so the item only paints."""

    cid: str
    name: str
    initials: str
    stance: str
    status: str
    substatus: str | None
    track: Track | None
    conditions: tuple[str, ...]
    engaged_with: tuple[str, ...]
    current: bool
    colour: str = "#7f8794"  # its side's colour (`palette.side_colours`)
    hidden: bool = False  # prepared hidden, not revealed yet: faded, with a "hidden" mark
    group: str | None = None  # the group it was prepared in (named in the tooltip)
    face: str | None = None  # the digest of its portrait, drawn inside its side's ring

    @classmethod
    def of(cls, c: Combatant, state: EncounterState, face: str | None = None) -> TokenLook:
        side = state.sides.get(c.side)
        track = main_track(state.ruleset, c)
        engaged = tuple(sorted(state.combatants[o].name for o in c.engaged if o in state.combatants))
        return cls(
            c.id,
            c.name,
            initials(c.name),
            side.stance if side else "neutral",
            c.status,
            c.substatus,
            track,
            tuple(k.name for k in c.conditions),
            engaged,
            state.actor == c.id,
            pal.side_colours(state).get(c.side, pal.SIDE_COLOURS["neutral"]).name(),
            c.hidden,
            c.group,
            face,
        )


def initials(name: str) -> str:
    """ "Caretaker 2" -> "C2", "Aria Voss" -> "AV", "Peacekeeper" -> "Pe"."""
    words = name.split()
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].capitalize()
    return (words[0][0] + words[-1][0]).upper()


class TokenHost(Protocol):
    """What a token asks of the map it is on (the zone canvas's scene)."""

    def token_hovering(self, token: TokenItem, pos: QPointF) -> None: ...
    def token_dropped(self, token: TokenItem, pos: QPointF) -> None: ...
    def token_menu(self, token: TokenItem, screen_pos: QPoint) -> None: ...


class TokenItem(QGraphicsRectItem):
    """The item's origin is the centre of the disc. Its rectangle (never drawn: paint() is ours) is
    the room the token, its bar and its name take; being a QGraphicsRectItem, Qt reads these bounds in
    C++ rather than calling a Python boundingRect() several times per token per frame."""

    def __init__(self, look: TokenLook) -> None:
        super().__init__(BOUNDS)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.look = look
        self.cid = look.cid
        self._press: QPointF | None = None
        self.on_dark = False  # standing in a dark zone: the name is written in a light colour
        self.setZValue(10)
        # Painted once into a pixmap and blitted after that: a frame with a thousand tokens must not
        # call paint() a thousand times. Any change of look calls update(), which repaints the pixmap.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
            | QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
        )
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAcceptHoverEvents(True)
        self._refresh_tooltip()

    def set_look(self, look: TokenLook) -> None:
        if look != self.look:
            self.look = look
            self._refresh_tooltip()
            self.update()

    def set_on_dark(self, dark: bool) -> None:
        if dark != self.on_dark:
            self.on_dark = dark
            self.update()

    @property
    def dragging(self) -> bool:
        return self._press is not None

    def _refresh_tooltip(self) -> None:
        look = self.look
        parts = [tr("{name} (hidden)", name=look.name) if look.hidden else look.name]
        if look.status != ACTIVE:
            detail = f" ({plain(look.substatus)})" if look.substatus else ""
            status = plain(look.status)
            parts.append(f"{status[:1].upper()}{status[1:]}{detail}")
        if look.track:
            parts.append(look.track.words())
        if look.conditions:
            parts.append(tr("Conditions: {names}", names=", ".join(look.conditions)))
        if look.engaged_with:
            parts.append(tr("Engaged with {names}", names=", ".join(look.engaged_with)))
        if look.group:
            parts.append(tr("Group: {name}", name=look.group))
        self.setToolTip(tooltip("\n".join(parts)))

    # --- painting ---------------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        out = look.status != ACTIVE
        disc = QRectF(-R, -R, 2 * R, 2 * R)
        if look.current:
            painter.setPen(pal.pen(pal.ACTOR_RING, 4.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(disc.adjusted(-5, -5, 5, 5))
        colour = QColor(look.colour)
        if out:
            colour = colour.lighter(160)
            colour.setAlpha(200)
        if look.hidden:
            painter.setOpacity(pal.HIDDEN_ALPHA / 255)
        painter.setPen(pal.pen(QColor("white"), 2.5))
        painter.setBrush(colour)
        painter.drawEllipse(disc)
        if self.isSelected():
            painter.setPen(pal.pen(pal.ZONE_TEXT, 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(disc.adjusted(-3, -3, 3, 3))
        portrait = round_face(look.face, int(2 * R - 6)) if look.face else None
        if portrait is not None:  # the face inside a ring of its side's colour
            painter.drawPixmap(QPointF(-R + 3, -R + 3), portrait)
        else:
            painter.setPen(QColor("white"))
            painter.setFont(pal.font(12, bold=True))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, look.initials)
        if look.status == DEAD:
            painter.setPen(pal.pen(QColor(40, 40, 40, 210), 3))
            painter.drawLine(QPointF(-R * 0.6, -R * 0.6), QPointF(R * 0.6, R * 0.6))
            painter.drawLine(QPointF(R * 0.6, -R * 0.6), QPointF(-R * 0.6, R * 0.6))
        self._paint_badges(painter)
        self._paint_bar(painter)
        self._paint_name(painter, out)
        if look.hidden:
            painter.setOpacity(1.0)
            painter.setFont(pal.font(7.5, bold=True))
            painter.setPen(pal.ZONE_TEXT)
            painter.drawText(QRectF(-R, -R - 6, 2 * R, 12), Qt.AlignmentFlag.AlignCenter, tr("hidden"))

    def _paint_badges(self, painter: QPainter) -> None:
        shown = list(self.look.conditions[:3])
        extra = len(self.look.conditions) - len(shown)
        painter.setFont(pal.font(7.5, bold=True))
        for i, name in enumerate(shown + ([f"+{extra}"] if extra > 0 else [])):
            badge = QRectF(R - 8 - i * 3, -R - 4 + i * 15, 16, 16)
            painter.setPen(pal.pen(QColor("white"), 1.5))
            painter.setBrush(pal.BADGE_FILL)
            painter.drawEllipse(badge)
            painter.setPen(QColor("white"))
            painter.drawText(
                badge, Qt.AlignmentFlag.AlignCenter, name if name.startswith("+") else name[:1].upper()
            )

    def _paint_bar(self, painter: QPainter) -> None:
        track = self.look.track
        left = track.fraction_left if track is not None else None
        if left is None:
            return  # no track, or one without a top (a plain count): no bar to fill
        bar = QRectF(-R, R + 5, 2 * R, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.BAR_BACK)
        painter.drawRoundedRect(bar, 2.5, 2.5)
        if left > 0:
            painter.setBrush(pal.bar_colour(left))
            painter.drawRoundedRect(QRectF(bar.x(), bar.y(), bar.width() * left, bar.height()), 2.5, 2.5)

    def _paint_name(self, painter: QPainter, out: bool) -> None:
        f = pal.font(8.5)
        metrics = QFontMetricsF(f)
        w = pal.TOKEN_SLOT[0] - 4
        text = metrics.elidedText(self.look.name, Qt.TextElideMode.ElideRight, w)
        painter.setFont(f)
        colour = pal.DARK_TEXT if self.on_dark else pal.ZONE_TEXT
        painter.setPen(pal.HINT_TEXT if out else colour)
        painter.drawText(QRectF(-w / 2, R + 12, w, metrics.height() + 2), Qt.AlignmentFlag.AlignHCenter, text)

    # --- gestures ---------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = self.pos()
            self.setZValue(20)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self._press is not None:
            cast(TokenHost, self.scene()).token_hovering(self, self.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        start, self._press = self._press, None
        self.setZValue(10)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if start is not None and start != self.pos():
            cast(TokenHost, self.scene()).token_dropped(self, self.scenePos())

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        cast(TokenHost, self.scene()).token_menu(self, event.screenPos())
        event.accept()
