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
