"""The window's first size fits the screen: on a laptop's small screen it is no larger than the free
area (with room for the frame a desktop draws); on a large one it is the 1280 x 800 its layout is
checked at. Run on a real X server (Xvfb) of each size."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT, xcb_env, xvfb_run

SCRIPT = Path(__file__).with_name("small_screen.py")


def first_start_on(screen: str, display: int) -> dict[str, list[int]]:
    env = xcb_env()
    done = subprocess.run(
        [*xvfb_run(display), "-s", f"-screen 0 {screen}x24", sys.executable, str(SCRIPT)],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
        cwd=PROJECT_ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(
    shutil.which("xvfb-run") is None, reason="xvfb-run is not installed (scripts/dev.sh test installs it)"
)
def test_the_first_window_fits_a_small_screen_and_keeps_its_size_on_a_large_one() -> None:
    small = first_start_on("1024x640", 60)
    x, y, w, h = small["frame"]
    ax, ay, aw, ah = small["area"]
    assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah, small
    assert small["size"][1] <= 640 - 48  # room left for a title bar
    large = first_start_on("1920x1080", 70)
    assert large["size"] == [1280, 800]
