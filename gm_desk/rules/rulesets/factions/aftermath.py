"""After the fight: gear degradation, and long chases (spec 4.9).

When the end check finds a single camp still fighting, the fight enters an aftermath phase if any
weapon, armour or shield was used: each gets a durability roll before the encounter is closed. The
roll's procedure lives in another chapter, so by default the GM enters the outcome; the option
`durability` = "roll_d6" is a house stand-in that marks an item damaged on a 1. A long chase is a group
AGI save for the fleeing characters, skipped when one side is plainly faster.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.factions import arms, holds, rolls, schedule
from gm_desk.rules.rulesets.factions.damage import gear_state
from gm_desk.rules.state import ACTIVE, FLED
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx

SPEEDS = ("even", "fleeing_faster", "pursuers_faster")


def gear_used(state: Any) -> list[str]:
    """'cid:item' for every weapon, armour or shield used at least once and not destroyed."""
    out = []
    for c in state.combatants.values():
        for item in c.rs.get("used", ()):
            if c.rs.get("gear", {}).get(item) != "destroyed":
                out.append(f"{c.id}:{item}")
    return sorted(out)


def unchecked(state: Any) -> list[str]:
    done = state.sched.get("durability", {})
    return [key for key in gear_used(state) if key not in done]


def enter(rs: Factions, tx: Tx, result: str, why: str) -> None:
    if not gear_used(tx.state):
        rs.end(tx, result, why)
        return
    tx.emit("SchedulerChanged", changes={"result": result, "why": why, "durability": {}})
    tx.emit("PhaseChanged", phase=schedule.AFTERMATH)


def record(rs: Factions, tx: Tx, key: str, damaged: bool) -> None:
    cid, item = key.split(":", 1)
    tx.emit("factions.Durability", key=key, cid=cid, item=item, damaged=damaged)
    c = tx.state.get(cid)
    if damaged:
        if item.startswith("weapon:"):
            current = arms.weapon_state(c, item[len("weapon:") :])
        else:
            current = gear_state(c, item)
        if current == "ok":
            tx.emit("factions.GearChanged", cid=cid, item=item, state="damaged", why="durability roll")


def roll(rs: Factions, tx: Tx, key: str) -> bool:
    return tx.roll("1d6", f"durability:{key}").total == 1


def durability(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase != schedule.AFTERMATH:
        raise Reject("NOT_NOW", t("Durability is checked after the fight."))
    key = f"{rs.arg(cmd, 'cid')}:{rs.arg(cmd, 'item')}"
    if key in state.sched.get("durability", {}):
        raise Reject("ALREADY_CHECKED", t("{key} has already been checked.", key=key))
    if key not in gear_used(state):
        raise Reject("NOT_DUE", t("{key} was not used in this fight (or is destroyed).", key=key))
    damaged = rs.arg(cmd, "damaged", bool, None)
    if damaged is None:
        if state.options.get("durability") != "roll_d6":
            raise Reject("MISSING_ARGUMENT", t("Say whether the durability roll left the item damaged."))
        damaged = roll(rs, tx, key)
    record(rs, tx, key, damaged)


def advance(rs: Factions, tx: Tx) -> None:
    """Space bar after the fight: (house option: roll the rest,) then close the encounter."""
    state = tx.state
    if state.options.get("durability") == "roll_d6":
        for key in unchecked(state):
            record(rs, tx, key, roll(rs, tx, key))
    rs.end(tx, state.sched.get("result", "ended"), state.sched.get("why", ""))


def chase(rs: Factions, tx: Tx, cmd: Command) -> None:
    """A long chase: each fleeing character saves AGI (pass escapes), unless one side is plainly faster."""
    state = tx.state
    if not state.started:
        raise Reject("NOT_NOW", t("Chases happen once the fight is under way."))
    holds.require_no_pending(state)
    fleeing = rs.arg(cmd, "fleeing", list)
    speed = rs.arg(cmd, "speed", str, "even")
    if speed not in SPEEDS:
        raise Reject("BAD_ARGUMENT", t("speed is one of {join}.", join=", ".join(SPEEDS)))
    if not fleeing or len(set(map(str, fleeing))) != len(fleeing):
        raise Reject("BAD_ARGUMENT", t("Name each fleeing character once."))
    runners = [rs.combatant(tx, cid) for cid in fleeing]
    for c in runners:
        if c.status not in (ACTIVE, FLED) or state.actor == c.id:
            raise Reject("CANNOT_FLEE", t("{name} is not in a state to run.", name=c.name))
    escaped: list[str] = []
    caught: list[str] = []
    for c in runners:
        if speed == "fleeing_faster":
            ok = True
        elif speed == "pursuers_faster":
            ok = False
        else:
            ok = rolls.save(tx, c, "agi", f"chase:{c.id}")
        (escaped if ok else caught).append(c.id)
    tx.emit("factions.ChaseResolved", speed=speed, escaped=escaped, caught=caught)
    for cid in escaped:
        if state.get(cid).status == ACTIVE:
            rs.set_status(tx, cid, FLED, "escaped")
