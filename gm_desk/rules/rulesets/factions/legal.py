"""A sample of the commands the rules accept right now, for the property tests and the UI.

`legal_commands` feeds the property tests and the UI's buttons: every command it lists is accepted.
Attack options are tried through the same planner the attack command uses, so an illegal attack never
shows up.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.factions import aftermath, arms, attacks, holds, reactors, schedule, statuses
from gm_desk.rules.state import ACTIVE, DOWN, SURRENDERED, EncounterState
from gm_desk.rules.system_rules import Wanted, wanted_only
from gm_desk.rules.tx import Reject


def _plans(rs: Any, state: EncounterState, cid: str, args: dict[str, Any], **kw: Any) -> bool:
    try:
        attacks.plan_attack(rs, state, state.get(cid), Command("factions.attack", cid, args), **kw)
    except Reject:
        return False
    return True


def _starts(state: EncounterState) -> list[Command]:
    """The ways to start: each faction as the one that started the fight (it holds the initiative), the
    setup's first, and nobody (unclear: a die decides)."""
    given = state.rs.get("setup_holder")
    order = schedule.setup_order(state)
    if len(order) < 2:
        return []
    named = [Command("start", args={"holder": f}) for f in sorted(order, key=lambda f: f != given)]
    nobody = Command("start", args={"holder": None})
    return [*named, nobody] if given in order else [nobody, *named]


def legal_commands(rs: Any, state: EncounterState, wanted: Wanted = None) -> list[Command]:
    """The phase's commands, then engaging and disengaging foes in the same zone."""
    shared: list[Command] = rs.shared_commands(state, wanted)
    return wanted_only(_phase_commands(rs, state), wanted) + shared


def _phase_commands(rs: Any, state: EncounterState) -> list[Command]:
    if state.outcome is not None:
        return []
    phase = state.phase
    out: list[Command] = []
    if phase == schedule.SETUP:
        # The setup's own start is the first of the starts that name a faction: listed once, not also bare.
        return [*(_starts(state) or [Command("start")]), Command("next")]
    if phase == schedule.CHOOSE_FIRST:
        holder = state.sched["holder"]  # only the initiative holder decides who acts first
        return [
            Command("factions.first", args={"faction": f, "by": holder}) for f in schedule.factions(state)
        ]
    if phase == schedule.FAT:
        return [Command("factions.roll_fat"), Command("next")]
    if phase in schedule.LOOP_PHASES:
        out = _loop(rs, state)
    elif phase == schedule.MORALE:
        pending = sorted(state.sched.get("morale_pending", {}))
        out = [Command("factions.morale_save", args={"cid": cid}) for cid in pending]
        for cid in state.sched.get("morale_fates", ()):
            out += [
                Command("factions.morale_fate", args={"cid": cid, "fate": f})
                for f in ("surrender", "retreat")
            ]
        if pending or not state.sched.get("morale_fates"):
            out.append(Command("next"))
    elif phase == schedule.AFTERMATH:
        for key in aftermath.unchecked(state)[:3]:
            cid, item = key.split(":", 1)
            out.append(Command("factions.durability", args={"cid": cid, "item": item, "damaged": False}))
            out.append(Command("factions.durability", args={"cid": cid, "item": item, "damaged": True}))
        out.append(Command("next"))
    for c in state.combatants.values():
        if c.status == SURRENDERED and c.rs.get("harmed_while_surrendered") and holds.pending(state) is None:
            out.append(Command("factions.resume", args={"cid": c.id}))
    return out


def _loop(rs: Any, state: EncounterState) -> list[Command]:
    out: list[Command] = []
    record = state.rs.get("attack")
    if record and record["stage"] == "stunt":
        t = record["targets"][0]
        return [
            Command("factions.stunt_reply", t, {"accept": True}),
            Command("factions.stunt_reply", t, {"accept": False}),
        ]
    if record:
        attacker = record["attacker"]
        for cid, kinds in reactors.reactions(state, record).items():
            for kind in kinds:
                if kind == "counter":
                    if _plans(rs, state, cid, {}, target=attacker, reaction=True):
                        out.append(Command("factions.react", cid, {"kind": "counter"}))
                elif kind == "hide":
                    shelter = reactors.shelters(state, state.get(cid), state.get(attacker))
                    out.append(Command("factions.react", cid, {"kind": "hide", "behind": shelter[0]}))
                else:
                    out.append(Command("factions.react", cid, {"kind": kind}))
        out.append(Command("factions.no_reaction"))
        return out
    move = state.rs.get("move")
    if move:
        for cid in holds.remaining_reactors(state):
            if _plans(rs, state, cid, {}, target=move["cid"], reaction=True):
                out.append(Command("factions.opportunity", cid, {}))
        out.append(Command("factions.no_reaction"))
        return out
    if state.turn is None:
        current = state.sched.get("current")
        for c in schedule.eligible_in(state, current):
            out.append(Command("factions.take_turn", c.id))
        if out:
            out.append(Command("factions.surrender", out[0].actor))
        out.append(Command("factions.pass", args={"faction": current}))
        return out
    return _turn(rs, state)


def _turn(rs: Any, state: EncounterState) -> list[Command]:
    assert state.turn is not None
    c = state.get(state.turn.actor)
    budget = state.turn.budget
    out = [Command("end_turn", c.id), Command("next")]
    if not state.turn.spent:
        out.append(Command("factions.surrender", c.id))
        if state.options.get("chaos_of_combat"):
            out.append(Command("factions.action_lost", c.id))
    if budget.get("move", 0) > 0 and statuses.ENTANGLED not in c.flags and c.zone is not None:
        for z in state.zones.neighbours(c.zone)[:2]:
            out.append(Command("move", c.id, {"to": z}))
    if budget.get("bonus", 0) + budget.get("main", 0) > 0:
        out.append(Command("factions.bonus", c.id, {"what": "speak"}))
    if budget.get("main", 0) > 0:
        out.append(Command("factions.main", c.id, {"what": "interact"}))
        for w in [None, *(w["name"] for w in arms.usable_weapons(c))]:
            for e in state.enemies_of(c.id):
                args: dict[str, Any] = {"target": e.id}
                if w is not None:
                    args["weapon"] = w
                if _plans(rs, state, c.id, args):
                    out.append(Command("factions.attack", c.id, args))
                    if e.status == ACTIVE:
                        out.append(Command("factions.attack", c.id, {**args, "stunt": "gives up"}))
                if e.status == ACTIVE and _plans(rs, state, c.id, {**args, "mode": "grapple"}):
                    out.append(Command("factions.attack", c.id, {**args, "mode": "grapple"}))
                if e.status == DOWN and _plans(rs, state, c.id, {**args, "final_blow": True}):
                    out.append(Command("factions.attack", c.id, {**args, "final_blow": True}))
        out += _blasts(rs, state, c)
        if c.rs.get("holding"):
            held = state.get(c.rs["holding"])
            if held.zone is not None and state.zones.neighbours(held.zone):
                out.append(Command("factions.shove", c.id, {"to": state.zones.neighbours(held.zone)[0]}))
    return out


def _blasts(rs: Any, state: EncounterState, c: Any) -> list[Command]:
    """One blast aimed at each zone the weapon reaches (an indirect weapon reaches only far zones)."""
    out: list[Command] = []
    if c.zone is None:
        return out
    for weapon in arms.usable_weapons(c):
        if not weapon.get("blast"):
            continue
        reach = 0 if weapon.get("kind", "melee") == "melee" else int(weapon.get("range_zones", 0))
        for zone in state.zones.within(c.zone, reach):
            args = {"weapon": weapon["name"], "zone": zone}
            if _plans(rs, state, c.id, args):
                out.append(Command("factions.attack", c.id, args))
    return out
