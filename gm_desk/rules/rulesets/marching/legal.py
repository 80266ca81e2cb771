"""A sample of the commands the rules accept right now, for the property tests and the UI."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.marching import actions, schedule, seize, together
from gm_desk.rules.rulesets.marching.roster import MONSTERS, group_of, lead
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.system_rules import Wanted, wanted_only

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.marching import Marching


def legal_commands(rs: Marching, state: EncounterState, wanted: Wanted = None) -> list[Command]:
    """A varied sample of the commands the rules accept now, then the ones every system shares."""
    return wanted_only(_phase_commands(state), wanted) + rs.shared_commands(state, wanted)


def _phase_commands(state: EncounterState) -> list[Command]:
    out: list[Command] = []
    if state.outcome is not None:
        return out
    if state.phase == schedule.SETUP:
        return [Command("start"), Command("next")]
    if state.phase == schedule.INITIATIVE:
        leader = lead(state)
        out += [Command("marching.take", leader), Command("marching.cede", leader)]
        if state.sched.get("choice"):
            out.append(Command("next"))
        return out
    if state.phase not in schedule.RUNNING or state.turn is None:
        return out
    holder = state.get(state.turn.actor)
    ids = schedule.acting(state)
    out += [Command("next"), Command("end_turn", holder.id)]
    queue = schedule.pending(state)
    nxt = state.combatants.get(queue[0]) if queue else None
    if schedule.untouched(state, holder.id) and not state.sched.get("together"):
        if group_of(state, holder) != MONSTERS or state.options.get("monsters_may_delay"):
            out.append(Command("marching.delay", holder.id))
        if nxt is not None and nxt.status == ACTIVE:
            out.append(Command("marching.act_together", holder.id, {"with": nxt.id}))
            if actions.left(state, holder.id, "reaction") > 0:
                out.append(Command("marching.seize", args={"x": holder.id, "y": nxt.id}))
                out.append(Command("marching.seize", args={"x": holder.id, "y": nxt.id, "y_declines": True}))
    contest = nxt is not None and nxt.status == ACTIVE and actions.left(state, nxt.id, "reaction") > 0
    if nxt is not None and contest and seize.position(state, holder.id) == 0:
        out.append(Command("marching.seize", args={"x": nxt.id, "y": holder.id}))
    for cid in ids:
        c = state.get(cid)
        if c.status != ACTIVE:
            continue
        out += _slot_commands(state, c)
    if len(queue) > 1:
        out.append(Command("gm.reorder", args={"order": list(reversed(queue))}))
    out.append(Command("marching.frantic", args={"on": not state.rs.get("frantic")}))
    out.append(Command("marching.agl_check", args={"cid": holder.id}))
    return out


def _slot_commands(state: EncounterState, c: Combatant) -> list[Command]:
    out: list[Command] = []
    frantic = bool(state.rs.get("frantic"))
    for slot in actions.SLOTS:
        if actions.left(state, c.id, slot) < 1:
            continue
        try:
            together.check_sequence(state, c.id, slot)
        except Exception:  # a Reject: this slot must wait for the other one
            continue
        out.append(Command("marching.act", c.id, {"slot": slot, "what": f"uses the {slot}"}))
        if frantic:
            out.append(Command("marching.time_out", c.id, {"slot": slot, "stage": "execute"}))
        if slot == "primary":
            out.append(Command("marching.skip", c.id, {"slot": slot}))
            foes = [f for f in state.enemies_of(c.id) if f.status == ACTIVE]
            if foes:
                out.append(Command("marching.attack", c.id, {"target": foes[0].id}))
        if slot == "move":
            out.append(Command("marching.skip", c.id, {"slot": slot}))
            if c.id in state.rs.get("positions", {}):
                out.append(Command("marching.grid_move", args={"moves": {c.id: {"dir": "east", "ft": 5}}}))
    return out
