"""Acting together: two fighters take their turns as one step.

The turn belongs to the first; the partner's primary and move sit in its off-turn budget beside its
reaction for the length of the step. Each declares whether it acts or moves first, and the choice is
held to: a fighter who moves first cannot use its primary action until its move is used or skipped,
and the other way round. At the end of the step both fighters' conditions advance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.marching.schedule import RUNNING, TURN_BUDGET, pending, reaction_budget, untouched
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx

ACT_FIRST, MOVE_FIRST = "act_first", "move_first"
CHOICES = (ACT_FIRST, MOVE_FIRST)


def join(rs: Marching, tx: Tx, holder: str, partner: str, choices: dict[str, str]) -> None:
    """Make the running turn a joint step of `holder` (the turn's owner) and `partner` (next in line)."""
    state = tx.state
    chosen = {cid: choices.get(cid, ACT_FIRST) for cid in (holder, partner)}
    tx.emit("SchedulerChanged", changes={"queue": [cid for cid in pending(state) if cid != partner]})
    p = state.get(partner)
    reaction = p.rs.get("budget", reaction_budget(p)).get("reaction", 0)
    tx.emit("BudgetSet", actor=partner, budget={"reaction": reaction, **TURN_BUDGET}, off_turn=True)
    tx.emit(
        "SchedulerChanged",
        changes={
            "together": {"ids": [holder, partner], "choices": chosen},
            "step_log": {**state.sched.get("step_log", {}), partner: []},
        },
    )
    tx.emit("marching.ActingTogether", ids=[holder, partner], choices=chosen)


def leave(rs: Marching, tx: Tx, spare: bool) -> None:
    """Close a joint step for the partner: its turn slots go, its conditions advance (the holder's
    advance with the turn itself)."""
    state = tx.state
    together = state.sched["together"]
    holder, partner = together["ids"]
    p = state.get(partner)
    if p.status != "removed":
        tx.emit(
            "BudgetSet",
            actor=partner,
            budget={"reaction": p.rs.get("budget", {}).get("reaction", 0)},
            off_turn=True,
        )
        conditions.tick(tx, "turn_end", partner, spare_this_turn=spare)
    tx.emit("SchedulerChanged", changes={"together": None})
    tx.emit("marching.TogetherEnded", ids=[holder, partner])


def act_together(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.act_together` {with, choices?}: the turn holder and the next fighter act as one step."""
    state = tx.state
    if state.phase not in RUNNING or state.turn is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    holder = state.get(cmd.actor or state.turn.actor)
    if holder.id != state.turn.actor or state.sched.get("together"):
        raise Reject(
            "NOT_YOUR_TURN", t("{name} does not hold a turn of its own right now.", name=holder.name)
        )
    if not untouched(state, holder.id):
        raise Reject("ALREADY_ACTED", t("{name} has already acted this turn.", name=holder.name))
    partner = rs.combatant(tx, rs.arg(cmd, "with"))
    if partner.id not in pending(state):
        raise Reject(
            "NOT_PENDING", t("{name} is not waiting to act in this part of the round.", name=partner.name)
        )
    if partner.status != ACTIVE:
        raise Reject("CANNOT_ACT", t("{name} cannot act.", name=partner.name))
    choices = rs.arg(cmd, "choices", dict, {})
    check_choices(choices, (holder.id, partner.id))
    join(rs, tx, holder.id, partner.id, choices)


def check_choices(choices: dict[str, Any], ids: tuple[str, ...]) -> None:
    for cid, choice in choices.items():
        if cid not in ids:
            raise Reject("BAD_ARGUMENT", t("'{cid}' is not one of the fighters acting together.", cid=cid))
        if choice not in CHOICES:
            raise Reject("BAD_ARGUMENT", t("Each fighter chooses act_first or move_first."))


def choose(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.choose_first` {choice}: a fighter in a joint step declares act_first or move_first."""
    state = tx.state
    together = state.sched.get("together")
    cid = cmd.actor or (state.turn.actor if state.turn else None)
    if not together or cid is None or cid not in together["ids"]:
        raise Reject("NOT_TOGETHER", t("Only fighters acting together choose whether to act or move first."))
    if state.sched.get("step_log", {}).get(cid):
        raise Reject("ALREADY_ACTED", t("{name} has already begun acting.", name=state.get(cid).name))
    choice = rs.arg(cmd, "choice")
    check_choices({cid: choice}, tuple(together["ids"]))
    tx.emit(
        "SchedulerChanged",
        changes={"together": {**together, "choices": {**together["choices"], cid: choice}}},
    )
    tx.emit(
        "marching.ActingTogether", ids=list(together["ids"]), choices={**together["choices"], cid: choice}
    )


def check_sequence(state: Any, cid: str, slot: str) -> None:
    """In a joint step, hold each fighter to its act-first or move-first choice."""
    together = state.sched.get("together")
    if not together or cid not in together["ids"] or slot not in ("primary", "move"):
        return
    choice = together["choices"].get(cid, ACT_FIRST)
    first = "move" if choice == MOVE_FIRST else "primary"
    if slot == first:
        return
    done = {entry["slot"] for entry in state.sched.get("step_log", {}).get(cid, ())}
    if first not in done:
        name = state.get(cid).name
        raise Reject(
            "NEEDS_EARLIER_ACTION",
            t(
                N_("{name} chose to move first: use or skip that first.")
                if first == "move"
                else N_("{name} chose to act first: use or skip that first."),
                name=name,
            ),
        )
