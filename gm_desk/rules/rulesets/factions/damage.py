"""Hits, damage and non-lethal effects: what happens once an attack lands (spec 4.4, 4.5).

Damage is the weapon die (a d4 when impaired: unarmed, held back, or a concealed target) less the
target's armour, plus one for cover the weapon does not penetrate; never below zero. Health at zero
incapacitates. A damaged weapon breaks when its damage die shows a 1; a hit of 8 or more before armour
breaks a damaged shield, or else damaged armour. A counter rolls both blows together and lands the
larger first; a combatant taken out by the first blow does not land theirs (A4, option).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.rulesets.factions import arms, holds, rolls, schedule, statuses
from gm_desk.rules.state import ACTIVE, DOWN, SURRENDERED, Combatant

if TYPE_CHECKING:
    from gm_desk.rules.dice import Roll
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx

BREAKING_HIT = 8


def concealed_target(state: Any, t: Combatant) -> bool:
    flag = statuses.OBSCURED if state.options.get("separate_obscured") else statuses.CONCEALED
    return flag in t.flags


def damage_expr(state: Any, weapon: dict[str, Any], impaired: bool) -> str:
    die = str(weapon.get("damage_die", "d4"))
    if not impaired:
        return f"1{die}"
    if state.options.get("impaired") == "lower_of_two":
        return f"2{die}kl1"
    return "1d4"


def armour_of(t: Combatant) -> int:
    gear = t.rs.get("gear", {})
    default = "damaged" if t.stats.get("armour_damaged") else "ok"
    if gear.get("armour", default) == "destroyed":
        return 0
    value = t.stats.get("armour", 0)
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 0


def gear_state(t: Combatant, item: str) -> str:
    if item == "shield":
        shield = t.stats.get("shield")
        if not isinstance(shield, dict):
            return "none"
        default = "damaged" if shield.get("damaged") else "ok"
    else:
        default = "damaged" if t.stats.get("armour_damaged") else "ok"
    gear: dict[str, str] = t.rs.get("gear", {})
    return gear.get(item, default)


def in_cover(state: Any, t: Combatant) -> bool:
    if statuses.IN_COVER in t.flags:
        return True
    zone_cover = state.options.get("zone_cover", True) and t.zone is not None
    return bool(zone_cover and state.zones.has_tag(t.zone, "cover"))


def roll_damage(
    tx: Tx,
    a: Combatant,
    t: Combatant,
    weapon: dict[str, Any],
    hold_back: bool,
    purpose: str,
    *,
    cover: bool = False,
) -> tuple[Roll, int, int]:
    """(roll, armour counted, damage dealt) of `a` hitting `t`; `cover` adds cover the map does not show."""
    state = tx.state
    impaired = bool(weapon.get("unarmed")) or hold_back or concealed_target(state, t)
    roll = tx.roll(damage_expr(state, weapon, impaired), purpose, a.id)
    armour = armour_of(t)
    if (cover or in_cover(state, t)) and not weapon.get("penetrates_cover"):
        armour += 1
    return roll, armour, max(0, roll.total - armour)


def land(
    rs: Factions,
    tx: Tx,
    a: Combatant,
    t: Combatant,
    weapon: dict[str, Any],
    roll: Roll,
    armour: int,
    dealt: int,
) -> None:
    """Apply a rolled hit: gear wear and breakage, health, incapacitation."""
    state = tx.state
    name = str(weapon.get("name"))
    if not weapon.get("unarmed") and arms.weapon_state(a, name) == "damaged" and 1 in roll.kept:
        tx.emit("factions.GearChanged", cid=a.id, item=f"weapon:{name}", state="destroyed", why="rolled a 1")
    worn = []
    if armour_of(t) > 0:
        worn.append("armour")
    if gear_state(t, "shield") != "none":
        worn.append("shield")
    if worn:
        tx.emit("factions.GearUsed", cid=t.id, items=worn)
    if roll.total >= BREAKING_HIT:
        for item in ("shield", "armour"):  # a damaged shield gives way before damaged armour
            if gear_state(t, item) == "damaged":
                tx.emit("factions.GearChanged", cid=t.id, item=item, state="destroyed", why="a heavy hit")
                break
    tx.emit("factions.Hit", attacker=a.id, target=t.id, rolled=roll.total, armour=armour, dealt=dealt)
    if dealt <= 0:
        return
    health = t.res.get("health", 0)
    left = max(0, health - dealt)
    tx.emit("ResourceChanged", cid=t.id, res="health", value=left, was=health)
    if t.status == SURRENDERED and not schedule.friends(state, a, t):
        tx.emit("CombatantDataChanged", cid=t.id, changes={"harmed_while_surrendered": True})
    if left == 0 and t.status in (ACTIVE, SURRENDERED):
        rs.set_status(tx, t.id, DOWN, statuses.INCAPACITATED)


def strike(rs: Factions, tx: Tx, a: Combatant, t: Combatant, plan: dict[str, Any]) -> dict[str, Any]:
    """An uncontested hit of `a`'s attack on `t`."""
    if plan["mode"] != "damage":
        return non_lethal(tx, a, t, plan["mode"], plan.get("drop"))
    roll, armour, dealt = roll_damage(tx, a, t, plan["weapon"], plan["hold_back"], "damage")
    land(rs, tx, a, t, plan["weapon"], roll, armour, dealt)
    return {"target": t.id, "result": "hit", "rolled": roll.total, "dealt": dealt}


def non_lethal(tx: Tx, a: Combatant, t: Combatant, mode: str, drop: str | None) -> dict[str, Any]:
    """Disarm or grapple: the target saves STR or suffers the effect."""
    passed = rolls.save(tx, t, "str", f"{mode}_save")
    result: dict[str, Any] = {"target": t.id, "result": "resisted" if passed else mode + "ed"}
    if mode == "disarm":
        names = [w["name"] for w in arms.usable_weapons(t)]
        weapon = drop if drop in names else (names[0] if names else None)
        tx.emit("factions.Disarmed", attacker=a.id, target=t.id, weapon=weapon, passed=passed)
        if not passed and weapon is not None:
            tx.emit("CombatantDataChanged", cid=t.id, changes={"dropped": [*t.rs.get("dropped", ()), weapon]})
            result["weapon"] = weapon
        return result
    tx.emit("factions.Grabbed", holder=a.id, target=t.id, passed=passed)
    if not passed:
        result["result"] = "grabbed"
        holds.let_go(tx, a, "it grabbed someone else", keep=t.id)
        if t.rs.get("grabbed_by") and t.rs["grabbed_by"] != a.id:
            holds.release(tx, tx.state.get(t.rs["grabbed_by"]), "someone else grabbed them")
        tx.emit("CombatantDataChanged", cid=a.id, changes={"holding": t.id})
        tx.emit("CombatantDataChanged", cid=t.id, changes={"grabbed_by": a.id})
        if statuses.ENTANGLED not in t.flags:
            tx.emit("FlagChanged", cid=t.id, flag=statuses.ENTANGLED, on=True)
    return result


def countered(
    rs: Factions, tx: Tx, a: Combatant, d: Combatant, plan: dict[str, Any], counter: dict[str, Any]
) -> dict[str, Any]:
    """Attacker `a` and counter-attacker `d` both strike; whoever takes more is hit first (spec 4.5)."""
    state = tx.state
    stops = state.options.get("counter_first_blow_stops", True)
    a_hurts = plan["mode"] == "damage"
    d_lands = counter["hit"]
    d_hurts = d_lands and counter["mode"] == "damage"
    # Both damage rolls are made together, before either lands.
    rolled_a = roll_damage(tx, a, d, plan["weapon"], plan["hold_back"], "damage") if a_hurts else None
    # An attacker who peeked out from behind a barrier counts as in cover against the counter.
    rolled_d = (
        roll_damage(
            tx, d, a, counter["weapon"], counter["hold_back"], "counter_damage", cover=plan["peeking"]
        )
        if d_hurts
        else None
    )
    dealt_a = rolled_a[2] if rolled_a else None
    dealt_d = rolled_d[2] if rolled_d else None
    order: list[str] = []

    def hit_d() -> None:
        assert rolled_a is not None
        land(rs, tx, a, d, plan["weapon"], *rolled_a)
        order.append(a.id)

    def hit_a() -> None:
        assert rolled_d is not None
        land(rs, tx, d, a, counter["weapon"], *rolled_d)
        order.append(d.id)

    if dealt_a is not None and dealt_d is not None:
        if dealt_a == dealt_d:
            hit_d()
            hit_a()
        elif dealt_a > dealt_d:
            hit_d()
            if not stops or state.get(d.id).status == ACTIVE:
                hit_a()
        else:
            hit_a()
            if not stops or state.get(a.id).status == ACTIVE:
                hit_d()
    elif rolled_a:
        hit_d()
    elif rolled_d:
        hit_a()
    # Non-lethal blows land last, and only from someone still standing.
    extra = []
    if not a_hurts and state.get(a.id).status == ACTIVE:
        extra.append(non_lethal(tx, a, d, plan["mode"], plan.get("drop")))
    if d_lands and not d_hurts and state.get(d.id).status == ACTIVE:
        extra.append(non_lethal(tx, d, a, counter["mode"], counter.get("drop")))
    return {
        "target": d.id,
        "result": "countered",
        "dealt_to_defender": dealt_a,
        "dealt_to_attacker": dealt_d,
        "counter_hit": d_lands,
        "order": order,
        "effects": extra,
    }
