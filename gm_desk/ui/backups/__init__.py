"""Backups in the UI: the restore dialog, the start-up recovery dialog, and the automatic backup timer."""

from gm_desk.ui.backups.backup_timer import BackupTimer
from gm_desk.ui.backups.recovery_dialog import RecoveryDialog, ask_to_recover
from gm_desk.ui.backups.restore_dialog import BackupTableModel, RestoreDialog

__all__ = ["BackupTableModel", "BackupTimer", "RecoveryDialog", "RestoreDialog", "ask_to_recover"]
