"""The log's words for the events every system shares, and the stat-block differences a GM reads.

A ruleset's `describe` handles its own events and falls back on `describe_generic` for the rest.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules import scene_event_spec, zone_hazard_spec
from gm_desk.rules.events import Event
from gm_desk.rules.state import EncounterState, name_of

QUIET_EVENTS = frozenset({"SchedulerChanged", "RulesetDataChanged", "CombatantDataChanged", "BudgetSet"})

# Field names whose plain words are not just the name with spaces (every other one is: "physical_harm"
# reads "physical harm").
FIELD_WORDS = {
    "hp": "HP",
    "harm_points": "harm",
    "death_dc": "Death DC",
    "health_max": "maximum health",
    "max_strain": "maximum Strain",
    "endurance_max": "maximum endurance",
    "stamina_max": "maximum stamina",
    "focus_max": "maximum focus",
    "speed_m": "speed (m)",
    "move_ft": "move (ft)",
    "aspect_roll": "the Aspect roll",
}


def plain(key: Any) -> str:
    """A field, resource, purpose or status name in a GM's words: never a raw snake_case name.

    A purpose qualified by whom it is for ("retaliation:cat") reads as its first part.
    """
    text = str(key).split(":", 1)[0]
    return FIELD_WORDS.get(text, text.replace("_", " "))


def describe_generic(event: Event, state: EncounterState | None) -> str:
    d = event.data

    def n(key: str) -> str:
        return name_of(state, d.get(key))

    t = event.type
    if t == "EncounterStarted":
        return "The encounter begins."
    if t == "RoundStarted":
        return f"Round {d['round']} begins."
    if t == "RoundEnded":
        return f"Round {d['round']} ends."
    if t == "PhaseChanged":
        return f"Phase: {str(d['phase']).replace('_', ' ').lower()}."
    if t == "TurnStarted":
        return f"{n('actor')}'s turn."
    if t == "TurnEnded":
        return f"{n('actor')} ends the turn."
    if t == "TurnSkipped":
        return f"{n('actor')} is skipped ({plain(d.get('why', 'cannot act'))})."
    if t == "BudgetSpent":
        return f"{n('actor')}: {plain(d['action'])}."
    if t == "RollMade":
        kept = f" [{', '.join(map(str, d['faces']))}]" if d.get("faces") else ""
        who = f"{n('actor')} rolls " if d.get("actor") else "Roll "
        source = f", {plain(d['source'])}" if d.get("source") else ""
        return f"{who}{d['expr']}{kept} = {d['total']} ({plain(d.get('purpose') or 'roll')}{source})."
    if t == "ResourceChanged":
        return f"{n('cid')}: {plain(d['res'])} {d.get('was', '?')} → {d['value']}."
    if t == "StatusChanged":
        extra = f" ({str(d['substatus']).replace('_', ' ').lower()})" if d.get("substatus") else ""
        return f"{n('cid')} is now {plain(d['status'])}{extra}."
    if t == "Moved":
        where = state.zones.zones[d["to"]].name if state and d["to"] in state.zones.zones else d["to"]
        return f"{n('cid')} moves to {where}."
    if t == "Engaged":
        return f"{n('a')} and {n('b')} are engaged."
    if t == "Disengaged":
        return f"{n('a')} and {n('b')} are no longer engaged."
    if t == "Revealed":
        why = "steps out of hiding to act" if d.get("why") == "acts" else "is revealed by the GM"
        return f"{n('cid')} {why}."
    if t == "ConditionAdded":
        cond = d["condition"]
        span = f" for {cond['remaining']} round(s)" if cond.get("remaining") else ""
        return f"{n('cid')} is {plain(cond['name'])}{span}."
    if t == "ConditionTicked":
        return f"{n('cid')}: {plain(d.get('name', 'condition'))} has {d['remaining']} left."
    if t == "ConditionRemoved":
        return f"{n('cid')} is no longer {plain(d.get('name', 'affected'))} ({plain(d.get('reason', 'removed'))})."
    if t == "CombatantAdded":
        return f"{d['combatant']['name']} joins the fight."
    if t == "CombatantRemoved":
        return f"{d.get('name', d['cid'])} leaves the fight."
    if t == "SideAdded":
        return f"{d['side']['name']} join the fight."
    if t == "FlagChanged":
        return f"{n('cid')} is {'now' if d['on'] else 'no longer'} {plain(d['flag'])}."
    if t == "EncounterEnded":
        return f"The encounter ends: {d['result']}."
    if t == "GMOverrideApplied":
        reason = f" ({d['reason']})" if d.get("reason") else ""
        return f"GM override: {d['what']}{reason}."
    if t == "Note":
        return str(d["text"])
    if t == "StatsReplaced":
        return f"{n('cid')}'s stat block: {stat_changes(d['was'], d['stats'])}."
    return scene_event_spec.describe(t, d) or zone_hazard_spec.describe(t, d, state) or t


def stat_changes(was: dict[str, Any], now: dict[str, Any], shown: int = 4) -> str:
    """What differs between two stat blocks, in words: "wit 9 → 12, weapons changed"."""
    parts = []
    for key in [*now, *(k for k in was if k not in now)]:
        old, new = was.get(key), now.get(key)
        if old == new:
            continue
        if key not in now:
            parts.append(f"{plain(key)} removed")
        elif isinstance(old, str | int | float) and isinstance(new, str | int | float):
            parts.append(f"{plain(key)} {old} → {new}")
        else:
            parts.append(f"{plain(key)} changed")
    if len(parts) > shown:
        parts = [*parts[:shown], f"{len(parts) - shown} more"]
    return ", ".join(parts) or "unchanged"
