"""A zone map on its own: the zones, links, tags and canvas places of an encounter, kept as a named map.

`map_document`/`check_map` are the map file's shape and its gate (the encounter file's zone-graph
checks, names checked as in packs); `stamp` puts a map into an encounter's setup and layout, moving
combatants whose zone the map does not have to its first zone.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.encounter_check import check_zone_map
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, Refusal, clean_strings, quote

MAP_FORMAT = "gm-desk-map"
MAP_VERSION = 1
MAX_COORD = 1_000_000.0
MAX_DEPTH = 8  # a map file nests five levels: zones, a zone, its hazard or rect


@dataclass(frozen=True)
class ZoneMap:
    """``zones``: ``{"zones": [...], "links": [...]}`` as in a setup; ``rects``: zone id -> [x, y, w, h]."""

    name: str
    zones: dict[str, Any]
    rects: dict[str, list[float]] = field(default_factory=dict)
    # The picture under the zones and where it lies (``{"digest", "x", "y", "width", "opacity",
    # "locked"}``, as an encounter's layout holds it); its bytes travel beside the map, never in it.
    picture: dict[str, Any] | None = None

    def zone_ids(self) -> list[str]:
        return [str(z["id"]) for z in self.zones.get("zones", [])]


def from_encounter(name: str, setup: dict[str, Any], layout: dict[str, Any]) -> ZoneMap:
    """The map of an encounter: its setup's zones and links, and the places its canvas keeps."""
    zones = copy.deepcopy(setup.get("zones") or {"zones": [], "links": []})
    ids = {str(z["id"]) for z in zones.get("zones", [])}
    cells = (layout or {}).get("zones") or {}
    rects = {str(k): [float(v) for v in r] for k, r in cells.items() if str(k) in ids}
    placed = (layout or {}).get("picture")
    picture = copy.deepcopy(placed) if isinstance(placed, dict) else None
    return ZoneMap(name=name, zones=zones, rects=rects, picture=picture)


def map_document(zone_map: ZoneMap) -> dict[str, Any]:
    """The map as a file's document (TOML-ready: no nulls)."""
    zones = []
    for zone in zone_map.zones.get("zones", []):
        entry = {k: v for k, v in zone.items() if v is not None}
        entry["id"] = str(zone["id"])
        if entry["id"] in zone_map.rects:
            entry["rect"] = list(zone_map.rects[entry["id"]])
        zones.append(entry)
    links = [[str(a), str(b)] for a, b in zone_map.zones.get("links", [])]
    document: dict[str, Any] = {
        "format": MAP_FORMAT,
        "version": MAP_VERSION,
        "name": zone_map.name,
        "zones": zones,
        "links": links,
    }
    if zone_map.picture:
        document["picture"] = dict(zone_map.picture)
    return document


def check_map(doc: Any, file: str) -> ZoneMap:
    """The map a file holds, or a Refusal naming ``file`` and the field path.

    Every text is put in NFC first, as an encounter file's are: "café" written precomposed and with a
    combining accent is one zone id, so a map cannot hold it twice (nor a stamped encounter later)."""
    check = Checker(file)
    doc = clean_strings(doc, check, max_depth=MAX_DEPTH)
    body = check.obj(doc, ())
    if body.get("format") != MAP_FORMAT:
        raise check.refuse(
            ("format",),
            t('must be "{format}", not {value}', format=MAP_FORMAT, value=quote(body.get("format"))),
        )
    if body.get("version") != MAP_VERSION or isinstance(body.get("version"), bool):
        raise check.refuse(
            ("version",),
            t("must be {version}, not {value}", version=MAP_VERSION, value=quote(body.get("version"))),
        )
    name = check.name(body.get("name"), ("name",))
    unknown = set(body) - {"format", "version", "name", "zones", "links", "picture", "pictures"}
    if unknown:
        raise check.refuse((sorted(unknown)[0],), "is not a field of a map file")
    raw_zones = check.items(body.get("zones"), ("zones",), 500)
    graph = {"zones": [], "links": body.get("links") or []}
    rects: dict[str, list[float]] = {}
    for index, zone in enumerate(raw_zones):
        zone = check.obj(zone, ("zones", index), N_("a zone: an object with an id and a name"))
        extra = set(zone) - {"id", "name", "tags", "rect", "hazard"}
        if extra:
            raise check.refuse(("zones", index, sorted(extra)[0]), "is not a field of a zone")
        if "rect" in zone:
            rect = zone["rect"]
            if not (
                isinstance(rect, list)
                and len(rect) == 4
                and all(_coordinate(v) for v in rect)
                and rect[2] > 0
                and rect[3] > 0
            ):
                raise check.refuse(
                    ("zones", index, "rect"),
                    t("must be [x, y, width, height] with a positive size, not {value}", value=quote(rect)),
                )
            rects[str(zone.get("id"))] = [float(v) for v in rect]
        graph["zones"].append({k: v for k, v in zone.items() if k != "rect"})
    # The same zone-graph checks as an encounter file's, with this file's field paths.
    _check_graph(graph, check)
    if not graph["zones"]:
        raise check.refuse(("zones",), t("must list at least one zone"))
    zones = {
        "zones": [
            {"id": str(z["id"]), "name": z.get("name") or str(z["id"]), "tags": list(z.get("tags") or [])}
            | ({"hazard": dict(z["hazard"])} if z.get("hazard") is not None else {})
            for z in graph["zones"]
        ],
        "links": [[str(a), str(b)] for a, b in graph["links"]],
    }
    picture = check.obj(body["picture"], ("picture",)) if "picture" in body else None
    return ZoneMap(name=name, zones=zones, rects=rects, picture=dict(picture) if picture else None)


def _coordinate(value: Any) -> bool:
    """A number the canvas can place: whole or decimal, within MAX_COORD (a 400-digit whole number is
    compared as it is, never turned into a decimal, which would overflow)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return abs(value) <= MAX_COORD


def _check_graph(graph: dict[str, Any], check: Checker) -> None:
    class _Rooted(Checker):
        # check_zone_map names fields under its ``where``; a map file's zones and links are top-level.
        def refuse(self, steps: tuple[str | int, ...], expected: str) -> Refusal:
            return Checker.refuse(self, steps[1:], expected)

    check_zone_map(graph, _Rooted(check.file), ("map",))


@dataclass(frozen=True)
class Stamped:
    setup: dict[str, Any]
    layout: dict[str, Any]
    moved: list[str]  # "Name (was in zone-id)" for each combatant moved to the first zone
    dropped: list[str] = field(default_factory=list)  # scene items that stood between lost zones


def stamp(zone_map: ZoneMap, setup: dict[str, Any], layout: dict[str, Any] | None) -> Stamped:
    """``setup`` and ``layout`` with the map's zones, links, tags and places instead of their own."""
    new_setup = copy.deepcopy(setup)
    new_setup["zones"] = copy.deepcopy(zone_map.zones)
    ids = zone_map.zone_ids()
    first = ids[0]
    moved = []
    for combatant in new_setup.get("combatants") or []:
        zone = combatant.get("zone")
        if zone is not None and zone not in ids:
            combatant["zone"] = first
            moved.append(t("{name} (was in {zone})", name=combatant.get("name", combatant.get("id", "?")), zone=zone))
    dropped = []
    if isinstance(new_setup.get("obstacles"), list):  # the cards system's obstacles stand between zones
        kept = []
        for item in new_setup["obstacles"]:
            between = item.get("between") if isinstance(item, dict) else None
            if isinstance(between, list) and all(end in ids for end in between):
                kept.append(item)
            else:
                ends = t(" and ").join(map(str, between or []))
                dropped.append(t("the obstacle between {ends}", ends=ends))
        new_setup["obstacles"] = kept
    new_layout = dict(layout or {})
    new_layout["version"] = new_layout.get("version", 1)
    new_layout["zones"] = {k: list(v) for k, v in zone_map.rects.items()}
    return Stamped(new_setup, new_layout, moved, dropped)


def stamp_words(zone_map: ZoneMap, stamped: Stamped) -> list[str]:
    """What stamping changed beyond the map, in a GM's words."""
    words = []
    if stamped.moved:
        first = zone_map.zones["zones"][0].get("name") or zone_map.zone_ids()[0]
        words.append(
            t("Moved to {zone} (their zone is not on this map): {names}.", zone=first, names=", ".join(stamped.moved))
        )
    if stamped.dropped:
        words.append(t("Removed (its zones are not on this map): {items}.", items=", ".join(stamped.dropped)))
    return words
