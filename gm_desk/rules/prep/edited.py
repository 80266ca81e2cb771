"""What every prep edit shares: the setup it works on, what it gives back, and how it refuses.

A setup is the JSON-able description of a fight before its first command (`gm_desk.rules.setup`). A
prep edit is a plain function `edit(setup, *details) -> Edited`: it never changes the setup it is given,
it returns a new one with the words of the step (what the undo history shows) and the id of anything
it made, or it refuses with `Reject(code, words)`, the engine's own refusal, its code from the one list
(`gm_desk.rules.refusals`) and its words in the language in use.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.tx import Reject

Setup = dict[str, Any]


@dataclass(frozen=True)
class Edited:
    """A prep edit's answer: the new setup, the step's words, the id of what it made (or None), and
    what else it changed, in words (combatants moved to another zone by a new map…)."""

    setup: Setup
    words: str
    made: str | None = None
    notes: tuple[str, ...] = ()


def copied(setup: Setup) -> Setup:
    """A copy to edit: the setup given is never changed."""
    return copy.deepcopy(setup)


def fresh_id(prefix: str, taken: set[str], start: int) -> str:
    """`prefix` and the first number from `start` on that no id in `taken` uses ("zone3")."""
    number = start
    while f"{prefix}{number}" in taken:
        number += 1
    return f"{prefix}{number}"


def zone_entries(setup: Setup) -> list[dict[str, Any]]:
    zones = setup.get("zones") or {}
    return list(zones.get("zones") or []) if isinstance(zones, dict) else []


def zone_entry(setup: Setup, zone_id: str) -> dict[str, Any]:
    """The zone's entry in (a copy of) the setup; refused when the map has no such zone."""
    for zone in zone_entries(setup):
        if zone.get("id") == zone_id:
            return zone
    raise Reject("UNKNOWN_ZONE", t("There is no zone '{zone}' on this map.", zone=zone_id))


def zone_name(setup: Setup, zone_id: str) -> str:
    for zone in zone_entries(setup):
        if zone.get("id") == zone_id:
            return str(zone.get("name") or zone_id)
    return zone_id


def combatant_entries(setup: Setup) -> list[dict[str, Any]]:
    return list(setup.get("combatants") or [])


def combatant_entry(setup: Setup, cid: str) -> dict[str, Any]:
    for entry in combatant_entries(setup):
        if entry.get("id") == cid:
            return entry
    raise Reject("UNKNOWN_COMBATANT", t("'{value}' is not in this encounter.", value=cid))


def names(setup: Setup, cids: list[str]) -> list[str]:
    by_id = {str(e.get("id")): str(e.get("name") or e.get("id")) for e in combatant_entries(setup)}
    return [by_id.get(cid, cid) for cid in cids]
