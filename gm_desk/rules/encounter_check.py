"""The gate's checks for an encounter file's setup and log, before the engine reads a single field.

The shape of every field the engine reads, the zone graph, the sides and groups, and each combatant's
stat block against its system's schema (the pydantic schemas of the bestiary import, field by field:
a PC's sheet holds keys a bestiary stat block does not, which the ruleset's own check judges). Every
failure is a `Refusal` with the field path and what was expected.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, cast

from gm_desk.rules.event_check import check_event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, Refusal, quote
from gm_desk.rules.rulesets import RULESETS  # the registry of systems, read at each check
from gm_desk.rules.scene_check import check_scene
from gm_desk.rules.statblocks import StatblockError, statblock_model, validate_creature
from gm_desk.rules.zone_hazard_spec import check_hazard

if TYPE_CHECKING:
    from pydantic import TypeAdapter
    from typing_extensions import TypeForm

MAX_ZONES = 500
MAX_SIDES = 64
MAX_COMBATANTS = 1000
MAX_LOG = 200_000
MAX_EVENTS = 10_000
KINDS = ("PC", "NPC", "pc", "npc")


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
    ids = _combatants(setup.get("combatants"), check, ruleset, zones, sides)
    _groups(setup.get("groups"), check, ids)
    _group_sides(setup, check)
    check_scene(setup, check, ruleset, zones)


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


def _combatants(raw: Any, check: Checker, ruleset: str, zones: set[str], sides: set[str] | None) -> set[str]:
    ids: set[str] = set()
    for index, body in enumerate(check.items(raw, ("setup", "combatants"), MAX_COMBATANTS)):
        spot = ("setup", "combatants", index)
        cid = _combatant(body, check, spot, ruleset, zones, sides)
        if cid in ids:
            raise check.refuse((*spot, "id"), t("two combatants share the id {value}", value=quote(cid)))
        ids.add(cid)
    return ids


def combatant_problem(raw: Any, ruleset: str, zones: set[str]) -> str | None:
    """What is wrong with one combatant a command brings in (``gm.add_combatant``), as the gate words
    it for a file (``combatant.stats.weapons[0]: ...``), or None."""
    check = Checker("combatant")
    try:
        _combatant(raw, check, ("combatant",), ruleset, zones, None)
    except Refusal as refusal:
        return f"{refusal.path}: {refusal.expected}"
    return None


def _combatant(
    body: Any,
    check: Checker,
    spot: tuple[str | int, ...],
    ruleset: str,
    zones: set[str],
    sides: set[str] | None,
) -> str:
    """One combatant's fields and stat block; its id."""
    body = check.obj(body, spot, N_("a combatant: an object with an id, a name and a side"))
    for key in ("id", "side"):
        if key not in body:
            raise check.refuse(spot, t("needs an id") if key == "id" else t("needs a side"))
    cid = str(check.ident(body["id"], (*spot, "id")))
    if body.get("name") is not None:
        check.name(body["name"], (*spot, "name"))
    if "kind" in body:
        check.choice(body["kind"], (*spot, "kind"), KINDS)
    side = str(check.ident(body["side"], (*spot, "side")))
    if sides is not None and side not in sides:
        raise check.refuse(
            (*spot, "side"), t("names a side the file does not list ({value})", value=quote(side))
        )
    zone = body.get("zone")
    if zone is not None and (isinstance(zone, bool) or not isinstance(zone, str) or zone not in zones):
        raise check.refuse(
            (*spot, "zone"), t("must be the id of a zone of the map, not {value}", value=quote(zone))
        )
    if body.get("group") is not None:
        check.ident(body["group"], (*spot, "group"))
    if "hidden" in body and not isinstance(body["hidden"], bool):
        raise check.refuse((*spot, "hidden"), t("is true or false, not {value}", value=quote(body["hidden"])))
    for key in ("engaged", "flags"):
        for number, item in enumerate(check.items(body.get(key), (*spot, key), MAX_COMBATANTS)):
            check.ident(item, (*spot, key, number))
    for key in ("res", "rs"):
        if key in body:
            check.obj(body[key], (*spot, key))
    if "res" in body:
        for track, value in body["res"].items():
            if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**6:
                raise check.refuse(
                    (*spot, "res", track), t("must be a whole number, not {value}", value=quote(value))
                )
    for number, cond in enumerate(check.items(body.get("conditions"), (*spot, "conditions"), 100)):
        cond = check.obj(
            cond, (*spot, "conditions", number), N_("a condition: an object with an id and a name")
        )
        for key in ("id", "name"):
            if key not in cond:
                raise check.refuse(
                    (*spot, "conditions", number), t("needs an id") if key == "id" else t("needs a name")
                )
    stats = check.obj(
        body.get("stats", {}), (*spot, "stats"), N_("the stat block: an object of named fields")
    )
    if ruleset in RULESETS:  # a ruleset outside the registry (a test's toy) judges its own stats
        _stats(stats, ruleset, check, (*spot, "stats"))
        _whole_block(body, stats, ruleset, check, (*spot, "stats"))
    return cid


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


def _stats(stats: dict[str, Any], ruleset: str, check: Checker, where: tuple[str | int, ...]) -> None:
    adapters = _field_adapters(ruleset)
    for key, value in stats.items():
        adapter = adapters.get(key)
        if adapter is None:
            continue  # a PC sheet's own key, or a system extra: the ruleset's check judges it
        problem = _field_problem(adapter, value)
        if problem is not None:
            loc, message = problem
            raise check.refuse((*where, key, *loc), message)


def _whole_block(
    body: dict[str, Any], stats: dict[str, Any], ruleset: str, check: Checker, where: tuple[str | int, ...]
) -> None:
    """The stat block as a whole: a creature's through the bestiary import's own validation (the fields
    each part requires, such as a weapon's damage, and the rules across fields, such as critical damage
    at least the damage, or two weapons with one name), a PC's sheet through the ruleset's
    `pc_sheet_problems`, as the party editor checks it. A top-level field an encounter leaves out is not
    refused: the engine plays without it, as hand-written and scenario files do."""
    if str(body.get("kind", "NPC")).upper() == "PC":
        from gm_desk.rules.rulesets import get_ruleset

        problems = get_ruleset(ruleset).pc_sheet_problems(str(body.get("name") or body["id"]), stats)
        if problems:
            raise check.refuse(where, t("the character sheet is refused: {problem}", problem=problems[0]))
        return
    keys = _block_keys(ruleset)
    block = {key: value for key, value in stats.items() if key in keys}
    block["name"] = "creature"  # the combatant's own name is checked above, as a name
    try:
        validate_creature(ruleset, block)
    except StatblockError as error:
        for issue in error.issues:
            if len(issue.loc) == 1 and issue.loc[0] not in block:
                continue  # a top-level field left out: the engine plays without it (scenario files do)
            raise check.refuse((*where, *issue.loc), issue.message) from None


@functools.cache
def _block_keys(ruleset: str) -> frozenset[str]:
    """The stat-block fields an encounter's stats carry (its own extras are the ruleset's to judge)."""
    model = statblock_model(ruleset)
    names = {info.alias or name for name, info in model.model_fields.items()}
    return frozenset(names - {"name", "tags", "description"})


@functools.cache
def _field_adapters(ruleset: str) -> dict[str, TypeAdapter[Any]]:
    """One strict validator per stat-block field of ``ruleset``, keyed by the field's name in files."""
    from typing import Annotated

    from pydantic import ConfigDict, TypeAdapter

    model = statblock_model(ruleset)
    adapters: dict[str, TypeAdapter[Any]] = {}
    for name, info in model.model_fields.items():
        if name in ("name", "tags", "description"):
            continue  # an encounter keeps these on the combatant, not in its stats
        # The field's type and constraints, put back together at run time: a type form mypy cannot see.
        built = Annotated[(info.annotation, *info.metadata)] if info.metadata else info.annotation
        annotation = cast("TypeForm[Any]", built)
        try:
            adapters[info.alias or name] = TypeAdapter(annotation, config=ConfigDict(strict=True))
        except Exception:  # a model type carries its own (strict) config and refuses another
            adapters[info.alias or name] = TypeAdapter(annotation)
    return adapters


def _field_problem(adapter: TypeAdapter[Any], value: Any) -> tuple[tuple[str | int, ...], str] | None:
    from pydantic import ValidationError

    from gm_desk.rules.statblocks._errors import translate

    try:
        adapter.validate_python(value)
    except ValidationError as exc:
        try:
            issue = translate(exc, ()).issues[0]
        except (StatblockError, IndexError):  # pragma: no cover - translate always words one
            return (), "is not valid here"
        return tuple(issue.loc), issue.message
    return None
