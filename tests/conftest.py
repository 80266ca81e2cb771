"""Shared test setup: Qt offscreen, and a fresh data folder (never the user's real one) per test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The machines these tests run on are shared and busy: Hypothesis's clocks (a per-example deadline, a
# health check on how fast inputs are made) would fail a correct test for the load around it. The
# examples and their checks are the same.
settings.register_profile("shared_machine", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("shared_machine")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

PROJECT_ROOT = Path(__file__).resolve().parent.parent
BESTIARY_DIR = PROJECT_ROOT / "bestiary"


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """An empty data folder for this test only."""
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def store(data_dir: Path):
    """A freshly created data file in the test's own folder, closed afterwards."""
    from gm_desk.paths import database_path
    from gm_desk.store.connection import open_store

    opened = open_store(database_path(data_dir))
    yield opened
    opened.close()


def xvfb_run(first_display: int = 0) -> list[str]:
    """`xvfb-run` with a free display number searched from a range of this test worker's own (pytest -n
    runs workers side by side; two searching from the same number can race for one display)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    start = 100 + 100 * (int(worker) if worker.isdigit() else 0) + first_display
    return ["xvfb-run", "-a", "-n", str(start)]


def xcb_env() -> dict[str, str]:
    """The environment for a subprocess on the X server `xvfb_run` starts: this process's, on Qt's xcb
    platform rather than offscreen, with no display of its own and the project importable."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    env["PYTHONPATH"] = str(PROJECT_ROOT)
    return env
