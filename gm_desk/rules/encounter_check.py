"""The gate's checks for an encounter file's setup and log, before the engine reads a single field.

The shape of every field the engine reads, the zone graph, the sides and groups, each combatant
(`combatant_check`: its fields, and its stat block against its system's schema) and the scene data
(`scene_check`). Every failure is a `Refusal` with the field path and what was expected.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.combatant_check import MAX_COMBATANTS, SheetJudge, check_combatant
from gm_desk.rules.event_check import check_event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, quote
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.scene_check import check_scene
from gm_desk.rules.systems import RULESETS  # the registry of systems, read at each check
from gm_desk.rules.zone_hazard_spec import check_hazard

MAX_ZONES = 500
MAX_SIDES = 64
MAX_LOG = 200_000
MAX_EVENTS = 10_000


def check_document(doc: dict[str, Any], check: Checker) -> None:
    setup = check.obj(doc.get("setup"), ("setup",))
    check_setup(setup, check)
    for index, raw in enumerate(check.items(doc.get("log"), ("log",), MAX_LOG)):
        entry = check.obj(raw, ("log", index), N_("an object with a command and its events"))
        command = check.obj(entry.get("command"), ("log", index, "command"), N_("an object with a type"))
        check.name(command.get("type"), ("log", index, "command", "type"), limit=80)
        for key in ("args", "dice"):
            if key in command:
                check.obj(command[key], ("log", index, "command", key))
        events = check.items(entry.get("events"), ("log", index, "events"), MAX_EVENTS)
        for number, event in enumerate(events):
            body = check.obj(event, ("log", index, "events", number), N_("an object with a type"))
            check.name(body.get("type"), ("log", index, "events", number, "type"), limit=80)
            check_event(body, check, ("log", index, "events", number))


def check_setup(setup: dict[str, Any], check: Checker) -> None:
    ruleset = setup.get("ruleset")
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        known = ", ".join(RULESETS)
        raise check.refuse(
            ("setup", "ruleset"),
            t(
                "names no combat system GM Desk knows ({known}), not {value}",
                known=known,
                value=quote(ruleset),
            ),
        )
    if "options" in setup:
        check.obj(setup["options"], ("setup", "options"))
    if "name" in setup and setup["name"] is not None:
        check.name(setup["name"], ("setup", "name"))
    for key in ("zones", "sides", "combatants"):  # the engine reads each as what it holds: never null
        if key in setup and setup[key] is None:
            raise check.refuse(("setup", key), t("must not be null: leave the field out instead"))
    zones = _zones(setup.get("zones", {}), check)
    sides = _sides(setup.get("sides"), check)
    system = get_ruleset(ruleset)
    ids = _combatants(setup.get("combatants"), check, system, zones, sides)
    _groups(setup.get("groups"), check, ids)
    _group_sides(setup, check)
    check_scene(setup, check, system, zones)


def _zones(raw: Any, check: Checker) -> set[str]:
    return check_zone_map(raw, check, ("setup", "zones"))


def check_zone_map(raw: Any, check: Checker, where: tuple[str | int, ...]) -> set[str]:
    """The zone graph at ``where`` (zones with ids, names, tags; links between listed zones); its ids."""
    if raw is None:
        return set()
    body = check.obj(raw, where, N_('an object with "zones" and "links"'))
    ids: set[str] = set()
    for index, zone in enumerate(check.items(body.get("zones"), (*where, "zones"), MAX_ZONES)):
        spot = (*where, "zones", index)
        zone = check.obj(zone, spot, N_("a zone: an object with an id and a name"))
        if "id" not in zone:
            raise check.refuse(spot, t("needs an id"))
        zone_id = check.ident(zone["id"], (*spot, "id"))
        if str(zone_id) in ids:
            raise check.refuse((*spot, "id"), t("the zone id {value} is used twice", value=quote(zone_id)))
        ids.add(str(zone_id))
        if zone.get("name") is not None:
            check.name(zone["name"], (*spot, "name"))
        for number, tag in enumerate(check.items(zone.get("tags"), (*spot, "tags"), 20)):
            check.name(tag, (*spot, "tags", number), limit=40)
        if zone.get("hazard") is not None:
            check_hazard(zone["hazard"], check, (*spot, "hazard"), list(zone.get("tags") or ()))
    for index, link in enumerate(check.items(body.get("links"), (*where, "links"), MAX_ZONES * 8)):
        spot = (*where, "links", index)
        if not isinstance(link, list) or len(link) != 2:
            raise check.refuse(
                spot, t('must be a pair of zone ids like ["a", "b"], not {value}', value=quote(link))
            )
        for end in (0, 1):
            if (
                isinstance(link[end], bool)
                or not isinstance(link[end], str | int)
                or str(link[end]) not in ids
            ):
                raise check.refuse(
                    (*spot, end),
                    t("must be the id of a zone listed above, not {value}", value=quote(link[end])),
                )
        if str(link[0]) == str(link[1]):
            raise check.refuse(spot, t("links a zone to itself"))
    return ids


def _sides(raw: Any, check: Checker) -> set[str] | None:
    """The side ids listed, or None when the file lists none (sides are then implied by combatants)."""
    if raw is None or raw == []:
        return None
    ids: set[str] = set()
    for index, side in enumerate(check.items(raw, ("setup", "sides"), MAX_SIDES)):
        spot = ("setup", "sides", index)
        side = check.obj(side, spot, N_("a side: an object with an id and a name"))
        if "id" not in side:
            raise check.refuse(spot, t("needs an id"))
        side_id = str(check.ident(side["id"], (*spot, "id")))
        if side_id in ids:
            raise check.refuse((*spot, "id"), t("the side {value} is listed twice", value=quote(side_id)))
        ids.add(side_id)
        if side.get("name") is not None:
            check.name(side["name"], (*spot, "name"))
        if "stance" in side:
            check.choice(side["stance"], (*spot, "stance"), ("party", "hostile", "neutral"))
        for number, ally in enumerate(check.items(side.get("allies"), (*spot, "allies"), MAX_SIDES)):
            check.ident(ally, (*spot, "allies", number))
    return ids


def _combatants(
    raw: Any, check: Checker, system: SheetJudge, zones: set[str], sides: set[str] | None
) -> set[str]:
    ids: set[str] = set()
    for index, body in enumerate(check.items(raw, ("setup", "combatants"), MAX_COMBATANTS)):
        spot = ("setup", "combatants", index)
        cid = check_combatant(body, check, spot, system, zones, sides)
        if cid in ids:
            raise check.refuse((*spot, "id"), t("two combatants share the id {value}", value=quote(cid)))
        ids.add(cid)
    return ids


def _groups(raw: Any, check: Checker, ids: set[str]) -> None:
    """``setup.groups`` (where a system reads one): each group's members must exist, and there must be some."""
    if raw is None:
        return
    groups = check.obj(raw, ("setup", "groups"), N_("an object of groups, each a list of combatant ids"))
    for group, members in groups.items():
        spot = ("setup", "groups", group)
        members = check.items(members, spot, MAX_COMBATANTS)
        if not members:
            raise check.refuse(spot, t("is a group with no members"))
        for number, member in enumerate(members):
            if not isinstance(member, str) or member not in ids:
                raise check.refuse(
                    (*spot, number), t("must be a combatant of the setup, not {value}", value=quote(member))
                )


def _group_sides(setup: dict[str, Any], check: Checker) -> None:
    """A combatant is in one group at most, and a group's members stand on one side."""
    entries = setup.get("combatants") or []
    listed: dict[str, str] = {}
    for group, members in (setup.get("groups") or {}).items():
        for number, cid in enumerate(members):
            first = listed.setdefault(cid, group)
            own = next((e.get("group") for e in entries if str(e.get("id")) == cid), None)
            other = first if first != group else own if own is not None and str(own) != group else None
            if other is not None:
                raise check.refuse(
                    ("setup", "groups", group, number),
                    t("puts {who} in a second group (it is in {group})", who=quote(cid), group=quote(other)),
                )
    side_of: dict[str, str] = {}
    for index, entry in enumerate(entries):
        group = entry.get("group")
        group = str(group) if group is not None else listed.get(str(entry.get("id")))
        if group is None:
            continue
        side = side_of.setdefault(group, str(entry.get("side")))
        if side != str(entry.get("side")):
            raise check.refuse(
                ("setup", "combatants", index, "group" if entry.get("group") is not None else "side"),
                t(
                    "puts a combatant of side {side} in the group {group}, whose members stand on side {other}: a group stands on one side",
                    side=quote(entry.get("side")),
                    group=quote(group),
                    other=quote(side),
                ),
            )
