"""The legal commands of the moment, worked out once per change and shared by every panel.

`ruleset.legal_commands(state)` decides each candidate on a copy of the state, which is worth doing
once per change, not once per widget. The answer is kept for the encounter's current log position.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Command

_cache: dict[int, tuple[tuple[Any, ...], list[Command]]] = {}


def legal_now(session: Any) -> list[Command]:
    """The commands the rules accept now in the session's encounter."""
    enc = session.encounter
    key = (len(enc.log), id(enc.log[-1]) if enc.log else 0, len(enc.redo_stack), enc.state.outcome is None)
    held = _cache.get(id(enc))
    if held is not None and held[0] == key:
        return held[1]
    found = [] if enc.state.outcome is not None else list(enc.ruleset.legal_commands(enc.state))
    if len(_cache) > 8:
        _cache.clear()
    _cache[id(enc)] = (key, found)
    return found
