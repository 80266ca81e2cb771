"""The combat log in plain words: the ruleset's sentence for each event a GM should read.

Describing must never fail a fight: an event the ruleset cannot put into words (an entry saved by an
older version, a damaged file) is shown by its type instead.

A reopened log is put into words once per language: `LogWordsMemo` keeps the words last written for a
few encounters and, when one is opened again, reuses them for the entries that did not change (same
setup, same entries from the first on, same language), describing only what follows.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Event, apply_event
from gm_desk.rules.i18n import language_version
from gm_desk.rules.ruleset import QUIET_EVENTS, Ruleset
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Entry


def words(ruleset: Ruleset, event: Event, state: EncounterState) -> str:
    """The ruleset's sentence for an event; its type if describing fails (one odd line in the log
    must never keep a fight closed)."""
    try:
        return ruleset.describe(event, state)
    except Exception:  # any failure of the words, never of the fight
        return event.type


def describe_events(ruleset: Ruleset, events: Iterable[Event], state: EncounterState) -> list[str]:
    """Sentences for the events of one entry, all described in ``state`` (the state after them)."""
    return [words(ruleset, e, state) for e in events if e.type not in QUIET_EVENTS]


def describe_log(encounter: Encounter, known: Sequence[Sequence[str]] = ()) -> list[list[str]]:
    """Words for a reopened log, each event described in the state of its own moment. ``known`` holds
    the words of the log's first entries, already written for the same setup and entries: they are
    kept, and only the entries after them are described (the state is still folded from the start)."""
    out = [list(texts) for texts in known]
    if len(out) >= len(encounter.log):
        return out[: len(encounter.log)]
    ruleset = encounter.ruleset
    state = encounter.initial_state()  # the setup was checked once, when the engine was built
    for n, entry in enumerate(encounter.log):
        described = n >= len(out)
        texts = []
        for event in entry.events:
            apply_event(state, event, ruleset.reducers)
            if described and event.type not in QUIET_EVENTS:
                texts.append(words(ruleset, event, state))
        if described:
            out.append(texts)
    return out


@dataclass(frozen=True)
class _Written:
    """The words written for one encounter's log, and what they were written from."""

    language: int
    setup: dict[str, Any]
    log: tuple[Entry, ...]
    lines: tuple[tuple[str, ...], ...]


class LogWordsMemo:
    """The words of the last few logs opened, so switching back to a fight does not describe it again."""

    def __init__(self, size: int = 4) -> None:
        self._size = size
        self._kept: OrderedDict[int, _Written] = OrderedDict()

    def describe(self, encounter_id: int, encounter: Encounter) -> list[list[str]]:
        """`describe_log(encounter)`, reusing the words kept for ``encounter_id`` where they still hold."""
        language = language_version()
        kept = self._kept.pop(encounter_id, None)
        known: Sequence[Sequence[str]] = ()
        if kept is not None and kept.language == language and kept.setup == encounter.setup:
            same = _same_start(kept.log, encounter.log)
            if same == len(kept.log) == len(encounter.log):  # nothing changed: kept as it is
                self._kept[encounter_id] = kept
                return [list(texts) for texts in kept.lines]
            known = kept.lines[:same]
        lines = describe_log(encounter, known)
        self._kept[encounter_id] = _Written(
            language,
            copy.deepcopy(encounter.setup),
            tuple(encounter.log),
            tuple(tuple(texts) for texts in lines),
        )
        while len(self._kept) > self._size:
            self._kept.popitem(last=False)
        return lines


def _same_start(old: Sequence[Entry], new: Sequence[Entry]) -> int:
    """How many entries the two logs share from the first on."""
    count = 0
    for a, b in zip(old, new):
        if a is not b and a != b:
            break
        count += 1
    return count
