"""The Faction Passing prompt's kind, actor, side and choices without its words (`Ruleset.prompt_key`):
the branches of `table.prompt`, each giving only what the simulation's tactic reads at every step."""

from __future__ import annotations

from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.rulesets.factions import aftermath, holds, reactors, schedule
from gm_desk.rules.state import EncounterState


def prompt_key(state: EncounterState) -> PromptKey:
    if state.outcome is not None:
        return PromptKey("ended")
    phase = state.phase
    sched = state.sched
    if phase == schedule.SETUP:
        return PromptKey("setup")
    if phase == schedule.CHOOSE_FIRST:
        return PromptKey("choose_first", None, sched.get("holder"), tuple(schedule.factions(state)))
    if phase == schedule.FAT:
        return PromptKey("decide")
    if phase in schedule.LOOP_PHASES:
        return _loop_key(state)
    if phase == schedule.MORALE:
        due = sorted(sched.get("morale_pending", {}))
        if due:
            return PromptKey("decide", None, None, tuple(due))
        fates = tuple(sched.get("morale_fates", ()))
        if fates:
            return PromptKey("decide", None, None, fates)
        return PromptKey("round_end")
    if phase == schedule.AFTERMATH:
        return PromptKey("decide", None, None, tuple(aftermath.unchecked(state)))
    return PromptKey("setup")


def _loop_key(state: EncounterState) -> PromptKey:
    record = state.rs.get("attack")
    if record and record["stage"] == "stunt":
        return PromptKey("decide", record["targets"][0], None, ("yes", "no"))
    if record:
        return PromptKey("decide", None, None, tuple(reactors.reactions(state, record)))
    if state.rs.get("move"):
        return PromptKey("decide", None, None, tuple(holds.remaining_reactors(state)))
    if state.turn is not None:
        return PromptKey("act", state.get(state.turn.actor).id)
    current = state.sched.get("current")
    return PromptKey("choose_actor", None, current, tuple(c.id for c in schedule.eligible_in(state, current)))
