"""The legal commands of the moment, worked out once per change and shared by every panel.

`ruleset.legal_commands(state)` decides each candidate on a copy of the state, which is worth doing
once per change, not once per widget. The answer is kept for the encounter's current log position.
"""

from __future__ import annotations

import weakref
from typing import Any

from gm_desk.rules.events import Command

# One answer per live encounter; a weak key, so an encounter rebuilt by a prep edit never meets an old one.
_cache: weakref.WeakKeyDictionary[Any, tuple[tuple[Any, ...], list[Command]]] = weakref.WeakKeyDictionary()


_tools: weakref.WeakKeyDictionary[Any, tuple[tuple[Any, ...], list[Command]]] = weakref.WeakKeyDictionary()


def _key(enc: Any) -> tuple[Any, ...]:
    last = enc.log[-1] if enc.log else None
    return (len(enc.log), id(last), len(enc.redo_stack), enc.state.outcome is None)


def legal_now(session: Any) -> list[Command]:
    """The commands the rules accept now in the session's encounter."""
    enc = session.encounter
    key = _key(enc)
    held = _cache.get(enc)
    if held is not None and held[0] == key:
        return held[1]
    found = [] if enc.state.outcome is not None else list(enc.ruleset.legal_commands(enc.state))
    _cache[enc] = (key, found)
    return found


def gm_tools_now(session: Any) -> list[Command]:
    """The GM's tools the rules accept now (`Ruleset.gm_tools`: a fire, a poison, a fall), apart from
    anyone's own actions."""
    enc = session.encounter
    key = _key(enc)
    held = _tools.get(enc)
    if held is not None and held[0] == key:
        return held[1]
    found = [] if enc.state.outcome is not None else list(enc.ruleset.gm_tools(enc.state))
    _tools[enc] = (key, found)
    return found
