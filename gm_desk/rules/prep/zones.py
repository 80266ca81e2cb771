"""Prep edits of the zone map: zones, their names and tags, the links between them, a whole map from
the map library, and where each combatant starts."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t, tn
from gm_desk.rules.names import name_refusal, normal
from gm_desk.rules.prep.edited import (
    Edited,
    Setup,
    combatant_entry,
    copied,
    fresh_id,
    zone_entries,
    zone_entry,
    zone_name,
)
from gm_desk.rules.tx import Reject
from gm_desk.rules.zone_maps import ZoneMap, stamp, stamp_words

# The words a refused edit of this module gives once the fight has started.
FIXED = N_(
    "The fight has started, so the zone map and starting places are fixed. "
    "Drag tokens to move them, or undo back to the start to change the map."
)


def _zone_map(setup: Setup) -> dict[str, list[Any]]:
    """The setup's zone map, made when missing: {"zones": [...], "links": [...]}."""
    zones: dict[str, list[Any]] = setup.setdefault("zones", {})
    zones.setdefault("zones", [])
    zones.setdefault("links", [])
    return zones


def add_zone(setup: Setup, name: str | None = None) -> Edited:
    """A new, empty zone with no links (named "Zone N" unless a name is given); `made` is its id."""
    out = copied(setup)
    zones = _zone_map(out)
    taken = {str(z.get("id")) for z in zone_entries(out)}
    zone_id = fresh_id("zone", taken, len(taken) + 1)
    number = zone_id.removeprefix("zone")
    zones["zones"].append(
        {"id": zone_id, "name": (name or "").strip() or t("Zone {n}", n=number), "tags": []}
    )
    return Edited(out, t("Create zone"), zone_id)


def remove_zone(setup: Setup, zone_id: str) -> Edited:
    """The zone and its links go; refused while anyone starts in it."""
    zone_entry(setup, zone_id)
    standing = [str(c.get("name")) for c in setup.get("combatants") or [] if c.get("zone") == zone_id]
    if standing:
        raise Reject(
            "ZONE_NOT_EMPTY",
            tn(
                "{names} still stands in {zone}.",
                "{names} still stand in {zone}.",
                len(standing),
                names=", ".join(standing),
                zone=zone_name(setup, zone_id),
            ),
        )
    out = copied(setup)
    zones = _zone_map(out)
    zones["zones"] = [z for z in zone_entries(out) if z.get("id") != zone_id]
    zones["links"] = [link for link in zones["links"] if zone_id not in link]
    return Edited(out, t("Delete zone"))


def rename_zone(setup: Setup, zone_id: str, name: str) -> Edited:
    name = name.strip()
    if not name:
        raise Reject("BAD_SETUP", t("A zone needs a name."))
    refused = name_refusal(name, t("A zone's name"))  # the one rule for names (gm_desk.rules.names)
    if refused is not None:
        raise Reject("BAD_SETUP", refused)
    name = normal(name)
    out = copied(setup)
    zone_entry(out, zone_id)["name"] = name
    return Edited(out, t("Rename zone"))


def set_zone_tag(setup: Setup, zone_id: str, tag: str, on: bool) -> Edited:
    """The zone has the tag (difficult, cover, dark…) or not."""
    out = copied(setup)
    zone = zone_entry(out, zone_id)
    tags = set(zone.get("tags") or ())
    zone["tags"] = sorted(tags | {tag} if on else tags - {tag})
    return Edited(out, t("Mark {tag}", tag=t(tag)) if on else t("Unmark {tag}", tag=t(tag)))


def link(setup: Setup, a: str, b: str) -> Edited:
    """The two zones touch: one can move from either to the other."""
    zone_entry(setup, a)
    zone_entry(setup, b)
    if a == b:
        raise Reject("BAD_SETUP", t("A zone cannot be linked to itself."))
    links = [set(pair) for pair in ((setup.get("zones") or {}).get("links") or [])]
    if {a, b} in links:
        raise Reject(
            "ALREADY_LINKED",
            t("{a} and {b} already touch.", a=zone_name(setup, a), b=zone_name(setup, b)),
        )
    out = copied(setup)
    _zone_map(out)["links"].append(sorted((a, b)))
    return Edited(out, t("Link zones"))


def unlink(setup: Setup, a: str, b: str) -> Edited:
    out = copied(setup)
    zones = _zone_map(out)
    zones["links"] = [pair for pair in zones["links"] if set(pair) != {a, b}]
    return Edited(out, t("Unlink zones"))


def place(setup: Setup, cid: str, zone_id: str) -> Edited:
    """The combatant starts the fight in `zone_id`; the engagements it had are dropped."""
    zone_entry(setup, zone_id)
    combatant_entry(setup, cid)
    out = copied(setup)
    for entry in out.get("combatants") or []:
        if entry.get("id") == cid:
            entry["zone"] = zone_id
            entry["engaged"] = []
        else:
            entry["engaged"] = [other for other in entry.get("engaged") or [] if other != cid]
    return Edited(out, t("Place token"))


def use_map(setup: Setup, zone_map: ZoneMap) -> Edited:
    """The map's zones, links, tags and obstacles instead of the setup's own; combatants whose zone the
    map lacks go to its first zone, and the notes say who (the map's places are the canvas's)."""
    stamped = stamp(zone_map, setup, None)
    notes = tuple(stamp_words(zone_map, stamped))
    return Edited(stamped.setup, t("Use map {name}", name=zone_map.name), notes=notes)
