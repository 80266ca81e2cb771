"""Which portrait each combatant shows: the one the GM gave it on this map (the layout's ``faces``),
else its bestiary creature's, else its party member's (`gm_desk.store.portraits_for`).

Read from the store only when the roster or a portrait changed (`portraits_changed` is called by the
dialogs that set one), not on every refresh of the map.
"""

from __future__ import annotations

from typing import Any

from gm_desk import store as repo
from gm_desk.rules.state import EncounterState

_generation = 0  # bumped whenever a portrait is set or taken away anywhere


def portraits_changed() -> None:
    """A creature's or party member's portrait changed: every encounter's faces are read again."""
    global _generation
    _generation += 1


class FaceBook:
    """The faces of one encounter's combatants, kept until the roster or a portrait changes."""

    def __init__(self, campaign_id: int | None) -> None:
        self.campaign_id = campaign_id
        self._key: tuple[Any, ...] | None = None
        self._found: dict[str, str] = {}

    def faces(self, state: EncounterState, layout: dict[str, Any]) -> dict[str, str]:
        roster = tuple((c.id, c.name, c.is_pc, c.ref) for c in state.combatants.values())
        key = (_generation, roster)
        if key != self._key:
            self._found = repo.portraits_for(self.campaign_id, roster)
            self._key = key
        chosen = layout.get("faces")
        merged = dict(self._found)
        if isinstance(chosen, dict):
            merged.update({cid: d for cid, d in chosen.items() if isinstance(d, str)})
        return merged
