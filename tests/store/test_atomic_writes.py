"""The one atomic file writer (pack, log and encounter-file exports): all of the new file, or the old one."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from gm_desk.store import files
from gm_desk.store.files import write_atomically


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".part"))


def test_the_new_file_replaces_the_old_and_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "fight.json"
    target.write_text("old")
    target.chmod(0o640)
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert target.stat().st_mode & 0o777 == 0o640
    assert leftovers(tmp_path) == []


def test_a_failure_before_the_rename_keeps_the_old_file_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "fight.json"
    target.write_text("old")

    def broken_fsync(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_atomically(target, b"new")
    assert target.read_text() == "old"
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("code", sorted(files.UNSYNCABLE_FOLDER))
def test_a_folder_that_cannot_be_synced_still_counts_as_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    def unsupported(path: Path) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(files, "fsync_dir", unsupported)
    target = tmp_path / "fight.json"
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"


def test_a_real_error_syncing_the_folder_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def failing(path: Path) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(files, "fsync_dir", failing)
    with pytest.raises(OSError) as raised:
        write_atomically(tmp_path / "fight.json", b"new")
    assert raised.value.errno == errno.EIO
