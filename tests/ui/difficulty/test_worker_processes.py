"""The Difficulty dialog's run spreads its fights over two processes, as the command line does, and a
cancelled run leaves none of them behind (the worker leads their process group and ends it whole)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty import simulate
from gm_desk.rules.difficulty.run import start_method
from gm_desk.ui.difficulty.worker import DifficultyRun, launch

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups are POSIX")


def in_group(group: int) -> list[int]:
    """The live (not zombie) processes of a process group, read from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # after "pid (name) ": state, ppid, pgrp...
        if fields[0] != "Z" and int(fields[2]) == group:
            found.append(int(entry.name))
    return found


def test_a_run_plays_in_two_processes_and_a_cancel_ends_them_all(qtbot) -> None:
    run = DifficultyRun(demo_setup_for("glowlands"), fights=20000, seed=3)
    ended: list[object] = []
    run.ended.connect(ended.append)
    owner = QObject()
    launch(run, owner)
    qtbot.waitUntil(lambda: run.pid is not None and len(in_group(run.pid)) >= 3, timeout=60000)
    group = run.pid
    assert len(in_group(group)) == 3  # the worker and the two processes its fights are spread over
    run.cancel()
    qtbot.waitUntil(lambda: bool(ended), timeout=30000)
    deadline = time.monotonic() + 10
    while in_group(group) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert in_group(group) == []


def test_the_dialogs_run_reports_what_one_process_reports(qtbot) -> None:
    setup = demo_setup_for("marching")
    run = DifficultyRun(setup, fights=560, seed=5)
    said: list[object] = []
    run.reported.connect(lambda _run, report: said.append(report))
    owner = QObject()
    launch(run, owner)
    qtbot.waitUntil(lambda: bool(said), timeout=120000)
    assert said[0].to_json() == simulate(setup, fights=560, seed=5, workers=1).to_json()


def test_workers_are_forked_where_no_qt_is_loaded_even_in_a_spawned_process() -> None:
    # The GUI's worker process was spawned, so its default would be to spawn the simulation's
    # processes too (a fresh interpreter each); it holds no Qt, so they are forked. Here Qt is loaded.
    assert start_method() == "spawn"
    script = (
        "import multiprocessing as m; m.set_start_method('spawn'); "
        "from gm_desk.rules.difficulty.run import start_method; print(start_method())"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == ("fork" if sys.platform.startswith("linux") else "None")
