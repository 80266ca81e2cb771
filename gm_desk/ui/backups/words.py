"""How a backup is named to the GM: its date, its reason and its contents, in plain words."""

from __future__ import annotations

from datetime import datetime

from gm_desk.store import BackupInfo
from gm_desk.ui.i18n import tr


def when(moment: datetime) -> str:
    """ "Tue 12 May 2026, 14:32": the weekday helps a GM find "the one before Saturday's session"."""
    return f"{moment:%a} {moment.day} {moment:%b %Y, %H:%M}"


def reason(info: BackupInfo) -> str:
    text = info.reason.strip() or "backup"
    return text[0].upper() + text[1:]


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
        reason=reason(info).lower(),
        contents=contents(info),
    )
