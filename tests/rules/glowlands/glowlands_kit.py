"""Builders for Threat & Retaliation tests: small setups, a running encounter, event filters.

Every encounter uses the real engine and ruleset; dice come from a script (`DiceBox(script=...)`) or
are typed into the command, so each test knows every face.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event

SPEAR = {"name": "Spear thrust", "trigger": "melee", "range": "engaged", "damage": "1d6+1"}
BOW = {"name": "Shortbow shot", "trigger": "ranged", "range": 2, "damage": "1d6"}
COILS = {"name": "Shock coils", "trigger": "any", "range": "engaged", "damage": "2", "effect": "A jolt."}


def pc(cid: str, zone: str = "z1", engaged: Iterable[str] = (), **stats: Any) -> dict[str, Any]:
    sheet = {
        "skill_mastery": 0,
        "max_strain": 10,
        "armour": 0,
        "speed": 2,
        "weapons": [
            {"name": "Sword", "range": "engaged", "damage": "1d6"},
            {"name": "Bow", "range": 2, "damage": "1d6"},
            {"name": "Knife", "range": "intimate", "damage": "1d4"},
        ],
    }
    sheet.update(stats)
    return {
        "id": cid,
        "name": cid.capitalize(),
        "kind": "PC",
        "side": "party",
        "zone": zone,
        "engaged": list(engaged),
        "stats": sheet,
    }


def npc(cid: str, zone: str = "z1", engaged: Iterable[str] = (), **stats: Any) -> dict[str, Any]:
    block = {
        "ranged_threat": 10,
        "melee_threat": 10,
        "max_strain": 99,
        "armour": 0,
        "retaliation_limit": 1,
        "retaliations": [SPEAR, BOW],
    }
    block.update(stats)
    return {
        "id": cid,
        "name": cid.capitalize(),
        "kind": "NPC",
        "side": "foes",
        "zone": zone,
        "engaged": list(engaged),
        "stats": block,
    }


ZONES = {
    "zones": [
        {"id": "z1", "name": "Yard", "tags": []},
        {"id": "z2", "name": "Rubble", "tags": ["difficult"]},
        {"id": "z3", "name": "Tower", "tags": []},
        {"id": "z4", "name": "Far", "tags": []},
    ],
    "links": [["z1", "z2"], ["z2", "z3"], ["z3", "z4"]],
}


def setup(*combatants: dict[str, Any], **options: Any) -> dict[str, Any]:
    return {
        "ruleset": "glowlands",
        "name": "Test",
        "options": options,
        "zones": ZONES,
        "sides": [{"id": "party", "stance": "party"}, {"id": "foes", "stance": "hostile"}],
        "combatants": list(combatants),
    }


def encounter(the_setup: dict[str, Any], script: Iterable[int] = ()) -> Encounter:
    return Encounter(the_setup, dice=DiceBox(script=deque(script)))


def running(
    the_setup: dict[str, Any], init: dict[str, int] | None = None, script: Iterable[int] = ()
) -> Encounter:
    """Started, initiative typed in (first PC highest by default), round 1 begun."""
    enc = encounter(the_setup, script)
    enc.apply(Command("start"))
    pcs = [c["id"] for c in the_setup["combatants"] if c["kind"] == "PC"]
    init = init or {cid: 20 - n for n, cid in enumerate(pcs)}
    for cid in pcs:
        enc.apply(
            Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": {"total": init[cid]}})
        )
    enc.apply(Command("next"))
    return enc


def attack(
    actor: str,
    target: str,
    weapon: Any,
    d20: Any,
    dmg: Any = None,
    more_dice: dict | None = None,
    **args: Any,
) -> Command:
    dice = {"attack": d20, **(more_dice or {})}
    if dmg is not None:
        dice["damage"] = dmg
    return Command("glowlands.attack", actor, {"target": target, "weapon": weapon, **args}, dice)


def types(events: Iterable[Event]) -> list[str]:
    return [e.type for e in events]


def only(events: Iterable[Event], *kinds: str) -> list[Event]:
    return [e for e in events if e.type in kinds]


def first(events: Iterable[Event], kind: str) -> Event:
    return next(e for e in events if e.type == kind)


def rejected(enc: Encounter, cmd: Command) -> str:
    """The rejection code, after checking the refused command changed nothing."""
    before = enc.state.to_dict()
    outcome = enc.handle(cmd)
    assert outcome.rejected is not None, f"{cmd} was accepted"
    assert enc.state.to_dict() == before
    return outcome.rejected.code
