"""Running many fights: deterministic chunks, spread over worker processes, merged in order.

The fights are cut into chunks by index whatever the number of workers: the first `FIRST_CHUNK`, then
`CHUNK` at a time. The first chunk is played here, by a tactic that starts with no memory of listings; what it learnt is where every other
chunk's tactic starts (each with its own copy). Fight `i` rolls its own seeded dice, so a chunk's
results depend only on (setup, seed, its indices, the first chunk's memory). The chunks are merged in
index order: the same seed gives the same report with one worker or eight.
"""

from __future__ import annotations

import gc
import multiprocessing
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any

from gm_desk.rules.difficulty.fight import ROUND_CAP, FightResult, play
from gm_desk.rules.difficulty.report import Report, build
from gm_desk.rules.difficulty.tactic import DESCRIPTION, Listing, Tactic
from gm_desk.rules.engine import Encounter, gc_paused
from gm_desk.rules.i18n import t
from gm_desk.rules.presentation import PENDING_RETALIATIONS
from gm_desk.rules.rulesets import RULESETS, get_ruleset

FIRST_CHUNK = 25  # fights played first, alone: what they teach the tactic starts every other chunk
CHUNK = 500
DEFAULT_FIGHTS = 1000
DEFAULT_WORKERS = 2
MAX_FIGHTS = 1_000_000
MAX_ROUND_CAP = 1000
TICK = 0.1  # seconds between two progress reports while fights are being played


# The work a run may take on, in fights × combatants⁴. Each step of a fight lists the legal commands,
# which decides every engagement between foes sharing a zone on a copy of the whole fight: about n³
# per step, and bigger fights last more steps. Measured on two cores: a 20-combatant fight takes a few
# seconds, a 40-combatant one about 12, a 60-combatant one about 110, a 1,000-combatant one would take
# days. The budget keeps 1,000 fights of 20 combatants (the default run of a big encounter) and refuses,
# in words and before anything is played, what would not end in reasonable time.
WORK_BUDGET = 200_000_000


class TooLarge(ValueError):
    """A run refused before it starts: more work than the simulation takes on (``fits``: how many fights
    of this encounter it would play, 0 when not even one)."""

    def __init__(self, combatants: int, fights: int, fits: int) -> None:
        self.combatants, self.fights, self.fits = combatants, fights, fits
        if fits:
            words = t(
                "{count} combatants are too many to play {fights} fights of in reasonable time: the simulation plays at most {fits} fights of an encounter this large.",
                count=combatants,
                fights=fights,
                fits=fits,
            )
        else:
            words = t(
                "{count} combatants are too many for the simulation to play even one fight in reasonable time: it plays encounters of at most {limit} combatants.",
                count=combatants,
                limit=largest_playable(),
            )
        super().__init__(words)


def largest_playable() -> int:
    """The most combatants an encounter may hold for one simulated fight."""
    n = 1
    while (n + 1) ** 4 <= WORK_BUDGET:
        n += 1
    return n


def check_work(setup: dict[str, Any], fights: int) -> None:
    """TooLarge when `fights` fights of `setup` are more work than the simulation takes on."""
    combatants = setup.get("combatants") if isinstance(setup, dict) else None
    count = len(combatants) if isinstance(combatants, list) else 0
    if count and fights * count**4 > WORK_BUDGET:
        raise TooLarge(count, fights, WORK_BUDGET // count**4)


Memory = dict[Any, Listing]
# A chunk's work: the setup, the seed, its first and last fight, the round cap, and the memory it starts
# from, or the number under which a forked worker finds that memory in `_FORKED` (a worker forked from
# this process has it already: pickling hundreds of listings for each chunk and reading them back cost
# a tenth of a second or more, before any fight).
Job = tuple[dict[str, Any], int, int, int, int, Memory | int]
_FORKED: dict[int, Memory] = {}


def play_chunk(
    setup: dict[str, Any],
    seed: int,
    start: int,
    stop: int,
    round_cap: int,
    memory: Memory,
    played: Callable[[], None] | None = None,
) -> tuple[list[FightResult], Memory]:
    """Fights `start`..`stop - 1` of a run, played by one tactic starting from (a copy of) `memory`;
    the results and what the tactic remembers at the end. `played()` hears each fight as it ends."""
    rs = get_ruleset(setup["ruleset"])
    tactic = Tactic(rs, {key: listing.copy() for key, listing in memory.items()})
    first = Encounter(setup, rs)
    results = []
    # No cyclic collection while a fight is played: the collector would walk the tactic's memory
    # again and again and find nothing (a fight leaves a few dozen objects in cycles, if any); what a
    # fight left is collected before the next one, so a chunk holds no more than one fight's.
    with gc_paused():
        for index in range(start, stop):
            results.append(play(first, tactic, seed, index, round_cap))
            gc.collect(0)
            if played is not None:
                played()
    return results, tactic.memory


# In a worker process: the count of fights played by all the run's workers, which the run reads while
# it waits for their chunks (`_counting_into`, the pool's initializer, sets it).
_PLAYED: Any = None


def _counting_into(counter: Any) -> None:
    global _PLAYED
    _PLAYED = counter


def _one_more() -> None:
    with _PLAYED.get_lock():
        _PLAYED.value += 1


def _chunk_job(job: Job) -> list[FightResult]:
    setup, seed, start, stop, round_cap, memory = job
    memory = _FORKED[memory] if isinstance(memory, int) else memory
    return play_chunk(setup, seed, start, stop, round_cap, memory, _one_more if _PLAYED is not None else None)[0]


class _Told:
    """`progress(done, fights)` at most every `TICK` seconds while fights are played, and always for the
    last: a run of a million fights does not send a million messages to the window that follows it."""

    def __init__(self, progress: Callable[[int, int], None] | None, fights: int) -> None:
        self.progress, self.fights, self.done, self.said, self.when = progress, fights, 0, -1, 0.0

    def count(self, done: int) -> None:
        self.done = done
        now = time.monotonic()
        if self.progress and done != self.said and (done == self.fights or now - self.when >= TICK):
            self.said, self.when = done, now
            self.progress(done, self.fights)

    def one_more(self) -> None:
        self.count(self.done + 1)


def check_run(setup: dict[str, Any], fights: int, workers: int, round_cap: int) -> None:
    """ValueError for a number of fights, workers or a round cap out of bounds; TooLarge for more work
    than a run takes on. Nothing is played."""
    if not 1 <= fights <= MAX_FIGHTS:
        raise ValueError(t("The number of fights must be between 1 and {MAX_FIGHTS}.", MAX_FIGHTS=MAX_FIGHTS))
    if workers < 1:
        raise ValueError(t("At least one worker is needed."))
    if not 1 <= round_cap <= MAX_ROUND_CAP:
        raise ValueError(t("The round cap must be between 1 and {count} rounds.", count=MAX_ROUND_CAP))
    check_work(setup, fights)  # in bounded time, or a refusal saying why not


# A whole run's work, for `simulate_many`: the setup, the fights, the seed, the round cap.
RunJob = tuple[dict[str, Any], int, int, int]


def _run_job(job: RunJob) -> Report:
    setup, fights, seed, round_cap = job
    return simulate(setup, fights=fights, seed=seed, workers=1, round_cap=round_cap)


def simulate_many(jobs: list[RunJob], workers: int = DEFAULT_WORKERS) -> list[Report]:
    """The reports of several independent runs, in order, played side by side on `workers` processes
    (each run on one: a run's report does not depend on how many workers played it). The tuner's last
    runs (the encounter as it is and each finalist) are such a batch."""
    if workers <= 1 or len(jobs) <= 1:
        return [_run_job(job) for job in jobs]
    context = multiprocessing.get_context(start_method())
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=context) as pool:
        return list(pool.map(_run_job, jobs))


def start_method() -> str | None:
    """How the worker processes start: spawned where Qt is loaded (a forked copy of a process holding Qt
    is not safe); forked on Linux otherwise, even in a process that was itself spawned (the GUI's worker,
    whose default would be to spawn: a fresh interpreter importing the rules, a third of a second or
    more before the first fight); elsewhere the platform's default."""
    if "PySide6" in sys.modules:
        return "spawn"
    return "fork" if sys.platform.startswith("linux") else None


def simulate(
    setup: dict[str, Any],
    fights: int = DEFAULT_FIGHTS,
    seed: int = 0,
    workers: int = DEFAULT_WORKERS,
    round_cap: int = ROUND_CAP,
    progress: Callable[[int, int], None] | None = None,
) -> Report:
    """Play the prepared encounter `setup` `fights` times and report. SetupError for a setup that
    cannot start a fight, TooLarge for more work than a run takes on (`WORK_BUDGET`); `progress(done,
    fights)` hears the count of fights played as it grows (every `TICK` seconds at most, and at the end)."""
    check_run(setup, fights, workers, round_cap)
    first = Encounter(setup)  # checks the setup (SetupError) before any worker starts
    told = _Told(progress, fights)
    results, memory = play_chunk(setup, seed, 0, min(FIRST_CHUNK, fights), round_cap, {}, told.one_more)
    jobs: list[Job] = [
        (setup, seed, start, min(start + CHUNK, fights), round_cap, memory)
        for start in range(FIRST_CHUNK, fights, CHUNK)
    ]
    if workers == 1 or len(jobs) <= 1:
        for job in jobs:
            results += play_chunk(*job[:5], memory, told.one_more)[0]
    else:
        context = multiprocessing.get_context(start_method())
        token = id(memory)
        if context.get_start_method() == "fork":  # the workers are forked below: they find the memory
            _FORKED[token] = memory
            jobs = [(*job[:5], token) for job in jobs]
        counter = context.Value("q", 0)  # fights the workers have played, read while they play
        try:
            with ProcessPoolExecutor(
                max_workers=min(workers, len(jobs)),
                mp_context=context,
                initializer=_counting_into,
                initargs=(counter,),
            ) as pool:
                chunks = [pool.submit(_chunk_job, job) for job in jobs]
                waiting = set(chunks)
                while waiting:
                    _, waiting = wait(waiting, timeout=TICK, return_when=FIRST_COMPLETED)
                    told.count(len(results) + counter.value)
                for chunk in chunks:  # in index order, whichever ended first
                    results += chunk.result()
        finally:
            _FORKED.pop(token, None)
    rs = first.ruleset
    pcs = []
    for c in first.state.pcs():
        shown = rs.presentation.tracks(c)
        pcs.append((c.id, c.name, shown[0].label if shown else t("track")))
    return build(
        results,
        encounter=first.state.name,
        system=RULESETS[rs.id].name if rs.id in RULESETS else rs.name or rs.id,
        tactic=DESCRIPTION,
        seed=seed,
        round_cap=round_cap,
        pcs=pcs,
        has_retaliations=rs.presentation.shows(PENDING_RETALIATIONS),
    )
