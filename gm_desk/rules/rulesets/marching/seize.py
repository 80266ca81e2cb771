"""Seizing initiative: two fighters about to act at nearly the same moment race with AGL checks.

Each contender spends its reaction on a d20 AGL check (roll-under by default, A3; impaired fighters
check at AGL - 1). One success beats one failure; otherwise the better die wins (lowest when rolling
under); equal dice mean the two act together, unless exactly one succeeded. A lone attempt (the other
has no reaction or declines) wins on a success; on a failure the order stands (A7). The loser acts right
after the winner (adopted) or the two swap places (option `seize_loser`).

Dice purposes: `seize:<id>` for each contender's d20.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.marching import schedule, together, turns
from gm_desk.rules.rulesets.marching.actions import left
from gm_desk.rules.rulesets.marching.roster import agl, is_impaired
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx

X, Y, SIMULTANEOUS, ORDER_STANDS = "x", "y", "simultaneous", "order_stands"


def agl_success(die: int, agl_eff: int, mode: str) -> bool:
    """An AGL check: d20 at or under AGL (roll_under), or at or over 21 - AGL (roll_over)."""
    return die <= agl_eff if mode == "roll_under" else die >= 21 - agl_eff


def effective_agl(c: Any) -> int:
    return agl(c) - (1 if is_impaired(c) else 0)


def seize_outcome(x_die: int, x_ok: bool, y_die: int, y_ok: bool, mode: str = "roll_under") -> str:
    """Who acts first between X and Y: 'x', 'y' or 'simultaneous'."""
    if x_ok and not y_ok:
        return X
    if y_ok and not x_ok:
        return Y
    if x_die == y_die:
        return SIMULTANEOUS
    better_low = mode == "roll_under"
    return X if (x_die < y_die) == better_low else Y


def position(state: Any, cid: str) -> int | None:
    """Where a fighter stands in what is left of this stretch: 0 for an untouched turn holder."""
    if schedule.untouched(state, cid) and not state.sched.get("together"):
        return 0
    queue = schedule.pending(state)
    return queue.index(cid) + 1 if cid in queue else None


def seize(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.seize` {x, y, y_declines?}: x tries to act before y (y may contest)."""
    state = tx.state
    if state.phase not in schedule.RUNNING or state.turn is None:
        raise Reject("NOT_NOW", t("Initiative is seized while a round's turns are running."))
    x = rs.combatant(tx, rs.arg(cmd, "x"))
    y = rs.combatant(tx, rs.arg(cmd, "y"))
    if x.id == y.id:
        raise Reject("BAD_ARGUMENT", t("A fighter cannot seize initiative from itself."))
    for c in (x, y):
        if c.status != ACTIVE:
            raise Reject("CANNOT_ACT", t("{name} cannot act.", name=c.name))
        if position(state, c.id) is None:
            raise Reject(
                "NOT_PENDING", t("{name} is not about to act: it has acted or is not up yet.", name=c.name)
            )
    if left(state, x.id, "reaction") < 1:
        raise Reject(
            "NO_REACTION_LEFT", t("{name} has no reaction left to seize initiative with.", name=x.name)
        )
    contested = left(state, y.id, "reaction") >= 1 and cmd.args.get("y_declines") is not True
    mode = state.options.get("agl_check", "roll_under")
    rolls: dict[str, Any] = {}
    for c in (x, y) if contested else (x,):
        die = tx.roll("1d20", f"seize:{c.id}", c.id).total
        eff = effective_agl(c)
        rolls[c.id] = {"die": die, "agl": agl(c), "agl_eff": eff, "ok": agl_success(die, eff, mode)}
        tx.emit("BudgetSpent", actor=c.id, action="seize initiative", costs={"reaction": 1}, off_turn=True)
    rx = rolls[x.id]
    if contested:
        ry = rolls[y.id]
        result = seize_outcome(rx["die"], rx["ok"], ry["die"], ry["ok"], mode)
    elif rx["ok"]:
        result = X
    elif state.options.get("lone_seize_failure") == "other_first":
        result = Y
    else:
        result = ORDER_STANDS
    first = {X: x.id, Y: y.id}.get(result)
    tx.emit(
        "marching.InitiativeSeized",
        x=x.id,
        y=y.id,
        contested=contested,
        rolls=rolls,
        result=result,
        first=first,
    )
    if result == ORDER_STANDS:
        return
    if result == SIMULTANEOUS:
        pair_up(rs, tx, x.id, y.id)
        return
    winner, loser = (x.id, y.id) if result == X else (y.id, x.id)
    place(rs, tx, winner, loser)


def arrangement(state: Any) -> list[str]:
    """This stretch of the round with an untouched turn holder in front."""
    holder = [state.turn.actor] if state.turn and schedule.untouched(state, state.turn.actor) else []
    return holder + schedule.pending(state)


def place(rs: Marching, tx: Tx, winner: str, loser: str) -> None:
    """Put the winner before the loser and, if that changes who acts now, hand the turn over."""
    state = tx.state
    line = arrangement(state)
    i, j = sorted((line.index(winner), line.index(loser)))
    if state.options.get("seize_loser") == "swap_places":
        line[i], line[j] = winner, loser
    else:
        line = [cid for cid in line if cid not in (winner, loser)]
        line[i:i] = [winner, loser]
    hand_over(rs, tx, line)


def pair_up(rs: Marching, tx: Tx, a: str, b: str) -> None:
    """Equal dice: the two act together at the earlier of their places."""
    state = tx.state
    line = arrangement(state)
    i = min(line.index(a), line.index(b))
    line = [cid for cid in line if cid not in (a, b)]
    line[i:i] = [a, b]
    holder = state.turn.actor if state.turn else None
    if holder in (a, b):
        partner = b if holder == a else a
        tx.emit("SchedulerChanged", changes={"queue": [cid for cid in line if cid != holder]})
        together.join(rs, tx, holder, partner, {})
        return
    tx.emit("SchedulerChanged", changes={"pairs": [*state.sched.get("pairs", ()), [a, b]]})
    hand_over(rs, tx, line)


def hand_over(rs: Marching, tx: Tx, line: list[str]) -> None:
    """Set the rest of the stretch; if the turn holder is no longer first, its turn is withdrawn unused."""
    state = tx.state
    holder = state.turn.actor if state.turn and schedule.untouched(state, state.turn.actor) else None
    if holder is not None and line[0] != holder:
        tx.emit("TurnEnded", actor=holder, withdrawn=True)
        tx.emit("SchedulerChanged", changes={"queue": line, "step_log": {}})
        turns.advance(rs, tx)
        return
    rest = line[1:] if holder is not None else line
    tx.emit("SchedulerChanged", changes={"queue": rest})
