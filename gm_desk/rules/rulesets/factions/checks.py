"""Checks: a combatant's stat block before the fight, and the promises the state must keep during it."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.factions import holds, schedule, stats
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState


def check_combatant(c: Combatant) -> list[str]:
    """What the rules refuse in a combatant's stats (scores, health, armour, weapons) before it fights."""
    problems = []
    s = c.stats
    for key in ("str", "agi", "wit"):
        value = s.get(key)
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 20
        ):
            problems.append(t("{key} must be a whole number from 1 to 20", key=key.upper()))
    value = s.get("health_max", 1)
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        problems.append(t("health_max must be a whole number of at least 1"))
    value = s.get("armour", 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        problems.append(t("armour cannot be negative"))
    for w in s.get("weapons", ()):
        if not isinstance(w, dict) or not w.get("name"):
            problems.append(t("every weapon needs a name"))
        elif str(w.get("damage_die", "d4")) not in ("d4", "d6", "d8", "d10", "d12"):
            problems.append(t("{name}: the damage die is d4, d6, d8, d10 or d12", name=w["name"]))
        elif w.get("improvised") and (w.get("kind", "melee") != "melee" or w.get("blast")):
            problems.append(
                t("{name}: an improvised weapon works as a simple hand or great weapon (melee)", name=w["name"])
            )
    return problems


def invariants(state: EncounterState) -> list[str]:
    """Broken promises of Faction Passing in `state` (the base's own are checked beside these)."""
    problems = []
    sched = state.sched
    had = sched.get("had_turn", [])
    if len(had) != len(set(had)):
        problems.append("someone is counted twice as having acted")
    order = schedule.factions(state)
    if state.started and len(order) != len(set(order)):
        problems.append("a faction appears twice in the cycle")
    turn = state.turn
    if turn is not None:
        actor = state.combatants.get(turn.actor)
        if actor is not None:
            if actor.status != ACTIVE:
                problems.append(f"{actor.name} holds a turn while {actor.status}")
            if turn.actor not in had:
                problems.append(f"{actor.name} holds a turn without it counting as their turn")
            if actor.side != sched.get("current"):
                problems.append("a character acts outside its faction's go")
        if state.phase not in schedule.LOOP_PHASES:
            problems.append("a turn runs outside the phase loop")
    if state.phase in schedule.LOOP_PHASES:
        if sched.get("passes", 0) >= len(order):
            problems.append("every faction passed but the phase goes on")
        if (
            turn is None
            and holds.pending(state) is None
            and not schedule.eligible_in(state, sched.get("current"))
        ):
            problems.append("the go rests with a faction that has nobody to act")
    if state.phase == schedule.FAST:
        for cid in sched.get("phase_turns", ()):
            if stats.score(state.get(cid), "wit") < int(sched.get("fat") or 0):
                problems.append(f"{state.get(cid).name} acted in the fast phase below the threshold")
    for c in state.combatants.values():
        held = c.rs.get("holding")
        if held and state.get(held).rs.get("grabbed_by") != c.id:
            problems.append(f"{c.name}'s hold on {held} is one-sided")
    record = state.rs.get("attack")
    if record and state.get(record["attacker"]).status != ACTIVE:
        problems.append("an attack waits for reactions while its attacker is out")
    if state.phase != schedule.MORALE and (sched.get("morale_pending") or sched.get("morale_fates")):
        problems.append("morale business left open outside the morale phase")
    return problems
