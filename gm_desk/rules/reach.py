"""Reach on the zone map: which zones a combatant's weapons (or a creature's answers) reach from where it
stands, as plain data the map shades. Each zone id maps to "melee", "ranged" or "both".

The shared reading works from the stat block as the systems write it: lists under `weapons`,
`retaliations` and `attacks`, each entry with a `range` (2, "0-1", [0, 2], "engaged", "intimate") or a
`range_zones` count (0 is a melee weapon). A system whose ranges are not in zones says its own reach
through its Presentation.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from gm_desk.rules.state import EncounterState
from gm_desk.rules.zones import UNREACHABLE, RangeSpec, ZoneError, ZoneMap, in_range, parse_range

MELEE, RANGED, BOTH = "melee", "ranged", "both"
REACH_WORDS = {MELEE: "melee reach", RANGED: "ranged reach", BOTH: "melee and ranged reach"}
REACH_LISTS = ("weapons", "retaliations", "attacks")


def reach_zones(
    zmap: ZoneMap, origin: str | None, specs: Iterable[RangeSpec], *, exact: bool = False
) -> dict[str, str]:
    """Zones each range reaches from `origin`: a melee range (Engaged, Intimate, 0, 0-0) its own zone, a
    numeric range or band the zones that many hops away."""
    if origin is None or origin not in zmap.zones:
        return {}
    out: dict[str, str] = {}
    for spec in specs:
        melee = isinstance(spec, str) or spec == 0 or spec == (0, 0)
        kind = MELEE if melee else RANGED
        for zone_id in zmap.zones:
            hops = zmap.hops(origin, zone_id)
            if hops >= UNREACHABLE:
                continue
            if in_range(hops, spec, engaged=True, exact=exact and not melee):
                had = out.get(zone_id)
                out[zone_id] = kind if had in (None, kind) else BOTH
    return out


def stat_ranges(
    stats: dict[str, Any], *, unranged: RangeSpec | None = None, zone_metres: int | None = None
) -> list[RangeSpec]:
    """Every range written in the stat block's weapon-like lists; an unreadable one is left out.

    An entry with no range counts as `unranged` (None: the GM judges, nothing shaded); with
    `zone_metres`, a `range_m` in metres reaches that many whole zones."""
    specs: list[RangeSpec] = []
    for key in REACH_LISTS:
        entries = stats.get(key)
        if not isinstance(entries, list):
            continue
        for entry in entries:
            if not isinstance(entry, dict):
                continue
            raw = entry.get("range", entry.get("range_zones"))
            if raw is None and zone_metres and isinstance(entry.get("range_m"), (int, float)):
                raw = int(entry["range_m"] // zone_metres)
            if raw is None:
                raw = 0 if entry.get("kind") == MELEE else unranged
            if raw is None:
                continue
            try:
                specs.append(parse_range(raw))
            except (ZoneError, ValueError, TypeError):
                continue
    return specs


def stat_reach(
    state: EncounterState,
    cid: str,
    *,
    exact: bool = False,
    unranged: RangeSpec | None = None,
    zone_metres: int | None = None,
) -> dict[str, str]:
    """The shared reach: the ranges in the combatant's stat block, over the zone graph."""
    c = state.combatants.get(cid)
    if c is None or c.zone is None:
        return {}
    specs = stat_ranges(c.stats, unranged=unranged, zone_metres=zone_metres)
    return reach_zones(state.zones, c.zone, specs, exact=exact)
