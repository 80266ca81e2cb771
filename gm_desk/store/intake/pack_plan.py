"""Preparing an import: working out every row it will write, before any transaction is opened.

Preparing reads the clash lookup, renames kept-both creatures and builds each row, in batches: the
caller's ``progress`` is called after each and ``cancelled`` asked between them, so a callback that
runs the event loop lets other writes commit meanwhile. Nothing here writes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gm_desk.rules.names import lookalike_key as fold
from gm_desk.store.creatures import EncodedStatblock, creature_ids_by_name, list_creatures
from gm_desk.store.intake.pack_types import Pack

if TYPE_CHECKING:
    from gm_desk.rules.statblocks import StatBlock

CHUNK = 200  # creatures prepared (and written) between two progress reports
NAME_LIMIT = 80  # a stat block's name length limit; renamed creatures must still fit

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class Cancel(Exception):
    """The GM cancelled while the import was being prepared: nothing has been written."""


@dataclass
class Plan:
    """Everything one import will write, worked out before any transaction is opened.

    ``expected`` is the clash lookup the plan was built from (look-alike key -> stored id, for every name
    the plan writes or skips); the write re-reads it and refuses if the bestiary changed meanwhile.
    """

    inserts: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    replaces: list[tuple[int, dict[str, Any]]] = dataclasses.field(default_factory=list)
    skipped: list[str] = dataclasses.field(default_factory=list)
    renamed: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    expected: dict[str, int] = dataclasses.field(default_factory=dict)


def prepare(pack: Pack, on_clash: str, progress: Progress, cancelled: Cancelled) -> Plan:
    """Build every row the import will write. Reads only, outside any transaction (see import_pack)."""
    existing = creature_ids_by_name(pack.ruleset, [c.name for c in pack.creatures])
    taken = _taken_names(pack, existing) if on_clash == "keep_both" and existing else set()
    total = len(pack.creatures)
    plan = Plan(expected=dict(existing))
    progress(0, total)
    for start in range(0, total, CHUNK):
        if cancelled():
            raise Cancel
        for creature in pack.creatures[start : start + CHUNK]:
            clash = existing.get(fold(creature.name)) if existing else None
            if clash is None:
                plan.inserts.append(_row(pack, creature))
            elif on_clash == "skip":
                plan.skipped.append(creature.name)
            elif on_clash == "replace":
                plan.replaces.append((clash, _row(pack, creature, encoded=False)))
            else:
                new_name = _free_name(creature.name, taken)
                plan.renamed.append((creature.name, new_name))
                plan.inserts.append(_row(pack, creature.model_copy(update={"name": new_name})))
        progress(min(start + CHUNK, total), total)
    return plan


def _row(pack: Pack, creature: StatBlock, *, encoded: bool = True) -> dict[str, Any]:
    """A creature's store row; the stat block already JSON (for the bulk insert) or as a dict."""
    threat_lo, threat_hi = creature.threat_band()
    return {
        "ruleset": pack.ruleset,
        "name": creature.name,
        "statblock": EncodedStatblock.of(creature) if encoded else creature.model_dump(mode="json"),
        "pack": pack.name,
        "tags": list(creature.tags),
        "threat_lo": threat_lo,
        "threat_hi": threat_hi,
    }


def _taken_names(pack: Pack, existing: dict[str, int]) -> set[str]:
    """Every folded name a renamed creature must avoid: the stored ones and the pack's own."""
    stored = {fold(row[1]) for row in list_creatures(pack.ruleset)}
    return stored | {fold(c.name) for c in pack.creatures} | set(existing)


def _free_name(name: str, taken: set[str]) -> str:
    """``Name (2)``, ``Name (3)``, ... whichever is free first; reserved at once for later clashes."""
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[: NAME_LIMIT - len(suffix)].rstrip() + suffix
        if fold(candidate) not in taken:
            taken.add(fold(candidate))
            return candidate
        number += 1
