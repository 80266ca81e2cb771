"""A combatant's arms: its weapons (in hand, damaged, destroyed or dropped) and its gear in words."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.state import Combatant
from gm_desk.rules.tx import Reject
from gm_desk.rules.words import plain

UNARMED = {"name": "unarmed", "damage_die": "d4", "kind": "melee", "range_zones": 0, "unarmed": True}


def weapons(c: Combatant) -> list[dict[str, Any]]:
    return [w for w in c.stats.get("weapons", ()) if isinstance(w, dict) and w.get("name")]


def gear_words(item: str) -> str:
    """A piece of gear as a GM reads it: a weapon ("weapon:Axe") by its name, the armour or shield in words."""
    return item[len("weapon:") :] if item.startswith("weapon:") else plain(item)


def weapon_state(c: Combatant, name: str) -> str:
    """ok | damaged | destroyed: a weapon's condition in this fight (its stat block says where it began).

    An improvised weapon (a mundane item used as a weapon) is handled as already damaged (chapter).
    """
    gear: dict[str, str] = c.rs.get("gear", {})
    for w in weapons(c):
        if w["name"] == name:
            default = "damaged" if w.get("damaged") or w.get("improvised") else "ok"
            return gear.get(f"weapon:{name}", default)
    return gear.get(f"weapon:{name}", "ok")


def in_hand(c: Combatant, name: str) -> bool:
    return weapon_state(c, name) != "destroyed" and name not in c.rs.get("dropped", ())


def find_weapon(c: Combatant, name: str | None) -> dict[str, Any]:
    """The weapon a command names (default: the first one still in hand), or the bare fists."""
    if name == "unarmed":
        return dict(UNARMED)
    if name is None:
        usable = usable_weapons(c)
        return usable[0] if usable else dict(UNARMED)
    for w in weapons(c):
        if w["name"] == name:
            if not in_hand(c, name):
                raise Reject(
                    "ITEM_DROPPED",
                    t("{name}'s {name2} is destroyed or on the ground.", name=c.name, name2=name),
                )
            return w
    raise Reject("UNKNOWN_WEAPON", t("{name} has no weapon called '{name2}'.", name=c.name, name2=name))


def weapon_names(c: Combatant) -> list[str]:
    return [w["name"] for w in weapons(c)]


def usable_weapons(c: Combatant) -> list[dict[str, Any]]:
    return [w for w in weapons(c) if in_hand(c, w["name"])]
