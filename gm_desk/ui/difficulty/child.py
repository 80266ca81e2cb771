"""The simulation as a worker process plays it: no Qt here, so the spawned process starts light (but for
Qt's core when the GM's language is not English: `speak` loads its catalogue, so that the words written
here reach the dialog in that language). Each entry point takes the language last.

`play(setup, fights, seed, queue, round_cap)` runs the rules layer's `simulate` and puts on `queue`
("progress", done, total) after each chunk, then ("report", Report) or ("failed", sentence).
`tune(job, queue)` runs the tuner (`gm_desk.rules.difficulty.tune`): ("note", what it tried) as it
goes, then ("report", Tuning) or ("failed", sentence).
`day(job, days, seed, queue, round_cap)` plays an adventuring day (`gm_desk.rules.difficulty.day`):
("progress", days done, days) after each day, then ("report", DayReport) or ("failed", sentence).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.difficulty import simulate
from gm_desk.rules.difficulty.changes import BestiaryCreature
from gm_desk.rules.difficulty.fight import ROUND_CAP
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


def play(
    setup: dict[str, Any], fights: int, seed: int, queue: Any, round_cap: int = ROUND_CAP, language: str = "en"
) -> None:
    speak(language)
    try:
        report = simulate(
            setup,
            fights=fights,
            seed=seed,
            workers=1,
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
            workers=1,
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
