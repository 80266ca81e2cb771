"""Encounter files: a fight saved as JSON (setup, options, and the command log with every roll).

The format is documented in docs/encounter-file.md. GMs use these files to share a fight or report a
bug; `gm-desk replay FILE` re-runs one without a window; scenario tests are written in the same format
(a command without events is decided when the file is loaded, with the dice it lists).

    {
      "format": "gm-desk-encounter",
      "version": 1,
      "app_version": "0.1.0",
      "setup": { ...the encounter setup, options included... },
      "log": [ {"command": {...}, "events": [...]}, ... ]
    }
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from gm_desk import __version__
from gm_desk.rules.encounter_check import check_document
from gm_desk.rules.engine import Encounter, ReplayError
from gm_desk.rules.events import apply_event
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Checker, Refusal, clean_strings, quote, shown_file
from gm_desk.rules.ruleset import QUIET_EVENTS, Ruleset
from gm_desk.rules.setup import SetupError, state_from_setup
from gm_desk.rules.tx import Entry

FORMAT = "gm-desk-encounter"
VERSION = 1
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_MESSAGE = 300  # a refusal is one readable sentence, whatever the file holds
MAX_DEPTH = 32  # lists and objects within one another: GM Desk's own files nest about ten deep


class EncounterFileError(ValueError):
    """A file that is not a readable encounter: the message says why, for the GM (the file, the field
    path and what was expected), and nothing was changed."""


def to_document(encounter: Encounter) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "setup": encounter.setup,
        "log": [entry.to_dict() for entry in encounter.log],
    }


def dumps(encounter: Encounter) -> str:
    """The encounter as the text of an encounter file (the app writes it with the store's atomic
    writer, `gm_desk.store.files.write_atomically`: this layer does no writing)."""
    return json.dumps(to_document(encounter), indent=1, ensure_ascii=False, allow_nan=False)


def document_from_bytes(raw: bytes, name: str) -> dict[str, Any]:
    """The document an encounter file's bytes hold, through the gate: every text NFC and free of broken
    Unicode, every field the engine reads of the right shape, every stat block within its system's
    schema; EncounterFileError otherwise. ``name`` is the file's name as a refusal shows it. The file
    itself is read by the store's intake (`gm_desk.store.intake`): this layer does no reading."""
    encoding = _foreign_encoding(raw)
    if encoding:
        raise EncounterFileError(
            t(
                "{name}: this file is {encoding}; GM Desk reads UTF-8 encounter files.",
                name=name,
                encoding=encoding,
            )
        )
    try:
        doc = json.loads(raw.decode("utf-8").removeprefix("\ufeff"), parse_constant=_no_constants)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError, ValueError) as exc:
        if isinstance(exc, json.JSONDecodeError):
            raise EncounterFileError(
                t("{name}: not a valid encounter file (line {line}).", name=name, line=exc.lineno)
            ) from None
        raise EncounterFileError(t("{name}: not a valid encounter file.", name=name)) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise EncounterFileError(t("{name}: not a GM Desk encounter file.", name=name))
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise EncounterFileError(
            t(
                "{name}: version: must be a whole number, not {quote_version}.",
                name=name,
                quote_version=quote(version),
            )
        )
    if version > VERSION:
        raise EncounterFileError(
            t("{name}: made by a newer GM Desk (file format {version}).", name=name, version=version)
        )
    if not isinstance(doc.get("setup"), dict) or not isinstance(doc.get("log", []), list):
        raise EncounterFileError(t("{name}: the setup or the log is missing.", name=name))
    checker = Checker(name)
    try:
        cleaned: dict[str, Any] = clean_strings(doc, checker, max_depth=MAX_DEPTH, storable_numbers=True)
        check_document(cleaned, checker)
    except Refusal as refusal:
        raise EncounterFileError(_bounded(str(refusal))) from None
    except RecursionError:
        raise EncounterFileError(
            t("{name}: is nested too deeply to be an encounter file.", name=name)
        ) from None
    return cleaned


def shown_name(name: str) -> str:
    """A file's name as a refusal shows it: at most 80 characters, nothing unprintable."""
    return shown_file(name)


def _foreign_encoding(raw: bytes) -> str | None:
    """The name of a non-UTF-8 encoding the bytes plainly use (a UTF-16 or UTF-32 byte order mark, or
    the NUL bytes every other character of UTF-16 text has), or None."""
    if raw.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return "UTF-32"
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "UTF-16"
    head = raw[:200]
    if len(head) >= 4 and head.count(0) * 3 >= len(head):
        return "UTF-16" if head.count(0) * 3 < len(head) * 2 else "UTF-32"
    return None


def _bounded(message: str) -> str:
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 3] + "..."


def _no_constants(name: str) -> Any:
    raise ValueError(t("{name} is not a number GM Desk accepts", name=name))


def encounter_from_document(doc: dict[str, Any], name: str, *, redecide: bool = False) -> Encounter:
    """Rebuild the encounter a checked document describes (commands without events are decided as they
    load); ``name`` is the file's name as a refusal shows it.

    The log is folded (or decided again) through the engine here, before any caller prints or writes
    anything: a log that does not fit its setup is refused as a whole. Then every event is put into
    words as the log and the recap will (`walk_log`), so an event that lacks a field they read is
    refused here, with its place in the log, rather than failing later."""
    try:
        first = Encounter(doc["setup"])  # the setup alone must make a fight
    except SetupError as exc:
        raise EncounterFileError(_bounded(f"{name}: {exc}")) from None
    except RecursionError:
        raise EncounterFileError(
            t("{name}: is nested too deeply to be an encounter file.", name=name)
        ) from None
    except Exception:  # a setup field of a kind the checks let through and the engine cannot read
        raise EncounterFileError(
            t(
                "{name}: setup: GM Desk cannot make a fight of this setup (a field holds the wrong kind of value); the file cannot be opened.",
                name=name,
            )
        ) from None
    entries: list[Entry] = []
    try:
        entries = [Entry.from_dict(raw) for raw in doc.get("log", [])]
        enc = Encounter.from_log(doc["setup"], entries, redecide=redecide, ruleset=first.ruleset)
        # The state the log reaches must be one the rules can read: whose turn, what comes next.
        enc.prompt()
        enc.ruleset.order(enc.state)
    except (ReplayError, SetupError) as exc:
        raise EncounterFileError(_bounded(f"{name}: {exc}")) from None
    except RecursionError:
        raise EncounterFileError(
            t("{name}: is nested too deeply to be an encounter file.", name=name)
        ) from None
    except Exception:  # a logged event that lacks a field or holds the wrong kind of value
        if entries and all(entry.events for entry in entries):
            _walk_or_refuse(doc["setup"], entries, first, name)  # names the event, when it can
        raise EncounterFileError(
            t(
                "{name}: log: the logged events do not fit this setup (an event lacks a field or holds the wrong kind of value); the file cannot be replayed.",
                name=name,
            )
        ) from None
    _walk_or_refuse(doc["setup"], enc.log, enc, name)
    return enc


def _walk_or_refuse(setup: dict[str, Any], entries: Sequence[Entry], enc: Encounter, name: str) -> None:
    try:
        walk_log(setup, entries, enc.ruleset, name)
    except Refusal as refusal:
        raise EncounterFileError(_bounded(str(refusal))) from None
    except RecursionError:
        raise EncounterFileError(
            t("{name}: is nested too deeply to be an encounter file.", name=name)
        ) from None


def walk_log(setup: dict[str, Any], entries: Sequence[Entry], ruleset: Ruleset, file: str) -> None:
    """Fold every logged event again from the setup and put each into words, as the log, the recap
    and the combat log will; a Refusal naming the first event that cannot be (its place in the log)."""
    check = Checker(file)
    state = state_from_setup(setup, ruleset)
    for index, entry in enumerate(entries):
        for number, event in enumerate(entry.events):
            where: tuple[str | int, ...] = ("log", index, "events", number)
            shown = shown_file(event.type)  # checked as a name at the gate; shown safely all the same
            try:
                apply_event(state, event, ruleset.reducers)
            except RecursionError:
                raise
            except Exception:
                raise check.refuse(
                    where,
                    t(
                        "the {type} event does not fit the fight at that point (it names someone or something the fight does not have, or a field holds the wrong kind of value)",
                        type=shown,
                    ),
                ) from None
            if event.type in QUIET_EVENTS:
                continue
            try:
                ruleset.describe(event, state)
            except RecursionError:
                raise
            except Exception:
                raise check.refuse(
                    where,
                    t(
                        "the {type} event cannot be put into words: it lacks a field the log reads, or holds the wrong kind of value there",
                        type=shown,
                    ),
                ) from None
