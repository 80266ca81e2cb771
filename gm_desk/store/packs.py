"""Bestiary packs: loading, importing into the store, and exporting, all or nothing.

A pack is one human-editable file (TOML, or JSON) holding a ``[pack]`` table and its ``[[creatures]]``,
every creature validated against its ruleset's stat block. Pack files come from strangers, so loading
treats them as hostile: the size is checked before reading, the parsed data is walked for things the
parsers let through (NaN, lone surrogates, absurd nesting), and every failure, whatever the parser
raised, becomes one ``PackError`` naming the file, the line where the format gives one, the creature and
the field. Nothing is imported until the whole file is valid. An import is prepared outside any
transaction (where it reports progress and may be cancelled, writing nothing) and then written in one
short IMMEDIATE transaction with no callbacks: it lands completely or not at all.

A 10,000-creature pack loads in well under a second: TOML goes through rtoml (a compiled parser, about
five times faster than tomllib) when it is installed, with tomllib as the fallback and the reference for
every error message; the creatures are validated in one pydantic call; and each validated stat block is
serialized to JSON by its model rather than dumped and encoded again.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import tomllib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gm_desk.rules.statblocks import (
    RULESET_IDS,
    StatblockError,
    format_loc,
    validate_creature,
    validate_creatures,
    validate_pack_header,
)
from gm_desk.store import pack_text
from gm_desk.store.creatures import (
    EncodedStatblock,
    bulk_insert_creatures,
    creature_ids_by_name,
    list_creatures,
    save_creature,
)
from gm_desk.store.errors import StoreError
from gm_desk.store.files import write_atomically
from gm_desk.store.models import Creature
from gm_desk.store.records import CreatureRecord
from gm_desk.store.transactions import reads, transaction
from gm_desk.store.values import fold

if TYPE_CHECKING:
    from pydantic import BaseModel

__all__ = [
    "MAX_PACK_BYTES",
    "ON_CLASH",
    "ImportReport",
    "Pack",
    "PackError",
    "export_pack",
    "import_pack",
    "import_pack_file",
    "load_pack",
    "parse_pack",
    "sanitise_filename",
    "stored_creatures",
]

MAX_PACK_BYTES = 5 * 1024 * 1024
MAX_CREATURES = 10_000  # the size of bestiary the store is tuned for
MAX_DEPTH = 16  # a stat block nests four levels at most; anything deeper is not a pack
# The richest stat block (teams) holds 45 tables and lists and its widest table 24 keys (a test derives
# both from the schemas). Past these bounds a file is not a pack, and refusing it early keeps a hostile
# 5 MB file from costing hundreds of megabytes: "{}," is three bytes of text and ~70 of Python objects,
# and each error pydantic reports for an unknown key, a four-byte "k=1\n", takes about a kilobyte.
MAX_CONTAINERS = MAX_CREATURES * 48 + 64
MAX_KEYS = 64
MAX_REPORTED = 20  # problems listed in one error; a broken file can have thousands
MAX_WORDED = 100  # stat-block problems put into words; the rest are only counted
ON_CLASH = ("skip", "replace", "keep_both")
CHUNK = 200  # creatures written between two progress reports
NAME_LIMIT = 80  # a stat block's name length limit; renamed creatures must still fit

sanitise_filename = pack_text.sanitise_filename


class PackError(StoreError):
    """A pack file was refused (or could not be written). ``problems`` lists each one, located."""

    def __init__(self, problems: Sequence[str], total: int | None = None) -> None:
        self.problems = tuple(problems)
        self.total = max(total or 0, len(self.problems))  # more than listed when only the first were worded
        shown = list(self.problems[:MAX_REPORTED])
        if self.total > MAX_REPORTED:
            shown.append(f"... and {self.total - MAX_REPORTED} more problems")
        super().__init__("\n".join(shown))


@dataclass(frozen=True)
class Pack:
    """A validated pack: its header and its creatures, each a frozen stat-block model."""

    name: str
    ruleset: str
    creatures: tuple[BaseModel, ...]
    description: str | None = None
    author: str | None = None
    format: int = 1
    source: Path | None = None


@dataclass(frozen=True)
class ImportReport:
    """What an import did. ``renamed`` pairs each kept-both creature's pack name with its new name."""

    pack: str
    ruleset: str
    added: int = 0
    replaced: int = 0
    skipped: tuple[str, ...] = ()
    renamed: tuple[tuple[str, str], ...] = ()
    cancelled: bool = False

    @property
    def changed(self) -> int:
        return self.added + self.replaced

    def summary(self) -> str:
        """One or two sentences for the GM."""
        if self.cancelled:
            return f"Import of {self.pack} cancelled; nothing was imported."
        parts = [f"Imported {self.added} new creature{'s' if self.added != 1 else ''} from {self.pack}."]
        if self.replaced:
            parts.append(f"Replaced {self.replaced} already in the bestiary.")
        if self.skipped:
            parts.append(
                f"Skipped {len(self.skipped)} already in the bestiary: {', '.join(self.skipped[:5])}."
            )
        if self.renamed:
            parts.append(f"Kept both copies of {len(self.renamed)}, renaming the new ones.")
        return " ".join(parts)


# ---------------------------------------------------------------------------------------------- load


def load_pack(path: Path) -> Pack:
    """Read and validate the pack at ``path``; PackError for anything short of a valid pack."""
    path = Path(path)
    raw = _read_bounded(path)
    pack = parse_pack(raw, path.name)
    return dataclasses.replace(pack, source=path)


def parse_pack(raw: bytes, filename: str = "pack.toml") -> Pack:
    """Validate pack bytes; ``filename`` names the file in messages and picks the format by suffix."""
    if len(raw) > MAX_PACK_BYTES:
        raise PackError([f"{filename}: is larger than {MAX_PACK_BYTES // (1024 * 1024)} MB; not a pack"])
    text = _decode(raw, filename)
    is_json = filename.lower().endswith(".json") or (
        not filename.lower().endswith(".toml") and text.lstrip().startswith("{")
    )
    containers = pack_text.container_bound(text, is_json=is_json, limit=MAX_CONTAINERS)
    if containers > MAX_CONTAINERS:
        raise PackError(
            [f"{filename}: opens {containers} tables and lists; a pack needs at most {MAX_CONTAINERS}"]
        )
    data = _parse_json(text, filename) if is_json else _parse_toml(text, filename)
    _check_plain_data(data, filename)
    return _build_pack(data, filename, _Locator(None if is_json else text))


class _Locator:
    """Line numbers for error locations, built only when the first error needs one (TOML only).

    Only the problems a message shows get a line: a hostile file with thousands of errors must not
    cost thousands of searches.
    """

    def __init__(self, text: str | None) -> None:
        self._text = text
        self._toml: pack_text.TomlLocator | None = None
        self._asked = 0

    def __call__(self, loc: tuple[str | int, ...]) -> int | None:
        self._asked += 1
        if self._text is None or self._asked > MAX_REPORTED:
            return None
        if self._toml is None:
            self._toml = pack_text.TomlLocator(self._text)
        return self._toml.line(loc)


def _read_bounded(path: Path) -> bytes:
    """Read at most MAX_PACK_BYTES, checking the size first (a 50 MB file is never read)."""
    name = path.name
    try:
        info = path.stat()
        if not path.is_file():
            raise PackError([f"{name}: is not a regular file"])
        if info.st_size > MAX_PACK_BYTES:
            raise PackError([f"{name}: is {info.st_size // (1024 * 1024)} MB; a pack may be at most 5 MB"])
        with path.open("rb") as handle:
            # Read one byte more than allowed: a file that grew since stat() is still caught.
            raw = handle.read(MAX_PACK_BYTES + 1)
    except OSError as error:
        raise PackError([f"{name}: cannot be read ({error.strerror or error})"]) from None
    return raw


def _decode(raw: bytes, filename: str) -> str:
    if b"\x00" in raw:
        line = raw[: raw.index(b"\x00")].count(b"\n") + 1
        raise PackError([f"{filename}:{line}: contains a NUL byte; a pack is a text file"])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise PackError([f"{filename}:{line}: is not valid UTF-8 text"]) from None
    return text.removeprefix("\ufeff")  # tolerate the BOM some Windows editors write


def _parse_toml(text: str, filename: str) -> Any:
    fast = _fast_toml_parser()
    if fast is not None and len(text) >= FAST_TOML_MIN_BYTES_PER_VALUE * _value_bound(text):
        try:
            return fast(text)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:  # a Rust panic arrives as a BaseException; anything else as an Exception
            pass  # whatever rtoml refuses, tomllib judges again, and its message is the one shown
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise PackError([pack_text.toml_error_message(filename, error)]) from None
    except RecursionError:
        raise PackError([f"{filename}: is nested too deeply to be a pack"]) from None
    except ValueError as error:  # int() refusing a number of thousands of digits
        raise PackError([f"{filename}: holds a number too long to read ({_first_line(error)})"]) from None


# rtoml holds its own tree (~150 bytes a value) while it builds Python's: nothing for a pack, where a value
# takes ~20 bytes of text, but a hostile file of "1," items would cost 80 times its size. Text that dense
# goes to tomllib, which builds only the Python objects.
FAST_TOML_MIN_BYTES_PER_VALUE = 8


def _value_bound(text: str) -> int:
    # Every TOML value is a key's (after "=") or an array item (before "," or the closing bracket).
    return text.count("=") + text.count(",") + text.count("[") + 1


@functools.cache
def _fast_toml_parser() -> Callable[[str], Any] | None:
    """rtoml's ``loads`` if rtoml is installed, else None (imported on the first TOML pack, not at start).

    rtoml is at least as strict as tomllib on what matters here: it refuses surrogate escapes, integers
    beyond 64 bits and nesting past its recursion limit. What it returns goes through the same walk and
    validation as tomllib's output, and whatever it refuses is handed to tomllib, so refusals read the same
    with or without it.
    """
    try:
        import rtoml
    except ImportError:
        return None
    return rtoml.loads


def _parse_json(text: str, filename: str) -> Any:
    def refuse_constant(name: str) -> Any:
        raise ValueError(f"{name} is not a number a pack may hold")

    def finite_float(token: str) -> float:
        value = float(token)
        if not math.isfinite(value):
            raise ValueError(f"{token} is too large a number")
        return value

    try:
        return json.loads(
            text,
            parse_constant=refuse_constant,
            parse_float=finite_float,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as error:
        raise PackError([f"{filename}:{error.lineno}: {error.msg} (column {error.colno})"]) from None
    except RecursionError:
        raise PackError([f"{filename}: is nested too deeply to be a pack"]) from None
    except ValueError as error:
        raise PackError([f"{filename}: {_first_line(error)}"]) from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # JSON quietly keeps the last of two equal keys; in a pack that hides a mistake, so refuse it.
    result = dict(pairs)
    if len(result) < len(pairs):  # only then look for the key (dict() above runs in C)
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"the key {key!r} appears twice in one object")
            seen.add(key)
    return result


def _check_plain_data(data: Any, filename: str) -> None:
    """Walk the parsed data for what the parsers let through: NaN and infinities (TOML allows them),
    NUL characters and lone surrogates (escapes in JSON, and TOML's in rtoml), nesting past MAX_DEPTH,
    tables wider than MAX_KEYS.

    One nesting level at a time over plain lists of references, with no tuple or function call per value:
    a real pack has ~20 values per creature and a hostile 5 MB file millions, so the walk must cost little
    time and no more memory than a pointer per value. The parsers build exact dicts, lists, strings and
    floats, hence ``type(...) is`` rather than isinstance. Texts (keys included) are checked together at
    the end, joined into one string: one C-speed search and encode instead of one per text.
    """
    texts: list[str] = []
    level: list[Any] = [data]
    depth = 0
    while level:
        if depth > MAX_DEPTH:
            raise PackError([f"{filename}: is nested more than {MAX_DEPTH} levels deep; not a pack"])
        below: list[Any] = []
        floats: list[float] = []
        for value in level:
            kind = type(value)
            if kind is str:
                texts.append(value)
            elif kind is dict:
                if len(value) > MAX_KEYS:
                    raise PackError(
                        [f"{filename}: a table holds {len(value)} keys; a pack's hold {MAX_KEYS} at most"]
                    )
                texts.extend(value)
                below.extend(value.values())
            elif kind is list:
                below.extend(value)
            elif kind is float:
                floats.append(value)
        for value in floats:
            if not math.isfinite(value):
                raise PackError([f"{filename}: holds {value!r}, which is not a number a pack may hold"])
        level = below
        depth += 1
    _check_texts(texts, filename)


def _check_texts(texts: list[str], filename: str) -> None:
    joined = "".join(texts)
    try:
        joined.encode("utf-8")  # fails on any surrogate, paired or not: Python strings never pair them
        clean = "\x00" not in joined
    except UnicodeEncodeError:
        clean = False
    if not clean:  # look for the culprit only to word the message
        for text in texts:
            _check_string(text, filename)


def _check_string(value: str, filename: str) -> None:
    if "\x00" in value:
        raise PackError([f"{filename}: holds text with a NUL character"])
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise PackError([f"{filename}: holds text with a lone surrogate (broken Unicode)"]) from None


def _build_pack(data: Any, filename: str, locate: Callable[[tuple], int | None]) -> Pack:
    if not isinstance(data, dict):
        raise PackError([f"{filename}: must hold a [pack] table and [[creatures]] entries"])
    problems = [f"{filename}: {key!r} is not a known section" for key in data if key not in _SECTIONS]
    header = _validate_header(data.get("pack"), filename, locate, problems)
    creatures, unworded = _validate_creatures(data.get("creatures"), header, filename, locate, problems)
    if problems:
        raise PackError(problems, total=len(problems) + unworded)
    return Pack(
        name=header.name,
        ruleset=header.ruleset,
        creatures=tuple(creatures),
        description=header.description,
        author=header.author,
        format=header.format,
    )


_SECTIONS = ("pack", "creatures")


def _validate_header(raw: Any, filename: str, locate: Callable, problems: list[str]) -> Any:
    if raw is None:
        problems.append(f"{filename}: [pack] is missing (it names the pack and its ruleset)")
        return None
    try:
        return validate_pack_header(raw)
    except StatblockError as error:
        for issue in error.issues:
            loc = ("pack", *issue.loc)
            problems.append(f"{_where(filename, locate(loc))}{format_loc(loc)}: {issue.message}")
        return None


def _validate_creatures(
    raw: Any, header: Any, filename: str, locate: Callable, problems: list[str]
) -> tuple[list[BaseModel], int]:
    """The validated creatures, or problems added to ``problems``; also how many more problems there
    are than were worded (a hostile file can have a million: see ``validate_creatures``)."""
    if not isinstance(raw, list) or not raw:
        problems.append(f"{filename}: creatures: must be a list of at least one [[creatures]] entry")
        return [], 0
    if len(raw) > MAX_CREATURES:
        problems.append(f"{filename}: holds {len(raw)} creatures; a pack may hold {MAX_CREATURES}")
        return [], 0
    if header is None or problems:
        return [], 0  # without a ruleset the creatures cannot be checked; report the header first
    try:
        creatures = validate_creatures(header.ruleset, raw, max_issues=MAX_WORDED)
    except StatblockError as error:
        for issue in error.issues:
            if not issue.loc or not isinstance(issue.loc[0], int):  # about the list itself
                problems.append(f"{filename}: creatures: {issue.message}")
                continue
            index, loc = issue.loc[0], issue.loc[1:]
            line = locate(("creatures", index, *loc))
            field_path = f".{format_loc(loc)}" if loc else ""
            label = f"creatures[{index}] ({_entry_name(raw[index])})"  # named only when it is shown
            problems.append(f"{_where(filename, line)}{label}{field_path}: {issue.message}")
        return [], error.total - len(error.issues)
    problems.extend(_duplicates(creatures, filename, locate))
    return creatures, 0


def _duplicates(creatures: list[BaseModel], filename: str, locate: Callable) -> list[str]:
    first_seen: dict[str, int] = {}
    problems = []
    for index, creature in enumerate(creatures):
        key = fold(creature.name)
        if key in first_seen:
            where = _where(filename, locate(("creatures", index, "name")))
            problems.append(
                f"{where}creatures[{index}] ({creature.name}): the name is already used by "
                f"creatures[{first_seen[key]}]; names in a pack must differ (ignoring case)"
            )
        else:
            first_seen[key] = index
    return problems


def _entry_name(entry: Any) -> str:
    name = entry.get("name") if isinstance(entry, dict) else None
    if not isinstance(name, str) or not name.strip():
        return "unnamed"
    printable = "".join(c for c in name.strip() if c.isprintable())
    return printable[:40] + ("..." if len(printable) > 40 else "")


def _where(filename: str, line: int | None) -> str:
    return f"{filename}:{line}: " if line else f"{filename}: "


def _first_line(error: BaseException) -> str:
    return str(error).split(";")[0].splitlines()[0] if str(error) else type(error).__name__


# -------------------------------------------------------------------------------------------- import

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class _Cancel(Exception):
    """The GM cancelled while the import was being prepared: nothing has been written."""


@dataclass
class _Plan:
    """Everything one import will write, worked out before any transaction is opened.

    ``expected`` is the clash lookup the plan was built from (folded name -> stored id, for every name
    the plan writes or skips); the write re-reads it and refuses if the bestiary changed meanwhile.
    """

    inserts: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    replaces: list[tuple[int, dict[str, Any]]] = dataclasses.field(default_factory=list)
    skipped: list[str] = dataclasses.field(default_factory=list)
    renamed: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    expected: dict[str, int] = dataclasses.field(default_factory=dict)


def import_pack_file(
    path: Path,
    on_clash: str = "skip",
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> ImportReport:
    """Load the pack at ``path`` and import it; PackError if the file is refused (nothing imported)."""
    return import_pack(load_pack(path), on_clash, progress=progress, cancelled=cancelled)


def import_pack(
    pack: Pack,
    on_clash: str = "skip",
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> ImportReport:
    """Add ``pack``'s creatures to the open store, all or nothing.

    A creature clashes with a stored one of the same ruleset and name (ignoring case). ``on_clash``
    decides: ``skip`` keeps the stored one, ``replace`` overwrites it in place (same id), ``keep_both``
    imports the new one as "Name (2)" (or the next free number).

    The import runs in two phases. Preparing (the clash lookup, renaming, building every row) writes
    nothing and opens no transaction: ``progress(done, total)`` is called after each batch and
    ``cancelled()`` is honoured between batches, so a callback that runs the event loop lets other
    writes (autosave, a backup) commit on their own. Then one short IMMEDIATE transaction writes the
    prepared rows and calls nothing back. If a clash appeared in between (another write added or
    removed a creature of the same name), the write refuses with PackError and nothing is imported.
    A cancel returns a report saying ``cancelled``; store failures roll back and raise StoreError.
    """
    if on_clash not in ON_CLASH:
        raise ValueError(f"on_clash must be one of {', '.join(ON_CLASH)}, not {on_clash!r}")
    _check_importable(pack)
    progress = progress or _no_progress
    cancelled = cancelled or _never
    try:
        plan = _prepare(pack, on_clash, progress, cancelled)
        if cancelled():  # a cancel during the last batch still wins over the write
            raise _Cancel
    except _Cancel:
        return ImportReport(pack=pack.name, ruleset=pack.ruleset, cancelled=True)
    return _write(pack, plan)


def _check_importable(pack: Pack) -> None:
    """A Pack built in code skipped load_pack's checks; repeat the ones the import relies on."""
    label = pack.source.name if pack.source else pack.name
    foreign = [c.name for c in pack.creatures if getattr(type(c), "RULESET", None) != pack.ruleset]
    if foreign:
        raise PackError([f"{label}: {', '.join(foreign[:5])} not stat blocks of {pack.ruleset}"])
    duplicates = _duplicates(list(pack.creatures), label, lambda loc: None)
    if duplicates:
        raise PackError(duplicates)


def _prepare(pack: Pack, on_clash: str, progress: Progress, cancelled: Cancelled) -> _Plan:
    """Build every row the import will write. Reads only, outside any transaction (see import_pack)."""
    existing = creature_ids_by_name(pack.ruleset, [c.name for c in pack.creatures])
    taken = _taken_names(pack, existing) if on_clash == "keep_both" and existing else set()
    total = len(pack.creatures)
    plan = _Plan(expected=dict(existing))
    progress(0, total)
    for start in range(0, total, CHUNK):
        if cancelled():
            raise _Cancel
        for creature in pack.creatures[start : start + CHUNK]:
            clash = existing.get(fold(creature.name)) if existing else None
            if clash is None:
                plan.inserts.append(_row(pack, creature))
            elif on_clash == "skip":
                plan.skipped.append(creature.name)
            elif on_clash == "replace":
                plan.replaces.append((clash, _row(pack, creature, encoded=False)))
            else:
                new_name = _free_name(creature.name, taken)
                plan.renamed.append((creature.name, new_name))
                plan.inserts.append(_row(pack, creature.model_copy(update={"name": new_name})))
        progress(min(start + CHUNK, total), total)
    return plan


def _write(pack: Pack, plan: _Plan) -> ImportReport:
    """Write a prepared plan in one IMMEDIATE transaction, with no callbacks: it is short and the
    write lock is held only here. Refuses (PackError, nothing written) if the clashes changed."""
    names = [row["name"] for row in plan.inserts] + [c.name for c in pack.creatures]
    added = 0
    with transaction():
        now = creature_ids_by_name(pack.ruleset, names)
        changed = sorted(
            key for key in set(now) | set(plan.expected) if now.get(key) != plan.expected.get(key)
        )
        if changed:
            label = pack.source.name if pack.source else pack.name
            raise PackError(
                [
                    f"{label}: the bestiary changed while the import was being prepared "
                    f"({', '.join(changed[:5])}); nothing was imported. Import the pack again."
                ]
            )
        for start in range(0, len(plan.inserts), CHUNK):
            added += bulk_insert_creatures(plan.inserts[start : start + CHUNK])
        for creature_id, row in plan.replaces:
            save_creature(CreatureRecord(id=creature_id, **row))
    return ImportReport(
        pack=pack.name,
        ruleset=pack.ruleset,
        added=added,
        replaced=len(plan.replaces),
        skipped=tuple(plan.skipped),
        renamed=tuple(plan.renamed),
    )


def _row(pack: Pack, creature: BaseModel, *, encoded: bool = True) -> dict[str, Any]:
    """A creature's store row; the stat block already JSON (for the bulk insert) or as a dict."""
    threat_lo, threat_hi = creature.threat_band()
    return {
        "ruleset": pack.ruleset,
        "name": creature.name,
        "statblock": EncodedStatblock.of(creature) if encoded else creature.model_dump(mode="json"),
        "pack": pack.name,
        "tags": list(creature.tags),
        "threat_lo": threat_lo,
        "threat_hi": threat_hi,
    }


def _taken_names(pack: Pack, existing: dict[str, int]) -> set[str]:
    """Every folded name a renamed creature must avoid: the stored ones and the pack's own."""
    stored = {fold(row[1]) for row in list_creatures(pack.ruleset)}
    return stored | {fold(c.name) for c in pack.creatures} | set(existing)


def _free_name(name: str, taken: set[str]) -> str:
    """``Name (2)``, ``Name (3)``, ... whichever is free first; reserved at once for later clashes."""
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[: NAME_LIMIT - len(suffix)].rstrip() + suffix
        if fold(candidate) not in taken:
            taken.add(fold(candidate))
            return candidate
        number += 1


def _no_progress(done: int, total: int) -> None:
    """Default progress callback: nobody is watching."""


def _never() -> bool:
    return False


@reads
def stored_creatures(ruleset: str, *, pack: str | None = None) -> list[BaseModel]:
    """The stored creatures of ``ruleset`` (only those imported from ``pack`` if given), validated and
    sorted by name: ready for ``export_pack``. PackError names any stored block that no longer
    validates (for instance after a hand edit of the database)."""
    query = Creature.select(Creature.name, Creature.statblock).where(Creature.ruleset == ruleset)
    if pack is not None:
        query = query.where(Creature.pack == pack)
    models = []
    for name, statblock in query.order_by(Creature.name_folded, Creature.id).tuples():
        try:
            models.append(validate_creature(ruleset, statblock))
        except StatblockError as error:
            raise PackError([f"{name}: the stored stat block is not valid: {error}"]) from None
    return models


# -------------------------------------------------------------------------------------------- export


def export_pack(
    creatures: Iterable[BaseModel],
    path: Path,
    fmt: str = "toml",
    *,
    pack_name: str | None = None,
    description: str | None = None,
    author: str | None = None,
) -> Path:
    """Write ``creatures`` (stat-block models of one ruleset) as a pack file and return its path.

    ``path`` is a folder (the file is named after the pack) or a file path; either way the file name
    is sanitised and given the suffix of ``fmt`` (``toml`` or ``json``). The file is written to a
    temporary file in the same folder, checked to load back to the same creatures, fsynced and
    renamed over the target, so a crash never leaves half a pack.
    """
    if fmt not in ("toml", "json"):
        raise ValueError(f"fmt must be 'toml' or 'json', not {fmt!r}")
    models = list(creatures)
    ruleset = _single_ruleset(models)
    if len(models) > MAX_CREATURES:
        raise PackError(
            [f"export: {len(models)} creatures; a pack holds at most {MAX_CREATURES}, so split it"]
        )
    folder, stem = _export_target(Path(path), pack_name)
    title = pack_name or stem
    target = folder / sanitise_filename(stem, suffix=f".{fmt}")
    document = pack_text.pack_document(title, ruleset, models, description=description, author=author)
    payload = pack_text.dump(document, fmt)
    _check_round_trip(payload, target.name, models)
    _write_atomically(target, payload)
    return target


def _export_target(path: Path, pack_name: str | None) -> tuple[Path, str]:
    """Split an export path into the chosen folder and a file stem still to be sanitised.

    The folder is what precedes the first '..' (a name like '../x' never climbs out of the folder it
    was joined to); everything after it is the name. A name too long for the file system is shortened
    by `sanitise_filename`, so it must not be probed on disk first.
    """
    parts = path.parts
    if ".." in parts:
        cut = parts.index("..")
        folder, rest = Path(*parts[:cut]) if cut else Path("."), "-".join(p for p in parts[cut:] if p != "..")
        return folder, _stem(Path(rest or "bestiary"))
    try:
        is_folder = path.is_dir()
    except OSError:  # e.g. a file name longer than the file system allows
        is_folder = False
    if is_folder:
        return path, pack_name or "bestiary"
    return path.parent, _stem(path)


def _single_ruleset(models: list[BaseModel]) -> str:
    if not models:
        raise PackError(["export: there are no creatures to export"])
    rulesets = {getattr(type(model), "RULESET", "") for model in models}
    if len(rulesets) != 1 or not rulesets <= set(RULESET_IDS):
        raise PackError(["export: a pack holds creatures of exactly one ruleset"])
    return rulesets.pop()


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (".toml", ".json"):
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name


def _check_round_trip(payload: bytes, filename: str, models: list[BaseModel]) -> None:
    """Refuse to write a file that would not load back to the same creatures."""
    loaded = parse_pack(payload, filename)
    if list(loaded.creatures) != models:
        raise PackError([f"{filename}: the exported file does not load back to the same creatures"])


def _write_atomically(target: Path, payload: bytes) -> None:
    try:
        write_atomically(target, payload)
    except OSError as error:
        raise PackError([f"{target.name}: cannot be written ({error.strerror or error})"]) from None
