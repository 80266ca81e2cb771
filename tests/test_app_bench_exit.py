"""The start-up benchmark's hook: GM_DESK_BENCH_EXIT=1 makes the app quit after its first paint."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import PROJECT_ROOT


def test_bench_exit_reports_the_first_paint_and_quits(data_dir: Path) -> None:
    before = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "gm_desk", "--data-dir", str(data_dir)],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "GM_DESK_BENCH_EXIT": "1"},
    )
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("gm-desk-bench: shown ")]
    assert len(lines) == 1, done.stdout
    stamp, peak_kib = lines[0].split()[-2:]
    assert before < float(stamp) < time.monotonic()  # the same clock as ours, read after the spawn
    assert int(peak_kib) > 10_000  # a Qt process holds more than 10 MB; a parse slip would not
    assert (data_dir / "gm_desk.sqlite3").exists()
