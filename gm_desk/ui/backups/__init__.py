"""Backups in the UI: the restore dialog, the start-up recovery dialog, and the automatic backup timer.

The names load on first use (PEP 562): start-up needs only the timer and the recovery check, not the
restore dialog and its table model.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "BackupTimer": "gm_desk.ui.backups.backup_timer",
    "RecoveryDialog": "gm_desk.ui.backups.recovery_dialog",
    "ask_to_recover": "gm_desk.ui.backups.recovery_dialog",
    "BackupTableModel": "gm_desk.ui.backups.restore_dialog",
    "RestoreDialog": "gm_desk.ui.backups.restore_dialog",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
