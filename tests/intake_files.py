"""Helpers for the intake's tests: special files (a FIFO that can never hang a test, links to devices
and to nothing; POSIX only, the tests that use them are skipped elsewhere), and a data file's digests."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

POSIX = os.name == "posix"


@contextmanager
def fifo(path: Path) -> Iterator[Path]:
    """A named pipe at ``path``. Should GM Desk open it for reading (the fault the intake prevents), a
    writer is waiting to give it an end at once, so the test fails on its assertion instead of hanging."""
    os.mkfifo(path)
    inode = os.stat(path).st_ino

    def where() -> Path:
        """The pipe, wherever it is now in its folder (it may have been set aside under a new name)."""
        (found,) = [p for p in path.parent.iterdir() if p.lstat().st_ino == inode]
        return found

    def writer() -> None:
        try:
            fd = os.open(path, os.O_WRONLY)  # blocks until someone opens the pipe for reading
        except FileNotFoundError:  # renamed before this thread came to open it
            fd = os.open(where(), os.O_WRONLY)
        os.close(fd)

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        yield path
    finally:
        if thread.is_alive():  # nobody read it, as it should be: let the writer go
            reader = os.open(where(), os.O_RDONLY | os.O_NONBLOCK)
            thread.join()
            os.close(reader)


def link(path: Path, target: str | Path) -> Path:
    """A symbolic link at ``path`` to ``target`` (which need not exist)."""
    os.symlink(target, path)
    return path


DEVICES = ("/dev/zero", "/dev/urandom")


def content_digest(path: Path) -> str:
    """The data file's content (every table and row, as SQL), whatever its pages look like: opening a
    data file rewrites a few bytes of its header even when nothing in it changes."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        digest = hashlib.sha256()
        for line in connection.iterdump():
            digest.update(line.encode("utf-8", "surrogatepass"))
        return digest.hexdigest()
    finally:
        connection.close()
