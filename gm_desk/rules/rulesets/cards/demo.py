"""A small ready-made fight: two PCs against a pair of wolves sharing one card, over three zones."""

from __future__ import annotations

import copy
from typing import Any


def demo_setup() -> dict[str, Any]:
    # the Grey Wolf's entry in bestiary/cards_core.toml, word for word
    wolf = {
        "name": "Grey Wolf",
        "side": "Pack",
        "harm_capacity": 4,
        "group_key": "wolf pack",
        "ignores_darkness": True,
        "tags": ["beast", "wolf"],
        "description": "Hunts in threes and fours; the pack shares one initiative card.",
        "skills": {"strike": 3, "finesse": 3, "sneak": 3, "track": 4, "endure": 2},
        "attacks": [{"name": "Bite", "skill": "strike", "damage": 1, "range": [0, 0]}],
    }
    return {
        "ruleset": "cards",
        "name": "Wolves at the ford",
        "options": {},
        "zones": {
            "zones": [
                {"id": "ford", "name": "Ford", "tags": []},
                {"id": "bank", "name": "Reed bank", "tags": ["cover"]},
                {"id": "track", "name": "Forest track", "tags": []},
            ],
            "links": [["ford", "bank"], ["bank", "track"]],
        },
        "sides": [
            {"id": "party", "name": "The party", "stance": "party"},
            {"id": "pack", "name": "The pack", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "ida",
                "name": "Ida",
                "kind": "PC",
                "side": "party",
                "zone": "ford",
                "stats": {
                    "skills": {"strike": 3, "force": 2, "finesse": 2, "endure": 2, "shoot": 2, "sneak": 2},
                    "attacks": [
                        {"name": "Sword", "skill": "strike", "damage": 2, "range": [0, 0]},
                        {"name": "Sling", "skill": "shoot", "damage": 1, "range": [0, 1]},
                    ],
                },
            },
            {
                "id": "jon",
                "name": "Jon",
                "kind": "PC",
                "side": "party",
                "zone": "bank",
                "stats": {
                    "skills": {"shoot": 3, "finesse": 3, "endure": 2, "read": 2, "force": 2},
                    "attacks": [{"name": "Longbow", "skill": "shoot", "damage": 1, "range": [1, 3]}],
                },
            },
            {
                "id": "w1",
                "name": "Grey Wolf",
                "kind": "NPC",
                "side": "pack",
                "zone": "ford",
                "group": "Wolves",
                "stats": copy.deepcopy(wolf),
            },
            {
                "id": "w2",
                "name": "Grey Wolf 2",
                "kind": "NPC",
                "side": "pack",
                "zone": "track",
                "group": "Wolves",
                "stats": copy.deepcopy(wolf),
            },
        ],
        "obstacles": [
            {"between": ["bank", "track"], "name": "fallen trunk", "skill": "force", "successes": 1}
        ],
    }
