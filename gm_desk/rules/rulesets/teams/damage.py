"""Damage for Alternating Teams: reduction by type and size, endurance then health, staying conscious, death.

    raw   = test total + weapon damage (critical damage on a critical)      # the penalised total (A7)
    red   = deflection of the damage's family - size_diff + guard (+ parry, physical only); typeless: 0
    dealt = max(1, raw - max(0, red))

Damage comes off endurance first and the rest off health. Reaching 0 health knocks out at once; the
hit risks death when the part that reached health was more than the health left (A11; option
`death_overflow`), unless the source is non-lethal and some health was left. Any damage at 0 health
risks death. Losing health with more missing than constitution asks the victim to Fortify (a
reaction and 1 stamina) against the missing health, or fall unconscious; with no reaction or no
stamina left they fall. A cheated death raises that combatant's `death_dc` by 5 for good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.rulesets.teams import rolls, stats
from gm_desk.rules.state import ACTIVE, DEAD, DOWN

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

UNCONSCIOUS = "unconscious"
CHEATED_DEATH_STEP = 5


def guard_bonus(c: Combatant) -> int:
    """Guard: +1 to every defence and defence test until the guard's next turn."""
    return 1 if conditions.has(c, "guarding") else 0


def size_diff(attacker: Combatant, target: Combatant) -> int:
    return stats.size(attacker) - stats.size(target)


def effective_evasion(attacker: Combatant, target: Combatant) -> int:
    return stats.evasion(target) + size_diff(attacker, target) + guard_bonus(target)


def reduction(attacker: Combatant | None, target: Combatant, family: str, parry: int = 0) -> int:
    """What a hit of this family loses against this target (never below 0)."""
    if family == "typeless":
        return 0
    diff = size_diff(attacker, target) if attacker is not None else 0
    red = stats.deflection(target, family) - diff + guard_bonus(target)
    if family == "physical":
        red += parry
    return max(0, red)


def raw_damage(hit: dict[str, Any]) -> int:
    return int(hit["total"]) + int(hit["base"])


def resolve_hit(rs: Teams, tx: Tx, hit: dict[str, Any], *, parry: int = 0) -> None:
    """A hit that got through every reaction: reduce it and deal it to the target."""
    state = tx.state
    target = state.get(hit["target"])
    attacker = state.combatants.get(hit.get("attacker") or "")
    family = stats.damage_family(hit.get("damage_type"))
    raw = raw_damage(hit)
    red = reduction(attacker, target, family, parry)
    dealt = max(1, raw - red)
    tx.emit(
        "teams.Damage",
        attacker=hit.get("attacker"),
        target=target.id,
        raw=raw,
        reduction=red,
        dealt=dealt,
        family=family,
        crit=bool(hit.get("crit")),
    )
    apply(rs, tx, target.id, dealt, nonlethal=bool(hit.get("nonlethal")))


def apply(rs: Teams, tx: Tx, cid: str, dealt: int, *, nonlethal: bool = False) -> None:
    """Take `dealt` (already reduced) off endurance, then health, and follow the consequences."""
    state = tx.state
    c = state.get(cid)
    endurance, health = c.res.get("endurance", 0), c.res.get("health", 0)
    to_end = max(0, min(endurance, dealt))
    to_hp = dealt - to_end
    left = max(0, health - to_hp)
    tx.emit(
        "teams.DamageApplied",
        cid=cid,
        amount=dealt,
        to_endurance=to_end,
        to_health=to_hp,
        nonlethal=nonlethal,
    )
    if to_end:
        tx.emit("ResourceChanged", cid=cid, res="endurance", value=endurance - to_end, was=endurance)
    if left != health:
        tx.emit("ResourceChanged", cid=cid, res="health", value=left, was=health)
    if c.status == DEAD:
        return
    if left == 0:
        if c.status == ACTIVE:
            rs.set_status(tx, cid, DOWN, UNCONSCIOUS)
        overflow = to_hp if state.options["death_overflow"] == "health_part" else dealt
        risk = health == 0 or (overflow > health and not nonlethal)
        if risk:
            death_test(rs, tx, cid)
    elif to_hp > 0 and c.status == ACTIVE and stats.missing_health(c) > stats.num(c, "constitution", 0):
        stay_conscious_or_fall(rs, tx, cid)


def can_fortify(c: Combatant) -> bool:
    return c.rs.get("budget", {}).get("reaction", 0) >= 1 and c.res.get("stamina", 0) >= 1


def stay_conscious_or_fall(rs: Teams, tx: Tx, cid: str) -> None:
    c = tx.state.get(cid)
    dc = stats.missing_health(c)
    if can_fortify(c):
        tx.emit("teams.StayConsciousNeeded", cid=cid, dc=dc)
        tx.emit("RulesetDataChanged", changes={"pending": {"kind": "stay_conscious", "cid": cid, "dc": dc}})
        return
    tx.emit("teams.KnockedOut", cid=cid, why="no reaction or stamina left to fortify", dc=dc)
    rs.set_status(tx, cid, DOWN, UNCONSCIOUS)


def death_test(rs: Teams, tx: Tx, cid: str) -> None:
    c = tx.state.get(cid)
    dc = c.res.get("death_dc", 10)
    luck = rolls.roll_luck(tx, c, "death_luck")
    passed = luck >= dc
    tx.emit("teams.DeathTest", cid=cid, luck=luck, dc=dc, passed=passed)
    if passed:
        tx.emit("ResourceChanged", cid=cid, res="death_dc", value=dc + CHEATED_DEATH_STEP, was=dc)
    else:
        rs.set_status(tx, cid, DEAD)
