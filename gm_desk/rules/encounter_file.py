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
from pathlib import Path
from typing import Any

from gm_desk import __version__
from gm_desk.rules.engine import Encounter, Entry, ReplayError
from gm_desk.rules.setup import SetupError

FORMAT = "gm-desk-encounter"
VERSION = 1
MAX_FILE_BYTES = 64 * 1024 * 1024


class EncounterFileError(ValueError):
    """A file that is not a readable encounter: the message says why, for the GM."""


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


def read_document(path: Path) -> dict[str, Any]:
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise EncounterFileError(f"{path.name}: cannot be read ({exc.strerror}).") from None
    if size > MAX_FILE_BYTES:
        raise EncounterFileError(f"{path.name}: larger than {MAX_FILE_BYTES // (1024 * 1024)} MB.")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constants)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError, ValueError) as exc:
        where = f" (line {exc.lineno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise EncounterFileError(f"{path.name}: not a valid encounter file{where}.") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise EncounterFileError(f"{path.name}: not a GM Desk encounter file.")
    if not isinstance(doc.get("version"), int) or doc["version"] > VERSION:
        raise EncounterFileError(f"{path.name}: made by a newer GM Desk (file format {doc.get('version')}).")
    if not isinstance(doc.get("setup"), dict) or not isinstance(doc.get("log", []), list):
        raise EncounterFileError(f"{path.name}: the setup or the log is missing.")
    return doc


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number GM Desk accepts")


def load(path: Path, *, redecide: bool = False) -> Encounter:
    """Rebuild the encounter a file describes (commands without events are decided as they load)."""
    doc = read_document(path)
    try:
        entries = [Entry.from_dict(raw) for raw in doc.get("log", [])]
        return Encounter.from_log(doc["setup"], entries, redecide=redecide)
    except ReplayError as exc:
        raise EncounterFileError(f"{Path(path).name}: {exc}") from None
    except (SetupError, KeyError, TypeError, ValueError) as exc:
        raise EncounterFileError(f"{Path(path).name}: {exc}") from None
