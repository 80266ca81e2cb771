"""Running many fights: deterministic chunks, spread over worker processes, merged in order.

The fights are cut into chunks by index whatever the number of workers: the first `FIRST_CHUNK`, then
`CHUNK` at a time. The first chunk is played here, by a tactic that starts with no memory of listings; what it learnt is where every other
chunk's tactic starts (each with its own copy). Fight `i` rolls its own seeded dice, so a chunk's
results depend only on (setup, seed, its indices, the first chunk's memory). The chunks are merged in
index order: the same seed gives the same report with one worker or eight.
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from gm_desk.rules.difficulty.fight import ROUND_CAP, FightResult, play
from gm_desk.rules.difficulty.report import Report, build
from gm_desk.rules.difficulty.tactic import DESCRIPTION, Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets import RULESETS, get_ruleset

FIRST_CHUNK = 25  # fights played first, alone: what they teach the tactic starts every other chunk
CHUNK = 125
DEFAULT_FIGHTS = 1000
DEFAULT_WORKERS = 2
MAX_FIGHTS = 1_000_000


Memory = dict[Any, list[Command]]
Job = tuple[dict[str, Any], int, int, int, int, Memory]


def play_chunk(
    setup: dict[str, Any], seed: int, start: int, stop: int, round_cap: int, memory: Memory
) -> tuple[list[FightResult], Memory]:
    """Fights `start`..`stop - 1` of a run, played by one tactic starting from (a copy of) `memory`;
    the results and what the tactic remembers at the end."""
    rs = get_ruleset(setup["ruleset"])
    tactic = Tactic(rs, dict(memory))
    first = Encounter(setup, rs)
    results = [play(first, tactic, seed, index, round_cap) for index in range(start, stop)]
    return results, tactic.memory


def _chunk_job(job: Job) -> list[FightResult]:
    return play_chunk(*job)[0]


def simulate(
    setup: dict[str, Any],
    fights: int = DEFAULT_FIGHTS,
    seed: int = 0,
    workers: int = DEFAULT_WORKERS,
    round_cap: int = ROUND_CAP,
    progress: Callable[[int, int], None] | None = None,
) -> Report:
    """Play the prepared encounter `setup` `fights` times and report. SetupError for a setup that
    cannot start a fight; `progress(done, fights)` hears each finished chunk."""
    if not 1 <= fights <= MAX_FIGHTS:
        raise ValueError(t("The number of fights must be between 1 and {MAX_FIGHTS}.", MAX_FIGHTS=MAX_FIGHTS))
    if workers < 1:
        raise ValueError(t("At least one worker is needed."))
    first = Encounter(setup)  # checks the setup (SetupError) before any worker starts
    results, memory = play_chunk(setup, seed, 0, min(FIRST_CHUNK, fights), round_cap, {})
    if progress:
        progress(len(results), fights)
    jobs: list[Job] = [
        (setup, seed, start, min(start + CHUNK, fights), round_cap, memory)
        for start in range(FIRST_CHUNK, fights, CHUNK)
    ]
    if workers == 1 or len(jobs) <= 1:
        for job in jobs:
            results += _chunk_job(job)
            if progress:
                progress(len(results), fights)
    else:
        context = multiprocessing.get_context("spawn" if "PySide6" in sys.modules else None)
        with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=context) as pool:
            for chunk in pool.map(_chunk_job, jobs):
                results += chunk
                if progress:
                    progress(len(results), fights)
    rs = first.ruleset
    pcs = []
    for c in first.state.pcs():
        shown = rs.presentation.tracks(c)
        pcs.append((c.id, c.name, shown[0].label if shown else "track"))
    return build(
        results,
        encounter=first.state.name,
        system=RULESETS[rs.id].name if rs.id in RULESETS else rs.name or rs.id,
        tactic=DESCRIPTION,
        seed=seed,
        round_cap=round_cap,
        pcs=pcs,
    )
