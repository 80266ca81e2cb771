"""Marching Order turn flow: round start, who goes first, the order, turns, delays, round end.

Each round: reactions come back (A4); if only one side is seen, visibility settles who goes first
(option `hidden_side`, A1); otherwise the lead takes initiative (the party first) or cedes it (the
monsters first), asked again every round with the previous choice as the default (A2). The order is
built (see `ordering.py`) and run one turn at a time; delayers go to a list run after the order; a
second delay forfeits the turn (A10). The round ends with an end check: a group with nobody able to act
has lost.

Scheduler data (`state.sched`): `order` (the round's order as built), `queue` (still to act in the
current stretch), `delayed`, `delayed_once` (who delayed this round), `acted`, `first` ('party' or
'monsters'), `choice` (the lead's last 'take' or 'cede'), `together` (the pair acting as one step, or
None), `pairs` (pairs that rolled the same on a seize and will act together), `step_log` {cid: [what
each fighter in the current step did]}.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import arrivals, conditions, scene_events
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.marching import ordering
from gm_desk.rules.rulesets.marching import together as joint
from gm_desk.rules.rulesets.marching.geometry import square
from gm_desk.rules.rulesets.marching.roster import (
    MONSTERS,
    PARTY,
    group_of,
    lead,
    members,
    other,
    unseen_group,
)
from gm_desk.rules.rulesets.marching.schedule import (
    DELAYED,
    INITIATIVE,
    RUNNING,
    SETUP,
    TURN_BUDGET,
    TURNS,
    acting,
    pending,
    reaction_budget,
    untouched,
)
from gm_desk.rules.rulesets.marching.surprise import surprise
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx

TAKE, CEDE = "take", "cede"
GM_COMMANDS = ("gm.set_status", "gm.remove_combatant")

FRESH_ROUND: dict[str, Any] = {
    "order": [],
    "queue": [],
    "delayed": [],
    "delayed_once": [],
    "acted": [],
    "together": None,
    "pairs": [],
    "step_log": {},
}


# --- starting -------------------------------------------------------------------------------------


def start(rs: Marching, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.started:
        raise Reject("ALREADY_STARTED", t("The encounter has already started."))
    if state.rs.get("party_side") is None or not members(state, PARTY, (ACTIVE,)):
        raise Reject("EMPTY_SIDE", t("The party has nobody able to fight: add a PC before starting."))
    if not members(state, MONSTERS, (ACTIVE,)):
        raise Reject("EMPTY_SIDE", t("There is nobody to fight: add a monster before starting."))
    tx.emit("EncounterStarted", options=dict(state.options))
    tx.emit("SchedulerChanged", changes={"first": None, "choice": None})
    for c in state.combatants.values():  # everyone starts the fight with its reaction
        if c.status != "removed":
            tx.emit("BudgetSet", actor=c.id, budget=reaction_budget(c), off_turn=True)
    if state.options.get("frantic"):
        tx.emit("RulesetDataChanged", changes={"frantic": True})
    for cid in state.rs.get("surprised", ()):
        surprise(rs, tx, cid)
    begin_round(rs, tx)


def begin_round(rs: Marching, tx: Tx) -> None:
    """Step 2 of the round: reactions back, delays cleared, then visibility or the lead decides."""
    state = tx.state
    rs.start_round(tx, state.round + 1)
    tx.emit("SchedulerChanged", changes=dict(FRESH_ROUND))
    if state.options.get("reaction_refresh") == "round_start":
        for c in state.combatants.values():
            if c.status != "removed" and c.rs.get("budget") != reaction_budget(c):
                tx.emit("BudgetSet", actor=c.id, budget=reaction_budget(c), off_turn=True)
    hidden = unseen_group(state)
    if hidden is not None:
        first = hidden if state.options.get("hidden_side") == "hidden_acts_first" else other(hidden)
        decide_first(rs, tx, first, by=None, choice=None, why=f"the {hidden} cannot be seen")
        return
    previous = state.sched.get("choice")
    if previous is not None and not state.options.get("reask_lead"):
        first = PARTY if previous == TAKE else MONSTERS
        decide_first(rs, tx, first, by=None, choice=previous, why="the first round's choice holds")
        return
    tx.emit("PhaseChanged", phase=INITIATIVE)


def decide_first(rs: Marching, tx: Tx, first: str, *, by: str | None, choice: str | None, why: str) -> None:
    state = tx.state
    order = ordering.build_order(state, first)
    tx.emit(
        "marching.InitiativeDecided",
        round=state.round,
        first_side=first,
        by=by,
        choice=choice,
        why=why,
        order=list(order),
    )
    changes: dict[str, Any] = {"first": first, "order": list(order), "queue": list(order)}
    if choice is not None:
        changes["choice"] = choice
    tx.emit("SchedulerChanged", changes=changes)
    tx.emit("PhaseChanged", phase=TURNS)
    advance(rs, tx)


def take_or_cede(rs: Marching, tx: Tx, cmd: Command, choice: str) -> None:
    state = tx.state
    if state.phase != INITIATIVE:
        raise Reject("NOT_NOW", t("The lead takes or cedes initiative only at the start of a round."))
    leader = lead(state)
    if cmd.actor is not None and cmd.actor != leader:
        who = state.get(leader).name if leader else "nobody"
        raise Reject("NOT_YOUR_DECISION", t("Only the lead ({who}) takes or cedes initiative.", who=who))
    first = PARTY if choice == TAKE else MONSTERS
    words = "takes" if choice == TAKE else "cedes"
    decide_first(rs, tx, first, by=leader, choice=choice, why=f"the lead {words} initiative")


# --- running turns --------------------------------------------------------------------------------


def advance(rs: Marching, tx: Tx) -> None:
    """Start the next turn that can run; skipped fighters still have their conditions advance (A9)."""
    state = tx.state
    while True:
        queue = pending(state)
        if not queue:
            scene_events.order_done(rs, tx)  # scene events placed after the whole order
            if state.sched.get("delayed"):
                tx.emit("SchedulerChanged", changes={"queue": list(state.sched["delayed"]), "delayed": []})
                if state.phase != DELAYED:
                    tx.emit("PhaseChanged", phase=DELAYED)
                continue
            end_round(rs, tx)
            return
        cid, rest = queue[0], queue[1:]
        tx.emit("SchedulerChanged", changes={"queue": rest})
        c = state.get(cid)
        if c.status == "removed":
            continue
        if c.status != ACTIVE:
            tx.emit("TurnSkipped", actor=cid, why=c.substatus or c.status)
            if state.options.get("skipped_turns_tick"):
                conditions.tick(tx, "turn_end", cid)
            tx.emit("SchedulerChanged", changes={"acted": [*state.sched["acted"], cid]})
            continue
        begin_turn(rs, tx, cid)
        return


def begin_turn(rs: Marching, tx: Tx, cid: str) -> None:
    state = tx.state
    tx.emit("SchedulerChanged", changes={"step_log": {cid: []}})
    rs.start_turn(tx, cid, TURN_BUDGET)
    c = state.get(cid)
    if state.options.get("reaction_refresh") == "turn_start" and c.rs.get("budget") != reaction_budget(c):
        tx.emit("BudgetSet", actor=cid, budget=reaction_budget(c), off_turn=True)
    pair = next((p for p in state.sched.get("pairs", ()) if cid in p), None)
    if pair is not None:
        partner = pair[1] if pair[0] == cid else pair[0]
        tx.emit("SchedulerChanged", changes={"pairs": [p for p in state.sched["pairs"] if p is not pair]})
        queue = pending(state)
        if queue and queue[0] == partner and state.get(partner).status == ACTIVE:
            joint.join(rs, tx, cid, partner, {})


def end_step(rs: Marching, tx: Tx) -> None:
    """End the running turn (both turns, when two act together); every condition on them advances."""
    state = tx.state
    spare = bool(state.options.get("spare_own_turn_conditions"))
    ids = acting(state)
    if state.sched.get("together"):
        joint.leave(rs, tx, spare)
    rs.finish_turn(tx, spare_this_turn=spare)
    tx.emit("SchedulerChanged", changes={"acted": [*state.sched["acted"], *ids], "step_log": {}})
    advance(rs, tx)


def end_turn(rs: Marching, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase not in RUNNING or state.turn is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    if cmd.actor is not None and cmd.actor not in acting(state):
        raise Reject("NOT_YOUR_TURN", t("It is {name}'s turn.", name=state.get(state.turn.actor).name))
    end_step(rs, tx)


def delay(rs: Marching, tx: Tx, cmd: Command, reason: str = "delays") -> None:
    """Step aside: initiative passes on, and the delayer acts after the round's order (A10)."""
    state = tx.state
    if state.phase not in RUNNING or state.turn is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    c = state.get(cmd.actor or state.turn.actor)
    if c.id != state.turn.actor or state.sched.get("together"):
        raise Reject(
            "NOT_YOUR_TURN", t("Only the fighter whose turn it is can delay ({name} cannot).", name=c.name)
        )
    if not untouched(state, c.id):
        raise Reject(
            "ALREADY_ACTED", t("{name} has already acted this turn and cannot delay now.", name=c.name)
        )
    if group_of(state, c) == MONSTERS and not state.options.get("monsters_may_delay"):
        raise Reject("MONSTERS_CANNOT_DELAY", t("Under this table's reading only party members delay."))
    again = c.id in state.sched.get("delayed_once", ())
    if again and state.options.get("second_delay") == "forfeits":
        tx.emit("marching.TurnForfeited", actor=c.id, why="delayed a second time")
        end_step(rs, tx)
        return
    tx.emit("marching.Delayed", actor=c.id, reason=reason)
    tx.emit("TurnEnded", actor=c.id, delayed=True)
    tx.emit(
        "SchedulerChanged",
        changes={
            "delayed": [*state.sched["delayed"], c.id],
            "delayed_once": sorted({*state.sched["delayed_once"], c.id}),
            "step_log": {},
        },
    )
    advance(rs, tx)


def end_round(rs: Marching, tx: Tx) -> None:
    state = tx.state
    rs.finish_round(tx)
    over = None
    if not members(state, PARTY, (ACTIVE,)):
        over = ("defeat", "nobody in the party can fight on")
    elif not members(state, MONSTERS, (ACTIVE,)):
        over = ("victory", "no monster can fight on")
    # With reinforcements still to come the fight goes on to the round that brings them.
    if over is not None and not arrivals.still_to_come(tx, *over):
        rs.end(tx, *over)
    else:
        begin_round(rs, tx)


def advance_cmd(rs: Marching, tx: Tx, cmd: Command) -> None:
    """Space bar: start, accept the lead's previous choice, or end the running turn."""
    state = tx.state
    if state.phase == SETUP:
        start(rs, tx, cmd)
    elif state.phase == INITIATIVE:
        previous = state.sched.get("choice")
        if previous is None:
            leader = lead(state)
            if not leader:
                raise Reject("LEAD_MUST_CHOOSE", t("The lead must take or cede initiative."))
            raise Reject("LEAD_MUST_CHOOSE", t("{who} must take or cede initiative.", who=state.get(leader).name))
        take_or_cede(rs, tx, cmd, previous)
    elif state.phase in RUNNING and state.turn is not None:
        end_step(rs, tx)
    else:
        raise Reject("NOT_NOW", t("There is nothing to advance."))


# --- the GM's changes -----------------------------------------------------------------------------


def reorder(rs: Marching, tx: Tx, order: list[str]) -> None:
    state = tx.state
    if state.phase not in RUNNING:
        raise Reject("NOT_NOW", t("The order can be rearranged once the round's order is built."))
    if sorted(order) != sorted(pending(state)):
        raise Reject("BAD_ORDER", t("A new order must list exactly the fighters still to act this stretch."))
    tx.emit("GMOverrideApplied", what="turn order rearranged", reason="")
    tx.emit("SchedulerChanged", changes={"queue": list(order)})


def on_joined(rs: Marching, tx: Tx, cid: str) -> None:
    """A late joiner: a reaction, a square if given, and a place at the end of this round (adopted)."""
    args = tx.command.args
    hold = args.get("hold") is True or tx.state.options.get("late_joiners") == "next_round"
    join(rs, tx, cid, args, hold=hold, may_start=True)


def join(rs: Marching, tx: Tx, cid: str, args: dict[str, Any], *, hold: bool, may_start: bool) -> None:
    """`cid` gets its reaction, the square and distance `args` give, a place in the marching order (a
    PC of the party), and unless `hold`, the last place of this round's order; with `may_start`, the
    next turn starts if none is running."""
    state = tx.state
    c = state.get(cid)
    tx.emit("BudgetSet", actor=cid, budget=reaction_budget(c), off_turn=True)
    changes: dict[str, Any] = {}
    place = square(args.get("position"))
    if place is not None:
        changes["positions"] = {**state.rs.get("positions", {}), cid: place}
    feet = args.get("distance_ft")
    if isinstance(feet, int) and not isinstance(feet, bool) and 0 <= feet <= 100_000:
        changes["distances"] = {**state.rs.get("distances", {}), cid: feet}
    if group_of(state, c) == PARTY and c.is_pc:
        changes["marching_order"] = [*state.rs.get("marching_order", ()), cid]
    if changes:
        tx.emit("RulesetDataChanged", changes=changes)
    if state.phase in RUNNING and not hold:
        tx.emit("SchedulerChanged", changes={"queue": [*pending(state), cid]})
        if state.turn is None and may_start:
            advance(rs, tx)


def on_left(rs: Marching, tx: Tx, cid: str) -> None:
    """A GM took someone out: if it was acting, its step ends and the next one starts."""
    state = tx.state
    if tx.command.type not in GM_COMMANDS or state.phase not in RUNNING:
        return
    if state.turn is not None and cid in acting(state):
        end_step(rs, tx)
    elif state.turn is None and state.outcome is None:
        # The engine already ended the removed fighter's turn: close a joint step, then go on.
        together = state.sched.get("together")
        if together:
            joint.leave(rs, tx, bool(state.options.get("spare_own_turn_conditions")))
            done = [cid for cid in together["ids"] if cid not in state.sched["acted"]]
            tx.emit("SchedulerChanged", changes={"acted": [*state.sched["acted"], *done], "step_log": {}})
        advance(rs, tx)
