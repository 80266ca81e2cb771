"""Inserting many creatures at once (pack imports), every row given the checks `save_creature` gives.

The checks run over all the rows together, a column at a time: the types of a column gathered into one
set, one NUL search, one search for long digit runs and (for text that is not ASCII) one UTF-8 encode
over the stat blocks of a few hundred rows at once. A pack of 10,000 creatures made ~80,000 checks of
one text each, and a loop over the rows doing them took longer than SQLite's insert. Only a row that
fails some check is looked at on its own: then the insert goes row by row (`creatures._insert_params`),
which names the first bad row and inserts nothing. The rows go in with raw `executemany` inside the
peewee transaction (about 20x faster than `insert_many`; FACTS.md), each row's parameters made as
SQLite asks for them.

Memory is touched sparingly on purpose: a fresh megabyte costs ~3 ms of page faults on the machines
measured, as much as checking it. So the stat blocks are checked a slice at a time (each slice's text
reuses the last one's memory), a pack's rows arrive as columns (`CreatureColumns`: no dict per row, the
stat blocks as the model's plain JSON text), and no list of parameters is built.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import chain, repeat
from operator import gt, itemgetter
from types import NoneType
from typing import Any

from gm_desk.store.creatures import CREATURE_FIELDS, EncodedStatblock, _insert_params
from gm_desk.store.models import db
from gm_desk.store.transactions import writes
from gm_desk.store.values import INT_MAX, INT_MIN, dump_json, fold, timestamp_text, utc_now

_INSERT = (
    "INSERT INTO creature (ruleset, name, name_folded, pack, tags, statblock, threat_lo, threat_hi,"
    " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_FIELDS = frozenset(CREATURE_FIELDS)
# Only JSON text with a run of 19 digits can hold an integer beyond 64 bits (as in values.dump_json).
_LONG_DIGIT_RUN = re.compile(r"\d{19}")
# Every digit made "0", as bytes: `bytes.translate` runs through a 256-byte table, where `str.translate`
# looks each character up in a dict (7% of a 10,000-creature import's instructions went there).
_ONE_DIGIT = bytes.maketrans(b"0123456789", b"0000000000")
_SLICE = 256  # stat blocks checked at once: ~100 kB of text, below the allocator's fresh-memory threshold
_first, _last = itemgetter(0), itemgetter(-1)

Params = Iterator[tuple[Any, ...]]


@dataclass
class CreatureColumns:
    """Creatures to insert, as columns: item ``i`` of each list is creature ``i``'s (see CREATURE_FIELDS).

    Each stat block is JSON text already, as `EncodedStatblock.of` makes it (plain text here: a pack's
    10,000 need no marking); a pack's ruleset and pack name are one text repeated.
    """

    ruleset: list[str] = field(default_factory=list)
    name: list[str] = field(default_factory=list)
    statblock: list[str] = field(default_factory=list)
    pack: list[str | None] = field(default_factory=list)
    tags: list[Sequence[str]] = field(default_factory=list)
    threat_lo: list[int | None] = field(default_factory=list)
    threat_hi: list[int | None] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.name)

    def rows(self) -> list[dict[str, Any]]:
        """The creatures as `bulk_insert_creatures` rows, each stat block's text an EncodedStatblock."""
        return [
            {
                "ruleset": ruleset,
                "name": name,
                "statblock": EncodedStatblock(block) if isinstance(block, str) else block,
                "pack": pack,
                "tags": tags,
                "threat_lo": lo,
                "threat_hi": hi,
            }
            for ruleset, name, block, pack, tags, lo, hi in zip(
                self.ruleset,
                self.name,
                self.statblock,
                self.pack,
                self.tags,
                self.threat_lo,
                self.threat_hi,
                strict=True,
            )
        ]


@writes
def bulk_insert_creatures(rows: Sequence[Mapping[str, Any]]) -> int:
    """Insert many creatures at once (pack imports); return how many were inserted.

    Each row is a mapping with the keys of CREATURE_FIELDS (`ruleset`, `name`, `statblock` required);
    `statblock` is a dict, or an `EncodedStatblock`. Every row is validated before any is inserted, so a
    bad row inserts nothing.
    """
    now = timestamp_text(utc_now())
    columns = _columns(rows)
    params = None if columns is None else _checked_in_bulk(columns, now)
    if params is None:  # some row fails a check: row by row, the first one is found and named
        params = _row_by_row(rows, now)
    db.connection().executemany(_INSERT, params)
    return len(rows)


@writes
def insert_creature_columns(columns: CreatureColumns) -> int:
    """`bulk_insert_creatures` for rows given as columns (a pack import's); the same checks, the same
    refusals (naming the first bad row), nothing inserted if any row is refused."""
    now = timestamp_text(utc_now())
    params = _checked_in_bulk(columns, now)
    if params is None:
        params = _row_by_row(columns.rows(), now)
    db.connection().executemany(_INSERT, params)
    return len(columns)


def _row_by_row(rows: Sequence[Mapping[str, Any]], now: str) -> Params:
    tags_json: dict[tuple[str, ...], str] = {}  # a pack repeats a few tag lists thousands of times
    return iter([_insert_params(row, f"Creature {index + 1}", now, tags_json) for index, row in enumerate(rows)])


def _columns(rows: Sequence[Mapping[str, Any]]) -> CreatureColumns | None:
    """`rows` as columns, or None for rows only the row-by-row path handles (an unknown or missing field,
    a stat block as a dict)."""
    if not rows or not _FIELDS.issuperset(chain.from_iterable(rows)):
        return None
    try:
        blocks = [row["statblock"] for row in rows]
        columns = CreatureColumns(
            ruleset=[row["ruleset"] for row in rows],
            name=[row["name"] for row in rows],
            statblock=blocks,
            pack=[row.get("pack") for row in rows],
            tags=[row.get("tags", ()) for row in rows],
            threat_lo=[row.get("threat_lo") for row in rows],
            threat_hi=[row.get("threat_hi") for row in rows],
        )
    except KeyError:
        return None
    return columns if set(map(type, blocks)) == {EncodedStatblock} else None


def _checked_in_bulk(columns: CreatureColumns, now: str) -> Params | None:
    """The insert's parameters, one tuple per row as SQLite asks for it, when every row passes every
    check `_insert_params` makes, the checks run over all the rows at once; None as soon as any check
    fails, with nothing changed.

    Types are checked exactly (``set(map(type, column))``): an int subclass such as bool is no number,
    a str subclass (but EncodedStatblock) no plain text; the row-by-row path judges anything unusual.
    """
    names, rulesets, blocks, packs, tag_lists = (
        columns.name,
        columns.ruleset,
        columns.statblock,
        columns.pack,
        columns.tags,
    )
    if not len(rulesets) == len(names) == len(blocks) == len(packs) == len(tag_lists):
        return None
    if not set(map(type, tag_lists)) <= {list, tuple}:
        return None
    required = names + rulesets + list(chain.from_iterable(tag_lists))
    if set(map(type, required)) != {str} or "" in map(str.strip, required):
        return None
    given_packs = [pack for pack in packs if pack is not None]
    if not set(map(type, given_packs)) <= {str} or not set(map(type, blocks)) <= {str, EncodedStatblock}:
        return None
    if not _plain_texts(required + given_packs) or not _json_objects(blocks):
        return None
    bounds = _threat_bounds(columns.threat_lo, columns.threat_hi, len(names))
    if bounds is None:
        return None
    names, folded = _stored_names(names)
    tags_json = {key: dump_json(list(key), "Creature tags") for key in set(map(tuple, tag_lists))}
    return zip(
        rulesets,
        names,
        folded,
        packs,
        map(tags_json.__getitem__, map(tuple, tag_lists)),
        map(str, blocks),  # exact text: sqlite3 binds a str subclass only after looking for adapters
        *bounds,
        repeat(now),
        repeat(now),
        strict=False,  # the two `repeat`s are endless; the rest are one item per row
    )


def _plain_texts(texts: list[str]) -> bool:
    """Whether every text is one SQLite stores faithfully (`check_text`): no NUL, no lone surrogate."""
    joined = "\n".join(texts)
    if "\x00" in joined:
        return False
    return joined.isascii() or _encodes(joined)  # ASCII text (Python knows without looking) is UTF-8


def _json_objects(blocks: list[str]) -> bool:
    """Whether every stat block passes `_statblock_text`'s checks with no need to decode it: shaped as a
    JSON object, no NUL, no lone surrogate, no run of 19 digits (`_LONG_DIGIT_RUN`). A slice at a time:
    for ASCII text (the usual), its digits made one digit and a plain substring search answer in a few
    milliseconds what the pattern answers in ~100 ms over 10,000 stat blocks (ASCII text encodes to
    bytes by a copy, and `bytes.translate` is a table lookup per byte)."""
    if "" in blocks or set(map(_first, blocks)) != {"{"} or set(map(_last, blocks)) != {"}"}:
        return False
    for start in range(0, len(blocks), _SLICE):
        text = "\n".join(blocks[start : start + _SLICE])
        if "\x00" in text:
            return False
        if text.isascii():
            if b"0" * 19 in text.encode("ascii").translate(_ONE_DIGIT):
                return False
        elif not _encodes(text) or _LONG_DIGIT_RUN.search(text):
            return False
    return True


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")  # fails on a lone surrogate
    except UnicodeEncodeError:
        return False
    return True


def _threat_bounds(
    lows: list[int | None], highs: list[int | None], count: int
) -> tuple[list[int | None], list[int | None]] | None:
    """Each row's (threat_lo, threat_hi) as `creatures._threat_range` makes them (a single rating stands
    for both ends); None if any is not a whole number within 64 bits, or a lo tops its hi."""
    if not len(lows) == len(highs) == count:
        return None
    kinds = set(map(type, lows)) | set(map(type, highs))
    if not kinds <= {int, NoneType}:
        return None
    if NoneType in kinds:  # a rating given on one end only stands for both
        lows, highs = (
            [hi if lo is None else lo for lo, hi in zip(lows, highs, strict=True)],
            [lo if hi is None else hi for lo, hi in zip(lows, highs, strict=True)],
        )
        given = [(lo, hi) for lo, hi in zip(lows, highs, strict=True) if lo is not None]
        if not given:
            return lows, highs
        given_lows, given_highs = map(list, zip(*given, strict=True))
    else:
        given_lows, given_highs = lows, highs
    if any(map(gt, given_lows, given_highs)) or min(given_lows) < INT_MIN or max(given_highs) > INT_MAX:
        return None  # (with every lo at most its hi, the least lo and the greatest hi bound them all)
    return lows, highs


def _stored_names(names: list[str]) -> tuple[list[str], list[str]]:
    """Each name as `creatures._validated` stores it (stripped, NFC), and its folded form (`fold`).

    ASCII text is its own NFC and case-folds character by character, so a pack of ASCII names is folded
    in one call over all of them, joined by newlines (split again unless a name holds a newline itself)."""
    stripped = list(map(str.strip, names))
    joined = "\n".join(stripped)
    if joined.isascii():
        folded = joined.casefold().split("\n")
        if len(folded) == len(stripped):
            return stripped, folded
        return stripped, list(map(fold, stripped))
    normal = [unicodedata.normalize("NFC", name) for name in stripped]
    return normal, list(map(fold, normal))
