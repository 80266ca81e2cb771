"""Scene events and zone hazards of a prepared encounter: add, change and remove them.

Prep edits like the others (`PrepEdits._edit_setup`: checked by building an engine, saved, undoable),
allowed only while the log is empty. A scene event or hazard the rules would refuse is refused here
first, in the words of the same check the gate uses (`scene_event_spec.event_problem`,
`zone_hazard_spec.hazard_problem`), and nothing changes.

`SceneEdits` is a mixin of `EncounterSession`, beside `PrepEdits`, and uses its ``state``, ``ruleset``,
``in_prep``, ``_setup``, ``_layout``, ``_edit_setup`` and ``_refuse``.
"""

from __future__ import annotations

import copy
from typing import Any

from gm_desk.rules.scene_event_spec import SETUP_KEY, SceneEvent, event_problem, events_of
from gm_desk.rules.zone_hazard_spec import ZoneHazard, hazard_problem

SCENE_FIXED = "FIGHT_STARTED"
BAD_SCENE_EVENT = "BAD_SCENE_EVENT"
BAD_HAZARD = "BAD_HAZARD"
FIXED_WORDS = "The fight has started, so scene events and zone hazards are fixed. Undo back to the start to change them."


class SceneEdits:
    """The scene events and zone hazards of an open encounter, editable only in prep."""

    # --- reading ----------------------------------------------------------------------------------

    def scene_events(self) -> list[SceneEvent]:
        """The encounter's scene events, in the order the setup lists them."""
        return events_of(self.state)

    def zone_hazard(self, zone_id: str) -> ZoneHazard | None:
        """The hazard the zone map gives `zone_id` (what the fight starts with), or None."""
        zone = self.state.zones.zones.get(zone_id)
        return zone.hazard if zone is not None else None

    # --- scene events -----------------------------------------------------------------------------

    def add_scene_event(self, raw: dict[str, Any]) -> str | None:
        """A new scene event (its fields as the dialog gives them, without an id); its id, or None."""
        rows = self._scene_rows()
        taken = {row["id"] for row in rows}
        number = len(rows) + 1
        while f"scene{number}" in taken:
            number += 1
        entry = {**raw, "id": f"scene{number}"}
        if not self._may_edit_scene() or not self._good_event(entry):
            return None
        rows.append(entry)
        return entry["id"] if self._save_scene(rows, f"Add scene event {entry.get('name', '')}") else None

    def change_scene_event(self, event_id: str, raw: dict[str, Any]) -> bool:
        rows = self._scene_rows()
        if not self._may_edit_scene() or not any(row["id"] == event_id for row in rows):
            return False
        entry = {**raw, "id": event_id}
        if not self._good_event(entry):
            return False
        rows = [entry if row["id"] == event_id else row for row in rows]
        return self._save_scene(rows, f"Change scene event {entry.get('name', '')}")

    def remove_scene_event(self, event_id: str) -> bool:
        rows = self._scene_rows()
        gone = [row for row in rows if row["id"] == event_id]
        if not self._may_edit_scene() or not gone:
            return False
        return self._save_scene(
            [row for row in rows if row["id"] != event_id], f"Remove scene event {gone[0].get('name', '')}"
        )

    # --- zone hazards -----------------------------------------------------------------------------

    def set_zone_hazard(self, zone_id: str, raw: dict[str, Any] | None) -> bool:
        """Give a zone's tag a timed effect (the tag is added to the zone), or take it away (None)."""
        if not self._may_edit_scene():
            return False
        setup = copy.deepcopy(self._setup)
        zone = next((z for z in setup.get("zones", {}).get("zones", []) if z["id"] == zone_id), None)
        if zone is None:
            return bool(self._refuse(BAD_HAZARD, f"There is no zone '{zone_id}'."))
        name = zone.get("name") or zone_id
        if raw is None:
            if zone.pop("hazard", None) is None:
                return True
            return bool(self._edit_setup(setup, self._layout, f"Remove the hazard of {name}"))
        problem = hazard_problem(raw)
        if problem is not None:
            field, why = problem
            return bool(self._refuse(BAD_HAZARD, f"The hazard's {field or 'entry'} {why}."))
        hazard = ZoneHazard.from_dict(raw)
        zone["tags"] = sorted({*zone.get("tags", []), hazard.tag})
        zone["hazard"] = hazard.to_dict()
        return bool(self._edit_setup(setup, self._layout, f"Hazard in {name}"))

    # --- helpers ----------------------------------------------------------------------------------

    def _scene_rows(self) -> list[dict[str, Any]]:
        return [dict(row) for row in self._setup.get(SETUP_KEY) or []]

    def _may_edit_scene(self) -> bool:
        if self.in_prep:
            return True
        self._refuse(SCENE_FIXED, FIXED_WORDS)
        return False

    def _good_event(self, entry: dict[str, Any]) -> bool:
        ruleset = self.ruleset
        problem = event_problem(entry, ruleset.scene_order, ruleset.name)
        if problem is None:
            return True
        field, why = problem
        self._refuse(BAD_SCENE_EVENT, f"The scene event's {field or 'entry'} {why}.")
        return False

    def _save_scene(self, rows: list[dict[str, Any]], text: str) -> bool:
        setup = copy.deepcopy(self._setup)
        if rows:
            setup[SETUP_KEY] = rows
        else:
            setup.pop(SETUP_KEY, None)
        return bool(self._edit_setup(setup, self._layout, text))
