"""The Marching Order prompt's kind, actor, side and choices without its words (`Ruleset.prompt_key`):
the branches of `table.prompt`, each giving only what the simulation's tactic reads at every step (not
the actions left to everyone acting, which the prompt's data holds)."""

from __future__ import annotations

from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.rulesets.marching import schedule, turns
from gm_desk.rules.rulesets.marching.roster import lead
from gm_desk.rules.state import EncounterState


def prompt_key(state: EncounterState) -> PromptKey:
    if state.outcome is not None:
        return PromptKey("ended")
    if state.phase == schedule.SETUP:
        return PromptKey("setup")
    if state.phase == schedule.INITIATIVE:
        return PromptKey("initiative", lead(state), None, (turns.TAKE, turns.CEDE))
    if state.phase in schedule.RUNNING and state.turn is not None:
        return PromptKey("act", schedule.acting(state)[0])
    return PromptKey("setup")
