"""Attacks and other tests: the attack roll against a declared dodge or parry, and plain tests.

An attack is a slow maneuver testing the weapon's skill (Strike, Shoot or Force). A dodge or parry is
a fast reaction declared before the attack is rolled: inline in the attack command, or beforehand
with `cards.defend`; once the attacker has rolled against someone this turn, that someone can no
longer declare one (DEFENCE_AFTER_ROLL). Each defence success cancels an attack success. The attack
hits with at least `1 + circumstances` successes left; each one beyond that is an extra success,
spent on +1 harm (by default, A12) or, at `swap_cost` each, on forcing the target to swap cards. A
defender who rolls more successes than the attacker earns a forced swap at no cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import N_, t, tn
from gm_desk.rules.rulesets.cards import budget, hazards, model, rolls
from gm_desk.rules.rulesets.cards.circumstances import required
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.rulesets.cards.schedule import sched_set
from gm_desk.rules.rulesets.cards.swaps import earn_swap
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.tx import Reject
from gm_desk.rules.words import plain_part
from gm_desk.rules.zones import UNREACHABLE, ZoneError, in_range, parse_range

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

DEFENCES = ("dodge", "parry")
# A defence as the refusals name it ("no maneuver left for a dodge").
DEFENCE_WORDS = {"dodge": N_("a dodge"), "parry": N_("a parry")}
# Why a defence does not fit an attack, for each defence and whether the attack is melee.
CANNOT_ANSWER = {
    ("dodge", True): N_("A dodge cannot answer a melee attack."),
    ("dodge", False): N_("A dodge cannot answer a ranged attack."),
    ("parry", True): N_("A parry cannot answer a melee attack."),
    ("parry", False): N_("A parry cannot answer a ranged attack."),
}


def defence_words(kind: str) -> str:
    """A defence in the GM's words ("a dodge"); an unknown one by its plain words."""
    return t(DEFENCE_WORDS[kind]) if kind in DEFENCE_WORDS else plain_part(kind)
# Strike, Shoot and Force are the chapter's; a stat block may also attack with Cast (magic) and the like.
ATTACK_SKILLS = model.SKILLS
# The Weapons table is not in the chapter: a bare-handed blow is a Force attack for 1 harm (placeholder).
UNARMED = {"name": "Unarmed", "skill": "force", "damage": 1, "range": [0, 0], "harm_type": "physical"}
MAX_EXTRA_NEED = 5


def profile(c: Combatant, cmd: Command) -> dict[str, Any]:
    """The attack used: a named entry of the stat block, an ad hoc `weapon`, or the first (else unarmed)."""
    weapon = cmd.args.get("weapon")
    if weapon is not None:
        if not isinstance(weapon, dict):
            raise Reject("BAD_ARGUMENT", t("A weapon is given as {name, skill, damage, range}."))
        atk = {"name": "Weapon", "skill": "strike", "damage": 1, "range": [0, 0], **weapon}
    else:
        name = cmd.args.get("attack")
        listed = model.attacks(c)
        if name is None:
            atk = listed[0] if listed else dict(UNARMED)
        elif isinstance(name, str) and name.lower() == "unarmed":
            atk = dict(UNARMED)
        else:
            found = [
                a for a in listed if isinstance(name, str) and str(a.get("name", "")).lower() == name.lower()
            ]
            if not found:
                raise Reject("UNKNOWN_ATTACK", t("{name} has no attack '{name2}'.", name=c.name, name2=name))
            atk = found[0]
    atk = {**atk, "skill": str(atk.get("skill", "strike")).lower()}
    damage = atk.get("damage", 0)
    if (
        atk["skill"] not in ATTACK_SKILLS
        or not isinstance(damage, int)
        or isinstance(damage, bool)
        or damage < 0
    ):
        raise Reject(
            "BAD_ARGUMENT", t("An attack tests a skill (Strike, Shoot, Force...) and deals 0 or more harm.")
        )
    return atk


def range_spec(atk: dict[str, Any]) -> Any:
    try:
        return parse_range(atk.get("range", [0, 0]))
    except (ZoneError, TypeError, ValueError):
        raise Reject(
            "BAD_ARGUMENT", t("The range of {name} is not a number or a band lo-hi.", name=atk.get("name"))
        ) from None


def reach(spec: Any) -> tuple[int, int]:
    if isinstance(spec, tuple):
        return spec
    if isinstance(spec, int):
        return (0, spec)
    return (0, 0)


def is_melee(atk: dict[str, Any], spec: Any) -> bool:
    return atk["skill"] != "shoot" and reach(spec)[1] == 0


def armed(c: Combatant) -> bool:
    return any(str(a.get("skill", "strike")).lower() == "strike" for a in model.attacks(c))


def guard_of(state: EncounterState, target: Combatant, attacker: str) -> dict[str, Any] | None:
    guard: dict[str, Any] | None = target.rs.get("guard")
    if guard and guard.get("turn") == state.turn_count and guard.get("against") == attacker:
        return guard
    return None


def defence_fits(state: EncounterState, kind: str, melee: bool) -> str | None:
    """Why a defence cannot answer this attack, or None when it can."""
    if kind == "parry" and not melee:
        return "PARRY_MELEE_ONLY"
    if kind == "dodge" and melee and opt(state, "dodge_ranged_only"):
        return "DODGE_RANGED_ONLY"
    return None


def defence_skill(cmd: Command, target: Combatant, kind: str) -> str:
    if kind == "dodge":
        return "finesse"
    chosen = cmd.args.get("defence_skill")
    if chosen is None:
        return "strike" if armed(target) else "force"
    if chosen not in ("strike", "force"):
        raise Reject("BAD_ARGUMENT", t("A parry tests Strike (armed) or Force (unarmed)."))
    skill: str = chosen
    return skill


def _count(cmd: Command, name: str, hi: int) -> int | None:
    value = cmd.args.get(name)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= hi:
        raise Reject("BAD_ARGUMENT", t("'{name}' must be a whole number from 0 to {hi}.", name=name, hi=hi))
    return value


def attack(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    budget.require_able(state, c, "attack")
    target = rs.combatant(tx, rs.arg(cmd, "target"))
    if target.id == c.id:
        raise Reject("BAD_TARGET", t("{name} cannot attack itself.", name=c.name))
    if target.status not in (ACTIVE, DOWN):
        raise Reject("TARGET_OUT", t("{name} is out of the fight.", name=target.name))
    atk = profile(c, cmd)
    spec = range_spec(atk)
    dist = state.zones.hops(c.zone, target.zone) if c.zone and target.zone else UNREACHABLE
    if not in_range(dist, spec, exact=opt(state, "single_range") == "exact"):
        raise Reject(
            "OUT_OF_REACH",
            tn(
                "{name} is {dist} zone away: out of reach of {name2}.",
                "{name} is {dist} zones away: out of reach of {name2}.",
                dist,
                name=target.name,
                dist=dist,
                name2=atk["name"],
            ),
        )
    melee = is_melee(atk, spec)
    if melee and opt(state, "melee_needs_close") and target.id not in c.engaged:
        raise Reject(
            "NEEDS_EARLIER_ACTION",
            t("{name} must first close in on {name2} (a fast maneuver).", name=c.name, name2=target.name),
        )
    guard = guard_of(state, target, c.id)
    inline = cmd.args.get("defence")
    if inline is not None and guard is not None:
        raise Reject(
            "DEFENCE_USED",
            t("{name} has already declared {defence}.", name=target.name, defence=defence_words(guard["kind"])),
        )
    kind, fast = None, None
    if inline is not None:
        if inline not in DEFENCES:
            raise Reject("BAD_ARGUMENT", t("A defence is a dodge or a parry."))
        why = defence_fits(state, inline, melee)
        if why:
            raise Reject(
                why,
                t(CANNOT_ANSWER[inline, melee]),
            )
        budget.require_able(state, target, inline)
        fast = budget.check(state, target.id, budget.FAST, defence_words(inline))
        kind = inline
    elif guard is not None and defence_fits(state, guard["kind"], melee) is None:
        kind = guard["kind"]
    def_skill = defence_skill(cmd, target, kind) if kind else None
    to_damage = _count(cmd, "to_damage", 100)
    force_swap = bool(rs.arg(cmd, "force_swap", bool, False))
    bonus = rolls.bonus_arg(cmd.args.get("bonus"))
    extra_need = _count(cmd, "extra_need", MAX_EXTRA_NEED) or 0
    fire = None
    if atk.get("fire_intensity"):
        fire = hazards.fire_of(state, atk["fire_intensity"], None, None, strict=False)
    slow = budget.check(state, c.id, budget.SLOW, t("an attack"))

    # Decided: from here on, events.
    dice = budget.spend(tx, c.id, f"attack ({atk['name']})", slow, tested=True)
    def_dice = 0
    if fast is not None and kind is not None:
        def_dice = budget.spend(tx, target.id, f"{kind} (reaction)", fast, tested=True)
    if guard is not None:
        def_dice = int(guard.get("bonus", 0))
        tx.emit("CombatantDataChanged", cid=target.id, changes={"guard": None})
    need = required(state, c, atk["skill"]) + extra_need
    pool, s_att = rolls.test(tx, c.id, atk["skill"], "attack", dice + bonus)
    s_def = rolls.test(tx, target.id, def_skill, "defence", def_dice)[1] if kind and def_skill else 0
    net = s_att - s_def
    hit = net >= need
    extras = net - need if hit else 0
    swap_bought = force_swap and hit and extras >= int(opt(state, "swap_cost"))
    spare = extras - (int(opt(state, "swap_cost")) if swap_bought else 0)
    if to_damage is not None:
        to_dmg = min(spare, to_damage)
    else:
        to_dmg = spare if opt(state, "extras_to_damage") else 0
    damage = int(atk.get("damage", 0)) + to_dmg if hit else 0
    may_force_swap = kind is not None and s_def > s_att
    tx.emit(
        "cards.AttackResolved",
        actor=c.id,
        target=target.id,
        attack=atk["name"],
        skill=atk["skill"],
        pool=pool,
        s_att=s_att,
        defence=kind,
        s_def=s_def if kind else None,
        net=net,
        need=need,
        hit=hit,
        extras=extras,
        to_damage=to_dmg,
        harm=damage,
        swap_bought=swap_bought,
        may_force_swap=may_force_swap,
    )
    sched_set(tx, rolled=[*state.sched.get("rolled", ()), [c.id, target.id]])
    if hit:
        rolls.harm(tx, target.id, damage, str(atk.get("harm_type") or "physical"), atk["name"])
        after_hit(tx, target.id, atk, fire)
    if swap_bought:
        earn_swap(tx, c.id, target.id, "extra successes")
    if may_force_swap:
        earn_swap(tx, target.id, c.id, "defence")


def after_hit(tx: Tx, cid: str, atk: dict[str, Any], fire: dict[str, Any] | None) -> None:
    """Poison and fire riding on a hit."""
    target = tx.state.get(cid)
    if target.status not in (ACTIVE, DOWN):
        return
    if atk.get("toxicity"):
        if model.immune(target, "poison"):
            tx.emit("Note", text=f"{target.name} shrugs off the poison.")
        else:
            hazards.poisoned(tx, cid, int(atk["toxicity"]))
    if fire is not None and not model.burning(target):
        if model.immune(target, "fire"):
            tx.emit("Note", text=f"{target.name} does not catch fire.")
        else:
            hazards.catch_fire(tx, cid, fire)


def defend(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Declare a dodge or parry against the acting creature before it rolls (a fast reaction)."""
    state = tx.state
    if state.turn is None:
        raise Reject("NO_TURN", t("Nobody is acting, so there is no attack to defend against."))
    attacker = state.turn.actor
    d = rs.combatant(tx, rs.arg(cmd, "by", str, cmd.actor))
    if d.id == attacker:
        raise Reject("BAD_TARGET", t("{name} cannot defend against itself.", name=d.name))
    kind = rs.arg(cmd, "kind")
    if kind not in DEFENCES:
        raise Reject("BAD_ARGUMENT", t("A defence is a dodge or a parry."))
    if [attacker, d.id] in state.sched.get("rolled", ()):
        raise Reject(
            "DEFENCE_AFTER_ROLL",
            t(
                "{name} has already rolled against {name2}: too late.",
                name=state.get(attacker).name,
                name2=d.name,
            ),
        )
    if guard_of(state, d, attacker) is not None:
        raise Reject("DEFENCE_USED", t("{name} has already declared a defence this turn.", name=d.name))
    budget.require_able(state, d, kind)
    fast = budget.check(state, d.id, budget.FAST, defence_words(kind))
    dice = budget.spend(tx, d.id, f"{kind} (reaction)", fast, tested=True)
    guard = {"kind": kind, "against": attacker, "turn": state.turn_count, "bonus": dice}
    tx.emit("CombatantDataChanged", cid=d.id, changes={"guard": guard})


# --- other maneuvers ------------------------------------------------------------------------------

COSTS = ("slow", "fast", "reaction", "none")


def test(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Any other tested maneuver (sway, lure, survey, climb, cast, resist magic) or a test the GM calls."""
    state = tx.state
    cost = rs.arg(cmd, "cost", str, "slow")
    if cost not in COSTS:
        raise Reject("BAD_ARGUMENT", t("A test costs a slow or fast maneuver, a reaction, or nothing."))
    if cost in ("slow", "fast"):
        c = rs.require_turn(tx, cmd)
    else:
        c = rs.combatant(tx, rs.arg(cmd, "cid", str, cmd.actor))
    skill = str(rs.arg(cmd, "skill")).lower()
    if skill not in model.SKILLS:
        raise Reject("UNKNOWN_SKILL", t("'{skill}' is not a skill of this system.", skill=skill))
    what = str(rs.arg(cmd, "what", str, skill))[:60]
    need = _count(cmd, "need", 10)
    bonus = rolls.bonus_arg(cmd.args.get("bonus"))
    dice = 0
    if cost != "none":
        budget.require_able(state, c, "test")
        counter = budget.check(state, c.id, budget.SLOW if cost == "slow" else budget.FAST, plain_part(what))
        dice = budget.spend(tx, c.id, what, counter, tested=True)
    need = need if need is not None else required(state, c, skill)
    pool, s = rolls.test(tx, c.id, skill, "test", dice + bonus)
    tx.emit(
        "cards.TestResolved",
        cid=c.id,
        skill=skill,
        what=what,
        pool=pool,
        successes=s,
        need=need,
        passed=s >= need,
    )


def maneuver(rs: Cards, tx: Tx, cmd: Command) -> None:
    """An untested maneuver: draw a weapon, stand up, shout, turn around, use a door, take cover..."""
    state = tx.state
    c = rs.require_turn(tx, cmd)
    name = str(rs.arg(cmd, "name")).strip()[:60] or "maneuver"
    cost = rs.arg(cmd, "cost", str, "fast")
    if cost not in ("slow", "fast"):
        raise Reject("BAD_ARGUMENT", t("A maneuver is slow or fast."))
    budget.require_able(state, c, "shout" if name.lower() == "shout" else "maneuver")
    counter = budget.check(state, c.id, cost, plain_part(name))
    budget.spend(tx, c.id, name, counter, tested=False)
