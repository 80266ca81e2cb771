"""What a crash leaves in the data folder, and its removal when the folder is next opened.

A backup is written as `<name>.partial` and renamed only once it is complete and checked; an upgrade
and a restore work on `gm_desk.sqlite3.upgrading` / `.restoring` before they swap it in. A process
killed half-way leaves those files (and the `-journal` SQLite kept beside them) behind, up to the data
file's size each. None of them holds anything that is not in the data file or a finished backup, so
they are removed, by whoever takes the folder's writer lock, before anything else happens there.

No heavy imports: the app does this before its first paint.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from gm_desk.paths import BACKUP_DIRNAME, DATABASE_FILENAME

PARTIAL_SUFFIX = ".partial"
WORK_SUFFIXES = (".upgrading", ".restoring")
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


def leftovers(folder: Path) -> list[Path]:
    """The files a crash left in the data folder `folder` (and its backups), that nothing needs."""
    found: list[Path] = []
    backups = folder / BACKUP_DIRNAME
    if backups.is_dir():
        for path in backups.iterdir():
            base = _without_side_suffix(path.name)
            if base.endswith(PARTIAL_SUFFIX) and path.is_file():
                found.append(path)
    for suffix in WORK_SUFFIXES:
        work = folder / f"{DATABASE_FILENAME}{suffix}"
        found += [p for p in (work, *(work.with_name(work.name + s) for s in SIDE_SUFFIXES)) if p.is_file()]
    return sorted(found)


def remove_leftovers(folder: Path) -> list[Path]:
    """Remove `leftovers(folder)`; returns what was removed. Call it holding the folder's writer lock."""
    removed = []
    for path in leftovers(folder):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
    return removed


def _without_side_suffix(name: str) -> str:
    for suffix in SIDE_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name
