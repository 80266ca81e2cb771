"""Promise: a crash or a kill loses at most the command in flight.

A child process applies numbered commands through the engine and the store and reports each one after
its commit; the test kills it with SIGKILL at random moments, 30 times, then reopens the data file and
finds `integrity_check` ok and every reported command present, in order, with nothing missing between.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gm_desk.store import create_campaign, create_encounter, database_path, load_log, open_store
from tests.conftest import PROJECT_ROOT

SETUP = {
    "ruleset": "glowlands",
    "name": "Crash test",
    "zones": {"zones": [{"id": "z1", "name": "Relay"}]},
    "sides": [{"id": "party", "name": "Party", "stance": "party"}, {"id": "machines", "name": "Machines"}],
    "combatants": [
        {
            "id": "pc",
            "name": "Haelon",
            "kind": "PC",
            "side": "party",
            "zone": "z1",
            "stats": {"max_strain": 10},
        },
        {
            "id": "npc",
            "name": "Caretaker",
            "kind": "NPC",
            "side": "machines",
            "zone": "z1",
            "stats": {"ranged_threat": 9, "melee_threat": 10, "max_strain": 8},
        },
    ],
}
KILLS = 30


def reported_until_killed(db: Path, encounter_id: int, rng: random.Random) -> list[int]:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.store.crash_child", str(db), str(encounter_id)],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
    )
    seen: list[int] = []
    first = threading.Event()

    def read() -> None:
        for line in child.stdout:  # type: ignore[union-attr]
            seen.append(int(line))
            first.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started = first.wait(timeout=60)
    time.sleep(rng.uniform(0.0, 0.25))
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    reader.join(timeout=30)
    assert started, f"the child never committed a command: {child.stderr.read()}"  # type: ignore[union-attr]
    return seen


@pytest.mark.slow
def test_sigkill_loses_at_most_the_command_in_flight(data_dir: Path) -> None:
    db = database_path(data_dir)
    store = open_store(db)
    encounter_id = create_encounter(
        create_campaign("Crashes", "glowlands").id, "Crash", "glowlands", SETUP
    ).id
    store.close()
    rng = random.Random(20261122)
    reported: list[int] = []
    for _ in range(KILLS):
        reported.extend(reported_until_killed(db, encounter_id, rng))
    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    store = open_store(db)
    try:
        saved = [entry.seq for entry in load_log(encounter_id)]
    finally:
        store.close()
    assert saved == list(range(1, len(saved) + 1)), "the saved log has a gap"
    assert set(reported) <= set(saved), "a command reported as applied was lost"
    assert len(saved) - max(reported) <= 1, "more than the command in flight is unaccounted for"
    assert len(reported) > KILLS
