"""Builders for Alternating Teams tests: stat blocks, setups, an encounter with scripted dice, digests."""

from __future__ import annotations

import copy
from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Event

SPEAR = {
    "name": "Spear",
    "attributes": ["strength", "dexterity"],
    "proficiency": "martial",
    "damage": 4,
    "crit_damage": 8,
    "crit_threshold": 19,
    "damage_type": "piercing",
}
SHORTBOW = {
    "name": "Shortbow",
    "attributes": ["dexterity"],
    "proficiency": "finesse",
    "damage": 3,
    "crit_damage": 6,
    "crit_threshold": 20,
    "damage_type": "piercing",
    "thrown_or_projectile": True,
    "range_m": 30,
}
CROSSBOW = {
    "name": "Crossbow",
    "attributes": ["dexterity"],
    "proficiency": "finesse",
    "damage": 6,
    "crit_damage": 9,
    "crit_threshold": 19,
    "damage_type": "piercing",
    "thrown_or_projectile": True,
    "reload_cost": 2,
    "range_m": 60,
}
SHIELD = {"name": "Shield", "block_value": 3, "parry_value": 2, "durability": 5, "metal": False}


def block(**over: Any) -> dict[str, Any]:
    """A medium combatant: d6 strength and dexterity, d6 combat, martial 1, a spear, no stamina or focus.

    Without stamina nobody can react, so hits resolve at once unless a test gives stamina.
    """
    out: dict[str, Any] = {
        "size": 4,
        "evasion": 5,
        "deflection": {"physical": 0, "elemental": 0},
        "endurance_max": 10,
        "health_max": 10,
        "constitution": 3,
        "speed_m": 6,
        "stamina_max": 0,
        "focus_max": 0,
        "attributes": {"strength": "d6", "dexterity": "d6"},
        "skills": {"combat": "d6", "athletics": "d4"},
        "proficiencies": {"martial": 1},
        "weapons": [dict(SPEAR)],
        "items": [],
    }
    out.update(copy.deepcopy(over))
    return out


def make_setup(
    teams: dict[str, list[str]],
    *,
    stats: dict[str, dict[str, Any]] | None = None,
    zone: str = "hall",
    zones: dict[str, str] | None = None,
    pos: dict[str, list[int]] | None = None,
    options: dict[str, Any] | None = None,
    start: dict[str, Any] | None = None,
    stances: dict[str, str] | None = None,
    kinds: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Teams by id with member ids; everyone stands in `zone` unless `zones` says otherwise."""
    stats = stats or {}
    zones = zones or {}
    pos = pos or {}
    stances = stances or {}
    combatants = []
    for team, members in teams.items():
        for cid in members:
            entry: dict[str, Any] = {
                "id": cid,
                "name": cid.title(),
                "kind": (kinds or {}).get(cid, "PC" if stances.get(team, "") == "party" else "NPC"),
                "side": team,
                "zone": zones.get(cid, zone),
                "stats": stats.get(cid, block()),
            }
            if cid in pos:
                entry["pos"] = pos[cid]
            combatants.append(entry)
    setup: dict[str, Any] = {
        "ruleset": "teams",
        "name": "test",
        "options": dict(options or {}),
        "zones": {
            "zones": [
                {"id": "hall", "name": "Hall", "tags": []},
                {"id": "yard", "name": "Yard", "tags": ["cover"]},
                {"id": "gate", "name": "Gate", "tags": []},
                {"id": "tower", "name": "Tower", "tags": []},
            ],
            "links": [["hall", "yard"], ["yard", "gate"], ["gate", "tower"]],
        },
        "sides": [
            {"id": team, "name": team.title(), "stance": stances.get(team, "party" if i == 0 else "hostile")}
            for i, team in enumerate(teams)
        ],
        "combatants": combatants,
    }
    if start is not None:
        setup["start"] = start
    return setup


def encounter(setup: dict[str, Any]) -> Encounter:
    """An encounter whose dice come only from what a test scripts (an unscripted roll is an error)."""
    return Encounter(setup, dice=DiceBox(script=deque()))


def run(enc: Encounter, type_: str, actor: str | None = None, dice: tuple[int, ...] = (), **args: Any):
    """Apply a command that must be accepted, with these faces scripted for its rolls (all must be used)."""
    enc.dice.script.extend(dice)
    events = enc.apply(
        {"type": type_, "actor": actor, "args": args} if actor else {"type": type_, "args": args}
    )
    assert not enc.dice.script, f"unused scripted dice: {list(enc.dice.script)}"
    return events


def refused(enc: Encounter, type_: str, actor: str | None = None, **args: Any) -> str:
    """The rejection code of a command that must be refused (and change nothing)."""
    before = enc.state.to_dict()
    cmd = {"type": type_, "args": args}
    if actor:
        cmd["actor"] = actor
    outcome = enc.handle(cmd)
    assert outcome.rejected is not None, f"{type_} {args} was accepted"
    assert enc.state.to_dict() == before
    return outcome.rejected.code


def kinds(events: tuple[Event, ...] | list[Event], *, quiet: bool = True) -> list[str]:
    """Event types, without the bookkeeping ones unless asked."""
    skip = {"SchedulerChanged", "RulesetDataChanged", "CombatantDataChanged", "BudgetSet", "RollMade"}
    return [e.type for e in events if not (quiet and e.type in skip)]


def first(events: tuple[Event, ...] | list[Event], type_: str) -> Event:
    return next(e for e in events if e.type == type_)


def turns_taken(enc: Encounter) -> list[str]:
    return [e.data["actor"] for e in enc.events() if e.type == "TurnStarted"]


def actions_left(enc: Encounter) -> int:
    assert enc.state.turn is not None
    return enc.state.turn.budget["action"]


def start(enc: Encounter, dice: tuple[int, ...] = (), **args: Any):
    return run(enc, "start", None, dice, **args)
