"""Where GM Desk keeps its data: the per-user folder and the data file's name inside it.

Kept apart from the store (which needs peewee and its migrations) so that the app can find and lock
its data folder, and show its window, before it loads anything heavy. The lock itself is in
`gm_desk.instance_lock` (it needs Qt, which the store must not import).
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "gm-desk"
DATABASE_FILENAME = "gm_desk.sqlite3"
LOCK_NAME = "gm-desk.lock"
BACKUP_DIRNAME = "backups"  # inside the data folder


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
