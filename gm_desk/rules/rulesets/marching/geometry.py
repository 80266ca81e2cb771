"""Grid geometry for Marching Order: the clockwise spiral, the contact point, lock-step moves, torchlight.

The engine's space is a zone graph; this chapter orders turns on a 5-ft grid. Squares are optional
`[x, y]` pairs kept in the encounter's ruleset data (`state.rs["positions"]`, seeded from
`setup["positions"]`), with x growing east and y growing north, so a bearing measured clockwise from
north is `atan2(dx, dy)`. Everything here is pure: numbers in, numbers out.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

SQUARE_FT = 5
TORCHLIGHT_FT = 1320
MAX_GRID = 10_000

Point = Sequence[float]

# Compass words a GM types for a straight move, as one-square steps (x east, y north).
DIRECTIONS: dict[str, tuple[int, int]] = {
    "north": (0, 1),
    "northeast": (1, 1),
    "east": (1, 0),
    "southeast": (1, -1),
    "south": (0, -1),
    "southwest": (-1, -1),
    "west": (-1, 0),
    "northwest": (-1, 1),
}


def square(value: Any) -> list[int] | None:
    """A grid square from the setup or a command: two whole numbers within the map's bounds."""
    if (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= MAX_GRID for v in value)
    ):
        return [int(value[0]), int(value[1])]
    return None


def chebyshev(a: Point, b: Point) -> float:
    """Squares between two points when diagonal steps count as one."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def bearing(p: Point, centre: Point) -> float:
    """Degrees clockwise from north, in [0, 360), of `p` seen from `centre` (0 for the centre itself)."""
    dx, dy = p[0] - centre[0], p[1] - centre[1]
    if dx == 0 and dy == 0:
        return 0.0
    return math.degrees(math.atan2(dx, dy)) % 360.0


def spiral(positions: Mapping[str, Point], centre: Point) -> list[str]:
    """Ids ordered outward from `centre`: by ring, then clockwise from the first one's bearing, then id.

    The first member is the one on the innermost ring with the smallest bearing; every later member is
    measured clockwise from that starting bearing, so the sweep turns the same way on every ring.
    """
    if not positions:
        return []
    keyed = {cid: (chebyshev(p, centre), bearing(p, centre)) for cid, p in positions.items()}
    first = min(keyed, key=lambda cid: (keyed[cid][0], keyed[cid][1], cid))
    start = keyed[first][1]
    return sorted(keyed, key=lambda cid: (keyed[cid][0], (keyed[cid][1] - start) % 360.0, cid))


def default_contact(party: Mapping[str, Point], foes: Mapping[str, Point]) -> list[float] | None:
    """The midpoint between the closest PC-monster pair (Euclidean; ties to the lowest ids)."""
    best: tuple[float, str, str] | None = None
    for a, pa in party.items():
        for b, pb in foes.items():
            d = math.dist(pa, pb)
            if best is None or (d, a, b) < best:
                best = (d, a, b)
    if best is None:
        return None
    pa, pb = party[best[1]], foes[best[2]]
    return [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2]


def torchlight_visible(
    dist_ft: float, straight: bool, viewer_lit: bool, lit_viewer_sees: bool = False
) -> bool:
    """Whether a torch in darkness can be seen: a straight line, at most 1320 ft, no light at the viewer.

    The chapter gives only the unlit viewer's case; `lit_viewer_sees` is the GM's reading for a viewer
    standing in its own light (the adopted reading says it cannot see the torch).
    """
    if not straight or dist_ft > TORCHLIGHT_FT:
        return False
    return lit_viewer_sees or not viewer_lit


def straight_path(start: Point, direction: str, feet: int) -> list[list[int]]:
    """The squares entered by a straight move of `feet` in a compass direction, one per 5 ft."""
    dx, dy = DIRECTIONS[direction]
    steps = feet // SQUARE_FT
    return [[int(start[0]) + dx * k, int(start[1]) + dy * k] for k in range(1, steps + 1)]


def path_to(start: Point, goal: Point) -> list[list[int]]:
    """The squares entered on the way to `goal`, diagonal first, then straight (one per 5 ft)."""
    x, y = int(start[0]), int(start[1])
    gx, gy = int(goal[0]), int(goal[1])
    out = []
    while (x, y) != (gx, gy):
        x += (gx > x) - (gx < x)
        y += (gy > y) - (gy < y)
        out.append([x, y])
    return out


def lock_step(
    starts: Mapping[str, Point], paths: Mapping[str, list[list[int]]]
) -> tuple[list[dict[str, list[int]]], list[dict[str, object]], dict[str, list[int]]]:
    """Advance every mover one square per step together, stopping movers that collide.

    Two movers entering the same square both stop in it; two movers swapping squares both stop where
    they stood before that step. Either is an overrun for the GM to resolve. Returns the positions at
    each step, the conflicts (step, pair, square) and the final squares.
    """
    now = {cid: [int(p[0]), int(p[1])] for cid, p in starts.items()}
    moving = {cid for cid, path in paths.items() if path}
    steps: list[dict[str, list[int]]] = []
    conflicts: list[dict[str, object]] = []
    k = 0
    while moving:
        wanted = {cid: (paths[cid][k] if k < len(paths[cid]) else now[cid]) for cid in moving}
        stopped: set[str] = set()
        ids = sorted(moving)
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                if wanted[a] == wanted[b]:
                    conflicts.append(
                        {"step": k + 1, "pair": [a, b], "at": list(wanted[a]), "kind": "same_square"}
                    )
                    stopped |= {a, b}
                elif wanted[a] == now[b] and wanted[b] == now[a]:
                    conflicts.append({"step": k + 1, "pair": [a, b], "at": list(now[a]), "kind": "swap"})
                    stopped |= {a, b}
                    wanted[a], wanted[b] = list(now[a]), list(now[b])
        for cid in moving:
            now[cid] = list(wanted[cid])
        steps.append({cid: list(now[cid]) for cid in sorted(now)})
        k += 1
        moving = {cid for cid in moving - stopped if k < len(paths[cid])}
    return steps, conflicts, now
