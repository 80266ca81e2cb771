"""An encounter's command log and state snapshots: the engine's save file.

Each applied command is saved the moment it is applied, with its events, in one IMMEDIATE
transaction, so a crash loses at most the command being applied. Undo marks the newest entries
`undone` (redo clears the mark); a new command after an undo first calls `truncate_after`, which drops
the undone entries and any snapshot that included them. Resuming (`autosave.load`) folds the log from
the newest snapshot at or below its head, which `autosave.save_applied` writes every so many commands.
"""

from __future__ import annotations

import json
from typing import Any

from peewee import IntegrityError, fn

from gm_desk.rules import log_time
from gm_desk.rules.i18n import t
from gm_desk.store.errors import ConflictError, InvalidValueError, NotFoundError
from gm_desk.store.models import Encounter, EncounterEntry, EncounterSnapshot, db
from gm_desk.store.records import LogEntry
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import check_dict, check_int, load_json, utc_now


@writes
def append_entry(
    encounter_id: int,
    seq: int,
    command: dict[str, Any],
    events: list[dict[str, Any]],
    made_at: str | None = None,
) -> None:
    """Save one applied command and its events (and bump the encounter's `updated_at`); `made_at` is
    when it was made (UTC text), kept only if it reads as a time."""
    seq = check_int(seq, "Log entry number")
    check_dict(command, "Command")
    if not isinstance(events, list) or not all(isinstance(event, dict) for event in events):
        raise InvalidValueError(t("Events must be a list of mappings."))
    _touch(encounter_id)
    try:
        # A savepoint, so a clash rolls back this insert only and the message can say what clashed.
        with db.atomic():
            EncounterEntry.insert(
                encounter=encounter_id, seq=seq, command=command, events=events, made_at=log_time.checked(made_at)
            ).execute()
    except IntegrityError as error:
        raise ConflictError(
            t(
                "Entry {seq} of encounter {encounter_id} is already saved; undo-then-act must truncate first.",
                seq=seq,
                encounter_id=encounter_id,
            )
        ) from error


@writes
def mark_undone(encounter_id: int, seq: int, undone: bool = True) -> None:
    """Mark entry `seq` undone (or, with `undone=False`, redone)."""
    query = EncounterEntry.update(undone=bool(undone)).where(
        EncounterEntry.encounter == encounter_id, EncounterEntry.seq == seq
    )
    if not query.execute():
        raise NotFoundError(
            t("Encounter {encounter_id} has no log entry {seq}.", encounter_id=encounter_id, seq=seq)
        )


@writes
def truncate_after(encounter_id: int, seq: int) -> int:
    """Drop entries and snapshots after `seq` (the redo stack, when a new command follows an undo);
    return how many entries were dropped."""
    seq = check_int(seq, "Log entry number")
    EncounterSnapshot.delete().where(
        EncounterSnapshot.encounter == encounter_id, EncounterSnapshot.seq > seq
    ).execute()
    dropped: int = (
        EncounterEntry.delete()
        .where(EncounterEntry.encounter == encounter_id, EncounterEntry.seq > seq)
        .execute()
    )
    return dropped


@reads
def load_log(encounter_id: int, after_seq: int | None = None) -> list[LogEntry]:
    """The entries that are not undone, in order; only those after `after_seq` if given."""
    return _entries(encounter_id, undone=False, after_seq=after_seq)


@reads
def load_undone(encounter_id: int) -> list[LogEntry]:
    """The undone entries in log order (the redo stack, bottom to top), e.g. to restore Redo on resume."""
    return _entries(encounter_id, undone=True, after_seq=None)


@writes
def save_snapshot(encounter_id: int, seq: int, state: dict[str, Any]) -> None:
    """Save the state after entry `seq`, replacing any snapshot at the same `seq`."""
    EncounterSnapshot.insert(
        encounter=encounter_id, seq=check_int(seq, "Snapshot entry number"), state=check_dict(state, "State")
    ).on_conflict_replace().execute()


@reads
def latest_snapshot(encounter_id: int) -> tuple[int, dict[str, Any]] | None:
    """The newest snapshot that includes no undone entry, as (seq, state); None if there is none."""
    last_active = (
        EncounterEntry.select(fn.max(EncounterEntry.seq))
        .where(EncounterEntry.encounter == encounter_id, EncounterEntry.undone == False)  # noqa: E712
        .scalar()
    )
    if last_active is None:
        return None
    row = (
        EncounterSnapshot.select(EncounterSnapshot.seq, EncounterSnapshot.state)
        .where(EncounterSnapshot.encounter == encounter_id, EncounterSnapshot.seq <= last_active)
        .order_by(EncounterSnapshot.seq.desc())
        .limit(1)
        .tuples()
        .first()
    )
    return None if row is None else (row[0], row[1])


# An entry's row as the file holds it: (seq, command JSON, events JSON, both valid JSON, made_at).
LogRow = tuple[int, str, str, int, str | None]


@reads
def log_rows(encounter_id: int) -> list[LogRow]:
    """The entries that are not undone, in order, their JSON not yet decoded (`decode_rows` does it)."""
    return _rows(encounter_id, undone=False, after_seq=None)


def _rows(encounter_id: int, *, undone: bool, after_seq: int | None) -> list[LogRow]:
    sql = (
        "SELECT seq, command, events, json_valid(command) AND json_valid(events), made_at"
        " FROM encounter_entry WHERE encounter_id = ? AND undone = ?"
    )
    params: list[Any] = [encounter_id, bool(undone)]
    if after_seq is not None:
        sql += " AND seq > ?"
        params.append(after_seq)
    rows: list[LogRow] = db.execute_sql(sql + " ORDER BY seq", params).fetchall()
    return rows


def _entries(encounter_id: int, *, undone: bool, after_seq: int | None) -> list[LogEntry]:
    return decode_rows(_rows(encounter_id, undone=undone, after_seq=after_seq))


def decode_rows(rows: list[LogRow]) -> list[LogEntry]:
    """Straight from the cursor, every command and events column decoded by one `json.loads` (peewee's
    JSON field decoding row by row took about half of the resume of a 2,000-command fight)."""
    texts = [text for _seq, command, events, _valid, _made in rows for text in (command, events)]
    values = _decoded(texts, all(row[3] for row in rows))
    return [LogEntry(row[0], values[2 * i], values[2 * i + 1], row[4]) for i, row in enumerate(rows)]


def _decoded(texts: list[str], valid: bool) -> list[Any]:
    """JSON texts (each one whole value, as SQLite's json_valid says) decoded in one call; one by one,
    raising as `load_json` does, when one is not valid or the batch fails (JSON5, which newer SQLite
    calls valid, say)."""
    if valid:
        try:
            values = json.loads(f"[{','.join(texts)}]")
            if isinstance(values, list) and len(values) == len(texts):
                return values
        except (ValueError, RecursionError):
            pass
    return [load_json(text) for text in texts]


def _touch(encounter_id: int) -> None:
    if not Encounter.update(updated_at=utc_now()).where(Encounter.id == encounter_id).execute():
        raise NotFoundError(
            t("That encounter no longer exists (id {encounter_id}).", encounter_id=encounter_id)
        )
