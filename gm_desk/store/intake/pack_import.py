"""Importing a pack into the open store, all or nothing: prepare outside any transaction, then write
in one short IMMEDIATE transaction that calls nothing back.

A creature clashes with a stored one of the same ruleset and name (ignoring case); ``on_clash``
decides what happens to it (``ON_CLASH``). The plan is worked out by `pack_plan`; the write checks
that the clashes it was built on still hold, or refuses and writes nothing.
"""

from __future__ import annotations

from pathlib import Path

from gm_desk.rules.engine import gc_paused
from gm_desk.rules.i18n import t
from gm_desk.rules.names import lookalike_key
from gm_desk.store.condition_store import merge_conditions
from gm_desk.store.creature_bulk import insert_creature_columns
from gm_desk.store.creatures import (
    checked_names,
    creature_ids_by_key,
    creature_ids_by_name,
    lookalike_keys,
    save_creature,
)
from gm_desk.store.intake.pack_archive import load_pack
from gm_desk.store.intake.pack_plan import Cancel, Cancelled, Plan, Progress, prepare
from gm_desk.store.intake.pack_types import ImportReport, Pack, PackError
from gm_desk.store.intake.pack_validate import duplicate_names
from gm_desk.store.pictures import add_picture, set_portrait
from gm_desk.store.records import CreatureRecord
from gm_desk.store.transactions import transaction

ON_CLASH = ("skip", "replace", "keep_both")


def import_pack_file(
    path: Path,
    on_clash: str = "skip",
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> ImportReport:
    """Load the pack at ``path`` and import it; PackError if the file is refused (nothing imported)."""
    return import_pack(load_pack(path), on_clash, progress=progress, cancelled=cancelled)


def import_pack(
    pack: Pack,
    on_clash: str = "skip",
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> ImportReport:
    """Add ``pack``'s creatures to the open store, all or nothing.

    A creature clashes with a stored one of the same ruleset and name (ignoring case). ``on_clash``
    decides: ``skip`` keeps the stored one, ``replace`` overwrites it in place (same id), ``keep_both``
    imports the new one as "Name (2)" (or the next free number).

    The import runs in two phases. Preparing (the clash lookup, renaming, building every row) writes
    nothing and opens no transaction: ``progress(done, total)`` is called after each batch and
    ``cancelled()`` is honoured between batches, so a callback that runs the event loop lets other
    writes (autosave, a backup) commit on their own. Then one short IMMEDIATE transaction writes the
    prepared rows and calls nothing back. If a clash appeared in between (another write added or
    removed a creature of the same name), the write refuses with PackError and nothing is imported.
    A cancel returns a report saying ``cancelled``; store failures roll back and raise StoreError.
    """
    if on_clash not in ON_CLASH:
        raise ValueError(f"on_clash must be one of {', '.join(ON_CLASH)}, not {on_clash!r}")
    progress = progress or _no_progress
    cancelled = cancelled or _never
    with gc_paused():  # the pack's and the plan's objects all stay alive until the write is done
        keys = _check_importable(pack)
        try:
            plan = prepare(pack, on_clash, progress, cancelled, keys)
            if cancelled():  # a cancel during the last batch still wins over the write
                raise Cancel
        except Cancel:
            return ImportReport(pack=pack.name, ruleset=pack.ruleset, cancelled=True)
        return _write(pack, plan, on_clash)


def _check_importable(pack: Pack) -> list[str]:
    """A Pack built in code skipped load_pack's checks; repeat the ones the import relies on. Returns
    the creatures' look-alike keys, one each (the clash lookups use them too)."""
    label = pack.source.name if pack.source else pack.name
    kinds = set(map(type, pack.creatures))  # a pack's creatures share one or two classes
    if any(getattr(kind, "RULESET", None) != pack.ruleset for kind in kinds):
        foreign = [c.name for c in pack.creatures if getattr(type(c), "RULESET", None) != pack.ruleset]
        raise PackError(
            [
                t(
                    "{name}: {creatures} not stat blocks of {system}",
                    name=label,
                    creatures=", ".join(foreign[:5]),
                    system=pack.ruleset,
                )
            ]
        )
    keys = lookalike_keys(checked_names([c.name for c in pack.creatures]))
    if len(set(keys)) < len(keys):  # some name is used twice: find and word each
        raise PackError(duplicate_names(list(pack.creatures), label, lambda loc: None))
    return keys


def _write(pack: Pack, plan: Plan, on_clash: str) -> ImportReport:
    """Write a prepared plan in one IMMEDIATE transaction, with no callbacks: it is short and the
    write lock is held only here. Refuses (PackError, nothing written) if the clashes changed. The
    pack's conditions join the library in the same transaction: a name the library has is kept, or
    replaced when ``on_clash`` is ``replace``."""
    with transaction():
        now = creature_ids_by_key(pack.ruleset, plan.keys)
        changed = sorted(
            key for key in set(now) | set(plan.expected) if now.get(key) != plan.expected.get(key)
        )
        if changed:
            label = pack.source.name if pack.source else pack.name
            raise PackError(
                [
                    t(
                        "{name}: the bestiary changed while the import was being prepared ({creatures}); nothing was imported. Import the pack again.",
                        name=label,
                        creatures=", ".join(changed[:5]),
                    )
                ]
            )
        added = insert_creature_columns(plan.inserts)  # one call: the checks run over all the rows at once
        for creature_id, row in plan.replaces:
            save_creature(CreatureRecord(id=creature_id, **row))
        conditions = merge_conditions(pack.ruleset, pack.conditions, replace=on_clash == "replace")
        portraits = _write_portraits(pack, plan)
    return ImportReport(
        pack=pack.name,
        ruleset=pack.ruleset,
        added=added,
        replaced=len(plan.replaces),
        skipped=tuple(plan.skipped),
        renamed=tuple(plan.renamed),
        conditions_added=conditions[0],
        conditions_replaced=conditions[1],
        portraits=portraits,
    )


def _write_portraits(pack: Pack, plan: Plan) -> int:
    """Give each creature the archive brought in (added, replaced, or kept as a renamed copy) its
    portrait, inside the import's transaction; a skipped creature keeps the one it had."""
    if not pack.portraits:
        return 0
    skipped = {lookalike_key(name) for name in plan.skipped}
    renamed = {lookalike_key(old): new for old, new in plan.renamed}
    wanted = {
        renamed.get(lookalike_key(name), name): picture
        for name, picture in pack.portraits
        if lookalike_key(name) not in skipped
    }
    ids = creature_ids_by_name(pack.ruleset, list(wanted))
    done = 0
    for name, picture in wanted.items():
        creature_id = ids.get(lookalike_key(name))
        if creature_id is not None:
            add_picture(picture)
            set_portrait("creature", creature_id, picture.digest)
            done += 1
    return done


def _no_progress(done: int, total: int) -> None:
    """Default progress callback: nobody is watching."""


def _never() -> bool:
    return False
