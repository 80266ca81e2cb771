"""How a backup is named to the GM: its date, its reason and its contents, in plain words."""

from __future__ import annotations

from datetime import datetime

from gm_desk.store import BackupInfo


def when(moment: datetime) -> str:
    """ "Tue 12 May 2026, 14:32": the weekday helps a GM find "the one before Saturday's session"."""
    return f"{moment:%a} {moment.day} {moment:%b %Y, %H:%M}"


def reason(info: BackupInfo) -> str:
    text = info.reason.strip() or "backup"
    return text[0].upper() + text[1:]


def contents(info: BackupInfo) -> str:
    return info.summary or "nothing readable"


def size(info: BackupInfo) -> str:
    if info.size < 1024 * 1024:
        return f"{max(1, round(info.size / 1024))} KB"
    return f"{info.size / (1024 * 1024):.1f} MB"


def label(info: BackupInfo) -> str:
    """The backup as one phrase, for a choice or a question."""
    return f"the backup of {when(info.created)} ({reason(info).lower()}: {contents(info)})"
