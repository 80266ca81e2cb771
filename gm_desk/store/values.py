"""Checks that run on values before SQLite sees them, and the JSON encoding of opaque columns.

SQLite is lenient in ways that lose data quietly: NaN in an INTEGER column becomes NULL, integers of
2**63 and more overflow at insert, lone surrogates fail only when the driver encodes the text. So every
value is checked here first and refused with an `InvalidValueError` that names the field.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.store.errors import InvalidValueError

INT_MIN = -(2**63)
INT_MAX = 2**63 - 1

# An integer outside the signed 64-bit range has at least 19 digits; only then is the slow walk needed.
_LONG_DIGIT_RUN = re.compile(r"\d{19}")


def utc_now() -> datetime:
    """The current time, timezone-aware, in UTC (the form every timestamp column stores)."""
    return datetime.now(UTC)


def timestamp_text(moment: datetime) -> str:
    """How timestamp columns store an aware datetime: ISO 8601 in UTC, which sorts in time order."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def check_int(value: Any, what: str) -> int:
    """`value` if it is an int (not a bool) that fits SQLite's signed 64-bit INTEGER."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidValueError(
            t("{what} must be a whole number, not {repr_value}.", what=what, repr_value=repr(value))
        )
    if not INT_MIN <= value <= INT_MAX:
        raise InvalidValueError(t("{what} is too large to store ({value}).", what=what, value=value))
    return value


def check_optional_int(value: Any, what: str) -> int | None:
    return None if value is None else check_int(value, what)


def check_text(value: Any, what: str, *, required: bool = False) -> str:
    """`value` if it is text SQLite stores faithfully: valid UTF-8, no NUL characters."""
    if not isinstance(value, str):
        raise InvalidValueError(
            t("{what} must be text, not {name__}.", what=what, name__=type(value).__name__)
        )
    if required and not value.strip():
        raise InvalidValueError(t("{what} must not be empty.", what=what))
    if "\x00" in value:
        raise InvalidValueError(t("{what} contains a NUL character, which cannot be stored.", what=what))
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidValueError(
            t("{what} contains an invalid character (a lone surrogate).", what=what)
        ) from None
    return value


def check_optional_text(value: Any, what: str) -> str | None:
    return None if value is None else check_text(value, what)


def check_dict(value: Any, what: str) -> dict[str, Any]:
    """`value` if it is a dict (the shape of every opaque JSON document the store keeps)."""
    if not isinstance(value, dict):
        raise InvalidValueError(
            t("{what} must be a mapping, not {name__}.", what=what, name__=type(value).__name__)
        )
    return value


def fold(text: str) -> str:
    """The form names are compared and searched in: Unicode case folding, outer spaces removed."""
    return text.strip().casefold()


def dump_json(value: Any, what: str) -> str:
    """Compact JSON text for `value`, refusing anything that would not round-trip through SQLite."""
    try:
        text = json.dumps(value, allow_nan=False, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError) as error:
        # ValueError covers NaN, infinities (1e400 parses as inf) and circular references.
        raise InvalidValueError(t("{what} cannot be saved: {error}.", what=what, error=error)) from None
    except RecursionError:
        raise InvalidValueError(t("{what} is nested too deeply to save.", what=what)) from None
    check_text(text, what)
    if _LONG_DIGIT_RUN.search(text):
        _check_json_ints(value, what)
    return text


def load_json(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def _check_json_ints(value: Any, what: str) -> None:
    """Refuse integers outside 64 bits anywhere in a JSON value (SQLite's JSON functions turn them
    into lossy floats, and the rules layer never needs them)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
        elif isinstance(item, int) and not isinstance(item, bool) and not INT_MIN <= item <= INT_MAX:
            raise InvalidValueError(
                t("{what} holds a number too large to store ({item}).", what=what, item=item)
            )
