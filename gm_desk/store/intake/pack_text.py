"""The text side of pack files: safe file names, line numbers for errors, and writing packs out.

Kept apart from packs.py, which decides what is valid and what gets imported; everything here is
about characters and lines.
"""

from __future__ import annotations

import bisect
import json
import re
import tomllib
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import tomli_w

from gm_desk.rules.i18n import t

if TYPE_CHECKING:
    from gm_desk.rules.condition_library import ConditionTemplate
    from gm_desk.rules.statblocks import StatBlock

PACK_FORMAT = 1
MAX_FILENAME_CHARS = 120
MAX_FILENAME_BYTES = 240  # most file systems stop at 255 bytes; leave room for a temp prefix
FALLBACK_FILENAME = "pack"

# Characters Windows refuses in names, and both path separators.
_ILLEGAL = frozenset('<>:"/\\|?*')
# Control (Cc), format (Cf: bidi overrides such as U+202E, zero-width joiners), surrogates (Cs),
# line and paragraph separators: none belongs in a file name.
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in [*"0123456789", "¹", "²", "³"]}
)


def sanitise_filename(name: str, *, suffix: str = "") -> str:
    """A file name safe on Windows, macOS and Linux, made from ``name`` (plus ``suffix``, kept whole).

    Strips path separators and ``..``, control and invisible direction characters, outer dots and
    spaces; avoids Windows device names (CON, NUL, COM1, ...); keeps within 120 characters; never
    returns an empty name.
    """
    text = unicodedata.normalize("NFC", str(name))
    # Separators and whitespace controls (tab, newline) become spaces; other invisibles vanish.
    text = "".join(" " if char in _ILLEGAL or char.isspace() else char for char in text if not _dropped(char))
    text = " ".join(text.split())  # tabs, runs of spaces, odd Unicode spaces: one plain space
    text = re.sub(r"\.{2,}", ".", text).strip(" .")
    if text.split(".")[0].strip().upper() in _RESERVED:
        text = "_" + text
    text = _trim(text, suffix).strip(" .") or FALLBACK_FILENAME
    return text + suffix


def _dropped(char: str) -> bool:
    return unicodedata.category(char) in _DROPPED_CATEGORIES and not char.isspace()


def _trim(text: str, suffix: str) -> str:
    text = text[: max(0, MAX_FILENAME_CHARS - len(suffix))]
    while text and len((text + suffix).encode("utf-8")) > MAX_FILENAME_BYTES:
        text = text[:-1]
    return text


# ------------------------------------------------------------------------------- counting structure

# Strings and comments, each matched from its opening character to its end, or to the end of its line
# (or file) when unterminated: every alternative succeeds once it starts, so one pass stays linear however
# hostile the text. Inside them "{", "[" and "." open nothing.
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\[\s\S]?)*+(?:"|\Z)')
_TOML_STRING_OR_COMMENT = re.compile(
    r'"""(?:[^"\\]++|\\[\s\S]?|"(?!""))*+(?:"""|\Z)'
    r"|'''[\s\S]*?(?:'''|\Z)"
    r'|"(?:[^"\\\n]++|\\[^\n]?)*+(?:"|$)'
    r"|'[^'\n]*+(?:'|$)"
    r"|#[^\n]*+",
    re.MULTILINE,
)
_TOML_HEADER_LINE = re.compile(r"^[ \t]*\[\[?([^\[\]\n]*)\]\]?[ \t]*$", re.MULTILINE)


def container_bound(text: str, *, is_json: bool, limit: int) -> int:
    """An upper bound on the tables and lists that parsing ``text`` builds, close enough to hold against
    ``limit`` without parsing.

    Counting ``{`` and ``[`` (and in TOML ``.``: each part of a dotted key can open a table) is enough
    when the count stays within ``limit``, as in every real pack. Above it, strings and comments are
    taken out, and TOML's table headers are counted by what they can open: one table per header line,
    plus the tables of each distinct header path (a repeated ``[[creatures.weapons]]`` opens one table
    each time, not three).
    """
    marks = "{[" if is_json else "{[."
    root = 0 if is_json else 1  # a TOML document is a table without a bracket
    quick = sum(map(text.count, marks)) + root
    if quick <= limit:
        return quick
    if is_json:
        return sum(map(_JSON_STRING.sub(" ", text).count, marks))
    bare = _TOML_STRING_OR_COMMENT.sub(" ", text)
    paths: list[str] = _TOML_HEADER_LINE.findall(bare)  # one group: each match is the header's path
    rest = _TOML_HEADER_LINE.sub(" ", bare)
    opened_by_headers = len(paths) + sum(path.count(".") + 2 for path in set(paths))
    return root + opened_by_headers + sum(map(rest.count, marks))


# ------------------------------------------------------------------------------------ TOML locations

_TOML_ERROR_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\[\]#]+?)\s*\]\]?\s*(?:#.*)?$")


def toml_error_message(filename: str, error: tomllib.TOMLDecodeError) -> str:
    """``file:line: what (column n)`` from tomllib's message, which carries the position as text."""
    message = str(error).strip()
    found = _TOML_ERROR_AT.search(message)
    if found:
        what = message[: found.start()]
        return t(
            "{name}:{line}: {error} (column {column})",
            name=filename,
            line=found.group(1),
            error=what,
            column=found.group(2),
        )
    return t(
        "{name}: {error}",
        name=filename,
        error=message.replace("(at end of document)", "(at the end of the file)"),
    )


def _take_index(steps: list[str | int]) -> int | None:
    """The array index at the front of an error location's ``steps``, taken off; None if a key is."""
    head = steps[0] if steps else None
    if not isinstance(head, int):
        return None
    del steps[0]
    return head


class TomlLocator:
    """Best-effort line numbers for error locations in a TOML pack.

    tomllib reports positions only for syntax errors, so the validator's field paths are mapped back
    onto the text by its table headers: ``creatures[3].retaliations[1].damage`` is found under the
    fourth ``[[creatures]]``, its second ``[[creatures.retaliations]]``, then ``damage =``. When the
    text is laid out some other way (inline tables, dotted keys) the nearest enclosing line is given.
    """

    def __init__(self, text: str) -> None:
        self._lines = text.splitlines()
        self._headers: list[tuple[int, str]] = []
        self._by_name: dict[str, list[int]] = {}
        for number, line in enumerate(self._lines):
            match = _HEADER.match(line)
            if match:
                dotted = ".".join(part.strip().strip("\"'") for part in match.group(2).split("."))
                self._headers.append((number, dotted))
                self._by_name.setdefault(dotted, []).append(number)

    def line(self, loc: tuple[str | int, ...]) -> int | None:
        """The 1-based line for an error location, or None if nothing matches."""
        if not loc or not isinstance(loc[0], str):
            return None
        prefix = loc[0]
        steps = list(loc[1:])
        index = _take_index(steps)
        region = self._table(prefix, 0 if index is None else index)
        if region is None:
            return None
        return self._descend(prefix, region, steps) + 1

    def _descend(self, prefix: str, start: int, steps: list[str | int]) -> int:
        """Follow keys (and array indexes) down from the header at line ``start``."""
        line = start
        while steps:
            key = steps.pop(0)
            if not isinstance(key, str):
                return line
            index = _take_index(steps)
            name = f"{prefix}.{key}"
            sub = self._table(name, 0 if index is None else index, within=(prefix, line))
            if sub is not None:
                prefix, line = name, sub
                continue
            assignment = self._assignment(line, key)
            return assignment if assignment is not None else line
        return line

    def _table(self, name: str, index: int, within: tuple[str, int] | None = None) -> int | None:
        """Line of the ``index``-th header called ``name`` (inside the table ``within``, if given)."""
        candidates = self._by_name.get(name, [])
        if within is not None:
            parent, start = within
            end = self._end_of(parent, start)
            candidates = [number for number in candidates if start < number < end]
        return candidates[index] if 0 <= index < len(candidates) else None

    def _end_of(self, name: str, start: int) -> int:
        """Where the table whose header is at ``start`` ends: the next header not inside it."""
        first = bisect.bisect_right(self._headers, (start, "\uffff"))
        for number, header in self._headers[first:]:
            if not header.startswith(name + "."):
                return number
        return len(self._lines)

    def _assignment(self, start: int, key: str) -> int | None:
        """Line of ``key = ...`` among the header's own keys (before any sub-table)."""
        pattern = re.compile(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*=")
        for number in range(start + 1, len(self._lines)):
            if _HEADER.match(self._lines[number]):
                return None
            if pattern.match(self._lines[number]):
                return number
        return None


# ------------------------------------------------------------------------------------------- writing


def pack_document(
    title: str,
    ruleset: str,
    creatures: Iterable[StatBlock],
    *,
    description: str | None = None,
    author: str | None = None,
    conditions: Iterable[ConditionTemplate] = (),
) -> dict[str, Any]:
    """The plain data of a pack file: the ``[pack]`` header, each creature (name first), and the
    condition-library entries as ``[[conditions]]`` when there are any."""
    header: dict[str, Any] = {"name": _one_line(title, 80), "ruleset": ruleset, "format": PACK_FORMAT}
    if description:
        header["description"] = description
    if author:
        header["author"] = _one_line(author, 40)
    document = {"pack": header, "creatures": [_creature_data(creature) for creature in creatures]}
    entries = [entry.to_dict() for entry in conditions]
    if entries:
        document["conditions"] = entries
    return document


def _creature_data(creature: StatBlock) -> dict[str, Any]:
    # TOML has no null: leaving out a None field reads back as the same default.
    data = creature.model_dump(mode="json", exclude_none=True)
    ordered = {"name": data.pop("name")}
    tail = {key: data.pop(key) for key in ("tags", "description") if key in data}
    return ordered | data | tail


def _one_line(text: str, limit: int) -> str:
    cleaned = " ".join("".join(c for c in text if c.isprintable() or c.isspace()).split())
    return cleaned[:limit].strip() or "Exported creatures"


def dump(document: dict[str, Any], fmt: str) -> bytes:
    """Encode a pack document as TOML or JSON (UTF-8, ending with a newline)."""
    if fmt == "json":
        text = json.dumps(document, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    else:
        text = tomli_w.dumps(document, multiline_strings=True)
    return text.encode("utf-8")
