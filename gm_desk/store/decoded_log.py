"""An encounter's log read as engine entries, each row decoded once while it stays the same.

Reopening a fight (switching back to it in the window) reads its rows again, but decoding them (the JSON,
then `Entry.from_dict`) is most of the cost of a resume. The entries decoded for the last few logs read
are kept with the rows they came from; a row read again that is the same, text for text, as the one at
its place last time gives the same entry, and only the rows after the first difference are decoded.

The entries are shared between two openings the way an open fight's undo and redo share them with its
log: nothing changes an entry once made. What is kept is checked against the file at each read, so it
never stands for anything but what the file holds now (another data file, a restored backup included).
"""

from __future__ import annotations

from collections import OrderedDict

from gm_desk.rules.tx import Entry
from gm_desk.store.encounter_log import LogRow, decode_rows, log_rows
from gm_desk.store.records import LogEntry

KEPT_LOGS = 4  # the logs whose entries are kept: a GM switching between a few fights


class _Kept:
    """The rows last read for each of a few encounters, and their entries."""

    logs: OrderedDict[int, tuple[list[LogRow], list[Entry]]] = OrderedDict()


def entry_of(row: LogEntry) -> Entry:
    return Entry.from_dict({"command": row.command, "events": row.events, "at": row.made_at})


def read_entries(encounter_id: int) -> tuple[list[int], list[Entry]]:
    """The numbers and entries of the log's entries that are not undone, in order."""
    rows = log_rows(encounter_id)
    kept_rows, kept_entries = _Kept.logs.pop(encounter_id, ([], []))
    same = 0
    for old, new in zip(kept_rows, rows):
        if old != new:
            break
        same += 1
    entries = kept_entries[:same] + [entry_of(row) for row in decode_rows(rows[same:])]
    _Kept.logs[encounter_id] = (rows, list(entries))  # the engine's log grows and shrinks: a copy kept
    while len(_Kept.logs) > KEPT_LOGS:
        _Kept.logs.popitem(last=False)
    return [row[0] for row in rows], entries


def forget() -> None:
    """Keep no decoded entries: the next read of every log decodes it whole (benchmarks of a first read)."""
    _Kept.logs.clear()
