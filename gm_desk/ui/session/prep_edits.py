"""Prep edits: changing an encounter's setup (zones, links, tags, starting places, creatures) and
options before the fight starts.

The setup is what the engine's log is built on, so it may change only while the log is empty. Each
edit builds the new setup (and layout) on a copy, checks it by building an engine on it, saves setup
and layout together (`autosave.save_setup`), then pushes a `SetupEdit`, whose first redo installs it
and rebuilds the engine. Unsaved means not applied: a failed save leaves everything as it was.

`PrepEdits` is a mixin of `EncounterSession` and works on the session's own state: ``encounter``,
``encounter_id``, ``state``, ``in_prep``, ``_setup``, ``_layout``, ``_lines``, ``_tail_dirty``,
``_layout_saver``, ``undo_stack``, the ``rejected``, ``setup_changed`` and ``changed`` signals, and
its ``submit``, ``_persist``, ``_write_or_revert`` and ``_fill_layout``.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.setup import SetupError
from gm_desk.rules.tx import Entry, Outcome, Reject
from gm_desk.rules.zone_maps import Stamped, ZoneMap, stamp
from gm_desk.store import autosave
from gm_desk.ui.change import SETUP
from gm_desk.ui.session.errors import ALREADY_LINKED, BAD_SETUP, FIGHT_STARTED, FROZEN, ZONE_NOT_EMPTY
from gm_desk.ui.session.undo_steps import SetupEdit

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF

OPTIONS_FROZEN = "The fight has started, so its options are fixed. Undo back to the start to change them."


class PrepEdits:
    """The setup edits of an open encounter, allowed only in prep (see the module's docstring)."""

    # --- zones and links --------------------------------------------------------------------------

    def add_zone(self, rect: QRectF, name: str | None = None) -> str | None:
        if not self.may_edit_map():
            return None
        zones = self._setup.get("zones", {}).get("zones", [])
        taken = {z["id"] for z in zones}
        number = len(zones) + 1
        while f"zone{number}" in taken:
            number += 1
        zone_id = f"zone{number}"
        setup = copy.deepcopy(self._setup)
        setup.setdefault("zones", {}).setdefault("zones", []).append(
            {"id": zone_id, "name": name or f"Zone {number}", "tags": []}
        )
        setup["zones"].setdefault("links", [])
        layout = copy.deepcopy(self._layout)
        layout["zones"][zone_id] = [
            round(rect.x()),
            round(rect.y()),
            round(rect.width()),
            round(rect.height()),
        ]
        return zone_id if self._edit_setup(setup, layout, "Create zone") else None

    def use_map(self, zone_map: ZoneMap) -> Stamped | None:
        """Replace the zones, links, tags and places with ``zone_map``'s (one undo step); combatants
        whose zone the map lacks go to its first zone (see `Stamped.moved`)."""
        if not self.may_edit_map():
            return None
        stamped = stamp(zone_map, self._setup, self._layout)
        return (
            stamped if self._edit_setup(stamped.setup, stamped.layout, f"Use map {zone_map.name}") else None
        )

    def remove_zone(self, zone_id: str) -> bool:
        if not self.may_edit_map():
            return False
        standing = [c["name"] for c in self._setup.get("combatants", []) if c.get("zone") == zone_id]
        if standing:
            return self._refuse(
                ZONE_NOT_EMPTY, f"{', '.join(standing)} still stand(s) in {self.zone_name(zone_id)}."
            )
        setup = copy.deepcopy(self._setup)
        zmap = setup["zones"]
        zmap["zones"] = [z for z in zmap["zones"] if z["id"] != zone_id]
        zmap["links"] = [link for link in zmap.get("links", []) if zone_id not in link]
        layout = copy.deepcopy(self._layout)
        layout["zones"].pop(zone_id, None)
        return self._edit_setup(setup, layout, "Delete zone")

    def rename_zone(self, zone_id: str, name: str) -> bool:
        name = name.strip()
        if not self.may_edit_map() or not name:
            return False
        setup = copy.deepcopy(self._setup)
        for z in setup["zones"]["zones"]:
            if z["id"] == zone_id:
                z["name"] = name
        return self._edit_setup(setup, self._layout, "Rename zone")

    def set_zone_tag(self, zone_id: str, tag: str, on: bool) -> bool:
        if not self.may_edit_map():
            return False
        setup = copy.deepcopy(self._setup)
        for z in setup["zones"]["zones"]:
            if z["id"] == zone_id:
                tags = set(z.get("tags", ()))
                tags = tags | {tag} if on else tags - {tag}
                z["tags"] = sorted(tags)
        return self._edit_setup(setup, self._layout, f"{'Mark' if on else 'Unmark'} {tag}")

    def link(self, a: str, b: str) -> bool:
        if not self.may_edit_map():
            return False
        if frozenset((a, b)) in self.state.zones.links:
            return self._refuse(ALREADY_LINKED, f"{self.zone_name(a)} and {self.zone_name(b)} already touch.")
        setup = copy.deepcopy(self._setup)
        setup["zones"].setdefault("links", []).append(sorted((a, b)))
        return self._edit_setup(setup, self._layout, "Link zones")

    def unlink(self, a: str, b: str) -> bool:
        if not self.may_edit_map():
            return False
        setup = copy.deepcopy(self._setup)
        pair = {a, b}
        setup["zones"]["links"] = [link for link in setup["zones"].get("links", []) if set(link) != pair]
        return self._edit_setup(setup, self._layout, "Unlink zones")

    # --- who stands where -------------------------------------------------------------------------

    def place_in_setup(self, cid: str, zone_id: str) -> Outcome:
        """A starting place: the combatant begins the fight in `zone_id` (engagements are dropped)."""
        if not self.may_edit_map():
            return Outcome(rejected=Reject(FIGHT_STARTED, FROZEN))
        setup = copy.deepcopy(self._setup)
        for c in setup.get("combatants", []):
            if c["id"] == cid:
                c["zone"] = zone_id
                c["engaged"] = []
            else:
                c["engaged"] = [o for o in c.get("engaged", []) if o != cid]
        if self._edit_setup(setup, self._layout, "Place token"):
            return Outcome()
        return Outcome(rejected=Reject(BAD_SETUP, "That starting place is not valid."))

    def add_creature(
        self, name: str, stats: dict[str, Any], zone_id: str | None, ref: str | None = None
    ) -> Outcome:
        """A bestiary creature joins: in prep it is written into the setup, in a fight it is a
        `gm.add_combatant` command."""
        shown = self.unique_name(name)
        hostile = next((s.id for s in self.state.sides.values() if s.stance == "hostile"), "foes")
        raw = {
            "name": shown,
            "kind": "NPC",
            "side": hostile,
            "zone": zone_id,
            "stats": dict(stats),
            "ref": ref,
        }
        if not self.in_prep:
            return self.submit(Command("gm.add_combatant", args={"combatant": raw}))
        setup = copy.deepcopy(self._setup)
        ids = {c["id"] for c in setup.get("combatants", [])}
        number = len(ids) + 1
        while f"c{number}" in ids:
            number += 1
        setup.setdefault("combatants", []).append({"id": f"c{number}", **raw})
        if self._edit_setup(setup, self._layout, f"Add {shown}"):
            return Outcome()
        return Outcome(rejected=Reject(BAD_SETUP, f"{shown} cannot join this encounter."))

    def set_options(self, options: dict[str, Any]) -> bool:
        """The system's options for this fight (a reading or table choice each), saved in the setup."""
        if not self.in_prep:
            return self._refuse(FIGHT_STARTED, OPTIONS_FROZEN)
        setup = copy.deepcopy(self._setup)
        setup["options"] = dict(options)
        return self._edit_setup(setup, self._layout, "Change options")

    def unique_name(self, name: str) -> str:
        """`name`, or "<name> 2", "<name> 3"... if someone in the encounter is already called that."""
        taken = {c.name for c in self.state.combatants.values()}
        shown, number = name, 2
        while shown in taken:
            shown, number = f"{name} {number}", number + 1
        return shown

    def zone_name(self, zone_id: str) -> str:
        zone = self.state.zones.zones.get(zone_id)
        return zone.name if zone else zone_id

    def may_edit_map(self) -> bool:
        if self.in_prep:
            return True
        self.rejected.emit(FIGHT_STARTED, FROZEN)
        return False

    # --- saving and installing a setup ------------------------------------------------------------

    def _refuse(self, code: str, message: str) -> bool:
        self.rejected.emit(code, message)
        return False

    def _edit_setup(self, setup: dict[str, Any], layout: dict[str, Any], text: str) -> bool:
        if setup == self._setup and layout == self._layout:
            return True  # nothing changes: no empty step on the undo stack
        try:
            Encounter(setup)  # validate before anything is saved or pushed
        except (SetupError, KeyError, ValueError, TypeError) as exc:
            return self._refuse(BAD_SETUP, str(exc))
        # A new edit replaces whatever was undone (the steps above it leave the stack with the push),
        # so the undone rows go in the same write. Saved before the push: unsaved means not applied.
        drop = self._tail_dirty
        if not self._persist(
            lambda: autosave.save_setup(self.encounter_id, setup, layout, drop_undone=drop), "nothing changed"
        ):
            return False
        self._tail_dirty = False
        self.undo_stack.push(SetupEdit(self, (self._setup, self._layout), (setup, layout), text))
        return True

    def _switch_setup(self, setup: dict[str, Any], layout: dict[str, Any], redo: list[Entry]) -> bool:
        """Undo or redo of a prep edit: saved first (the undone entries stay in the file, still
        redoable), then the engine is rebuilt on the setup with `redo` as its redo stack."""
        if not self._write_or_revert(
            lambda: autosave.save_setup(self.encounter_id, setup, layout, drop_undone=False)
        ):
            return False
        self._install_setup(setup, layout, redo)
        return True

    def _install_setup(self, setup: dict[str, Any], layout: dict[str, Any], redo: list[Entry]) -> None:
        self._setup = copy.deepcopy(setup)
        self._layout = copy.deepcopy(layout)
        self._layout_saver.cancel()  # the setup's write held the layout too
        dice = self.encounter.dice
        self.encounter = Encounter(self._setup, dice=dice)
        self.encounter.redo_stack = list(redo)
        self._lines = []
        self._fill_layout()
        self.changed.emit(SETUP)
