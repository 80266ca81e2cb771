"""The PC commands of a turn and off it: attack, act, back out, prepare, and the reaction.

Budget per turn (spec 3): two actions, at most one of them an Aspect roll; one reaction, used only
outside the PC's own turn. A roll action costs {"action": 1, "aspect_roll": 1}. The GM may allow a
second roll in a turn (`gm_allows_roll`, logged as an override; A5). A prepared action costs one
action (and the Aspect roll if it needs one) now, and the reaction when its trigger comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.events import Command
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import attacks, backout, turns
from gm_desk.rules.rulesets.glowlands.attacks import ROLL_COST, check_budget, require_standing
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

PREPARABLE = ("attack", "act", "back_out", "other")
COMMAND_OF = {"attack": "glowlands.attack", "act": "glowlands.act", "back_out": "glowlands.back_out"}


def _turn_actor(rs: Glowlands, tx: Tx, cmd: Command) -> Combatant:
    if tx.state.phase != turns.PC_TURNS:
        raise Reject("NO_TURN", t("No PC's turn is running."))
    return rs.require_turn(tx, cmd)


def _pay(rs: Glowlands, tx: Tx, cmd: Command, pc: Combatant, action: str, needs_roll: bool = True) -> None:
    """Spend a roll action, or a plain one; the GM may waive the one-roll limit for this action."""
    costs = dict(ROLL_COST) if needs_roll else {"action": 1}
    waived = needs_roll and rs.arg(cmd, "gm_allows_roll", bool, False)
    if waived:
        costs = {"action": 1}
    check_budget(tx.state, pc, costs)
    if waived:
        tx.emit("GMOverrideApplied", what=f"{pc.name} may make another Aspect roll this turn", reason="")
    rs.spend(tx, pc.id, action, costs)


def attack(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    pc = _turn_actor(rs, tx, cmd)
    plan = attacks.plan_attack(rs, tx.state, cmd, pc)
    _pay(rs, tx, cmd, pc, "attack")
    attacks.execute_attack(rs, tx, plan)
    turns.settle(rs, tx, pc.id)


def act(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """A non-attack action: with a roll against the nearest creature's Threat, or a plain action."""
    pc = _turn_actor(rs, tx, cmd)
    plan = attacks.plan_act(rs, tx.state, cmd, pc)
    _pay(rs, tx, cmd, pc, "act", plan.roll)
    attacks.execute_act(rs, tx, plan)
    turns.settle(rs, tx, pc.id)


def back_out(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    pc = _turn_actor(rs, tx, cmd)
    plan = backout.plan_backout(rs, tx.state, cmd, pc)
    uses_roll = bool(opt(tx.state, "backout_uses_aspect_roll"))
    _pay(rs, tx, cmd, pc, "back_out", uses_roll)
    backout.execute_backout(rs, tx, plan)
    turns.settle(rs, tx, pc.id)


def move(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    pc = rs.require_turn(tx, cmd)
    require_standing(pc)
    rs._move(tx, cmd)
    turns.settle(rs, tx, pc.id)


# --- preparing an action --------------------------------------------------------------------------


def _inner(action: str, pc: Combatant, args: dict[str, Any], dice: dict[str, Any]) -> Command:
    return Command(COMMAND_OF[action], pc.id, args, dice)


Plan = attacks.AttackPlan | attacks.ActPlan | backout.BackOutPlan


def _plan(rs: Glowlands, tx: Tx, action: str, inner: Command, pc: Combatant) -> Plan:
    if action == "attack":
        return attacks.plan_attack(rs, tx.state, inner, pc)
    if action == "act":
        return attacks.plan_act(rs, tx.state, inner, pc)
    return backout.plan_backout(rs, tx.state, inner, pc)


def prepare(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    pc = _turn_actor(rs, tx, cmd)
    require_standing(pc)
    action = rs.arg(cmd, "action")
    if action not in PREPARABLE:
        raise Reject("BAD_ARGUMENT", t("A prepared action is one of: {join}.", join=", ".join(PREPARABLE)))
    trigger = rs.arg(cmd, "trigger")
    if not trigger.strip() or len(trigger) > 200:
        raise Reject("BAD_ARGUMENT", t("Say in 1 to 200 characters what triggers the prepared action."))
    args = rs.arg(cmd, "args", dict, {})
    if action == "attack":
        attacks.find_weapon(pc, args.get("weapon"))  # the target may come into range only later
    what = args.get("what", "")
    if action in ("act", "other") and (not isinstance(what, str) or len(what) > 200):
        raise Reject("BAD_ARGUMENT", t("Say in at most 200 characters what the prepared action is."))
    needs_roll = action in ("attack", "back_out") or (action == "act" and args.get("roll", True) is not False)
    _pay(rs, tx, cmd, pc, "prepare", needs_roll)
    tx.emit(
        "ActionPrepared", actor=pc.id, action=action, args=dict(args), trigger=trigger, needs_roll=needs_roll
    )
    turns.settle(rs, tx, pc.id)


def _reactor(rs: Glowlands, tx: Tx, cmd: Command) -> Combatant:
    if cmd.actor is None:
        raise Reject("MISSING_ARGUMENT", t("Say which PC reacts."))
    pc = rs.combatant(tx, cmd.actor)
    require_standing(pc)
    if tx.state.phase not in (turns.PC_TURNS, turns.SWEEP):
        raise Reject("NOT_NOW", t("Reactions happen during a round."))
    if tx.state.turn is not None and tx.state.turn.actor == pc.id:
        raise Reject("NOT_OFF_TURN", t("A reaction is used outside {name}'s own turn.", name=pc.name))
    return pc


def _check_reaction(pc: Combatant) -> None:
    if pc.rs.get("budget", {}).get("reaction", 0) < 1:
        raise Reject("NO_REACTION_LEFT", t("{name} has already used the reaction.", name=pc.name))


def use_prepared(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """The trigger came: the prepared action happens now, for the reaction (no Aspect roll slot)."""
    holder = turns.active_holder(tx.state)
    pc = _reactor(rs, tx, cmd)
    prepared = pc.rs.get("prepared")
    if not prepared:
        raise Reject("NOTHING_PREPARED", t("{name} has no prepared action.", name=pc.name))
    _check_reaction(pc)
    action = prepared["action"]
    plan: Plan | None = None
    if action != "other":
        inner = _inner(action, pc, {**prepared.get("args", {}), **cmd.args}, cmd.dice)
        plan = _plan(rs, tx, action, inner, pc)
    tx.emit("PreparedUsed", actor=pc.id, action=action, trigger=prepared.get("trigger", ""))
    rs.spend(tx, pc.id, "reaction", {"reaction": 1}, off_turn=True, code="NO_REACTION_LEFT")
    if isinstance(plan, attacks.AttackPlan):
        attacks.execute_attack(rs, tx, plan)
    elif isinstance(plan, attacks.ActPlan):
        attacks.execute_act(rs, tx, plan)
    elif isinstance(plan, backout.BackOutPlan):
        backout.execute_backout(rs, tx, plan)
    turns.settle(rs, tx, holder)


def reaction(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """A reaction a spell or ability grants (the chapter names no others)."""
    pc = _reactor(rs, tx, cmd)
    _check_reaction(pc)
    what = rs.arg(cmd, "what", str, "a reaction")
    if not what.strip() or len(what) > 200:
        raise Reject("BAD_ARGUMENT", t("Say in 1 to 200 characters what the reaction is."))
    rs.spend(tx, pc.id, "reaction", {"reaction": 1}, off_turn=True, code="NO_REACTION_LEFT")
    tx.emit("ReactionUsed", actor=pc.id, what=what)
