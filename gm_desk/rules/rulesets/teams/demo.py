"""A small Alternating Teams fight on a zone map, for the UI's first run and the property tests."""

from __future__ import annotations

from typing import Any


def demo_setup() -> dict[str, Any]:
    """A small fight on a zone map: two players against two town guards, one of them a crossbow."""
    fighter = {
        "size": 4,
        "evasion": 8,
        "deflection": {"physical": 2, "elemental": 0},
        "endurance_max": 10,
        "health_max": 12,
        "constitution": 4,
        "speed_m": 6,
        "stamina_max": 3,
        "focus_max": 2,
        "attributes": {"strength": "d6", "dexterity": "d6", "intellect": "d4"},
        "skills": {"combat": "d6", "athletics": "d4", "survival": "d4"},
        "proficiencies": {"martial": 1, "fortitude": 1},
        "weapons": [
            {
                "name": "Spear",
                "attributes": ["strength", "dexterity"],
                "proficiency": "martial",
                "damage": 4,
                "crit_damage": 8,
                "crit_threshold": 19,
                "damage_type": "piercing",
            }
        ],
        "items": [{"name": "Buckler", "block_value": 2, "parry_value": 1, "durability": 6, "metal": True}],
    }
    archer = {
        **fighter,
        "evasion": 9,
        "attributes": {"strength": "d4", "dexterity": "d8"},
        "proficiencies": {"finesse": 2},
        "weapons": [
            {
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
        ],
        "items": [],
    }
    return {
        "ruleset": "teams",
        "name": "Alarm at the gate",
        "zones": {
            "zones": [
                {"id": "gate", "name": "Gate"},
                {"id": "yard", "name": "Yard", "tags": ["cover"]},
                {"id": "wall", "name": "Wall walk"},
            ],
            "links": [["gate", "yard"], ["yard", "wall"]],
        },
        "sides": [
            {"id": "players", "name": "Players", "stance": "party"},
            {"id": "guards", "name": "Guards", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "boudica",
                "name": "Boudica",
                "kind": "PC",
                "side": "players",
                "zone": "gate",
                "stats": fighter,
            },
            {
                "id": "petra",
                "name": "Petra",
                "kind": "PC",
                "side": "players",
                "zone": "yard",
                "stats": archer,
            },
            {
                "id": "guard",
                "name": "Gate Guard",
                "kind": "NPC",
                "side": "guards",
                "zone": "gate",
                "stats": fighter,
            },
            {
                "id": "sentry",
                "name": "Sentry",
                "kind": "NPC",
                "side": "guards",
                "zone": "wall",
                "stats": archer,
            },
        ],
        "start": {"instigator": "boudica", "attacked_team": "guards"},
    }
