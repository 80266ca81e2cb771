"""Prep edits of who fights: a creature from the bestiary joins, with a name nobody in the encounter has;
someone leaves; a creature is swapped for another of the bestiary."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entries, combatant_entry, copied, fresh_id
from gm_desk.rules.prep.sides import sides_of
from gm_desk.rules.tx import Reject

FIXED = N_("The fight has started, so the roster is fixed. Undo back to the start to change it.")


def unique_name(taken: set[str], name: str) -> str:
    """`name`, or "<name> 2", "<name> 3"... when a name in `taken` (the encounter's) is already that."""
    shown, number = name, 2
    while shown in taken:
        shown, number = f"{name} {number}", number + 1
    return shown


def creature_entry(
    setup: Setup, name: str, stats: dict[str, Any], zone: str | None, ref: str | None
) -> dict[str, Any]:
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


def remove_combatant(setup: Setup, cid: str) -> Edited:
    """Someone leaves the encounter before the fight: out of the roster, out of every engagement and
    group list that named them."""
    entry = combatant_entry(setup, cid)
    out = copied(setup)
    out["combatants"] = [e for e in combatant_entries(out) if e.get("id") != cid]
    for other in out["combatants"]:
        if isinstance(other.get("engaged"), list) and cid in other["engaged"]:
            other["engaged"] = [x for x in other["engaged"] if x != cid]
    groups = out.get("groups")
    if isinstance(groups, dict):
        for name, ids in list(groups.items()):
            if isinstance(ids, list) and cid in ids:
                kept = [x for x in ids if x != cid]
                if kept:
                    groups[name] = kept
                else:
                    del groups[name]
    return Edited(out, t("Remove {name}", name=entry.get("name") or cid))


def swap_creature(setup: Setup, cid: str, name: str, stats: dict[str, Any], ref: str | None = None) -> Edited:
    """Another bestiary creature takes a creature's place: the same side, zone and engagements, its
    own stat block and a name nobody else in the encounter has."""
    entry = combatant_entry(setup, cid)
    if entry.get("kind") == "PC":
        raise Reject(
            "BAD_ARGUMENT",
            t("{name} is a PC: only a creature is swapped for another.", name=entry.get("name")),
        )
    out = copied(setup)
    mine = combatant_entry(out, cid)
    old = str(mine.get("name") or cid)
    taken = {str(e.get("name")) for e in combatant_entries(out) if e.get("id") != cid}
    mine["name"] = unique_name(taken, name)
    mine["stats"] = dict(stats)
    mine["ref"] = ref
    return Edited(out, t("Swap {old} for {new}", old=old, new=mine["name"]))
