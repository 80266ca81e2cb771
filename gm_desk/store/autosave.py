"""Autosave and resume: the engine's log kept in the data file as the fight goes on.

Every write here happens BEFORE the change it records is made in memory (the session calls these
first and changes the engine only when they succeed), so the screen never shows what the file does
not hold:

- `save_applied`: a newly decided command is committed with its events (after dropping the undone
  entries it replaces); the encounter's status ('prep', 'running', 'ended') follows in the same
  transaction.
- `save_undo`: marks the entry about to be undone as undone, or the entry about to be redone as
  redone. `save_status` then brings the encounter's status in line once the engine has moved.
- `save_setup`: a prep edit's setup and layout, dropping the undone entries only when asked (a NEW
  edit replaces them; undoing or redoing an edit keeps them, they are still redoable).

`load` is the one loader (the app's session and `resume` both use it): it folds the saved events of
the log, never deciding again, from the newest resume point at or below the log's head. Every
RESUME_EVERY commands, `save_applied` also saves the state as a resume point (a row of the snapshot
table: `rules.snapshots`' exact data, stamped with the snapshot format, the program's version, the
schema version and a digest of the setup). A point with another stamp, or one that cannot be read, is
ignored and the log is folded from the setup, as it always was before resume points.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from gm_desk import __version__
from gm_desk.rules.engine import Encounter, gc_paused
from gm_desk.rules.snapshots import SNAPSHOT_FORMAT, exact_data, state_from_data
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Entry
from gm_desk.store.campaigns import get_encounter, update_encounter
from gm_desk.store.decoded_log import entry_of, read_entries
from gm_desk.store.encounter_log import (
    append_entry,
    latest_snapshot,
    load_undone,
    mark_undone,
    save_snapshot,
    truncate_after,
)
from gm_desk.store.migrations import SCHEMA_VERSION
from gm_desk.store.transactions import transaction

RESUME_EVERY = 100  # commands between two resume points


def status_of(enc: Encounter) -> str:
    return "ended" if enc.state.outcome is not None else "running" if enc.log else "prep"


Saved = tuple[str, str]  # (status, outcome as canonical JSON): what the encounter row holds


def saved_of(status: str, outcome: Any) -> Saved:
    return status, json.dumps(outcome, sort_keys=True)


def save_status(encounter_id: int, enc: Encounter, known: Saved | None = None) -> Saved:
    """Write the encounter's status and outcome if either differs from `known`; returns what is saved now.

    The outcome can change while the status stays 'ended' (the group's picks after a fight).
    """
    now = saved_of(status_of(enc), enc.state.outcome)
    if now != known:
        update_encounter(encounter_id, status=now[0], outcome=enc.state.outcome)
    return now


def save_applied(
    encounter_id: int, enc: Encounter, *, drop_tail: bool, known_status: Saved | None = None
) -> Saved:
    """Save the engine's newest entry in one transaction; returns the encounter's status and outcome now."""
    seq = len(enc.log)
    entry = enc.log[-1]
    with transaction():
        if drop_tail:
            truncate_after(encounter_id, seq - 1)
        append_entry(
            encounter_id, seq, entry.command.to_dict(), [e.to_dict() for e in entry.events], entry.made_at
        )
        if seq % RESUME_EVERY == 0:
            point = resume_point(enc)
            if point is not None:  # a state that would not come back exactly makes no resume point
                save_snapshot(encounter_id, seq, point)
        return save_status(encounter_id, enc, known_status)


def _stamp(setup: dict[str, Any]) -> dict[str, Any]:
    """What a resume point must have been saved under to be used: the same state format, program,
    schema and setup (canonical JSON's digest)."""
    digest = hashlib.sha256(json.dumps(setup, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    return {"format": SNAPSHOT_FORMAT, "program": __version__, "schema": SCHEMA_VERSION, "setup": digest}


def resume_point(enc: Encounter) -> dict[str, Any] | None:
    """The engine's state now as a resume point's row, or None when it would not come back exactly."""
    data = exact_data(enc.state)
    return None if data is None else {**_stamp(enc.setup), "state": data}


def _resume_from(encounter_id: int, setup: dict[str, Any], seqs: list[int]) -> tuple[int, EncounterState] | None:
    """The newest resume point at or below the log's head that fits this program and setup, read back
    (``seqs``: the numbers of the log's entries, in order)."""
    found = latest_snapshot(encounter_id)
    if found is None:
        return None
    seq, point = found
    if not 0 < seq <= len(seqs) or seqs[seq - 1] != seq:  # a log with gaps is folded whole
        return None
    if {key: point.get(key) for key in ("format", "program", "schema", "setup")} != _stamp(setup):
        return None
    try:
        return seq, state_from_data(point.get("state"))
    except ValueError:
        return None


def save_undo(encounter_id: int, seq: int, undone: bool) -> None:
    """Mark entry `seq` undone (or redone) before the engine undoes (or redoes) it."""
    with transaction():
        mark_undone(encounter_id, seq, undone)


def save_setup(
    encounter_id: int, setup: dict[str, Any], layout: dict[str, Any], *, drop_undone: bool
) -> None:
    """Save a prep edit's setup and layout in one transaction, first dropping the undone entries if
    `drop_undone` (only a new edit does: the log is empty, so every saved entry is undone)."""
    with transaction():
        if drop_undone:
            truncate_after(encounter_id, 0)
        update_encounter(encounter_id, setup=setup, layout=layout)


def load(encounter_id: int) -> tuple[Encounter, list[Entry]]:
    """The encounter as saved and its undone entries in log order (what Redo would bring back).

    Raises StoreError when the file cannot be read, and SetupError, ReplayError, KeyError, TypeError...
    when what it holds does not make an encounter (callers that show it to a GM catch everything).
    An undone tail below an empty log was decided before the last prep edit was undone, possibly
    on another setup: it is returned only if it is decided the same way again on the saved setup.
    """
    record = get_encounter(encounter_id)
    with gc_paused():  # a long log is loaded as tens of thousands of live objects
        seqs, entries = read_entries(encounter_id)  # rows read before and unchanged are not decoded again
        resume = _resume_from(encounter_id, record.setup, seqs)
        enc = Encounter.from_log(record.setup, entries, resume=resume)
        undone = [entry_of(row) for row in load_undone(encounter_id)]
        if undone and not enc.log and not _replays(record.setup, undone):
            undone = []
    return enc, undone


def _replays(setup: dict[str, Any], entries: list[Entry]) -> bool:
    try:
        Encounter.from_log(setup, entries, redecide=True)
    except Exception:  # whatever stops the replay, the tail is not offered
        return False
    return True


def resume(encounter_id: int, *, seed: int | None = None) -> Encounter:
    """The encounter as saved, its redo stack included (for scripts, tools and tests; it does not
    write: the app's session does that)."""
    enc, undone = load(encounter_id)
    enc.redo_stack = list(reversed(undone))
    if seed is not None:
        enc.dice.rng = random.Random(seed)
    return enc


__all__: list[Any] = [
    "RESUME_EVERY",
    "entry_of",
    "load",
    "resume",
    "resume_point",
    "save_applied",
    "save_setup",
    "save_status",
    "save_undo",
    "status_of",
]
