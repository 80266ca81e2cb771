"""How a backup is named to the GM: its date, its reason and its contents, in plain words."""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from gm_desk.store import BackupInfo
from gm_desk.ui.i18n import N_, tr


def when(moment: datetime) -> str:
    """ "Tue 12 May 2026, 14:32": the weekday helps a GM find "the one before Saturday's session"."""
    # Qt's locale names the weekday and month in the language in use (Python's are the C library's English).
    shown = QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute))
    return QLocale().toString(shown, "ddd d MMM yyyy, HH:mm")


# The reasons GM Desk gives its backups, as read back from a backup's file name (lower case, the
# punctuation gone): shown in the language in use. A reason not listed is shown as it reads.
REASONS = {
    "backup": N_("backup"),
    "made by hand": N_("made by hand"),
    "before restore": N_("before restore"),
    "daily on open": N_("daily on open"),
    "automatic while running": N_("automatic while running"),
    "found without its journal": N_("found without its journal"),
}
_UPGRADE = re.compile(r"before upgrade from v(?P<old>\d+) to v(?P<new>\d+)")
_IMPORT = re.compile(r"before import of (?P<pack>.+)")


def reason(info: BackupInfo) -> str:
    """Why the backup was made, capitalised for a table's cell."""
    text = reason_words(info)
    return text[0].upper() + text[1:]


def reason_words(info: BackupInfo) -> str:
    """Why the backup was made, in the language in use, as it reads within a sentence."""
    text = info.reason.strip() or "backup"
    if text in REASONS:
        text = tr(REASONS[text])
    elif found := _UPGRADE.fullmatch(text):
        text = tr("before upgrade from v{old} to v{new}", old=found["old"], new=found["new"])
    elif found := _IMPORT.fullmatch(text):
        text = tr("before import of {pack}", pack=found["pack"])
    return text


def contents(info: BackupInfo) -> str:
    return info.summary or tr("nothing readable")


def size(info: BackupInfo) -> str:
    if info.size < 1024 * 1024:
        return tr("{size} KB", size=max(1, round(info.size / 1024)))
    return tr("{size:.1f} MB", size=info.size / (1024 * 1024))


def label(info: BackupInfo) -> str:
    """The backup as one phrase, for a choice or a question."""
    return tr(
        "the backup of {when} ({reason}: {contents})",
        when=when(info.created),
        reason=reason_words(info),
        contents=contents(info),
    )
