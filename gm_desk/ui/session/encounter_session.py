"""`EncounterSession`: one open encounter, the only way widgets change anything in it.

It loads an encounter row (setup, canvas layout, command log), rebuilds the engine with
`Encounter.from_log`, and keeps the one undo stack that spans engine commands, layout edits and prep
edits (the package's docstring says how each is undone). Engine commands and their undo and redo live
here, and `edit`, the one way a prep edit (`gm_desk.rules.prep`) is applied: checked, saved, pushed
on the undo stack, announced. The steps are in `undo_steps`, the layout's delayed write in
`layout_saver`. Every change is written to the store before memory changes, and every change is
announced with one `changed(Change)` (gm_desk/ui/change.py).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gm_desk import store as repo
from gm_desk.rules.dice import DiceBox, policy_named
from gm_desk.rules.engine import Encounter, ReplayError, gc_paused
from gm_desk.rules.events import Command, Event
from gm_desk.rules.i18n import t
from gm_desk.rules.log_time import now_text
from gm_desk.rules.ruleset import Prompt, Ruleset
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Entry, Outcome, Reject, rolls_for_pc
from gm_desk.store import StoreError, autosave, get_who_rolls
from gm_desk.ui.change import LAYOUT, SETUP, UNDONE, applied
from gm_desk.ui.session.errors import FIGHT_STARTED, NOT_SAVED, SessionError
from gm_desk.ui.session.faces import FaceBook
from gm_desk.ui.session.layout_saver import LayoutSaver
from gm_desk.ui.session.log_words import LogWordsMemo, describe_events, describe_log
from gm_desk.ui.session.undo_steps import EngineStep, LayoutEdit, SetupEdit, step_text
from gm_desk.zone_layout import MIN_ZONE_SIZE, clean_layout, clean_picture, fill_layout

if TYPE_CHECKING:
    from gm_desk.rules import prep

Layout = dict[str, Any]
# A prep edit's change to the canvas layout, given what the edit did (a new zone's rectangle...).
LayoutChange = Callable[["prep.Edited", Layout], Layout]


class EncounterSession(QObject):
    """An open encounter: engine, saved log, layout and the undo stack that spans them."""

    changed = Signal(object)  # a Change (session/change.py) after each operation of this encounter
    rejected = Signal(str, str)  # code, sentence for the GM

    def __init__(
        self,
        encounter_id: int,
        parent: QObject | None = None,
        *,
        dice: DiceBox | None = None,
        words: LogWordsMemo | None = None,
    ) -> None:
        """Open encounter ``encounter_id``; ``words`` keeps the log's words for the next opening (the
        window's, so switching back to a fight reuses them)."""
        super().__init__(parent)
        self._reverting = False  # the undo stack is being put back after a failed save: steps do nothing
        self._layout_saver = LayoutSaver(self, self.flush)
        try:
            with gc_paused():  # a long log is loaded as tens of thousands of live objects
                self._open(encounter_id, dice, words)
        except SessionError:
            raise
        except Exception as exc:  # anything a damaged file holds: the GM gets a sentence, not a crash
            raise SessionError(
                t("Encounter {id} cannot be opened: {error}", id=encounter_id, error=exc)
            ) from exc
        self._layout_saver.save_when_destroyed(self, encounter_id)

    def _open(self, encounter_id: int, dice: DiceBox | None, words: LogWordsMemo | None) -> None:
        try:
            record = repo.get_encounter(encounter_id)
            self.encounter, undone = autosave.load(encounter_id)
        except StoreError as exc:
            raise SessionError(str(exc)) from exc
        except (SetupError, ReplayError, KeyError, ValueError, TypeError) as exc:
            raise SessionError(
                t("The encounter '{name}' cannot be opened: {error}", name=record.name, error=exc)
            ) from exc
        # Undone rows may lie in the file even when none is offered for redo (see autosave.load), so
        # the first new command or prep edit drops whatever is there.
        self._tail_dirty = True
        self.encounter_id = record.id
        self.campaign_id = record.campaign_id
        self._facebook = FaceBook(self.campaign_id)
        self.name = record.name
        self._status = autosave.saved_of(record.status, record.outcome)
        self._setup: dict[str, Any] = copy.deepcopy(record.setup)
        self._layout = clean_layout(record.layout)
        self.encounter.dice = dice or DiceBox(rng=random.Random())
        self.encounter.clock = now_text  # each command made at the table keeps when it was made
        self.apply_dice_policy()
        self._fill_layout()
        self.undo_stack = QUndoStack(self)
        self._lines: list[list[str]] = (
            words.describe(record.id, self.encounter) if words is not None else describe_log(self.encounter)
        )
        for entry, texts in zip(self.encounter.log, self._lines):
            self.undo_stack.push(EngineStep(self, step_text(entry, texts)))
        self._restore_redo(undone)

    def _restore_redo(self, undone: list[Entry]) -> None:
        """Entries undone in an earlier session stay redoable: pushed as steps, then stepped back over
        without touching the engine, whose redo stack gets them in the matching order."""
        if not undone:
            return
        for entry in undone:
            self.undo_stack.push(EngineStep(self, step_text(entry, []), restored=True))
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

    def document(self) -> Encounter:
        """The live encounter, for saving as an encounter file."""
        return self.encounter

    # --- who rolls the dice (the campaign's setting) ------------------------------------------------

    def apply_dice_policy(self) -> None:
        """Give the engine's dice the campaign's "who rolls what" (read again before each command, so a
        change made in the campaign manager counts from the next command on)."""
        try:
            who = get_who_rolls(self.campaign_id)
        except StoreError:
            return  # the setting cannot be read: keep the one in force
        self.encounter.dice.policy = policy_named(who)

    def must_type(self, actor: str | None) -> bool:
        """Must a roll made for this actor be typed in (the app may not roll it)?"""
        return not self.encounter.dice.policy.may_roll(rolls_for_pc(self.state, actor))

    # --- engine commands --------------------------------------------------------------------------

    def submit(self, command: Command | dict[str, Any]) -> Outcome:
        """Apply a command, save it at once, make it undoable; or say why not and change nothing."""
        had_tail = self.encounter.can_redo or self._tail_dirty
        redo_before = list(self.encounter.redo_stack)  # handle() clears it; a failed save restores it
        self.apply_dice_policy()
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
            reject = Reject(NOT_SAVED, t("That was not saved, so it was taken back: {error}", error=exc))
            self.rejected.emit(reject.code, reject.message)
            return Outcome(rejected=reject)
        self._tail_dirty = False
        self._lines.append(describe_events(self.ruleset, entry.events, self.state))
        self._place_new_zones()
        self.undo_stack.push(EngineStep(self, step_text(entry, self._lines[-1])))
        self.changed.emit(applied(outcome.events))
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
            from gm_desk.rules import prep  # the prep edits load with the first one, not with the fight

            return self._place_or_join(prep.place, cid, zone_id)
        return self.submit(self.drop_command(cid, zone_id))

    def check_drop(self, cid: str, zone_id: str) -> Reject | None:
        """Would dropping the token there be accepted? (Decided on a copy: nothing changes.)"""
        if self.in_prep:
            return None
        return self.encounter.check(self.drop_command(cid, zone_id))

    def place(self, cid: str, zone_id: str) -> Outcome:
        """The GM puts someone in a zone, whatever the turn (prep: a starting place)."""
        if self.in_prep:
            from gm_desk.rules import prep

            return self._place_or_join(prep.place, cid, zone_id)
        return self.submit(Command("gm.place", args={"cid": cid, "zone": zone_id}))

    def add_creature(
        self, name: str, stats: dict[str, Any], zone_id: str | None, ref: str | None = None
    ) -> Outcome:
        """A bestiary creature joins: in prep it is written into the setup, in a fight it is a
        `gm.add_combatant` command."""
        from gm_desk.rules import prep

        if self.in_prep:
            return self._place_or_join(prep.add_creature, name, stats, zone_id, ref)
        entry = prep.creature_entry(self._setup, name, stats, zone_id, ref)
        entry["name"] = prep.unique_name({c.name for c in self.state.combatants.values()}, name)
        return self.submit(Command("gm.add_combatant", args={"combatant": entry}))

    # --- prep edits (before the first command) ----------------------------------------------------

    def edit(self, change: prep.Edit, *details: Any, layout: LayoutChange | None = None) -> prep.Edited | None:
        """Apply a prep edit (`gm_desk.rules.prep`): `change(setup, *details)`, with the canvas layout
        changed by `layout` when given. Checked (`prep.check`), saved with the layout, pushed as one
        undo step and announced; None when refused, and the refusal is said on `rejected`."""
        done = self._apply(change, details, layout)
        return None if isinstance(done, Reject) else done

    def may_edit(self, change: prep.Edit) -> bool:
        """Is an edit of this kind allowed now (before the first command)? If not, the refusal is said."""
        if self.in_prep:
            return True
        from gm_desk.rules import prep

        self._refuse(Reject(FIGHT_STARTED, prep.fixed_words(change)))
        return False

    def _apply(
        self, change: prep.Edit, details: tuple[Any, ...], layout: LayoutChange | None
    ) -> prep.Edited | Reject:
        from gm_desk.rules import prep

        if not self.may_edit(change):
            return Reject(FIGHT_STARTED, prep.fixed_words(change))
        try:
            edited = change(self._setup, *details)
        except Reject as refusal:
            return self._refuse(refusal)
        after = layout(edited, copy.deepcopy(self._layout)) if layout is not None else self._layout
        if edited.setup == self._setup and after == self._layout:
            return edited  # nothing changes: no empty step on the undo stack
        problem = prep.check(edited.setup)
        if problem is not None:
            return self._refuse(problem)
        # A new edit replaces whatever was undone (the steps above it leave the stack with the push),
        # so the undone rows go in the same write. Saved before the push: unsaved means not applied.
        try:
            autosave.save_setup(self.encounter_id, edited.setup, after, drop_undone=self._tail_dirty)
        except StoreError as exc:
            words = t("GM Desk could not save that, so nothing changed: {error}", error=exc)
            return self._refuse(Reject(NOT_SAVED, words))
        self._tail_dirty = False
        self.undo_stack.push(SetupEdit(self, (self._setup, self._layout), (edited.setup, after), edited.words))
        return edited

    def _refuse(self, refusal: Reject) -> Reject:
        self.rejected.emit(refusal.code, refusal.message)
        return refusal

    def _place_or_join(self, change: prep.Edit, *details: Any) -> Outcome:
        """A prep edit answered as an engine command is (the map's drops, the bestiary's Add)."""
        done = self._apply(change, details, None)
        return Outcome(rejected=done) if isinstance(done, Reject) else Outcome()

    def _switch_setup(self, setup: dict[str, Any], layout: Layout, redo: list[Entry]) -> bool:
        """Undo or redo of a prep edit: saved first (the undone entries stay in the file, still
        redoable), then the engine is rebuilt on the setup with `redo` as its redo stack."""
        if not self._write_or_revert(
            lambda: autosave.save_setup(self.encounter_id, setup, layout, drop_undone=False)
        ):
            return False
        self._install_setup(setup, layout, redo)
        return True

    def _install_setup(self, setup: dict[str, Any], layout: Layout, redo: list[Entry]) -> None:
        self._setup = copy.deepcopy(setup)
        self._layout = copy.deepcopy(layout)
        self._layout_saver.cancel()  # the setup's write held the layout too
        dice = self.encounter.dice
        self.encounter = Encounter(self._setup, dice=dice, clock=now_text)
        self.encounter.redo_stack = list(redo)
        self._lines = []
        self._fill_layout()
        self.changed.emit(SETUP)

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
        assert entry is not None  # the redo stack was checked above
        self._lines.append(describe_events(self.ruleset, entry.events, self.state))
        self._place_new_zones()
        self._save_status()
        self._after_engine_change()

    def _save_status(self) -> None:
        """The encounter's status follows the engine (its log is already saved; a status left stale by
        a failed write is written again with the next change, since `_status` still holds the old one)."""

        def write() -> None:
            self._status = autosave.save_status(self.encounter_id, self.encounter, self._status)

        self._persist(write)

    def _write_or_revert(self, write: Callable[[], object]) -> bool:
        """Run `write` from inside an undo step; if it fails, say so and put the undo stack back where
        it was once Qt has finished moving it (it cannot be moved from inside a step)."""
        try:
            write()
        except StoreError as exc:
            index = self.undo_stack.index()  # inside a step Qt has not moved the index yet
            QTimer.singleShot(0, self, lambda: self._revert_index(index))
            self.rejected.emit(NOT_SAVED, t("GM Desk could not save that, so nothing changed: {error}", error=exc))
            return False
        return True

    def _revert_index(self, index: int) -> None:
        self._reverting = True
        try:
            self.undo_stack.setIndex(index)
        finally:
            self._reverting = False

    def _after_engine_change(self) -> None:
        self.changed.emit(UNDONE)

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
        self.undo_stack.push(LayoutEdit(self, self._layout, after, text, merge_key))

    @property
    def picture(self) -> dict[str, Any] | None:
        """The map picture under the zones and where it lies (see `zone_layout.clean_picture`)."""
        placed = self._layout.get("picture")
        return dict(placed) if isinstance(placed, dict) else None

    def set_picture(self, placement: dict[str, Any] | None, text: str, merge_key: int = -1) -> bool:
        """Put a picture under the zones, move, scale, fade or lock it, or take it away (None): one
        undo step (steps under the same `merge_key` in a row merge, as a slider's do); False when
        nothing changed or the placement cannot be read."""
        after = copy.deepcopy(self._layout)
        if placement is None:
            after.pop("picture", None)
        else:
            cleaned = clean_picture(placement)
            if cleaned is None:
                return False
            after["picture"] = cleaned
        if after == self._layout:
            return False
        self.undo_stack.push(LayoutEdit(self, self._layout, after, text, merge_key))
        return True

    def faces(self) -> dict[str, str]:
        """Combatant id -> the digest of the portrait it shows (see `faces.FaceBook`)."""
        return self._facebook.faces(self.state, self._layout)

    def face(self, cid: str) -> str | None:
        """The digest of the portrait a combatant's token shows, if it has one."""
        return self.faces().get(cid)

    def set_faces(self, faces: dict[str, str | None], text: str) -> bool:
        """Give combatants a portrait (a digest) or take theirs away (None): one undo step."""
        after = copy.deepcopy(self._layout)
        kept = dict(after.get("faces") or {})
        for cid, digest in faces.items():
            if digest is None:
                kept.pop(cid, None)
            else:
                kept[cid] = digest
        if kept:
            after["faces"] = kept
        else:
            after.pop("faces", None)
        if after == self._layout:
            return False
        self.undo_stack.push(LayoutEdit(self, self._layout, after, text, -1))
        return True

    def save_layout(self) -> None:
        """Write the current layout to the store now."""
        self._layout_saver.cancel()
        self._persist(lambda: repo.update_encounter(self.encounter_id, layout=self._layout))

    def flush(self) -> None:
        """Write a layout edit still waiting for its save (called when the session is put away)."""
        if self._layout_saver.waiting:
            self.save_layout()

    def _install_layout(self, layout: dict[str, Any]) -> None:
        self._layout = copy.deepcopy(layout)
        self._layout_saver.schedule(self._layout)
        self.changed.emit(LAYOUT)

    def _fill_layout(self) -> None:
        """Give every zone without a saved rectangle a place that follows the map's links."""
        fill_layout(self._layout, list(self.state.zones.zones), self.state.zones.links)

    def reserve_zone_rect(self, zone_id: str, rect: QRectF) -> None:
        """Where a zone a command is about to make will stand (`gm.add_zone` with this id). A place for a
        zone the map does not have is drawn nowhere, so it needs no undo step of its own; it is saved
        with the layout, and a redo of the zone finds it again."""
        x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
        self._layout["zones"][zone_id] = [round(x), round(y), round(w), round(h)]
        self._layout_saver.schedule(self._layout)

    def _place_new_zones(self) -> None:
        """A command made a zone nobody gave a place (a script's, a replayed file's): it gets one."""
        if all(zone_id in self._layout["zones"] for zone_id in self.state.zones.zones):
            return
        self._fill_layout()
        self._layout_saver.schedule(self._layout)

    # --- helpers ----------------------------------------------------------------------------------

    def _persist(self, write: Callable[[], object]) -> bool:
        try:
            write()
        except StoreError as exc:
            self.rejected.emit(NOT_SAVED, t("GM Desk could not save that: {error}", error=exc))
            return False
        return True
