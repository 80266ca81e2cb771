"""A small ready-made fight for the UI's first run and the property tests: an ambush on a forest road."""

from __future__ import annotations

from typing import Any


def demo_setup() -> dict[str, Any]:
    """A small roadside ambush: two travellers against two bandits over three zones.

    The bandits' stat blocks are their entries in bestiary/factions_core.toml (the archer also starts
    concealed in the treeline, which is this encounter's, not the creature's).
    """
    return {
        "ruleset": "factions",
        "name": "Ambush on the forest road",
        "options": {},
        "factions": ["party", "bandits"],
        "initiative_holder": "bandits",
        "zones": {
            "zones": [
                {"id": "road", "name": "Road", "tags": []},
                {"id": "ditch", "name": "Ditch", "tags": ["cover"]},
                {"id": "trees", "name": "Treeline", "tags": ["cover"]},
            ],
            "links": [["road", "ditch"], ["road", "trees"]],
        },
        "sides": [
            {"id": "party", "name": "Travellers", "stance": "party"},
            {"id": "bandits", "name": "Bandits", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "ada",
                "name": "Ada",
                "kind": "PC",
                "side": "party",
                "zone": "road",
                "stats": {
                    "str": 11,
                    "agi": 12,
                    "wit": 12,
                    "health_max": 8,
                    "armour": 1,
                    "weapons": [{"name": "Sword", "damage_die": "d8", "kind": "melee"}],
                },
            },
            {
                "id": "bram",
                "name": "Bram",
                "kind": "PC",
                "side": "party",
                "zone": "road",
                "stats": {
                    "str": 13,
                    "agi": 9,
                    "wit": 8,
                    "health_max": 10,
                    "armour": 2,
                    "weapons": [
                        {"name": "Axe", "damage_die": "d10", "kind": "melee", "damaged": True},
                        {"name": "Crossbow", "damage_die": "d8", "kind": "ranged", "range_zones": 3},
                    ],
                },
            },
            {
                "id": "cutthroat",
                "name": "Bandit Cutthroat",
                "kind": "NPC",
                "side": "bandits",
                "zone": "road",
                "group": "bandits",
                "stats": {
                    "name": "Bandit Cutthroat",
                    "faction": "Red Hollow Band",
                    "group": "bandits",
                    "str": 9,
                    "agi": 11,
                    "wit": 8,
                    "health_max": 5,
                    "armour": 1,
                    "tags": ["human", "bandit"],
                    "description": "Fights dirty, runs when the odds turn.",
                    "weapons": [{"name": "Hatchet", "damage_die": "d6", "kind": "melee"}],
                },
            },
            {
                "id": "archer",
                "name": "Bandit Archer",
                "kind": "NPC",
                "side": "bandits",
                "zone": "trees",
                "group": "bandits",
                "stats": {
                    "name": "Bandit Archer",
                    "faction": "Red Hollow Band",
                    "group": "bandits",
                    "str": 8,
                    "agi": 12,
                    "wit": 10,
                    "health_max": 4,
                    "armour": 0,
                    "tags": ["human", "bandit", "ranged"],
                    "description": "Shoots from the treeline and keeps a rock between herself and the road.",
                    "weapons": [
                        {"name": "Hunting bow", "damage_die": "d6", "kind": "ranged", "range_zones": 3},
                        {"name": "Knife", "damage_die": "d4", "kind": "melee"},
                    ],
                    "concealed_at_start": True,
                },
            },
        ],
    }
