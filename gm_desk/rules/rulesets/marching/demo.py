"""The Marching Order demo (chapter 003): "Ambush in the warren".

Two outriders walk a dark corridor in marching order, Ava (carrying the torch) ahead of Bren, when a
goblin and a torchbearer come out of the cave. What makes the system different is all on the table at
the start: the lead, first in marching order, takes or cedes the initiative; the squares set where the
spiral of turns starts (the point of contact) and who acts next; a torch can be seen from far off in
the dark, and goblins see in the dark where the party needs its light. The goblins' stat blocks are
their entries in bestiary/marching_core.toml, word for word.
"""

from __future__ import annotations

import copy
from typing import Any

GOBLIN = {
    "name": "Goblin",
    "side": "Warren",
    "agl": 13,
    "move_ft": 30,
    "sees_in_dark": True,
    "armour_class": 12,
    "hit_dice": "1-1",
    "hit_points": 3,
    "morale": 7,
    "tags": ["goblin", "humanoid"],
    "description": "Small, grey-green and cowardly alone; bold in a crowd.",
    "attacks": [{"name": "Short spear", "attack_bonus": 0, "damage": "1d6"}],
}
TORCHBEARER = {
    "name": "Goblin Torchbearer",
    "side": "Warren",
    "agl": 11,
    "move_ft": 30,
    "light_source": True,
    "sees_in_dark": True,
    "armour_class": 11,
    "hit_dice": "1-1",
    "hit_points": 2,
    "morale": 5,
    "tags": ["goblin", "humanoid"],
    "description": "Carries the fire the warren uses to smoke out intruders; its light gives the ambush away.",
    "attacks": [{"name": "Burning brand", "damage": "1d4+1"}],
}


def _pc(cid: str, name: str, agl: int, rank: int) -> dict[str, Any]:
    return {
        "id": cid,
        "name": name,
        "kind": "PC",
        "side": "party",
        "zone": "corridor",
        "stats": {
            "agl": agl,
            "move_ft": 30,
            "marching_rank": rank,
            "armour_class": 14,
            "hit_points": 9,
            "attack_bonus": 1,
            "damage": "1d8",
            "light_source": rank == 1,
        },
    }


def _goblin(cid: str, stats: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": cid,
        "name": stats["name"],
        "kind": "NPC",
        "side": "warren",
        "zone": "cave",
        "stats": copy.deepcopy(stats),
    }


def demo_setup() -> dict[str, Any]:
    """A fresh copy of the demo setup (callers may change it freely)."""
    return {
        "ruleset": "marching",
        "name": "Ambush in the warren",
        "options": {},
        "zones": {
            "zones": [
                {"id": "entrance", "name": "Entrance", "tags": []},
                {"id": "corridor", "name": "Corridor", "tags": ["dark"]},
                {"id": "cave", "name": "Cave", "tags": ["dark"]},
            ],
            "links": [["entrance", "corridor"], ["corridor", "cave"]],
        },
        "sides": [
            {"id": "party", "name": "The party", "stance": "party", "allies": []},
            {"id": "warren", "name": "Goblins", "stance": "hostile", "allies": []},
        ],
        "combatants": [
            _pc("ava", "Ava", 12, 1),
            _pc("bren", "Bren", 14, 2),
            _goblin("g1", GOBLIN),
            _goblin("g2", TORCHBEARER),
        ],
        "marching_order": ["ava", "bren"],
        "positions": {"ava": [0, 0], "bren": [0, -1], "g1": [0, 3], "g2": [1, 4]},
    }
