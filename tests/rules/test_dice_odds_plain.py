"""Plain notation (2d6+1, d8-1, 1d6-1d4+2) is counted without d20's parser, with the counts and the refusals
d20's tree gives; anything else still goes through d20."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import d20
import pytest

from gm_desk.rules import dice
from gm_desk.rules.dice_odds import OddsError, _plain, _Walker, distribution

PLAIN = ["7", "d6", "1d6", "0d6", "2d6 + 1", "1d8-1", "1d6-1d4+2", "3d6-2", "1d20+3", "2 + 3 - 1d4", "10d10", "40d100"]


def by_d20(text: str) -> Counter[int] | str:
    try:
        return _Walker(text, d20).node(d20.parse(text))
    except OddsError as refused:
        return str(refused)


def by_plain(text: str) -> Counter[int] | str | None:
    try:
        return _plain(text)
    except OddsError as refused:
        return str(refused)


@pytest.mark.parametrize("expr", PLAIN)
def test_plain_notation_counts_as_d20s_tree_does(expr: str) -> None:
    text = dice.validate(expr)
    assert by_plain(text) == by_d20(text)


def test_what_is_not_plain_is_left_to_d20() -> None:
    for text in ("4d6kh3", "2d20kl1+1", "1D6", "(1d6)*2", "1d6mi2"):
        assert _plain(text) is None
    assert distribution("4d6kh3").outcomes == 6**4
    with pytest.raises(OddsError):
        distribution("1D6")  # d20 reads no capital D: refused as before


def test_plain_odds_load_no_parser() -> None:
    code = (
        "import sys\n"
        "from gm_desk.rules.dice_odds import distribution\n"
        "assert distribution('2d6+1').outcomes == 36\n"
        "print('d20' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
