"""Exact odds of a dice expression: every total it can give and how many of the equally likely rolls give it.

The expression is read by the dice module's bounds and d20's own parser, so the roller and the odds
agree on what was typed. Dice are convolved one at a time; keep or drop highest or lowest (`2d20kh1`,
`4d6kh3`, `4d6p1`) walks the dice keeping only the sorted kept faces, which stays small for the small
counts a table uses; minimum and maximum faces (`mi`, `ma`) clamp each die. A d% is d20's tens die (0,
10, ... 90). Totals combine with +, - and *; whole numbers only.

What cannot be computed exactly refuses with `OddsError`, a sentence for the GM: rerolls and exploding
dice (no fixed number of dice), division, selectors other than highest or lowest, and expressions whose
exact count would take too long (`MAX_WORK` steps) or hold too many different totals.
"""

from __future__ import annotations

import bisect
import math
import operator
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from gm_desk.rules import dice
from gm_desk.rules.i18n import t

MAX_WORK = 1_000_000  # additions of counts, about a second at most
MAX_TOTALS = 20_000


class OddsError(dice.DiceError):
    """An expression whose odds GM Desk does not compute exactly, in a GM's words."""


@dataclass(frozen=True)
class Distribution:
    """Every total an expression can give, with the number of the `outcomes` equally likely rolls giving it."""

    expr: str
    counts: dict[int, int]
    outcomes: int

    def at_least(self, target: int) -> Fraction:
        """The exact chance that a roll reaches `target` (the total is `target` or more)."""
        hits = sum(n for total, n in self.counts.items() if total >= target)
        return Fraction(hits, self.outcomes)

    @property
    def lowest(self) -> int:
        return min(self.counts)

    @property
    def highest(self) -> int:
        return max(self.counts)


def distribution(expr: str) -> Distribution:
    """The exact distribution of a dice expression, or OddsError saying why it is not computed."""
    text = dice.validate(expr)  # DiceError for anything the roller refuses too
    counts = _plain(text)
    if counts is None:
        import d20

        try:
            tree = d20.parse(text)
        except d20.RollError:  # validate() has parsed it already; kept for safety
            raise OddsError(t("'{text}' is not a dice expression GM Desk understands.", text=text)) from None
        counts = _Walker(text, d20).node(tree)
    outcomes = sum(counts.values())
    return Distribution(text, dict(sorted(counts.items())), outcomes)


def odds_at_least(expr: str, target: int) -> Fraction:
    """The exact chance that `expr` totals `target` or more."""
    return distribution(expr).at_least(target)


# One term of plain notation (`dice._PLAIN`: 2d6+1, d8-1, 1d6-1d4+2), in d20's own spelling (a lower-case d).
_PLAIN_TERM = re.compile(r"\s*([+-]?)\s*(?:(\d*)d(\d+)|(\d+))\s*")


def _plain(text: str) -> Counter[int] | None:
    """The counts of plain notation, walked as d20's tree of it is (left to right, each die's faces summed,
    the same work counted), without loading d20's parser; None for anything else."""
    if "D" in text or not dice._PLAIN.fullmatch(text):
        return None
    walker = _Walker(text)
    total: Counter[int] | None = None
    pos = 0
    while pos < len(text):
        m = _PLAIN_TERM.match(text, pos)
        if m is None or m.end() == pos or (total is None) == bool(m.group(1)):
            return None  # not as _PLAIN reads it: let d20 decide
        sign, count, size, number = m.groups()
        if number is not None:
            part: Counter[int] = Counter({int(number): 1})
        else:
            part = walker.sum_of(Counter(range(1, int(size) + 1)), int(count) if count else 1)
        total = part if total is None else walker.combine(sign, total, part)
        pos = m.end()
    return total


class _Walker:
    """Turns d20's syntax tree into counts, adding up the work as it goes."""

    def __init__(self, text: str, d20: Any = None) -> None:
        self.text = text
        self.ast: Any = d20.diceast if d20 is not None else None  # None: plain notation, no tree (`_plain`)
        self.work = 0

    def too_big(self) -> OddsError:
        return OddsError(
            t(
                "'{text}' has too many possible rolls to count exactly; try fewer or smaller dice.",
                text=self.text,
            )
        )

    def spend(self, steps: int) -> None:
        self.work += steps
        if self.work > MAX_WORK:
            raise self.too_big()

    def node(self, node: Any) -> Counter[int]:
        ast = self.ast
        if isinstance(node, ast.Expression):
            return self.node(node.roll)
        if isinstance(node, (ast.AnnotatedNumber, ast.Parenthetical)):
            return self.node(node.value)
        if isinstance(node, ast.Literal):
            if not isinstance(node.value, int):
                raise OddsError(t("Exact odds take whole numbers only."))
            return Counter({node.value: 1})
        if isinstance(node, ast.UnOp):
            inner = self.node(node.value)
            return inner if node.op == "+" else Counter({-t: n for t, n in inner.items()})
        if isinstance(node, ast.BinOp):
            return self.combine(node.op, self.node(node.left), self.node(node.right))
        if isinstance(node, ast.OperatedDice):
            return self.dice(node.value, node.operations)
        if isinstance(node, ast.Dice):
            return self.dice(node, [])
        raise OddsError(
            t("GM Desk computes exact odds for dice, numbers, +, - and *; not for '{text}'.", text=self.text)
        )

    def combine(self, op: str, a: Counter[int], b: Counter[int]) -> Counter[int]:
        functions: dict[str, Callable[[int, int], int]] = {
            "+": operator.add,
            "-": operator.sub,
            "*": operator.mul,
        }
        if op not in functions:
            raise OddsError(
                t("Exact odds are not computed for '{op}': use +, - or * ('{text}').", op=op, text=self.text)
            )
        self.spend(len(a) * len(b))
        apply = functions[op]
        out: Counter[int] = Counter()
        for x, m in a.items():
            for y, n in b.items():
                out[apply(x, y)] += m * n
        if len(out) > MAX_TOTALS:
            raise self.too_big()
        return out

    def faces(self, node: Any, operations: list[Any]) -> Counter[int]:
        """One die's faces after any minimum or maximum."""
        face_list = range(0, 100, 10) if node.size == "%" else range(1, int(node.size) + 1)
        one = Counter(face_list)
        for op in operations:
            if op.op in ("mi", "ma"):
                sel = op.sels[-1]
                if sel.cat is not None:
                    raise OddsError(
                        t("A minimum or maximum takes a plain number ('{text}').", text=self.text)
                    )
                bound: int = sel.num
                pick: Callable[[int, int], int] = max if op.op == "mi" else min
                clamped: Counter[int] = Counter()
                for f, n in one.items():
                    clamped[pick(f, bound)] += n
                one = clamped
        return one

    def dice(self, node: Any, operations: list[Any]) -> Counter[int]:
        count = int(node.num)
        one = self.faces(node, operations)
        keep = count
        highest = True
        for op in operations:
            if op.op in ("mi", "ma"):
                continue
            if op.op not in ("k", "p"):
                raise OddsError(
                    t(
                        "Rerolled or exploding dice have no exact count here ('{text}'): exact odds take keep or drop highest or lowest.",
                        text=self.text,
                    )
                )
            if keep != count or len(op.sels) != 1 or op.sels[0].cat not in ("h", "l"):
                raise OddsError(
                    t(
                        "Exact odds take one keep or drop of the highest or lowest dice ('{text}').",
                        text=self.text,
                    )
                )
            n, cat = min(op.sels[0].num, count), op.sels[0].cat
            if op.op == "k":
                keep, highest = n, cat == "h"
            else:  # dropping the lowest n keeps the highest count - n, and the other way round
                keep, highest = count - n, cat == "l"
        if keep >= count:
            return self.sum_of(one, count)
        return self.kept_sum(one, count, keep, highest)

    def sum_of(self, one: Counter[int], count: int) -> Counter[int]:
        out: Counter[int] = Counter({0: 1})
        for _ in range(count):
            self.spend(len(out) * len(one))
            step: Counter[int] = Counter()
            for total, m in out.items():
                for face, n in one.items():
                    step[total + face] += m * n
            out = step
        return out

    def kept_sum(self, one: Counter[int], count: int, keep: int, highest: bool) -> Counter[int]:
        """Walk the dice keeping only the sorted `keep` best (or worst) faces so far."""
        if keep <= 0:
            return Counter({0: sum(one.values()) ** count})
        states_bound = math.comb(len(one) + keep - 1, keep)
        if count * states_bound * len(one) > MAX_WORK - self.work:
            raise self.too_big()
        states: Counter[tuple[int, ...]] = Counter({(): 1})
        for _ in range(count):
            self.spend(len(states) * len(one))
            step: Counter[tuple[int, ...]] = Counter()
            for kept, m in states.items():
                for face, n in one.items():
                    grown = list(kept)
                    bisect.insort(grown, face)
                    if len(grown) > keep:
                        grown = grown[1:] if highest else grown[:-1]
                    step[tuple(grown)] += m * n
            states = step
        out: Counter[int] = Counter()
        for kept, m in states.items():
            out[sum(kept)] += m
        return out
