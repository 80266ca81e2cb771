"""When a log entry was made: wall-clock time in UTC, kept as ISO 8601 text ("2026-11-27T23:07:12.345678+00:00").

The engine stamps an entry only when it is given a clock (the app's session gives it `now_text`;
simulated fights, scripts and replays do not), so an entry's time is None when it is not known: entries
saved before GM Desk kept times, files without them, and anything that does not read as a time.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

MAX_TEXT = 40  # an ISO time with microseconds and an offset is 32 characters


def now_text() -> str:
    """The time now, as an entry keeps it."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def checked(value: Any) -> str | None:
    """`value` if it reads as a time with a timezone (the text kept unchanged), else None (unknown)."""
    return value if isinstance(value, str) and parsed(value) is not None else None


def parsed(value: Any) -> datetime | None:
    """The aware moment `value` names, or None for anything else (no text, no timezone, a corrupt one)."""
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    if moment.tzinfo is None or moment.utcoffset() is None:
        return None
    return moment

