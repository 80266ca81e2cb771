"""When the running turn began, read from the log's times: what the turn timer counts from."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from gm_desk.rules.log_time import parsed
from gm_desk.rules.tx import Entry


def turn_began(entries: Sequence[Entry]) -> tuple[bool, datetime | None]:
    """Whether a turn is running at the end of the log, and when it began (None: not known). Reads
    back from the end only as far as the last turn event (the turn timer asks after every command)."""
    for entry in reversed(entries):
        for event in reversed(entry.events):
            if event.type in ("TurnEnded", "EncounterEnded"):
                return False, None
            if event.type == "TurnStarted":
                return True, parsed(entry.made_at)
    return False, None
