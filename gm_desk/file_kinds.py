"""What kind of thing a path names, in words: the checks the intake and the window's settings share.

Kept apart from the store (which needs peewee) so that the window can check its settings file before
its first paint, as `gm_desk.paths` finds the data folder: nothing heavy is imported here.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from gm_desk.rules.i18n import t


def kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return t("a folder")
    if stat.S_ISFIFO(mode):
        return t("a named pipe (FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return t("a device")
    if stat.S_ISSOCK(mode):
        return t("a socket")
    if stat.S_ISLNK(mode):
        return t("a link")
    return t("not an ordinary file")


def plain_file_problem(path: Path) -> str | None:
    """Why ``path`` is not a plain file GM Desk may read and write in place (a link, a folder, a FIFO, a
    device, a socket), in words; None when it is one or does not exist. A link is named, not followed:
    GM Desk never writes through one."""
    try:
        seen = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return t("cannot be read ({strerror})", strerror=error.strerror or type(error).__name__)
    kind = kind_of(seen.st_mode)
    if kind is None:
        return None
    return t("is {kind}, not a plain file", kind=kind)
