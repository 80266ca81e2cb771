"""A check for the log a GM reads: no snake_case word (a raw field, resource or stat name) in any line,
and no line that is only the event's own type name ("GearUsed"): every event a GM sees is put in words."""

from __future__ import annotations

import re

from gm_desk.rules.engine import Encounter
from gm_desk.rules.words import QUIET_EVENTS

SNAKE = re.compile(r"\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b")


def raw_words_in_log(enc: Encounter) -> list[str]:
    """'<event type>: <line>' for each described event whose words include a snake_case token or are
    only the event's type name."""
    out = []
    for event in enc.events():
        if event.type in QUIET_EVENTS:
            continue
        text = enc.describe(event) or ""
        if SNAKE.search(text) or text.strip() in (event.type, event.type.rpartition(".")[2]):
            out.append(f"{event.type}: {text}")
    return out
