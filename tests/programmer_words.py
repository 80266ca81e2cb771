"""What a GM must never read (#30.6): a snake_case word, a Python value, a `field[0].name` path, an id
such as card1 or g2. The tests of the table's words read texts through `programmer_words`."""

from __future__ import annotations

import re
from collections.abc import Iterable

SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
PYTHON = re.compile(r"\b(?:True|False|None)\b")
FIELD_PATH = re.compile(r"\b[a-z_]+\[[0-9]+\]\.[a-z_]+")
NUMBERED_ID = re.compile(r"\b(?!d\d)[a-z]{1,8}\d+\b")  # card1, g2, zone7 (not a die: d6, 2d10)
DICE = re.compile(r"\b\d*d\d+(?:[+-]\d+)?\b")


def programmer_words(text: str, ids: Iterable[str] = ()) -> list[str]:
    """The programmer words in `text` (empty when a GM may read all of it); `ids` are internal ids that
    must not show in brackets ("(ava)")."""
    rest = DICE.sub(" ", text)
    found = [m.group(0) for rx in (SNAKE, PYTHON, FIELD_PATH, NUMBERED_ID) for m in rx.finditer(rest)]
    found += [f"({i})" for i in ids if i and f"({i})" in rest]
    return found
