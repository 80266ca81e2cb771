"""Reading a pack file as hostile input: bounded reads, strict decoding, the TOML and JSON parsers,
and a walk of the parsed data for what the parsers let through.

Every failure, whatever the parser raised, becomes one ``PackError`` naming the file (and the line
where the format gives one); what passes goes to `pack_validate`. TOML goes through rtoml (a compiled
parser, about five times faster than tomllib) when it is installed, with tomllib as the fallback and
the reference for every error message.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gm_desk.rules.engine import gc_paused
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import shown_file
from gm_desk.store.intake import pack_text
from gm_desk.store.intake.pack_types import MAX_CREATURES, MAX_PACK_BYTES, Pack, PackError
from gm_desk.store.intake.pack_validate import Locator, build_pack
from gm_desk.store.intake.reading import FileRefused, read_limited

MAX_DEPTH = 16  # a stat block nests four levels at most; anything deeper is not a pack
# The richest stat block (teams) holds 45 tables and lists and its widest table 24 keys (a test derives
# both from the schemas). Past these bounds a file is not a pack, and refusing it early keeps a hostile
# 5 MB file from costing hundreds of megabytes: "{}," is three bytes of text and ~70 of Python objects,
# and each error pydantic reports for an unknown key, a four-byte "k=1\n", takes about a kilobyte.
MAX_CONTAINERS = MAX_CREATURES * 48 + 64
MAX_KEYS = 64


def load_pack(path: Path) -> Pack:
    """Read and validate the pack at ``path``; PackError for anything short of a valid pack."""
    path = Path(path)
    raw = _read_bounded(path)
    pack = parse_pack(raw, shown_file(path.name))
    return dataclasses.replace(pack, source=path)


def parse_pack(raw: bytes, filename: str = "pack.toml") -> Pack:
    """Validate pack bytes; ``filename`` names the file in messages and picks the format by suffix."""
    with gc_paused():  # a big pack is tens of thousands of objects that all stay alive
        return _parse_pack(raw, filename)


def _parse_pack(raw: bytes, filename: str) -> Pack:
    if len(raw) > MAX_PACK_BYTES:
        raise PackError(
            [
                t(
                    "{name}: is larger than {size} MB; not a pack",
                    name=filename,
                    size=MAX_PACK_BYTES // (1024 * 1024),
                )
            ]
        )
    text = _decode(raw, filename)
    is_json = filename.lower().endswith(".json") or (
        not filename.lower().endswith(".toml") and text.lstrip().startswith("{")
    )
    containers = pack_text.container_bound(text, is_json=is_json, limit=MAX_CONTAINERS)
    if containers > MAX_CONTAINERS:
        raise PackError(
            [
                t(
                    "{name}: opens {count} tables and lists; a pack needs at most {limit}",
                    name=filename,
                    count=containers,
                    limit=MAX_CONTAINERS,
                )
            ]
        )
    data = _parse_json(text, filename) if is_json else _parse_toml(text, filename)
    _check_plain_data(data, filename)
    return build_pack(data, filename, Locator(None if is_json else text))


def _read_bounded(path: Path) -> bytes:
    """Read at most MAX_PACK_BYTES of a regular file, checking the size first (a 50 MB file is never
    read), through the intake's one reader."""
    name = shown_file(path.name)
    try:
        return read_limited(path, MAX_PACK_BYTES)
    except FileRefused as refused:
        if refused.size is not None:
            raise PackError(
                [
                    t(
                        "{name}: is {size} MB; a pack may be at most 5 MB",
                        name=name,
                        size=refused.size // (1024 * 1024),
                    )
                ]
            ) from None
        raise PackError([t("{name}: {reason}", name=name, reason=refused.reason)]) from None


def _decode(raw: bytes, filename: str) -> str:
    encoding = foreign_encoding(raw)
    if encoding is not None:
        raise PackError(
            [
                t(
                    "{name}: this file is {encoding}, GM Desk reads UTF-8 (save it as UTF-8)",
                    name=filename,
                    encoding=encoding,
                )
            ]
        )
    if b"\x00" in raw:
        line = raw[: raw.index(b"\x00")].count(b"\n") + 1
        raise PackError(
            [t("{name}:{line}: contains a NUL byte; a pack is a text file", name=filename, line=line)]
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise PackError([t("{name}:{line}: is not valid UTF-8 text", name=filename, line=line)]) from None
    return text.removeprefix("\ufeff")  # tolerate the BOM some Windows editors write


def foreign_encoding(raw: bytes) -> str | None:
    """The name of the non-UTF-8 encoding ``raw`` plainly uses: a UTF-16 or UTF-32 byte order mark, or
    the NUL bytes that fill every other byte of UTF-16 text (one in four of UTF-32); else None."""
    if raw.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return "UTF-32"
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "UTF-16"
    head = raw[:200]
    nuls = head.count(0)
    if len(head) >= 8 and nuls * 3 >= len(head):
        return "UTF-32" if nuls * 3 >= len(head) * 2 else "UTF-16"
    return None


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
        raise PackError([t("{name}: is nested too deeply to be a pack", name=filename)]) from None
    except ValueError as error:  # int() refusing a number of thousands of digits
        raise PackError(
            [t("{name}: holds a number too long to read ({error})", name=filename, error=_first_line(error))]
        ) from None


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
        raise ValueError(t("{name} is not a number a pack may hold", name=name))

    def finite_float(token: str) -> float:
        value = float(token)
        if not math.isfinite(value):
            raise ValueError(t("{token} is too large a number", token=token))
        return value

    try:
        return json.loads(
            text,
            parse_constant=refuse_constant,
            parse_float=finite_float,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as error:
        raise PackError(
            [
                t(
                    "{name}:{line}: {error} (column {column})",
                    name=filename,
                    line=error.lineno,
                    error=error.msg,
                    column=error.colno,
                )
            ]
        ) from None
    except RecursionError:
        raise PackError([t("{name}: is nested too deeply to be a pack", name=filename)]) from None
    except ValueError as error:
        raise PackError([t("{name}: {error}", name=filename, error=_first_line(error))]) from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # JSON quietly keeps the last of two equal keys; in a pack that hides a mistake, so refuse it.
    result = dict(pairs)
    if len(result) < len(pairs):  # only then look for the key (dict() above runs in C)
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(t("the key {key} appears twice in one object", key=repr(key)))
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
            raise PackError(
                [
                    t(
                        "{name}: is nested more than {limit} levels deep; not a pack",
                        name=filename,
                        limit=MAX_DEPTH,
                    )
                ]
            )
        below: list[Any] = []
        floats: list[float] = []
        for value in level:
            kind = type(value)
            if kind is str:
                texts.append(value)
            elif kind is dict:
                if len(value) > MAX_KEYS:
                    raise PackError(
                        [
                            t(
                                "{name}: a table holds {count} keys; a pack's hold {limit} at most",
                                name=filename,
                                count=len(value),
                                limit=MAX_KEYS,
                            )
                        ]
                    )
                texts.extend(value)
                below.extend(value.values())
            elif kind is list:
                below.extend(value)
            elif kind is float:
                floats.append(value)
        for value in floats:
            if not math.isfinite(value):
                raise PackError(
                    [
                        t(
                            "{name}: holds {value}, which is not a number a pack may hold",
                            name=filename,
                            value=repr(value),
                        )
                    ]
                )
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
        raise PackError([t("{name}: holds text with a NUL character", name=filename)])
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise PackError(
            [t("{name}: holds text with a lone surrogate (broken Unicode)", name=filename)]
        ) from None


def _first_line(error: BaseException) -> str:
    return str(error).split(";")[0].splitlines()[0] if str(error) else type(error).__name__
