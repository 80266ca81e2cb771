"""A GM's data after a year of play: 20 campaigns, 500 encounters, 50 finished fights of 2,000 commands
each, 10,000 creatures. Three rows, each against the same measure on the demo's data file or a target:

- the start until usable (demo on the map, bestiary listed) stays within 1.2x of the demo data file's;
- switching from one 2,000-command fight to another takes under 100 ms (in the window, as Open does);
  the first opening of such a fight in the window is shown beside it (no target: nothing is kept yet);
- the backup made at start, once a day, does not delay the first paint (within 1.1x of a start with
  no backup due).

The year's file is generated once per run: the fights are one engine log's first 2,000 commands, written
as the app writes them (the same rows autosave writes), so resume replays them for real.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from tests.benchmarks.bench_engine import play
from tests.benchmarks.bench_startup import prepare_data, run_once
from tests.benchmarks.report import Row

CAMPAIGNS, ENCOUNTERS, FIGHTS, COMMANDS = 20, 500, 50, 2_000
RUNS = 5
SWITCHES = 9


def prepare_year(folder: Path) -> tuple[int, list[int]]:
    """The year's data file in ``folder``: (creatures, ids of the finished fights)."""
    from gm_desk.rules.demo import demo_setup_for, demo_setups
    from gm_desk.store import create_campaign, create_encounter, database_path, open_store

    count = prepare_data(folder)
    enc, _ = play("glowlands", count=COMMANDS, seed=4)
    log = enc.log[:COMMANDS]
    rows = [
        (i, json.dumps(e.command.to_dict()), json.dumps([ev.to_dict() for ev in e.events]))
        for i, e in enumerate(log, 1)
    ]
    systems = list(demo_setups())
    store = open_store(database_path(folder))
    fights: list[int] = []
    try:
        campaigns = [
            create_campaign(f"Campaign {n + 1}", systems[n % len(systems)]) for n in range(CAMPAIGNS)
        ]
        glowlands = [c for c in campaigns if c.ruleset == "glowlands"]
        for n in range(ENCOUNTERS):
            if n < FIGHTS:
                campaign, setup = glowlands[n % len(glowlands)], enc.setup
            else:
                campaign = campaigns[n % CAMPAIGNS]
                setup = demo_setup_for(campaign.ruleset)
            record = create_encounter(campaign.id, f"{setup['name']} {n + 1}", campaign.ruleset, setup)
            if n < FIGHTS:
                fights.append(record.id)
    finally:
        store.close()
    points = resume_points(enc.setup, log)
    con = sqlite3.connect(database_path(folder))
    with con:
        con.executemany(
            "INSERT INTO encounter_entry (encounter_id, seq, command, events, undone) VALUES (?, ?, ?, ?, 0)",
            [(fight, *row) for fight in fights for row in rows],
        )
        con.executemany(
            "INSERT INTO encounter_snapshot (encounter_id, seq, state) VALUES (?, ?, ?)",
            [(fight, *point) for fight in fights for point in points],
        )
        con.executemany("UPDATE encounter SET status = 'ended' WHERE id = ?", [(f,) for f in fights])
    con.close()
    return count, fights


def resume_points(setup: dict, log: list) -> list[tuple[int, str]]:
    """The resume points autosave.save_applied writes along the log: (seq, row text) every RESUME_EVERY."""
    from gm_desk.rules.engine import Encounter
    from gm_desk.store.autosave import RESUME_EVERY, resume_point

    points = []
    for seq in range(RESUME_EVERY, len(log) + 1, RESUME_EVERY):
        point = resume_point(Encounter.from_log(setup, log[:seq]))
        if point is not None:
            points.append((seq, json.dumps(point, separators=(",", ":"))))
    return points


def replay_times(folder: Path, fight: int) -> tuple[list[float], list[float]]:
    """Seconds for the engine's bare replay of a fight's log (entries already in memory: the floor under
    any switch), and for its resume from the data file (autosave.load: read, resume point, fold)."""
    from gm_desk.rules.engine import Encounter
    from gm_desk.store import autosave, database_path, decoded_log, get_encounter, load_log, open_store

    store = open_store(database_path(folder))
    try:
        setup = get_encounter(fight).setup
        entries = [autosave.entry_of(row) for row in load_log(fight)]
        bare, resumed = [], []
        for _ in range(SWITCHES):
            start = time.perf_counter()
            Encounter.from_log(setup, entries)
            bare.append(time.perf_counter() - start)
            decoded_log.forget()  # every row decoded, as on a first read (a switch back decodes none)
            start = time.perf_counter()
            autosave.load(fight)
            resumed.append(time.perf_counter() - start)
    finally:
        store.close()
    return bare, resumed


def switch_times(folder: Path, fights: list[int]) -> tuple[list[float], list[float]]:
    """Seconds to open one 2,000-command fight after another in the main window, switching between two
    (the words and entries of each kept from its last opening), then to open fights not opened before."""
    from PySide6.QtWidgets import QApplication

    from gm_desk.store import database_path, open_store
    from gm_desk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = open_store(database_path(folder))
    times = []
    try:
        window = MainWindow(store)
        window.show()
        app.processEvents()
        assert window.open_encounter(fights[0])
        for n in range(SWITCHES + 1):
            target = fights[(n + 1) % 2]
            start = time.perf_counter()
            assert window.open_encounter(target)
            app.processEvents()  # the panels repainted on the new fight
            if n:  # the first switch warms up
                times.append(time.perf_counter() - start)
        first = []
        for fight in fights[2 : 2 + SWITCHES]:
            start = time.perf_counter()
            assert window.open_encounter(fight)
            app.processEvents()
            first.append(time.perf_counter() - start)
        window.close()
        window.deleteLater()
        app.processEvents()
    finally:
        store.close()
    return times, first


def measure() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="gm-desk-bench-year-") as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env |= {
            "QT_QPA_PLATFORM": "offscreen",
            "QT_LOGGING_RULES": "qt.qpa.*=false",
            "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache"),
            "GM_DESK_BENCH_EXIT": "1",
        }
        demo, year = Path(tmp) / "demo", Path(tmp) / "year"
        demo.mkdir()
        year.mkdir()
        prepare_data(demo)
        _count, fights = prepare_year(year)
        app = [sys.executable, "-m", "gm_desk", "--data-dir"]
        for folder in (demo, year):
            run_once([*app, str(folder)], env)  # compile, settings, the day's backup: not counted
        on_demo, on_year, due, not_due = [], [], [], []
        for _ in range(RUNS):
            on_demo.append(run_once([*app, str(demo)], env)[1])
            on_year.append(run_once([*app, str(year)], env)[1])
            not_due.append(run_once([*app, str(year)], env)[0])
            shutil.rmtree(year / "backups", ignore_errors=True)  # no backup yet today: one is due
            due.append(run_once([*app, str(year)], env)[0])
        switched, first_opened = switch_times(year, fights)
        bare, resumed = replay_times(year, fights[0])
    demo_ready, year_ready = statistics.median(on_demo), statistics.median(on_year)
    shown_due, shown_not_due = statistics.median(due), statistics.median(not_due)
    switch, first_open = statistics.median(switched), statistics.median(first_opened)
    replay, resume = statistics.median(bare), statistics.median(resumed)
    return [
        Row(
            "start until usable on a year of play",
            year_ready * 1e3,
            "ms",
            "the same start on the demo's data file",
            demo_ready * 1e3,
            "within 1.2x",
            year_ready < 1.2 * demo_ready,
            note=f"{CAMPAIGNS} campaigns, {ENCOUNTERS} encounters, {FIGHTS} ended fights of {COMMANDS} "
            f"commands, 10,000 creatures; medians of {RUNS} fresh processes",
        ),
        Row(
            f"switch from one {COMMANDS}-command fight to another",
            switch * 1e3,
            "ms",
            f"the engine's bare replay of the same {COMMANDS}-command log (next row)",
            replay * 1e3,
            target="< 100 ms",
            met=switch < 0.100,
            note=f"open_encounter as File ▸ Open does, panels repainted; median of {SWITCHES}, spread "
            f"{min(switched) * 1e3:.0f}-{max(switched) * 1e3:.0f} ms; the ratio is what the store, the "
            "session (the log in words, the undo steps) and the panels add to the engine",
        ),
        Row(
            f"first opening of a {COMMANDS}-command fight in the window",
            first_open * 1e3,
            "ms",
            "the engine's bare replay (next row)",
            replay * 1e3,
            target="-",
            note=f"open_encounter on a fight not opened before in this window, panels repainted: its rows "
            f"decoded and its log put into words whole; median of {SWITCHES} fights",
        ),
        Row(
            f"engine: bare replay of the same {COMMANDS}-command log",
            replay * 1e3,
            "ms",
            target="the floor",
            note=f"Encounter.from_log over entries already in memory, every event folded; median of {SWITCHES}",
        ),
        Row(
            "resume of the same fight from the data file (autosave.load)",
            resume * 1e3,
            "ms",
            "the engine's bare replay above",
            replay * 1e3,
            target="-",
            note="the log read and decoded (nothing kept from an earlier read), then folded from the "
            "newest resume point (one every RESUME_EVERY commands) instead of from the setup",
        ),
        Row(
            "first paint on a day a backup is due",
            shown_due * 1e3,
            "ms",
            "the same start with today's backup already made",
            shown_not_due * 1e3,
            "within 1.1x",
            shown_due < 1.1 * shown_not_due,
            note="the backup is made after the first paint; this row shows it does not come before it",
        ),
    ]
