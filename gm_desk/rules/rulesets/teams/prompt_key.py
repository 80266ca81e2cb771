"""The Alternating Teams prompt's kind, actor, side and choices without its words (`Ruleset.prompt_key`):
the branches of `table.prompt`, each giving only what the simulation's tactic reads at every step."""

from __future__ import annotations

from gm_desk.rules.prompts import PromptKey
from gm_desk.rules.rulesets.teams import reactions, turns
from gm_desk.rules.state import EncounterState


def prompt_key(state: EncounterState) -> PromptKey:
    if state.outcome is not None:
        return PromptKey("ended")
    if not state.started:
        return PromptKey("setup")
    pending = state.rs.get("pending")
    if pending and pending["kind"] == "defend":
        defender = state.get(pending["defender"])
        choices: tuple[str, ...] = ("none",)
        if reactions.may_react(defender, free=bool(pending.get("free"))):
            choices += ("parry", "block") if pending.get("dodged") else ("dodge", "parry", "block")
        return PromptKey("decide", defender.id, None, choices)
    if pending and pending["kind"] == "stay_conscious":
        return PromptKey("decide", state.get(pending["cid"]).id, None, ("fortify", "fall"))
    if state.turn is not None:
        c = state.get(state.turn.actor)
        return PromptKey("act", c.id, c.side)
    team, members = turns.picking_with_members(state)
    if team is not None:
        return PromptKey("choose_actor", None, team, members)
    return PromptKey("round_end")

