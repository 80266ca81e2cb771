"""The zone graph: named areas, which ones touch, and how far apart things are.

No geometry lives here; the canvas owns pixel positions. The rules only need the graph: hop distance,
paths, neighbours, range checks (a number, a band lo-hi, Engaged, Intimate) and the movement allowance
with difficult terrain.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.zone_hazard_spec import HazardError, ZoneHazard

TAGS = ("difficult", "cover", "dark", "hazard")
MELEE_RANGES = ("engaged", "intimate")
UNREACHABLE = 10**6


class ZoneError(ValueError):
    """A zone map that does not hold together (unknown zone, a link to itself, a bad range)."""


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    name: str
    tags: frozenset[str] = frozenset()
    hazard: ZoneHazard | None = None  # what one of its tags does each round (zone_hazard_spec.py)


@dataclass
class ZoneMap:
    """An undirected graph of zones. Distances are cached and dropped whenever the graph changes."""

    zones: dict[str, Zone] = field(default_factory=dict)
    links: set[frozenset[str]] = field(default_factory=set)
    _adjacent: dict[str, set[str]] = field(default_factory=dict, repr=False, compare=False)
    _hops: dict[str, dict[str, int]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._rebuild()

    # --- building ---------------------------------------------------------------------------------

    def add_zone(self, zone_id: str, name: str | None = None, tags: Iterable[str] = ()) -> Zone:
        if not zone_id or zone_id in self.zones:
            raise ZoneError(
                t("A zone needs a new, non-empty id ('{zone_id}' is taken or empty).", zone_id=zone_id)
            )
        zone = Zone(zone_id, name or zone_id, frozenset(tags))
        self.zones[zone_id] = zone
        self._rebuild()
        return zone

    def link(self, a: str, b: str) -> None:
        self._require(a)
        self._require(b)
        if a == b:
            raise ZoneError(t("A zone cannot be linked to itself."))
        self.links.add(frozenset((a, b)))
        self._rebuild()

    def unlink(self, a: str, b: str) -> None:
        self.links.discard(frozenset((a, b)))
        self._rebuild()

    def remove_zone(self, zone_id: str) -> None:
        self._require(zone_id)
        del self.zones[zone_id]
        self.links = {edge for edge in self.links if zone_id not in edge}
        self._rebuild()

    def _rebuild(self) -> None:
        self._adjacent = {z: set() for z in self.zones}
        for edge in self.links:
            a, b = tuple(edge)
            if a not in self.zones or b not in self.zones:
                raise ZoneError(t("A link joins an unknown zone ({a} - {b}).", a=a, b=b))
            self._adjacent[a].add(b)
            self._adjacent[b].add(a)
        self._hops = {}

    def _require(self, zone_id: str) -> None:
        if zone_id not in self.zones:
            raise ZoneError(t("There is no zone '{zone_id}'.", zone_id=zone_id))

    # --- queries ----------------------------------------------------------------------------------

    def neighbours(self, zone_id: str) -> list[str]:
        self._require(zone_id)
        return sorted(self._adjacent[zone_id])

    def has_tag(self, zone_id: str, tag: str) -> bool:
        return tag in self.zones[zone_id].tags

    def hops(self, a: str, b: str) -> int:
        """Shortest number of zone borders between a and b; UNREACHABLE when no path exists."""
        self._require(a)
        self._require(b)
        table = self._hops.get(a)
        if table is None:
            table = self._bfs(a)
            self._hops[a] = table
        return table.get(b, UNREACHABLE)

    def _bfs(self, start: str) -> dict[str, int]:
        dist = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in self._adjacent[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    queue.append(there)
        return dist

    def path(self, a: str, b: str) -> list[str]:
        """One shortest path from a to b, both ends included; empty when b cannot be reached."""
        self._require(a)
        self._require(b)
        previous: dict[str, str | None] = {a: None}
        queue = deque([a])
        while queue:
            here = queue.popleft()
            if here == b:
                break
            for there in sorted(self._adjacent[here]):
                if there not in previous:
                    previous[there] = here
                    queue.append(there)
        if b not in previous:
            return []
        route = [b]
        while previous[route[-1]] is not None:
            route.append(previous[route[-1]])  # type: ignore[arg-type]
        return route[::-1]

    def within(self, zone_id: str, reach: int) -> list[str]:
        """Every zone at most `reach` hops away, nearest first (ties by id)."""
        self.hops(zone_id, zone_id)
        table = self._hops[zone_id]
        return sorted((z for z, d in table.items() if d <= reach), key=lambda z: (table[z], z))

    # --- serialisation ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "zones": [
                {"id": z.id, "name": z.name, "tags": sorted(z.tags)}
                | ({"hazard": z.hazard.to_dict()} if z.hazard is not None else {})
                for z in self.zones.values()
            ],
            "links": sorted(sorted(edge) for edge in self.links),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ZoneMap:
        zones = {}
        for raw in data.get("zones", []):
            zone_id = str(raw["id"])
            if zone_id in zones:
                raise ZoneError(t("The zone id '{zone_id}' is used twice.", zone_id=zone_id))
            tags = frozenset(raw.get("tags", ()))
            hazard = None
            if raw.get("hazard") is not None:
                try:
                    hazard = ZoneHazard.from_dict(raw["hazard"])
                except HazardError as exc:
                    raise ZoneError(f"{raw.get('name') or zone_id}: {exc}") from None
                if hazard.tag not in tags:
                    raise ZoneError(
                        t(
                            "{value}: its hazard belongs to a tag it does not carry.",
                            value=raw.get("name") or zone_id,
                        )
                    )
            zones[zone_id] = Zone(zone_id, str(raw.get("name") or zone_id), tags, hazard)
        links = set()
        for a, b in data.get("links", []):
            if a == b:
                raise ZoneError(t("A zone cannot be linked to itself."))
            links.add(frozenset((str(a), str(b))))
        return cls(zones, links)


# --- ranges ---------------------------------------------------------------------------------------

RangeSpec = int | tuple[int, int] | str


def parse_range(value: Any) -> RangeSpec:
    """Read a range as written in a stat block: 3, "0-1", "engaged", "intimate"."""
    if isinstance(value, bool):
        raise ZoneError(t("A range is a number of zones, a band like 1-3, Engaged or Intimate."))
    if isinstance(value, int):
        if value < 0:
            raise ZoneError(t("A range cannot be negative."))
        return value
    if isinstance(value, (list, tuple)) and len(value) == 2:
        lo, hi = int(value[0]), int(value[1])
        if lo < 0 or hi < lo:
            raise ZoneError(t("The band {lo}-{hi} is not a valid range.", lo=lo, hi=hi))
        return (lo, hi)
    if isinstance(value, str):
        text = value.strip().lower()
        if text in MELEE_RANGES:
            return text
        if text.isdigit():
            return int(text)
        lo_text, sep, hi_text = text.partition("-")
        if sep and lo_text.strip().isdigit() and hi_text.strip().isdigit():
            return parse_range((int(lo_text), int(hi_text)))
    raise ZoneError(
        t(
            "'{value}' is not a range: use a number of zones, a band like 1-3, Engaged or Intimate.",
            value=value,
        )
    )


def in_range(distance: int, spec: RangeSpec, *, engaged: bool = False, exact: bool = False) -> bool:
    """Whether a target `distance` hops away (and engaged or not) is within `spec`.

    A number N reaches 0..N zones (or exactly N when `exact`); a band lo-hi reaches lo..hi; the melee
    distances need the two to be engaged in the same zone.
    """
    if isinstance(spec, str):
        return engaged and distance == 0
    if isinstance(spec, tuple):
        return spec[0] <= distance <= spec[1]
    return distance == spec if exact else 0 <= distance <= spec


def movement_allowance(speed: int, difficult: bool) -> int:
    """Zones a move may cross: the speed, halved (rounded down, at least 1) in difficult terrain."""
    if speed <= 0:
        return 0
    return max(1, speed // 2) if difficult else speed
