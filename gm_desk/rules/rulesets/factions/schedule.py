"""Reading Faction Passing's schedule: the phases, a turn's budget, the faction order, who may act.

The factions take their goes in a cyclic order (`factions`); a character may be chosen for a turn in
a phase when `eligible` says so (spec 2.1), one turn a round (`had_turn`).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.rulesets.factions import stats
from gm_desk.rules.rulesets.factions.statuses import CONCEALED
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState

# Phases (state.phase). CHOOSE_FIRST waits for the initiative holder, FAT for the GM's d20.
SETUP = "setup"
CHOOSE_FIRST = "choose_first"
FAT = "fast_threshold"
AMBUSH = "ambush_bonus"
MAIN = "round_main"
FAST = "fast"
SLOW = "slow"
MORALE = "morale"
AFTERMATH = "aftermath"
LOOP_PHASES = (AMBUSH, MAIN, FAST, SLOW)

# A turn: one bonus action, one main action (or a second bonus action), one zone of movement.
TURN_BUDGET = {"bonus": 1, "main": 1, "move": 1}


def factions(state: EncounterState) -> list[str]:
    return list(state.sched.get("factions", ()))


def setup_order(state: EncounterState) -> list[str]:
    """The faction order a start gives: the setup's, then every other side in the setup's order."""
    wanted = [f for f in state.rs.get("setup_factions", ()) if isinstance(f, str)]
    return list(dict.fromkeys(wanted)) + [s for s in state.sides if s not in wanted]


def side_name(state: EncounterState | None, faction: Any) -> str:
    """A faction's name for the GM (its id when the side, or the state, is unknown)."""
    side = state.sides.get(faction) if state is not None and isinstance(faction, str) else None
    return side.name if side is not None else str(faction)


def next_faction(state: EncounterState, faction: str) -> str:
    order = factions(state)
    return order[(order.index(faction) + 1) % len(order)]


def had_turn(state: EncounterState, cid: str) -> bool:
    return cid in state.sched.get("had_turn", ())


def eligible(state: EncounterState, c: Combatant, phase: str | None = None) -> bool:
    """May `c` be chosen for a turn in this phase (spec 2.1)?"""
    phase = phase or state.phase
    if c.status != ACTIVE or had_turn(state, c.id):
        return False
    if phase == FAST and stats.score(c, "wit") < int(state.sched.get("fat") or 0):
        return False
    if phase == AMBUSH:
        if CONCEALED not in c.flags:
            return False
        # A9 alternative: only the faction that launched the ambush uses the bonus turn.
        return not state.options.get("ambush_only_holder") or c.side == state.sched.get("holder")
    return True


def eligible_in(state: EncounterState, faction: str | None) -> list[Combatant]:
    """Who of `faction` may still take a turn (nobody when no faction has the go)."""
    if faction is None:
        return []
    return [c for c in state.on_side(faction) if eligible(state, c)]


def friends(state: EncounterState, a: Combatant, b: Combatant) -> bool:
    if a.side == b.side:
        return True
    side = state.sides.get(a.side)
    other = state.sides.get(b.side)
    return bool((side and b.side in side.allies) or (other and a.side in other.allies))
