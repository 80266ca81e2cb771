"""Preparing an import: working out every row it will write, before any transaction is opened.

Preparing reads the clash lookup, renames kept-both creatures and builds each row, in batches: the
caller's ``progress`` is called after each and ``cancelled`` asked between them, so a callback that
runs the event loop lets other writes commit meanwhile. Nothing here writes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gm_desk.rules.names import lookalike_key as fold
from gm_desk.store.creature_bulk import CreatureColumns
from gm_desk.store.creatures import creature_ids_by_key, list_creatures
from gm_desk.store.intake.pack_types import Pack

if TYPE_CHECKING:
    from gm_desk.rules.statblocks import StatBlock

CHUNK = 200  # creatures prepared between two progress reports (the write takes them all in one call)
NAME_LIMIT = 80  # a stat block's name length limit; renamed creatures must still fit

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class Cancel(Exception):
    """The GM cancelled while the import was being prepared: nothing has been written."""


@dataclass
class Plan:
    """Everything one import will write, worked out before any transaction is opened.

    ``expected`` is the clash lookup the plan was built from (look-alike key -> stored id, for every name
    the plan writes or skips, whose keys ``keys`` holds); the write re-reads it and refuses if the
    bestiary changed meanwhile.
    """

    inserts: CreatureColumns = dataclasses.field(default_factory=CreatureColumns)
    replaces: list[tuple[int, dict[str, Any]]] = dataclasses.field(default_factory=list)
    skipped: list[str] = dataclasses.field(default_factory=list)
    renamed: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    expected: dict[str, int] = dataclasses.field(default_factory=dict)
    keys: set[str] = dataclasses.field(default_factory=set)


def prepare(pack: Pack, on_clash: str, progress: Progress, cancelled: Cancelled, keys: list[str]) -> Plan:
    """Build every row the import will write. Reads only, outside any transaction (see import_pack).
    ``keys`` are the creatures' look-alike keys, one each (`creatures.lookalike_keys`)."""
    existing = creature_ids_by_key(pack.ruleset, set(keys))
    taken = _taken_names(pack, existing) if on_clash == "keep_both" and existing else set()
    total = len(pack.creatures)
    plan = Plan(expected=dict(existing), keys=set(keys))
    progress(0, total)
    for start in range(0, total, CHUNK):
        if cancelled():
            raise Cancel
        creatures = pack.creatures[start : start + CHUNK]
        if existing:
            _plan_clashes(plan, pack, creatures, keys[start : start + CHUNK], existing, on_clash, taken)
        else:  # nothing clashes: every creature is a new row
            _add_rows(plan.inserts, pack, creatures)
        progress(min(start + CHUNK, total), total)
    return plan


def _plan_clashes(
    plan: Plan,
    pack: Pack,
    creatures: Sequence[StatBlock],
    keys: Sequence[str],
    existing: dict[str, int],
    on_clash: str,
    taken: set[str],
) -> None:
    """Add ``creatures`` to the plan, each that clashes with a stored one as ``on_clash`` says."""
    for creature, key in zip(creatures, keys, strict=True):
        clash = existing.get(key)
        if clash is None:
            _add_rows(plan.inserts, pack, [creature])
        elif on_clash == "skip":
            plan.skipped.append(creature.name)
        elif on_clash == "replace":
            plan.replaces.append((clash, _row(pack, creature)))
        else:
            new_name = _free_name(creature.name, taken)
            plan.renamed.append((creature.name, new_name))
            plan.keys.add(fold(new_name))
            _add_rows(plan.inserts, pack, [creature.model_copy(update={"name": new_name})])


def _add_rows(inserts: CreatureColumns, pack: Pack, creatures: Sequence[StatBlock]) -> None:
    """Add the creatures' rows to the columns of the bulk insert, each stat block already JSON."""
    bands = [creature.threat_band() for creature in creatures]
    inserts.ruleset += [pack.ruleset] * len(creatures)
    inserts.name += [creature.name for creature in creatures]
    # `statblock_json` written out: a function call per creature was a tenth of a 10,000-creature plan
    inserts.statblock += [c.__pydantic_serializer__.to_json(c).decode() for c in creatures]
    inserts.pack += [pack.name] * len(creatures)
    inserts.tags += [creature.tags for creature in creatures]
    inserts.threat_lo += [low for low, _ in bands]
    inserts.threat_hi += [high for _, high in bands]


def _row(pack: Pack, creature: StatBlock) -> dict[str, Any]:
    """A creature's row for `save_creature` (a replace), the stat block as a dict."""
    threat_lo, threat_hi = creature.threat_band()
    return {
        "ruleset": pack.ruleset,
        "name": creature.name,
        "statblock": creature.model_dump(mode="json"),
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
