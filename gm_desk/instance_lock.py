"""One GM Desk per data folder: the lock the window and the command-line verbs (`gm_desk.cli`) take.

Apart from `paths.py` because it needs Qt's QLockFile, and the store (which uses `paths`) imports no Qt.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from gm_desk.paths import LOCK_NAME


def single_instance_lock(folder: Path) -> QLockFile | None:
    """Hold the data folder's lock file; None when another live GM Desk holds it.

    QLockFile writes the owner's PID, name and host; a lock left by a killed process is taken over.
    """
    lock = QLockFile(str(folder / LOCK_NAME))
    # Age never makes a live owner's lock stale; tryLock itself takes over a lock whose owner is dead.
    lock.setStaleLockTime(0)
    return lock if lock.tryLock(200) else None
