"""Threat & Retaliation (Into the Glowlands, chapter 000): PCs roll, creatures answer with Retaliation.

The ruleset is split by idea: `turns.py` (initiative, rounds, the Retaliation sweep) and the resolution
modules beside it. This class wires them to the engine and holds the options: every reading the spec
adopts for an unclear rule is an option with that reading as its default.
"""

from __future__ import annotations

from typing import Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.ruleset import Handler, Option, OrderEntry, Prompt, Ruleset
from gm_desk.rules.rulesets.glowlands import turns
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState

OPTIONS: dict[str, Option] = {
    "reroll_each_round": Option(
        False, "A1: Skill Mastery is rolled once per encounter; on: re-rolled every round."
    ),
    "late_joiner_acts_now": Option(
        False, "A late PC placed before the current actor waits a round; on: acts this round."
    ),
    "auto_end_turn": Option(
        False, "A PC's turn ends when the GM says; on: it ends once both actions are spent."
    ),
}


class Glowlands(Ruleset):
    id = "glowlands"
    name = "Threat & Retaliation"
    version = "1"
    condition_hook = "round_end"
    options: ClassVar[dict[str, Option]] = dict(OPTIONS)
    reducers: ClassVar[dict] = {}
    move_costs: ClassVar[dict[str, int]] = {"action": 1}

    def handlers(self) -> dict[str, Handler]:
        return {
            "start": lambda tx, cmd: turns.start(self, tx, cmd),
            "next": lambda tx, cmd: turns.advance(self, tx, cmd),
            "end_turn": lambda tx, cmd: turns.end_turn(self, tx, cmd),
            "glowlands.initiative": lambda tx, cmd: turns.initiative(self, tx, cmd),
            "glowlands.resolve_tie": lambda tx, cmd: turns.resolve_tie(self, tx, cmd),
        }

    # --- combatants -------------------------------------------------------------------------------

    def initial_resources(self, c: Combatant) -> dict[str, int]:
        return {"strain": int(c.stats.get("strain", 0))}

    def check_combatant(self, c: Combatant) -> list[str]:
        problems = []
        s = c.stats
        if c.is_pc:
            if int(s.get("max_strain", 1)) < 1:
                problems.append("max_strain must be at least 1")
        else:
            for key in ("ranged_threat", "melee_threat"):
                value = s.get(key)
                if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 30:
                    problems.append(f"{key} must be a whole number from 1 to 30")
        if int(s.get("armour", 0)) < 0:
            problems.append("armour cannot be negative")
        return problems

    # --- turn order hooks -------------------------------------------------------------------------

    def on_left(self, tx: Any, cid: str) -> None:
        turns.on_left(self, tx, cid)

    def on_joined(self, tx: Any, cid: str) -> None:
        turns.on_joined(self, tx, cid)

    def reorder(self, tx: Any, order: list[str]) -> None:
        turns.reorder(self, tx, order)

    def aftermath(self, state: EncounterState, result: str) -> dict[str, Any]:
        benefits, drawbacks = {"victory": (2, 1), "defeat": (1, 2), "stalemate": (1, 1)}.get(result, (0, 0))
        return {"benefits": benefits, "drawbacks": drawbacks}

    # --- what the table does next -----------------------------------------------------------------

    def prompt(self, state: EncounterState) -> Prompt:
        phase = state.phase
        if state.outcome is not None:
            o = state.outcome
            return Prompt(
                "ended",
                f"The fight is over: {o['result']}. The group picks {o.get('benefits', 0)} "
                f"benefit(s) and {o.get('drawbacks', 0)} drawback(s).",
            )
        if phase == turns.SETUP:
            return Prompt("setup", "Place everyone, then start the encounter.")
        if phase == turns.INITIATIVE:
            missing = tuple(p.id for p in state.pcs() if p.id not in state.sched.get("init", {}))
            return Prompt("initiative", "Each PC rolls Skill Mastery.", choices=missing)
        if phase == turns.READY:
            ties = state.sched.get("ties", [])
            text = "Initiative is set. Start round 1."
            if ties:
                names = "; ".join(" = ".join(state.get(c).name for c in group) for group in ties)
                text = (
                    f"Tied: {names}. The players agree an order (entry order until then). Then start round 1."
                )
            return Prompt("round_start", text, data={"ties": ties})
        if phase == turns.PC_TURNS and state.turn is not None:
            actor = state.get(state.turn.actor)
            if actor.substatus == turns.BLEEDING_OUT:
                return Prompt(
                    "act", f"{actor.name} is bleeding out: roll Defiant + Lucky against 10.", actor=actor.id
                )
            return Prompt("act", f"{actor.name}'s turn.", actor=actor.id)
        if phase == turns.SWEEP:
            owed = turns.pending_sweep(state)
            if owed:
                names = ", ".join(state.get(c).name for c in owed)
                return Prompt("decide", f"End of round: {names} still retaliate.", choices=tuple(owed))
            return Prompt("round_end", f"Round {state.round} is over. Next round.")
        return Prompt("setup", "")

    def order(self, state: EncounterState) -> list[OrderEntry]:
        init = state.sched.get("init", {})
        done = set(state.sched.get("done", ()))
        current = state.turn.actor if state.turn else None
        rows = []
        for cid in state.sched.get("order", ()):
            c = state.combatants.get(cid)
            if c is None or c.status == "removed":
                continue
            rows.append(
                OrderEntry(cid, str(init.get(cid, "")), cid == current, cid in done and cid != current)
            )
        return rows

    def legal_commands(self, state: EncounterState) -> list[Command]:
        out: list[Command] = []
        phase = state.phase
        if state.outcome is not None:
            return out
        if phase == turns.SETUP:
            out.append(Command("start"))
        elif phase in (turns.INITIATIVE, turns.READY):
            for p in state.pcs():
                if p.id not in state.sched.get("init", {}):
                    out.append(Command("glowlands.initiative", args={"cid": p.id}))
            if phase == turns.READY:
                out.append(Command("next"))
        elif phase == turns.PC_TURNS and state.turn is not None:
            actor = state.get(state.turn.actor)
            if actor.substatus != turns.BLEEDING_OUT:
                out.append(Command("end_turn", actor.id))
                out.append(Command("next"))
                if state.turn.budget.get("action", 0) > 0 and not actor.engaged:
                    for z in state.zones.neighbours(actor.zone) if actor.zone else ():
                        out.append(Command("move", actor.id, {"to": z}))
        elif phase == turns.SWEEP and not turns.pending_sweep(state):
            out.append(Command("next"))
        return out

    def invariants(self, state: EncounterState) -> list[str]:
        problems = super().invariants(state)
        if state.turn is not None:
            actor = state.get(state.turn.actor)
            if not actor.is_pc:
                problems.append("a creature holds a turn")
            if state.turn.spent.count("aspect_roll") > 1:
                problems.append("two Aspect rolls in one turn")
        done = state.sched.get("done", [])
        if len(done) != len(set(done)):
            problems.append("a PC acted twice in one round")
        for npc in state.npcs():
            limit = int(npc.stats.get("retaliation_limit", 1))
            if npc.rs.get("retaliations_used", 0) > limit:
                problems.append(f"{npc.name} retaliated more than {limit} time(s) in a round")
        return problems

    def describe(self, event: Event, state: EncounterState | None = None) -> str:
        if event.type == "RollMade" and event.data.get("purpose") == "initiative" and state is not None:
            return f"{state.combatants[event.data['actor']].name} rolls Skill Mastery: {event.data['total']}."
        return super().describe(event, state)


__all__ = ["ACTIVE", "Glowlands"]
