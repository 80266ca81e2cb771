"""Acceptance scenarios of Faction Passing & Auto-Hit Saves (system 002).

S002-1 and S002-2 follow the chapter's worked example (fast and slow activations). S002-R1.. are
resolution scenarios written from the chapter's rules: automatic hits, WIT saves to hit, reactions,
counters, blasts, opportunity attacks, non-lethal attacks, morale, and what happens after the fight.
Dice are scripted; saves are d20 roll-under; every expected event and value is spelled out.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event

SWORD = {"name": "Sword", "damage_die": "d6", "kind": "melee"}


def fighter(cid: str, side: str, zone: str = "road", kind: str = "NPC", **stats: Any) -> dict[str, Any]:
    block = {"str": 10, "agi": 10, "wit": 10, "health_max": 6, "armour": 0, "weapons": [dict(SWORD)]}
    block.update(stats)
    return {"id": cid, "name": cid.title(), "kind": kind, "side": side, "zone": zone, "stats": block}


def setup(combatants: list[dict[str, Any]], holder: str = "players", **options: Any) -> dict[str, Any]:
    zones = ["road", "ditch", "trees", "hill", "well"]
    return {
        "ruleset": "factions",
        "name": "scenario",
        "options": options,
        "factions": ["players", "bandits"],
        "initiative_holder": holder,
        "zones": {
            "zones": [{"id": z, "name": z.title(), "tags": []} for z in zones],
            "links": [["road", "ditch"], ["road", "trees"], ["trees", "hill"], ["road", "well"]],
        },
        "sides": [
            {"id": "players", "name": "Players", "stance": "party"},
            {"id": "bandits", "name": "Bandits", "stance": "hostile"},
        ],
        "combatants": combatants,
    }


def encounter(data: dict[str, Any]) -> Encounter:
    return Encounter(data, dice=DiceBox(script=deque()))


def run(
    enc: Encounter, type_: str, actor: str | None = None, dice: tuple[int, ...] = (), **args: Any
) -> list[Event]:
    enc.dice.script.extend(dice)
    events = list(enc.apply(Command(type_, actor, args)))
    assert not enc.dice.script, f"{type_} left dice unused: {list(enc.dice.script)}"
    return events


def code(enc: Encounter, type_: str, actor: str | None = None, **args: Any) -> str:
    outcome = enc.handle(Command(type_, actor, args))
    assert outcome.rejected is not None
    return outcome.rejected.code


def pick(events: list[Event], *types: str) -> list[tuple[str, dict[str, Any]]]:
    return [(e.type, e.data) for e in events if e.type in types]


def rolls(events: list[Event]) -> list[tuple[str, int]]:
    return [(e.data["purpose"], e.data["total"]) for e in events if e.type == "RollMade"]


def turns_taken(events: list[Event]) -> list[str]:
    return [e.data["actor"] for e in events if e.type == "factions.TurnTaken"]


def health(enc: Encounter, cid: str) -> int:
    return enc.state.get(cid).res["health"]


# --- 7.A: the chapter's worked example ------------------------------------------------------------


def worked_example() -> Encounter:
    return encounter(
        setup(
            [
                fighter("balthasar", "players", kind="PC", wit=12),
                fighter("sybilla", "players", kind="PC", wit=6),
                fighter("theobald", "players", kind="PC", wit=9),
                fighter("bandit1", "bandits", wit=8, agi=10),
                fighter("bandit2", "bandits", wit=8),
                fighter("leader", "bandits", wit=10),
            ],
            fast_slow=True,
        )
    )


def play_fast_phase(enc: Encounter) -> list[Event]:
    events = run(enc, "start")
    events += run(enc, "factions.first", faction="players")
    events += run(enc, "factions.roll_fat", dice=(9,))
    assert enc.prompt().choices == ("balthasar", "theobald")
    assert [c.id for c in enc.state.on_side("bandits") if c.id in _fast_eligible(enc)] == ["leader"]
    events += run(enc, "factions.take_turn", "theobald")
    events += run(enc, "factions.attack", "theobald", target="bandit1")
    events += run(enc, "factions.react", "bandit1", kind="dodge", dice=(4,))  # AGI 10: a pass
    events += run(enc, "end_turn", "theobald")
    events += run(enc, "factions.take_turn", "leader")
    events += run(enc, "end_turn", "leader")
    events += run(enc, "factions.pass", faction="players")  # Balthasar could still act
    return events


def _fast_eligible(enc: Encounter) -> set[str]:
    from gm_desk.rules.rulesets.factions.common import eligible

    return {c.id for c in enc.state.combatants.values() if eligible(enc.state, c)}


def test_s002_1_fast_phase():
    enc = worked_example()
    events = play_fast_phase(enc)
    assert _fast_eligible(enc) == {"balthasar", "sybilla", "bandit2"}  # now in the slow phase
    assert turns_taken(events) == ["theobald", "leader"]
    assert enc.state.sched["reactions"] == ["bandit1"]
    had = set(enc.state.sched["had_turn"])
    assert {c: c in had for c in enc.state.combatants} == {
        "balthasar": False,
        "sybilla": False,
        "theobald": True,
        "bandit1": True,
        "bandit2": False,
        "leader": True,
    }
    assert pick(events, "factions.Dodged", "factions.AttackResolved") == [
        ("factions.Dodged", {"cid": "bandit1", "passed": True}),
        (
            "factions.AttackResolved",
            {"attacker": "theobald", "results": [{"target": "bandit1", "result": "dodged"}]},
        ),
    ]
    assert health(enc, "bandit1") == 6
    tail = pick(events, "factions.Passed", "factions.PhaseEnded", "PhaseChanged")[-4:]
    assert tail == [
        ("factions.Passed", {"faction": "players", "auto": False}),
        ("factions.Passed", {"faction": "bandits", "auto": True}),
        ("factions.PhaseEnded", {"phase": "fast"}),
        ("PhaseChanged", {"phase": "slow"}),
    ]
    assert enc.state.phase == "slow"


def test_s002_2_slow_phase():
    enc = worked_example()
    play_fast_phase(enc)
    assert enc.state.sched["current"] == "players"  # the holder's choice carries over
    assert enc.prompt().choices == ("balthasar", "sybilla")
    events = run(enc, "factions.take_turn", "sybilla") + run(enc, "end_turn")
    assert enc.prompt().choices == ("bandit2",)
    events += run(enc, "factions.take_turn", "bandit2") + run(enc, "end_turn")
    events += run(enc, "factions.take_turn", "balthasar") + run(enc, "end_turn")
    assert turns_taken(events) == ["sybilla", "bandit2", "balthasar"]
    assert pick(events, "factions.Passed", "factions.PhaseEnded", "PhaseChanged") == [
        ("factions.Passed", {"faction": "bandits", "auto": True}),
        ("factions.Passed", {"faction": "players", "auto": True}),
        ("factions.PhaseEnded", {"phase": "slow"}),
        ("PhaseChanged", {"phase": "morale"}),
    ]
    assert enc.state.phase == "morale"
    events = run(enc, "next")  # nobody's morale is in question
    assert pick(events, "RoundEnded", "RoundStarted") == [
        ("RoundEnded", {"round": 1}),
        ("RoundStarted", {"round": 2}),
    ]
    assert enc.state.round == 2 and enc.state.phase == "choose_first"
    assert enc.state.sched["had_turn"] == []
