"""Reading Marching Order's schedule: the phases, a turn's budget, who is acting and who is still to act.

Plain readers of `state.sched` and `state.turn`, below the turn flow (`turns.py`) and the joint steps
(`together.py`), which both use them; they change nothing.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.rulesets.marching.roster import reactions_per_round
from gm_desk.rules.state import EncounterState

SETUP, INITIATIVE, TURNS, DELAYED = "setup", "initiative", "turns", "delayed_turns"
RUNNING = (TURNS, DELAYED)
TURN_BUDGET = {"primary": 1, "move": 1}


def acting(state: EncounterState) -> list[str]:
    """Who is acting now: the turn's holder, and its partner when two act together."""
    if state.turn is None:
        return []
    together = state.sched.get("together")
    if together:
        return list(together["ids"])
    return [state.turn.actor]


def pending(state: EncounterState) -> list[str]:
    """Combatants still to act in the current stretch of the round (the order, then the delayed list)."""
    return list(state.sched.get("queue", ()))


def untouched(state: EncounterState, cid: str) -> bool:
    """The turn holder has done nothing yet this turn (so it can still delay, seize or be overtaken)."""
    return state.turn is not None and state.turn.actor == cid and not state.sched.get("step_log", {}).get(cid)


def reaction_budget(c: Any) -> dict[str, int]:
    return {"reaction": reactions_per_round(c)}
