"""Building a round's turn order: the first side, then the other, each from the point of contact outward.

Within a group the order is the clockwise spiral around the contact point when every member has a
square; without a map the party keeps its marching order and monsters go nearest first by the distance
the GM entered (ties keep setup order; the GM can rearrange with gm.reorder). Option `spiral_scope`
`everyone` runs one spiral through all combatants instead, when everyone has a square.
"""

from __future__ import annotations

from gm_desk.rules.rulesets.marching import geometry
from gm_desk.rules.rulesets.marching.roster import MONSTERS, PARTY, members, other
from gm_desk.rules.state import Combatant, EncounterState

UNKNOWN_DISTANCE = 10**9


def positions_of(state: EncounterState, group: list[Combatant]) -> dict[str, list[float]] | None:
    """Squares of every member, or None when one of them has none."""
    known = state.rs.get("positions", {})
    if not group or any(c.id not in known for c in group):
        return None
    return {c.id: known[c.id] for c in group}


def contact_point(state: EncounterState) -> list[float] | None:
    """The GM's contact point, else the midpoint of the closest PC-monster pair on the map."""
    chosen: list[float] | None = state.rs.get("contact_point")
    if chosen is not None:
        return chosen
    known = state.rs.get("positions", {})
    party = {c.id: known[c.id] for c in members(state, PARTY) if c.id in known}
    foes = {c.id: known[c.id] for c in members(state, MONSTERS) if c.id in known}
    return geometry.default_contact(party, foes)


def group_order(state: EncounterState, group: str) -> list[str]:
    """One group's members in acting order."""
    roster = members(state, group)
    centre = contact_point(state)
    squares = positions_of(state, roster)
    if squares is not None and centre is not None:
        return geometry.spiral(squares, centre)
    entry = [c.id for c in roster]
    if group == PARTY:
        marching = [cid for cid in state.rs.get("marching_order", ()) if cid in entry]
        return marching + [cid for cid in entry if cid not in marching]
    distances = state.rs.get("distances", {})
    return sorted(entry, key=lambda cid: (distances.get(cid, UNKNOWN_DISTANCE), entry.index(cid)))


def build_order(state: EncounterState, first: str) -> list[str]:
    """The round's order with `first` ('party' or 'monsters') leading."""
    if state.options.get("spiral_scope") == "everyone":
        everyone = members(state, PARTY) + members(state, MONSTERS)
        squares = positions_of(state, everyone)
        centre = contact_point(state)
        if squares is not None and centre is not None:
            starters = {c.id for c in members(state, first)}
            return spiral_from(squares, centre, starters)
    return group_order(state, first) + group_order(state, other(first))


def spiral_from(squares: dict[str, list[float]], centre: list[float], starters: set[str]) -> list[str]:
    """One spiral through everyone whose starting bearing is that of the first group's innermost member."""
    keyed = {cid: (geometry.chebyshev(p, centre), geometry.bearing(p, centre)) for cid, p in squares.items()}
    pool = [cid for cid in keyed if cid in starters] or list(keyed)
    first = min(pool, key=lambda cid: (keyed[cid][0], keyed[cid][1], cid))
    start = keyed[first][1]
    rest = sorted(
        (cid for cid in keyed if cid != first),
        key=lambda cid: (keyed[cid][0], (keyed[cid][1] - start) % 360.0, cid),
    )
    return [first, *rest]
