"""The Threat & Retaliation prompt's kind, actor, side and choices without its words (`Ruleset.prompt_key`):
the branches of `table.prompt` (and of a recorded aftermath), each giving only what the simulation's
tactic reads at every step. Building the prompt's sentence (the turn's actions left, each engaged
creature's Threat in words) was an eighth of a simulated fight."""

from __future__ import annotations

from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.rulesets.glowlands import turns
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.state import EncounterState


def prompt_key(state: EncounterState) -> PromptKey:
    outcome = state.outcome
    if outcome is not None:
        return PromptKey("ended")  # the picks asked for, or recorded (`aftermath.recorded_prompt`)
    phase = state.phase
    if phase == turns.SETUP:
        return PromptKey("setup")
    if phase == turns.INITIATIVE:
        init = state.sched.get("init", {})
        return PromptKey("initiative", choices=tuple(p.id for p in state.pcs() if p.id not in init))
    if phase == turns.READY:
        return PromptKey("round_start")
    pending = state.rs.get("pending", [])
    if pending:
        return PromptKey("decide", choices=tuple(p["id"] for p in pending))
    if phase == turns.PC_TURNS and state.turn is not None:
        actor = state.get(state.turn.actor)
        if actor.substatus == BLEEDING_OUT:
            return PromptKey("act", actor.id, None, ("glowlands.bleed_out",))
        return PromptKey("act", actor.id)
    if phase == turns.SWEEP:
        owed = turns.pending_sweep(state)
        return PromptKey("decide", choices=tuple(owed)) if owed else PromptKey("round_end")
    return PromptKey("setup")

