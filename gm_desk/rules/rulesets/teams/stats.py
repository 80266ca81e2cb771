"""Reading a combatant's stat block for Alternating Teams: dice, defences, weapons, items, tracks.

The field names are those of the bestiary schema (`statblock.py`): `size`,
`attributes`, `skills`, `proficiencies`, `evasion`, `deflection` {physical, elemental}, `endurance_max`,
`health_max`, `constitution`, `speed_m`, `stamina_max`, `focus_max`, `luck_mod`, `death_dc`, `weapons`,
`items`, `talents`, `reactions_per_round`. PC sheets use the same names. Everything here only reads;
the values that change in a fight live in `res` (tracks) and `rs` (item durability, loaded weapons).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.state import Combatant

DICE = ("d4", "d6", "d8", "d10", "d12")
MEDIUM = 4

PHYSICAL = ("bludgeoning", "piercing", "slashing")
ELEMENTAL = ("arcane", "cold", "fire", "radiant", "shock", "void")
TYPELESS = ("psychic", "typeless")

# Tracks every combatant carries in `res`; death_dc grows by 5 each time death is cheated, for good.
TRACKS = ("endurance", "health", "stamina", "focus", "death_dc")


def damage_family(damage_type: str | None) -> str:
    """physical, elemental or typeless (psychic and anything unnamed are typeless)."""
    kind = (damage_type or "").lower()
    if kind in PHYSICAL:
        return "physical"
    if kind in ELEMENTAL:
        return "elemental"
    return "typeless"


def num(c: Combatant, key: str, default: int = 0) -> int:
    value = c.stats.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def die(c: Combatant, group: str, name: str | None) -> str | None:
    """The die of an attribute or skill ('d6'), or None when the combatant has none."""
    if not name:
        return None
    table = c.stats.get(group) or {}
    value = table.get(name) if isinstance(table, dict) else None
    return value if value in DICE else None


def proficiency(c: Combatant, name: str | None) -> int:
    table = c.stats.get("proficiencies") or {}
    value = table.get(name) if isinstance(table, dict) and name else 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def size(c: Combatant) -> int:
    return num(c, "size", MEDIUM)


def evasion(c: Combatant) -> int:
    return num(c, "evasion", 0)


def deflection(c: Combatant, family: str) -> int:
    table = c.stats.get("deflection") or {}
    value = table.get(family, 0) if isinstance(table, dict) else 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def talents(c: Combatant) -> set[str]:
    return set(c.stats.get("talents") or ())


def cannot_be_surprised(c: Combatant) -> bool:
    return "cannot_be_surprised" in talents(c) or "cannot_be_surprised" in c.flags


def reactions_per_round(c: Combatant) -> int:
    return num(c, "reactions_per_round", 1)


def weapons(c: Combatant) -> list[dict[str, Any]]:
    return [w for w in c.stats.get("weapons") or () if isinstance(w, dict) and w.get("name")]


def weapon(c: Combatant, name: str | None) -> dict[str, Any] | None:
    """The named weapon, or the first one when no name is given."""
    listed = weapons(c)
    if name is None:
        return listed[0] if listed else None
    return next((w for w in listed if w["name"] == name), None)


def is_ranged(w: dict[str, Any]) -> bool:
    """Thrown and projectile weapons are the ranged ones: cover and prone judge by this, and strays too."""
    return bool(w.get("thrown_or_projectile"))


def held(c: Combatant, name: str) -> bool:
    """A weapon or item is in hand unless a Brandish chose others or it was dropped."""
    if name in c.rs.get("dropped", ()):
        return False
    wielded = c.rs.get("wielded")
    return wielded is None or name in wielded


def loaded(c: Combatant, w: dict[str, Any]) -> bool:
    return int(w.get("reload_cost", 0)) == 0 or c.rs.get("loaded", {}).get(w["name"], True)


def items(c: Combatant) -> list[dict[str, Any]]:
    return [i for i in c.stats.get("items") or () if isinstance(i, dict) and i.get("name")]


def item(c: Combatant, name: str) -> dict[str, Any] | None:
    return next((i for i in items(c) if i["name"] == name), None)


def full_durability(entry: dict[str, Any], weapon_durability: int) -> int:
    """Listed durability, else metal 10 and anything else 4; weapons list none (see the option)."""
    listed = entry.get("durability")
    if isinstance(listed, int) and not isinstance(listed, bool):
        return listed
    if "damage" in entry:  # a weapon: the schema gives weapons no durability or material
        return weapon_durability
    return 10 if entry.get("metal") else 4


def initial_resources(c: Combatant) -> dict[str, int]:
    return {
        "endurance": num(c, "endurance_max", 0),
        "health": num(c, "health_max", 1),
        "stamina": num(c, "stamina_max", 0),
        "focus": num(c, "focus_max", 0),
        "death_dc": num(c, "death_dc", 10),
    }


def harmed(c: Combatant) -> bool:
    """At half endurance or less (a creature without endurance never counts as harmed)."""
    top = num(c, "endurance_max", 0)
    return top > 0 and 2 * c.res.get("endurance", 0) <= top


def bloodied(c: Combatant) -> bool:
    return c.res.get("health", 0) < num(c, "health_max", 1)


def missing_health(c: Combatant) -> int:
    return max(0, num(c, "health_max", 1) - c.res.get("health", 0))


# --- checking a stat block when a combatant enters ------------------------------------------------
