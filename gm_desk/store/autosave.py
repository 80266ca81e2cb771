"""Autosave and resume: the engine's log kept in the data file as the fight goes on.

`LogWriter` listens to an `Encounter`: each applied command is committed at once with its events, an
undo marks its entry undone, a redo clears the mark, and a new command after undos first drops the
undone entries (they were the redo stack). `resume` rebuilds the encounter from the saved setup and log,
redo stack included, so a GM who reopens GM Desk after a crash finds the fight exactly where it stood.
"""

from __future__ import annotations

from gm_desk.rules.engine import Encounter, Entry
from gm_desk.rules.events import Command, Event
from gm_desk.store.campaigns import get_encounter, update_encounter
from gm_desk.store.encounter_log import append_entry, load_log, load_undone, mark_undone, truncate_after
from gm_desk.store.records import LogEntry


class LogWriter:
    """The engine's listener that writes its log through the store."""

    def __init__(self, encounter_id: int, undone: int = 0) -> None:
        self.encounter_id = encounter_id
        self._undone = undone  # entries marked undone that a new command must drop

    def applied(self, seq: int, entry: Entry) -> None:
        if self._undone:
            truncate_after(self.encounter_id, seq - 1)
            self._undone = 0
        append_entry(self.encounter_id, seq, entry.command.to_dict(), [e.to_dict() for e in entry.events])
        if seq == 1:
            update_encounter(self.encounter_id, status="running")
        for event in entry.events:
            if event.type == "EncounterEnded":
                update_encounter(self.encounter_id, status="ended", outcome=dict(event.data))

    def undone(self, seq: int) -> None:
        mark_undone(self.encounter_id, seq)
        self._undone += 1

    def redone(self, seq: int, entry: Entry) -> None:
        mark_undone(self.encounter_id, seq, undone=False)
        self._undone = max(0, self._undone - 1)


def _entry(row: LogEntry) -> Entry:
    return Entry(Command.from_dict(row.command), tuple(Event.from_dict(e) for e in row.events))


def resume(encounter_id: int, *, seed: int | None = None) -> Encounter:
    """The encounter as saved, with its redo stack, writing on through a `LogWriter`."""
    record = get_encounter(encounter_id)
    enc = Encounter.from_log(record.setup, [_entry(row) for row in load_log(encounter_id)])
    undone = load_undone(encounter_id)
    enc.redo_stack = [_entry(row) for row in reversed(undone)]
    enc.listener = LogWriter(encounter_id, undone=len(undone))
    if seed is not None:
        import random

        enc.dice.rng = random.Random(seed)
    return enc
