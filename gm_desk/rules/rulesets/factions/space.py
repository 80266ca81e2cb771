"""Where combatants stand for Faction Passing: zones, the border of a zone after a shove, and "nearby"."""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.state import Combatant, EncounterState
from gm_desk.rules.tx import Reject


def border(c: Combatant) -> str | None:
    """The neighbouring zone whose border `c` stands on (after a shove), or None."""
    return c.rs.get("border")


def _border(state: EncounterState, c: Combatant) -> str | None:
    # A border left over from before a GM placement no longer counts.
    b = border(c)
    return b if b is not None and c.zone is not None and b in state.zones.neighbours(c.zone) else None


def nearby(state: EncounterState, a: Combatant, b: Combatant) -> bool:
    """Same zone, or one of them on the border of the other's zone (A6); option: same zone only."""
    if a.zone is None or b.zone is None:
        return False
    if a.zone == b.zone:
        return True
    if state.options.get("nearby") == "zone_only":
        return False
    return _border(state, a) == b.zone or _border(state, b) == a.zone


def nearby_zone(state: EncounterState, c: Combatant, zone: str) -> bool:
    """Would `c` be nearby someone standing in `zone` (not on a border)?"""
    if c.zone == zone:
        return True
    return state.options.get("nearby") != "zone_only" and _border(state, c) == zone


def in_or_on(state: EncounterState, c: Combatant, zone: str) -> bool:
    """Standing in `zone` or on one of its borders: whom a blast on `zone` catches (A11)."""
    return c.zone == zone or _border(state, c) == zone


def distance(state: EncounterState, a: Combatant, b: Combatant) -> int:
    if a.zone is None or b.zone is None:
        raise Reject("NOT_ON_MAP", t("Both combatants must stand in a zone."))
    return state.zones.hops(a.zone, b.zone)
