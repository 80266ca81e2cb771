"""Where the canvas draws each zone: the saved layout's shape, and places for zones nobody has placed.

The layout is pure canvas geometry kept beside the encounter's setup (``{"version", "zones": {id:
[x, y, w, h]}, "picture": {...}, "faces": {combatant id: picture digest}}``: the zones' rectangles, the
picture under them, the combatants' portraits); the engine never sees it. This module holds no Qt, so a
layout can be built or checked without a session, and it lies beside the layers (like `paths`) because the
window's session, the prep sheet and the page shared with the players (gm_desk/share, below the UI) all
place zones the same way.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, TypeGuard

LAYOUT_VERSION = 1
ZONE_SIZE = (260.0, 180.0)
ZONE_GAP = 90.0
MIN_ZONE_SIZE = (140.0, 100.0)
MIN_PICTURE_WIDTH, MAX_PICTURE_WIDTH = 20.0, 50_000.0  # a map picture's width on the canvas
MIN_OPACITY = 0.05  # a picture the GM can no longer see is one they cannot find again


def default_positions(zone_ids: list[str], links: Iterable[frozenset[str]]) -> dict[str, tuple[float, float]]:
    """Top-left corners for a map nobody has arranged yet: columns by hop distance from the first
    zone (each unconnected part starts new columns), each zone level with the zones of the previous
    column that lead to it, pushed down just enough not to overlap, so most links run short."""
    adjacent: dict[str, set[str]] = {z: set() for z in zone_ids}
    for edge in links:
        a, b = tuple(edge)
        if a in adjacent and b in adjacent:
            adjacent[a].add(b)
            adjacent[b].add(a)
    w, h = ZONE_SIZE
    step = h + ZONE_GAP
    ys: dict[str, float] = {}
    out: dict[str, tuple[float, float]] = {}
    column = 0
    for root in zone_ids:
        if root in ys:
            continue
        layer = [root]
        ys[root] = 0.0
        while layer:
            for zone_id in layer:
                out[zone_id] = (column * (w + ZONE_GAP), ys[zone_id])
            found = sorted({n for z in layer for n in adjacent[z]} - set(ys), key=zone_ids.index)
            wanted = {}
            for zone_id in found:
                leads = [ys[n] for n in adjacent[zone_id] if n in layer]
                wanted[zone_id] = sum(leads) / len(leads)
            found.sort(key=lambda z: wanted[z])
            # Stack the zones where they want to be without overlaps, then shift the column so that
            # on average they sit where they want (three zones wanting one height share it evenly).
            floor = -math.inf
            for zone_id in found:
                ys[zone_id] = max(floor, wanted[zone_id])
                floor = ys[zone_id] + step
            if found:
                shift = sum(wanted[z] - ys[z] for z in found) / len(found)
                for zone_id in found:
                    ys[zone_id] = round((ys[zone_id] + shift) / 10) * 10
            layer = found
            column += 1
    top = min((y for _, y in out.values()), default=0.0)
    return {z: (x, y - top) for z, (x, y) in out.items()}


def _number(value: Any) -> TypeGuard[float]:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _digest(value: Any) -> bool:
    return isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)


def clean_picture(raw: Any) -> dict[str, Any] | None:
    """The map picture's placement (``{"digest", "x", "y", "width", "opacity", "locked"}``: which
    picture, its top-left corner and width on the canvas, how much it shows through), or None when it
    is missing or unreadable. Its height follows the picture's own shape."""
    if not isinstance(raw, dict) or not _digest(raw.get("digest")):
        return None
    x, y, width = raw.get("x", 0.0), raw.get("y", 0.0), raw.get("width")
    if not (_number(x) and _number(y) and _number(width)) or not MIN_PICTURE_WIDTH <= width <= MAX_PICTURE_WIDTH:
        return None
    opacity = raw.get("opacity", 1.0)
    opacity = min(1.0, max(MIN_OPACITY, float(opacity))) if _number(opacity) else 1.0
    return {
        "digest": raw["digest"],
        "x": float(x),
        "y": float(y),
        "width": float(width),
        "opacity": round(opacity, 2),
        "locked": raw.get("locked") is True,
    }


def clean_layout(raw: Any) -> dict[str, Any]:
    """The saved layout, with anything unreadable dropped (a bad rectangle falls back to the grid, a
    bad picture or face is left out)."""
    zones = {}
    if isinstance(raw, dict) and isinstance(raw.get("zones"), dict):
        for zone_id, rect in raw["zones"].items():
            if isinstance(rect, list) and len(rect) == 4 and all(_number(v) for v in rect):
                zones[str(zone_id)] = [float(v) for v in rect]
    layout: dict[str, Any] = {"version": LAYOUT_VERSION, "zones": zones}
    picture = clean_picture(raw.get("picture")) if isinstance(raw, dict) else None
    if picture is not None:
        layout["picture"] = picture
    faces = raw.get("faces") if isinstance(raw, dict) else None
    if isinstance(faces, dict):
        kept = {str(cid): digest for cid, digest in faces.items() if _digest(digest)}
        if kept:
            layout["faces"] = kept
    return layout


def fill_layout(layout: dict[str, Any], zone_ids: list[str], links: Iterable[frozenset[str]]) -> None:
    """Give every zone of the map without a saved rectangle in ``layout`` a place that follows the
    map's links (``layout`` is changed in place)."""
    cells = layout["zones"]
    missing = [z for z in zone_ids if z not in cells]
    if not missing:
        return
    placed = default_positions(zone_ids, links)
    shift = max((r[1] + r[3] + ZONE_GAP for r in cells.values()), default=0.0)
    w, h = ZONE_SIZE
    for zone_id in missing:
        x, y = placed[zone_id]
        # Zones added to a map that already has saved places go below it, never on top of it.
        cells[zone_id] = [x, y + shift, w, h]


def placing(rect: tuple[float, float, float, float]) -> Callable[[Any, dict[str, Any]], dict[str, Any]]:
    """The layout change of a prep edit that makes a zone (`Edited.made`): the zone goes at `rect`."""
    x, y, w, h = rect

    def change(edited: Any, layout: dict[str, Any]) -> dict[str, Any]:
        layout["zones"][edited.made] = [round(x), round(y), round(w), round(h)]
        return layout

    return change


def forgetting(zone_id: str) -> Callable[[Any, dict[str, Any]], dict[str, Any]]:
    """The layout change of a prep edit that removes a zone: its rectangle goes too."""

    def change(_edited: Any, layout: dict[str, Any]) -> dict[str, Any]:
        layout["zones"].pop(zone_id, None)
        return layout

    return change
