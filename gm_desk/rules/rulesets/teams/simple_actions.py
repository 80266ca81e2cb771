"""The small actions of Alternating Teams: gear, posture, cover, Guard, Wait, Ready, tasks, Resuscitate.

Each action is a pair: `check_x` (raises Reject, emits nothing) and `x` (the effect). The dispatcher
in `actions.py` pays for them. Durations run to the start of the actor's own next turn through
conditions that tick at `turn_start`: `guarding` (+1 to every defence and defence test), `in_cover`
(ranged attacks against them have disadvantage), `waiting` (an extra reaction), `readied` (a stored
action fired later as a reaction). `prone` lasts until Stand Up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.teams import damage, rolls, space, stats
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

UNTIL_NEXT_TURN_ROUNDS, UNTIL_NEXT_TURN_HOOK = 1, "turn_start"  # a condition lasting until the next turn
RESUSCITATE_TEST = ("intellect", "survival", None)


def _text(args: dict[str, Any], key: str) -> str:
    value = args.get(key, "")
    if not isinstance(value, str) or len(value) > 200:
        raise Reject("BAD_ARGUMENT", t("'{key}' is a text of at most 200 characters.", key=key))
    return value


def _gear(c: Combatant) -> list[str]:
    return [w["name"] for w in stats.weapons(c)] + [i["name"] for i in stats.items(c)]


def _until_next_turn(tx: Tx, c: Combatant, name: str, data: dict[str, Any] | None = None) -> None:
    conditions.add(tx, c.id, name, UNTIL_NEXT_TURN_ROUNDS, UNTIL_NEXT_TURN_HOOK, c.id, data)


def test_parts(
    args: dict[str, Any], defaults: tuple[str | None, ...]
) -> tuple[str | None, str | None, str | None]:
    out = []
    for key, default in zip(("attribute", "skill", "proficiency"), defaults):
        value = args.get(key, default)
        if value is not None and not isinstance(value, str):
            raise Reject("BAD_ARGUMENT", t("'{key}' names an attribute, skill or proficiency.", key=key))
        out.append(value)
    return out[0], out[1], out[2]


def optional_dc(args: dict[str, Any]) -> int | None:
    value = args.get("dc")
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100):
        raise Reject("BAD_ARGUMENT", t("'dc' is a whole number from 0 to 100."))
    return value


def nothing_to_check(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    """Actions any conscious combatant may take at any time."""


# --- gear -----------------------------------------------------------------------------------------


def check_brandish(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    hold = args.get("hold")
    if not isinstance(hold, list) or len(hold) > 4 or not all(isinstance(n, str) for n in hold):
        raise Reject("BAD_ARGUMENT", t("'hold' lists the weapons and items to hold (at most 4)."))
    for name in hold:
        if name not in _gear(c):
            raise Reject("UNKNOWN_ITEM", t("{name} has no '{name2}'.", name=c.name, name2=name))
        if name in c.rs.get("dropped", ()):
            raise Reject(
                "ITEM_DROPPED", t("The {name} lies on the ground (Interact to pick it up).", name=name)
            )


def brandish(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    tx.emit("CombatantDataChanged", cid=c.id, changes={"wielded": list(dict.fromkeys(args["hold"]))})


def check_drop_item(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    name = args.get("item")
    if name not in _gear(c):
        raise Reject("UNKNOWN_ITEM", t("{name} has no '{name2}'.", name=c.name, name2=name))
    if name in c.rs.get("dropped", ()):
        raise Reject("ITEM_DROPPED", t("The {name} is already on the ground.", name=name))


def drop_item(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    name = args["item"]
    changes: dict[str, Any] = {"dropped": [*c.rs.get("dropped", ()), name]}
    if c.rs.get("wielded") is not None:
        changes["wielded"] = [n for n in c.rs["wielded"] if n != name]
    tx.emit("CombatantDataChanged", cid=c.id, changes=changes)


def check_interact(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    _text(args, "what")
    name = args.get("pick_up")
    if name is not None and name not in c.rs.get("dropped", ()):
        raise Reject("NOT_DROPPED", t("{name} has not dropped a '{name2}'.", name=c.name, name2=name))


def interact(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    name = args.get("pick_up")
    tx.emit("teams.Interacted", cid=c.id, what=_text(args, "what"), pick_up=name)
    if name is not None:
        changes: dict[str, Any] = {"dropped": [n for n in c.rs.get("dropped", ()) if n != name]}
        if c.rs.get("wielded") is not None:
            changes["wielded"] = [*c.rs["wielded"], name]
        tx.emit("CombatantDataChanged", cid=c.id, changes=changes)


def _reload_weapon(c: Combatant, args: dict[str, Any]) -> dict[str, Any]:
    name = args.get("weapon")
    w = stats.weapon(c, name) if isinstance(name, str) or name is None else None
    if w is None:
        raise Reject("UNKNOWN_WEAPON", t("{name} has no weapon called '{name2}'.", name=c.name, name2=name))
    return w


def reload_cost(tx: Tx, c: Combatant, args: dict[str, Any]) -> int:
    w = stats.weapon(c, args.get("weapon")) if isinstance(args.get("weapon"), str) else None
    return int(w.get("reload_cost", 1)) if w else 1


def check_reload(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    w = _reload_weapon(c, args)
    args.setdefault("weapon", w["name"])
    if int(w.get("reload_cost", 0)) <= 0:
        raise Reject("NO_RELOAD_NEEDED", t("The {name} needs no reloading.", name=w["name"]))
    if stats.loaded(c, w):
        raise Reject("ALREADY_LOADED", t("The {name} is loaded.", name=w["name"]))


def reload(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    w = _reload_weapon(c, args)
    tx.emit("CombatantDataChanged", cid=c.id, changes={"loaded": {**c.rs.get("loaded", {}), w["name"]: True}})
    tx.emit("teams.Reloaded", cid=c.id, weapon=w["name"])


# --- posture and cover ----------------------------------------------------------------------------


def check_drop_prone(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    if conditions.has(c, "prone"):
        raise Reject("ALREADY_PRONE", t("{name} is already prone.", name=c.name))


def go_prone(tx: Tx, c: Combatant) -> None:
    if not conditions.has(c, "prone"):
        conditions.add(tx, c.id, "prone", None, "none", c.id)


def drop_prone(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    go_prone(tx, c)


def check_stand_up(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    if not conditions.has(c, "prone"):
        raise Reject("NOT_PRONE", t("{name} is not prone.", name=c.name))


def stand_up(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    for cond in list(c.conditions):
        if cond.name == "prone":
            conditions.remove(tx, c.id, cond.id, reason="stood up")


def check_seek_cover(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    said = args.get("behind_cover", False)
    if not isinstance(said, bool):
        raise Reject("BAD_ARGUMENT", t("'behind_cover' is true or false."))
    in_cover_zone = c.zone is not None and tx.state.zones.has_tag(c.zone, "cover")
    if not (said or in_cover_zone):
        raise Reject(
            "NO_COVER", t("{name} must be behind cover (a cover zone, or the GM says so).", name=c.name)
        )
    if conditions.has(c, "in_cover"):
        raise Reject("ALREADY_IN_COVER", t("{name} is already in cover.", name=c.name))


def seek_cover(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    _until_next_turn(tx, c, "in_cover")


# --- turn-ending actions --------------------------------------------------------------------------


def guard(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    _until_next_turn(tx, c, "guarding")


def wait(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    have = int(c.rs.get("budget", {}).get("reaction", 0))
    tx.emit("BudgetSet", actor=c.id, budget={**c.rs.get("budget", {}), "reaction": have + 1}, off_turn=True)
    _until_next_turn(tx, c, "waiting")


# --- tests that take several actions --------------------------------------------------------------


def check_short_task(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    _text(args, "what")
    optional_dc(args)
    test_parts(args, (None, None, None))


def short_task(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    attribute, skill, prof = test_parts(args, (None, None, None))
    test = rolls.roll_test(tx, c, "short_task", attribute, skill, prof)
    dc = optional_dc(args)
    success = None if dc is None else test.total >= dc
    tx.emit("teams.ShortTask", cid=c.id, what=_text(args, "what"), total=test.total, dc=dc, success=success)


def _unconscious_target(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any]) -> Combatant:
    target = rs.combatant(tx, args.get("target"))
    if target.id == c.id:
        raise Reject("CANNOT_TARGET_SELF", t("{name} cannot resuscitate themselves.", name=c.name))
    if not (target.status == DOWN and target.substatus == damage.UNCONSCIOUS):
        raise Reject("TARGET_NOT_UNCONSCIOUS", t("{name} is not unconscious.", name=target.name))
    if not space.melee_reach(tx.state, c.id, target.id):
        raise Reject("NOT_ADJACENT", t("{name} must be next to {name2}.", name=c.name, name2=target.name))
    return target


def check_resuscitate(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    _unconscious_target(rs, tx, c, args)
    optional_dc(args)
    test_parts(args, RESUSCITATE_TEST)


def resuscitate(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    """Go prone, then a test against the difficulty (option `resuscitate_dc`, or a `dc` argument)."""
    target = _unconscious_target(rs, tx, c, args)
    go_prone(tx, c)
    attribute, skill, prof = test_parts(args, RESUSCITATE_TEST)
    dc = optional_dc(args)
    if dc is None:
        dc = stats.missing_health(target) if tx.state.options["resuscitate_dc"] == "missing_health" else 10
    test = rolls.roll_test(tx, c, "resuscitate", attribute, skill, prof)
    success = test.total >= dc
    tx.emit("teams.Resuscitation", cid=c.id, target=target.id, total=test.total, dc=dc, success=success)
    if success:
        rs.set_status(tx, target.id, ACTIVE, None)
