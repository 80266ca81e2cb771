"""The fight in numbers, read from its log alone: what the statistics view and the recap show.

- rounds: the rounds begun (a RoundStarted each, an ambush round included);
- turns: each turn (TurnStarted) with how long it ran, from the time of the entry that began it to the
  time of the entry that ended it (TurnEnded, the next turn, or the fight's end). A turn whose start or
  end time is not known (entries saved before times were kept, a corrupt time) is unknown, never 0;
  the turn still running at the end of the log has no length yet;
- per combatant: turns and their time (a PC's is its player's; the creatures' is the GM's), damage
  dealt and taken as the system reads its own events (`Presentation.hurts`), the Retaliations drawn
  (only in a system that has them), and the rolls made for it against what such rolls give on average
  (the mean of the dice expression; a roll whose expression cannot be read counts, without a mean).

The log's events are folded again from the setup (no rule decided anew, no die rolled) only to know
who is who. Nothing here raises on odd data: an event it does not know counts for nothing, a field that
is not a number is skipped, an event that cannot be folded stops the folding, not the statistics.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from gm_desk.rules import log_time
from gm_desk.rules.dice_odds import distribution
from gm_desk.rules.events import apply_event
from gm_desk.rules.hurts import ident, number
from gm_desk.rules.presentation import PENDING_RETALIATIONS
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.setup import state_from_setup
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Entry

TABLE = ""  # the key of the rolls no combatant made (a card drawn for the table, the GM's own dice)


@dataclass(frozen=True)
class TurnTime:
    """One turn: whose, in which round, and how long it ran (None: not known, or still running)."""

    actor: str
    round: int
    seconds: float | None
    finished: bool = True


@dataclass(frozen=True)
class Figures:
    """One combatant's numbers (or the table's, for rolls no combatant made: `cid` is TABLE)."""

    cid: str
    name: str
    is_pc: bool = False
    turns: int = 0  # finished turns
    timed_turns: int = 0  # finished turns whose time is known
    seconds: float = 0.0  # the time of the timed turns
    dealt: int = 0
    taken: int = 0
    retaliations: int = 0
    rolls: int = 0
    judged_rolls: int = 0  # rolls whose expression has a mean
    rolled: int = 0  # the totals of the judged rolls
    expected: float = 0.0  # their means

    @property
    def untimed_turns(self) -> int:
        return self.turns - self.timed_turns

    @property
    def average_seconds(self) -> float | None:
        return self.seconds / self.timed_turns if self.timed_turns else None

    @property
    def luck(self) -> float | None:
        """How far the judged rolls came above (+) or below (-) their means, in total."""
        return self.rolled - self.expected if self.judged_rolls else None


@dataclass(frozen=True)
class FightStatistics:
    rounds: int
    turns: tuple[TurnTime, ...]
    combatants: tuple[Figures, ...]  # the setup's order, then who joined; the table last, if it rolled
    has_retaliations: bool
    entries: int
    timed_entries: int
    fight_seconds: float | None = None  # from the first timed entry to the last

    def figures(self, cid: str) -> Figures | None:
        return next((f for f in self.combatants if f.cid == cid), None)

    @property
    def unknown_turns(self) -> int:
        return sum(1 for turn in self.turns if turn.finished and turn.seconds is None)

    def side_seconds(self, pcs: bool) -> tuple[float, int, int]:
        """(known seconds, timed turns, untimed turns) of the players' turns (`pcs`) or the GM's."""
        chosen = [f for f in self.combatants if f.cid != TABLE and f.is_pc == pcs]
        return (
            sum(f.seconds for f in chosen),
            sum(f.timed_turns for f in chosen),
            sum(f.untimed_turns for f in chosen),
        )


@functools.lru_cache(maxsize=512)
def mean_of(expr: str) -> float | None:
    """The mean of a dice expression, or None when it cannot be read (never raises)."""
    try:
        d = distribution(expr)
    except Exception:  # an odd or oversized expression from a file: no mean, not a failure
        return None
    return sum(total * n for total, n in d.counts.items()) / d.outcomes if d.outcomes else None


@dataclass
class _Tally:
    cid: str
    turns: int = 0
    timed_turns: int = 0
    seconds: float = 0.0
    dealt: int = 0
    taken: int = 0
    retaliations: int = 0
    rolls: int = 0
    judged_rolls: int = 0
    rolled: int = 0
    expected: float = 0.0


@dataclass
class _Open:
    actor: str
    round: int
    began: datetime | None


@dataclass
class _Walk:
    tallies: dict[str, _Tally] = field(default_factory=dict)
    turns: list[TurnTime] = field(default_factory=list)
    open: _Open | None = None
    rounds: int = 0

    def tally(self, cid: str) -> _Tally:
        found = self.tallies.get(cid)
        if found is None:
            found = self.tallies[cid] = _Tally(cid)
        return found

    def close(self, at: datetime | None) -> None:
        turn, self.open = self.open, None
        if turn is None:
            return
        seconds = None
        if turn.began is not None and at is not None:
            span = (at - turn.began).total_seconds()
            seconds = span if span >= 0 else None  # a clock set back: not known
        self.turns.append(TurnTime(turn.actor, turn.round, seconds))
        tally = self.tally(turn.actor)
        tally.turns += 1
        if seconds is not None:
            tally.timed_turns += 1
            tally.seconds += seconds


def fight_statistics(setup: dict[str, Any], entries: Sequence[Entry], ruleset: Ruleset) -> FightStatistics:
    """The statistics of a fight whose log is `entries` (the entries not undone, in order)."""
    looks = ruleset.presentation
    has_retaliations = looks.shows(PENDING_RETALIATIONS)
    state = _folded(setup, entries, ruleset)
    walk = _Walk()
    moments = [log_time.parsed(entry.made_at) for entry in entries]
    for entry, at in zip(entries, moments, strict=True):
        for event in entry.events:
            kind, data = event.type, event.data
            if kind == "RoundStarted":
                walk.rounds += 1
            elif kind == "TurnStarted" and ident(data.get("actor")) is not None:
                walk.close(at)
                walk.open = _Open(str(data["actor"]), walk.rounds, at)
            elif kind in ("TurnEnded", "EncounterEnded"):
                walk.close(at)
            elif kind == "RollMade":
                _count_roll(walk, data)
        for hurt in looks.hurts(entry.command, entry.events):
            walk.tally(hurt.target).taken += hurt.amount
            if hurt.dealer is not None and hurt.dealer in state.combatants:
                walk.tally(hurt.dealer).dealt += hurt.amount
        if has_retaliations:
            for cid in looks.retaliations_drawn(entry.events):
                walk.tally(cid).retaliations += 1
    if walk.open is not None:
        walk.turns.append(TurnTime(walk.open.actor, walk.open.round, None, finished=False))
    known = [at for at in moments if at is not None]
    span = (max(known) - min(known)).total_seconds() if len(known) > 1 else None
    return FightStatistics(
        rounds=walk.rounds,
        turns=tuple(walk.turns),
        combatants=_figures(walk, state),
        has_retaliations=has_retaliations,
        entries=len(entries),
        timed_entries=len(known),
        fight_seconds=span,
    )


def _count_roll(walk: _Walk, data: dict[str, Any]) -> None:
    total = number(data.get("total"))
    if total is None:
        return
    tally = walk.tally(ident(data.get("actor")) or TABLE)
    tally.rolls += 1
    expr = data.get("expr")
    mean = mean_of(expr) if isinstance(expr, str) else None
    if mean is not None:
        tally.judged_rolls += 1
        tally.rolled += total
        tally.expected += mean


def _folded(setup: dict[str, Any], entries: Sequence[Entry], ruleset: Ruleset) -> EncounterState:
    """The state the log reaches (for names and who is a PC); where an event cannot be folded, the
    state before it."""
    state = state_from_setup(setup, ruleset)
    try:
        for entry in entries:
            for event in entry.events:
                apply_event(state, event, ruleset.reducers)
    except Exception:  # a log the rules cannot fold: the names known so far will do
        return state
    return state


def _figures(walk: _Walk, state: EncounterState) -> tuple[Figures, ...]:
    out: list[Figures] = []
    for cid, c in state.combatants.items():
        tally = walk.tallies.get(cid, _Tally(cid))
        out.append(_made(tally, c.name, c.is_pc))
    for cid, tally in walk.tallies.items():  # rolls or turns of someone the state does not hold
        if cid not in state.combatants and cid != TABLE:
            out.append(_made(tally, cid, False))
    table = walk.tallies.get(TABLE)
    if table is not None:
        out.append(_made(table, "", False))
    return tuple(out)


def _made(tally: _Tally, name: str, is_pc: bool) -> Figures:
    figures = Figures(tally.cid, name, is_pc)
    return replace(
        figures,
        turns=tally.turns,
        timed_turns=tally.timed_turns,
        seconds=tally.seconds,
        dealt=tally.dealt,
        taken=tally.taken,
        retaliations=tally.retaliations,
        rolls=tally.rolls,
        judged_rolls=tally.judged_rolls,
        rolled=tally.rolled,
        expected=tally.expected,
    )

