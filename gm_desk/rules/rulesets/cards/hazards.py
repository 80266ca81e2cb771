"""Special effects: fear, fire, poison, falling and hardship (tired, hungry, thirsty).

- Fear: Endure plus one die per other PC in the same zone (at most 3; those with Severe Mental Harm
  do not count); failure costs Mental Harm by position (Controlled 2, Risky 3, Desperate 4, already
  including the fear surcharge, A10); success in a Controlled position gives +1 die to the next roll.
- Fire: on catching fire and at every following round start (A11), damage less an Endure test's
  successes. Putting it out is a slow Finesse test whose successes add up across turns.
- Poison: the Director rolls the toxicity, the victim Endures; the harm then falls by one each round
  until it reaches nothing. The `poisoned` condition's `remaining` holds next round's harm, so the
  ordinary condition tick does the counting down.
- Falling: from 10 ft onto something hard, one die per 5 ft (A10) against Endure; armour is no help.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import budget, model, rolls
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.state import DEAD, FLED, REMOVED, SURRENDERED
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

FEAR_HARM = {"controlled": 2, "risky": 3, "desperate": 4}
MAX_COMPANY = 3
# Placeholder intensities: the Fire table is not in the chapter. A setup's `fire_table` replaces them.
FIRE_TABLE = {
    "small": {"damage": 1, "extinguish": 1},
    "medium": {"damage": 2, "extinguish": 2},
    "large": {"damage": 3, "extinguish": 3},
}
OUT_OF_REACH = (DEAD, FLED, SURRENDERED, REMOVED)
MAX_FEET = 1000


def _int(rs: Cards, cmd: Command, name: str, lo: int, hi: int, default: Any = ...) -> int:
    value: int = rs.arg(cmd, name, int, default)
    if not lo <= value <= hi:
        raise Reject("BAD_ARGUMENT", t("'{name}' must be from {lo} to {hi}.", name=name, lo=lo, hi=hi))
    return value


def _victim(rs: Cards, tx: Tx, cmd: Command) -> Combatant:
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    if c.status in OUT_OF_REACH:
        raise Reject("CANNOT_ACT", t("{name} is out of the fight.", name=c.name))
    return c


# --- fear -----------------------------------------------------------------------------------------


def company(state: EncounterState, c: Combatant) -> int:
    """PCs present to steady the tester: in a fight, those of its side in the same zone."""
    others = [
        p
        for p in state.pcs()
        if (p.id != c.id or opt(state, "fear_counts_self"))
        and p.side == c.side
        and p.status == "active"
        and p.zone == c.zone
        and not model.severe_mental(p)
    ]
    return min(MAX_COMPANY, len(others))


def fear(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = _victim(rs, tx, cmd)
    position = str(rs.arg(cmd, "position", str, "risky")).lower()
    if position not in FEAR_HARM:
        raise Reject("BAD_ARGUMENT", t("A position is controlled, risky or desperate."))
    source = cmd.args.get("source")
    if source is not None:
        value = int(rs.combatant(tx, source).stats.get("fear_value", 0))
    else:
        value = _int(rs, cmd, "value", 0, 10)
    if model.immune(c, "fear"):
        tx.emit("cards.FearResolved", cid=c.id, immune=True, value=value, position=position)
        return
    extra = company(state, c)
    pool, s = rolls.test(tx, c.id, "endure", "fear", extra)
    passed = s >= value
    tx.emit(
        "cards.FearResolved",
        cid=c.id,
        value=value,
        position=position,
        company=extra,
        pool=pool,
        successes=s,
        passed=passed,
    )
    if not passed:
        rolls.harm(tx, c.id, FEAR_HARM[position], "mental", "fear")
    elif position == "controlled":
        tx.emit("CombatantDataChanged", cid=c.id, changes={"next_roll_bonus": 1})


# --- fire -----------------------------------------------------------------------------------------


def intensity_key(name: str) -> str:
    """'Small fire', 'small' and ' SMALL ' all name the same row of the table."""
    key = " ".join(str(name).lower().split())
    return key.removesuffix(" fire") or key


def fire_of(
    state: EncounterState, name: str | None, damage: Any, extinguish: Any, *, strict: bool = True
) -> dict[str, Any]:
    """A fire's damage and the successes that put it out, from the table (then any given numbers).

    Stat blocks name intensities freely; an attack naming one the table lacks burns as a medium fire
    (`strict=False`) rather than failing, while the GM's own ignite command is told it is unknown.
    """
    table = {intensity_key(k): v for k, v in {**FIRE_TABLE, **state.rs.get("fire_table", {})}.items()}
    base = table.get(intensity_key(name or "medium"))
    if base is None:
        if strict:
            raise Reject("UNKNOWN_FIRE", t("The fire table has no intensity '{name}'.", name=name))
        base = table["medium"]
    fire = {"intensity": name or "medium", **base}
    if damage is not None:
        fire["damage"] = damage
    if extinguish is not None:
        fire["extinguish"] = extinguish
    return fire


def ignite(rs: Cards, tx: Tx, cmd: Command) -> None:
    c = _victim(rs, tx, cmd)
    damage = _int(rs, cmd, "damage", 0, 20, None) if cmd.args.get("damage") is not None else None
    need = _int(rs, cmd, "extinguish", 1, 20, None) if cmd.args.get("extinguish") is not None else None
    intensity = cmd.args.get("intensity")
    if intensity is not None and not isinstance(intensity, str):
        raise Reject("BAD_ARGUMENT", t("A fire intensity is a name from the fire table."))
    if model.burning(c):
        raise Reject("ALREADY_BURNING", t("{name} is already burning.", name=c.name))
    if model.immune(c, "fire"):
        raise Reject("IMMUNE", t("{name} does not burn.", name=c.name))
    catch_fire(tx, c.id, fire_of(tx.state, intensity, damage, need))


def catch_fire(tx: Tx, cid: str, fire: dict[str, Any]) -> None:
    tx.emit("CombatantDataChanged", cid=cid, changes={"fire": {**fire, "progress": 0}})
    conditions.add(tx, cid, model.BURNING, None, "none", "fire", {"intensity": fire["intensity"]})
    if opt(tx.state, "first_burn") == "one_harm":
        tx.emit("cards.Burned", cid=cid, damage=1, successes=None, harm=1)
        rolls.harm(tx, cid, 1, "physical", "fire")
    else:
        burn(tx, cid)


def burn(tx: Tx, cid: str) -> None:
    c = tx.state.get(cid)
    fire = c.rs.get("fire") or fire_of(tx.state, None, None, None)
    _, s = rolls.test(tx, cid, "endure", "fire")
    hurt = max(0, int(fire["damage"]) - s)
    tx.emit("cards.Burned", cid=cid, damage=int(fire["damage"]), successes=s, harm=hurt)
    rolls.harm(tx, cid, hurt, "physical", "fire")


def extinguish(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    if not model.burning(c):
        raise Reject("NOT_BURNING", t("{name} is not burning.", name=c.name))
    budget.require_able(state, c, "extinguish")
    counter = budget.check(state, c.id, budget.SLOW, t("putting out the fire"))
    bonus = budget.spend(tx, c.id, "extinguish", counter, tested=True)
    fire = c.rs.get("fire") or fire_of(state, None, None, None)
    _, s = rolls.test(tx, c.id, "finesse", "extinguish", bonus)
    progress = int(fire.get("progress", 0)) + s
    out = progress >= int(fire["extinguish"])
    tx.emit(
        "cards.ExtinguishAttempt",
        cid=c.id,
        successes=s,
        progress=progress,
        needed=fire["extinguish"],
        out=out,
    )
    if out:
        put_out(tx, c.id)
    else:
        tx.emit("CombatantDataChanged", cid=c.id, changes={"fire": {**fire, "progress": progress}})


def put_out(tx: Tx, cid: str) -> None:
    c = tx.state.get(cid)
    for cond in list(c.conditions):
        if cond.name == model.BURNING:
            conditions.remove(tx, cid, cond.id, "put out")
    tx.emit("CombatantDataChanged", cid=cid, changes={"fire": None})


# --- poison ---------------------------------------------------------------------------------------


def poison(rs: Cards, tx: Tx, cmd: Command) -> None:
    c = _victim(rs, tx, cmd)
    toxicity = _int(rs, cmd, "toxicity", 1, 20)
    if model.immune(c, "poison"):
        raise Reject("IMMUNE", t("{name} is immune to poison.", name=c.name))
    poisoned(tx, c.id, toxicity)


def poisoned(tx: Tx, cid: str, toxicity: int) -> None:
    p = rolls.roll_dice(tx, toxicity, "poison", None)
    _, e = rolls.test(tx, cid, "endure", "endure")
    hurt = 0 if e > p else 1 if e == p else p
    tx.emit("cards.PoisonResolved", cid=cid, toxicity=toxicity, p=p, e=e, harm=hurt)
    c = tx.state.get(cid)
    for cond in list(c.conditions):  # a new dose replaces the old one
        if cond.name == model.POISONED:
            conditions.remove(tx, cid, cond.id, "replaced")
    rolls.harm(tx, cid, hurt, "physical", "poison")
    if hurt > 1:
        conditions.add(tx, cid, model.POISONED, hurt, opt(tx.state, "ticks_at"), "poison")


def antidote(rs: Cards, tx: Tx, cmd: Command) -> None:
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    cond = model.condition(c, model.POISONED)
    if cond is None:
        raise Reject("NOT_POISONED", t("{name} is not poisoned.", name=c.name))
    conditions.remove(tx, c.id, cond.id, "antidote")


# --- the round's ticks ----------------------------------------------------------------------------


def tick(tx: Tx) -> None:
    """Fire burns and poison bites (at the round start, or its end under option `ticks_at`)."""
    for c in list(tx.state.combatants.values()):
        if c.status in OUT_OF_REACH:
            continue
        cond = model.condition(c, model.POISONED)
        if cond is not None and cond.remaining:
            tx.emit("cards.PoisonTick", cid=c.id, harm=cond.remaining)
            rolls.harm(tx, c.id, int(cond.remaining), "physical", "poison")
        if model.burning(tx.state.get(c.id)):
            burn(tx, c.id)


# --- falling and hardship -------------------------------------------------------------------------


def fall(rs: Cards, tx: Tx, cmd: Command) -> None:
    c = _victim(rs, tx, cmd)
    feet = _int(rs, cmd, "feet", 0, MAX_FEET)
    hard = bool(rs.arg(cmd, "hard", bool, True))
    if feet < 10 or not hard:
        tx.emit(
            "cards.FallResolved", cid=c.id, feet=feet, hard=hard, dice=0, s_fall=None, s_endure=None, harm=0
        )
        return
    dice = (feet // 5) * int(opt(tx.state, "fall_dice_per_5ft"))
    s_fall = rolls.roll_dice(tx, dice, "fall", None)
    _, s_endure = rolls.test(tx, c.id, "endure", "endure")
    hurt = max(0, s_fall - s_endure)
    tx.emit(
        "cards.FallResolved",
        cid=c.id,
        feet=feet,
        hard=hard,
        dice=dice,
        s_fall=s_fall,
        s_endure=s_endure,
        harm=hurt,
    )
    rolls.harm(tx, c.id, hurt, "physical", "fall")


def hardship(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Tired, hungry or thirsty: an Endure test; failure is one Harm of the kind the Director picks."""
    c = _victim(rs, tx, cmd)
    kind = rs.arg(cmd, "harm_type", str, "physical")
    if kind not in ("physical", "mental"):
        raise Reject("BAD_ARGUMENT", t("Harm is physical or mental."))
    _, s = rolls.test(tx, c.id, "endure", "endure")
    tx.emit("cards.HardshipResolved", cid=c.id, successes=s, passed=s >= 1, harm_type=kind)
    if s < 1:
        rolls.harm(tx, c.id, 1, kind, "hardship")
