"""Checks: a combatant's stat block before the fight, and the promises the state must keep during it."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.marching import schedule
from gm_desk.rules.rulesets.marching.roster import reactions_per_round
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState


def check_combatant(c: Combatant) -> list[str]:
    """What the rules refuse in a combatant's stats before it fights."""
    problems = []
    s = c.stats
    checks = (("agl", 1, 20), ("move_ft", 0, 480), ("reactions_per_round", 0, 5))
    for key, lo, hi in checks:
        value = s.get(key, s.get(key.upper(), lo))
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            problems.append(t("{key} must be a whole number from {lo} to {hi}", key=key, lo=lo, hi=hi))
    if isinstance(s.get("move_ft"), int) and s["move_ft"] % 5:
        problems.append(t("move_ft must be a multiple of 5"))
    return problems


def invariants(state: EncounterState) -> list[str]:
    """Broken promises of Marching Order in `state` (the base's own are checked beside these)."""
    problems: list[str] = []
    sched = state.sched
    if state.phase in schedule.RUNNING and state.outcome is None:
        if state.turn is None:
            problems.append("a round is running but nobody holds the turn")
        elif state.get(state.turn.actor).status != ACTIVE:
            problems.append("a fighter who cannot act holds the turn")
    acted = sched.get("acted", [])
    if len(acted) != len(set(acted)):
        problems.append("a fighter had two turns in one round")
    queue = sched.get("queue", [])
    if len(queue) != len(set(queue)):
        problems.append("a fighter is twice in the order")
    busy = set(schedule.acting(state)) | set(acted)
    if busy & set(queue):
        problems.append("a fighter who acted or is acting is still in the order")
    together_now = sched.get("together")
    if together_now and (state.turn is None or together_now["ids"][0] != state.turn.actor):
        problems.append("a joint step without its turn")
    for c in state.combatants.values():
        budget = c.rs.get("budget", {})
        if any(v < 0 for v in budget.values()):
            problems.append(f"{c.name} spent more than it had")
        if budget.get("reaction", 0) > reactions_per_round(c):
            problems.append(f"{c.name} holds more reactions than a round gives")
    if state.turn is not None and state.turn.budget.get("primary", 0) > 1:
        problems.append("more than one primary action in a turn")
    return problems
