"""Encounter files coming in: read from disk, then through the gate, then replayed by the engine.

The one way in for every door that takes an encounter file: `gm-desk import-encounter`, `difficulty
FILE` and `replay`, and the app's File ▸ Import encounter file…. The file's bytes are checked by
`gm_desk.rules.encounter_file` (text, shape, stat blocks) and its log replayed through the engine
before anything is written or printed; a refusal is an `EncounterFileError` in a GM's words.

- `read_document(path)`: the checked document (setup and log), nothing replayed.
- `load(path)`: the encounter the file describes, its log folded (or decided again).
- `check_encounter_file(path)`: what an import stores (`CheckedEncounter`: with the canvas layout and
  the pictures the file carries, each checked as a picture file is); needs no open data file.

The format's own names (`FORMAT`, `dumps`, `to_document`...) are re-exported, so a caller that reads
and writes encounter files needs one import.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gm_desk.rules.encounter_file import (
    FORMAT,
    MAX_FILE_BYTES,
    MAX_MESSAGE,
    VERSION,
    EncounterFileError,
    document_from_bytes,
    dumps,
    encounter_from_document,
    shown_name,
    to_document,
)
from gm_desk.rules.engine import Encounter
from gm_desk.rules.i18n import t
from gm_desk.store.autosave import status_of
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.intake.file_pictures import read_pictures
from gm_desk.store.intake.picture import CheckedPicture
from gm_desk.store.intake.reading import FileRefused, read_limited
from gm_desk.zone_layout import clean_layout

__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "MAX_MESSAGE",
    "VERSION",
    "CheckedEncounter",
    "EncounterFileError",
    "check_encounter_file",
    "dumps",
    "load",
    "read_document",
    "to_document",
]


@dataclass(frozen=True)
class CheckedEncounter:
    """An encounter file that passed the gate, ready to be stored."""

    name: str
    ruleset: str
    setup: dict[str, Any]
    log: tuple[dict[str, Any], ...]  # {"command", "events"} per applied command, as the engine decided
    status: str  # prep, running or ended: where the log leaves the fight
    outcome: dict[str, Any] | None
    layout: dict[str, Any] | None = None  # where the canvas draws the zones, the map picture, the faces
    pictures: tuple[CheckedPicture, ...] = ()  # the pictures the layout refers to, checked


def read_document(path: Path) -> dict[str, Any]:
    """The file's document through the gate (its log not replayed); EncounterFileError if refused."""
    path = Path(path)
    name = shown_name(path.name)
    try:
        raw = read_limited(path, MAX_FILE_BYTES)
    except FileRefused as refused:
        if refused.size is not None:
            raise EncounterFileError(
                t("{name}: larger than {value} MB.", name=name, value=MAX_FILE_BYTES // (1024 * 1024))
            ) from None
        raise EncounterFileError(t("{name}: {reason}.", name=name, reason=refused.reason)) from None
    return document_from_bytes(raw, name)


def load(path: Path, *, redecide: bool = False) -> Encounter:
    """Rebuild the encounter a file describes (commands without events are decided as they load).

    The log is folded (or decided again) through the engine here, before any caller prints or writes
    anything: a log that does not fit its setup is refused as a whole."""
    path = Path(path)
    return encounter_from_document(read_document(path), shown_name(path.name), redecide=redecide)


def check_encounter_file(path: Path) -> CheckedEncounter:
    """The file through the gate (its log replayed by the engine, its pictures checked);
    EncounterFileError if refused."""
    path = Path(path)
    doc = read_document(path)
    enc = encounter_from_document(doc, shown_name(path.name))
    layout, pictures = _layout_and_pictures(doc, shown_name(path.name))
    setup = copy.deepcopy(enc.setup)
    name = str(setup.get("name") or "").strip() or path.name.split(".")[0] or "Imported encounter"
    return CheckedEncounter(
        name=name,
        ruleset=setup["ruleset"],
        setup=setup,
        log=tuple(entry.to_dict() for entry in enc.log),
        status=status_of(enc),
        outcome=copy.deepcopy(enc.state.outcome),
        layout=layout,
        pictures=pictures,
    )


def _layout_and_pictures(doc: dict[str, Any], file: str) -> tuple[dict[str, Any] | None, tuple[CheckedPicture, ...]]:
    """The file's canvas layout (anything unreadable dropped, as a saved layout is) and the pictures
    it refers to. Every picture the file carries is checked, used or not: one hostile picture refuses
    the file. A reference to a picture the file does not carry is left out."""
    try:
        carried = read_pictures(doc.get("pictures"), file)
    except InvalidValueError as refused:
        raise EncounterFileError(str(refused)) from None
    if not isinstance(doc.get("layout"), dict):
        return None, ()
    layout = clean_layout(doc["layout"])
    picture = layout.get("picture")
    if picture is not None and picture["digest"] not in carried:
        del layout["picture"]
    faces = {cid: d for cid, d in layout.get("faces", {}).items() if d in carried}
    layout.pop("faces", None)
    if faces:
        layout["faces"] = faces
    used = {layout["picture"]["digest"]} if "picture" in layout else set()
    used |= set(faces.values())
    return layout, tuple(carried[d] for d in sorted(used))
