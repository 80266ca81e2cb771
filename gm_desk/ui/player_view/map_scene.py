"""The player view's map: zones with their names, tags and burning hazards, the links between them, and
the visible tokens with their health band. Drawn from `PlayerFacts` and the zones' places on the GM's
map, nothing else."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from gm_desk.rules.player_facts import PlayerFacts, PlayerToken
from gm_desk.ui.pictures import image_of

BACKGROUND = QColor("#12161d")
ZONE_FILL = QColor("#1e2530")
ZONE_BORDER = QColor("#5d6b80")
ZONE_TEXT = QColor("#e8edf4")
TAG_TEXT = QColor("#b9c4d6")
HAZARD_FILL = QColor("#3a2219")
HAZARD_BORDER = QColor("#e0662f")
HAZARD_TEXT = QColor("#ffb08a")
LINK = QColor("#56627a")
NAME_TEXT = QColor("#f4f6fa")
CURRENT_RING = QColor("#ffffff")  # whose turn: white, apart from every band colour
SIDE_COLOURS = {"party": QColor("#3b7bea"), "hostile": QColor("#d9534f"), "neutral": QColor("#8a93a3")}
BAND_COLOURS = {
    "unhurt": QColor("#46b978"),
    "hurt": QColor("#d9c23a"),
    "badly_hurt": QColor("#e0562f"),
    "dying": QColor("#b0121b"),
    "down": QColor("#8d96a5"),
    "dead": QColor("#5b6270"),
    "fled": QColor("#8d96a5"),
    "surrendered": QColor("#8d96a5"),
}
TOKEN = 44.0
SLOT = (86.0, 82.0)  # as on the GM's map, so tokens fit its zones; the view scales it all up
HEADER = 44.0


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w]
    if len(words) >= 2:
        return (words[0][0] + words[1][0]).upper()
    return name[:2].upper()


class PlayerMapScene(QGraphicsScene):
    """Redrawn whole from each `PlayerFacts` (a fight has tens of items: cheaper than keeping them in step)."""

    def __init__(self) -> None:
        super().__init__()
        self.setBackgroundBrush(BACKGROUND)
        self.picture: dict[str, Any] | None = None  # the map picture under the zones, as the GM placed it

    def draw(self, facts: PlayerFacts, zone_rect: Callable[[str], QRectF], stances: dict[str, str]) -> None:
        self.clear()
        shown = self._draw_picture()
        rects = {z.id: QRectF(zone_rect(z.id)) for z in facts.zones}
        drawn: set[tuple[str, str]] = set()
        for zone in facts.zones:
            for other in zone.links:
                key = (min(zone.id, other), max(zone.id, other))
                if key in drawn or other not in rects:
                    continue
                drawn.add(key)
                self.addLine(
                    rects[zone.id].center().x(),
                    rects[zone.id].center().y(),
                    rects[other].center().x(),
                    rects[other].center().y(),
                    QPen(LINK, 4),
                ).setZValue(-2)
        for zone in facts.zones:
            rect = rects[zone.id]
            burning = zone.hazard is not None
            fill = QColor(HAZARD_FILL if burning else ZONE_FILL)
            if shown:  # the picture shows through the zones, as on the GM's map
                fill.setAlphaF(0.45)
            box = self.addRect(rect, QPen(HAZARD_BORDER if burning else ZONE_BORDER, 3 if burning else 2), QBrush(fill))
            box.setZValue(-1)
            label = self.addText(zone.name, _font(12, bold=True))
            label.setDefaultTextColor(ZONE_TEXT)
            label.setPos(rect.left() + 8, rect.top() + 4)
            label.setTextWidth(rect.width() - 16)
            # Tags and the hazard along the zone's foot, where no token stands.
            foot = [(zone.hazard.words, HAZARD_TEXT)] if zone.hazard is not None else []
            if zone.tags:
                foot.append((" · ".join(zone.tags), TAG_TEXT))
            bottom = rect.bottom() - 4
            for words, colour in reversed(foot):
                note = self.addText(words, _font(8.5, bold=colour == HAZARD_TEXT))
                note.setDefaultTextColor(colour)
                note.setTextWidth(rect.width() - 16)
                bottom -= note.boundingRect().height()
                note.setPos(rect.left() + 8, bottom)
            people = [tok for tok in facts.tokens if tok.zone == zone.id]
            self._draw_tokens(people, rect, stances)

    def _draw_picture(self) -> bool:
        """The map picture under everything (the players see the map the GM drew); False if none."""
        placement = self.picture
        image = image_of(placement["digest"]) if placement else None
        if placement is None or image is None:
            return False
        item = self.addPixmap(QPixmap.fromImage(image))
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setScale(placement["width"] / max(1, image.width()))
        item.setPos(placement["x"], placement["y"])
        item.setOpacity(placement["opacity"])
        item.setZValue(-10)
        return True

    def _draw_tokens(self, tokens: list[PlayerToken], rect: QRectF, stances: dict[str, str]) -> None:
        per_row = max(1, int(rect.width() // SLOT[0]))
        for i, tok in enumerate(tokens):
            row, col = divmod(i, per_row)
            centre = QPointF(
                rect.left() + SLOT[0] * col + SLOT[0] / 2, rect.top() + HEADER + SLOT[1] * row + TOKEN / 2
            )
            self._token(tok, centre, stances.get(tok.side, "neutral"))

    def _token(self, tok: PlayerToken, centre: QPointF, stance: str) -> None:
        fill = SIDE_COLOURS.get(stance, SIDE_COLOURS["neutral"])
        if tok.band in ("down", "dead", "fled", "surrendered"):
            fill = fill.darker(220)
        ring = CURRENT_RING if tok.current else BAND_COLOURS.get(tok.band, BAND_COLOURS["down"])
        disc = QRectF(centre.x() - TOKEN / 2, centre.y() - TOKEN / 2, TOKEN, TOKEN)
        self.addEllipse(disc, QPen(ring, 6 if tok.current else 4), QBrush(fill))
        mark = self.addText(initials(tok.name), _font(12, bold=True))
        mark.setDefaultTextColor(NAME_TEXT)
        box = mark.boundingRect()
        mark.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        words = tok.name if not tok.conditions else f"{tok.name}\n{', '.join(tok.conditions)}"
        name = self.addText(f"{words}\n{tok.health}", _font(8.5))
        name.setDefaultTextColor(NAME_TEXT)
        name.setTextWidth(SLOT[0] - 4)
        doc = name.document()
        option = doc.defaultTextOption()
        option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        doc.setDefaultTextOption(option)
        name.setPos(centre.x() - (SLOT[0] - 4) / 2, centre.y() + TOKEN / 2 + 2)
