"""The helpers every combat system uses while it decides a command, as plain functions.

Read an argument of the right type, look up a combatant still in the fight, require the actor to hold
the turn, spend from a turn's budget, find the way of a move between zones, pick a free id, and let a
hidden actor step out of hiding; and `bind`, which makes a system's command handlers of its plain
functions. Each
refuses with the shared codes of `gm_desk.rules.refusals`. (`Ruleset` keeps them as static methods
too, `rs.arg(...)`, for the systems written that way.)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from gm_desk.rules.events import Command
from gm_desk.rules.i18n import t, tn
from gm_desk.rules.state import Combatant, EncounterState
from gm_desk.rules.tx import Reject, Tx

if TYPE_CHECKING:
    from gm_desk.rules.system_rules import Handler

R = TypeVar("R")


def bind(rs: R, table: Mapping[str, Callable[[R, Tx, Command], None]]) -> dict[str, Handler]:
    """A system's command handlers, by command type, from plain functions that take the ruleset first
    (`turns.start(rs, tx, cmd)`): each is handed `rs`, so no system writes a forwarding lambda per
    command."""
    return {kind: functools.partial(fn, rs) for kind, fn in table.items()}


def arg(cmd: Command, name: str, kind: type | tuple[type, ...] = str, default: Any = ...) -> Any:
    value = cmd.args.get(name, default)
    if value is ...:
        raise Reject("MISSING_ARGUMENT", t("'{type}' needs '{name}'.", type=cmd.type, name=name))
    if (value is not None and not isinstance(value, kind)) or (kind is int and isinstance(value, bool)):
        raise Reject("BAD_ARGUMENT", t("'{name}' has the wrong type for '{type}'.", name=name, type=cmd.type))
    return value


def combatant(tx: Tx, cid: Any) -> Combatant:
    """The combatant `cid` names, still in the encounter; else a refusal naming the problem."""
    return combatant_in(tx.state, cid)


def combatant_in(state: EncounterState, cid: Any) -> Combatant:
    """`combatant`, for a question asked of a state outside a command (a plan read before it runs)."""
    if not isinstance(cid, str) or cid not in state.combatants:
        raise Reject("UNKNOWN_COMBATANT", t("There is no combatant '{cid}'.", cid=cid))
    c = state.combatants[cid]
    if c.status == "removed":
        raise Reject("UNKNOWN_COMBATANT", t("{name} has left the encounter.", name=c.name))
    return c


def require_turn(tx: Tx, cmd: Command) -> Combatant:
    """The command's actor must hold the current turn."""
    turn = tx.state.turn
    if turn is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    if cmd.actor is None:
        return tx.state.get(turn.actor)
    if cmd.actor != turn.actor:
        raise Reject("NOT_YOUR_TURN", t("It is {name}'s turn.", name=tx.state.get(turn.actor).name))
    return tx.state.get(cmd.actor)


def spend(
    tx: Tx,
    cid: str,
    action: str,
    costs: dict[str, int],
    *,
    off_turn: bool = False,
    code: str = "NO_ACTIONS_LEFT",
) -> None:
    """Spend budget counters, refusing with `code` when any would drop below zero."""
    turn = tx.state.turn
    own = turn is not None and turn.actor == cid and not off_turn
    budget = turn.budget if own and turn else tx.state.get(cid).rs.get("budget", {})
    for counter, amount in costs.items():
        if budget.get(counter, 0) < amount:
            name = tx.state.get(cid).name
            raise Reject(
                code,
                t(
                    "{name} has no {replace} left for {action}.",
                    name=name,
                    replace=counter.replace("_", " "),
                    action=action,
                ),
            )
    tx.emit("BudgetSpent", actor=cid, action=action, costs=dict(costs), off_turn=not own)


def zone_path(tx: Tx, c: Combatant, to: Any, allowance: Callable[[list[str]], int]) -> list[str]:
    """The zones `c` crosses to reach the zone `to` (their ids in order, its own first), refused in the words
    every system shares: no such zone, the zone it stands in, no way there, or more zones than
    `allowance(path)` lets it cross."""
    state = tx.state
    if to not in state.zones.zones:
        raise Reject("UNKNOWN_ZONE", t("There is no zone '{to}'.", to=to))
    if c.zone is None or to == c.zone:
        raise Reject("ALREADY_THERE", t("{name} is already there.", name=c.name))
    path = state.zones.path(c.zone, to)
    if not path:
        raise Reject("NO_PATH", t("No way leads from {zone} to {to}.", zone=c.zone, to=to))
    most = allowance(path)
    if len(path) - 1 > most:
        raise Reject(
            "TOO_FAR",
            tn(
                "{name} can move {allowance} zone here; {to} is {value} away.",
                "{name} can move {allowance} zones here; {to} is {value} away.",
                most,
                name=c.name,
                allowance=most,
                to=to,
                value=len(path) - 1,
            ),
        )
    return path


def free_id(state: EncounterState, prefix: str) -> str:
    """`prefix` and the first number from the state's counter up that no combatant uses yet.

    The prep screen names combatants c1, c2... too, so the counter alone can collide with them; the
    search reads only the state, so a replay picks the same id."""
    n = state.next_id
    while f"{prefix}{n}" in state.combatants:
        n += 1
    return f"{prefix}{n}"


def reveal_acting(tx: Tx, cid: str) -> None:
    """A hidden combatant who acts (its turn starts, or it is a command's actor) steps out of hiding."""
    c = tx.state.combatants.get(cid)
    if c is not None and c.hidden:
        tx.emit("Revealed", cid=cid, why="acts")
