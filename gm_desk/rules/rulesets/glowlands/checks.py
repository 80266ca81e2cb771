"""Checks: a combatant's stat block before the fight, and the promises the state must keep during it."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import attacks, retaliation, shared_strain, strain, turns
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.state import DOWN, Combatant, EncounterState


def check_combatant(c: Combatant) -> list[str]:
    """What the rules refuse in a combatant's stats (a PC's sheet, a creature's Threats and Retaliations)."""
    problems: list[str] = []
    s = c.stats
    top = s.get("max_strain", 1 if c.is_pc else None)
    now = s.get("strain", 0)
    if isinstance(top, bool) or not isinstance(top, int) or top < 1:
        problems.append(t("max_strain must be a whole number of at least 1"))
    elif isinstance(now, bool) or not isinstance(now, int) or not 0 <= now <= top:
        problems.append(t("strain must be a whole number between 0 and max_strain"))
    armour = s.get("armour", 0)
    if isinstance(armour, bool) or not isinstance(armour, int) or armour < 0:
        problems.append(t("armour must be a whole number, 0 or more"))
    if c.is_pc:
        problems += strain.sheet_problems(s) + attacks.sheet_problems(s)
    else:
        for key in ("ranged_threat", "melee_threat"):
            value = s.get(key)
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 30:
                problems.append(t("{key} must be a whole number from 1 to 30", key=key))
        lim = s.get("retaliation_limit", 1)
        if isinstance(lim, bool) or not isinstance(lim, int) or lim < 1:
            problems.append(t("retaliation_limit must be a whole number of at least 1"))
        problems += retaliation.stat_problems(s)
    return problems


def invariants(state: EncounterState) -> list[str]:
    problems: list[str] = []
    if state.turn is not None:
        actor = state.get(state.turn.actor)
        if not actor.is_pc:
            problems.append("a creature holds a turn")
        elif not turns.takes_turns(actor):
            problems.append(f"{actor.name} holds a turn but can neither act nor bleed out")
        budget = state.turn.budget
        if budget.get("action", 0) > turns.TURN_BUDGET["action"]:
            problems.append("more than two actions in a turn")
        if budget.get("aspect_roll", 0) > turns.TURN_BUDGET["aspect_roll"]:
            problems.append("more than one Aspect roll in a turn")
        if actor.substatus == BLEEDING_OUT and set(state.turn.spent) - {"bleed_out_roll"}:
            problems.append(f"{actor.name} did something other than the bleed-out roll while bleeding out")
        if state.phase != turns.PC_TURNS:
            problems.append("a turn runs outside the PC phase")
    done = state.sched.get("done", [])
    if len(done) != len(set(done)):
        problems.append("a PC acted twice in one round")
    for c in state.combatants.values():
        if c.status == "removed":
            continue
        top = int(c.stats.get("max_strain", 1))
        if not 0 <= c.res.get("strain", 0) <= top:
            problems.append(f"{c.name}'s Strain is outside 0..{top}")
        for other in c.engaged:
            if c.id not in state.get(other).engaged:
                problems.append(f"{c.name}'s engagement with {other} is one-sided")
        reaction = c.rs.get("budget", {}).get("reaction", 0)
        if not 0 <= reaction <= 1:
            problems.append(f"{c.name} holds {reaction} reactions")
        if c.substatus == BLEEDING_OUT and c.status != DOWN:
            problems.append(f"{c.name} is bleeding out but not down")
        if c.is_pc:
            if not 0 <= c.res.get("wounds", 0) <= len(strain.wound_ranks(c)):
                problems.append(f"{c.name} has more wound ranks ticked than the sheet holds")
        else:
            cap = retaliation.limit(c)
            if c.rs.get("retaliations_used", 0) > cap:
                problems.append(f"{c.name} retaliated more than {cap} time(s)")
            if c.rs.get("retaliated", 0) < c.rs.get("retaliations_used", 0):
                problems.append(f"{c.name}'s round count of Retaliations is below its limit count")
    for item in state.rs.get("pending", []):
        if item["npc"] not in state.combatants or item["target"] not in state.combatants:
            problems.append("waiting Retaliation damage names someone unknown")
    return problems + shared_strain.problems(state)
