"""Prep edits of who fights: a creature from the bestiary joins, with a name nobody in the encounter has."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entries, copied, fresh_id
from gm_desk.rules.prep.sides import sides_of

FIXED = N_("The fight has started, so the roster is fixed. Undo back to the start to change it.")


def unique_name(taken: set[str], name: str) -> str:
    """`name`, or "<name> 2", "<name> 3"... when a name in `taken` (the encounter's) is already that."""
    shown, number = name, 2
    while shown in taken:
        shown, number = f"{name} {number}", number + 1
    return shown


def creature_entry(setup: Setup, name: str, stats: dict[str, Any], zone: str | None, ref: str | None) -> dict[str, Any]:
    """The setup entry of a bestiary creature joining the encounter (no id yet): on the first hostile
    side, under a name nobody has."""
    hostile = next((row["id"] for row in sides_of(setup) if row["stance"] == "hostile"), "foes")
    return {
        "name": unique_name({str(e.get("name")) for e in combatant_entries(setup)}, name),
        "kind": "NPC",
        "side": hostile,
        "zone": zone,
        "stats": dict(stats),
        "ref": ref,
    }


def add_creature(
    setup: Setup, name: str, stats: dict[str, Any], zone: str | None, ref: str | None = None
) -> Edited:
    """A creature joins before the fight; `made` is its combatant id."""
    entry = creature_entry(setup, name, stats, zone, ref)
    out = copied(setup)
    ids = {str(e.get("id")) for e in combatant_entries(out)}
    cid = fresh_id("c", ids, len(ids) + 1)
    out.setdefault("combatants", []).append({"id": cid, **entry})
    return Edited(out, t("Add {name}", name=entry["name"]), cid)
