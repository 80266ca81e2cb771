"""Reactions to an open attack: dodge, counter, hide behind, guard; stunt answers; closing the window.

A reaction takes the reactor's whole turn (`factions.Reacted`). Only an aware, active character who has
not had its turn may react; the victims of a concealed attacker cannot. A guard or a character hidden
behind becomes the new target (and may react in its own right, unless it just spent its reaction to
guard). Against a blast each target may dodge, and one target only may counter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.factions import holds, rolls, schedule, turns
from gm_desk.rules.rulesets.factions.attacks import after, plan_attack, proceed, resolve
from gm_desk.rules.rulesets.factions.reactors import reactions, shelters
from gm_desk.rules.tx import Reject
from gm_desk.rules.words import plain

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx


# --- reactions ------------------------------------------------------------------------------------


def react(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    record = state.rs.get("attack")
    if not record:
        raise Reject("NOTHING_PENDING", t("No attack is waiting for a reaction."))
    if record["stage"] == "stunt":
        holds.require_no_pending(state)
    c = rs.combatant(tx, cmd.actor)
    kind = rs.arg(cmd, "kind")
    allowed = reactions(state, record).get(c.id, [])
    if kind not in ("dodge", "counter", "hide", "guard"):
        raise Reject("BAD_ARGUMENT", t("A reaction is dodge, counter, hide or guard."))
    if kind not in allowed:
        if not allowed and (c.id in record["reacted"] or schedule.had_turn(state, c.id)):
            # A reaction takes the reactor's whole turn: once it is spent, say exactly that.
            raise Reject(
                "NO_REACTION_LEFT", t("{name} has no reaction left: this round's turn is spent.", name=c.name)
            )
        if not allowed:
            raise Reject("CANNOT_REACT", t("{name} cannot react to this attack.", name=c.name))
        kinds = t(" or ").join(plain(k) for k in allowed)
        raise Reject("CANNOT_REACT", t("{name} can only {kinds}.", name=c.name, kinds=kinds))
    record = {**record, "reacted": [*record["reacted"], c.id]}
    attacker = state.get(record["attacker"])
    if kind == "counter":
        plan = plan_attack(rs, state, c, cmd, target=attacker.id, reaction=True)
        if plan["final_blow"] or plan["stunt"]:
            raise Reject("BAD_COUNTER", t("A counter is a plain attack on the attacker."))
    if kind == "hide":
        behind = rs.combatant(tx, rs.arg(cmd, "behind"))
        if behind.id not in shelters(state, c, attacker):
            raise Reject(
                "NOT_NEARBY", t("{name} cannot hide behind {name2}.", name=c.name, name2=behind.name)
            )
        forced = c.rs.get("holding") == behind.id  # a grabbed character cannot refuse
        if not forced and not rs.arg(cmd, "consent", bool, True):
            raise Reject(
                "NO_CONSENT", t("{name} does not agree to shield {name2}.", name=behind.name, name2=c.name)
            )
    tx.emit("factions.Reacted", actor=c.id, kind=kind, against=attacker.id)
    if kind == "dodge":
        holds.let_go(tx, c, "it reacted")
        passed = rolls.save(tx, c, "agi", "dodge")
        tx.emit("factions.Dodged", cid=c.id, passed=passed)
        if passed:
            record["dodged"] = [*record["dodged"], c.id]
    elif kind == "counter":
        holds.let_go(tx, c, "it reacted", keep=attacker.id)
        hit = True
        if plan["save"]:
            hit = rolls.save(tx, c, "wit", "counter_to_hit")
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
        holds.let_go(tx, c, "it reacted", keep=behind.id)
        tx.emit("factions.Redirected", was=c.id, to=behind.id, how="hide")
        record.update(targets=[behind.id], unaware=[], was=[*record.get("was", ()), c.id])
    else:  # guard: the guard becomes the target, its reaction spent
        holds.let_go(tx, c, "it reacted")
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
            holds.require_no_pending(state)
        resolve(rs, tx, record)
    elif state.rs.get("move"):
        holds.finish_interrupted_move(rs, tx)
        turns.settle(rs, tx)
    else:
        raise Reject("NOTHING_PENDING", t("No attack or move is waiting for reactions."))


def stunt_reply(rs: Factions, tx: Tx, cmd: Command) -> None:
    """The target accepts the proposed stunt (no damage, no reaction) or refuses it (the attack goes on)."""
    record = tx.state.rs.get("attack")
    if not record or record["stage"] != "stunt":
        raise Reject("NOTHING_PENDING", t("No stunt is waiting for an answer."))
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
