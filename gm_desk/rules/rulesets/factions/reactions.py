"""Reactions to an open attack: dodge, counter, hide behind, guard; stunt answers; closing the window.

A reaction takes the reactor's whole turn (`factions.Reacted`). Only an aware, active character who has
not had its turn may react; the victims of a concealed attacker cannot. A guard or a character hidden
behind becomes the new target (and may react in its own right, unless it just spent its reaction to
guard). Against a blast each target may dodge, and one target only may counter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.engine import Reject
from gm_desk.rules.rulesets.factions import actions
from gm_desk.rules.rulesets.factions import common as fc
from gm_desk.rules.rulesets.factions.attacks import HITTABLE, after, plan_attack, proceed, resolve
from gm_desk.rules.state import ACTIVE, Combatant

if TYPE_CHECKING:
    from gm_desk.rules.engine import Tx
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions


# --- reactions ------------------------------------------------------------------------------------


def can_react(state: Any, cid: str, record: dict[str, Any]) -> bool:
    c = state.get(cid)
    if record["surprise"] or c.status != ACTIVE or cid in record["reacted"]:
        return False
    if not fc.had_turn(state, cid):
        return True
    # The mover under an opportunity attack is spending its turn; a skill may still let it react (A10).
    move = state.rs.get("move")
    return bool(
        record["opportunity"]
        and move
        and move["cid"] == cid
        and fc.OPPORTUNITY_REACTION_SKILL in c.stats.get("skills", ())
    )


def reactions(state: Any, record: dict[str, Any]) -> dict[str, list[str]]:
    """Who may still react to the open attack, and how."""
    out: dict[str, list[str]] = {}
    if record["surprise"]:
        return out
    attacker = state.get(record["attacker"])
    for tid in record["targets"]:
        if tid in record["unaware"] or not can_react(state, tid, record):
            continue
        t = state.get(tid)
        kinds = ["dodge"]
        if record["counter"] is None:
            kinds.append("counter")
        if not record["blast"] and shelters(state, t, attacker):
            kinds.append("hide")
        out[tid] = kinds
    if not record["blast"]:
        t = state.get(record["targets"][0])
        for g in state.combatants.values():
            if g.id in (t.id, attacker.id, *record.get("was", ())) or not fc.friends(state, g, t):
                continue
            if fc.nearby(state, g, t) and can_react(state, g.id, record):
                out.setdefault(g.id, []).append("guard")
    return out


def shelters(state: Any, t: Combatant, attacker: Combatant) -> list[str]:
    """Characters `t` could hide behind: nearby, standing, not the attacker."""
    return sorted(
        c.id
        for c in state.combatants.values()
        if c.id not in (t.id, attacker.id) and c.status in HITTABLE and fc.nearby(state, t, c)
    )


def react(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    record = state.rs.get("attack")
    if not record:
        raise Reject("NO_ATTACK", "No attack is waiting for a reaction.")
    if record["stage"] == "stunt":
        fc.require_no_pending(state)
    c = rs.combatant(tx, cmd.actor)
    kind = rs.arg(cmd, "kind")
    allowed = reactions(state, record).get(c.id, [])
    if kind not in ("dodge", "counter", "hide", "guard"):
        raise Reject("BAD_ARGUMENT", "A reaction is dodge, counter, hide or guard.")
    if kind not in allowed:
        why = "cannot react to this attack" if not allowed else f"can only {' or '.join(allowed)}"
        raise Reject("CANNOT_REACT", f"{c.name} {why}.")
    record = {**record, "reacted": [*record["reacted"], c.id]}
    attacker = state.get(record["attacker"])
    if kind == "counter":
        plan = plan_attack(rs, state, c, cmd, target=attacker.id, reaction=True)
        if plan["final_blow"] or plan["stunt"]:
            raise Reject("BAD_COUNTER", "A counter is a plain attack on the attacker.")
    if kind == "hide":
        behind = rs.combatant(tx, rs.arg(cmd, "behind"))
        if behind.id not in shelters(state, c, attacker):
            raise Reject("NOT_NEARBY", f"{c.name} cannot hide behind {behind.name}.")
        forced = c.rs.get("holding") == behind.id  # a grabbed character cannot refuse
        if not forced and not rs.arg(cmd, "consent", bool, True):
            raise Reject("NO_CONSENT", f"{behind.name} does not agree to shield {c.name}.")
    tx.emit("factions.Reacted", actor=c.id, kind=kind, against=attacker.id)
    if kind == "dodge":
        actions.let_go(tx, c, "it reacted")
        passed = fc.save(tx, c, "agi", "dodge")
        tx.emit("factions.Dodged", cid=c.id, passed=passed)
        if passed:
            record["dodged"] = [*record["dodged"], c.id]
    elif kind == "counter":
        actions.let_go(tx, c, "it reacted", keep=attacker.id)
        hit = True
        if plan["save"]:
            hit = fc.save(tx, c, "wit", "counter_to_hit")
            tx.emit("factions.ToHit", attacker=c.id, passed=hit, counter=True)
        weapon = plan["weapon"]
        if not weapon.get("unarmed"):
            tx.emit("factions.GearUsed", cid=c.id, items=[f"weapon:{weapon['name']}"])
        tx.emit(
            "factions.Countered", cid=c.id, attacker=attacker.id, weapon=weapon["name"], mode=plan["mode"]
        )
        record["counter"] = {
            "by": c.id,
            "weapon": weapon,
            "mode": plan["mode"],
            "hold_back": plan["hold_back"],
            "drop": plan["drop"],
            "hit": hit,
        }
    elif kind == "hide":
        actions.let_go(tx, c, "it reacted", keep=behind.id)
        tx.emit("factions.Redirected", was=c.id, to=behind.id, how="hide")
        record.update(targets=[behind.id], unaware=[], was=[*record.get("was", ()), c.id])
    else:  # guard: the guard becomes the target, its reaction spent
        actions.let_go(tx, c, "it reacted")
        tx.emit("factions.Redirected", was=record["targets"][0], to=c.id, how="guard")
        record.update(targets=[c.id], unaware=[], was=[*record.get("was", ()), record["targets"][0]])
    if not record["blast"] and kind in ("dodge", "counter"):
        resolve(rs, tx, record)
    else:
        proceed(rs, tx, record)


def no_reaction(rs: Factions, tx: Tx, cmd: Command) -> None:
    """Nobody (else) reacts: resolve the open attack, or let an interrupted move go on."""
    state = tx.state
    record = state.rs.get("attack")
    if record:
        if record["stage"] == "stunt":
            fc.require_no_pending(state)
        resolve(rs, tx, record)
    elif state.rs.get("move"):
        from gm_desk.rules.rulesets.factions import turns

        actions.finish_interrupted_move(rs, tx)
        turns.settle(rs, tx)
    else:
        raise Reject("NOTHING_PENDING", "No attack or move is waiting for reactions.")


def stunt_reply(rs: Factions, tx: Tx, cmd: Command) -> None:
    """The target accepts the proposed stunt (no damage, no reaction) or refuses it (the attack goes on)."""
    record = tx.state.rs.get("attack")
    if not record or record["stage"] != "stunt":
        raise Reject("NO_STUNT", "No stunt is waiting for an answer.")
    accept = rs.arg(cmd, "accept", bool)
    tx.emit("factions.StuntAnswered", target=record["targets"][0], accept=accept)
    if accept:
        tx.emit("RulesetDataChanged", changes={"attack": None})
        tx.emit(
            "factions.AttackResolved",
            attacker=record["attacker"],
            results=[{"target": record["targets"][0], "result": "stunt"}],
        )
        after(rs, tx, record)
    else:
        proceed(rs, tx, {**record, "stage": "react"})
