"""One combatant as a file or a command brings it in: its fields, and its stat block against its system's.

The gate checks every combatant of an encounter file with it (`encounter_check`), and `gm.add_combatant`
the one a command brings mid-fight (`combatant_problem`). A creature's stat block is checked against
its system's schema (the pydantic schemas of the bestiary import, field by field, then as a whole); a
PC's sheet holds keys a bestiary stat block does not, which the system's own check judges
(`pc_sheet_problems`). The system is looked up in the registry of plugins (`gm_desk.rules.systems`),
never through the ruleset base, so the base can use this module.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Protocol, cast

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, Refusal, quote
from gm_desk.rules.statblocks import StatblockError, statblock_model, validate_creature
from gm_desk.rules.systems import RULESETS  # the registry of systems, read at each check

if TYPE_CHECKING:
    from pydantic import TypeAdapter
    from typing_extensions import TypeForm

MAX_COMBATANTS = 1000
KINDS = ("PC", "NPC", "pc", "npc")


class SheetJudge(Protocol):
    """The part of a combat system that judges a combatant: its id, and its check of a PC's sheet."""

    @property
    def id(self) -> str: ...
    def pc_sheet_problems(self, name: str, sheet: dict[str, Any]) -> list[str]: ...


def combatant_problem(raw: Any, system: SheetJudge, zones: set[str]) -> str | None:
    """What is wrong with one combatant a command brings in (``gm.add_combatant``), as the gate words
    it for a file (``combatant.stats.weapons[0]: ...``), or None."""
    check = Checker("combatant")
    try:
        check_combatant(raw, check, ("combatant",), system, zones, None)
    except Refusal as refusal:
        return f"{refusal.path}: {refusal.expected}"
    return None


def check_combatant(
    body: Any,
    check: Checker,
    spot: tuple[str | int, ...],
    system: SheetJudge,
    zones: set[str],
    sides: set[str] | None,
) -> str:
    """One combatant's fields and stat block at `spot` (its side one of `sides`, unless None); its id."""
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
    if system.id in RULESETS:  # a ruleset outside the registry (a test's toy) judges its own stats
        _stats(stats, system.id, check, (*spot, "stats"))
        _whole_block(body, stats, system, check, (*spot, "stats"))
    return cid


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
    body: dict[str, Any],
    stats: dict[str, Any],
    system: SheetJudge,
    check: Checker,
    where: tuple[str | int, ...],
) -> None:
    """The stat block as a whole: a creature's through the bestiary import's own validation (the fields
    each part requires, such as a weapon's damage, and the rules across fields, such as critical damage
    at least the damage, or two weapons with one name), a PC's sheet through the ruleset's
    `pc_sheet_problems`, as the party editor checks it. A top-level field an encounter leaves out is not
    refused: the engine plays without it, as hand-written and scenario files do."""
    if str(body.get("kind", "NPC")).upper() == "PC":
        problems = system.pc_sheet_problems(str(body.get("name") or body["id"]), stats)
        if problems:
            raise check.refuse(where, t("the character sheet is refused: {problem}", problem=problems[0]))
        return
    keys = _block_keys(system.id)
    block = {key: value for key, value in stats.items() if key in keys}
    block["name"] = "creature"  # the combatant's own name is checked above, as a name
    try:
        validate_creature(system.id, block)
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
