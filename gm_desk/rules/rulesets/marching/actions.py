"""The action economy: one primary action, one move and one reaction a round, and frantic combat.

A turn's primary and move are the turn's budget; the reaction sits in the fighter's off-turn budget so
it can be spent on its own turn or anyone else's (a seize attempt costs it too). Every slot used this
step is noted in `sched["step_log"]` so joint steps can hold fighters to act-first or move-first.

Frantic combat's six-second timers run in the interface; what reaches the rules is a command: the GM's
`marching.time_out` for the action a player was too slow to announce or execute. That action is lost;
a fighter who loses both its primary and its move takes the default action, Consider Options, and its
step ends. In slow play the same command is the GM deciding a fighter has dawdled: it delays (A10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.marching import together, turns
from gm_desk.rules.rulesets.marching.schedule import RUNNING, acting
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.tx import Tx

SLOTS = ("primary", "move", "reaction")
TURN_SLOTS = ("primary", "move")
STAGES = ("announce", "execute")


def slot_arg(rs: Marching, cmd: Command) -> str:
    slot: str = rs.arg(cmd, "slot")
    if slot not in SLOTS:
        raise Reject("BAD_ARGUMENT", t("The slot is primary, move or reaction."))
    return slot


def left(state: EncounterState, cid: str, slot: str) -> int:
    """How many uses of a slot a fighter has left now."""
    if slot != "reaction" and state.turn is not None and state.turn.actor == cid:
        return state.turn.budget.get(slot, 0)
    budget: dict[str, int] = state.get(cid).rs.get("budget", {})
    return budget.get(slot, 0)


def spend_slot(rs: Marching, tx: Tx, cid: str, slot: str, what: str, *, lost: bool = False) -> None:
    """Use one of a fighter's slots; a turn slot only while it is acting, a reaction any time."""
    state = tx.state
    c = state.get(cid)
    if c.status != "active":
        raise Reject("CANNOT_ACT", t("{name} cannot act.", name=c.name))
    if slot in TURN_SLOTS:
        if cid not in acting(state):
            raise Reject(
                "NOT_YOUR_TURN",
                t("{name} can use a {slot} action only on its own turn.", name=c.name, slot=slot),
            )
        together.check_sequence(state, cid, slot)
    if left(state, cid, slot) < 1:
        code = "NO_REACTION_LEFT" if slot == "reaction" else "MOVE_USED"
        raise Reject(code, t("{name} has no {slot} action left.", name=c.name, slot=slot))
    own = state.turn is not None and state.turn.actor == cid and slot != "reaction"
    tx.emit("BudgetSpent", actor=cid, action=what, costs={slot: 1}, off_turn=not own)
    log = state.sched.get("step_log", {})
    if cid in log:
        entry = {"slot": slot, "what": what, "lost": lost}
        tx.emit("SchedulerChanged", changes={"step_log": {**log, cid: [*log[cid], entry]}})


def act(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.act` {slot, what}: use a slot for something this chapter leaves to other rules."""
    state = tx.state
    cid = cmd.actor or (state.turn.actor if state.turn else None)
    if cid is None:
        raise Reject("NO_TURN", t("Nobody's turn is running: name who acts."))
    what = rs.arg(cmd, "what", str, "")
    if len(what) > 200:
        raise Reject("BAD_ARGUMENT", t("Describe the action in at most 200 characters."))
    slot = slot_arg(rs, cmd)
    spend_slot(rs, tx, cid, slot, what.strip() or slot)


def skip(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.skip` {slot}: pass on a slot (a fighter may skip any or all of its actions)."""
    state = tx.state
    cid = cmd.actor or (state.turn.actor if state.turn else None)
    if cid is None or cid not in acting(state):
        raise Reject("NOT_YOUR_TURN", t("Only a fighter who is acting can skip an action."))
    slot = slot_arg(rs, cmd)
    if slot == "reaction":
        raise Reject("BAD_ARGUMENT", t("A reaction is simply not used; there is nothing to skip."))
    spend_slot(rs, tx, cid, slot, f"skips the {slot} action")


def move(rs: Marching, tx: Tx, cmd: Command) -> None:
    """The generic zone move, held to the act-first choice of a joint step and noted in the step log."""
    state = tx.state
    cid = cmd.actor or (state.turn.actor if state.turn else None)
    if cid is not None and cid in acting(state):
        together.check_sequence(state, cid, "move")
    rs._move(tx, cmd)
    log = state.sched.get("step_log", {})
    if cid in log:
        entry = {"slot": "move", "what": "move", "lost": False}
        tx.emit("SchedulerChanged", changes={"step_log": {**log, cid: [*log[cid], entry]}})


# --- frantic combat -------------------------------------------------------------------------------


def set_frantic(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.frantic` {on}: the GM switches frantic combat on or off."""
    on = rs.arg(cmd, "on", bool)
    if bool(tx.state.rs.get("frantic")) == on:
        raise Reject("NO_CHANGE", t(N_("Frantic combat is already on.") if on else N_("Frantic combat is already off.")))
    tx.emit("RulesetDataChanged", changes={"frantic": on})
    tx.emit("marching.FranticSwitched", on=on, seconds=tx.state.options.get("frantic_seconds", 6))


def time_out(rs: Marching, tx: Tx, cmd: Command) -> None:
    """`marching.time_out` {slot, stage}: a player ran out of time (frantic) or dawdled (slow play)."""
    state = tx.state
    if state.phase not in RUNNING or state.turn is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    if not state.rs.get("frantic"):
        turns.delay(rs, tx, cmd, reason="too slow")
        return
    cid = cmd.actor or state.turn.actor
    if cid not in acting(state):
        raise Reject("NOT_YOUR_TURN", t("{name} is not acting now.", name=state.get(cid).name))
    slot = slot_arg(rs, cmd)
    stage = rs.arg(cmd, "stage", str, "announce")
    if stage not in STAGES:
        raise Reject("BAD_ARGUMENT", t("A time-out happens while announcing or while executing."))
    spend_slot(rs, tx, cid, slot, f"loses the {slot} action (too slow to {stage})", lost=True)
    tx.emit("marching.ActionLost", actor=cid, slot=slot, stage=stage)
    log = state.sched["step_log"].get(cid, [])
    lost = {e["slot"] for e in log if e["lost"]}
    if set(TURN_SLOTS) <= lost and all(e["lost"] for e in log):
        tx.emit("marching.ConsiderOptions", actor=cid)
    if all(all(left(state, who, s) == 0 for s in TURN_SLOTS) for who in acting(state)):
        turns.end_step(rs, tx)
