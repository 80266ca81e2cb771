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
    team, members = _picking(state)
    if team is not None:
        return PromptKey("choose_actor", None, team, members)
    return PromptKey("round_end")


def _picking(state: EncounterState) -> tuple[str | None, tuple[str, ...]]:
    """The team that must pick now (`turns.picking_team`, the fight running) and its members who may be
    picked (`turns.eligible_members`), reading whether each combatant may be picked once: the two
    read it for every member of every team, a fifth of the tactic's work at each pick."""
    if state.phase not in (turns.SURPRISE, turns.ROUND):
        return None, ()
    ready: dict[str, list[str]] = {}  # by team, in the encounter's order (an eligible one is active)
    for c in state.combatants.values():
        if turns.eligible(state, c):
            ready.setdefault(c.side, []).append(c.id)
    teams = turns.order(state)
    able = [team for team in teams if team in ready]
    if not able or set(able) <= set(state.sched.get("passed", ())):
        return None, ()
    start: int = state.sched.get("next_team_idx", 0)
    for k in range(len(teams)):
        team = teams[(start + k) % len(teams)]
        if team in able:
            return team, tuple(ready[team])
    return None, ()
