"""The reinforcements still waiting, as the state keeps them: their record, the reducer and the words of
their arrival. When and how they arrive is `arrivals.py`.

state.rs["arrivals"] = {combatant id: the combatant as a dict, with "arrives": its scene event id}, in
the setup's order.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.state import Combatant, EncounterState

SETUP_KEY = "arrives"  # a combatant's field in the setup: the scene event it arrives with
RS_KEY = "arrivals"  # the reinforcements still waiting, in `state.rs`
ARRIVED = "Arrived"
AWAITED_KEY = "arrivals_awaited"  # in `state.rs`: the fight went on for the reinforcements
STILL_TO_COME = "ArrivalsAwaited"  # a system would end the fight, but reinforcements are still to come


def is_waiting(raw: Any) -> bool:
    """Does this setup entry wait for a scene event (rather than start the fight)?"""
    return isinstance(raw, dict) and raw.get(SETUP_KEY) is not None


def present_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """The setup as the fight starts from it: the waiting combatants left out of `combatants`, and out of
    a system's own keys that list combatants or give them a value (a marching order, a square): a
    reinforcement's place there is the GM's to give when it arrives."""
    people = setup.get("combatants")
    if not isinstance(people, list) or not any(is_waiting(raw) for raw in people):
        return setup
    later = {str(raw.get("id")) for raw in people if is_waiting(raw)}
    out = {key: _without(value, later) for key, value in setup.items() if key != "combatants"}
    out["combatants"] = [raw for raw in people if not is_waiting(raw)]
    return out


def _without(value: Any, later: set[str]) -> Any:
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return [item for item in value if item not in later]
    if isinstance(value, dict) and any(key in later for key in value):
        return {key: item for key, item in value.items() if key not in later}
    return value


def seed(state: EncounterState, waiting: list[Combatant], events: dict[str, str]) -> None:
    """The reinforcements wait from the start; `events` gives each one's scene event."""
    if waiting:
        state.rs[RS_KEY] = {c.id: {**c.to_dict(), SETUP_KEY: events[c.id]} for c in waiting}


def book(state: EncounterState) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = state.rs.get(RS_KEY) or {}
    return found


def waiting(state: EncounterState) -> list[Combatant]:
    """The reinforcements that have not arrived yet, as combatants (for the GM's map and lists)."""
    return [Combatant.from_dict(raw) for raw in book(state).values()]


def event_of(state: EncounterState, cid: str) -> str | None:
    """The scene event a waiting reinforcement arrives with (None: it is not waiting)."""
    raw = book(state).get(cid)
    return str(raw[SETUP_KEY]) if raw is not None else None


def _arrived(state: EncounterState, data: dict[str, Any]) -> None:
    c = Combatant.from_dict(data["combatant"])
    state.rs[RS_KEY] = {k: v for k, v in book(state).items() if k != c.id}
    if not state.rs[RS_KEY]:
        del state.rs[RS_KEY]
    state.rs.pop(AWAITED_KEY, None)
    state.combatants[c.id] = c


def _awaited(state: EncounterState, data: dict[str, Any]) -> None:
    state.rs[AWAITED_KEY] = True  # said once; said again only after someone arrives


def is_awaited(state: EncounterState) -> bool:
    """Has the log said that the fight goes on for the reinforcements (since the last arrival)?"""
    return bool(state.rs.get(AWAITED_KEY))


REDUCERS = {ARRIVED: _arrived, STILL_TO_COME: _awaited}


def describe(event_type: str, data: dict[str, Any], state: EncounterState | None) -> str | None:
    """The log's words for an arrival (None for any other event)."""
    if event_type == STILL_TO_COME:
        return t(
            "The fight would end here ({why}), but reinforcements are still to come: {names}. "
            "It goes on; end it yourself if it is over.",
            why=data.get("why") or data.get("result"),
            names=data["names"],
        )
    if event_type != ARRIVED:
        return None
    body = data["combatant"]
    name = body.get("name") or data["cid"]
    zone = body.get("zone")
    if state is not None and zone in state.zones.zones:
        zone = state.zones.zones[zone].name
    if zone is None:
        return t("{name} arrives.", name=name)
    return t("{name} arrives in {zone}.", name=name, zone=zone)
