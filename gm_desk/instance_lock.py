"""One GM Desk per data folder: the lock the window and the command-line verbs (`gm_desk.cli`) take.

The lock is the operating system's own file lock (`flock` on Linux and macOS, `LockFileEx` through
msvcrt's byte lock on Windows) on `gm-desk.lock` in the data folder. The kernel releases it when the
process that holds it ends, however it ends, so a lock never outlives GM Desk and never depends on a
process id that another program may have been given since.

Two roles:

- the writer (`single_instance_lock`): the window or a verb that writes. At most one per folder; it
  writes its process id into the lock file, only to be named in a message.
- readers (`reader_lock`): programs that only read the data file while the writer writes it (the
  coming `gm-desk share`). They lock `gm-desk.readers.lock` shared, so any number of readers and the
  writer run together; the writer asks `readers_present` before it replaces the data file whole (a
  restore), which a reader would go on reading from the old file.

Kept out of the store (which must stay free of process concerns) and free of heavy imports: the app takes
the lock before its first paint.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from pathlib import Path

from gm_desk.paths import LOCK_NAME

READERS_LOCK_NAME = "gm-desk.readers.lock"
# The errors that mean "this folder cannot be written", as opposed to "someone holds the lock".
NOT_WRITABLE = {errno.EROFS, errno.EACCES, errno.EPERM}


class FolderNotWritable(OSError):
    """The data folder (or its lock file) cannot be written: a read-only disk or missing permission."""


class FolderLock:
    """A held lock on a data folder; `unlock()` lets it go (ending the process does too)."""

    def __init__(self, path: Path, fd: int, shared: bool) -> None:
        self.path = path
        self.shared = shared
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def unlock(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            _unlock(fd, shared=self.shared)
        os.close(fd)

    def __enter__(self) -> FolderLock:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.unlock()


def single_instance_lock(folder: Path) -> FolderLock | None:
    """Hold the data folder's writer lock; None when another running GM Desk holds it.

    Raises FolderNotWritable when the folder cannot be written at all (a read-only disk, a folder
    without write permission): that is not "GM Desk is running", and must not be told as such.
    """
    path = Path(folder) / LOCK_NAME
    fd = _open(path)
    if not _try_lock(fd, shared=False):
        os.close(fd)
        return None
    with contextlib.suppress(OSError):  # the process id is only for messages
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
    if not folder_writable(Path(folder)):
        _unlock(fd)
        os.close(fd)
        raise FolderNotWritable(errno.EACCES, os.strerror(errno.EACCES), str(folder))
    return FolderLock(path, fd, shared=False)


def reader_lock(folder: Path) -> FolderLock | None:
    """Hold a reader's shared lock on the folder: never refused by the writer or other readers.

    None when the folder cannot be written (nobody can change the data file there either, so a
    reader needs no lock).
    """
    path = Path(folder) / READERS_LOCK_NAME
    try:
        fd = _open(path)
    except FolderNotWritable:
        return None
    if not _try_lock(fd, shared=True):  # only a writer asking `readers_present` holds it exclusively
        os.close(fd)
        return None
    return FolderLock(path, fd, shared=True)


def readers_present(folder: Path) -> bool:
    """True while some reader holds its lock on `folder`."""
    path = Path(folder) / READERS_LOCK_NAME
    if not path.exists():
        return False
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return False
    try:
        if _try_lock(fd, shared=None):  # None: the probe of every reader's place
            _unlock(fd, shared=None)
            return False
        return True
    finally:
        os.close(fd)


def writer_pid(folder: Path) -> int | None:
    """The process id the writer wrote into the lock file (for messages only; None if unknown)."""
    with contextlib.suppress(OSError, ValueError):
        return int((Path(folder) / LOCK_NAME).read_text(encoding="ascii").split()[0])
    return None


def folder_writable(folder: Path) -> bool:
    """Whether files can be made and changed in `folder` (a read-only mount says no even to root)."""
    return os.access(folder, os.W_OK | os.X_OK)


def _open(path: Path) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        if error.errno in NOT_WRITABLE:
            raise FolderNotWritable(error.errno, error.strerror, str(path.parent)) from error
        raise


if sys.platform == "win32":  # pragma: no cover - Windows only (sys.platform: mypy reads the branch of its own system)
    import msvcrt

    # msvcrt knows only exclusive byte locks: the writer locks byte 0; a reader locks a byte of its own
    # (after its process id) in the readers' file, so readers never refuse each other, and
    # `readers_present` probes the whole range they use.
    _READER_BYTES = 65_536

    def _span(shared: bool | None) -> tuple[int, int]:
        if shared is None:
            return 1, _READER_BYTES
        return ((os.getpid() % _READER_BYTES) + 1, 1) if shared else (0, 1)

    def _try_lock(fd: int, *, shared: bool | None) -> bool:
        offset, length = _span(shared)
        os.lseek(fd, offset, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, length)
        except OSError:
            return False
        return True

    def _unlock(fd: int, *, shared: bool | None = False) -> None:
        offset, length = _span(shared)
        os.lseek(fd, offset, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, length)

else:
    import fcntl

    def _try_lock(fd: int, *, shared: bool | None) -> bool:
        # flock locks the open file, not the process: a second open in the same process is refused too.
        try:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int, *, shared: bool | None = False) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
