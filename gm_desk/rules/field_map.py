"""The zone map as it changes during a fight: the events that change it, their reducers and their words.

Before the fight the map is the setup's (`prep.zones` edits it); once the fight runs, the GM changes it
with commands (`field_changes`): a bridge collapses (`ZonesUnlinked`), a wall is breached
(`ZonesLinked`), a new zone opens (`ZoneAdded`), a zone catches fire or gives cover (`ZoneTagsChanged`).

Each reducer puts a new `ZoneMap` in the state, never changing the one it finds: snapshots and the copies
`trial` decides on share the map of their moment, so undo, redo and replay see each map exactly as it
was. Every system reads `state.zones` for its moves, paths, reach and cover, so the new map counts at
once everywhere.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.state import EncounterState
from gm_desk.rules.zones import Zone, ZoneMap

ZONE_ADDED = "ZoneAdded"
LINKED = "ZonesLinked"
UNLINKED = "ZonesUnlinked"
TAGS_CHANGED = "ZoneTagsChanged"
EVENTS = (ZONE_ADDED, LINKED, UNLINKED, TAGS_CHANGED)


def _replaced(state: EncounterState, zones: dict[str, Zone], links: set[frozenset[str]]) -> None:
    state.zones = ZoneMap(zones, links)


def _zone_added(state: EncounterState, data: dict[str, Any]) -> None:
    raw = data["zone"]
    zone = Zone(str(raw["id"]), str(raw.get("name") or raw["id"]), frozenset(map(str, raw.get("tags") or ())))
    _replaced(state, {**state.zones.zones, zone.id: zone}, set(state.zones.links))


def _linked(state: EncounterState, data: dict[str, Any]) -> None:
    pair = frozenset((str(data["a"]), str(data["b"])))
    _replaced(state, dict(state.zones.zones), {*state.zones.links, pair})


def _unlinked(state: EncounterState, data: dict[str, Any]) -> None:
    pair = frozenset((str(data["a"]), str(data["b"])))
    _replaced(state, dict(state.zones.zones), {edge for edge in state.zones.links if edge != pair})


def _tags_changed(state: EncounterState, data: dict[str, Any]) -> None:
    old = state.zones.zones[str(data["zone"])]
    tags = frozenset(map(str, data["tags"]))
    # A zone's hazard belongs to one of its tags: the tag gone, the hazard is gone with it.
    hazard = old.hazard if old.hazard is not None and old.hazard.tag in tags else None
    zones = {**state.zones.zones, old.id: Zone(old.id, old.name, tags, hazard)}
    _replaced(state, zones, set(state.zones.links))


REDUCERS = {
    ZONE_ADDED: _zone_added,
    LINKED: _linked,
    UNLINKED: _unlinked,
    TAGS_CHANGED: _tags_changed,
}


def _name(state: EncounterState | None, zone: Any) -> str:
    if state is not None and zone in state.zones.zones:
        return state.zones.zones[zone].name
    return str(zone)


def _tag_list(tags: Any) -> str:
    return ", ".join(t(str(tag)) for tag in tags)


def describe(event_type: str, data: dict[str, Any], state: EncounterState | None) -> str | None:
    """The log's words for a change of the map (None for any other event)."""
    if event_type == ZONE_ADDED:
        return t("The map changes: a new zone, {zone}.", zone=data["zone"].get("name") or data["zone"]["id"])
    if event_type == LINKED:
        return t(
            "The map changes: {a} and {b} now touch.", a=_name(state, data["a"]), b=_name(state, data["b"])
        )
    if event_type == UNLINKED:
        return t(
            "The map changes: {a} and {b} no longer touch.",
            a=_name(state, data["a"]),
            b=_name(state, data["b"]),
        )
    if event_type == TAGS_CHANGED:
        now, was = set(data["tags"]), set(data.get("was") or ())
        zone = _name(state, data["zone"])
        parts = []
        if now - was:
            parts.append(t("{zone} is now marked {tags}", zone=zone, tags=_tag_list(sorted(now - was))))
        if was - now:
            parts.append(t("{zone} is no longer marked {tags}", zone=zone, tags=_tag_list(sorted(was - now))))
        return t("The map changes: {what}.", what="; ".join(parts) or zone)
    return None
