"""The command line and the single-instance guard."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from gm_desk import __version__
from gm_desk.app import main
from gm_desk.instance_lock import single_instance_lock
from gm_desk.paths import LOCK_NAME
from tests.conftest import PROJECT_ROOT


def run_app(*args: str, timeout: int = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gm_desk", *args],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def test_version(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_a_second_lock_on_the_same_folder_is_refused(qapp, data_dir: Path) -> None:
    first = single_instance_lock(data_dir)
    assert first is not None
    try:
        assert single_instance_lock(data_dir) is None
    finally:
        first.unlock()
    again = single_instance_lock(data_dir)
    assert again is not None
    again.unlock()


def test_a_stale_lock_from_a_killed_process_is_recovered(qapp, data_dir: Path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    # QLockFile's format: pid, application name, host name (one per line).
    (data_dir / LOCK_NAME).write_text(f"{dead.pid}\ngm-desk\n{socket.gethostname()}\n")
    lock = single_instance_lock(data_dir)
    assert lock is not None, "a lock left by a dead process must be taken over"
    lock.unlock()


def test_a_second_instance_gets_a_clear_message(qapp, data_dir: Path) -> None:
    held = single_instance_lock(data_dir)
    assert held is not None
    try:
        result = run_app("--data-dir", str(data_dir))
    finally:
        held.unlock()
    assert result.returncode == 3
    assert "already running" in result.stderr
    assert not (data_dir / "gm_desk.sqlite3").exists(), "the second instance must not touch the data"


def test_selftest_from_source() -> None:
    result = run_app("--selftest")
    assert result.returncode == 0, result.stderr
    assert "self-test passed" in result.stdout
    count = int(result.stdout.split("passed: ")[1].split(" creatures")[0])
    assert count >= 12 + 4 * 5  # every shipped pack: 12+ Threat & Retaliation, 5+ for each other system


def test_without_a_display_the_app_says_what_is_missing_and_how_to_run(data_dir: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux needs DISPLAY or WAYLAND_DISPLAY")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run(
        [sys.executable, "-m", "gm_desk", "--data-dir", str(data_dir)],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 4, done.stderr
    assert "no display" in done.stderr and "DISPLAY" in done.stderr
    assert "--selftest" in done.stderr and "QT_QPA_PLATFORM=offscreen" in done.stderr
    assert "could not connect to display" not in done.stderr  # Qt's own abort never came
    assert not any(data_dir.iterdir()), "nothing is written before a window can open"


def test_a_named_qt_platform_or_a_display_lets_the_start_go_on() -> None:
    from gm_desk.app import no_display_problem

    assert no_display_problem({}, "linux") is not None
    assert no_display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert no_display_problem({"DISPLAY": ":0"}, "linux") is None
    assert no_display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert no_display_problem({}, "win32") is None
    assert no_display_problem({}, "darwin") is None
