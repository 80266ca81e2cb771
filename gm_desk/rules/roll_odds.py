"""Exact odds of a roll the GM is about to enter, in any system, from the rules themselves.

A roll's odds are counted, not sampled and not re-derived: every combination of faces the dice can show
is tried through the system's own decision (`tx.trial`: nothing changes, nothing is logged), and each
is sorted by what the rules made of it — the outcome of the first event that answers the roll (an
attack's "success", a save's "passed", a hit or a miss). So the odds follow the current state and the
options in force, in every system, and can never disagree with what the command will then do.

A roll whose dice give too many combinations (more than `MAX_COMBINATIONS`), or that does not end in an
outcome the rules name (a damage roll, which only has a total), has no outcome odds: `None`.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from gm_desk.rules import dice
from gm_desk.rules.dice import APP_ROLLS_ALL, DiceBox, DiceError
from gm_desk.rules.events import Command, Event
from gm_desk.rules.i18n import N_, percent, t
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Decider, trial
from gm_desk.rules.words import plain

MAX_COMBINATIONS = 2_000
# Event fields that name the outcome of a roll, most telling first.
OUTCOME_KEYS = (
    "first",
    "outcome",
    "result",
    "hit",
    "passed",
    "success",
    "saved",
    "won",
    "cleared",
    "restrained",
    "harm",
)
# How a yes-or-no outcome reads, by its field.
YES_NO = {
    "passed": (N_("passed"), N_("failed")),
    "success": (N_("passed"), N_("failed")),
    "saved": (N_("saved"), N_("not saved")),
    "won": (N_("won"), N_("lost")),
    "cleared": (N_("cleared"), N_("still blocked")),
    "restrained": (N_("held"), N_("breaks free")),
}


@dataclass(frozen=True)
class RollOdds:
    """Each outcome of a roll with its exact chance, most likely first."""

    expr: str
    purpose: str
    outcomes: tuple[tuple[str, Fraction], ...]
    combinations: int

    def words(self) -> str:
        return "  ·  ".join(f"{label} {_percent(p)}" for label, p in self.outcomes)


def _percent(p: Fraction) -> str:
    return percent(p)  # as every chance GM Desk shows: never a certainty that is not one


def die_sizes(expr: str) -> tuple[int, ...] | None:
    """The sizes of the dice ``expr`` draws, in the order it draws them; None when that is not fixed
    (rerolls, exploding dice) or the expression is not one GM Desk rolls."""
    from gm_desk.rules.dice_odds import OddsError, distribution

    try:
        distribution(expr)  # refuses what has no fixed number of dice
    except (OddsError, DiceError):
        return None
    try:
        return dice.dice_drawn(expr)
    except DiceError:
        return None


@dataclass(frozen=True)
class _Also:
    """Another roll came between this one and its outcome: its dice must be counted too."""

    purpose: str
    expr: str


def outcome_of(
    events: tuple[Event, ...],
    purpose: str,
    counted: frozenset[str] = frozenset(),
    state: EncounterState | None = None,
) -> str | _Also | None:
    """What the rules made of the roll for ``purpose``: the first outcome named after it, in words; or
    the other roll that came first (unless it is one of ``counted``); None when no outcome is named."""
    after = False
    for event in events:
        data = event.data
        if event.type == "RollMade":
            rolled = str(data.get("purpose"))
            if rolled == purpose:
                after = True
            elif after and rolled not in counted:
                return _Also(rolled, str(data.get("expr")))
            continue
        if not after:
            continue
        for key in OUTCOME_KEYS:
            value = data.get(key)
            if value is None:
                continue
            if isinstance(value, bool):
                if key == "hit":
                    if value and data.get("crit"):
                        return t("critical hit")
                    return t("hit") if value else t("miss")
                yes, no = YES_NO.get(key, (N_("yes"), N_("no")))
                return t(yes) if value else t(no)
            if isinstance(value, int) and key == "harm":
                return t("{n} harm", n=value)
            if isinstance(value, str):
                if state is not None and value in state.combatants:
                    return t("{name} first", name=state.combatants[value].name)
                return plain(value)
    return None


def roll_odds(
    rules: Decider, state: EncounterState, cmd: Command, purpose: str, expr: str
) -> RollOdds | None:
    """The exact chance of each outcome of the roll ``purpose`` (dice ``expr``) if ``cmd`` were sent now.

    Rolls the rules make between this one and its outcome (a luck die, a damage roll decided first) are
    counted with it, every face of every die, so the chances stay exact.
    """
    rolls: dict[str, tuple[int, ...]] = {}
    wanted = [(purpose, expr)]
    while wanted:
        more, dice_expr = wanted.pop()
        sizes = die_sizes(dice_expr)
        if not sizes:
            return None
        rolls[more] = sizes
        if math.prod(math.prod(s) for s in rolls.values()) > MAX_COMBINATIONS:
            return None
        counts: Counter[str] = Counter()
        names = list(rolls)
        faces_of = [list(itertools.product(*(range(1, n + 1) for n in rolls[name]))) for name in names]
        for combination in itertools.product(*faces_of):
            entered: dict[str, Any] = {
                **cmd.dice,
                **{n: list(f) for n, f in zip(names, combination, strict=True)},
            }
            box = DiceBox(rng=random.Random(0), policy=APP_ROLLS_ALL)
            outcome = trial(rules, state, replace(cmd, dice=entered), box)
            if outcome.rejected is not None:
                return None  # refused whatever the dice: no odds to show
            label = outcome_of(outcome.events, purpose, frozenset(rolls), state)
            if isinstance(label, _Also):
                wanted.append((label.purpose, label.expr))
                break
            if label is None:
                return None
            counts[label] += 1
        else:
            total = sum(counts.values())
            ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
            return RollOdds(expr, purpose, tuple((lab, Fraction(n, total)) for lab, n in ranked), total)
    return None
