"""A chance as a GM reads it: whole percent, but never a certainty or an impossibility that the fights did
not show. A run of 20,000 won fights once read "95% interval 100.0% to 100%", and a PC who went down
once in 20,000 fights "0.0% (0.0%–0.0%)" beside another's "0% (0%–0.0%)"."""

from __future__ import annotations

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty import simulate
from gm_desk.rules.i18n import percent, use_numbers


@pytest.mark.parametrize(
    ("chance", "shown"),
    [
        (0.0, "0%"),
        (0.00001, "<0.1%"),
        (0.0004, "<0.1%"),
        (0.003, "0.3%"),
        (0.37, "37%"),
        (0.994, "99%"),
        (0.9962, "99.6%"),
        (0.9995, ">99.9%"),
        (0.99981, ">99.9%"),
        (1.0, "100%"),
    ],
)
def test_whole_percent_unless_rounding_would_claim_a_certainty(chance: float, shown: str) -> None:
    assert percent(chance) == shown


def test_only_nought_and_one_read_as_nought_and_a_hundred_percent() -> None:
    for step in range(1, 100_000):
        shown = percent(step / 100_000)
        assert shown not in ("0%", "100%", "0.0%", "100.0%"), (step, shown)


def test_a_chance_is_written_the_languages_way() -> None:
    use_numbers(",", ".")
    try:
        assert [percent(c) for c in (0.9962, 0.99981, 0.0001, 0.5)] == ["99,6%", ">99,9%", "<0,1%", "50%"]
    finally:
        use_numbers()


def test_a_report_with_every_fight_won_claims_no_certainty_for_its_interval() -> None:
    report = simulate(demo_setup_for("glowlands"), fights=1000, seed=0, workers=2)  # the demo is easy
    assert report.wins == report.fights  # every fight won: the chance is 100%, its interval is not
    lo, _ = report.win_interval
    assert 0.99 < lo < 1.0
    words = report.words()
    assert f"The party wins 100% of them (95% interval {percent(lo)} to 100%)." in words
    assert "interval 100% to" not in words and "100.0%" not in words


def test_a_rolls_odds_say_near_certain_chances_the_same_way() -> None:
    from fractions import Fraction

    from gm_desk.rules.roll_odds import RollOdds

    odds = RollOdds("2d20kh1", "attack", (("hit", Fraction(399, 400)), ("miss", Fraction(1, 400))), 400)
    assert odds.words() == "hit 99.8%  ·  miss 0.2%"  # it read "hit >99%  ·  miss <1%"
