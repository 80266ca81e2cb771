"""An encounter's state as JSON data and back, exactly: the resume points the store keeps in a long log.

`state_to_data` writes every value with its kind (a tuple stays a tuple, a set a set, a dict keeps
non-text keys and its order), so `state_from_data` gives back a state equal to the one written, field
for field; `exact_data` returns the data only when that holds (a value of a kind it does not know
makes no resume point: the log is then folded from the start, as before). Reading knows only the
state's own classes: a damaged or hostile row raises ValueError, it never runs anything.

The format number goes up whenever the state's shape changes; the store also stamps each resume point
with the program's version and the setup it was folded from, and ignores one that differs.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from gm_desk.rules.state import Combatant, Condition, EncounterState, Side, Turn
from gm_desk.rules.zones import ZoneMap

SNAPSHOT_FORMAT = 1

_ATOMS = (str, int, float, bool, type(None))
_CLASSES: dict[str, type[Any]] = {
    cls.__name__: cls for cls in (Combatant, Condition, EncounterState, Side, Turn)
}
_BY_TYPE = {cls: name for name, cls in _CLASSES.items()}


def state_to_data(state: EncounterState) -> Any:
    """The state as JSON-ready data (lists, objects with one tag each, plain values)."""
    return _write(state)


def state_from_data(data: Any) -> EncounterState:
    """The state `state_to_data` wrote; ValueError for anything else."""
    try:
        state = _read(data)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a saved encounter state ({type(exc).__name__}: {exc})") from None
    if not isinstance(state, EncounterState):
        raise ValueError("not a saved encounter state")
    return state


def exact_data(state: EncounterState) -> Any | None:
    """`state_to_data`, checked to come back through JSON as an equal state; None when it would not."""
    try:
        data = state_to_data(state)
        back = state_from_data(json.loads(json.dumps(data, allow_nan=False)))
    except (TypeError, ValueError, RecursionError):
        return None
    return data if back == state else None


def _write(value: Any) -> Any:
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [_write(item) for item in value]
    if kind is dict:
        return {"d": [[_write(key), _write(item)] for key, item in value.items()]}
    if kind is tuple:
        return {"t": [_write(item) for item in value]}
    if kind is set:
        return {"s": [_write(item) for item in value]}
    if kind is frozenset:
        return {"f": [_write(item) for item in value]}
    if kind is ZoneMap:
        return {"z": value.to_dict()}
    name = _BY_TYPE.get(kind)
    if name is None:
        raise TypeError(f"a {kind.__name__} has no saved form")
    return {"o": name, "v": {f.name: _write(getattr(value, f.name)) for f in fields(value)}}


def _read(data: Any) -> Any:
    kind = type(data)
    if kind in _ATOMS:
        return data
    if kind is list:
        return [_read(item) for item in data]
    if kind is not dict or len(data) not in (1, 2):
        raise ValueError("not a saved encounter state")
    if "d" in data:
        return {_read(key): _read(item) for key, item in data["d"]}
    if "t" in data:
        return tuple(_read(item) for item in data["t"])
    if "s" in data:
        return {_read(item) for item in data["s"]}
    if "f" in data:
        return frozenset(_read(item) for item in data["f"])
    if "z" in data:
        return ZoneMap.from_dict(data["z"])
    cls = _CLASSES[data["o"]]
    return cls(**{name: _read(item) for name, item in data["v"].items()})
