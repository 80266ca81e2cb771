"""Colours, pens and sizes of the zone canvas, in one place so the map reads as one design.

Light and quiet by default, so that the few strong colours carry meaning: blue for the party, red for
hostiles, grey for neutrals (each further side its own colour, `side_colours`), amber for the actor whose turn it is and for engagements.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen

from gm_desk.rules.state import EncounterState
from gm_desk.ui.i18n import N_

CANVAS_BG = QColor("#eef1f5")
GRID_DOT = QColor("#d5dbe4")
HINT_TEXT = QColor("#5d6a80")

ZONE_FILL = QColor("#ffffff")
ZONE_BORDER = QColor("#9aa4b5")
ZONE_TEXT = QColor("#243044")
ZONE_SELECTED = QColor("#2f6fde")
ZONE_RADIUS = 14.0

DARK_FILL = QColor("#39414f")
DARK_TEXT = QColor("#f1f4f8")
HAZARD_FILL = QColor("#fdecea")
HAZARD_BORDER = QColor("#d0463c")
DIFFICULT_HATCH = QColor("#c8b68e")
COVER_BORDER = QColor("#4d5b72")

# Shading of zones by hop distance from the selected token: 0 (its own zone), 1, 2, 3 and more.
HOP_SHADE = (QColor(47, 111, 222, 26), QColor(0, 0, 0, 0), QColor(20, 30, 50, 34), QColor(20, 30, 50, 72))
HOP_BADGE = QColor("#2f6fde")

# Reach of the selected token, told apart by pattern as well as colour (and named in words on the zone):
# melee crosses the zone with a diagonal grid, ranged with level lines, both with the two.
REACH_MELEE = QColor(196, 70, 40, 120)
REACH_RANGED = QColor(40, 96, 200, 110)
REACH_ON_DARK = {"melee": QColor(255, 150, 120, 150), "ranged": QColor(150, 190, 255, 140)}
REACH_LABELS = {"melee": N_("Melee reach"), "ranged": N_("Ranged reach"), "both": N_("Melee + ranged reach")}

DROP_OK = QColor("#2e9a5c")
DROP_NO = QColor("#d0463c")

LINK_COLOUR = QColor("#7d8799")
LINK_SELECTED = QColor("#2f6fde")
LINK_DRAFT = QColor("#2f6fde")

SIDE_COLOURS = {"party": QColor("#2f6fde"), "hostile": QColor("#d64545"), "neutral": QColor("#7f8794")}
ACTOR_RING = QColor("#f2a900")
ENGAGED_LINE = QColor("#e0862a")
TOKEN_SIZE = 44.0
TOKEN_SLOT = (86.0, 82.0)  # room for a token, its bar and its name inside a zone
ZONE_HEADER = 44.0

BAR_BACK = QColor("#dfe4ec")
BAR_GOOD = QColor("#3aa565")
BAR_MID = QColor("#e0a526")
BAR_BAD = QColor("#d64545")
BADGE_FILL = QColor("#5b3fc4")


TAG_CHIPS = {
    "difficult": QColor("#9a7330"),
    "cover": QColor("#4d5b72"),
    "dark": QColor("#2a303b"),
    "hazard": QColor("#c0392b"),
    "burning": QColor("#d35400"),
}


def tag_colour(tag: str, on_dark: bool = False) -> QColor:
    if tag == "dark" and on_dark:
        return QColor("#5c6676")  # a dark chip on a dark zone would vanish
    return TAG_CHIPS.get(tag, QColor("#5d6a80"))


class _Text:
    scale = 1.0  # the larger type (View ▸ Larger type) makes the map's words bigger too


def font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(size * _Text.scale)
    f.setBold(bold)
    return f


def pen(colour: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(colour, width, style)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCosmetic(False)
    return p


def hatch() -> QBrush:
    return QBrush(DIFFICULT_HATCH, Qt.BrushStyle.BDiagPattern)


def reach_brushes(kind: str | None, *, on_dark: bool = False) -> list[QBrush]:
    """The patterns a zone in the selected token's reach is overlaid with (none out of reach)."""
    brushes = []
    if kind in ("melee", "both"):
        colour = REACH_ON_DARK["melee"] if on_dark else REACH_MELEE
        brushes.append(QBrush(colour, Qt.BrushStyle.DiagCrossPattern))
    if kind in ("ranged", "both"):
        colour = REACH_ON_DARK["ranged"] if on_dark else REACH_RANGED
        brushes.append(QBrush(colour, Qt.BrushStyle.HorPattern))
    return brushes


def side_colour(stance: str) -> QColor:
    return SIDE_COLOURS.get(stance, SIDE_COLOURS["neutral"])


# Sides beyond the first of each stance take these, in the order the encounter lists its sides.
MORE_SIDE_COLOURS = ("#8e44ad", "#e67e22", "#16a085", "#b7950b", "#c2185b", "#4e6a8f", "#6d4c41", "#2e7d32")


def side_colours(state: EncounterState, first: dict[str, QColor] | None = None) -> dict[str, QColor]:
    """One colour per side: the first party side keeps the party's blue, the first hostile side the
    hostiles' red, the first neutral side grey (from `first`, by stance); every other side its own."""
    first = first or SIDE_COLOURS
    out: dict[str, QColor] = {}
    used: set[str] = set()
    spare = iter(MORE_SIDE_COLOURS)
    for side in state.sides.values():
        if side.stance in first and side.stance not in used:
            used.add(side.stance)
            out[side.id] = first[side.stance]
        else:
            out[side.id] = QColor(next(spare, "#5b6270"))
    return out


HIDDEN_ALPHA = 90  # a hidden combatant's token is drawn faded, for the GM only


def bar_colour(fraction_left: float) -> QColor:
    """Green while plenty is left, amber past half, red near the end."""
    if fraction_left > 0.5:
        return BAR_GOOD
    if fraction_left > 0.2:
        return BAR_MID
    return BAR_BAD


# --- the theme -------------------------------------------------------------------------------------

# Every colour above as written (for the light theme), captured once; `use_theme` rebinds the names.
_LIGHT: dict[str, object] = {}
# Colours whose meaning the general rule would turn around: a "dark" zone stays darker than the others.
# On the dark canvas the zones are a step lighter than the ground, as on paper they are a step whiter.
_DARK_OVERRIDES = {
    "DARK_FILL": QColor("#0c0f14"),
    "DARK_TEXT": QColor("#c9d0da"),
    "CANVAS_BG": QColor("#14181e"),
    "ZONE_FILL": QColor("#252c37"),
}


def _themed(value: object, dark_of: object) -> object:
    if isinstance(value, QColor):
        themed = QColor(dark_of(value.name()))  # type: ignore[operator]
        themed.setAlpha(value.alpha())
        return themed
    if isinstance(value, tuple):
        return tuple(_themed(v, dark_of) for v in value)
    if isinstance(value, dict):
        return {k: _themed(v, dark_of) for k, v in value.items()}
    return value


def use_theme(dark: bool, text_scale: float = 1.0) -> None:
    """Draw the map in the dark (or light) theme, its words at ``text_scale``, from now on (the scene
    redraws on its next paint)."""
    from gm_desk.ui.theme import dark_of

    _Text.scale = text_scale
    names = globals()
    if not _LIGHT:
        for name, value in list(names.items()):
            if not name.isupper() or name.startswith("_"):
                continue
            parts = (
                value.values() if isinstance(value, dict) else value if isinstance(value, tuple) else (value,)
            )
            if all(isinstance(part, QColor) for part in parts):
                _LIGHT[name] = value
    for name, value in _LIGHT.items():
        names[name] = _themed(value, dark_of) if dark else value
    if dark:
        names.update(_DARK_OVERRIDES)


def _follow_the_theme() -> None:
    from gm_desk.ui.theme import LARGE_SCALE, is_dark, is_large

    if is_dark() or is_large():
        use_theme(is_dark(), LARGE_SCALE if is_large() else 1.0)


_follow_the_theme()  # imported after the theme was chosen (the map is built after the first paint)
