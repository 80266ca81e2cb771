"""The gate every file passes on its way in: refusals worded for a GM, field paths, short quotes.

An encounter file (replayed, opened, imported), and later a map or a condition library, is checked
here before anything reads it: ``Refusal`` names the file, the field path and what was expected, and
quotes at most a few dozen characters of the bad value. ``Checker`` walks a parsed document by field
path; a new kind of file adds a function that takes a Checker and its document (see
``encounter_check``) and needs nothing else from the engine.
"""

from __future__ import annotations

import math
import unicodedata
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.names import NAME_MAX, char_label, name_problem, normal

QUOTE_MAX = 40


class Refusal(ValueError):
    """A file refused at the gate. ``path`` is the field (``setup.combatants[2].side``), or empty."""

    def __init__(self, file: str, path: str, expected: str) -> None:
        self.file = file
        self.path = path
        self.expected = expected
        where = f"{path}: " if path else ""
        super().__init__(f"{file}: {where}{expected}")


def quote(value: Any) -> str:
    """A short, printable rendering of a bad value: never more than QUOTE_MAX characters of it."""
    if value is None:
        return t("nothing (null)")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value) if abs(value) < 10**15 else t("a huge number")
    if isinstance(value, float):
        return t("the decimal {value}", value=repr(value))
    if isinstance(value, str):
        shown = "".join(
            c if (c.isprintable() and c.isascii()) or c.isalpha() else "?" for c in value[:QUOTE_MAX]
        )
        return t('the text "{text}"', text=shown + ("..." if len(value) > QUOTE_MAX else ""))
    if isinstance(value, list):
        return t("a list of {count}", count=len(value))
    if isinstance(value, dict):
        return t("an object")
    return type(value).__name__


FILE_NAME_MAX = 80


def shown_file(name: str) -> str:
    """A file's name as a refusal shows it: at most FILE_NAME_MAX characters, and every character that
    is not printable (a terminal's escape sequences, line breaks, invisible ones) shown as "?"."""
    shown = "".join(c if c.isprintable() else "?" for c in name[:FILE_NAME_MAX])
    return shown if len(name) <= FILE_NAME_MAX else shown[: FILE_NAME_MAX - 3] + "..."


def format_path(steps: tuple[str | int, ...]) -> str:
    text = ""
    for step in steps:
        if isinstance(step, int):
            text += f"[{step}]"
        else:
            shown = "".join(
                c if c.isprintable() and (c.isascii() or c.isalpha()) else "?" for c in step[:QUOTE_MAX]
            )
            step = shown if len(step) <= QUOTE_MAX else shown + "..."
            text += f".{step}" if text else step
    return text


class Checker:
    """Checks on one file's parsed document; every failure is a Refusal naming ``file``."""

    def __init__(self, file: str) -> None:
        self.file = file

    def refuse(self, steps: tuple[str | int, ...], expected: str) -> Refusal:
        return Refusal(self.file, format_path(steps), expected)

    def obj(self, value: Any, steps: tuple[str | int, ...], what: str | None = None) -> dict[str, Any]:
        """``value`` if it is an object; a Refusal saying it must be ``what`` otherwise (a constant marked
        with N_, translated here, when it is needed)."""
        if not isinstance(value, dict):
            shown = t(what) if what is not None else t("an object of named fields")
            raise self.refuse(steps, t("must be {what}, not {value}", what=shown, value=quote(value)))
        return value

    def items(self, value: Any, steps: tuple[str | int, ...], limit: int) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.refuse(steps, t("must be a list, not {value}", value=quote(value)))
        if len(value) > limit:
            raise self.refuse(
                steps, t("may hold at most {limit} entries, not {count}", limit=limit, count=len(value))
            )
        return value

    def ident(self, value: Any, steps: tuple[str | int, ...]) -> str:
        """An id: non-empty text that is a valid name (no invisible or broken characters)."""
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise self.refuse(steps, t("must be an id (a short text), not {value}", value=quote(value)))
        return self.name(str(value), steps)

    def name(self, value: Any, steps: tuple[str | int, ...], limit: int = NAME_MAX) -> str:
        """A name as the one rule for names has it (at most NAME_MAX characters, nothing invisible)."""
        if not isinstance(value, str):
            raise self.refuse(steps, t("must be text, not {value}", value=quote(value)))
        if len(value) > limit:
            raise self.refuse(
                steps,
                t("must be at most {limit} characters long, not {count}", limit=limit, count=len(value)),
            )
        problem = name_problem(normal(value))
        if problem is not None:
            raise self.refuse(steps, problem)
        return value

    def whole(self, value: Any, steps: tuple[str | int, ...], low: int, high: int) -> int:
        """A whole number from `low` to `high` (true and false are not numbers here)."""
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.refuse(
                steps,
                t(
                    "must be a whole number from {low} to {high}, not {value}",
                    low=low,
                    high=high,
                    value=quote(value),
                ),
            )
        return value

    def choice(self, value: Any, steps: tuple[str | int, ...], choices: tuple[str, ...]) -> str:
        if value not in choices:
            allowed = ", ".join(f'"{c}"' for c in choices)
            raise self.refuse(
                steps, t("must be one of {allowed}, not {value}", allowed=allowed, value=quote(value))
            )
        chosen: str = value  # equal to one of `choices`
        return chosen


WHOLE_MIN, WHOLE_MAX = -(2**63), 2**63 - 1  # what SQLite stores as a whole number


def clean_strings(
    value: Any,
    checker: Checker,
    steps: tuple[str | int, ...] = (),
    *,
    max_depth: int | None = None,
    storable_numbers: bool = False,
) -> Any:
    """The document with every text (keys too) in NFC; a Refusal at the first lone surrogate or NUL,
    (with ``max_depth``) at the first list or object nested deeper than that, and (with
    ``storable_numbers``, for a document the data file keeps as it is) at the first number it could not
    keep: a whole number past 64 bits, a decimal too large to be finite.

    Walked before any other check, so broken text is refused before anything reads or prints it, and a
    document nested too deeply is refused before anything walks it recursively (a copy, a comparison,
    the JSON writer): each of those would otherwise fail far from the gate.
    """
    stack: list[tuple[Any, tuple[str | int, ...], Any, Any, int]] = []
    root: list[Any] = [None]
    stack.append((value, steps, root, 0, 0))
    while stack:
        item, where, parent, slot, depth = stack.pop()
        kind = type(item)
        if kind is str:
            parent[slot] = _clean_text(item, checker, where)
        elif kind is dict or kind is list:
            if max_depth is not None and depth >= max_depth:
                raise checker.refuse(
                    where[: len(steps) + 8],
                    t(
                        "nests lists and objects more than {limit} levels deep, deeper than any GM Desk file",
                        limit=max_depth,
                    ),
                )
            if kind is dict:
                out: dict[str, Any] = {}
                for key, child in item.items():
                    clean_key = _clean_text(key, checker, (*where, key))
                    out[clean_key] = None
                    stack.append((child, (*where, clean_key), out, clean_key, depth + 1))
                parent[slot] = out
            else:
                new: list[Any] = [None] * len(item)
                for index, child in enumerate(item):
                    stack.append((child, (*where, index), new, index, depth + 1))
                parent[slot] = new
        else:
            if storable_numbers and kind is int and not WHOLE_MIN <= item <= WHOLE_MAX:
                raise checker.refuse(
                    where,
                    t("holds a whole number of {digits} digits, too large for GM Desk", digits=_digits(item)),
                )
            if storable_numbers and kind is float and not math.isfinite(item):
                raise checker.refuse(where, t("holds a number too large for GM Desk"))
            parent[slot] = item
    return root[0]


def _digits(number: int) -> int:
    """How many digits a whole number has (without writing it out: it may have thousands)."""
    return max(1, math.ceil(abs(number).bit_length() * math.log10(2)))


def _clean_text(text: str, checker: Checker, where: tuple[str | int, ...]) -> str:
    if text.isascii():
        if "\x00" in text:
            raise checker.refuse(where, t("holds a NUL character, which no text may hold"))
        return text
    for char in text:
        if 0xD800 <= ord(char) <= 0xDFFF:
            raise checker.refuse(where, t("holds {char}, which no text may hold", char=char_label(char)))
    return unicodedata.normalize("NFC", text)
