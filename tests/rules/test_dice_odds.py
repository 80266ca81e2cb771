"""Exact odds of a dice expression, checked against an exhaustive count of every roll of the dice."""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from fractions import Fraction

import pytest

from gm_desk.rules import dice
from gm_desk.rules.dice_odds import OddsError, distribution, odds_at_least


def exhaustive(expr: str) -> Counter[int]:
    """Every face combination fed through the dice module (d20's own evaluator), totals counted."""
    sizes = [die.sides for die in dice.roll_shown(expr, random.Random(0))[1]]
    out: Counter[int] = Counter()
    for faces in itertools.product(*(range(1, s + 1) for s in sizes)):
        out[dice.entered(expr, faces).total] += 1
    return out


CASES = [
    "3d6+2",
    "2d20kh1",
    "2d20kl1",
    "4d6kh3",
    "4d6pl1",
    "3d6ph1",
    "1d20kl1+5",
    "2d6*2-1d4",
    "4d6mi2",
    "3d4ma3+1",
    "-1d8+10",
    "(1d6+1)*2",
    "2d10kh1+1d4kl1",
    "5",
]


@pytest.mark.parametrize("expr", CASES)
def test_the_distribution_matches_an_exhaustive_count_of_the_dice(expr: str) -> None:
    counted = exhaustive(expr)
    got = distribution(expr)
    assert got.counts == dict(counted)
    assert got.outcomes == sum(counted.values())
    for target in range(min(counted) - 1, max(counted) + 2):
        hits = sum(n for total, n in counted.items() if total >= target)
        assert got.at_least(target) == Fraction(hits, got.outcomes), target


def test_known_answers_read_as_a_gm_knows_them() -> None:
    assert odds_at_least("1d20", 11) == Fraction(1, 2)
    assert odds_at_least("2d20kh1", 20) == Fraction(39, 400)  # advantage: 1 - (19/20)^2
    assert odds_at_least("2d6", 7) == Fraction(21, 36)
    assert odds_at_least("3d6", 19) == 0 and odds_at_least("3d6", 3) == 1


def test_a_percentile_die_is_the_tens_die_d20_rolls() -> None:
    got = distribution("1d%")
    assert got.counts == {face: 1 for face in range(0, 100, 10)}


def test_many_dice_are_counted_exactly_and_fast() -> None:
    start = time.perf_counter()
    got = distribution("100d6")
    assert got.outcomes == 6**100 and got.lowest == 100 and got.highest == 600
    assert got.counts[100] == 1 and got.counts[101] == 100
    assert time.perf_counter() - start < 5


@pytest.mark.parametrize(
    ("expr", "words"),
    [
        ("3d6e6", "exploding"),
        ("4d6rr1", "Rerolled"),
        ("2d6/2", "'/'"),
        ("2d6p1", "highest or lowest"),
        ("100d1000", "too many possible rolls"),
        ("60d20kh30", "too many possible rolls"),
        ("1.5+1d6", "whole numbers"),
    ],
)
def test_what_cannot_be_counted_exactly_is_refused_in_words(expr: str, words: str) -> None:
    with pytest.raises(OddsError) as refused:
        distribution(expr)
    assert words in str(refused.value)


@pytest.mark.parametrize("expr", ["", "1d1001", "101d6", "abc", "2d6+"])
def test_what_the_roller_refuses_the_odds_refuse_too(expr: str) -> None:
    with pytest.raises(dice.DiceError):
        distribution(expr)
