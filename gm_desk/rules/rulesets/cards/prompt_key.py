"""The Initiative Cards prompt's kind, actor, side and choices without its words (`Ruleset.prompt_key`):
the branches of `table.prompt`, each giving only what the simulation's tactic reads at every step
(writing the turn's sentence, its card and budget, was a tenth of a simulated fight)."""

from __future__ import annotations

from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.rulesets.cards.schedule import ACTING, DRAW, ROUND_END, ROUND_START, SETUP
from gm_desk.rules.rulesets.cards.turns import missing
from gm_desk.rules.state import EncounterState


def prompt_key(state: EncounterState) -> PromptKey:
    if state.outcome is not None:
        return PromptKey("ended")
    phase = state.phase
    if phase == SETUP:
        return PromptKey("setup")
    if phase == DRAW:
        return PromptKey("initiative", choices=tuple(missing(state)))
    if phase == ROUND_START:
        return PromptKey("round_start")
    if phase == ACTING and state.turn is not None:
        actor = state.get(state.turn.actor)
        return PromptKey("act", actor.id, actor.side)
    if phase == ROUND_END:
        return PromptKey("round_end")
    return PromptKey("setup")
