"""Shared test setup: Qt offscreen, and a fresh data folder (never the user's real one) per test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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


# Tests that share something two test workers (pytest -n) must not use at once run on one worker:
# the X servers xvfb-run starts (its -a picks a display number and two can race for one), and the
# bundle the packaging tests build in dist/.
SERIAL_GROUPS = {
    "xvfb": ("tests/ui/walker/", "tests/ui/test_theme.py", "tests/ui/player_view/test_player_view_screens.py"),
    "bundle": ("tests/packaging/",),
}


@pytest.hookimpl(tryfirst=True)  # before xdist's own, which reads the groups into the test ids
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        where = Path(str(item.fspath)).relative_to(PROJECT_ROOT).as_posix()
        for group, places in SERIAL_GROUPS.items():
            if where.startswith(places):
                item.add_marker(pytest.mark.xdist_group(group))
