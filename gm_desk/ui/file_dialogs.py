"""The file dialogs of GM Desk: they open where the GM last opened or saved a file (kept in the window's
settings, so from one start to the next), not in the home folder each time."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget  # QFileDialog (its type costs ~1 ms) when a dialog opens

KEY_FOLDER = "files/last_folder"


class _Kept:
    settings: QSettings | None = None


def keep_in(settings: QSettings) -> None:
    """Remember the last folder in these settings (the main window's, beside the data file)."""
    _Kept.settings = settings


def last_folder() -> Path:
    """The folder the last file was opened from or saved to, while it still exists; else the home folder."""
    settings = _Kept.settings
    value = settings.value(KEY_FOLDER) if settings is not None else None
    if isinstance(value, str) and value:
        folder = Path(value)
        if folder.is_dir():
            return folder
    return Path.home()


def _remember(path: str) -> Path | None:
    if not path:
        return None
    chosen = Path(path)
    if _Kept.settings is not None:
        _Kept.settings.setValue(KEY_FOLDER, str(chosen.parent))
    return chosen


def ask_open(parent: QWidget | None, title: str, kinds: str) -> Path | None:
    """The file the GM picks to open, or None."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(parent, title, str(last_folder()), kinds)
    return _remember(path)


def ask_save(parent: QWidget | None, title: str, name: str, kinds: str) -> Path | None:
    """Where the GM saves a file suggested as `name` (in the last folder), or None."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(parent, title, str(last_folder() / name), kinds)
    return _remember(path)
