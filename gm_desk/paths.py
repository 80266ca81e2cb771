"""Where GM Desk keeps its data: the per-user folder and the data file's name inside it.

Kept apart from the store (which needs peewee and its migrations) so that the app can find and lock
its data folder, and show its window, before it loads anything heavy. The window and the command-line
verbs (`gm_desk.cli`) take the same lock from here.
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "gm-desk"
DATABASE_FILENAME = "gm_desk.sqlite3"
LOCK_NAME = "gm-desk.lock"


def default_data_dir() -> Path:
    """The per-user data folder (e.g. ~/.local/share/gm-desk); `--data-dir` overrides it."""
    import platformdirs  # only when no --data-dir was given

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_path(data_dir: Path | None = None) -> Path:
    """The data file inside `data_dir` (default: `default_data_dir()`)."""
    return (data_dir if data_dir is not None else default_data_dir()) / DATABASE_FILENAME


def resource_root() -> Path:
    """Where `bestiary/` and `resources/` live: beside the package, or inside a frozen bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def single_instance_lock(folder: Path):  # -> QLockFile | None
    """Hold the data folder's lock file; None when another live GM Desk holds it.

    QLockFile writes the owner's PID, name and host; a lock left by a killed process is taken over.
    """
    from PySide6.QtCore import QLockFile  # Qt only once a lock is wanted, not for finding the folder

    lock = QLockFile(str(folder / LOCK_NAME))
    # Age never makes a live owner's lock stale; tryLock itself takes over a lock whose owner is dead.
    lock.setStaleLockTime(0)
    return lock if lock.tryLock(200) else None
