"""Numbers a widget shows outside a translated sentence are written the language's way: the Difficulty
report's "99.6%" and a PC's mean Strain "2.3", the combat panel's odds "0.4%" and the dice roller's chance
read "99,6%", "2,3", "0,4%" in German (they kept the English decimal point beside German words)."""

from __future__ import annotations

from fractions import Fraction

from gm_desk.ui.combat.threat_attack import percent
from gm_desk.ui.dice_roller import chance_words
from gm_desk.ui.difficulty.badge import pct
from gm_desk.ui.i18n import ENGLISH, number, use_language


def test_numbers_shown_alone_take_the_german_decimal_comma(german) -> None:
    assert number(2.345, ".1f") == "2,3"
    assert number(12345, ",") == "12.345"
    assert pct(0.996) == "99,6%"
    assert pct(0.55) == "55%"
    assert percent(Fraction(1, 250)) == "0,4%"
    assert "12,5%" in chance_words(Fraction(1, 8))


def test_english_keeps_its_point(qapp) -> None:
    use_language(ENGLISH)
    assert (number(2.345, ".1f"), pct(0.996), percent(Fraction(1, 250))) == ("2.3", "99.6%", "0.4%")
    assert "12.5%" in chance_words(Fraction(1, 8))
