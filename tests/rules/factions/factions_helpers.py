"""Builders for Faction Passing tests: setups, fighters, an encounter with scripted dice, event digests."""

from __future__ import annotations

from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event

SWORD = {"name": "Sword", "damage_die": "d6", "kind": "melee"}
BOW = {"name": "Bow", "damage_die": "d6", "kind": "ranged", "range_zones": 3}


def fighter(cid: str, side: str, zone: str = "road", kind: str = "NPC", **stats: Any) -> dict[str, Any]:
    """A combatant with plain scores (10), 6 health, no armour and a d6 sword unless told otherwise."""
    group = stats.pop("group", None)
    flags = stats.pop("flags", [])
    block = {"str": 10, "agi": 10, "wit": 10, "health_max": 6, "armour": 0, "weapons": [dict(SWORD)]}
    block.update(stats)
    out = {"id": cid, "name": cid.title(), "kind": kind, "side": side, "zone": zone, "stats": block}
    if group:
        out["group"] = group
    if flags:
        out["flags"] = flags
    return out


def make_setup(
    combatants: list[dict[str, Any]],
    *,
    factions: list[str] | None = None,
    holder: str | None = "players",
    options: dict[str, Any] | None = None,
    zones: list[str] | None = None,
    links: list[list[str]] | None = None,
    sides: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    zones = zones or ["road", "ditch", "trees", "hill"]
    links = links if links is not None else [["road", "ditch"], ["road", "trees"], ["trees", "hill"]]
    setup: dict[str, Any] = {
        "ruleset": "factions",
        "name": "test",
        "options": dict(options or {}),
        "zones": {"zones": [{"id": z, "name": z.title(), "tags": []} for z in zones], "links": links},
        "sides": sides
        or [
            {"id": "players", "name": "Players", "stance": "party"},
            {"id": "bandits", "name": "Bandits", "stance": "hostile"},
        ],
        "combatants": combatants,
    }
    if factions is not None:
        setup["factions"] = factions
    if holder is not None:
        setup["initiative_holder"] = holder
    return setup


def s002_setup(*, fast_slow: bool = True, **options: Any) -> dict[str, Any]:
    """The chapter's worked example: three players against two bandits and their leader."""
    return make_setup(
        [
            fighter("balthasar", "players", kind="PC", wit=12),
            fighter("sybilla", "players", kind="PC", wit=6),
            fighter("theobald", "players", kind="PC", wit=9),
            fighter("bandit1", "bandits", wit=8, agi=10),
            fighter("bandit2", "bandits", wit=8),
            fighter("leader", "bandits", wit=10),
        ],
        factions=["players", "bandits"],
        options={"fast_slow": fast_slow, **options},
    )


def ambush_setup(**options: Any) -> dict[str, Any]:
    """Two bandits lie in wait (one of them concealed) for two travellers."""
    return make_setup(
        [
            fighter("ada", "players", kind="PC", wit=12),
            fighter("bram", "players", kind="PC", wit=7),
            fighter("lurker", "bandits", zone="road", concealed_at_start=True),
            fighter("archer", "bandits", zone="trees", weapons=[dict(BOW)]),
        ],
        holder="bandits",
        options=options,
    )


def encounter(setup: dict[str, Any], *faces: int) -> Encounter:
    """An encounter whose dice come from `faces`, in order (the test fails if it runs out)."""
    return Encounter(setup, dice=DiceBox(script=deque(faces)))


def feed(enc: Encounter, *faces: int) -> None:
    enc.dice.script.extend(faces)


def run(enc: Encounter, type_: str, actor: str | None = None, **args: Any) -> list[Event]:
    return list(enc.apply(Command(type_, actor, args)))


def reject(enc: Encounter, type_: str, actor: str | None = None, **args: Any) -> str:
    outcome = enc.handle(Command(type_, actor, args))
    assert outcome.rejected is not None, f"{type_} was accepted"
    return outcome.rejected.code


def kinds(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def digest(events: list[Event], *wanted: str) -> list[tuple[str, dict[str, Any]]]:
    """The events of the given types (all when none given), as (type, data) pairs."""
    return [(e.type, e.data) for e in events if not wanted or e.type in wanted]


def start_round(enc: Encounter, first: str = "players", fat: int | None = None) -> list[Event]:
    """Start the fight, pick the first faction and (fast/slow) roll the threshold."""
    events = run(enc, "start")
    events += run(enc, "factions.first", faction=first, by=enc.state.sched["holder"])
    if fat is not None:
        feed(enc, fat)
        events += run(enc, "factions.roll_fat")
    return events
