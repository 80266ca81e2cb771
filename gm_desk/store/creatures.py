"""The bestiary: search, edit, duplicate creatures, and the clash lookup of pack imports.

Lists come back as plain tuples (about 8x faster than model objects for a 10,000-row bestiary; measured
in FACTS.md). Inserting many creatures at once, with the same checks, is `creature_bulk`'s.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import asdict
from itertools import chain
from typing import Any

from peewee import fn

from gm_desk.rules.i18n import t
from gm_desk.rules.names import lookalike_key
from gm_desk.store.errors import InvalidValueError, NotFoundError
from gm_desk.store.models import Creature, db
from gm_desk.store.records import CreatureRecord
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import (
    check_dict,
    check_optional_int,
    check_optional_text,
    check_text,
    dump_json,
    fold,
    load_json,
    utc_now,
)

# The order of the values in each tuple list_creatures returns.
CREATURE_COLUMNS = ("id", "name", "ruleset", "pack", "threat_lo", "threat_hi")
# library_rows adds the creature's tags, as a tuple of text.
LIBRARY_COLUMNS = (*CREATURE_COLUMNS, "tags")
CREATURE_FIELDS = ("ruleset", "name", "statblock", "pack", "tags", "threat_lo", "threat_hi")

_CHUNK = 500  # stays far below SQLite's limit on bound parameters
# json_valid makes each tags text one whole JSON value (or null), so joining them with commas inside
# one pair of brackets can only parse back into exactly one value per row.
_LIBRARY_SELECT = (
    "SELECT id, name, ruleset, pack, threat_lo, threat_hi,"
    " CASE WHEN json_valid(tags) THEN tags ELSE 'null' END FROM creature"
)
_FIELDS = frozenset(CREATURE_FIELDS)
# Only JSON text with a run of 19 digits can hold an integer beyond 64 bits (as in values.dump_json).
_LONG_DIGIT_RUN = re.compile(r"\d{19}")


class EncodedStatblock(str):
    """A stat block already encoded as compact JSON, by the validated stat-block model itself.

    Pack imports hand these to `creature_bulk.bulk_insert_creatures`: pydantic writes a model's JSON about five times
    faster than dumping it to a dict and encoding that again. The text is stored as it is once it passes
    the checks every stored text gets (see `_statblock_text`).
    """

    __slots__ = ()

    @classmethod
    def of(cls, model: Any) -> EncodedStatblock:
        """The JSON of a pydantic model (`statblock_json`)."""
        return cls(statblock_json(model))


def statblock_json(model: Any) -> str:
    """The JSON of a pydantic model, as ``model_dump_json()`` gives it (compact, keys by alias, UTF-8 as
    is), from the model's serializer itself: ``model_dump_json`` passes its fifteen keywords on each call,
    which took half the time of encoding a 10,000-creature pack."""
    text: str = model.__pydantic_serializer__.to_json(model).decode()
    return text


@reads
def list_creatures(
    ruleset: str | None = None, text: str = "", threat_range: tuple[int | None, int | None] | None = None
) -> list[tuple[Any, ...]]:
    """Creatures as tuples ordered by name (see CREATURE_COLUMNS).

    `text` matches anywhere in the name, ignoring case (Unicode case folding: "STRASSE" finds
    "Straße"). `threat_range=(lo, hi)` keeps creatures whose threat range overlaps it; either end may
    be None for open-ended, and creatures without a threat rating are left out.
    """
    query = Creature.select(
        Creature.id, Creature.name, Creature.ruleset, Creature.pack, Creature.threat_lo, Creature.threat_hi
    )
    if ruleset is not None:
        query = query.where(Creature.ruleset == ruleset)
    needle = fold(check_text(text, "Search text"))
    if needle:
        # instr, not LIKE: the GM's % and _ are plain characters, and both sides are already folded.
        query = query.where(fn.instr(Creature.name_folded, needle) > 0)
    if threat_range is not None:
        lo, hi = threat_range
        query = query.where(Creature.threat_lo.is_null(False))
        if lo is not None:
            query = query.where(Creature.threat_hi >= lo)
        if hi is not None:
            query = query.where(Creature.threat_lo <= hi)
    # Straight from the cursor: these columns need no conversion, and peewee's per-row converters
    # would triple the time for a full 10,000-row bestiary.
    rows: list[tuple[Any, ...]] = db.execute(query.order_by(Creature.name_folded, Creature.id)).fetchall()
    return rows


@reads
def library_rows() -> list[tuple[Any, ...]]:
    """Every creature for the bestiary library, as tuples ordered by name (see LIBRARY_COLUMNS).

    One query read straight from the cursor, and every tags column decoded by one `json.loads`: peewee
    decoding the JSON column row by row took ~100 ms for 10,000 creatures; this takes ~25 ms, most of
    it SQLite reading the rows.
    """
    rows = db.execute_sql(f"{_LIBRARY_SELECT} ORDER BY name_folded, id").fetchall()
    tags = tag_tuples([row[6] for row in rows])
    return [
        (id_, name, ruleset, pack, lo, hi, t) for (id_, name, ruleset, pack, lo, hi, _), t in zip(rows, tags)
    ]


@reads
def library_first_rows(per_system: int) -> tuple[list[tuple[Any, ...]], dict[str, tuple[bool, bool]]]:
    """The bestiary library's first screen: each system's first `per_system` creatures by name, as
    `library_rows` tuples; and for each system with creatures, (more are left to read, some have a Threat).

    Read through the (ruleset, name_folded) index, ~1 ms: `library_rows` reads every row of the table
    (~25 ms for 10,000 creatures, most of it SQLite reading pages that also hold the stat blocks).
    """
    systems = [system for (system,) in db.execute_sql("SELECT DISTINCT ruleset FROM creature")]
    raw: list[tuple[Any, ...]] = []
    facts: dict[str, tuple[bool, bool]] = {}
    for system in systems:
        page = db.execute_sql(
            f"{_LIBRARY_SELECT} WHERE ruleset = ? ORDER BY name_folded, id LIMIT ?", (system, per_system + 1)
        ).fetchall()
        more = len(page) > per_system
        page = page[:per_system]
        rated = any(row[4] is not None for row in page) or (
            more
            and db.execute_sql(
                "SELECT 1 FROM creature WHERE ruleset = ? AND threat_lo IS NOT NULL LIMIT 1", (system,)
            ).fetchone()
            is not None
        )
        facts[system] = (more, rated)
        raw += page
    tags = tag_tuples([row[6] for row in raw])
    rows = [(id_, name, ruleset, pack, lo, hi, t) for (id_, name, ruleset, pack, lo, hi, _), t in zip(raw, tags)]
    return rows, facts


def tag_tuples(texts: Sequence[str | None]) -> list[tuple[str, ...]]:
    """Tags columns (JSON text) decoded, one tuple of text each, all in one `json.loads` call.

    Each text must be one whole JSON value (the store's own queries check with json_valid). Anything
    but a list, and anything in a list but text, is not a tag: a column edited by hand decodes as no
    tags (or only its text items) rather than failing the whole bestiary.
    """
    try:
        decoded = json.loads(f"[{','.join(text or 'null' for text in texts)}]")
        tags = [tuple(value) if type(value) is list else () for value in decoded]
        "".join(chain.from_iterable(tags))  # TypeError unless every tag is text: one C-level pass
        if len(tags) == len(texts):
            return tags
    except (ValueError, TypeError, RecursionError):  # e.g. JSON5, which newer SQLite calls valid
        pass
    return [_tag_tuple(text) for text in texts]


def _tag_tuple(text: str | None) -> tuple[str, ...]:
    try:
        value = load_json(text)
    except (ValueError, RecursionError):
        return ()
    return tuple(tag for tag in value if isinstance(tag, str)) if isinstance(value, list) else ()


@reads
def count_creatures(ruleset: str | None = None) -> int:
    query = Creature.select()
    if ruleset is not None:
        query = query.where(Creature.ruleset == ruleset)
    count: int = query.count()
    return count


@reads
def get_creature(creature_id: int) -> CreatureRecord:
    return _record(_get(creature_id))


@writes
def save_creature(creature: CreatureRecord) -> CreatureRecord:
    """Insert the creature (if `id` is None) or overwrite the stored one; return it as stored."""
    label = f"Creature {creature.name!r}"
    values = _validated({name: getattr(creature, name) for name in CREATURE_FIELDS}, label)
    now = utc_now()
    if creature.id is None:
        creature_id = Creature.insert(**values, created_at=now, updated_at=now).execute()
    else:
        creature_id = creature.id
        if not Creature.update(**values, updated_at=now).where(Creature.id == creature_id).execute():
            raise NotFoundError(
                t("That creature no longer exists (id {creature_id}).", creature_id=creature_id)
            )
    return _record(_get(creature_id))


@writes
def delete_creature(creature_id: int) -> None:
    if not Creature.delete().where(Creature.id == creature_id).execute():
        raise NotFoundError(t("That creature no longer exists (id {creature_id}).", creature_id=creature_id))


@writes
def delete_creatures(creature_ids: Iterable[int]) -> int:
    """Delete the given creatures (missing ids are ignored); return how many were deleted."""
    ids = list(creature_ids)
    return sum(
        Creature.delete().where(Creature.id.in_(ids[i : i + _CHUNK])).execute()
        for i in range(0, len(ids), _CHUNK)
    )


@writes
def duplicate_creature(creature_id: int, name: str | None = None) -> CreatureRecord:
    """A copy of the creature as the GM's own (no pack), named "<name> (copy)" unless told."""
    original = _record(_get(creature_id))
    copy_name = name if name is not None else _free_copy_name(original)
    fields = {name: value for name, value in asdict(original).items() if name in CREATURE_FIELDS}
    return save_creature(CreatureRecord(**(fields | {"name": copy_name, "pack": None})))


@reads
def creature_ids_by_name(ruleset: str, names: Iterable[str]) -> dict[str, int]:
    """For pack imports: which of `names` already exist in `ruleset`, keyed by look-alike key.

    Names are compared as they look (`gm_desk.rules.names.lookalike_key`: case, accents written either
    way and fullwidth letters aside), so "Éclair" finds a stored "E\u0301CLAIR". The stored rows are read
    as they are (never rewritten); the key is worked out here, for each of the ruleset's names.
    """
    return creature_ids_by_key(ruleset, set(lookalike_keys(checked_names(list(names)))))


def checked_names(names: list[str]) -> list[str]:
    """``names``, if each is text the store keeps (`check_text`: text, no NUL, no lone surrogate),
    checked all at once; InvalidValueError naming the fault of the first that is not."""
    if not _plain_texts(names):  # one of them is refused: name it
        names = [check_text(name, "Creature name") for name in names]
    return names


@reads
def creature_ids_by_key(ruleset: str, keys: Set[str]) -> dict[str, int]:
    """`creature_ids_by_name` for names whose look-alike keys the caller has worked out already (a pack
    import needs them for its own checks too): each key of `keys` a stored creature of `ruleset` has,
    with the id of the first stored."""
    found: dict[str, int] = {}
    if not keys:
        return found
    rows = db.execute_sql(
        "SELECT name, id FROM creature WHERE ruleset = ? ORDER BY id", [check_text(ruleset, "Ruleset")]
    ).fetchall()
    for key, (_, id_) in zip(lookalike_keys([name for name, _ in rows]), rows, strict=True):
        if key in keys:
            found.setdefault(key, id_)
    return found


def lookalike_keys(names: Sequence[str]) -> list[str]:
    """`lookalike_key` of each name, in one pass over all of them when they are ASCII (a pack's usually
    are): an ASCII name's key is the name stripped and case-folded, character by character, so the names
    are joined by newlines, folded at once and split again (unless a name holds a newline itself)."""
    if set(map(type, names)) <= {str}:
        stripped = list(map(str.strip, names))
        joined = "\n".join(stripped)
        if joined.isascii():
            keys = joined.casefold().split("\n")
            if len(keys) == len(names):
                return keys
    return list(map(lookalike_key, names))


@reads
def lookalike_pairs(ruleset: str | None = None) -> list[tuple[str, int, str, int, str]]:
    """Stored creatures of one system whose names look alike but were stored apart (before names were
    compared this way): ``(ruleset, first id, first name, other id, other name)`` per pair, the first
    stored first. Nothing is rewritten; the library flags them for the GM to rename or merge."""
    sql = "SELECT ruleset, id, name FROM creature"
    params: list[Any] = []
    if ruleset is not None:
        sql += " WHERE ruleset = ?"
        params.append(check_text(ruleset, "Ruleset"))
    first: dict[tuple[str, str], tuple[int, str]] = {}
    pairs = []
    for system, id_, name in db.execute_sql(sql + " ORDER BY id", params):
        key = (system, lookalike_key(name))
        if key in first:
            pairs.append((system, *first[key], id_, name))
        else:
            first[key] = (id_, name)
    return pairs


def _plain_texts(texts: Sequence[Any]) -> bool:
    """Whether every item would pass `check_text` (text, no NUL, no lone surrogate), checked at once."""
    if not all(type(text) is str for text in texts):
        return False
    joined = "\n".join(texts)
    if "\x00" in joined:
        return False
    try:
        joined.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _insert_params(
    row: Mapping[str, Any], label: str, now: str, tags_json: dict[tuple[str, ...], str]
) -> tuple[Any, ...]:
    if isinstance(row.get("name"), str):
        label = f"{label} ({row['name']!r})"
    values = _validated(row, label, encoded_ok=True)
    tags = tuple(values["tags"])  # every tag of this row is checked already; only the encoding is shared
    if tags not in tags_json:
        tags_json[tags] = dump_json(values["tags"], f"{label} tags")
    return (
        values["ruleset"],
        values["name"],
        values["name_folded"],
        values["pack"],
        tags_json[tags],
        _statblock_text(values["statblock"], f"{label} stat block"),
        values["threat_lo"],
        values["threat_hi"],
        now,
        now,
    )


def _validated(data: Mapping[str, Any], label: str, *, encoded_ok: bool = False) -> dict[str, Any]:
    """The creature's column values, checked; JSON columns still as Python values (or, for the bulk
    insert, which writes the column text itself, a stat block as an EncodedStatblock)."""
    unknown = data.keys() - _FIELDS
    if unknown:
        raise InvalidValueError(
            t("{label} has unknown fields: {join}.", label=label, join=", ".join(sorted(unknown)))
        )
    # One form per name (NFC): a precomposed accent and a combining one are stored alike.
    name = unicodedata.normalize("NFC", check_text(data.get("name"), f"{label} name", required=True).strip())
    lo, hi = _threat_range(data.get("threat_lo"), data.get("threat_hi"), label)
    return {
        "ruleset": check_text(data.get("ruleset"), f"{label} ruleset", required=True),
        "name": name,
        "name_folded": fold(name),
        "pack": check_optional_text(data.get("pack"), f"{label} pack"),
        "tags": _tags(data.get("tags", ()), label),
        "statblock": _statblock(data.get("statblock"), f"{label} stat block", encoded_ok),
        "threat_lo": lo,
        "threat_hi": hi,
    }


def _statblock(value: Any, what: str, encoded_ok: bool) -> dict[str, Any] | EncodedStatblock:
    return value if encoded_ok and isinstance(value, EncodedStatblock) else check_dict(value, what)


def _statblock_text(value: dict[str, Any] | EncodedStatblock, what: str) -> str:
    """The stat block's column text: a dict is encoded here; encoded text must still be a JSON object
    that SQLite stores faithfully (no NUL, no lone surrogate, no integer beyond 64 bits)."""
    if not isinstance(value, EncodedStatblock):
        return dump_json(value, what)
    text = str(value)
    if not (text.startswith("{") and text.endswith("}")):
        raise InvalidValueError(t("{what} must be a JSON object.", what=what))
    check_text(text, what)
    if _LONG_DIGIT_RUN.search(text):  # rare: take the slow road through the full JSON checks
        try:
            decoded = load_json(text)
        except ValueError:
            raise InvalidValueError(t("{what} is not valid JSON.", what=what)) from None
        return dump_json(decoded, what)
    return text


def _tags(tags: Any, label: str) -> list[str]:
    if isinstance(tags, str) or not isinstance(tags, list | tuple):
        raise InvalidValueError(t("{label} tags must be a list of words.", label=label))
    return [check_text(tag, f"{label} tag", required=True) for tag in tags]


def _threat_range(lo: Any, hi: Any, label: str) -> tuple[int | None, int | None]:
    """A single rating may be given on either end; it then stands for both."""
    lo = check_optional_int(lo, f"{label} threat_lo")
    hi = check_optional_int(hi, f"{label} threat_hi")
    lo, hi = (hi, hi) if lo is None else (lo, lo if hi is None else hi)
    if lo is not None and hi is not None and lo > hi:
        raise InvalidValueError(
            t("{label} has threat_lo {lo} above threat_hi {hi}.", label=label, lo=lo, hi=hi)
        )
    return lo, hi


def _get(creature_id: int) -> Creature:
    creature: Creature | None = Creature.get_or_none(Creature.id == creature_id)
    if creature is None:
        raise NotFoundError(t("That creature no longer exists (id {creature_id}).", creature_id=creature_id))
    return creature


def _free_copy_name(original: CreatureRecord) -> str:
    taken = {
        folded
        for (folded,) in Creature.select(Creature.name_folded)
        .where(Creature.ruleset == original.ruleset)
        .tuples()
    }
    candidate, number = f"{original.name} (copy)", 1
    while fold(candidate) in taken:
        number += 1
        candidate = f"{original.name} (copy {number})"
    return candidate


def _record(row: Creature) -> CreatureRecord:
    return CreatureRecord(
        id=row.id,
        ruleset=row.ruleset,
        name=row.name,
        statblock=row.statblock,
        pack=row.pack,
        tags=tuple(row.tags),
        threat_lo=row.threat_lo,
        threat_hi=row.threat_hi,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )
