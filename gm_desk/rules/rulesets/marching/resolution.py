"""Resolution in this chapter: surprise, AGL checks and saves, and attacks alone or simultaneous.

Surprise grants no extra round; the surprised are `impaired` (cause: surprise) for their first turn
(A5): attackers get +2 to hit them, and their AGL checks and saves take -1.

Attack rolls, damage and death belong to other chapters; GM Desk stands in with a plain d20 attack:
d20 + attack bonus (+2 against the impaired) hits on a total at or above the target's armour class,
and damage comes off hit points ('hp'); at 0 a monster is dead and a PC is down (unconscious). The GM
can enter any die and override any result. Simultaneous attacks are all rolled, then all applied, so
a fighter killed in the exchange still lands its blow - unless a fighter has
`acts_first_in_simultaneous`, whose attack then lands first.

Dice purposes: `agl`, `save`, `attack:<attacker>`, `damage:<attacker>`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.marching import schedule, turns
from gm_desk.rules.rulesets.marching.actions import spend_slot
from gm_desk.rules.rulesets.marching.roster import agl, is_impaired, stat
from gm_desk.rules.rulesets.marching.seize import agl_success, effective_agl
from gm_desk.rules.rulesets.marching.surprise import surprise
from gm_desk.rules.state import ACTIVE, DEAD, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

IMPAIRED_TO_HIT = 2
DEFAULT_DAMAGE = "1d6"


# --- surprise -------------------------------------------------------------------------------------


def surprise_cmd(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.surprise` {cid} or {side}: the GM declares fighters caught by surprise."""
    state = tx.state
    if "side" in cmd.args:
        side = rs.arg(cmd, "side")
        ids = [c.id for c in state.on_side(side) if c.status == ACTIVE]
        if not ids:
            raise Reject("EMPTY_SIDE", t("Nobody on '{side}' can be surprised.", side=side))
    else:
        ids = [rs.combatant(tx, rs.arg(cmd, "cid")).id]
    if not state.started:
        listed = [*state.rs.get("surprised", ()), *(i for i in ids if i not in state.rs.get("surprised", ()))]
        tx.emit("RulesetDataChanged", changes={"surprised": listed})
        return
    for cid in ids:
        surprise(rs, tx, cid)


def to_hit_bonus_against(target: Combatant) -> int:
    return IMPAIRED_TO_HIT if is_impaired(target) else 0


# --- checks ---------------------------------------------------------------------------------------


def agl_check(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.agl_check` {cid}: d20 against AGL (-1 when impaired)."""
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    mode = tx.state.options.get("agl_check", "roll_under")
    die = tx.roll("1d20", "agl", c.id).total
    eff = effective_agl(c)
    ok = agl_success(die, eff, mode)
    tx.emit("marching.AglChecked", cid=c.id, die=die, agl=agl(c), agl_eff=eff, success=ok, mode=mode)


def save(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.save` {cid, target}: d20 (-1 when impaired) at or above the save target."""
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    target = rs.arg(cmd, "target", int)
    if not 1 <= target <= 30:
        raise Reject("BAD_ARGUMENT", t("A save target is between 1 and 30."))
    die = tx.roll("1d20", "save", c.id).total
    modifier = -1 if is_impaired(c) else 0
    total = die + modifier
    tx.emit(
        "marching.SaveMade",
        cid=c.id,
        die=die,
        modifier=modifier,
        total=total,
        target=target,
        success=total >= target,
    )


# --- attacks --------------------------------------------------------------------------------------


def weapon(c: Combatant, index: int) -> dict[str, Any]:
    attacks = stat(c, "attacks", [])
    if isinstance(attacks, list) and attacks:
        if not 0 <= index < len(attacks):
            raise Reject(
                "BAD_ARGUMENT", t("{name} has no attack number {value}.", name=c.name, value=index + 1)
            )
        return dict(attacks[index])
    return {"attack_bonus": int(stat(c, "attack_bonus", 0)), "damage": stat(c, "damage", DEFAULT_DAMAGE)}


def plan(rs: Marching, tx: Tx, attacker: str, spec: Any) -> dict[str, Any]:
    """Check one attack's parts before anything is rolled or spent."""
    if isinstance(spec, str):
        spec = {"target": spec}
    if not isinstance(spec, dict):
        raise Reject("BAD_ARGUMENT", t("An attack names its target."))
    a = rs.combatant(tx, attacker)
    target = rs.combatant(tx, spec.get("target"))
    if target.id == a.id:
        raise Reject("BAD_ARGUMENT", t("{name} cannot attack itself.", name=a.name))
    if target.status in (DEAD, "fled"):
        raise Reject("BAD_TARGET", t("{name} is out of the fight.", name=target.name))
    index = spec.get("attack", 0)
    if not isinstance(index, int) or isinstance(index, bool):
        raise Reject("BAD_ARGUMENT", t("'attack' is the number of the attack in the stat block, from 0."))
    w = weapon(a, index)
    bonus = spec.get("bonus", w.get("attack_bonus", 0))
    damage = spec.get("damage", w.get("damage", DEFAULT_DAMAGE))
    if not isinstance(bonus, int) or isinstance(bonus, bool) or not isinstance(damage, str):
        raise Reject("BAD_ARGUMENT", t("An attack bonus is a whole number and damage is dice, such as 1d6."))
    return {"attacker": a.id, "target": target.id, "bonus": bonus, "damage": damage, "name": w.get("name")}


def roll_attack(tx: Tx, p: dict[str, Any]) -> dict[str, Any]:
    state = tx.state
    target = state.get(p["target"])
    edge = to_hit_bonus_against(target)
    roll = tx.roll("1d20", f"attack:{p['attacker']}", p["attacker"])
    total = roll.total + p["bonus"] + edge
    ac = int(stat(target, "armour_class", 10))
    hit = total >= ac
    dealt = tx.roll(p["damage"], f"damage:{p['attacker']}", p["attacker"]).total if hit else 0
    return {
        "attacker": p["attacker"],
        "target": p["target"],
        "die": roll.total,
        "bonus": p["bonus"],
        "impaired_bonus": edge,
        "total": total,
        "armour_class": ac,
        "hit": hit,
        "damage": max(0, dealt),
    }


def apply_results(rs: Marching, tx: Tx, results: list[dict[str, Any]]) -> None:
    """Take damage off hit points, all of it at once, then settle who is down or dead."""
    state = tx.state
    dealt: dict[str, int] = {}
    for r in results:
        if r["hit"] and r["damage"]:
            dealt[r["target"]] = dealt.get(r["target"], 0) + r["damage"]
    for cid, amount in dealt.items():
        c = state.get(cid)
        if "hp" not in c.res:
            continue
        tx.emit("ResourceChanged", cid=cid, res="hp", value=c.res["hp"] - amount, was=c.res["hp"])
    for cid in dealt:
        c = state.get(cid)
        if "hp" in c.res and c.res["hp"] <= 0 and c.status in (ACTIVE, DOWN):
            if c.is_pc:
                rs.set_status(tx, cid, DOWN, "unconscious")
            else:
                rs.set_status(tx, cid, DEAD)


def attack(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.attack` {target, attack?, bonus?, damage?}: the acting fighter's primary action."""
    state = tx.state
    cid = cmd.actor or (state.turn.actor if state.turn else None)
    if cid is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    p = plan(rs, tx, cid, dict(cmd.args))
    spend_slot(rs, tx, cid, "primary", f"attacks {state.get(p['target']).name}")
    result = roll_attack(tx, p)
    tx.emit("marching.AttackResolved", **result)
    apply_results(rs, tx, [result])
    after_effects(rs, tx)


def simultaneous_attacks(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.simultaneous_attacks` {attacks: {attacker: target or {target, ...}}}: fighters acting
    together strike at once; each spends its primary action."""
    state = tx.state
    raw = rs.arg(cmd, "attacks", dict)
    if not raw:
        raise Reject("MISSING_ARGUMENT", t("Name who attacks whom."))
    acting_now = schedule.acting(state)
    for cid in raw:
        if cid not in acting_now:
            raise Reject("NOT_YOUR_TURN", t("'{cid}' is not acting now.", cid=cid))
    plans = [plan(rs, tx, cid, raw[cid]) for cid in acting_now if cid in raw]
    for p in plans:
        spend_slot(rs, tx, p["attacker"], "primary", f"attacks {state.get(p['target']).name}")
    first = [p for p in plans if stat(state.get(p["attacker"]), "acts_first_in_simultaneous", False)]
    rest = [p for p in plans if p not in first]
    waves = [first, rest] if first and rest else [plans]
    order = [p["attacker"] for wave in waves for p in wave]
    tx.emit("marching.SimultaneousResolution", resolution_order=order, together=len(waves) == 1)
    for wave in waves:
        results = []
        for p in wave:
            if state.get(p["attacker"]).status != ACTIVE:
                tx.emit("marching.AttackForestalled", attacker=p["attacker"], target=p["target"])
                continue
            results.append(roll_attack(tx, p))
        for r in results:
            tx.emit("marching.AttackResolved", **r)
        apply_results(rs, tx, results)
    after_effects(rs, tx)


def after_effects(rs: Marching, tx: Tx) -> None:
    """If the fighter holding the turn fell, its step ends and the next fighter is up."""
    state = tx.state
    if state.turn is not None and state.get(state.turn.actor).status != ACTIVE:
        turns.end_step(rs, tx)
