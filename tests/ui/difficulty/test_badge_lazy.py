"""The badge loads the simulation's machinery at its first run, not with the window (start-up time)."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_badge_loads_no_simulation_and_no_multiprocessing() -> None:
    code = (
        "import sys\n"
        "import gm_desk.ui.difficulty.badge\n"
        "print([m for m in ('multiprocessing', 'concurrent.futures', 'gm_desk.rules.difficulty') if m in sys.modules])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
