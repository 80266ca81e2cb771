"""The difficulty report: what many simulated fights of one encounter came to, as plain numbers.

`Report` is frozen and JSON-serialisable (`to_json`, sorted keys): the same fights give the same bytes.
Chances come with a 95% Wilson interval; `words()` says the same in a GM's words.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from gm_desk.rules.difficulty.fight import FightResult
from gm_desk.rules.i18n import percent, t, tn

Z95 = 1.959963984540054
TOP_RETALIATIONS = 5
DIGITS = 4


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _r(value: float) -> float:
    return round(value, DIGITS)


@dataclass(frozen=True)
class PcFigures:
    """One PC over all the fights: how often it went down, and its main track at the end."""

    id: str
    name: str
    down: int
    down_chance: float
    down_interval: tuple[float, float]
    track: str  # the track's label ("Strain")
    track_mean: float


@dataclass(frozen=True)
class Report:
    encounter: str
    system: str
    tactic: str
    seed: int
    fights: int
    round_cap: int
    wins: int
    win_chance: float
    win_interval: tuple[float, float]
    rounds_mean: float
    rounds_histogram: tuple[tuple[int, int], ...]  # (rounds the fight lasted, fights)
    losses: int  # fights the party lost (every PC out, or the foes' victory)
    loss_chance: float
    undecided: int  # fights that reached the round cap (or stalled): neither won nor lost
    undecided_chance: float
    commands_mean: float  # commands the engine accepted per fight
    pcs: tuple[PcFigures, ...]
    retaliations: tuple[tuple[str, int], ...]  # the most often drawn, most first
    has_retaliations: bool  # whether the system has Retaliations at all (Threat & Retaliation)

    @property
    def capped(self) -> int:
        """The fights that reached the round cap: the undecided ones."""
        return self.undecided

    @property
    def capped_chance(self) -> float:
        return self.undecided_chance

    @property
    def decided(self) -> int:
        return self.fights - self.undecided

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False)

    def words(self) -> str:
        """The report as a GM reads it."""
        lo, hi = self.win_interval
        lengths = ", ".join(
            tn("{rounds} round: {count}", "{rounds} rounds: {count}", rounds, rounds=rounds, count=count)
            for rounds, count in self.rounds_histogram
        )
        lines = [
            tn(
                "{encounter} ({system}): {fights} simulated fight, seed {seed}.",
                "{encounter} ({system}): {fights} simulated fights, seed {seed}.",
                self.fights,
                encounter=self.encounter,
                system=self.system,
                fights=self.fights,
                seed=str(self.seed),
            ),
            t(
                "The party wins {chance} of them (95% interval {lo} to {hi}).",
                chance=percent(self.win_chance),
                lo=percent(lo),
                hi=percent(hi),
            ),
            t(
                "It loses {losses} of them; {undecided} are undecided (they reached the cap of {cap} rounds "
                "or stalled).",
                losses=self.losses,
                undecided=self.undecided,
                cap=self.round_cap,
            ),
            t("A fight lasts {rounds:.1f} rounds on average.", rounds=self.rounds_mean),
            t("Fight lengths: {lengths}.", lengths=lengths),
        ]
        for pc in self.pcs:
            dlo, dhi = pc.down_interval
            lines.append(
                t(
                    "{name} goes down in {chance} of fights ({lo} to {hi}) and ends with {track} "
                    "{mean:.1f} on average.",
                    name=pc.name,
                    chance=percent(pc.down_chance),
                    lo=percent(dlo),
                    hi=percent(dhi),
                    track=pc.track,
                    mean=pc.track_mean,
                )
            )
        if self.has_retaliations and self.retaliations:
            drawn = ", ".join(f"{name} ({count})" for name, count in self.retaliations)
            lines.append(t("Retaliations drawn most often: {drawn}.", drawn=drawn))
        lines.append(t("Tactic: {tactic}.", tactic=t(self.tactic)))
        return "\n".join(lines)


def build(
    results: Iterable[FightResult],
    *,
    encounter: str,
    system: str,
    tactic: str,
    seed: int,
    round_cap: int,
    pcs: Iterable[tuple[str, str, str]],
    has_retaliations: bool = False,
) -> Report:
    """The report of `results`, in fight order; `pcs` is (id, name, track label) of each PC."""
    results = list(results)
    n = len(results)
    wins = sum(r.won for r in results)
    undecided = sum(r.capped for r in results)
    losses = n - wins - undecided
    lengths = Counter(r.rounds for r in results)
    fired: Counter[str] = Counter()
    for r in results:
        fired.update(dict(r.retaliations))
    figures = []
    for cid, name, label in pcs:
        down = sum(cid in r.down for r in results)
        total = sum(dict(r.tracks).get(cid, 0) for r in results)
        lo, hi = wilson(down, n)
        figures.append(
            PcFigures(
                cid,
                name,
                down,
                _r(down / n) if n else 0.0,
                (_r(lo), _r(hi)),
                label,
                _r(total / n) if n else 0.0,
            )
        )
    lo, hi = wilson(wins, n)
    most = sorted(fired.items(), key=lambda item: (-item[1], item[0]))[:TOP_RETALIATIONS]
    return Report(
        encounter=encounter,
        system=system,
        tactic=tactic,
        seed=seed,
        fights=n,
        round_cap=round_cap,
        wins=wins,
        win_chance=_r(wins / n) if n else 0.0,
        win_interval=(_r(lo), _r(hi)),
        rounds_mean=_r(sum(r.rounds for r in results) / n) if n else 0.0,
        rounds_histogram=tuple(sorted(lengths.items())),
        losses=losses,
        loss_chance=_r(losses / n) if n else 0.0,
        undecided=undecided,
        undecided_chance=_r(undecided / n) if n else 0.0,
        commands_mean=_r(sum(r.commands for r in results) / n) if n else 0.0,
        pcs=tuple(figures),
        retaliations=tuple(most),
        has_retaliations=has_retaliations,
    )
