"""Reducers for Faction Passing's own events: how each one changes the scheduler and per-combatant data.

Like the engine's generic reducers they decide nothing and roll nothing, so folding a logged event
always gives the same state. Events that only inform (an attack's outcome, a dodge) fold to nothing;
their consequences arrive as generic events (ResourceChanged, StatusChanged, FlagChanged...).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Reducer
from gm_desk.rules.state import EncounterState


def _noop(state: EncounterState, data: dict[str, Any]) -> None:
    """Informative: its consequences come as events of their own."""


def _append(state: EncounterState, key: str, value: Any, *, unique: bool = True) -> None:
    items = list(state.sched.get(key, ()))
    if not unique or value not in items:
        items.append(value)
    state.sched[key] = items


def _holder(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["holder"] = data["faction"]


def _first(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["first"] = data["faction"]


def _threshold(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["fat"] = data["fat"]


def _go(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["current"] = data["faction"]


def _passed(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["passes"] = int(state.sched.get("passes", 0)) + 1


def _turn_taken(state: EncounterState, data: dict[str, Any]) -> None:
    _append(state, "had_turn", data["actor"])
    _append(state, "phase_turns", data["actor"])
    state.sched["passes"] = 0


def _reacted(state: EncounterState, data: dict[str, Any]) -> None:
    _append(state, "had_turn", data["actor"])
    _append(state, "reactions", data["actor"], unique=False)


def _surrendered(state: EncounterState, data: dict[str, Any]) -> None:
    if data.get("uses_turn"):
        _append(state, "had_turn", data["cid"])
        state.sched["passes"] = 0


def _marked(state: EncounterState, data: dict[str, Any]) -> None:
    _append(state, "had_turn", data["cid"])


def _gear(state: EncounterState, data: dict[str, Any]) -> None:
    c = state.get(data["cid"])
    c.rs["gear"] = {**c.rs.get("gear", {}), data["item"]: data["state"]}


def _used(state: EncounterState, data: dict[str, Any]) -> None:
    c = state.get(data["cid"])
    c.rs["used"] = sorted({*c.rs.get("used", ()), *data["items"]})


def _morale_due(state: EncounterState, data: dict[str, Any]) -> None:
    pending = dict(state.sched.get("morale_pending", {}))
    for cid in data["members"]:
        pending[cid] = data["group"]
    state.sched["morale_pending"] = pending
    _append(state, "morale_done", data["group"])


def _morale_saved(state: EncounterState, data: dict[str, Any]) -> None:
    pending = dict(state.sched.get("morale_pending", {}))
    pending.pop(data["cid"], None)
    state.sched["morale_pending"] = pending
    if not data["passed"] and data.get("fate_pending"):
        _append(state, "morale_fates", data["cid"])


def _morale_fate(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["morale_fates"] = [c for c in state.sched.get("morale_fates", ()) if c != data["cid"]]


def _durability(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched["durability"] = {**state.sched.get("durability", {}), data["key"]: data["damaged"]}


REDUCERS: dict[str, Reducer] = {
    "factions.HolderSet": _holder,
    "factions.FirstChosen": _first,
    "factions.ThresholdSet": _threshold,
    "factions.Go": _go,
    "factions.Passed": _passed,
    "factions.PhaseEnded": _noop,
    "factions.TurnTaken": _turn_taken,
    "factions.Reacted": _reacted,
    "factions.Surrendered": _surrendered,
    "factions.Resumed": _noop,
    "factions.MarkedActed": _marked,
    "factions.ActionTaken": _noop,
    "factions.ActionLost": _noop,
    "factions.GearChanged": _gear,
    "factions.GearUsed": _used,
    "factions.MoveInterrupted": _noop,
    "factions.AttackDeclared": _noop,
    "factions.ToHit": _noop,
    "factions.Deviated": _noop,
    "factions.StuntProposed": _noop,
    "factions.StuntAnswered": _noop,
    "factions.Redirected": _noop,
    "factions.Dodged": _noop,
    "factions.Countered": _noop,
    "factions.Hit": _noop,
    "factions.AttackResolved": _noop,
    "factions.AttackCancelled": _noop,
    "factions.FinalBlow": _noop,
    "factions.Disarmed": _noop,
    "factions.Grabbed": _noop,
    "factions.Released": _noop,
    "factions.Shoved": _noop,
    "factions.MoraleDue": _morale_due,
    "factions.MoraleSaved": _morale_saved,
    "factions.MoraleFate": _morale_fate,
    "factions.ChaseResolved": _noop,
    "factions.Durability": _durability,
}
