"""Checks: a combatant's stat block before the fight, and the promises the state must keep during it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.teams import stats, turns
from gm_desk.rules.state import ACTIVE, DEAD, REMOVED, Combatant, EncounterState

if TYPE_CHECKING:
    pass


def _whole(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def check_combatant(c: Combatant) -> list[str]:
    """What would stop the rules from reading this stat block; the bestiary schema checks the rest."""
    s = c.stats
    out: list[str] = []
    if not _whole(s.get("health_max", 1), 1, 999):
        out.append(t("health_max must be a whole number from 1 to 999"))
    for key, lo, hi in (
        ("evasion", 0, 50),
        ("endurance_max", 0, 999),
        ("constitution", 0, 999),
        ("speed_m", 0, 1000),
        ("stamina_max", 0, 999),
        ("focus_max", 0, 999),
        ("size", 1, 8),
        ("reactions_per_round", 0, 5),
        ("death_dc", 1, 100),
        ("luck_mod", -10, 10),
    ):
        if key in s and not _whole(s[key], lo, hi):
            out.append(t("{key} must be a whole number from {lo} to {hi}", key=key, lo=lo, hi=hi))
    for group in ("attributes", "skills"):
        table = s.get(group, {})
        if not isinstance(table, dict) or any(v not in stats.DICE for v in table.values()):
            out.append(t("{group} must map names to one of {dice}", group=group, dice=", ".join(stats.DICE)))
    profs = s.get("proficiencies", {})
    if not isinstance(profs, dict) or any(not _whole(v, 0, 5) for v in profs.values()):
        out.append(t("proficiencies must map names to whole numbers from 0 to 5"))
    defl = s.get("deflection", {})
    if not isinstance(defl, dict) or any(
        not _whole(defl.get(k, 0), 0, 50) for k in ("physical", "elemental")
    ):
        out.append(t("deflection needs physical and elemental values from 0 to 50"))
    names = [w.get("name") for w in s.get("weapons") or () if isinstance(w, dict)]
    if len(names) != len(set(names)):
        out.append(t("two weapons share a name"))
    for w in s.get("weapons") or ():
        if not isinstance(w, dict) or not isinstance(w.get("name"), str):
            out.append(t("every weapon needs a name"))
            continue
        if not _whole(w.get("damage", 0), 0, 99) or not _whole(w.get("crit_damage", 0), 0, 99):
            out.append(t("{name}: damage and crit_damage must be whole numbers from 0 to 99", name=w["name"]))
        if not _whole(w.get("crit_threshold", 20), 1, 30) or not _whole(w.get("reload_cost", 0), 0, 3):
            out.append(t("{name}: crit_threshold is 1 to 30 and reload_cost 0 to 3", name=w["name"]))
    for i in s.get("items") or ():
        if not isinstance(i, dict) or not isinstance(i.get("name"), str):
            out.append(t("every item needs a name"))
    return out


def invariants(state: EncounterState) -> list[str]:
    """Broken promises of Alternating Teams in `state` (the base's own are checked beside these)."""
    problems: list[str] = []
    sched = state.sched
    acted = list(sched.get("acted", ()))
    if len(acted) != len(set(acted)):
        problems.append("someone was picked twice in one round")
    team_order = list(sched.get("team_order", ()))
    if len(team_order) != len(set(team_order)):
        problems.append("a team appears twice in the team order")
    if state.started:
        for c in state.combatants.values():
            if c.status != REMOVED and c.side not in team_order:
                problems.append(f"{c.name}'s team is missing from the team order")
            if c.rs.get("budget", {}).get("reaction", 0) < 0:
                problems.append(f"{c.name}'s reactions went below zero")
            for name, value in c.rs.get("durability", {}).items():
                if value < 0:
                    problems.append(f"{c.name}'s {name} has negative durability")
            ext = c.rs.get("extended")
            if ext and not 0 < ext["paid"] < ext["cost"]:
                problems.append(f"{c.name}'s extended action is paid {ext['paid']}/{ext['cost']}")
            if c.status == DEAD and c.substatus is not None:
                problems.append(f"{c.name} is dead and {c.substatus}")
    if state.phase == turns.SURPRISE and state.round != 0:
        problems.append("the surprise round is not round 0")
    if state.phase == turns.ROUND and state.round < 1:
        problems.append("a normal round numbered below 1")
    turn = state.turn
    if turn is not None:
        actor = state.get(turn.actor)
        if state.outcome is not None:
            problems.append("a turn runs after the end")
        if turn.actor not in acted:
            problems.append(f"{actor.name} acts without having been picked")
        if actor.side != sched.get("turn_team"):
            problems.append(f"{actor.name} acts for a team that did not pick")
        if actor.status != ACTIVE and not state.rs.get("pending"):
            problems.append(f"{actor.name} holds the turn while {actor.status}")
        surprised = actor.side != sched.get("surprise") and not stats.cannot_be_surprised(actor)
        if state.phase == turns.SURPRISE and surprised:
            problems.append(f"{actor.name} acts in the surprise round although surprised")
        if (
            state.options["auto_end_turn"]
            and turn.budget.get("action", 0) <= 0
            and not state.rs.get("pending")
        ):
            problems.append(f"{actor.name}'s turn stays open with no actions left")
    pending = state.rs.get("pending")
    if pending:
        who = pending.get("defender") or pending.get("cid")
        if who not in state.combatants:
            problems.append("a pending decision names nobody")
        if state.outcome is not None:
            problems.append("a decision is pending after the end")
    elif state.started and state.outcome is None and turn is None and turns.picking_team(state) is None:
        problems.append("between turns with no team able to pick, yet the round did not end")
    return problems
