"""Commands, events and the generic event reducers.

A command is what the GM (or a player through the GM) asks for; the active ruleset validates it and
answers with events; state is the fold of events. The reducers here handle the event types every
system shares; a ruleset adds reducers for its own namespaced events. Reducers are the only code that
changes state, and they never roll dice or decide anything, so replaying events gives the same state.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules import arrival_book, field_map, live_hazards, scene_event_spec
from gm_desk.rules.i18n import t
from gm_desk.rules.state import HIDDEN, Combatant, Condition, EncounterState, Side, Turn, copy_data


@dataclass(frozen=True, slots=True)
class Command:
    type: str
    actor: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    dice: dict[str, Any] = field(default_factory=dict)  # faces or totals typed in, by roll purpose
    by: str = "gm"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.actor is not None:
            out["actor"] = self.actor
        if self.args:
            out["args"] = self.args
        if self.dice:
            out["dice"] = self.dice
        if self.by != "gm":
            out["by"] = self.by
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Command:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError(t("A command is an object with a 'type'."))
        return cls(
            type=data["type"],
            actor=data.get("actor"),
            args=dict(data.get("args", {})),
            dice=dict(data.get("dice", {})),
            by=str(data.get("by", "gm")),
        )


@dataclass(frozen=True, slots=True)
class Event:
    type: str
    data: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, **self.data}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        body = dict(data)
        return cls(str(body.pop("type")), body)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


Reducer = Callable[[EncounterState, dict[str, Any]], None]


def _noop(state: EncounterState, data: dict[str, Any]) -> None:
    """Events that only inform (a roll, an attack's outcome): the consequences come as their own events."""


def _started(state: EncounterState, data: dict[str, Any]) -> None:
    state.started = True
    state.options = dict(data["options"])


def _round(state: EncounterState, data: dict[str, Any]) -> None:
    state.round = data["round"]


def _phase(state: EncounterState, data: dict[str, Any]) -> None:
    state.phase = data["phase"]


def _turn_started(state: EncounterState, data: dict[str, Any]) -> None:
    state.turn_count += 1
    budget = dict(data.get("budget", {}))
    state.turn = Turn(data["actor"], state.turn_count, budget, granted=dict(budget))


def _turn_ended(state: EncounterState, data: dict[str, Any]) -> None:
    state.turn = None


def _spent(state: EncounterState, data: dict[str, Any]) -> None:
    """Counters spent by the actor of the turn, or by someone off-turn (kept in their rs['budget'])."""
    who = data["actor"]
    if state.turn is not None and state.turn.actor == who and not data.get("off_turn"):
        budget = state.turn.budget
        state.turn.spent.append(data["action"])
    else:
        budget = state.get(who).rs.setdefault("budget", {})
    # Counters are rewritten in a dict the state owns (the data reducers copy what they store).
    for counter, amount in data["costs"].items():
        budget[counter] = budget.get(counter, 0) - amount


def _budget_set(state: EncounterState, data: dict[str, Any]) -> None:
    who = data["actor"]
    # What was granted is kept beside what is left, so the order list can draw "●●○" (left of given).
    if state.turn is not None and state.turn.actor == who and not data.get("off_turn"):
        state.turn.budget = dict(data["budget"])
        state.turn.granted = dict(data["budget"])
    else:
        c = state.get(who)
        c.rs["budget"] = dict(data["budget"])
        c.rs["granted_budget"] = dict(data["budget"])


def _resource(state: EncounterState, data: dict[str, Any]) -> None:
    state.get(data["cid"]).res[data["res"]] = data["value"]


def _status(state: EncounterState, data: dict[str, Any]) -> None:
    c = state.get(data["cid"])
    c.status = data["status"]
    c.substatus = data.get("substatus")


def _moved(state: EncounterState, data: dict[str, Any]) -> None:
    state.get(data["cid"]).zone = data["to"]


def _engaged(state: EncounterState, data: dict[str, Any]) -> None:
    a, b = state.get(data["a"]), state.get(data["b"])
    a.engaged.add(b.id)
    b.engaged.add(a.id)


def _disengaged(state: EncounterState, data: dict[str, Any]) -> None:
    a, b = state.get(data["a"]), state.get(data["b"])
    a.engaged.discard(b.id)
    b.engaged.discard(a.id)


def _condition_added(state: EncounterState, data: dict[str, Any]) -> None:
    cond = Condition.from_dict(data["condition"])
    state.get(data["cid"]).conditions.append(cond)
    state.next_id += 1


def _condition_ticked(state: EncounterState, data: dict[str, Any]) -> None:
    for cond in state.get(data["cid"]).conditions:
        if cond.id == data["condition"]:
            cond.remaining = data["remaining"]


def _condition_removed(state: EncounterState, data: dict[str, Any]) -> None:
    c = state.get(data["cid"])
    c.conditions = [cond for cond in c.conditions if cond.id != data["condition"]]


# The data reducers copy the payload: state must never share a list or dict with a logged event, or a
# later in-place change (a budget spent, a list appended to) would rewrite history.


def _sched(state: EncounterState, data: dict[str, Any]) -> None:
    state.sched.update(copy_data(data["changes"]))


def _rs(state: EncounterState, data: dict[str, Any]) -> None:
    state.rs.update(copy_data(data["changes"]))


def _combatant_rs(state: EncounterState, data: dict[str, Any]) -> None:
    state.get(data["cid"]).rs.update(copy_data(data["changes"]))


def _flag(state: EncounterState, data: dict[str, Any]) -> None:
    flags = state.get(data["cid"]).flags
    if data["on"]:
        flags.add(data["flag"])
    else:
        flags.discard(data["flag"])


def _revealed(state: EncounterState, data: dict[str, Any]) -> None:
    state.get(data["cid"]).flags.discard(HIDDEN)


def _added(state: EncounterState, data: dict[str, Any]) -> None:
    c = Combatant.from_dict(data["combatant"])
    state.combatants[c.id] = c
    for other in c.engaged:
        state.get(other).engaged.add(c.id)
    state.next_id += 1


def _removed(state: EncounterState, data: dict[str, Any]) -> None:
    c = state.get(data["cid"])
    for other in list(c.engaged):
        state.get(other).engaged.discard(c.id)
    c.engaged.clear()
    c.status = "removed"


def _stats_replaced(state: EncounterState, data: dict[str, Any]) -> None:
    # A new dict, never an update: snapshots share a combatant's stats (see Combatant.clone).
    state.get(data["cid"]).stats = copy.deepcopy(data["stats"])


def _side_added(state: EncounterState, data: dict[str, Any]) -> None:
    side = Side.from_dict(data["side"])
    state.sides = {**state.sides, side.id: side}


def _ended(state: EncounterState, data: dict[str, Any]) -> None:
    state.outcome = dict(data)
    state.turn = None
    state.phase = "ended"


GENERIC_REDUCERS: dict[str, Reducer] = {
    "EncounterStarted": _started,
    "RoundStarted": _round,
    "RoundEnded": _noop,
    "PhaseChanged": _phase,
    "TurnStarted": _turn_started,
    "TurnEnded": _turn_ended,
    "TurnSkipped": _noop,
    "BudgetSpent": _spent,
    "BudgetSet": _budget_set,
    "RollMade": _noop,
    "ResourceChanged": _resource,
    "StatusChanged": _status,
    "Moved": _moved,
    "Engaged": _engaged,
    "Disengaged": _disengaged,
    "ConditionAdded": _condition_added,
    "ConditionTicked": _condition_ticked,
    "ConditionRemoved": _condition_removed,
    "SchedulerChanged": _sched,
    "RulesetDataChanged": _rs,
    "CombatantDataChanged": _combatant_rs,
    "FlagChanged": _flag,
    "Revealed": _revealed,
    "CombatantAdded": _added,
    "CombatantRemoved": _removed,
    "SideAdded": _side_added,
    "StatsReplaced": _stats_replaced,
    "EncounterEnded": _ended,
    "GMOverrideApplied": _noop,
    "Note": _noop,
    **scene_event_spec.REDUCERS,
    **live_hazards.REDUCERS,
    **field_map.REDUCERS,
    **arrival_book.REDUCERS,
}


def apply_event(state: EncounterState, event: Event, extra: Mapping[str, Reducer]) -> None:
    reducer = GENERIC_REDUCERS.get(event.type) or extra.get(event.type)
    if reducer is None:
        raise KeyError(t("No reducer for event type '{type}'.", type=event.type))
    reducer(state, event.data)
