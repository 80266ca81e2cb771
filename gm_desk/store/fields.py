"""peewee field types that validate on the way in, so a bad value never reaches SQLite.

Each `db_value` raises `InvalidValueError` (see values.py) instead of letting SQLite coerce or overflow.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from peewee import IntegerField, TextField

from gm_desk.rules.i18n import t
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.values import check_int, check_text, dump_json, load_json, timestamp_text


def _label(field: Any) -> str:
    model = getattr(field, "model", None)
    return f"{model.__name__}.{field.name}" if model is not None else str(field.name)


class SafeIntegerField(IntegerField):
    """An INTEGER that refuses floats, bools and values outside the signed 64-bit range."""

    def db_value(self, value: Any) -> int | None:
        return None if value is None else check_int(value, _label(self))


class CleanTextField(TextField):
    """TEXT that refuses non-strings, NUL characters and lone surrogates."""

    def db_value(self, value: Any) -> str | None:
        return None if value is None else check_text(value, _label(self))


class JSONField(TextField):
    """A JSON document in a TEXT column, written with `allow_nan=False` and 64-bit integer checks."""

    def db_value(self, value: Any) -> str | None:
        return None if value is None else dump_json(value, _label(self))

    def python_value(self, value: str | None) -> Any:
        return load_json(value)


class TimestampField(TextField):
    """An aware UTC datetime stored as ISO 8601 text, which sorts in time order."""

    def db_value(self, value: datetime | None) -> str | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise InvalidValueError(t("{_label} needs a timezone-aware datetime.", _label=_label(self)))
        return timestamp_text(value)

    def python_value(self, value: str | None) -> datetime | None:
        return None if value is None else datetime.fromisoformat(value)
