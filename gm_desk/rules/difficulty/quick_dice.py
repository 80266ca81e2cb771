"""The simulation's dice: a `DiceBox` that rolls every die itself, quickly, with the fight's seeded RNG.

The engine's DiceBox evaluates every expression with the d20 library, about a third of a millisecond a
roll, which would be most of a simulated fight. The common shapes (sums of NdM and whole numbers, and a
d20 kept highest or lowest of two: "1d20+3", "2d20kh1-1", "2d6+1") are rolled here directly, the faces
drawn exactly as d20 draws them (`rng.randrange(size) + 1`, in order) and the `Roll` filled the same way
(faces, kept faces, the natural d20); any other expression goes to the engine's own roller. The policy
is "app": GM Desk rolls every die, the players' included, in the simulation's own runs only.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from gm_desk.rules.dice import WHO_ROLLS, DiceBox, Roll, check_expression

APP_ROLLS = WHO_ROLLS["app"][1]

_TERM = re.compile(r"([+-]?)\s*(?:(\d*)d(\d+)(?:k([hl])1)?|(\d+))", re.IGNORECASE)

# A term: (sign, count, size, keep) for dice ("h"/"l": keep one, "": keep all), or (sign, 0, value, "").
Term = tuple[int, int, int, str]


@functools.lru_cache(maxsize=512)
def terms_of(text: str) -> tuple[Term, ...] | None:
    """The terms of a simple expression, or None for anything else (left to the engine's roller)."""
    compact = text.replace(" ", "")
    out: list[Term] = []
    pos = 0
    while pos < len(compact):
        m = _TERM.match(compact, pos)
        if m is None or (pos > 0 and not m.group(1)):
            return None
        sign = -1 if m.group(1) == "-" else 1
        if m.group(5) is not None:
            out.append((sign, 0, int(m.group(5)), ""))
        else:
            count, size, keep = int(m.group(2) or 1), int(m.group(3)), (m.group(4) or "").lower()
            if not 1 <= count <= 100 or not 1 <= size <= 1000 or (keep and count < 1):
                return None
            out.append((sign, count, size, keep))
        pos = m.end()
    return tuple(out) if out else None


class QuickDiceBox(DiceBox):
    """Rolls what it can itself (see the module's docstring), the rest as the engine's DiceBox does."""

    def __init__(self, rng: Any) -> None:
        super().__init__(rng=rng, policy=APP_ROLLS)

    def roll(
        self, expr: str, purpose: str, entered_dice: dict[str, Any] | None = None, *, for_pc: bool = False
    ) -> Roll:
        if (entered_dice and purpose in entered_dice) or self.script:
            return super().roll(expr, purpose, entered_dice, for_pc=for_pc)
        text = check_expression(expr)
        terms = terms_of(text)
        if terms is None:
            return super().roll(expr, purpose, entered_dice, for_pc=for_pc)
        draw = self.rng.randrange
        total = 0
        faces: list[int] = []
        kept: list[int] = []
        kept_d20: list[int] = []
        for sign, count, size, keep in terms:
            if count == 0:
                total += sign * size
                continue
            rolled = [draw(size) + 1 for _ in range(count)]
            faces += rolled
            chosen = [max(rolled)] if keep == "h" else [min(rolled)] if keep == "l" else rolled
            kept += chosen
            if size == 20:
                kept_d20 += chosen
            total += sign * sum(chosen)
        natural = kept_d20[0] if len(kept_d20) == 1 else None
        return Roll(text, total, tuple(faces), tuple(kept), natural, "rolled", purpose)
