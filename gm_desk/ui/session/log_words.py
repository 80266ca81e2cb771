"""The combat log in plain words: the ruleset's sentence for each event a GM should read.

Describing must never fail a fight: an event the ruleset cannot put into words (an entry saved by an
older version, a damaged file) is shown by its type instead.
"""

from __future__ import annotations

from collections.abc import Iterable

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Event, apply_event
from gm_desk.rules.ruleset import QUIET_EVENTS, Ruleset
from gm_desk.rules.state import EncounterState


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


def describe_log(encounter: Encounter) -> list[list[str]]:
    """Words for a reopened log, each event described in the state of its own moment."""
    ruleset = encounter.ruleset
    state = encounter.initial_state()  # the setup was checked once, when the engine was built
    out = []
    for entry in encounter.log:
        texts = []
        for event in entry.events:
            apply_event(state, event, ruleset.reducers)
            if event.type not in QUIET_EVENTS:
                texts.append(words(ruleset, event, state))
        out.append(texts)
    return out
