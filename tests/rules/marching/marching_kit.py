"""Builders for Marching Order tests: a party and monsters, an encounter with scripted dice, readers."""

from __future__ import annotations

from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command


def fighter(cid: str, kind: str, side: str, **stats: Any) -> dict[str, Any]:
    return {"id": cid, "name": cid.title(), "kind": kind, "side": side, "zone": "hall", "stats": stats}


def make_setup(
    party: list[str],
    monsters: list[str] | dict[str, int],
    *,
    options: dict[str, Any] | None = None,
    stats: dict[str, dict[str, Any]] | None = None,
    **top: Any,
) -> dict[str, Any]:
    """Party PCs (marching order as listed) against monsters (a dict gives each one's distance in ft)."""
    stats = stats or {}
    combatants = [fighter(c, "PC", "party", **{"agl": 10, **stats.get(c, {})}) for c in party]
    combatants += [fighter(m, "NPC", "monsters", **{"agl": 10, **stats.get(m, {})}) for m in monsters]
    setup: dict[str, Any] = {
        "ruleset": "marching",
        "options": options or {},
        "zones": {
            "zones": [
                {"id": "hall", "name": "Hall"},
                {"id": "stair", "name": "Stair"},
                {"id": "yard", "name": "Yard"},
            ],
            "links": [["hall", "stair"], ["stair", "yard"]],
        },
        "sides": [
            {"id": "party", "name": "Party", "stance": "party"},
            {"id": "monsters", "name": "Monsters", "stance": "hostile"},
        ],
        "combatants": combatants,
        "marching_order": list(party),
    }
    if isinstance(monsters, dict):
        setup["distances"] = dict(monsters)
    setup.update(top)
    return setup


def encounter(setup: dict[str, Any], script: list[int] | tuple[int, ...] = ()) -> Encounter:
    return Encounter(setup, dice=DiceBox(script=deque(script)))


def cmd(type_: str, actor: str | None = None, dice: dict[str, Any] | None = None, **args: Any) -> Command:
    return Command(type_, actor, args, dice or {})


def types(events: Any) -> list[str]:
    return [e.type for e in events]


def of_type(events: Any, type_: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.type == type_]


def turns_started(enc: Encounter, round_no: int | None = None) -> list[str]:
    """Actors whose turns started (in the given round), in order, over the whole log."""
    out, current = [], 0
    for e in enc.events():
        if e.type == "RoundStarted":
            current = e["round"]
        if e.type == "TurnStarted" and (round_no is None or current == round_no):
            out.append(e["actor"])
    return out


def finish_round(enc: Encounter) -> None:
    """Press Space until the round is over (the next round waits for the lead, or the fight ended)."""
    start = enc.state.round
    while enc.state.round == start and enc.state.outcome is None and enc.state.turn is not None:
        enc.apply(Command("next"))
