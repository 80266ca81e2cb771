"""The simulation as a worker process plays it: no Qt here, so the spawned process starts light (but for
Qt's core when the GM's language is not English: `speak` loads its catalogue, so that the words written
here reach the dialog in that language). Each entry point takes the language last.

`play(setup, fights, seed, queue, round_cap)` runs the rules layer's `simulate` and puts on `queue`
("progress", done, total) as the fights are played (every tenth of a second at most), then ("report", Report) or ("failed", sentence).
`tune(job, queue)` runs the tuner (`gm_desk.rules.difficulty.tune`): ("note", what it tried) as it
goes, then ("report", Tuning) or ("failed", sentence).
`day(job, days, seed, queue, round_cap)` plays an adventuring day (`gm_desk.rules.difficulty.day`):
("progress", days done, days) after each day, then ("report", DayReport) or ("failed", sentence).

The fights are spread over `workers()` processes of the worker's own, as `gm-desk difficulty` spreads
them: 1,000 fights took about half as long on two cores as on one. On POSIX the worker leads a process
group and ends the whole group when it is told to end (SIGTERM), so a cancelled run leaves no process
behind; elsewhere it plays its fights alone.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.difficulty import simulate
from gm_desk.rules.difficulty.changes import BestiaryCreature
from gm_desk.rules.difficulty.fight import ROUND_CAP
from gm_desk.rules.difficulty.run import DEFAULT_WORKERS
from gm_desk.rules.i18n import t
from gm_desk.rules.setup import SetupError


@dataclass(frozen=True)
class TuneJob:
    """What the tuner is asked: the target win chance and what it may use."""

    target: float
    bestiary: tuple[BestiaryCreature, ...] = ()
    allow_options: bool = False


@dataclass(frozen=True)
class DayJob:
    """An adventuring day: the encounters' setups in the order fought, and what recovers in the rest after
    a fight (by the fight's index; a fight without a rest carries everything over)."""

    setups: tuple[dict[str, Any], ...]
    rests: Mapping[int, frozenset[str]]


def speak(language: str) -> None:
    """Write this process's words in the GM's language (`gm_desk.ui.i18n.use_language`): what only the
    worker finds (a refusal), what the tuner tried and each proposal's changes are written here, then
    shown as they are. Qt's core is loaded for the catalogue only for a language other than English."""
    if language != "en":
        from gm_desk.ui.i18n import use_language

        use_language(language)


def workers() -> int:
    """How many processes this worker may spread its fights over: `DEFAULT_WORKERS` where it leads a
    process group of its own (POSIX), which a SIGTERM ends whole (`_end_group`); 1 elsewhere."""
    if os.name != "posix":
        return 1
    if multiprocessing.parent_process() is not None and os.getpgid(0) != os.getpid():  # a worker process
        os.setpgid(0, 0)
        signal.signal(signal.SIGTERM, _end_group)
    return DEFAULT_WORKERS


def _end_group(signum: int, frame: Any) -> None:
    """Told to end: the whole group ends, this process and the simulation's processes with it."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    os.killpg(0, signal.SIGTERM)


def play(
    setup: dict[str, Any], fights: int, seed: int, queue: Any, round_cap: int = ROUND_CAP, language: str = "en"
) -> None:
    speak(language)
    try:
        report = simulate(
            setup,
            fights=fights,
            seed=seed,
            workers=workers(),
            round_cap=round_cap,
            progress=lambda done, total: queue.put(("progress", done, total)),
        )
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        queue.put(("failed", t("This encounter cannot be played yet: {why}", why=exc)))
        return
    queue.put(("report", report))


def tune(
    setup: dict[str, Any], fights: int, seed: int, queue: Any, round_cap: int, job: TuneJob, language: str = "en"
) -> None:
    from gm_desk.rules.difficulty.tune import tune as tune_to

    speak(language)

    try:
        tuning = tune_to(
            setup,
            job.target,
            fights=fights,
            seed=seed,
            workers=workers(),
            round_cap=round_cap,
            bestiary=job.bestiary,
            allow_options=job.allow_options,
            progress=lambda words: queue.put(("note", words)),
        )
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        queue.put(("failed", t("This encounter cannot be played yet: {why}", why=exc)))
        return
    queue.put(("report", tuning))


def day(job: DayJob, days: int, seed: int, queue: Any, round_cap: int = ROUND_CAP, language: str = "en") -> None:
    from gm_desk.rules.difficulty.day import simulate_day

    speak(language)

    try:
        report = simulate_day(
            job.setups,
            days=days,
            seed=seed,
            round_cap=round_cap,
            rests=job.rests,
            progress=lambda done, total: queue.put(("progress", done, total)),
        )
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        queue.put(("failed", t("This day cannot be played: {why}", why=exc)))
        return
    queue.put(("report", report))
