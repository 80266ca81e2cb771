"""The GM's changes to the zone map during a fight, as commands every system shares.

- `gm.unlink` {a, b}: the two zones no longer touch (the bridge collapses);
- `gm.link` {a, b}: they touch now (a wall is breached);
- `gm.add_zone` {id?, name?, tags?}: a new zone, linked to nothing yet (`id` lets the canvas give it a
  place before it exists; without one the first free "zoneN" is taken);
- `gm.set_zone_tag` {zone, tag, on}: a zone gains or loses a tag (it catches fire, it gives cover). A
  hazard tag taken away puts out the hazard burning there.

Each is logged with its words (`field_map.describe`), undone and redone like any command, and decided the
same way again on replay: nothing is asked or rolled. The map's events and reducers are `field_map`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.field_map import LINKED, TAGS_CHANGED, UNLINKED, ZONE_ADDED
from gm_desk.rules.i18n import t
from gm_desk.rules.live_hazards import live
from gm_desk.rules.names import name_refusal, normal
from gm_desk.rules.tx import Reject
from gm_desk.rules.zones import TAGS

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.system_rules import Handler
    from gm_desk.rules.tx import Tx

MAX_ZONES = 500  # as many as an encounter file may hold


def _zone(tx: Tx, cmd: Command, key: str) -> str:
    zone = cmd.args.get(key)
    if not isinstance(zone, str) or zone not in tx.state.zones.zones:
        raise Reject("UNKNOWN_ZONE", t("There is no zone '{zone}'.", zone=zone))
    return zone


def _pair(tx: Tx, cmd: Command) -> tuple[str, str]:
    a, b = _zone(tx, cmd, "a"), _zone(tx, cmd, "b")
    if a == b:
        raise Reject("BAD_ARGUMENT", t("A zone cannot be linked to itself."))
    return a, b


def _named(state: EncounterState, zone: str) -> str:
    return state.zones.zones[zone].name


def link(tx: Tx, cmd: Command) -> None:
    a, b = _pair(tx, cmd)
    if b in tx.state.zones.neighbours(a):
        raise Reject(
            "ALREADY_LINKED",
            t("{a} and {b} already touch.", a=_named(tx.state, a), b=_named(tx.state, b)),
        )
    tx.emit(LINKED, a=a, b=b)


def unlink(tx: Tx, cmd: Command) -> None:
    a, b = _pair(tx, cmd)
    if b not in tx.state.zones.neighbours(a):
        raise Reject(
            "NOT_LINKED",
            t("{a} and {b} do not touch.", a=_named(tx.state, a), b=_named(tx.state, b)),
        )
    tx.emit(UNLINKED, a=a, b=b)


def next_zone_id(state: EncounterState) -> str:
    """The id a new zone takes: the first "zoneN" (from the number of zones on) the map does not use."""
    number = len(state.zones.zones) + 1
    while f"zone{number}" in state.zones.zones:
        number += 1
    return f"zone{number}"


def add_zone(tx: Tx, cmd: Command) -> None:
    state = tx.state
    if len(state.zones.zones) >= MAX_ZONES:
        raise Reject("BAD_ARGUMENT", t("A map holds at most {count} zones.", count=MAX_ZONES))
    zone_id = cmd.args.get("id") or next_zone_id(state)
    if not isinstance(zone_id, str) or not zone_id.isidentifier() or len(zone_id) > 64:
        raise Reject("BAD_ARGUMENT", t("A zone's id is a short word of letters, digits and _."))
    if zone_id in state.zones.zones:
        raise Reject("DUPLICATE_ID", t("The id '{id}' is taken.", id=zone_id))
    name = cmd.args.get("name")
    if name is None or (isinstance(name, str) and not name.strip()):
        name = t("Zone {n}", n=zone_id.removeprefix("zone"))
    if not isinstance(name, str):
        raise Reject("BAD_ARGUMENT", t("A zone's name is text."))
    refused = name_refusal(name, t("A zone's name"))
    if refused is not None:
        raise Reject("BAD_ARGUMENT", refused)
    tags = cmd.args.get("tags") or []
    if not isinstance(tags, list) or any(tag not in TAGS for tag in tags):
        raise Reject("BAD_ARGUMENT", t("A zone's tags are among: {tags}.", tags=", ".join(TAGS)))
    tx.emit(ZONE_ADDED, zone={"id": zone_id, "name": normal(name), "tags": sorted(set(tags))})


def set_zone_tag(tx: Tx, cmd: Command) -> None:
    state = tx.state
    zone = _zone(tx, cmd, "zone")
    tag, on = cmd.args.get("tag"), cmd.args.get("on", True)
    if tag not in TAGS:
        raise Reject("BAD_ARGUMENT", t("A zone's tags are among: {tags}.", tags=", ".join(TAGS)))
    if not isinstance(on, bool):
        raise Reject("BAD_ARGUMENT", t("'on' is true or false."))
    was = state.zones.zones[zone].tags
    now = was | {tag} if on else was - {tag}
    if now == was:
        name, tag_words = _named(state, zone), t(tag)
        if on:
            raise Reject("NO_CHANGE", t("{zone} is already marked {tag}.", zone=name, tag=tag_words))
        raise Reject("NO_CHANGE", t("{zone} is not marked {tag}.", zone=name, tag=tag_words))
    tx.emit(TAGS_CHANGED, zone=zone, tags=sorted(now), was=sorted(was))
    burning = live(state).get(zone)
    if burning is not None and burning.get("tag") not in now:
        tx.emit("ZoneHazardEnded", zone=zone, tag=burning["tag"], why="gm")


HANDLERS: dict[str, Handler] = {
    "gm.link": link,
    "gm.unlink": unlink,
    "gm.add_zone": add_zone,
    "gm.set_zone_tag": set_zone_tag,
}
