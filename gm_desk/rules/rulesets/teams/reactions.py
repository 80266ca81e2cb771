"""Reactions for Alternating Teams: the window after a hit, staying conscious, Fortify and Resist tests.

A hit does not deal damage at once when someone could react to it: the encounter waits
(`state.rs["pending"]`, kind `defend`) for the target to Dodge, Parry, Block or take it, or for an ally
to Intercept. Every reaction spends the reactor's reaction (kept in `rs["budget"]`, restored at the
start of their own turn, A4) and 1 stamina; Resist spends 1 focus instead.

* Dodge: a test (default dexterity + athletics + reflex) against the attacker's test total (A8; option
  `dodge_dc` for a fixed difficulty, or a `dc` argument). Success: the attack misses. A critical cannot
  be dodged unless option `dodge_vs_critical` is on.
* Parry: a wielded item adds its parry value (1 if it has none) to physical deflection; the item loses
  1 durability. Broken items (durability 0) cannot parry.
* Block: a wielded item with a block value takes the hit: max(1, raw damage - block value) comes off its
  durability, and anything beyond its durability hits the blocker unreduced (A8, option
  `block_excess_reduced`).
* Intercept: an ally within Speed steps in (trading places on the grid, entering the zone otherwise)
  and becomes the target; the attack total is compared again with the new target's evasion, and the
  interceptor may then defend with a free reaction (stamina still paid).

One defensive reaction per attack unless option `one_defence_per_attack` is off (then a failed Dodge
leaves the window open for whoever still has a reaction). Losing too much health opens the
`stay_conscious` decision: Fortify against the missing health, or fall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.teams import damage, rolls, space, stats
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

DEFENCES = ("none", "dodge", "parry", "block")
TEST_DEFAULTS = {
    "dodge": ("dexterity", "athletics", "reflex"),
    "fortify": ("strength", "athletics", "fortitude"),
    "resist": ("will", None, "willpower"),
}


def reactions_left(c: Combatant) -> int:
    return int(c.rs.get("budget", {}).get("reaction", 0))


def may_react(c: Combatant, *, free: bool = False, cost: str = "stamina") -> bool:
    return c.status == ACTIVE and (free or reactions_left(c) >= 1) and c.res.get(cost, 0) >= 1


def friendly(state: EncounterState, a: Combatant, b: Combatant) -> bool:
    sa = state.sides.get(a.side)
    sb = state.sides.get(b.side)
    return (
        a.side == b.side
        or (sa is not None and b.side in sa.allies)
        or (sb is not None and a.side in sb.allies)
    )


def can_reach_to_intercept(state: EncounterState, ally: Combatant, defender: Combatant) -> bool:
    far = space.distance_m(state, ally.id, defender.id, state.options["zone_metres"])
    return far is None or far <= stats.num(ally, "speed_m", 0)


def interceptors(state: EncounterState, pending: dict[str, Any]) -> list[str]:
    if pending.get("intercepted"):
        return []
    defender = state.get(pending["defender"])
    attacker = pending["hit"].get("attacker")
    return [
        c.id
        for c in state.combatants.values()
        if c.id not in (defender.id, attacker)
        and may_react(c)
        and friendly(state, c, defender)
        and can_reach_to_intercept(state, c, defender)
    ]


def durability(tx: Tx, c: Combatant, entry: dict[str, Any]) -> int:
    full = stats.full_durability(entry, tx.state.options["weapon_parry_durability"])
    return int(c.rs.get("durability", {}).get(entry["name"], full))


def _set_durability(tx: Tx, c: Combatant, name: str, value: int) -> None:
    tx.emit(
        "CombatantDataChanged", cid=c.id, changes={"durability": {**c.rs.get("durability", {}), name: value}}
    )


def _pay(rs: Teams, tx: Tx, c: Combatant, name: str, *, free: bool = False, cost: str = "stamina") -> None:
    if not free:
        rs.spend(tx, c.id, name, {"reaction": 1}, off_turn=True, code="NO_REACTION_LEFT")
    have = c.res.get(cost, 0)
    tx.emit("ResourceChanged", cid=c.id, res=cost, value=have - 1, was=have)


def _require_can_pay(c: Combatant, *, free: bool = False, cost: str = "stamina") -> None:
    if c.status != ACTIVE:
        raise Reject("CANNOT_REACT", t("{name} cannot react now.", name=c.name))
    if not free and reactions_left(c) < 1:
        raise Reject("NO_REACTION_LEFT", t("{name} has no reaction left.", name=c.name))
    if c.res.get(cost, 0) < 1:
        raise Reject(
            "NO_STAMINA" if cost == "stamina" else "NO_FOCUS",
            t("{name} has no {cost} left.", name=c.name, cost=cost),
        )


def _test_args(cmd: Command, kind: str) -> tuple[str | None, str | None, str | None]:
    defaults = TEST_DEFAULTS[kind]
    out = []
    for key, default in zip(("attribute", "skill", "proficiency"), defaults):
        value = cmd.args.get(key, default)
        if value is not None and not isinstance(value, str):
            raise Reject("BAD_ARGUMENT", t("'{key}' names an attribute, skill or proficiency.", key=key))
        out.append(value)
    return out[0], out[1], out[2]


def _dc(cmd: Command) -> int | None:
    value = cmd.args.get("dc")
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100:
        raise Reject("BAD_ARGUMENT", t("'dc' is a whole number from 0 to 100."))
    return value


# --- the window after a hit -----------------------------------------------------------------------


def offer_or_resolve(rs: Teams, tx: Tx, hit: dict[str, Any]) -> None:
    state = tx.state
    pending = {"kind": "defend", "hit": hit, "defender": hit["target"], "free": False, "dodged": False}
    if may_react(state.get(hit["target"])) or interceptors(state, pending):
        tx.emit("teams.ReactionWindow", defender=hit["target"], attacker=hit.get("attacker"))
        tx.emit("RulesetDataChanged", changes={"pending": pending})
    else:
        damage.resolve_hit(rs, tx, hit)


def _pending(tx: Tx, kind: str) -> dict[str, Any]:
    pending: dict[str, Any] | None = tx.state.rs.get("pending")
    if not pending or pending.get("kind") != kind:
        raise Reject("NOTHING_PENDING", t("Nothing is waiting for that decision."))
    return pending


def _decider(tx: Tx, cmd: Command, cid: str) -> Combatant:
    who = cmd.args.get("cid", cmd.actor)
    if who is not None and who != cid:
        raise Reject("NOT_YOUR_DECISION", t("It is {name} who decides.", name=tx.state.get(cid).name))
    return tx.state.get(cid)


def _close(tx: Tx) -> None:
    tx.emit("RulesetDataChanged", changes={"pending": None})


def defend(rs: Teams, tx: Tx, cmd: Command) -> None:
    pending = _pending(tx, "defend")
    c = _decider(tx, cmd, pending["defender"])
    choice = cmd.args.get("reaction", "none")
    if choice not in DEFENCES:
        raise Reject("BAD_ARGUMENT", t("A defence is one of {join}.", join=", ".join(DEFENCES)))
    hit = pending["hit"]
    free = bool(pending.get("free"))
    if choice == "none":
        _close(tx)
        damage.resolve_hit(rs, tx, hit)
        return
    _require_can_pay(c, free=free)
    if choice == "dodge":
        _dodge(rs, tx, cmd, c, pending)
    elif choice == "parry":
        _parry(rs, tx, cmd, c, hit, free)
    else:
        _block(rs, tx, cmd, c, hit, free)


def _dodge(rs: Teams, tx: Tx, cmd: Command, c: Combatant, pending: dict[str, Any]) -> None:
    state = tx.state
    hit = pending["hit"]
    if pending.get("dodged"):
        raise Reject("DEFENCE_USED", t("{name} has already tried to dodge this attack.", name=c.name))
    if hit.get("crit") and not state.options["dodge_vs_critical"]:
        raise Reject("CANNOT_DODGE_CRITICAL", t("A critical hit cannot miss: it cannot be dodged."))
    attribute, skill, prof = _test_args(cmd, "dodge")
    dc = _dc(cmd)
    if dc is None:
        dc = state.options["dodge_dc"] or int(hit["attack_total"])
    _pay(rs, tx, c, "dodge", free=bool(pending.get("free")))
    test = rolls.roll_test(tx, c, "dodge", attribute, skill, prof, bonus=damage.guard_bonus(c))
    success = test.total >= dc
    tx.emit("teams.Dodge", cid=c.id, total=test.total, dc=dc, luck=test.luck, success=success)
    if success:
        _close(tx)
        return
    if not state.options["one_defence_per_attack"] and may_react(c):
        tx.emit("RulesetDataChanged", changes={"pending": {**pending, "dodged": True, "free": False}})
        return
    _close(tx)
    damage.resolve_hit(rs, tx, hit)


def _held_entry(c: Combatant, name: Any) -> dict[str, Any]:
    if not isinstance(name, str):
        raise Reject("MISSING_ARGUMENT", t("Name the item to use ('item')."))
    entry = stats.item(c, name) or stats.weapon(c, name)
    if entry is None:
        raise Reject("UNKNOWN_ITEM", t("{name} has no item called '{name2}'.", name=c.name, name2=name))
    if not stats.held(c, name):
        raise Reject("NOT_WIELDED", t("{name} is not holding the {name2}.", name=c.name, name2=name))
    return entry


def _parry(rs: Teams, tx: Tx, cmd: Command, c: Combatant, hit: dict[str, Any], free: bool) -> None:
    entry = _held_entry(c, cmd.args.get("item"))
    left = durability(tx, c, entry)
    if left <= 0:
        raise Reject("ITEM_BROKEN", t("The {name} is broken.", name=entry["name"]))
    if stats.damage_family(hit.get("damage_type")) != "physical":
        raise Reject(
            "PARRY_NOT_PHYSICAL", t("A parry adds to physical deflection only; this hit is not physical.")
        )
    value = entry.get("parry_value") if "damage" not in entry else None
    value = value if isinstance(value, int) and value > 0 else 1
    _pay(rs, tx, c, "parry", free=free)
    _set_durability(tx, c, entry["name"], left - 1)
    tx.emit("teams.Parried", cid=c.id, item=entry["name"], value=value, durability=left - 1)
    _close(tx)
    damage.resolve_hit(rs, tx, hit, parry=value)


def _block(rs: Teams, tx: Tx, cmd: Command, c: Combatant, hit: dict[str, Any], free: bool) -> None:
    state = tx.state
    entry = _held_entry(c, cmd.args.get("item"))
    block = entry.get("block_value")
    if not isinstance(block, int) or "damage" in entry:
        raise Reject("NO_BLOCK_VALUE", t("The {name} cannot block.", name=entry["name"]))
    left = durability(tx, c, entry)
    if left <= 0:
        raise Reject("ITEM_BROKEN", t("The {name} is broken.", name=entry["name"]))
    _pay(rs, tx, c, "block", free=free)
    raw = damage.raw_damage(hit)
    to_item = max(1, raw - block)
    excess = max(0, to_item - left)
    _set_durability(tx, c, entry["name"], max(0, left - to_item))
    tx.emit(
        "teams.Blocked",
        cid=c.id,
        item=entry["name"],
        raw=raw,
        to_item=to_item,
        durability=max(0, left - to_item),
        excess=excess,
    )
    _close(tx)
    if excess > 0:
        if state.options["block_excess_reduced"]:
            attacker = state.combatants.get(hit.get("attacker") or "")
            family = stats.damage_family(hit.get("damage_type"))
            excess = max(1, excess - damage.reduction(attacker, c, family))
        damage.apply(rs, tx, c.id, excess, nonlethal=bool(hit.get("nonlethal")))


def intercept(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    pending = _pending(tx, "defend")
    if pending.get("intercepted"):
        raise Reject("DEFENCE_USED", t("Someone has already intercepted this attack."))
    ally = rs.combatant(tx, cmd.args.get("cid", cmd.actor))
    defender = state.get(pending["defender"])
    hit = pending["hit"]
    if ally.id == defender.id:
        raise Reject("CANNOT_INTERCEPT_SELF", t("{name} is already the target.", name=ally.name))
    if ally.id == hit.get("attacker") or not friendly(state, ally, defender):
        raise Reject("NOT_AN_ALLY", t("{name} is not {name2}'s ally.", name=ally.name, name2=defender.name))
    _require_can_pay(ally)
    if not can_reach_to_intercept(state, ally, defender):
        raise Reject("TOO_FAR", t("{name} is beyond {name2}'s Speed.", name=defender.name, name2=ally.name))
    _pay(rs, tx, ally, "intercept")
    a_square, d_square = space.pos(state, ally.id), space.pos(state, defender.id)
    if a_square is not None and d_square is not None:
        table = space.with_square(state, ally.id, d_square)
        table[defender.id] = [a_square[0], a_square[1]]
        tx.emit("RulesetDataChanged", changes={"pos": table})
    elif defender.zone is not None and ally.zone != defender.zone:
        for other in sorted(ally.engaged):
            tx.emit("Disengaged", a=ally.id, b=other)
        tx.emit("Moved", cid=ally.id, to=defender.zone, was=ally.zone)
    attacker = state.combatants.get(hit.get("attacker") or "")
    evasion = damage.effective_evasion(attacker, ally) if attacker else stats.evasion(ally)
    still = bool(hit.get("crit")) or int(hit["attack_total"]) >= evasion
    tx.emit("teams.Intercepted", cid=ally.id, ally=defender.id, evasion=evasion, hit=still)
    if not still:
        _close(tx)
        return
    moved = {**hit, "target": ally.id}
    new = {
        "kind": "defend",
        "hit": moved,
        "defender": ally.id,
        "free": True,
        "dodged": False,
        "intercepted": True,
    }
    if may_react(ally, free=True):
        tx.emit("RulesetDataChanged", changes={"pending": new})
    else:
        _close(tx)
        damage.resolve_hit(rs, tx, moved)


# --- staying conscious, Fortify and Resist --------------------------------------------------------


def stay_conscious(rs: Teams, tx: Tx, cmd: Command) -> None:
    pending = _pending(tx, "stay_conscious")
    c = _decider(tx, cmd, pending["cid"])
    choice = cmd.args.get("choice")
    if choice not in ("fortify", "fall"):
        raise Reject("BAD_ARGUMENT", t("Choose 'fortify' or 'fall'."))
    if choice == "fall":
        _close(tx)
        tx.emit("teams.KnockedOut", cid=c.id, why="chose to fall", dc=pending["dc"])
        rs.set_status(tx, c.id, DOWN, damage.UNCONSCIOUS)
        return
    _require_can_pay(c)
    attribute, skill, prof = _test_args(cmd, "fortify")
    _pay(rs, tx, c, "fortify")
    test = rolls.roll_test(tx, c, "fortify", attribute, skill, prof, bonus=damage.guard_bonus(c))
    success = test.total >= pending["dc"]
    _close(tx)
    tx.emit(
        "teams.Test",
        kind="stay_conscious",
        cid=c.id,
        total=test.total,
        dc=pending["dc"],
        luck=test.luck,
        success=success,
    )
    if not success:
        rs.set_status(tx, c.id, DOWN, damage.UNCONSCIOUS)


def reaction_test(rs: Teams, tx: Tx, cmd: Command, kind: str) -> None:
    """Fortify against a physical effect or Resist a mental one, on anyone's turn."""
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("Start the encounter first."))
    if state.rs.get("pending"):
        raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
    c = rs.combatant(tx, cmd.args.get("cid", cmd.actor))
    dc = _dc(cmd)
    if dc is None:
        raise Reject("MISSING_ARGUMENT", t("'{type}' needs 'dc'.", type=cmd.type))
    cost = "focus" if kind == "resist" else "stamina"
    _require_can_pay(c, cost=cost)
    attribute, skill, prof = _test_args(cmd, kind)
    _pay(rs, tx, c, kind, cost=cost)
    test = rolls.roll_test(tx, c, kind, attribute, skill, prof, bonus=damage.guard_bonus(c))
    given = cmd.args.get("what")
    what = given if isinstance(given, str) else ""
    tx.emit(
        "teams.Test",
        kind=kind,
        cid=c.id,
        total=test.total,
        dc=dc,
        luck=test.luck,
        success=test.total >= dc,
        what=what[:200],
    )
