"""Attacks against a creature's Threat, and the non-attack actions that draw a creature's attention.

An attack is planned (every check, no event) and then executed: roll, outcome against the Melee or
Ranged Threat, damage to the target, then the Retaliations of the target and of every other creature
engaged with the attacker. Planning first lets a command be refused before anything happens, and lets
a prepared attack be checked again when its trigger comes.

Weapons come from the sheet (`weapons: [{name, range, damage, tags}]`) or inline in the command.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import damage, retaliation, rolls
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.rolls import CRITICAL, FAIL, MELEE, RANGED
from gm_desk.rules.state import ACTIVE, PC
from gm_desk.rules.tx import Reject
from gm_desk.rules.zones import UNREACHABLE, ZoneError, in_range, parse_range

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx


@dataclass(frozen=True)
class Weapon:
    name: str
    range: Any  # as written: 2, "engaged", "intimate" (kept JSON-able for the log)
    damage: str | None
    tags: tuple[str, ...] = ()

    @property
    def threat_type(self) -> str:
        return MELEE if isinstance(parse_range(self.range), str) else RANGED

    @property
    def intimate(self) -> bool:
        return parse_range(self.range) == "intimate"


def weapon_from(raw: Any, where: str = "command") -> Weapon:
    if not isinstance(raw, dict):
        raise Reject(
            "BAD_WEAPON", t("A weapon in the {where} is an object with a range and damage.", where=where)
        )
    try:
        rng = parse_range(raw.get("range"))
    except ZoneError as exc:
        raise Reject("BAD_WEAPON", str(exc)) from None
    dmg = raw.get("damage")
    if dmg not in (None, ""):
        dmg = damage.check(str(dmg))
    tags = raw.get("tags") or ()
    if not isinstance(tags, (list, tuple)) or not all(isinstance(t, str) for t in tags):
        raise Reject("BAD_WEAPON", t("A weapon's tags are a list of words."))
    shown = rng if isinstance(rng, (int, str)) else f"{rng[0]}-{rng[1]}"
    return Weapon(str(raw.get("name") or "weapon"), shown, dmg or None, tuple(tags))


def sheet_weapons(pc: Combatant) -> list[Weapon]:
    raw = pc.stats.get("weapons") or ()
    key = _sheet_key(raw)
    if key is None:
        return [weapon_from(w, "sheet") for w in raw]
    # Kept by what the sheet says: the rules and the simulation's tactic read a sheet's weapons at
    # every attack they weigh, and the same few sheets come back thousands of times a run.
    known = _SHEETS.get(key)
    if known is None:
        if len(_SHEETS) >= 1024:
            _SHEETS.clear()
        known = _SHEETS[key] = tuple(weapon_from(w, "sheet") for w in raw)
    return list(known)


_SHEETS: dict[tuple[Any, ...], tuple[Weapon, ...]] = {}


def _sheet_key(raw: Any) -> tuple[Any, ...] | None:
    """What `weapon_from` reads of each of a sheet's weapons, as a key (None: not plain enough to keep)."""
    if not isinstance(raw, list | tuple):
        return None
    out = []
    for w in raw:
        if not isinstance(w, dict):
            return None
        rng, tags = w.get("range"), w.get("tags")
        item = (
            w.get("name"),
            type(rng).__name__,
            tuple(rng) if isinstance(rng, list) else rng,
            w.get("damage"),
            type(tags).__name__,
            tuple(tags) if isinstance(tags, list) else tags,
        )
        try:
            hash(item)
        except TypeError:
            return None
        out.append(item)
    return tuple(out)


def find_weapon(pc: Combatant, spec: Any) -> Weapon:
    if isinstance(spec, dict):
        return weapon_from(spec)
    owned = sheet_weapons(pc)
    if spec is None:
        if len(owned) == 1:
            return owned[0]
        raise Reject("MISSING_ARGUMENT", t("Say which weapon {name} attacks with.", name=pc.name))
    if not isinstance(spec, str):
        raise Reject("BAD_ARGUMENT", t("'weapon' is a weapon's name or an inline weapon."))
    for w in owned:
        if w.name.lower() == spec.strip().lower():
            return w
    raise Reject("UNKNOWN_WEAPON", t("{name} carries no weapon called '{spec}'.", name=pc.name, spec=spec))


def sheet_problems(stats: dict[str, Any]) -> list[str]:
    raw = stats.get("weapons")
    if raw is None:
        return []
    if not isinstance(raw, list):
        return [t("weapons must be a list")]
    for w in raw:
        try:
            weapon_from(w, "sheet")
        except Reject as exc:
            name = w.get("name", "?") if isinstance(w, dict) else w
            return [t("weapon '{name}': {problem}", name=name, problem=exc.message)]
    return []


# --- who may roll, and who may be the target ------------------------------------------------------


def require_standing(pc: Combatant) -> None:
    if pc.kind != PC:
        raise Reject("NOT_A_PC", t("{name} is a creature: creatures never roll.", name=pc.name))
    if pc.status != ACTIVE:
        raise Reject("CANNOT_ACT", t("{name} is {status} and cannot act.", name=pc.name, status=pc.status))


def creature_target(rs: Glowlands, state: EncounterState, pc: Combatant, cid: Any) -> Combatant:
    if not isinstance(cid, str) or cid not in state.combatants or state.combatants[cid].status == "removed":
        raise Reject("UNKNOWN_COMBATANT", t("There is no combatant '{cid}'.", cid=cid))
    target = state.combatants[cid]
    if target.is_pc:
        raise Reject(
            "NOT_A_CREATURE",
            t("{name} is a PC: rolls are made against creatures' Threats.", name=target.name),
        )
    if target.status != ACTIVE:
        raise Reject("TARGET_OUT", t("{name} is {status}.", name=target.name, status=target.status))
    if target.zone is None or pc.zone is None:
        raise Reject("NOT_ON_MAP", t("Both must stand in a zone."))
    return target


def check_budget(state: EncounterState, pc: Combatant, costs: dict[str, int]) -> None:
    """Own-turn costs, refused with the code the GM needs to see."""
    if state.turn is None or state.turn.actor != pc.id:
        raise Reject("NOT_YOUR_TURN", t("It is not {name}'s turn.", name=pc.name))
    budget = state.turn.budget
    if budget.get("action", 0) < costs.get("action", 0):
        raise Reject("NO_ACTIONS_LEFT", t("{name} has used both actions this turn.", name=pc.name))
    if budget.get("aspect_roll", 0) < costs.get("aspect_roll", 0):
        raise Reject(
            "ASPECT_ROLL_ALREADY_USED",
            t("{name} has already made this turn's one Aspect roll.", name=pc.name),
        )


ROLL_COST = {"action": 1, "aspect_roll": 1}


# --- attacks --------------------------------------------------------------------------------------


@dataclass
class AttackPlan:
    actor: str
    target: str
    weapon: Weapon
    threat_type: str
    threat: int
    modifier: int
    edge: str | None
    accept: bool
    bonus: int
    choice: str | None
    bystanders: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class AttackTerms:
    """What the d20 meets: the Threat (Melee or Ranged), the modifier and the edge."""

    threat_type: str
    threat: int
    modifier: int
    edge: str | None


def attack_terms(
    state: EncounterState, cmd: Command, pc: Combatant, target: Combatant, weapon: Weapon
) -> AttackTerms:
    """The roll's terms for this attack, whether or not it may be made now (the attack panel shows
    them before the attacker is in reach). Refuses a bad modifier, Aspect or edge count."""
    sources = (0, 0)
    if weapon.intimate:  # 4.10: disadvantage, or advantage against a foe with Reach
        sources = (1, 0) if target.stats.get("has_reach") else (0, 1)
    return AttackTerms(
        threat_type=weapon.threat_type,
        threat=rolls.threat_of(target, weapon.threat_type),
        modifier=rolls.modifier(cmd, pc.stats),
        edge=rolls.roll_edge(cmd, state, sources),
    )


def plan_attack(rs: Glowlands, state: EncounterState, cmd: Command, pc: Combatant) -> AttackPlan:
    require_standing(pc)
    target = creature_target(rs, state, pc, cmd.args.get("target"))
    weapon = find_weapon(pc, cmd.args.get("weapon"))
    engaged = target.id in pc.engaged
    if not in_range(
        state.zones.hops(pc.zone, target.zone),  # type: ignore[arg-type]
        parse_range(weapon.range),
        engaged=engaged,
        exact=opt(state, "exact_range"),
    ):
        if weapon.threat_type == MELEE:
            raise Reject(
                "NOT_ENGAGED",
                t(
                    "{name} must be engaged with {name2} to use {name3}.",
                    name=pc.name,
                    name2=target.name,
                    name3=weapon.name,
                ),
            )
        raise Reject(
            "OUT_OF_REACH",
            t(
                "{name} is out of range of {name2} ({range}).",
                name=target.name,
                name2=weapon.name,
                range=weapon.range,
            ),
        )
    terms = attack_terms(state, cmd, pc, target, weapon)
    bonus = rs.arg(cmd, "damage_bonus", int, 0)
    if not -100 <= bonus <= 100:
        raise Reject("BAD_ARGUMENT", t("'damage_bonus' is a whole number from -100 to 100."))
    choice = rs.arg(cmd, "retaliation", str, None)
    if choice is not None:
        retaliation.pick(state, target, weapon.threat_type, pc, choice)  # refuses unknown names now
    return AttackPlan(
        actor=pc.id,
        target=target.id,
        weapon=weapon,
        threat_type=terms.threat_type,
        threat=terms.threat,
        modifier=terms.modifier,
        edge=terms.edge,
        accept=rs.arg(cmd, "accept_retaliation", bool, False),
        bonus=bonus,
        choice=choice,
        bystanders=retaliation.engaged_creatures(state, pc, exclude=target.id),
    )


def execute_attack(rs: Glowlands, tx: Tx, plan: AttackPlan) -> str:
    """Roll, outcome, damage, then every Retaliation the roll provokes. Returns the outcome."""
    state = tx.state
    check = rolls.roll(tx, plan.actor, "attack", plan.modifier, plan.edge)
    outcome = rolls.classify(
        check.total, check.natural_20, plan.threat, rolls.crit_threshold(state, plan.threat)
    )
    accepted = plan.accept and outcome == CRITICAL
    tx.emit(
        "AttackResolved",
        actor=plan.actor,
        target=plan.target,
        outcome=outcome,
        total=check.total,
        natural=check.natural,
        natural_20=check.natural_20,
        threat=plan.threat,
        threat_type=plan.threat_type,
        weapon=plan.weapon.name,
        edge=check.edge,
        accepted_retaliation=accepted,
    )
    if outcome != FAIL and plan.weapon.damage:
        amount, doubled = damage.roll_damage(
            tx, plan.weapon.damage, "damage", plan.actor, doubled=check.natural_20
        )
        amount += plan.bonus + (1 if accepted else 0)  # accepting the Retaliation on a critical: +1
        damage.hurt_creature(rs, tx, plan.target, max(0, amount), plan.actor, doubled=doubled)
    how = {"accepted": plan.accept, "name": plan.choice, "kind": plan.threat_type}
    provoke(rs, tx, plan.actor, plan.target, plan.bystanders, check, outcome, plan.threat_type, how)
    return outcome


def provoke(
    rs: Glowlands,
    tx: Tx,
    pc_id: str,
    target: str,
    bystanders: list[str],
    check: rolls.Check,
    outcome: str,
    threat_type: str,
    how: dict[str, Any],
) -> None:
    """The target answers first, then each other engaged creature, against its own Threat (A10)."""
    state = tx.state
    retaliation.answer(
        rs,
        tx,
        pc_id,
        target,
        outcome,
        how["kind"],
        threat=rolls.threat_of(state.get(target), threat_type),
        threat_type=threat_type,
        accepted=how["accepted"] and outcome == CRITICAL,
        name=how["name"],
    )
    other_type = MELEE if opt(state, "bystander_threat") == "melee" else threat_type
    for npc_id in bystanders:
        threat = rolls.threat_of(state.get(npc_id), other_type)
        theirs = rolls.classify(check.total, check.natural_20, threat, rolls.crit_threshold(state, threat))
        retaliation.answer(
            rs, tx, pc_id, npc_id, theirs, how["kind"], threat=threat, threat_type=other_type, bystander=True
        )


# --- non-attack actions ---------------------------------------------------------------------------


@dataclass
class ActPlan:
    actor: str
    what: str
    roll: bool
    npc: str | None = None
    threat_type: str = RANGED
    threat: int = 0
    modifier: int = 0
    edge: str | None = None
    bystanders: list[str] = field(default_factory=list)


def nearest_creature(state: EncounterState, pc: Combatant) -> Combatant | None:
    """The creature whose attention an action draws: engaged ones first, then the nearest."""
    foes = [c for c in state.npcs() if c.status == ACTIVE and c.zone is not None]
    here = pc.zone
    if not foes or here is None:
        return None
    order = list(state.combatants)

    def rank(c: Combatant) -> tuple[bool, int, int]:
        hops = state.zones.hops(here, c.zone) if c.zone is not None else UNREACHABLE
        return (c.id not in pc.engaged, hops, order.index(c.id))

    return min(foes, key=rank)


def plan_act(rs: Glowlands, state: EncounterState, cmd: Command, pc: Combatant) -> ActPlan:
    require_standing(pc)
    what = rs.arg(cmd, "what", str, "an action")
    if not what.strip() or len(what) > 200:
        raise Reject("BAD_ARGUMENT", t("Say in 1 to 200 characters what the PC does."))
    if not rs.arg(cmd, "roll", bool, True):
        return ActPlan(pc.id, what, False)
    chosen = cmd.args.get("npc")
    npc = creature_target(rs, state, pc, chosen) if chosen is not None else nearest_creature(state, pc)
    if npc is None:
        raise Reject("NO_CREATURE", t("No creature is standing to set the difficulty of this roll."))
    threat_type = rs.arg(cmd, "threat", str, RANGED)  # 4.3: usually the Ranged Threat; the GM may switch
    if threat_type not in (MELEE, RANGED):
        raise Reject("BAD_ARGUMENT", t("'threat' is 'ranged' or 'melee'."))
    return ActPlan(
        pc.id,
        what,
        True,
        npc.id,
        threat_type,
        rolls.threat_of(npc, threat_type),
        rolls.modifier(cmd, pc.stats),
        rolls.roll_edge(cmd, state),
        retaliation.engaged_creatures(state, pc, exclude=npc.id),
    )


def execute_act(rs: Glowlands, tx: Tx, plan: ActPlan) -> str | None:
    if not plan.roll:
        tx.emit("ActionTaken", actor=plan.actor, what=plan.what)
        return None
    state = tx.state
    assert plan.npc is not None
    check = rolls.roll(tx, plan.actor, "action", plan.modifier, plan.edge)
    outcome = rolls.classify(
        check.total, check.natural_20, plan.threat, rolls.crit_threshold(state, plan.threat)
    )
    tx.emit(
        "ActionResolved",
        actor=plan.actor,
        npc=plan.npc,
        what=plan.what,
        outcome=outcome,
        total=check.total,
        natural=check.natural,
        threat=plan.threat,
        threat_type=plan.threat_type,
        edge=check.edge,
    )
    how = {"accepted": False, "name": None, "kind": retaliation.INTERACTION}
    provoke(rs, tx, plan.actor, plan.npc, plan.bystanders, check, outcome, plan.threat_type, how)
    return outcome
