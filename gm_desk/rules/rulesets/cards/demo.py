"""A small ready-made fight: two PCs against a pair of wolves sharing one card, over three zones."""

from __future__ import annotations

from typing import Any


def demo_setup() -> dict[str, Any]:
    wolf = {
        "skills": {"strike": 3, "finesse": 3, "sneak": 3, "track": 4, "endure": 2, "force": 2},
        "harm_mode": "points",
        "harm_capacity": 4,
        "ignores_darkness": True,
        "attacks": [{"name": "Bite", "skill": "strike", "damage": 1, "range": [0, 0]}],
        "fear_value": 1,
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
                "name": "Grey wolf",
                "kind": "NPC",
                "side": "pack",
                "zone": "ford",
                "group": "wolves",
                "stats": wolf,
            },
            {
                "id": "w2",
                "name": "Scarred wolf",
                "kind": "NPC",
                "side": "pack",
                "zone": "track",
                "group": "wolves",
                "stats": wolf,
            },
        ],
        "obstacles": [
            {"between": ["bank", "track"], "name": "fallen trunk", "skill": "force", "successes": 1}
        ],
    }
