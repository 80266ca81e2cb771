"""Where combatants stand for Alternating Teams: metres on a square grid, or the engine's zone graph.

The chapter counts in metres on an optional 1 m grid; its own *Movement and Distances* section is empty.
GM Desk keeps both pictures and uses the finer one that is available for a pair of combatants:

* **Grid** (both have a square in `state.rs["pos"]`, [x, y], 1 square = 1 m). Every second diagonal
  square costs 2 m: cost = orthogonal + diagonal + floor(diagonal / 2). "Within 1 m" / "next to" is an
  adjacent square (Chebyshev distance 1). Flanking: two characters hostile to the target on opposite
  adjacent squares (p1 - t == -(p2 - t)).
* **Zones** (otherwise). A zone is a patch of ground about `zone_metres` across (option, default 6, one
  Move at Speed 6 m). Inside a zone everyone is within a few metres: melee reaches anyone in the same
  zone, and "next to" (strays, intercepting) means engaged with, the engine's mark for two characters
  standing together. A melee attack engages the two. Flanking cannot be seen on a zone map, so the GM
  declares it on the attack.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.state import DEAD, REMOVED, Combatant, EncounterState

Square = tuple[int, int]


def pos(state: EncounterState, cid: str) -> Square | None:
    raw = state.rs.get("pos", {}).get(cid)
    return (int(raw[0]), int(raw[1])) if raw is not None else None


def parse_square(value: Any) -> Square | None:
    """[x, y] with whole numbers inside a sane bound, or None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= 10_000 for v in value):
        return None
    return (value[0], value[1])


def grid_cost(a: Square, b: Square) -> int:
    """Metres walked between two squares: every second diagonal costs 2."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    diag, orth = min(dx, dy), abs(dx - dy)
    return orth + diag + diag // 2


def chebyshev(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def on_grid(state: EncounterState, a: str, b: str) -> bool:
    return pos(state, a) is not None and pos(state, b) is not None


def next_to(state: EncounterState, a: str, b: str) -> bool:
    """Within 1 m of each other."""
    if a == b:
        return False
    pa, pb = pos(state, a), pos(state, b)
    if pa is not None and pb is not None:
        return chebyshev(pa, pb) <= 1
    ca, cb = state.get(a), state.get(b)
    return ca.zone is not None and ca.zone == cb.zone and b in ca.engaged


def distance_m(state: EncounterState, a: str, b: str, zone_metres: int) -> int | None:
    """Metres between two combatants; None when they cannot be compared (no square, no zone, no path)."""
    pa, pb = pos(state, a), pos(state, b)
    if pa is not None and pb is not None:
        return grid_cost(pa, pb)
    za, zb = state.get(a).zone, state.get(b).zone
    if za is None or zb is None:
        return None
    hops = state.zones.hops(za, zb)
    if hops >= 10**6:
        return None
    return hops * zone_metres


def melee_reach(state: EncounterState, a: str, b: str) -> bool:
    """Up close: adjacent squares on the grid, the same zone on a zone map; true when nothing says where."""
    if on_grid(state, a, b):
        return next_to(state, a, b)
    za, zb = state.get(a).zone, state.get(b).zone
    if za is None or zb is None:
        return True  # unplaced combatants: the GM judges
    return za == zb


def bystanders(state: EncounterState, target: str, exclude: set[str]) -> list[str]:
    """Characters (not the dead or removed) within 1 m of the target, sorted by id for a fair die."""
    out = []
    for c in state.combatants.values():
        if c.id == target or c.id in exclude or c.status in (DEAD, REMOVED):
            continue
        if next_to(state, c.id, target):
            out.append(c.id)
    return sorted(out)


def flanked(state: EncounterState, target: Combatant) -> bool:
    """Two conscious enemies of the target stand on opposite squares next to it (grid only)."""
    t = pos(state, target.id)
    if t is None:
        return False
    around = []
    for foe in state.enemies_of(target.id):
        p = pos(state, foe.id)
        if foe.active and p is not None and chebyshev(p, t) == 1:
            around.append((p[0] - t[0], p[1] - t[1]))
    seen = set(around)
    return any((-dx, -dy) in seen for dx, dy in around)


def occupant(state: EncounterState, square: Square, skip: str | None = None) -> str | None:
    """Who stands on a square (the dead lie there but do not block it)."""
    positions: dict[str, list[int]] = state.rs.get("pos", {})
    for cid, raw in sorted(positions.items()):
        c = state.combatants.get(cid)
        if cid == skip or c is None or c.status in (DEAD, REMOVED):
            continue
        if (int(raw[0]), int(raw[1])) == square:
            return cid
    return None


def with_square(state: EncounterState, cid: str, square: Square | None) -> dict[str, list[int]]:
    """The position map with one combatant's square changed (for a RulesetDataChanged event)."""
    table = {k: list(v) for k, v in state.rs.get("pos", {}).items()}
    if square is None:
        table.pop(cid, None)
    else:
        table[cid] = [square[0], square[1]]
    return table
