"""The condition library in the data file: list, save, delete, and the rows a pack import adds.

Every entry is checked by `gm_desk.rules.condition_library` before it is written, so the library holds
only what a pack import or the editor would accept; names are unique per system on their look-alike key.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gm_desk.rules.condition_library import MAX_ENTRIES, ConditionTemplate, template
from gm_desk.rules.i18n import t
from gm_desk.rules.names import lookalike_key
from gm_desk.store.errors import ConflictError, InvalidValueError, NotFoundError
from gm_desk.store.models import CustomCondition
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import utc_now


@dataclass(frozen=True)
class ConditionRecord:
    """A stored library entry; ``id`` None to create one with `save_condition`."""

    ruleset: str
    template: ConditionTemplate
    id: int | None = None


def _record(row: CustomCondition) -> ConditionRecord:
    entry = ConditionTemplate(name=row.name, rounds=row.rounds, tick=row.tick, note=row.note)
    return ConditionRecord(ruleset=row.ruleset, template=entry, id=row.id)


@reads
def list_conditions(ruleset: str) -> list[ConditionRecord]:
    """The library of ``ruleset``, by name (ignoring case)."""
    rows = CustomCondition.select().where(CustomCondition.ruleset == ruleset)
    return sorted((_record(row) for row in rows), key=lambda r: (r.template.name.casefold(), r.id or 0))


@writes
def save_condition(record: ConditionRecord) -> ConditionRecord:
    """Insert (``id`` None) or overwrite an entry; InvalidValueError for a bad entry, ConflictError for
    a name another entry of the system already has (compared as they look)."""
    entry = _checked(record.template)
    key = lookalike_key(entry.name)
    clash = CustomCondition.get_or_none(
        (CustomCondition.ruleset == record.ruleset) & (CustomCondition.name_key == key)
    )
    if clash is not None and clash.id != record.id:
        raise ConflictError(
            t("The library already has a condition named {repr_name}.", repr_name=repr(clash.name))
        )
    values = {
        "name": entry.name,
        "name_key": key,
        "rounds": entry.rounds,
        "tick": entry.tick,
        "note": entry.note,
    }
    now = utc_now()
    if record.id is None:
        count = CustomCondition.select().where(CustomCondition.ruleset == record.ruleset).count()
        if count >= MAX_ENTRIES:
            raise ConflictError(
                t("The library holds at most {MAX_ENTRIES} conditions per system.", MAX_ENTRIES=MAX_ENTRIES)
            )
        new_id = CustomCondition.insert(
            ruleset=record.ruleset, created_at=now, updated_at=now, **values
        ).execute()
        return _record(CustomCondition.get_by_id(new_id))
    if not CustomCondition.update(updated_at=now, **values).where(CustomCondition.id == record.id).execute():
        raise NotFoundError(t("That condition no longer exists (id {id}).", id=record.id))
    return _record(CustomCondition.get_by_id(record.id))


@writes
def delete_condition(condition_id: int) -> None:
    if not CustomCondition.delete().where(CustomCondition.id == condition_id).execute():
        raise NotFoundError(
            t("That condition no longer exists (id {condition_id}).", condition_id=condition_id)
        )


def merge_conditions(ruleset: str, entries: Iterable[ConditionTemplate], replace: bool) -> tuple[int, int]:
    """Add a pack's entries inside the caller's transaction: an entry whose name the library already
    has is kept as stored, or overwritten with ``replace``. Returns (added, replaced)."""
    added = replaced = 0
    now = utc_now()
    for entry in entries:
        key = lookalike_key(entry.name)
        values = {"name": entry.name, "rounds": entry.rounds, "tick": entry.tick, "note": entry.note}
        stored = CustomCondition.get_or_none(
            (CustomCondition.ruleset == ruleset) & (CustomCondition.name_key == key)
        )
        if stored is None:
            CustomCondition.insert(
                ruleset=ruleset, name_key=key, created_at=now, updated_at=now, **values
            ).execute()
            added += 1
        elif replace:
            CustomCondition.update(updated_at=now, **values).where(CustomCondition.id == stored.id).execute()
            replaced += 1
    return added, replaced


def _checked(entry: ConditionTemplate) -> ConditionTemplate:
    try:
        return template(entry.name, entry.rounds, entry.tick, entry.note)
    except ValueError as error:
        raise InvalidValueError(str(error)) from None
