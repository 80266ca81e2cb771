"""The zone hazards burning in a fight: their record in the state, the reducers and the log's words.

A zone map's hazards (`zone_hazard_spec.ZoneHazard`) burn from the first round; a hazard that spreads
burns in the zone it reached too, and one that ended (burnt out, or put out by the GM) never comes
back. What happens when (a strike, a spread, a round counted down) is `zone_hazards.py`.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import t, tn
from gm_desk.rules.state import EncounterState
from gm_desk.rules.zone_hazard_spec import FIELDS, ZoneHazard
from gm_desk.rules.zone_tags import tag_words

LIVE_KEY = "zone_hazards"  # the hazards burning now, in `state.rs`: {zone id: live entry}
SPENT_KEY = "zone_hazards_spent"  # zones whose hazard ended (burnt out or put out): it never comes back

# state.rs["zone_hazards"] = {zone id: {**hazard.to_dict(), "left": rounds left or None, "from": zone}}


def seed(state: EncounterState) -> None:
    """The hazards of the zone map burn from the first round."""
    found = {
        zone.id: {**zone.hazard.to_dict(), "left": zone.hazard.rounds, "from": None}
        for zone in state.zones.zones.values()
        if zone.hazard is not None
    }
    if found:
        state.rs[LIVE_KEY] = found


def live(state: EncounterState) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = state.rs.get(LIVE_KEY) or {}
    return found


def live_hazard(entry: dict[str, Any]) -> ZoneHazard:
    return ZoneHazard.from_dict({k: v for k, v in entry.items() if k in FIELDS})


def _spread(state: EncounterState, data: dict[str, Any]) -> None:
    entry = {**dict(data["hazard"]), "left": data.get("left"), "from": data["from"]}
    state.rs[LIVE_KEY] = {**live(state), str(data["to"]): entry}


def _ticked(state: EncounterState, data: dict[str, Any]) -> None:
    zone = str(data["zone"])
    now = live(state)
    if zone in now:
        state.rs[LIVE_KEY] = {**now, zone: {**now[zone], "left": data["left"]}}


def spent(state: EncounterState) -> list[str]:
    found: list[str] = state.rs.get(SPENT_KEY) or []
    return found


def _ended(state: EncounterState, data: dict[str, Any]) -> None:
    zone = str(data["zone"])
    state.rs[LIVE_KEY] = {z: e for z, e in live(state).items() if z != zone}
    state.rs[SPENT_KEY] = sorted({*spent(state), zone})


def _informs(state: EncounterState, data: dict[str, Any]) -> None:
    """A strike only informs: its damage comes as the system's own events."""


REDUCERS = {
    "ZoneHazardStruck": _informs,
    "ZoneHazardSpread": _spread,
    "ZoneHazardTicked": _ticked,
    "ZoneHazardEnded": _ended,
}


def _zone(state: EncounterState | None, zone: Any) -> str:
    if state is not None and zone in state.zones.zones:
        return state.zones.zones[zone].name
    return str(zone)


def _tag(tag: Any) -> str:
    """A hazard's tag in the table's words (a GM's own tag as written)."""

    return tag_words(str(tag))


def describe(event_type: str, data: dict[str, Any], state: EncounterState | None) -> str | None:
    """The log's words for the hazards' own events (None for any other)."""
    if event_type == "ZoneHazardStruck":
        names = ", ".join(state.name_of(c) if state else str(c) for c in data["victims"])
        where = {"tag": _tag(data["tag"]), "zone": _zone(state, data["zone"]), "amount": data["amount"]}
        if data.get("rolled"):
            return t(
                "Hazard: {tag} in {zone} deals {amount} ({damage} rolled {amount}) to {names}.",
                damage=data["damage"],
                names=names,
                **where,
            )
        return t("Hazard: {tag} in {zone} deals {amount} to {names}.", names=names, **where)
    if event_type == "ZoneHazardSpread":
        return t(
            "Hazard: {tag} spreads from {source} to {target}.",
            tag=_tag(data["hazard"]["tag"]),
            source=_zone(state, data["from"]),
            target=_zone(state, data["to"]),
        )
    if event_type == "ZoneHazardTicked":
        left = int(data["left"])
        return tn(
            "Hazard: {tag} in {zone} has {left} round left.",
            "Hazard: {tag} in {zone} has {left} rounds left.",
            left,
            tag=_tag(data["tag"]),
            zone=_zone(state, data["zone"]),
            left=left,
        )
    if event_type == "ZoneHazardEnded":
        where = {"tag": _tag(data["tag"]), "zone": _zone(state, data["zone"])}
        why = str(data.get("why"))
        if why == "expired":
            return t("Hazard: {tag} in {zone} dies out.", **where)
        if why == "gm":
            return t("Hazard: {tag} in {zone} is put out by the GM.", **where)
        return t("Hazard: {tag} in {zone} ends.", **where)
    return None
