"""Engine speed on a 10,000-command encounter: a command applied, an undo, a full replay.

The commands are drawn at random (seeded) from what the ruleset itself offers as legal, so the mix is
the one a real fight has: initiative, moves, attacks, sweeps, turn ends. Only `handle` is timed.
"""

from __future__ import annotations

import random
import time

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from tests.benchmarks.report import Row
from tests.rules.test_properties import demo_setup_for

COMMANDS = 10_000


def play(ruleset_id: str, count: int = COMMANDS, seed: int = 1) -> tuple[Encounter, float]:
    """An encounter driven by `count` accepted commands; returns it and the seconds spent in handle()."""
    setup = demo_setup_for(ruleset_id)
    ruleset = get_ruleset(ruleset_id)
    enc = Encounter(setup, seed=seed)
    rng = random.Random(seed)
    spent = 0.0
    applied = 0
    while applied < count:
        offered = ruleset.legal_commands(enc.state)
        cmd = rng.choice(offered) if offered else Command("gm.note", args={"text": f"note {applied}"})
        start = time.perf_counter()
        outcome = enc.handle(cmd)
        spent += time.perf_counter() - start
        if outcome.ok:
            applied += 1
        if enc.state.outcome is not None:
            # The fight ended: take it back and let the GM patch everyone up, so it runs on.
            enc.undo()
            applied -= 1
            for c in list(enc.state.combatants.values()):
                if c.status != "active" and c.status != "removed":
                    for fix in heal(c):
                        spent += timed(enc, fix)
                        applied += 1
    return enc, spent


def heal(c) -> list[Command]:
    out = [Command("gm.set_status", args={"cid": c.id, "status": "active", "reason": "benchmark"})]
    for res in c.res:
        out.append(Command("gm.set_resource", args={"cid": c.id, "res": res, "value": 0}))
    return out


def timed(enc: Encounter, cmd: Command) -> float:
    start = time.perf_counter()
    enc.handle(cmd)
    return time.perf_counter() - start


def measure(ruleset_id: str = "glowlands") -> list[Row]:
    enc, spent = play(ruleset_id)
    per_command = spent / COMMANDS
    undo_times = []
    for _ in range(50):
        start = time.perf_counter()
        enc.undo()
        undo_times.append(time.perf_counter() - start)
        enc.redo()
    undo_times.sort()
    undo = undo_times[len(undo_times) // 2]
    start = time.perf_counter()
    Encounter.from_log(enc.setup, enc.log)
    replay = time.perf_counter() - start
    events = sum(len(e.events) for e in enc.log)
    note = f"{ruleset_id}: {COMMANDS} commands, {events} events, {enc.state.round} rounds"
    return [
        Row(
            f"engine ({ruleset_id}): one command applied",
            per_command * 1e6,
            "us",
            target="< 50 us",
            met=per_command < 50e-6,
            note=note,
        ),
        Row(
            f"engine ({ruleset_id}): undo of the last command",
            undo * 1e3,
            "ms",
            target="< 2 ms",
            met=undo < 2e-3,
        ),
        Row(
            f"engine ({ruleset_id}): full replay of the log", replay, "s", target="< 0.5 s", met=replay < 0.5
        ),
    ]
