"""Difficulty by simulation: 1,000 fights of the Threat & Retaliation demo with two worker processes,
beside the engine's own command rate measured in the same run (random play through `legal_commands`,
as bench_engine does, timing only `handle`).

The baseline is the floor the engine sets: its time per command times the commands those fights played,
shared by the two workers. The target is the issue's: 1,000 fights in under 3 s.
"""

from __future__ import annotations

import time

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty import simulate
from tests.benchmarks.bench_engine import play
from tests.benchmarks.report import Row

FIGHTS = 1000
WORKERS = 2
ENGINE_COMMANDS = 2000


def measure() -> list[Row]:
    _, spent = play("glowlands", ENGINE_COMMANDS)
    per_command = spent / ENGINE_COMMANDS
    setup = demo_setup_for("glowlands")
    start = time.perf_counter()
    report = simulate(setup, fights=FIGHTS, seed=1, workers=WORKERS)
    took = time.perf_counter() - start
    commands = report.commands_mean * report.fights
    floor = per_command * commands / WORKERS
    return [
        Row(
            f"difficulty (glowlands demo): {FIGHTS:,} fights, {WORKERS} workers",
            took,
            "s",
            baseline=f"the engine's {per_command * 1e6:.0f} us a command x {commands:,.0f} commands / {WORKERS}",
            baseline_value=floor,
            target="< 3 s",
            met=took < 3.0,
            note=f"{FIGHTS / took:.0f} fights/s; win chance {report.win_chance:.3f}, "
            f"{report.rounds_mean:.1f} rounds, {report.commands_mean:.0f} commands a fight",
        )
    ]
