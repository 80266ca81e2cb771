"""The action budget of Alternating Teams: 3 actions a turn, free actions, extended actions, Command, Ready.

Every action command goes through `take`: the actor must hold the turn, no decision may be pending, an
unfinished extended action must be continued (or abandoned) before any other non-free action, and the
cost is paid from the turn's `action` counter. An action costing more than what is left (Reload 2,
Resuscitate 2, Short Task 3, Killing Strike 3) may still be started: what is left is paid now, the rest
from following turns (`teams.continue`), and the effect happens once it is fully paid. `teams.abandon`
drops it for free. Guard, Wait and Ready end the turn and cannot be split.

Command (1 action + 2 focus, once per ally per turn) lets an ally take one single action now; Ready
(ends the turn) stores one single action that fires later as a reaction (`teams.trigger`). The
instigator's opening action is the first action of their first turn, paid like any other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.teams import attacks, movement, reactions, turns
from gm_desk.rules.rulesets.teams import simple_actions as simple
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

Step = Callable[["Teams", "Tx", "Combatant", dict[str, Any], str], None]
COMMAND_FOCUS = 2


@dataclass(frozen=True)
class Spec:
    name: str
    check: Step
    effect: Step
    cost: Callable[[Tx, Combatant, dict[str, Any]], int] = lambda tx, c, args: 1
    free: bool = False
    ends_turn: bool = False
    delegable: bool = False  # may be Commanded, Readied or open the fight

    def label(self, args: dict[str, Any]) -> str:
        if self.name == "command":
            return f"command:{args.get('ally')}"
        return self.name


# --- Command and Ready ----------------------------------------------------------------------------


def _action(value: Any) -> tuple[Spec, dict[str, Any]]:
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise Reject("BAD_ARGUMENT", t("An action is an object with a 'type' (and 'args')."))
    spec = SPECS.get(value["type"])
    args = value.get("args", {})
    if spec is None or not spec.delegable or not isinstance(args, dict):
        raise Reject(
            "ACTION_NOT_ALLOWED",
            t("'{type}' cannot be commanded, readied or opened with.", type=value["type"]),
        )
    return spec, dict(args)


def check_delegated(rs: Teams, tx: Tx, c: Combatant, action: Any, mode: str) -> None:
    spec, args = _action(action)
    spec.check(rs, tx, c, args, "turn" if mode == "opening" else mode)


def run_delegated(rs: Teams, tx: Tx, c: Combatant, action: dict[str, Any], mode: str) -> None:
    spec, args = _action(action)
    if mode == "opening":
        perform(rs, tx, c, spec, args)
        return
    spec.check(rs, tx, c, args, mode)
    spec.effect(rs, tx, c, args, mode)


def _ally(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any]) -> Combatant:
    ally = rs.combatant(tx, args.get("ally"))
    if ally.id == c.id:
        raise Reject("NOT_AN_ALLY", t("{name} cannot command themselves.", name=c.name))
    if not reactions.friendly(tx.state, c, ally):
        raise Reject("NOT_AN_ALLY", t("{name} is not {name2}'s ally.", name=ally.name, name2=c.name))
    if ally.status != ACTIVE:
        raise Reject("CANNOT_ACT", t("{name} cannot act now.", name=ally.name))
    return ally


def check_command(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    ally = _ally(rs, tx, c, args)
    turn = tx.state.turn
    if turn is not None and f"command:{ally.id}" in turn.spent:
        raise Reject(
            "ALREADY_COMMANDED",
            t("{name} has already commanded {name2} this turn.", name=c.name, name2=ally.name),
        )
    if c.res.get("focus", 0) < COMMAND_FOCUS:
        raise Reject(
            "NO_FOCUS",
            t("{name} needs {COMMAND_FOCUS} focus to command.", name=c.name, COMMAND_FOCUS=COMMAND_FOCUS),
        )
    check_delegated(rs, tx, ally, args.get("action"), "commanded")


def command(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    ally = tx.state.get(args["ally"])
    have = c.res.get("focus", 0)
    tx.emit("ResourceChanged", cid=c.id, res="focus", value=have - COMMAND_FOCUS, was=have)
    spec, _ = _action(args["action"])
    tx.emit("teams.Commanded", cid=c.id, ally=ally.id, action=args["action"])
    rs.spend(tx, ally.id, f"{spec.name} (commanded)", {}, off_turn=True)
    run_delegated(rs, tx, ally, args["action"], "commanded")


def check_ready(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    _action(args.get("action"))
    simple._text(args, "trigger")


def ready(rs: Teams, tx: Tx, c: Combatant, args: dict[str, Any], mode: str) -> None:
    data = {"action": args["action"], "trigger": args.get("trigger", "")}
    simple._until_next_turn(tx, c, "readied", data)


def trigger(rs: Teams, tx: Tx, cmd: Command) -> None:
    """A readied action fires as a reaction."""
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("Start the encounter first."))
    if state.rs.get("pending"):
        raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
    c = rs.combatant(tx, cmd.args.get("cid", cmd.actor))
    held = next((cond for cond in c.conditions if cond.name == "readied"), None)
    if held is None:
        raise Reject("NOT_READIED", t("{name} has no readied action.", name=c.name))
    if c.status != ACTIVE:
        raise Reject("CANNOT_REACT", t("{name} cannot react now.", name=c.name))
    if reactions.reactions_left(c) < 1:
        raise Reject("NO_REACTION_LEFT", t("{name} has no reaction left.", name=c.name))
    action = held.data["action"]
    spec, args = _action(action)
    spec.check(rs, tx, c, args, "readied")
    rs.spend(tx, c.id, f"{spec.name} (readied)", {"reaction": 1}, off_turn=True, code="NO_REACTION_LEFT")
    conditions.remove(tx, c.id, held.id, reason="triggered")
    tx.emit("teams.ReadyTriggered", cid=c.id, action=action, trigger=held.data.get("trigger", ""))
    spec.effect(rs, tx, c, args, "readied")


# --- paying for actions ---------------------------------------------------------------------------


def perform(rs: Teams, tx: Tx, c: Combatant, spec: Spec, args: dict[str, Any]) -> None:
    """One action in the actor's own turn: check, pay (or start it as extended), then its effect."""
    state = tx.state
    if c.rs.get("extended") and not spec.free:
        ext = c.rs["extended"]
        raise Reject(
            "SETTLE_FIRST",
            t(
                "{name} must continue (or abandon) the {name2} started earlier ({paid}/{cost}).",
                name=c.name,
                name2=ext["name"],
                paid=ext["paid"],
                cost=ext["cost"],
            ),
        )
    spec.check(rs, tx, c, args, "turn")
    label = spec.label(args)
    if spec.free:
        rs.spend(tx, c.id, label, {})
        spec.effect(rs, tx, c, args, "turn")
        return
    left = state.turn.budget.get("action", 0) if state.turn else 0
    cost = spec.cost(tx, c, args)
    if left < 1 or (cost > left and (spec.ends_turn or cost <= 1)):
        raise Reject(
            "NO_ACTIONS_LEFT", t("{name} has no actions left for {name2}.", name=c.name, name2=spec.name)
        )
    if cost > left:
        rs.spend(tx, c.id, label, {"action": left})
        ext = {"type": TYPES[spec.name], "name": spec.name, "cost": cost, "paid": left, "args": args}
        tx.emit("CombatantDataChanged", cid=c.id, changes={"extended": ext})
        tx.emit("teams.ExtendedStarted", cid=c.id, action=spec.name, cost=cost, paid=left)
        return
    rs.spend(tx, c.id, label, {"action": cost})
    spec.effect(rs, tx, c, args, "turn")
    if spec.ends_turn and state.turn is not None and state.outcome is None:
        turns.close_turn(rs, tx, f"{spec.name} ends the turn")


def _acting(rs: Teams, tx: Tx, cmd: Command) -> Combatant:
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("Start the encounter first."))
    if state.rs.get("pending"):
        raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
    return rs.require_turn(tx, cmd)


def take(rs: Teams, tx: Tx, cmd: Command, spec: Spec) -> None:
    c = _acting(rs, tx, cmd)
    perform(rs, tx, c, spec, dict(cmd.args))


def continue_extended(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = _acting(rs, tx, cmd)
    ext = c.rs.get("extended")
    if not ext:
        raise Reject("NO_EXTENDED_ACTION", t("{name} has nothing to continue.", name=c.name))
    left = state.turn.budget.get("action", 0) if state.turn else 0
    if left < 1:
        raise Reject("NO_ACTIONS_LEFT", t("{name} has no actions left.", name=c.name))
    spec = SPECS[ext["type"]]
    pay = min(ext["cost"] - ext["paid"], left)
    done = ext["paid"] + pay >= ext["cost"]
    args = dict(ext["args"])
    if done:
        spec.check(rs, tx, c, args, "turn")  # the world may have changed: abandon it if it cannot finish
    rs.spend(tx, c.id, f"{spec.name} (continued)", {"action": pay})
    if not done:
        tx.emit("CombatantDataChanged", cid=c.id, changes={"extended": {**ext, "paid": ext["paid"] + pay}})
        tx.emit(
            "teams.ExtendedContinued", cid=c.id, action=spec.name, cost=ext["cost"], paid=ext["paid"] + pay
        )
        return
    tx.emit("CombatantDataChanged", cid=c.id, changes={"extended": None})
    tx.emit("teams.ExtendedCompleted", cid=c.id, action=spec.name, cost=ext["cost"])
    spec.effect(rs, tx, c, args, "turn")


def abandon_extended(rs: Teams, tx: Tx, cmd: Command) -> None:
    c = _acting(rs, tx, cmd)
    ext = c.rs.get("extended")
    if not ext:
        raise Reject("NO_EXTENDED_ACTION", t("{name} has nothing to abandon.", name=c.name))
    tx.emit("CombatantDataChanged", cid=c.id, changes={"extended": None})
    tx.emit("teams.ExtendedAbandoned", cid=c.id, action=ext["name"], paid=ext["paid"], cost=ext["cost"])


def _killing_cost(tx: Tx, c: Combatant, args: dict[str, Any]) -> int:
    return int(tx.state.options["killing_strike_cost"])  # A10: the activity action, 3 by default


# Command type -> what the action is.
SPECS: dict[str, Spec] = {
    "teams.attack": Spec("attack", attacks.check, attacks.perform, delegable=True),
    "teams.brandish": Spec("brandish", simple.check_brandish, simple.brandish, delegable=True),
    "teams.command": Spec("command", check_command, command),
    "teams.interact": Spec("interact", simple.check_interact, simple.interact, delegable=True),
    "teams.guard": Spec("guard", simple.nothing_to_check, simple.guard, ends_turn=True),
    "move": Spec("move", movement.check_move, movement.move, delegable=True),
    "teams.ready": Spec("ready", check_ready, ready, ends_turn=True),
    "teams.resuscitate": Spec(
        "resuscitate", simple.check_resuscitate, simple.resuscitate, cost=lambda tx, c, a: 2
    ),
    "teams.seek_cover": Spec("seek_cover", simple.check_seek_cover, simple.seek_cover, delegable=True),
    "teams.short_task": Spec(
        "short_task", simple.check_short_task, simple.short_task, cost=lambda tx, c, a: 3
    ),
    "teams.sprint": Spec("sprint", movement.check_sprint, movement.sprint),
    "teams.stand_up": Spec("stand_up", simple.check_stand_up, simple.stand_up, delegable=True),
    "teams.wait": Spec("wait", simple.nothing_to_check, simple.wait, ends_turn=True),
    "teams.reload": Spec("reload", simple.check_reload, simple.reload, cost=simple.reload_cost),
    "teams.killing_strike": Spec(
        "killing_strike", attacks.check_killing, attacks.perform_killing, cost=_killing_cost
    ),
    "teams.drop_item": Spec("drop_item", simple.check_drop_item, simple.drop_item, free=True),
    "teams.drop_prone": Spec("drop_prone", simple.check_drop_prone, simple.drop_prone, free=True),
    "teams.step": Spec("step", movement.check_step, movement.step, free=True),
}
TYPES = {spec.name: kind for kind, spec in SPECS.items()}
