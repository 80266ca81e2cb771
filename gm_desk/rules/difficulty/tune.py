"""Tuning an encounter to a target: changes that bring the party's win chance near what the GM asks for.

The search screens candidates with short runs (`screen` fights each, on a seed of their own), then
plays each finalist `fights` times on the run's own seed: a proposal's figure is always that last run,
of exactly the encounter the proposal describes, never a screening figure or another candidate's.

1. Shapes: the encounter as it is; another creature of each kind of foe (when the fight is too easy)
   or one fewer (when too hard); the most numerous foe swapped for a bestiary creature a little
   tougher or weaker; and, only when the GM allows it, each yes-or-no option turned the other way.
2. Each shape, from the nearest to the target, is fine-tuned along the foes' numbers (`TUNING`, in
   their stat block's bounds): the number of steps is found by the secant rule on the log-odds of the
   screened win chance, a few runs per shape.
3. The screened candidates nearest the target (one encounter each) are played in full and ranked by
   how near both runs of each, taken together, lie to the target; each proposal's figure is its full
   run's alone.

Screenings that do not wait on one another (the shapes, a near step's neighbours) and the last full runs
(the encounter as it is, each finalist) are played side by side on the run's workers, each on the dice
it would roll alone in that order: the same tuning with one worker or two.

`verify(proposal, before)` checks a proposal honestly: its changes applied to the encounter give its
setup, and its fights played again give its figures, byte for byte.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.difficulty.changes import (
    BestiaryCreature,
    Change,
    add_another,
    applied,
    kinds,
    knobs,
    option_flips,
    remove,
    swaps,
    turned,
)
from gm_desk.rules.difficulty.fight import ROUND_CAP
from gm_desk.rules.difficulty.report import Report
from gm_desk.rules.difficulty.run import DEFAULT_WORKERS, check_run, simulate, simulate_many
from gm_desk.rules.engine import Encounter
from gm_desk.rules.i18n import percent, t
from gm_desk.rules.prep.edited import Setup
from gm_desk.rules.prep.sides import foes
from gm_desk.rules.statblocks.parts import Knob
from gm_desk.rules.tx import Reject

DEFAULT_PROPOSALS = 3
NEAR = 0.03  # a screened candidate this near the target ends its shape's search
LINE_STEPS = 5  # screenings along one shape's numbers, at most
SHAPES_TUNED = 3  # shapes fine-tuned along their numbers, nearest first
LINE_WEIGHT = 3  # a fitted line counts as this many screenings at most (it is a model, not dice)
SCREEN_SALT = 7_919  # screening runs roll other dice than the final ones, each candidate its own (one
# seed for all would shift every screening by the same luck, which no line through them can see)


@dataclass(frozen=True)
class PcRisk:
    """One PC under a proposal: its chance to go down, and what it was before the changes."""

    id: str
    name: str
    down_chance: float
    before: float

    @property
    def rise(self) -> float:
        return round(self.down_chance - self.before, 4)


@dataclass(frozen=True)
class Proposal:
    """Changes to the encounter, the encounter they give, and `report`: fights played on that encounter."""

    changes: tuple[Change, ...]
    setup: Setup
    report: Report
    target: float
    pcs: tuple[PcRisk, ...]

    @property
    def win_chance(self) -> float:
        return self.report.win_chance

    @property
    def interval(self) -> tuple[float, float]:
        return self.report.win_interval

    @property
    def distance(self) -> float:
        return abs(self.report.win_chance - self.target)

    @property
    def pays(self) -> PcRisk | None:
        """The PC whose chance to go down rises most (None when nobody's rises)."""
        rising = [pc for pc in self.pcs if pc.rise > 0]
        return max(rising, key=lambda pc: (pc.rise, pc.name)) if rising else None

    def words(self) -> str:
        lo, hi = self.interval
        said = "; ".join(c.words for c in self.changes) or t("No change")
        line = t(
            "{changes}: the party wins {win} ({lo} to {hi}), {undecided} undecided.",
            changes=said,
            win=percent(self.win_chance),
            lo=percent(lo),
            hi=percent(hi),
            undecided=percent(self.report.undecided_chance),
        )
        pays = self.pays
        if pays is not None:
            line += " " + t(
                "{name} pays most: goes down in {now} of fights (was {before}).",
                name=pays.name,
                now=percent(pays.down_chance),
                before=percent(pays.before),
            )
        return line

    def to_dict(self) -> dict[str, Any]:
        pays = self.pays
        return {
            "changes": [c.words for c in self.changes],
            "edits": [{"edit": c.edit, "details": list(c.details)} for c in self.changes],
            "win_chance": self.win_chance,
            "interval": list(self.interval),
            "undecided_chance": self.report.undecided_chance,
            "fights": self.report.fights,
            "seed": self.report.seed,
            "pcs": [
                {"id": p.id, "name": p.name, "down_chance": p.down_chance, "before": p.before}
                for p in self.pcs
            ],
            "pays": pays.name if pays is not None else None,
        }


@dataclass(frozen=True)
class Tuning:
    """The encounter before, the target, and the proposals, nearest the target first."""

    target: float
    before: Report
    proposals: tuple[Proposal, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "before": self.before.to_dict(),
            "proposals": [p.to_dict() for p in self.proposals],
        }


@dataclass
class _Search:
    setup: Setup
    target: float
    screen: int
    seed: int
    round_cap: int
    progress: Callable[[str], None] | None
    workers: int = 1  # processes for screenings that do not depend on one another
    seen: dict[str, tuple[tuple[Change, ...], Setup, float]] = field(default_factory=dict)
    # What the line through a shape's screenings says of a candidate on it: (win chance, fights behind it)
    fitted: dict[str, tuple[float, int]] = field(default_factory=dict)

    def key(self, changes: Sequence[Change]) -> str | None:
        try:
            return json.dumps(applied(self.setup, changes), sort_keys=True, default=str)
        except Reject:
            return None

    def estimate(self, key: str) -> tuple[float, int]:
        """The best figure for a screened candidate before its full run, and the fights behind it: the
        fitted line's when its shape was fine-tuned (many screenings together), else its own screening."""
        return self.fitted.get(key, (self.seen[key][2], self.screen))

    def try_(self, changes: Sequence[Change]) -> float | None:
        """The screened win chance of the encounter with `changes` (None: the changes are refused, or
        leave no foe to fight)."""
        return self.try_all([changes])[0]

    def try_all(self, tries: Sequence[Sequence[Change]], workers: int = 1) -> list[float | None]:
        """`try_` of each, in order, the new screenings played side by side on `workers` processes: each
        new candidate's dice are the ones it would roll screened alone in that order (its seed counts the
        candidates screened before it), so the figures are the same."""
        from gm_desk.rules.prep.check import check

        keys: list[str | None] = []
        new: dict[str, tuple[tuple[Change, ...], Setup, int]] = {}  # key -> changes, setup, seed
        for changes in tries:
            try:
                setup = applied(self.setup, changes)
            except Reject:
                keys.append(None)
                continue
            key = json.dumps(setup, sort_keys=True, default=str) if foes(setup) else None
            if key is not None and key not in self.seen and key not in new:
                if check(setup) is not None:
                    key = None
                else:
                    new[key] = (tuple(changes), setup, self.seed * SCREEN_SALT + 1 + len(self.seen) + len(new))
            keys.append(key)
        jobs = [(setup, self.screen, seed, self.round_cap) for _, setup, seed in new.values()]
        for (key, (changes, setup, _)), report in zip(new.items(), simulate_many(jobs, workers), strict=True):
            self.seen[key] = (changes, setup, report.win_chance)
            if self.progress:
                self.progress(
                    t("Tried: {changes}", changes="; ".join(c.words for c in changes) or t("no change"))
                )
        return [self.seen[key][2] if key is not None else None for key in keys]

    def line(self, shape: tuple[Change, ...], start: float) -> None:
        """Fine-tune `shape` along the foes' numbers (each knob in turn until one reaches the target)."""
        ruleset = str(self.setup.get("ruleset"))
        try:
            base = applied(self.setup, shape)
        except Reject:
            return
        for knob in knobs(ruleset)[: 2 if not shape else 1]:
            if abs(start - self.target) <= NEAR:
                return
            toward = 1 if start > self.target else -1  # more dangerous when the party wins too often
            points = [(0, start)]
            steps = toward
            for _ in range(LINE_STEPS):
                changes = turned(base, knob, steps)
                if not changes:
                    break
                found = self.try_((*shape, *changes))
                if found is None:
                    break
                points.append((steps, found))
                if abs(found - self.target) <= NEAR:
                    break
                following = _secant(points, self.target, self.screen)
                if following is None or following in {s for s, _ in points}:
                    following = steps + (toward if (found - self.target) * toward > 0 else -toward)
                    if following in {s for s, _ in points}:
                        break
                steps = following
            near = [s for s, found in points if s and abs(found - self.target) <= NEAR]
            # One screening that lands near the target may be lucky: its neighbours on both sides let the
            # line below say which step is really nearest (screened side by side).
            around = [
                (steps, changes)
                for steps in {n for s in near for n in (s - 1, s + 1)} - {s for s, _ in points} - {0}
                if (changes := turned(base, knob, steps))
            ]
            found_around = self.try_all([(*shape, *changes) for _, changes in around], self.workers)
            points += [(steps, found) for (steps, _), found in zip(around, found_around, strict=True) if found is not None]
            self.fit(shape, base, knob, _distinct(base, knob, points))
            if near:
                return

    def fit(self, shape: tuple[Change, ...], base: Setup, knob: Knob, points: list[tuple[int, float]]) -> None:
        """Read the screenings along one number together: the win chance falls steadily as the foes grow
        stronger, so a straight line in log-odds through all of them estimates each step better than its
        own few fights do (one screening of 40 fights cannot tell 0.77 from 0.81). The step the line puts
        nearest the target is screened too, and every step on the line keeps the line's estimate."""
        line = _line_fit(points, self.screen)
        if line is None:
            return
        a, b = line
        weight = self.screen * min(len(points), LINE_WEIGHT)
        lo, hi = min(s for s, _ in points), max(s for s, _ in points)
        best = min(range(lo, hi + 1), key=lambda s: abs(_expit(a + b * s) - self.target))
        if best != 0 and best not in {s for s, _ in points}:
            changes = turned(base, knob, best)
            if changes and self.try_((*shape, *changes)) is not None:
                points.append((best, _expit(a + b * best)))
        for steps, _found in points:
            key = self.key((*shape, *turned(base, knob, steps))) if steps else self.key(shape)
            if key is not None and key in self.seen:
                self.fitted[key] = (_expit(a + b * steps), weight)


def _logit(p: float, n: int) -> float:
    edge = 0.5 / max(n, 1)
    p = min(max(p, edge), 1 - edge)
    return math.log(p / (1 - p))


def _distinct(base: Setup, knob: Knob, points: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """The screened points of one line, one per encounter: steps past a stat block's bound give the
    same numbers as the last step within it, so only the nearest of them is kept."""
    out: dict[str, tuple[int, float]] = {}
    for steps, found in sorted(points, key=lambda p: abs(p[0])):
        key = json.dumps([c.details for c in turned(base, knob, steps)], default=str)
        out.setdefault(key, (steps, found))
    return sorted(out.values())


def _expit(x: float) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, x))))


def _line_fit(points: list[tuple[int, float]], n: int) -> tuple[float, float] | None:
    """(a, b) of the least-squares line logit(p) = a + b·steps through the screened points, each weighed
    by its binomial information (n·p·(1-p), kept above one fight); None with fewer than three steps or a
    line that does not fall toward danger."""
    if len({s for s, _ in points}) < 3:
        return None
    ws = [max(1.0, n * p * (1 - p)) for _, p in points]
    xs = [float(s) for s, _ in points]
    ys = [_logit(p, n) for _, p in points]
    total = sum(ws)
    mx = sum(w * x for w, x in zip(ws, xs, strict=True)) / total
    my = sum(w * y for w, y in zip(ws, ys, strict=True)) / total
    sxx = sum(w * (x - mx) ** 2 for w, x in zip(ws, xs, strict=True))
    if sxx == 0:
        return None
    b = sum(w * (x - mx) * (y - my) for w, x, y in zip(ws, xs, ys, strict=True)) / sxx
    if b >= 0:  # more steps toward danger must not raise the win chance: noise, not a line to trust
        return None
    return my - b * mx, b


def _secant(points: list[tuple[int, float]], target: float, n: int) -> int | None:
    """The next number of steps: where the line through the last two screened points (in log-odds) meets
    the target, at most four times as far as the last move, rounded to whole steps."""
    (s0, p0), (s1, p1) = points[-2], points[-1]
    l0, l1, goal = _logit(p0, n), _logit(p1, n), _logit(target, n)
    if l0 == l1 or s0 == s1:
        return s1 + 2 * (s1 - s0)
    guess = s1 + (goal - l1) * (s1 - s0) / (l1 - l0)
    reach = 4 * abs(s1 - s0)
    guess = max(s1 - reach, min(s1 + reach, guess))
    return round(guess)


def tune(
    setup: Setup,
    target: float,
    *,
    fights: int = 400,
    seed: int = 0,
    workers: int = DEFAULT_WORKERS,
    round_cap: int = ROUND_CAP,
    bestiary: Sequence[BestiaryCreature] = (),
    allow_options: bool = False,
    proposals: int = DEFAULT_PROPOSALS,
    screen: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> Tuning:
    """Proposals that bring `setup`'s win chance near `target` (see the module's docstring), each played
    `fights` times on `seed`; SetupError for an encounter that cannot be played."""
    if not 0 <= target <= 1:
        raise ValueError(t("The target is a win chance between 0 and 1."))
    check_run(setup, fights, workers, round_cap)
    Encounter(setup)  # SetupError before any search: the full run of the encounter as it is comes last
    search = _Search(setup, target, screen or max(40, min(150, fights // 3)), seed, round_cap, progress, workers)
    start = search.try_(())
    if start is None:  # no foe at all: nothing to tune
        return Tuning(target, simulate(setup, fights=fights, seed=seed, workers=workers, round_cap=round_cap), ())
    harder = start > target
    shapes: list[tuple[Change, ...]] = [()]
    for entries in kinds(setup).values():
        shapes.append((add_another(entries[0]),) if harder else (remove(entries[-1]),))
    shapes += [(c,) for c in swaps(setup, bestiary, harder)]
    if allow_options:
        shapes += [(c,) for c in option_flips(setup)]
    screened = [
        (found, shape) for shape, found in zip(shapes, search.try_all(shapes, workers), strict=True) if found is not None
    ]
    screened.sort(key=lambda item: abs(item[0] - target))
    for found, shape in screened[:SHAPES_TUNED]:
        search.line(shape, found)
    ranked = sorted(
        search.seen.items(), key=lambda item: (abs(search.estimate(item[0])[0] - target), len(item[1][0]))
    )
    finalists = ranked[:proposals]
    # The encounter as it is and each finalist, played in full side by side: independent runs.
    reports = simulate_many(
        [(setup, fights, seed, round_cap)] + [(candidate, fights, seed, round_cap) for _, (_, candidate, _) in finalists],
        workers,
    )
    before = reports[0]
    played = []
    for (key, (changes, candidate, _screened)), report in zip(finalists, reports[1:], strict=True):
        # Ranked by all the evidence on the candidate together (its screening or its line's, and the full
        # run, on independent dice), so a lucky full run does not put a candidate first; its figure stays
        # its own run's.
        guess, behind = search.estimate(key)
        pooled = (guess * behind + report.win_chance * fights) / (behind + fights)
        played.append(
            (abs(pooled - target), len(changes), _proposal(changes, candidate, report, target, before))
        )
    played.sort(key=lambda item: (item[0], item[1]))
    return Tuning(target, before, tuple(p for _, _, p in played))


def _proposal(
    changes: tuple[Change, ...], setup: Setup, report: Report, target: float, before: Report
) -> Proposal:
    was = {pc.id: pc.down_chance for pc in before.pcs}
    pcs = tuple(PcRisk(pc.id, pc.name, pc.down_chance, was.get(pc.id, 0.0)) for pc in report.pcs)
    return Proposal(changes, setup, report, target, pcs)


def verify(proposal: Proposal, before: Setup, workers: int = 1) -> list[str]:
    """What is wrong with a proposal (empty: nothing): its changes must give its setup, and its fights,
    played again on that setup, must give its report exactly."""
    problems = []
    try:
        setup = applied(before, proposal.changes)
    except Reject as refusal:
        return [t("its changes cannot be made: {why}", why=refusal.message)]
    if setup != proposal.setup:
        problems.append(t("its changes do not give the encounter it describes"))
    again = simulate(
        proposal.setup,
        fights=proposal.report.fights,
        seed=proposal.report.seed,
        workers=workers,
        round_cap=proposal.report.round_cap,
    )
    if again.to_json() != proposal.report.to_json():
        problems.append(
            t(
                "its figure ({claimed:.0%}) was not played on it: its own fights give {found:.0%}",
                claimed=proposal.win_chance,
                found=again.win_chance,
            )
        )
    return problems
