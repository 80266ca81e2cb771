"""Every difficulty test leaves no simulation running behind it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gm_desk.ui.difficulty.worker import live_runs, stop_all


@pytest.fixture(autouse=True)
def no_run_left(qtbot) -> Iterator[None]:
    yield
    stop_all()
    qtbot.waitUntil(lambda: not live_runs(), timeout=30000)
