"""Threat & Retaliation turn order: PCs by Skill Mastery, highest first; then the Retaliation sweep.

Only PCs take turns. Each rolls Skill Mastery once per encounter (option: every round); ties keep entry
order until the players agree one. A round runs every PC that can act, bleeding-out PCs get a turn that
holds only their roll, and then every active creature that has not retaliated this round takes one
Retaliation in the sweep. The round ends when the sweep is done.

Scheduler data (`state.sched`): `init` {pc: value}, `order` [pc...], `ties` [[pc...]...] still open,
`done` [pc...] that had their turn this round, `swept` [npc...] whose end-of-round Retaliation was
resolved or skipped.

A PC flagged `skip_round_1` (surprised; the chapter has no surprise rule, the GM sets it) is skipped in
round 1. A PC knocked out during their own turn loses the rest of it once the command that dropped
them is decided (`settle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import arrivals, scene_events
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import shared_strain
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.state import ACTIVE, DOWN, EncounterState
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

TURN_BUDGET = {"action": 2, "aspect_roll": 1}
REACTION_BUDGET = {"reaction": 1}

SETUP, INITIATIVE, READY, PC_TURNS, SWEEP = "setup", "initiative", "ready", "pc_turns", "retaliation_sweep"
FRESH_COUNTERS = {"retaliations_used": 0, "retaliated": 0, "uses": {}}
SURPRISED = "skip_round_1"


def takes_turns(c: Combatant) -> bool:
    """PCs who get a turn: active ones, and bleeding-out ones (their turn is the roll)."""
    return c.is_pc and (c.status == ACTIVE or (c.status == DOWN and c.substatus == BLEEDING_OUT))


def order_from(init: dict[str, int], entry: list[str]) -> tuple[list[str], list[list[str]]]:
    """Highest first; equal values keep entry order and are reported as ties for the players to settle."""
    order = sorted(init, key=lambda cid: (-init[cid], entry.index(cid)))
    ties: dict[int, list[str]] = {}
    for cid in order:
        ties.setdefault(init[cid], []).append(cid)
    return order, [group for group in ties.values() if len(group) > 1]


def next_actor(state: EncounterState) -> str | None:
    done = set(state.sched.get("done", ()))
    order: list[str] = state.sched.get("order", [])
    for cid in order:
        c = state.combatants.get(cid)
        if c is not None and cid not in done and takes_turns(c):
            return cid
    return None


def pending_sweep(state: EncounterState) -> list[str]:
    """Creatures still owed their end-of-round Retaliation: active, and silent all round."""
    skipped = set(state.sched.get("swept", ()))
    return [
        c.id
        for c in state.npcs()
        if c.status == ACTIVE and c.rs.get("retaliated", 0) == 0 and c.id not in skipped
    ]


def active_holder(state: EncounterState) -> str | None:
    """The PC holding the turn if they are standing (captured before a command that may drop them)."""
    if state.turn is None or state.phase != PC_TURNS:
        return None
    return state.turn.actor if state.get(state.turn.actor).status == ACTIVE else None


def settle(rs: Glowlands, tx: Tx, holder: str | None) -> None:
    """After a command: a turn holder it dropped loses the rest of the turn; with `auto_end_turn`, a
    holder with no action left ends it."""
    state = tx.state
    if holder is None or state.turn is None or state.turn.actor != holder or state.outcome is not None:
        return
    c = state.get(holder)
    spent_all = state.turn.budget.get("action", 0) <= 0 and opt(state, "auto_end_turn")
    if c.status != ACTIVE or spent_all:
        rs.finish_turn(tx)
        advance_to_next_pc(rs, tx)


def reset_counters(tx: Tx, *, whole_round: bool) -> None:
    """Refill Retaliation limits: all counters at a round's start, only the limit at a turn's (A9)."""
    for npc in tx.state.npcs():
        if whole_round:
            if any(npc.rs.get(k, v) != v for k, v in FRESH_COUNTERS.items()):
                tx.emit("CombatantDataChanged", cid=npc.id, changes=dict(FRESH_COUNTERS))
        elif npc.rs.get("retaliations_used", 0):
            tx.emit("CombatantDataChanged", cid=npc.id, changes={"retaliations_used": 0, "uses": {}})


# --- commands -------------------------------------------------------------------------------------


def start(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.started:
        raise Reject("ALREADY_STARTED", t("The encounter has already started."))
    if not state.pcs():
        raise Reject("NO_PCS", t("Add at least one PC before starting a Threat & Retaliation fight."))
    tx.emit("EncounterStarted", options=dict(state.options))
    tx.emit("SchedulerChanged", changes={"init": {}, "order": [], "ties": [], "done": [], "swept": []})
    for npc in state.npcs():
        tx.emit("CombatantDataChanged", cid=npc.id, changes=dict(FRESH_COUNTERS))
    shared_strain.open_all(tx)
    for pc in state.pcs():
        if pc.status == ACTIVE:  # everyone standing may react before their first turn
            tx.emit("BudgetSet", actor=pc.id, budget=dict(REACTION_BUDGET), off_turn=True)
    tx.emit("PhaseChanged", phase=INITIATIVE)


def initiative(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """A PC's Skill Mastery roll: typed in (dice 'initiative') or rolled as 1d20 + Skill Mastery."""
    state = tx.state
    if state.phase not in (INITIATIVE, READY) and cmd.args.get("late") is not True:
        raise Reject("NOT_NOW", t("Initiative is rolled before the first round (or for a late joiner)."))
    pc = rs.combatant(tx, rs.arg(cmd, "cid"))
    if not pc.is_pc:
        raise Reject(
            "NPC_NO_INITIATIVE", t("{name} is a creature: creatures never roll initiative.", name=pc.name)
        )
    if pc.id in state.sched.get("init", {}) and state.phase != INITIATIVE:
        raise Reject("ALREADY_ROLLED", t("{name} has already rolled initiative.", name=pc.name))
    mastery = int(pc.stats.get("skill_mastery", 0))
    roll = tx.roll(f"1d20{mastery:+d}", "initiative", pc.id)
    init = {**state.sched.get("init", {}), pc.id: roll.total}
    entry = [c.id for c in state.pcs()]
    order, ties = order_from(init, entry)
    changes: dict[str, Any] = {"init": init, "order": order, "ties": ties}
    if state.phase == PC_TURNS and pc.id not in state.sched.get("done", ()):
        # A late joiner placed before the PC who is acting waits for the next round (option aside).
        current = state.turn.actor if state.turn else None
        joins_now = state.options.get("late_joiner_acts_now", False)
        if current and order.index(pc.id) < order.index(current) and not joins_now:
            changes["done"] = [*state.sched.get("done", ()), pc.id]
    tx.emit("SchedulerChanged", changes=changes)
    if state.phase == INITIATIVE and all(p.id in init for p in state.pcs()):
        tx.emit("PhaseChanged", phase=READY)


def resolve_tie(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """The tied players agreed an order among themselves."""
    state = tx.state
    agreed = rs.arg(cmd, "order", list)
    group = next((g for g in state.sched.get("ties", ()) if sorted(g) == sorted(agreed)), None)
    if group is None:
        raise Reject("NOT_A_TIE", t("Those PCs are not tied on initiative."))
    rest = [cid for cid in state.sched["order"] if cid not in agreed]
    first = state.sched["order"].index(group[0])
    order = rest[:first] + list(agreed) + rest[first:]
    ties = [g for g in state.sched["ties"] if g is not group]
    tx.emit("SchedulerChanged", changes={"order": order, "ties": ties})


def reorder(rs: Glowlands, tx: Tx, order: list[str]) -> None:
    state = tx.state
    current = list(state.sched.get("order", ()))
    if sorted(order) != sorted(current):
        raise Reject("BAD_ORDER", t("A new order must list exactly the PCs already in the order."))
    tx.emit("GMOverrideApplied", what="turn order rearranged", reason="")
    tx.emit("SchedulerChanged", changes={"order": list(order), "ties": []})


def begin_round(rs: Glowlands, tx: Tx) -> None:
    state = tx.state
    over = ("victory", "no creature is left standing")
    if not any(n.status == ACTIVE for n in state.npcs()) and not arrivals.still_to_come(tx, *over):
        rs.end(tx, *over)
        return
    rs.start_round(tx, state.round + 1)
    tx.emit("SchedulerChanged", changes={"done": [], "swept": []})
    reset_counters(tx, whole_round=True)
    tx.emit("PhaseChanged", phase=PC_TURNS)
    advance_to_next_pc(rs, tx)


def advance_to_next_pc(rs: Glowlands, tx: Tx) -> None:
    state = tx.state
    while True:
        cid = next_actor(state)
        if cid is None:
            over = ("defeat", "no PC can act")
            if not any(takes_turns(p) for p in state.pcs()) and not arrivals.still_to_come(tx, *over):
                rs.end(tx, *over)
                return
            scene_events.order_done(rs, tx)  # scene events placed after every PC, before the sweep
            tx.emit("PhaseChanged", phase=SWEEP)
            return
        tx.emit("SchedulerChanged", changes={"done": [*state.sched.get("done", ()), cid]})
        if state.round == 1 and SURPRISED in state.get(cid).flags:
            tx.emit("TurnSkipped", actor=cid, why="surprised")
            continue
        break
    c = state.get(cid)
    if c.rs.get("prepared") and opt(state, "prepared_expiry") == "next_turn":
        # A12: a prepared action lasts until the start of the PC's next turn.
        tx.emit("CombatantDataChanged", cid=cid, changes={"prepared": None}, why="prepared action expired")
    if opt(state, "retaliation_reset") == "turn":
        reset_counters(tx, whole_round=False)
    rs.start_turn(tx, cid, TURN_BUDGET)
    # The reaction refreshes at the start of the PC's own turn; someone bleeding out cannot react.
    reaction = REACTION_BUDGET if c.status == ACTIVE else {"reaction": 0}
    tx.emit("BudgetSet", actor=cid, budget=dict(reaction), off_turn=True)


def end_turn(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase != PC_TURNS or state.turn is None:
        raise Reject("NO_TURN", t("No PC's turn is running."))
    if cmd.actor is not None and cmd.actor != state.turn.actor:
        raise Reject("NOT_YOUR_TURN", t("It is {name}'s turn.", name=state.get(state.turn.actor).name))
    actor = state.get(state.turn.actor)
    if actor.substatus == BLEEDING_OUT and "bleed_out_roll" not in state.turn.spent:
        raise Reject(
            "MUST_ROLL_BLEED_OUT",
            t("{name} is bleeding out and must roll Defiant + Lucky first.", name=actor.name),
        )
    rs.finish_turn(tx)
    advance_to_next_pc(rs, tx)


def finish_round(rs: Glowlands, tx: Tx) -> None:
    state = tx.state
    rs.finish_round(tx)
    npcs_left = any(n.status == ACTIVE for n in state.npcs())
    pcs_left = any(p.status == ACTIVE for p in state.pcs())
    over = None
    if not npcs_left:
        over = ("victory", "no creature is left standing")
    elif not pcs_left:
        over = ("defeat", "no PC is left standing")
    # With reinforcements still to come the fight goes on to the round that brings them.
    if over is not None and not arrivals.still_to_come(tx, *over):
        rs.end(tx, *over)
    elif state.options.get("reroll_each_round"):
        tx.emit("SchedulerChanged", changes={"init": {}, "order": [], "ties": [], "done": []})
        tx.emit("PhaseChanged", phase=INITIATIVE)
    else:
        begin_round(rs, tx)


def advance(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """Space bar: whatever comes next where nobody has a choice to make."""
    state = tx.state
    phase = state.phase
    if phase == SETUP:
        start(rs, tx, cmd)
    elif phase == INITIATIVE:
        missing = [p.name for p in state.pcs() if p.id not in state.sched.get("init", {})]
        raise Reject("INITIATIVE_MISSING", t("Waiting for initiative from {join}.", join=", ".join(missing)))
    elif phase == READY:
        begin_round(rs, tx)
    elif state.rs.get("pending"):
        who = ", ".join(state.get(p["target"]).name for p in state.rs["pending"])
        raise Reject(
            "SETTLE_FIRST", t("Apply or dismiss the Retaliation damage waiting for {who} first.", who=who)
        )
    elif phase == PC_TURNS:
        end_turn(rs, tx, cmd)
    elif phase == SWEEP:
        owed = pending_sweep(state)
        if owed:
            names = ", ".join(state.get(cid).name for cid in owed)
            raise Reject(
                "SETTLE_FIRST",
                t("Resolve or skip the end-of-round Retaliation of {names} first.", names=names),
            )
        finish_round(rs, tx)
    else:
        raise Reject("ENCOUNTER_ENDED", t("This encounter has ended."))


def on_left(rs: Glowlands, tx: Tx, cid: str) -> None:
    """A PC stopped standing or left (a GM command): if it held the turn, the turn passes on. A creature
    removed from a shared pool takes its share of the pool's size with it."""
    state = tx.state
    if state.get(cid).status == "removed":
        shared_strain.resize(tx, state.get(cid).group, rs)
    if state.phase != PC_TURNS or state.outcome is not None:
        return
    if state.turn is not None and state.turn.actor == cid:
        rs.finish_turn(tx)
        advance_to_next_pc(rs, tx)
    elif state.turn is None:  # the holder was removed: its turn already ended, the next one starts
        advance_to_next_pc(rs, tx)


def on_joined(rs: Glowlands, tx: Tx, cid: str) -> None:
    c = tx.state.get(cid)
    if c.is_pc:
        # They roll Skill Mastery with a 'late' initiative command and are placed by value.
        if c.status == ACTIVE:
            tx.emit("BudgetSet", actor=cid, budget=dict(REACTION_BUDGET), off_turn=True)
        return
    tx.emit("CombatantDataChanged", cid=cid, changes=dict(FRESH_COUNTERS))
    shared_strain.resize(tx, c.group, rs)
