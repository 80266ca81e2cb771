"""The one way a file from outside is read: regular files only, and never more than a limit.

Every door of the intake (encounter files, map files, packs) reads through `read_limited`. A link is
followed to what it names and that is what is checked; a folder, a named pipe (FIFO), a device or a
socket is refused in words before anything is read from it (a FIFO would block for ever, /dev/zero
would never end, and the size either reports is 0). The file is opened without blocking and without
following a link, checked again once open (it must be the very file that was looked at), and read up
to one byte past the limit, so a file that grew since it was looked at is still caught.

The words for what a path names are `gm_desk.file_kinds`'s, which the window's settings file shares
(a file the app writes in place, where a link is refused too: GM Desk never writes through one).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from gm_desk.file_kinds import kind_of
from gm_desk.rules.i18n import t

# Flags that exist on POSIX only: never block on a FIFO, never follow a link swapped in, no terminal.
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK = 1024 * 1024


class FileRefused(ValueError):
    """A file not read. ``reason`` says why in a GM's words, without the file's name (each door puts
    its own name and wording around it); ``size`` is set when the only fault is the file's size."""

    def __init__(self, reason: str, size: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.size = size


def _not_regular(kind: str, linked: bool) -> FileRefused:
    if linked:
        return FileRefused(
            t(
                "is a link to {kind}, not to a regular file; GM Desk reads only ordinary files",
                kind=kind,
            )
        )
    return FileRefused(t("is not a regular file but {kind}; GM Desk reads only ordinary files", kind=kind))


def _cannot_read(error: OSError) -> FileRefused:
    return FileRefused(t("cannot be read ({strerror})", strerror=error.strerror or type(error).__name__))


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (a link is followed), at most ``limit`` of them;
    `FileRefused` for anything else: a missing or unreadable file, a folder, a FIFO, a device, a
    socket, a link to one of these or to nothing, a file larger than ``limit``."""
    path = Path(path)
    try:
        seen = os.lstat(path)
    except OSError as error:
        raise _cannot_read(error) from None
    linked = stat.S_ISLNK(seen.st_mode)
    target = path
    if linked:
        try:
            target = path.resolve(strict=True)
            seen = os.lstat(target)
        except (OSError, RuntimeError):  # a link to nothing, or a loop of links
            raise FileRefused(t("is a link to nothing that can be read")) from None
    kind = kind_of(seen.st_mode)
    if kind is not None:
        raise _not_regular(kind, linked)
    if seen.st_size > limit:
        raise FileRefused(t("is too large"), size=seen.st_size)
    try:
        fd = os.open(target, _OPEN_FLAGS)
    except OSError as error:
        raise _cannot_read(error) from None
    try:
        opened = os.fstat(fd)
        kind = kind_of(opened.st_mode)
        if kind is not None:  # swapped for something else since it was looked at
            raise _not_regular(kind, linked)
        if (opened.st_dev, opened.st_ino) != (seen.st_dev, seen.st_ino):
            raise FileRefused(t("changed while GM Desk was opening it; try again"))
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as error:
        raise _cannot_read(error) from None
    finally:
        os.close(fd)
    if got > limit:
        raise FileRefused(t("is too large"), size=got)
    return b"".join(chunks)
