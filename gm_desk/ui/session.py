"""The one adapter between the rules engine, the store and the widgets: an open encounter.

`EncounterSession` loads an encounter row (setup, canvas layout, command log), rebuilds the engine with
`Encounter.from_log`, and is the only way widgets change anything. Widgets read `state`, `prompt()`,
`lines` and `zone_rect()`, call `submit()`, `drop_token()` or the prep edits, and redraw on the signals.

How changes are undone (one `QUndoStack` for everything, so Ctrl+Z means "take back the last thing"):

- Engine commands (`submit`): the engine decides; the entry is saved with `append_entry` in the same
  call (after `truncate_after` when undone entries lie beyond it) or taken back if the save fails, and
  an `_EngineStep` is pushed. Its undo/redo FIRST mark the saved entry undone or redone and only then
  call `Encounter.undo/redo`; a failed mark leaves the engine alone and puts the undo stack back.
  Reopening an encounter pushes one step per saved entry, so undo reaches across sessions.
- Layout edits (zone positions and sizes): pure canvas geometry, allowed at any time, saved in the
  encounter's `layout` JSON a moment after the last edit of a burst (`flush` writes a waiting one).
  They never touch the engine.
- Prep edits (create, delete, rename, tag, link and unlink zones; place tokens; add creatures): they
  change the encounter's *setup*, which the engine's log is built on, so they are allowed only while
  the log is empty ("prep"). Each saves the new setup and layout together (`autosave.save_setup`),
  then rebuilds the engine from the new setup. Once the first command is applied the setup is
  frozen: during the fight the zone map is fixed and tokens move by engine commands ("move" for the
  actor, "gm.place" for creatures). Undoing back to an empty log makes the map editable again.

Because a prep edit is only possible with an empty log, every engine step on the stack above a NEW
edit has been undone and is discarded by the push (the saved undone entries go in the same write).
Undoing an edit keeps the engine's redo entries with the edit and redoing it gives them back, so the
fight steps above it stay redoable, and their saved rows stay until a new command or edit replaces them.
"""

from __future__ import annotations

import contextlib
import copy
import math
import random
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter, Entry, Outcome, Reject, ReplayError, gc_paused
from gm_desk.rules.events import Command, Event, apply_event
from gm_desk.rules.ruleset import QUIET_EVENTS, Prompt, Ruleset
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import EncounterState
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.errors import StoreError

LAYOUT_VERSION = 1
ZONE_SIZE = (260.0, 180.0)
ZONE_GAP = 90.0
MIN_ZONE_SIZE = (140.0, 100.0)
LAYOUT_SAVE_MS = 400  # a layout edit is written this long after the last one (see `flush`)

# Rejection codes the session itself raises (the engine's own codes pass through unchanged).
FIGHT_STARTED = "FIGHT_STARTED"
ZONE_NOT_EMPTY = "ZONE_NOT_EMPTY"
BAD_SETUP = "BAD_SETUP"
NOT_SAVED = "NOT_SAVED"
ALREADY_LINKED = "ALREADY_LINKED"


class SessionError(Exception):
    """An encounter that cannot be opened; the message is for the GM."""


class EncounterSession(QObject):
    """An open encounter: engine, saved log, layout and the undo stack that spans them."""

    changed = Signal(object)  # tuple[Event, ...] just applied; () after undo, redo and edits
    rejected = Signal(str, str)  # code, sentence for the GM
    setup_changed = Signal()  # the zone map or the starting places changed: rebuild the map
    layout_changed = Signal()  # zone geometry changed

    def __init__(
        self, encounter_id: int, parent: QObject | None = None, *, dice: DiceBox | None = None
    ) -> None:
        super().__init__(parent)
        self._reverting = False  # the undo stack is being put back after a failed save: steps do nothing
        # Layout edits are saved a moment after the last one (a held arrow key nudges ~30 times a second).
        self._layout_timer = QTimer(self)
        self._layout_timer.setSingleShot(True)
        self._layout_timer.setInterval(LAYOUT_SAVE_MS)
        self._layout_timer.timeout.connect(self.flush)
        self._pending_layout: dict[str, Any] = {}  # {"layout": ...} while a layout save is waiting
        try:
            with gc_paused():  # a long log is loaded as tens of thousands of live objects
                self._open(encounter_id, dice)
        except SessionError:
            raise
        except Exception as exc:  # anything a damaged file holds: the GM gets a sentence, not a crash
            raise SessionError(f"Encounter {encounter_id} cannot be opened: {exc}") from exc
        # A pending layout save must outlive the session (deleteLater, closing the window): the slot
        # holds no reference to the session, only to what it must write.
        pending = self._pending_layout
        self.destroyed.connect(lambda *_: _write_layout(encounter_id, pending))

    def _open(self, encounter_id: int, dice: DiceBox | None) -> None:
        try:
            record = repo.get_encounter(encounter_id)
            self.encounter, undone = autosave.load(encounter_id)
        except StoreError as exc:
            raise SessionError(str(exc)) from exc
        except (SetupError, ReplayError, KeyError, ValueError, TypeError) as exc:
            raise SessionError(f"The encounter '{record.name}' cannot be opened: {exc}") from exc
        # Undone rows may lie in the file even when none is offered for redo (see autosave.load), so
        # the first new command or prep edit drops whatever is there.
        self._tail_dirty = True
        self.encounter_id = record.id
        self.campaign_id = record.campaign_id
        self.name = record.name
        self._status = autosave.saved_of(record.status, record.outcome)
        self._setup: dict[str, Any] = copy.deepcopy(record.setup)
        self._layout = _clean_layout(record.layout)
        self.encounter.dice = dice or DiceBox(rng=random.Random())
        self._fill_layout()
        self.undo_stack = QUndoStack(self)
        self._lines: list[list[str]] = self._describe_log()
        for entry, texts in zip(self.encounter.log, self._lines):
            self.undo_stack.push(_EngineStep(self, _step_text(entry, texts)))
        self._restore_redo(undone)

    def _restore_redo(self, undone: list[Entry]) -> None:
        """Entries undone in an earlier session stay redoable: pushed as steps, then stepped back over
        without touching the engine, whose redo stack gets them in the matching order."""
        if not undone:
            return
        for entry in undone:
            self.undo_stack.push(_EngineStep(self, _step_text(entry, []), restored=True))
        for _ in undone:
            self.undo_stack.undo()
        self.encounter.redo_stack = list(reversed(undone))

    # --- reading ----------------------------------------------------------------------------------

    @property
    def state(self) -> EncounterState:
        return self.encounter.state

    @property
    def ruleset(self) -> Ruleset:
        return self.encounter.ruleset

    @property
    def setup(self) -> dict[str, Any]:
        return self._setup

    @property
    def in_prep(self) -> bool:
        """True while no command has been applied: the zone map and starting places can change."""
        return not self.encounter.log

    @property
    def layout(self) -> dict[str, Any]:
        return self._layout

    @property
    def lines(self) -> list[tuple[int, str]]:
        """The combat log in plain words, oldest first, as (command number, sentence)."""
        return [(seq, text) for seq, texts in enumerate(self._lines, 1) for text in texts]

    def prompt(self) -> Prompt:
        return self.encounter.prompt()

    def describe(self, event: Event) -> str:
        return self.encounter.describe(event)

    def zone_rect(self, zone_id: str) -> QRectF:
        """Where the canvas draws a zone (zones never placed are given a place when the map loads)."""
        return QRectF(*self._layout["zones"][zone_id])

    # --- engine commands --------------------------------------------------------------------------

    def submit(self, command: Command | dict[str, Any]) -> Outcome:
        """Apply a command, save it at once, make it undoable; or say why not and change nothing."""
        had_tail = self.encounter.can_redo or self._tail_dirty
        redo_before = list(self.encounter.redo_stack)  # handle() clears it; a failed save restores it
        outcome = self.encounter.handle(command)
        if outcome.rejected is not None:
            self.rejected.emit(outcome.rejected.code, outcome.rejected.message)
            return outcome
        entry = self.encounter.log[-1]
        try:
            self._status = autosave.save_applied(
                self.encounter_id, self.encounter, drop_tail=had_tail, known_status=self._status
            )
        except StoreError as exc:
            # Unsaved means not applied: a GM must never see a fight the file does not hold.
            self.encounter.undo()
            self.encounter.redo_stack = redo_before
            reject = Reject(NOT_SAVED, f"That was not saved, so it was taken back: {exc}")
            self.rejected.emit(reject.code, reject.message)
            return Outcome(rejected=reject)
        self._tail_dirty = False
        self._lines.append(self._describe(entry.events, self.state))
        self.undo_stack.push(_EngineStep(self, _step_text(entry, self._lines[-1])))
        self.changed.emit(outcome.events)
        return outcome

    def drop_command(self, cid: str, zone_id: str) -> Command:
        """What dropping a token in a zone asks during a fight: a move for PCs and for whoever holds
        the turn, a GM placement for creatures outside their turn."""
        c = self.state.combatants.get(cid)
        if c is not None and not c.is_pc and self.state.actor != cid:
            return Command("gm.place", args={"cid": cid, "zone": zone_id})
        return Command("move", cid, {"to": zone_id})

    def drop_token(self, cid: str, zone_id: str) -> Outcome:
        """A token dropped in a zone: a starting place in prep, else `drop_command`."""
        if self.in_prep:
            return self.place_in_setup(cid, zone_id)
        return self.submit(self.drop_command(cid, zone_id))

    def check_drop(self, cid: str, zone_id: str) -> Reject | None:
        """Would dropping the token there be accepted? (Decided on a copy: nothing changes.)"""
        if self.in_prep:
            return None
        return self.encounter.check(self.drop_command(cid, zone_id))

    def place(self, cid: str, zone_id: str) -> Outcome:
        """The GM puts someone in a zone, whatever the turn (prep: a starting place)."""
        if self.in_prep:
            return self.place_in_setup(cid, zone_id)
        return self.submit(Command("gm.place", args={"cid": cid, "zone": zone_id}))

    def undo(self) -> None:
        self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()

    def _engine_undo(self) -> None:
        if self._reverting or not self.encounter.log:
            return
        seq = len(self.encounter.log)
        # Written first: if the file cannot take the mark, the engine is not touched.
        if not self._write_or_revert(lambda: autosave.save_undo(self.encounter_id, seq, True)):
            return
        self.encounter.undo()
        self._tail_dirty = True
        self._lines.pop()
        self._save_status()
        self._after_engine_change()

    def _engine_redo(self) -> None:
        if self._reverting or not self.encounter.redo_stack:
            return
        seq = len(self.encounter.log) + 1
        if not self._write_or_revert(lambda: autosave.save_undo(self.encounter_id, seq, False)):
            return
        entry = self.encounter.redo()
        self._lines.append(self._describe(entry.events, self.state))
        self._save_status()
        self._after_engine_change()

    def _save_status(self) -> None:
        """The encounter's status follows the engine (its log is already saved; a status left stale by
        a failed write is written again with the next change, since `_status` still holds the old one)."""

        def write() -> None:
            self._status = autosave.save_status(self.encounter_id, self.encounter, self._status)

        self._persist(write)

    def _write_or_revert(self, write: Any) -> bool:
        """Run `write` from inside an undo step; if it fails, say so and put the undo stack back where
        it was once Qt has finished moving it (it cannot be moved from inside a step)."""
        try:
            write()
        except StoreError as exc:
            index = self.undo_stack.index()  # inside a step Qt has not moved the index yet
            QTimer.singleShot(0, self, lambda: self._revert_index(index))
            self.rejected.emit(NOT_SAVED, f"GM Desk could not save that, so nothing changed: {exc}")
            return False
        return True

    def _revert_index(self, index: int) -> None:
        self._reverting = True
        try:
            self.undo_stack.setIndex(index)
        finally:
            self._reverting = False

    def _after_engine_change(self) -> None:
        self.changed.emit(())

    # --- layout edits (any time) ------------------------------------------------------------------

    def set_zone_rects(self, rects: dict[str, QRectF], text: str = "Move zone", merge_key: int = -1) -> None:
        """Zones moved or resized on the canvas; undoable, saved with the encounter (`flush`)."""
        after = copy.deepcopy(self._layout)
        for zone_id, rect in rects.items():
            w = max(MIN_ZONE_SIZE[0], rect.width())
            h = max(MIN_ZONE_SIZE[1], rect.height())
            after["zones"][zone_id] = [round(rect.x()), round(rect.y()), round(w), round(h)]
        if after == self._layout:
            return
        self.undo_stack.push(_LayoutEdit(self, self._layout, after, text, merge_key))

    def save_layout(self) -> None:
        """Write the current layout to the store now."""
        self._layout_timer.stop()
        self._pending_layout.clear()
        self._persist(lambda: repo.update_encounter(self.encounter_id, layout=self._layout))

    def flush(self) -> None:
        """Write a layout edit still waiting for its save (called when the session is put away)."""
        if self._pending_layout:
            self.save_layout()

    def _install_layout(self, layout: dict[str, Any]) -> None:
        self._layout = copy.deepcopy(layout)
        self._pending_layout["layout"] = self._layout
        self._layout_timer.start()  # restarted by each edit: one write after the last of a burst
        self.layout_changed.emit()

    # --- prep edits (empty log only) --------------------------------------------------------------

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

    def place_in_setup(self, cid: str, zone_id: str) -> Outcome:
        """A starting place: the combatant begins the fight in `zone_id` (engagements are dropped)."""
        if not self.may_edit_map():
            return Outcome(rejected=Reject(FIGHT_STARTED, _FROZEN))
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
        self.rejected.emit(FIGHT_STARTED, _FROZEN)
        return False

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
        self.undo_stack.push(_SetupEdit(self, (self._setup, self._layout), (setup, layout), text))
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
        self._pending_layout.clear()  # the setup's write held the layout too
        self._layout_timer.stop()
        dice = self.encounter.dice
        self.encounter = Encounter(self._setup, dice=dice)
        self.encounter.redo_stack = list(redo)
        self._lines = []
        self._fill_layout()
        self.setup_changed.emit()
        self.changed.emit(())

    # --- files ------------------------------------------------------------------------------------

    def document(self) -> Encounter:
        """The live encounter, for saving as an encounter file."""
        return self.encounter

    # --- helpers ----------------------------------------------------------------------------------

    def _persist(self, write: Any, consequence: str = "") -> bool:
        try:
            write()
        except StoreError as exc:
            then = f", so {consequence}" if consequence else ""
            self.rejected.emit(NOT_SAVED, f"GM Desk could not save that{then}: {exc}")
            return False
        return True

    def _describe(self, events: Iterable[Event], state: EncounterState) -> list[str]:
        return [self._words(e, state) for e in events if e.type not in QUIET_EVENTS]

    def _words(self, event: Event, state: EncounterState) -> str:
        """The ruleset's sentence for an event; its type if describing fails (an entry saved by an
        older version, a damaged file): one odd line in the log must never keep a fight closed."""
        try:
            return self.ruleset.describe(event, state)
        except Exception:  # any failure of the words, never of the fight
            return event.type

    def _describe_log(self) -> list[list[str]]:
        """Words for a reopened log, each event described in the state of its own moment."""
        state = self.encounter.initial_state()  # the setup was checked once, when the engine was built
        out = []
        for entry in self.encounter.log:
            texts = []
            for event in entry.events:
                apply_event(state, event, self.ruleset.reducers)
                if event.type not in QUIET_EVENTS:
                    texts.append(self._words(event, state))
            out.append(texts)
        return out

    def _fill_layout(self) -> None:
        """Give every zone without a saved rectangle a place that follows the map's links."""
        cells = self._layout["zones"]
        missing = [z for z in self.state.zones.zones if z not in cells]
        if not missing:
            return
        placed = default_positions(list(self.state.zones.zones), self.state.zones.links)
        shift = max((r[1] + r[3] + ZONE_GAP for r in cells.values()), default=0.0)
        w, h = ZONE_SIZE
        for zone_id in missing:
            x, y = placed[zone_id]
            # Zones added to a map that already has saved places go below it, never on top of it.
            cells[zone_id] = [x, y + shift, w, h]


_FROZEN = (
    "The fight has started, so the zone map and starting places are fixed. "
    "Drag tokens to move them, or undo back to the start to change the map."
)


def default_positions(zone_ids: list[str], links: Iterable[frozenset[str]]) -> dict[str, tuple[float, float]]:
    """Top-left corners for a map nobody has arranged yet: columns by hop distance from the first
    zone (each unconnected part starts new columns), each zone level with the zones of the previous
    column that lead to it, pushed down just enough not to overlap, so most links run short."""
    adjacent: dict[str, set[str]] = {z: set() for z in zone_ids}
    for edge in links:
        a, b = tuple(edge)
        if a in adjacent and b in adjacent:
            adjacent[a].add(b)
            adjacent[b].add(a)
    w, h = ZONE_SIZE
    step = h + ZONE_GAP
    ys: dict[str, float] = {}
    out: dict[str, tuple[float, float]] = {}
    column = 0
    for root in zone_ids:
        if root in ys:
            continue
        layer = [root]
        ys[root] = 0.0
        while layer:
            for zone_id in layer:
                out[zone_id] = (column * (w + ZONE_GAP), ys[zone_id])
            found = sorted({n for z in layer for n in adjacent[z]} - set(ys), key=zone_ids.index)
            wanted = {}
            for zone_id in found:
                leads = [ys[n] for n in adjacent[zone_id] if n in layer]
                wanted[zone_id] = sum(leads) / len(leads)
            found.sort(key=lambda z: wanted[z])
            # Stack the zones where they want to be without overlaps, then shift the column so that
            # on average they sit where they want (three zones wanting one height share it evenly).
            floor = -math.inf
            for zone_id in found:
                ys[zone_id] = max(floor, wanted[zone_id])
                floor = ys[zone_id] + step
            if found:
                shift = sum(wanted[z] - ys[z] for z in found) / len(found)
                for zone_id in found:
                    ys[zone_id] = round((ys[zone_id] + shift) / 10) * 10
            layer = found
            column += 1
    top = min((y for _, y in out.values()), default=0.0)
    return {z: (x, y - top) for z, (x, y) in out.items()}


def _clean_layout(raw: Any) -> dict[str, Any]:
    """The saved layout, with anything unreadable dropped (a bad rectangle falls back to the grid)."""
    zones = {}
    if isinstance(raw, dict) and isinstance(raw.get("zones"), dict):
        for zone_id, rect in raw["zones"].items():
            if (
                isinstance(rect, list)
                and len(rect) == 4
                and all(isinstance(v, int | float) and not isinstance(v, bool) for v in rect)
            ):
                zones[str(zone_id)] = [float(v) for v in rect]
    return {"version": LAYOUT_VERSION, "zones": zones}


class _EngineStep(QUndoCommand):
    """An applied engine command. The first redo is the push itself: the engine has already applied it."""

    def __init__(self, session: EncounterSession, text: str, *, restored: bool = False) -> None:
        super().__init__(text)
        self._session = session
        self._pushed = False
        self._restored = restored  # undone in an earlier session: the first undo only moves the stack

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._session._engine_redo()

    def undo(self) -> None:
        if self._session._reverting:
            return
        if self._restored:
            self._restored = False
            return
        self._session._engine_undo()


class _LayoutEdit(QUndoCommand):
    def __init__(
        self, session: EncounterSession, before: dict[str, Any], after: dict[str, Any], text: str, key: int
    ) -> None:
        super().__init__(text)
        self._session = session
        self._before = copy.deepcopy(before)
        self._after = copy.deepcopy(after)
        self._key = key

    def id(self) -> int:
        return self._key  # -1: never merged; keyboard nudges of the same zones merge into one step

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _LayoutEdit) or other._key != self._key:
            return False
        if set(other._after["zones"]) != set(self._after["zones"]):
            return False
        self._after = other._after
        return True

    def redo(self) -> None:
        if not self._session._reverting:
            self._session._install_layout(self._after)

    def undo(self) -> None:
        if not self._session._reverting:
            self._session._install_layout(self._before)


class _SetupEdit(QUndoCommand):
    """A prep edit (saved before the push). Undo keeps the engine's redo entries, the fight steps
    above it on the stack, and redo gives them back, so redoing past the edit redoes the fight."""

    def __init__(
        self,
        session: EncounterSession,
        before: tuple[dict[str, Any], dict[str, Any]],
        after: tuple[dict[str, Any], dict[str, Any]],
        text: str,
    ) -> None:
        super().__init__(text)
        self._session = session
        self._before = copy.deepcopy(before)
        self._after = copy.deepcopy(after)
        self._pushed = False
        self._kept: list[Entry] = []  # the engine's redo stack on the `after` setup

    def redo(self) -> None:
        session = self._session
        if session._reverting:
            return
        if not self._pushed:  # the push: already saved by `_edit_setup`
            self._pushed = True
            session._install_setup(*self._after, [])
            return
        session._switch_setup(*self._after, self._kept)

    def undo(self) -> None:
        session = self._session
        if session._reverting:
            return
        kept = list(session.encounter.redo_stack)
        if session._switch_setup(*self._before, []):
            self._kept = kept


def _write_layout(encounter_id: int, pending: dict[str, Any]) -> None:
    """The layout save a session left waiting when it was destroyed (nobody is left to tell)."""
    layout = pending.pop("layout", None)
    if layout is None:
        return
    with contextlib.suppress(StoreError):  # the store is closed or gone: only a zone's place is lost
        repo.update_encounter(encounter_id, layout=layout)


def _step_text(entry: Entry, lines: list[str]) -> str:
    """The Edit menu's words for a step: its first sentence ("Undo Aria moves to the Ridge")."""
    text = lines[0].rstrip(".") if lines else entry.command.type.split(".")[-1].replace("_", " ")
    return text if len(text) <= 60 else text[:57] + "..."


def new_encounter(campaign_id: int, name: str) -> int:
    """A fresh encounter for the campaign: its party in one open zone, ready for prep."""
    campaign = repo.get_campaign(campaign_id)
    party = repo.list_party(campaign_id)
    setup = {
        "ruleset": campaign.ruleset,
        "name": name,
        "options": {},
        "zones": {"zones": [{"id": "zone1", "name": "Open ground", "tags": []}], "links": []},
        "sides": [
            {"id": "party", "name": "The party", "stance": "party", "allies": []},
            {"id": "foes", "name": "Foes", "stance": "hostile", "allies": []},
        ],
        "combatants": [
            {
                "id": f"pc{m.id}",
                "name": m.name,
                "kind": "PC",
                "side": "party",
                "zone": "zone1",
                "stats": m.sheet,
            }
            for m in party
            if m.ruleset == campaign.ruleset
        ],
    }
    layout = {"version": LAYOUT_VERSION, "zones": {"zone1": [0, 0, ZONE_SIZE[0], ZONE_SIZE[1]]}}
    return repo.create_encounter(campaign_id, name, campaign.ruleset, setup, layout).id
