"""The demo encounter for the app's first run: "Ambush at the Dead Relay".

Three outriders reach a dead signal relay as its old keepers wake: a Caretaker already has Haelon at
spear's length, a Peacekeeper guards the gate, a Glass Hound circles in the dark trench and a swarm of
lumen moths drifts off the tower. Six zones: rubble (difficult), a pylon (cover), the cable trench
(dark, hazard).
"""

from __future__ import annotations

import copy
from typing import Any

ZONES = {
    "zones": [
        {"id": "yard", "name": "Relay Yard", "tags": []},
        {"id": "rubble", "name": "Collapsed Wall", "tags": ["difficult"]},
        {"id": "pylon", "name": "Pylon Base", "tags": ["cover"]},
        {"id": "trench", "name": "Cable Trench", "tags": ["dark", "hazard"]},
        {"id": "gate", "name": "Gatehouse", "tags": []},
        {"id": "tower", "name": "Signal Tower", "tags": []},
    ],
    "links": [
        ["yard", "rubble"],
        ["yard", "pylon"],
        ["yard", "gate"],
        ["rubble", "trench"],
        ["pylon", "tower"],
        ["trench", "tower"],
        ["gate", "tower"],
    ],
}


def _pc(cid: str, name: str, zone: str, engaged: list[str], **sheet: Any) -> dict[str, Any]:
    base = {
        "max_strain": 10,
        "wound_ranks": ["Injured", "Wounded", "Maimed", "Dying"],
        "armour": 0,
        "speed": 2,
    }
    return {
        "id": cid,
        "name": name,
        "kind": "PC",
        "side": "party",
        "zone": zone,
        "engaged": engaged,
        "stats": {**base, **sheet},
    }


PARTY = [
    _pc(
        "haelon",
        "Haelon",
        "yard",
        ["caretaker"],
        skill_mastery=4,
        graceful=3,
        defiant=2,
        lucky=1,
        clever=1,
        mighty=0,
        armour=1,
        weapons=[
            {"name": "Shortsword", "range": "engaged", "damage": "1d6+1", "tags": ["light"]},
            {"name": "Hunting bow", "range": 2, "damage": "1d8", "tags": ["two-handed"]},
            {"name": "Knife", "range": "intimate", "damage": "1d4+1", "tags": ["light", "thrown"]},
        ],
    ),
    _pc(
        "brannoc",
        "Brannoc",
        "rubble",
        [],
        skill_mastery=2,
        graceful=0,
        defiant=3,
        lucky=1,
        clever=0,
        mighty=3,
        max_strain=12,
        armour=2,
        speed=1,
        weapons=[
            {"name": "Warhammer", "range": "engaged", "damage": "1d10", "tags": ["heavy"]},
            {"name": "Throwing axe", "range": 0, "damage": "1d6", "tags": ["thrown"]},
        ],
    ),
    _pc(
        "ysolde",
        "Ysolde",
        "pylon",
        [],
        skill_mastery=5,
        graceful=2,
        defiant=1,
        lucky=3,
        clever=3,
        mighty=0,
        max_strain=8,
        wound_ranks=["Injured", "Wounded", "Dying"],
        weapons=[
            {"name": "Lantern bolt", "range": 3, "damage": "1d6+2", "tags": ["spell"]},
            {"name": "Staff", "range": "engaged", "damage": "1d4", "tags": []},
        ],
    ),
]

# The creatures' stat blocks are their entries in bestiary/glowlands_core.toml, word for word (a test
# holds every demo creature to its shipped entry).
CARETAKER = {
    "name": "Caretaker",
    "ranged_threat": 9,
    "ranged_threat_label": "Medium",
    "melee_threat": 10,
    "melee_threat_label": "Engaged",
    "max_strain": 8,
    "armour": 1,
    "speed": 1,
    "has_reach": True,
    "tags": ["machine", "humanoid", "patrol"],
    "description": "A lanky tending-machine that still walks the orchards it was built to keep. It carries a "
    "long spear for\npests and a short bow for anything that runs.",
    "retaliations": [
        {"name": "Spear thrust", "trigger": "melee", "range": "engaged", "damage": "1d6+1"},
        {"name": "Shortbow shot", "trigger": "ranged", "range": 2, "damage": "1d6"},
        {
            "name": "Step back",
            "trigger": "interaction",
            "range": "engaged",
            "effect": "It slides out of reach to a spot with a clear line of fire.",
        },
    ],
}
PEACEKEEPER = {
    "name": "Peacekeeper",
    "ranged_threat": 11,
    "ranged_threat_label": "Engaged",
    "melee_threat": 13,
    "melee_threat_label": "Engaged",
    "max_strain": 14,
    "armour": 2,
    "speed": 1,
    "tags": ["machine", "guardian"],
    "description": "A squat riot-machine wrapped in humming copper coils. It does not chase; it simply makes "
    "standing next\nto it a bad idea.",
    "retaliations": [
        {
            "name": "Shock coils",
            "trigger": "any",
            "range": "engaged",
            "damage": "2",
            "effect": "Every hero engaged with it feels the jolt, target or not.",
        },
        {
            "name": "Dazzle lamp",
            "trigger": "ranged",
            "range": 1,
            "effect": "A white glare: the attacker's next roll this round is made at disadvantage.",
        },
    ],
}
GLASS_HOUND = {
    "name": "Glass Hound",
    "ranged_threat": 12,
    "melee_threat": 9,
    "max_strain": 6,
    "armour": 0,
    "speed": 3,
    "tags": ["beast", "pack"],
    "description": "A lean dog whose hide has grown translucent and faintly luminous. Hard to hit from afar "
    "as it weaves,\neasy to strike once it commits to the bite.",
    "retaliations": [
        {"name": "Snapping bite", "trigger": "melee", "range": "intimate", "damage": "1d6"},
        {
            "name": "Weave and close",
            "trigger": "ranged",
            "range": 2,
            "effect": "It darts one zone nearer the attacker and engages if it arrives.",
        },
    ],
}
MOTHS = {
    "name": "Lumen Moth Swarm",
    "ranged_threat": 14,
    "melee_threat": 8,
    "max_strain": 5,
    "armour": 0,
    "speed": 2,
    "tags": ["beast", "swarm", "flying"],
    "description": "A drifting cloud of palm-sized moths whose wings shed glowing dust.",
    "retaliations": [
        {
            "name": "Glowdust",
            "trigger": "any",
            "range": "engaged",
            "damage": "1",
            "effect": "The dust clings; the hero glows and cannot hide until they wash it off.",
        }
    ],
}


def _creature(cid: str, zone: str, stats: dict[str, Any], engaged: list[str] | None = None) -> dict[str, Any]:
    return {
        "id": cid,
        "name": stats["name"],
        "kind": "NPC",
        "side": "relay",
        "zone": zone,
        "engaged": engaged or [],
        "stats": stats,
    }


CREATURES = [
    _creature("caretaker", "yard", CARETAKER, ["haelon"]),
    _creature("peacekeeper", "gate", PEACEKEEPER),
    _creature("hound", "trench", GLASS_HOUND),
    _creature("moths", "tower", MOTHS),
]


def demo_setup() -> dict[str, Any]:
    """A fresh copy of the demo setup (callers may change it freely)."""
    return {
        "ruleset": "glowlands",
        "name": "Ambush at the Dead Relay",
        "options": {},
        "zones": copy.deepcopy(ZONES),
        "sides": [
            {"id": "party", "name": "The Outriders", "stance": "party"},
            {"id": "relay", "name": "Relay Keepers", "stance": "hostile"},
        ],
        "combatants": copy.deepcopy(PARTY + CREATURES),
    }
