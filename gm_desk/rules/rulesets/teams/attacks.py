"""Attacks for Alternating Teams: the attack test, the luck die, strays, the multiple attack penalty.

    total    = attribute die + combat die + proficiency + bonus - 2 x earlier attacks this round
    evasion' = evasion + (attacker size - target size) + 1 if the target guards
    crit     = luck >= the weapon's crit_threshold      (cannot miss, critical damage)
    hit      = crit or total >= evasion'

Advantage: +1 for a sneak attack (the target cannot see the attacker: the `unseen` argument), +1 for a
flanked target (worked out on the grid, declared with `flank` on a zone map), +1 for melee against a
prone target; -1 for ranged attacks against a target in cover, -1 for ranged attacks against a prone
one. A thrown or projectile attack whose luck is 1 or less flies at a random character within 1 m of
the target instead (if there is one), and resolution goes on against that character. The penalty counts
every earlier attack this round, on or off turn (option `map_scope` for per-turn counting). A killing
strike is here too: a combat test with advantage against the constitution of an unconscious target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.teams import damage, reactions, rolls, space, stats
from gm_desk.rules.state import DEAD, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

MAP_STEP = 2


def _flag(args: dict[str, Any], name: str) -> bool:
    value = args.get(name, False)
    if not isinstance(value, bool):
        raise Reject("BAD_ARGUMENT", t("'{name}' is true or false.", name=name))
    return value


def _bonus(args: dict[str, Any]) -> int:
    value = args.get("bonus", 0)
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 50:
        raise Reject("BAD_ARGUMENT", t("'bonus' is a whole number from -50 to 50."))
    return value


def pick_weapon(c: Combatant, args: dict[str, Any]) -> dict[str, Any]:
    name = args.get("weapon")
    if name is not None and not isinstance(name, str):
        raise Reject("BAD_ARGUMENT", t("'weapon' is a weapon's name."))
    w = stats.weapon(c, name)
    if w is None:
        if name is None:
            raise Reject("NO_WEAPON", t("{name} carries no weapon.", name=c.name))
        raise Reject("UNKNOWN_WEAPON", t("{name} has no weapon called '{name2}'.", name=c.name, name2=name))
    if not stats.held(c, w["name"]):
        raise Reject(
            "NOT_WIELDED",
            t("{name} is not holding the {name2} (Brandish it first).", name=c.name, name2=w["name"]),
        )
    return w


def pick_attribute(c: Combatant, w: dict[str, Any], args: dict[str, Any]) -> str | None:
    allowed = [a for a in w.get("attributes") or () if isinstance(a, str)]
    chosen: str | None = args.get("attribute")
    if chosen is None:
        return allowed[0] if allowed else None
    if allowed and chosen not in allowed:
        raise Reject(
            "BAD_ATTRIBUTE",
            t(
                "The {name} is used with {join}, not {chosen}.",
                name=w["name"],
                join=" or ".join(allowed),
                chosen=chosen,
            ),
        )
    return chosen


def target_of(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any]) -> Combatant:
    target = rs.combatant(tx, args.get("target"))
    if target.id == c.id:
        raise Reject("CANNOT_TARGET_SELF", t("{name} cannot attack themselves.", name=c.name))
    if target.status == DEAD:
        raise Reject("TARGET_OUT", t("{name} is dead.", name=target.name))
    return target


def check_reach(tx: Tx, c: Combatant, target: Combatant, w: dict[str, Any]) -> None:
    state = tx.state
    if stats.is_ranged(w):
        reach = w.get("range_m")
        far = space.distance_m(state, c.id, target.id, state.options["zone_metres"])
        if isinstance(reach, int) and far is not None and far > reach:
            raise Reject(
                "OUT_OF_REACH",
                t(
                    "{name} is {far} m away; the {name2} reaches {reach} m.",
                    name=target.name,
                    far=far,
                    name2=w["name"],
                    reach=reach,
                ),
            )
        return
    if not space.melee_reach(state, c.id, target.id):
        raise Reject(
            "OUT_OF_REACH", t("{name} is out of reach of the {name2}.", name=target.name, name2=w["name"])
        )


def check(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    target = target_of(rs, tx, c, args)
    w = pick_weapon(c, args)
    pick_attribute(c, w, args)
    _flag(args, "unseen")
    _flag(args, "flank")
    _bonus(args)
    if not stats.loaded(c, w):
        raise Reject("NOT_LOADED", t("The {name} must be reloaded first.", name=w["name"]))
    check_reach(tx, c, target, w)


def advantage(
    tx: Tx, c: Combatant, target: Combatant, w: dict[str, Any], args: dict[str, Any]
) -> dict[str, int]:
    """Each source of advantage (+) and disadvantage (-) for this attack."""
    state = tx.state
    parts: dict[str, int] = {}
    if args.get("unseen"):
        parts["sneak"] = 1
    if args.get("flank") or space.flanked(state, target):
        parts["flank"] = 1
    ranged = stats.is_ranged(w)
    if conditions.has(target, "prone"):
        parts["prone"] = -1 if ranged else 1
    if ranged and conditions.has(target, "in_cover"):
        parts["cover"] = -1
    return parts


def perform(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str, *, sneak: bool = False) -> None:
    """Roll the attack and resolve it (a hit goes to the reaction window or straight to damage)."""
    state = tx.state
    intended = state.get(args["target"])
    w = pick_weapon(c, args)
    attribute = pick_attribute(c, w, args)
    prof = args.get("proficiency") or w.get("proficiency")
    parts = advantage(tx, c, intended, w, {**args, "unseen": sneak or args.get("unseen", False)})
    level = sum(parts.values())
    test = rolls.roll_test(
        tx, c, "attack", attribute, "combat", prof, bonus=_bonus(args), advantage=level, attack=True
    )
    earlier = int(c.rs.get("attacks", 0))
    penalty = MAP_STEP * earlier
    total = test.total - penalty
    luck = test.luck
    crit = luck >= int(w.get("crit_threshold", 20))
    target = intended
    if stats.is_ranged(w) and luck <= 1:
        exclude = set() if state.options["stray_includes_attacker"] else {c.id}
        candidates = space.bystanders(state, intended.id, exclude)
        if candidates:
            pick = tx.roll(f"1d{len(candidates)}", "stray", c.id).total
            target = state.get(candidates[pick - 1])
            tx.emit(
                "teams.StrayShot",
                attacker=c.id,
                intended=intended.id,
                candidates=candidates,
                target=target.id,
            )
    evasion = damage.effective_evasion(c, target)
    hit = crit or total >= evasion
    tx.emit(
        "teams.AttackResolved",
        attacker=c.id,
        target=target.id,
        intended=intended.id,
        weapon=w["name"],
        attribute=attribute,
        proficiency=prof,
        rolls=list(test.rolls),
        raw=test.kept + test.bonus,
        map_penalty=penalty,
        total=total,
        luck=luck,
        crit=crit,
        advantage=level,
        sources=parts,
        size_diff=damage.size_diff(c, target),
        evasion=evasion,
        hit=hit,
        mode=mode,
    )
    tx.emit("CombatantDataChanged", cid=c.id, changes={"attacks": earlier + 1})
    if int(w.get("reload_cost", 0)) > 0:
        tx.emit(
            "CombatantDataChanged", cid=c.id, changes={"loaded": {**c.rs.get("loaded", {}), w["name"]: False}}
        )
    closes_in = not stats.is_ranged(w) and not space.on_grid(state, c.id, target.id)
    if closes_in and c.zone and c.zone == target.zone and target.id not in c.engaged:
        tx.emit("Engaged", a=c.id, b=target.id)  # zone map: a melee attack closes in
    if not hit:
        return
    scored = total if state.options["damage_uses_penalised_total"] else total + penalty
    hit_info = {
        "attacker": c.id,
        "target": target.id,
        "weapon": w["name"],
        "total": scored,
        "attack_total": total,
        "crit": crit,
        "base": int(w.get("crit_damage", 0) if crit else w.get("damage", 0)),
        "damage_type": w.get("damage_type"),
        "nonlethal": bool(w.get("nonlethal")),
        "ranged": stats.is_ranged(w),
    }
    reactions.offer_or_resolve(rs, tx, hit_info)


# --- killing strike -------------------------------------------------------------------------------


def lethal_enough(tx: Tx, w: dict[str, Any]) -> bool:
    """A10: may this weapon make a killing strike? Any weapon by default; the GM may restrict the kind."""
    rule: str = tx.state.options["killing_strike_weapons"]
    if rule == "any":
        return True
    return bool(w.get("nonlethal")) == (rule == "nonlethal")


def check_killing(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    target = target_of(rs, tx, c, args)
    if not (target.status == DOWN and target.substatus == damage.UNCONSCIOUS):
        raise Reject("TARGET_NOT_UNCONSCIOUS", t("{name} is not unconscious.", name=target.name))
    w = pick_weapon(c, args)
    pick_attribute(c, w, args)
    if not lethal_enough(tx, w):
        lethal = tx.state.options["killing_strike_weapons"] == "lethal"
        raise Reject(
            "WEAPON_NOT_ALLOWED",
            t(
                N_("This table allows killing strikes only with lethal weapons (option A10); the {name} is not one.")
                if lethal
                else N_(
                    "This table allows killing strikes only with non-lethal weapons (option A10); the {name} is not one."
                ),
                name=w["name"],
            ),
        )
    if not stats.loaded(c, w):
        raise Reject("NOT_LOADED", t("The {name} must be reloaded first.", name=w["name"]))
    if not space.melee_reach(tx.state, c.id, target.id):
        raise Reject(
            "OUT_OF_REACH", t("A killing strike is made up close; {name} is out of reach.", name=target.name)
        )


def perform_killing(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    """Combat test with advantage against constitution: death, or a sneak attack instead."""
    target = tx.state.get(args["target"])
    w = pick_weapon(c, args)
    attribute = pick_attribute(c, w, args)
    prof = args.get("proficiency") or w.get("proficiency")
    test = rolls.roll_test(tx, c, "killing_strike", attribute, "combat", prof, advantage=1)
    dc = stats.num(target, "constitution", 0)
    success = test.total >= dc
    tx.emit("teams.KillingStrike", attacker=c.id, target=target.id, total=test.total, dc=dc, success=success)
    if success:
        rs.set_status(tx, target.id, DEAD)
    else:
        perform(rs, tx, c, args, mode, sneak=True)
