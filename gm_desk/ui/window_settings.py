"""The window's settings file (gm-desk-window.ini in the data folder): opened safely, read with care.

The file is the app's own, but anything may have become of it: cut short by a crash, edited by hand,
replaced by a link (QSettings writes through a link, so a link to the data file would turn the data
file into INI text), a named pipe (reading it would block the start for ever), a folder. So:

- `open_settings` looks at the path once per run before Qt reads it: anything but a plain file (a
  link, a FIFO, a device, a folder) or a file larger than any settings file is set aside under a new
  name, untouched, and the window starts from its defaults; settings are never written through a link.
- `stored_bytes` and `stored_id` read one value each: a value of the wrong kind (text where the window's
  geometry belongs, an encounter id that is no plain number) is ignored, removed so that it is said
  only once, and noted.
- `take_notes` hands the notes to the window, which says them once, in the language in use.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QSize

from gm_desk.file_kinds import plain_file_problem
from gm_desk.ui.i18n import N_, tr

SETTINGS_FILE = "gm-desk-window.ini"
MAX_SETTINGS_BYTES = 1024 * 1024  # a settings file holds a few kilobytes
MAX_ID_DIGITS = 18  # below 2**63: a row id SQLite can hold

SET_ASIDE = N_(
    "The window's settings file {file} {problem}; GM Desk set it aside, untouched, as {aside} and started "
    "with the default window settings."
)
NOT_SET_ASIDE = N_(
    "The window's settings file {file} {problem}, and could not be set aside ({error}); GM Desk keeps the "
    "window's settings for this session only."
)
IGNORED = N_("GM Desk ignored a setting it could not read in {file}: {what}; the default is used instead.")
TOO_LARGE = N_("is larger than any settings file")
# What each setting the window reads is, as a note names it.
WINDOW_PLACE = N_("the window's size and place")
DOCK_LAYOUT = N_("the panels' layout")
LAST_ENCOUNTER = N_("the encounter open last")
FIRST_SIZE = QSize(1280, 800)  # the window at its first start, the size its layout is checked at
FRAME_ROOM = QSize(16, 48)  # what a desktop's window frame, title bar and a margin take around it


class _Run:
    """What this run has checked and has to say (module state: the file is opened before the window)."""

    checked: dict[str, Path] = {}  # the settings path asked for -> the path used
    notes: list[tuple[str, dict[str, str]]] = []  # (text to translate, its fields), said once


def _note(text: str, **fields: str) -> None:
    if (text, fields) not in _Run.notes:
        _Run.notes.append((text, fields))


def open_settings(data_dir: Path) -> QSettings:
    """The window's settings in ``data_dir``, the file looked at first (once per run)."""
    path = Path(data_dir) / SETTINGS_FILE
    used = _Run.checked.get(str(path))
    if used is None:
        used = _checked_path(path)
        _Run.checked[str(path)] = used
    return QSettings(str(used), QSettings.Format.IniFormat)


def _checked_path(path: Path) -> Path:
    problem = plain_file_problem(path)
    if problem is None:
        try:
            large = path.exists() and path.stat().st_size > MAX_SETTINGS_BYTES
        except OSError:
            large = False
        if not large:
            return path
        problem = TOO_LARGE
    from datetime import datetime  # only for a file set aside: not with every start's frame

    first = path.with_name(f"{path.name}.set-aside-{datetime.now():%Y%m%d-%H%M%S}")
    aside, counter = first, 1
    while os.path.lexists(aside):  # never over anything
        counter += 1
        aside = first.with_name(f"{first.name}-{counter}")
    try:
        os.rename(path, aside)  # the link, the pipe or the folder itself: never what it names
    except OSError as error:
        _note(NOT_SET_ASIDE, file=path.name, problem=problem, error=error.strerror or str(error))
        import tempfile

        return Path(tempfile.mkdtemp(prefix="gm-desk-settings-")) / SETTINGS_FILE
    _note(SET_ASIDE, file=path.name, problem=problem, aside=aside.name)
    return path


def stored_bytes(settings: QSettings, key: str, what: str) -> QByteArray | None:
    """The bytes stored under ``key`` (a window's geometry or dock layout), or None; a value of another
    kind is removed and noted (``what`` says in words what it was, marked with N_)."""
    value = settings.value(key)
    if value is None:
        return None
    if isinstance(value, QByteArray | bytes | bytearray):
        stored = QByteArray(value)
        if not stored.isEmpty():
            return stored
    forget(settings, key, what)
    return None


def stored_id(settings: QSettings, key: str, what: str) -> int | None:
    """The row id stored under ``key``, or None; anything but a plain positive number that fits a row
    id (a superscript digit, thousands of digits, text) is removed and noted."""
    value = settings.value(key)
    if value is None:
        return None
    text = str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""
    if text.isascii() and text.isdigit() and len(text) <= MAX_ID_DIGITS and int(text) > 0:
        return int(text)
    forget(settings, key, what)
    return None


def forget(settings: QSettings, key: str, what: str) -> None:
    """Remove a setting that could not be used, and note it once."""
    settings.remove(key)
    _note(IGNORED, file=SETTINGS_FILE, what=what)


def take_notes() -> list[str]:
    """What the settings file gave to say, in the language in use; each said once."""
    said = [tr(text, **{k: tr(v) if k == "what" or v == TOO_LARGE else v for k, v in fields.items()})
            for text, fields in _Run.notes]  # fmt: skip
    _Run.notes.clear()
    return said


def first_size(room: QSize | None) -> QSize:
    """The window's size at its first start: 1280 x 800, or on a smaller screen what fits its free area
    (`room`) with the frame a desktop draws around it. On a 1024 x 640 screen the window was 1280 x 800,
    its right-hand docks and status bar past the screen's edges; a laptop's 1366 x 768 is short of 800."""
    if room is None or room.isEmpty():
        return QSize(FIRST_SIZE)
    width, height = FIRST_SIZE.width(), FIRST_SIZE.height()
    if room.width() < width:
        width = room.width() - FRAME_ROOM.width()
    if room.height() < height:
        height = room.height() - FRAME_ROOM.height()
    return QSize(width, height)
