"""The intake's one reader: regular files only (a link is followed and what it names is checked), at
most the limit, and everything else refused in words before a byte is read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gm_desk.file_kinds import plain_file_problem
from gm_desk.store.intake.reading import FileRefused, read_limited
from tests.intake_files import DEVICES, POSIX, fifo, link

posix_only = pytest.mark.skipif(not POSIX, reason="FIFOs, devices and symbolic links as POSIX has them")


def test_a_regular_file_is_read_whole_up_to_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 100)
    assert read_limited(path, 100) == b"x" * 100
    with pytest.raises(FileRefused) as refused:
        read_limited(path, 99)
    assert refused.value.size == 100


def test_a_missing_file_and_a_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match="cannot be read"):
        read_limited(tmp_path / "missing.json", 10)
    with pytest.raises(FileRefused, match="is not a regular file but a folder"):
        read_limited(tmp_path, 10)


@posix_only
def test_a_fifo_is_refused_without_being_opened(tmp_path: Path) -> None:
    with fifo(tmp_path / "pipe.json") as path, pytest.raises(FileRefused) as refused:
        read_limited(path, 10)
    assert str(refused.value) == (
        "is not a regular file but a named pipe (FIFO); GM Desk reads only ordinary files"
    )


@posix_only
@pytest.mark.parametrize("device", DEVICES)
def test_a_link_to_a_device_is_refused_though_its_size_says_zero(tmp_path: Path, device: str) -> None:
    path = link(tmp_path / "endless.json", device)
    assert os.stat(path).st_size == 0
    with pytest.raises(FileRefused) as refused:
        read_limited(path, 64 * 1024 * 1024)
    assert (
        str(refused.value)
        == "is a link to a device, not to a regular file; GM Desk reads only ordinary files"
    )


@posix_only
def test_a_link_is_followed_to_a_regular_file_and_checked(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_bytes(b"{}")
    assert read_limited(link(tmp_path / "named.json", real), 10) == b"{}"
    with pytest.raises(FileRefused, match="is a link to nothing that can be read"):
        read_limited(link(tmp_path / "dangling.json", tmp_path / "gone.json"), 10)
    link(tmp_path / "loop_a", tmp_path / "loop_b")
    link(tmp_path / "loop_b", tmp_path / "loop_a")
    with pytest.raises(FileRefused, match="is a link to nothing that can be read"):
        read_limited(tmp_path / "loop_a", 10)
    with fifo(tmp_path / "pipe") as pipe, pytest.raises(FileRefused, match="is a link to a named pipe"):
        read_limited(link(tmp_path / "to_pipe.json", pipe), 10)


@posix_only
def test_a_plain_file_problem_names_links_and_special_files_but_not_plain_or_missing_files(
    tmp_path: Path,
) -> None:
    plain = tmp_path / "settings.ini"
    assert plain_file_problem(plain) is None
    plain.write_text("[a]\n")
    assert plain_file_problem(plain) is None
    assert plain_file_problem(link(tmp_path / "linked.ini", plain)) == "is a link, not a plain file"
    assert plain_file_problem(tmp_path) == "is a folder, not a plain file"
    with fifo(tmp_path / "pipe.ini") as pipe:
        assert plain_file_problem(pipe) == "is a named pipe (FIFO), not a plain file"
