"""Autosave and resume: the engine's log kept in the data file as the fight goes on.

Every applied command is committed at once with its events (after dropping undone entries it replaces),
an undo marks its entry undone, a redo clears the mark; the encounter's status ('prep', 'running',
'ended') and outcome follow in the same transaction. `save_applied` and `save_undo` are the one write
path, used by the app's encounter session and by `LogWriter`, the engine listener for scripts and tools.
`resume` rebuilds an encounter from the saved setup and log, redo stack included.
"""

from __future__ import annotations

import random
from typing import Any

from gm_desk.rules.engine import Encounter, Entry, gc_paused
from gm_desk.store.campaigns import get_encounter, update_encounter
from gm_desk.store.encounter_log import append_entry, load_log, load_undone, mark_undone, truncate_after
from gm_desk.store.records import LogEntry
from gm_desk.store.transactions import transaction


def status_of(enc: Encounter) -> str:
    return "ended" if enc.state.outcome is not None else "running" if enc.log else "prep"


def _save_status(encounter_id: int, enc: Encounter, known: str | None) -> str:
    status = status_of(enc)
    if status != known:
        update_encounter(encounter_id, status=status, outcome=enc.state.outcome)
    return status


def save_applied(
    encounter_id: int, enc: Encounter, *, drop_tail: bool, known_status: str | None = None
) -> str:
    """Save the engine's newest entry in one transaction; returns the encounter's status now."""
    seq = len(enc.log)
    entry = enc.log[-1]
    with transaction():
        if drop_tail:
            truncate_after(encounter_id, seq - 1)
        append_entry(encounter_id, seq, entry.command.to_dict(), [e.to_dict() for e in entry.events])
        return _save_status(encounter_id, enc, known_status)


def save_undo(
    encounter_id: int, enc: Encounter, seq: int, undone: bool, known_status: str | None = None
) -> str:
    """Mark entry `seq` undone (or redone) in one transaction; returns the encounter's status now."""
    with transaction():
        mark_undone(encounter_id, seq, undone)
        return _save_status(encounter_id, enc, known_status)


class LogWriter:
    """The engine's listener that writes its log through the store (for scripts and tools)."""

    def __init__(self, encounter_id: int, enc: Encounter, undone: int = 0, status: str | None = None) -> None:
        self.encounter_id = encounter_id
        self.enc = enc
        self._undone = undone  # entries marked undone that the next new command replaces
        self._status = status

    def applied(self, seq: int, entry: Entry) -> None:
        self._status = save_applied(
            self.encounter_id, self.enc, drop_tail=bool(self._undone), known_status=self._status
        )
        self._undone = 0

    def undone(self, seq: int) -> None:
        self._status = save_undo(self.encounter_id, self.enc, seq, True, self._status)
        self._undone += 1

    def redone(self, seq: int, entry: Entry) -> None:
        self._status = save_undo(self.encounter_id, self.enc, seq, False, self._status)
        self._undone = max(0, self._undone - 1)


def entry_of(row: LogEntry) -> Entry:
    return Entry.from_dict({"command": row.command, "events": row.events})


def resume(encounter_id: int, *, seed: int | None = None) -> Encounter:
    """The encounter as saved, with its redo stack, writing on through a `LogWriter`."""
    record = get_encounter(encounter_id)
    with gc_paused():  # a long log is loaded as tens of thousands of live objects
        enc = Encounter.from_log(record.setup, [entry_of(row) for row in load_log(encounter_id)])
    undone = load_undone(encounter_id)
    enc.redo_stack = [entry_of(row) for row in reversed(undone)]
    enc.listener = LogWriter(encounter_id, enc, undone=len(undone), status=record.status)
    if seed is not None:
        enc.dice.rng = random.Random(seed)
    return enc


__all__: list[Any] = ["LogWriter", "entry_of", "resume", "save_applied", "save_undo", "status_of"]
