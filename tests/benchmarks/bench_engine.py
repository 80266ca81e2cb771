"""Engine speed on a 10,000-command encounter: a command applied, an undo, a full replay.

The commands are drawn at random (seeded) from what the ruleset itself offers as legal, so the mix is
the one a real fight has: initiative, moves, attacks, sweeps, turn ends. Only `handle` is timed.
"""

from __future__ import annotations

import random
import time

from gm_desk.rules.engine import Encounter, fold
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from tests.benchmarks.report import Row, median_time
from tests.rules.test_properties import demo_setup_for

COMMANDS = 10_000
COMMANDS_EACH = 2_000  # per system, for the rows against the plain fold
SYSTEMS = ("glowlands", "teams", "factions", "marching", "cards")


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


def fold_time(enc: Encounter) -> float:
    """Seconds per command of a plain fold of the log's events from the setup: what applying a command
    costs once it is decided, the floor under `handle` (which decides, then folds as it emits)."""
    events = [event for entry in enc.log for event in entry.events]
    return median_time(lambda: fold(enc.setup, events, enc.ruleset), repeat=5) / len(enc.log)


def against_fold(ruleset_id: str) -> Row:
    enc, spent = play(ruleset_id, count=COMMANDS_EACH)
    per_command, floor = spent / COMMANDS_EACH, fold_time(enc)
    return Row(
        f"engine ({ruleset_id}): one command against a plain fold",
        per_command * 1e6,
        "us",
        "a plain fold of the same command's events (no deciding, no hooks)",
        floor * 1e6,
        target="-",
        note=f"{COMMANDS_EACH} commands; the ratio is what deciding adds (rules, dice, the hooks the "
        "encounter uses) to applying the events",
    )


def measure(ruleset_id: str = "glowlands") -> list[Row]:
    from gm_desk.rules.dice import roll

    roll("1d20")  # d20 builds its grammar when first used: once per process, not a command's cost
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
        *(against_fold(system) for system in SYSTEMS),
    ]
