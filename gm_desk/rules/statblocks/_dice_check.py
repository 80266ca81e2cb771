"""A bounded check for the damage expressions written in bestiary stat blocks.

Stat blocks come from files a GM downloaded, so an expression is hostile until proven otherwise. d20 caps
the dice it rolls but not the expression it parses: a few hundred chained terms overflow the parser's
recursion, a huge literal trips Python's int-size guard, and ``1000d<huge>`` builds enormous strings. So
the length is capped before d20 sees the text, and the parsed tree is walked to bound every die.

Only plain damage arithmetic is accepted: dice, whole numbers, ``+ - *``, parentheses and the keep/drop,
min/max and reroll-once operators. Division (which can divide by zero), open-ended explosions and
rerolls (which can roll forever) and comments have no place in a stat block.

This is deliberately separate from ``gm_desk.rules.dice``: validating a file must not depend on the roller.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t

if TYPE_CHECKING:
    from d20 import diceast

MAX_LENGTH = 64
MAX_DICE = 100
MAX_DIE_SIZE = 1000
MAX_LITERAL = 1_000_000

# d20 set operators that terminate after at most one extra roll per die.
_SAFE_SET_OPS = frozenset({"k", "p", "mi", "ma", "ro", "ra"})
_SAFE_BINOPS = frozenset({"+", "-", "*"})


class DiceExpressionError(ValueError):
    """The expression is not a bounded damage expression; the message is written for a GM."""


def check_dice(expr: str) -> str:
    """Return ``expr`` stripped if it is a bounded damage expression, else raise DiceExpressionError."""
    if not isinstance(expr, str):
        raise DiceExpressionError(t("must be a dice expression such as 1d6+1"))
    return _check_text(expr.strip())


@functools.lru_cache(maxsize=4096)
def _check_text(text: str) -> str:
    """Packs repeat the same few expressions thousands of times: parse each one once."""
    if not text:
        raise DiceExpressionError(t("must not be empty; leave it out for a Retaliation without damage"))
    if len(text) > MAX_LENGTH:
        raise DiceExpressionError(
            t("dice expression is longer than {MAX_LENGTH} characters", MAX_LENGTH=MAX_LENGTH)
        )
    tree = _parse(text)
    dice = _count_dice(tree)
    if dice > MAX_DICE:
        raise DiceExpressionError(
            t("rolls {dice} dice; at most {MAX_DICE} are allowed", dice=dice, MAX_DICE=MAX_DICE)
        )
    return text


def _parse(text: str) -> diceast.Expression:
    # d20 costs ~120 ms to import; only pay for it when a stat block is actually validated.
    import d20

    try:
        return d20.parse(text, allow_comments=False)
    except (d20.RollError, RecursionError, ValueError) as exc:
        raise DiceExpressionError(
            t("{repr_text} is not a dice expression such as 1d6+1", repr_text=repr(text))
        ) from exc


def _count_dice(root: diceast.Node) -> int:
    """Walk the parsed tree without recursion; check each node and count the dice it rolls."""
    from d20 import diceast

    total = 0
    stack: list[diceast.Node] = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, diceast.Dice):
            total += _check_die(node)
        elif isinstance(node, diceast.Literal):
            _check_literal(node)
        elif isinstance(node, diceast.BinOp) and node.op not in _SAFE_BINOPS:
            raise DiceExpressionError(
                t("operator {repr_op} is not allowed; use + - * only", repr_op=repr(node.op))
            )
        elif isinstance(node, diceast.OperatedSet):
            _check_set_ops(node)
        elif isinstance(node, diceast.AnnotatedNumber):
            raise DiceExpressionError(t("annotations in [brackets] are not allowed in damage"))
        elif isinstance(node, diceast.NumberSet):
            raise DiceExpressionError(t("number sets in (a, b) form are not allowed in damage"))
        stack.extend(node.children)
    return total


def _check_die(node: diceast.Dice) -> int:
    size = 100 if node.size == "%" else node.size
    if not isinstance(size, int) or size < 1:
        raise DiceExpressionError(t("a die needs at least 1 side, not d{size}", size=node.size))
    if size > MAX_DIE_SIZE:
        raise DiceExpressionError(
            t(
                "d{size} is too large; dice have at most {MAX_DIE_SIZE} sides",
                size=size,
                MAX_DIE_SIZE=MAX_DIE_SIZE,
            )
        )
    if node.num < 1:
        raise DiceExpressionError(t("roll at least one die, not {num}d{size}", num=node.num, size=node.size))
    if node.num > MAX_DICE:
        raise DiceExpressionError(
            t("{num} dice in one term; at most {MAX_DICE} are allowed", num=node.num, MAX_DICE=MAX_DICE)
        )
    return node.num


def _check_literal(node: diceast.Literal) -> None:
    value = node.value
    if isinstance(value, bool) or not isinstance(value, int):
        raise DiceExpressionError(t("{value} is not a whole number", value=value))
    if abs(value) > MAX_LITERAL:
        raise DiceExpressionError(t("{value} is too large for damage", value=value))


def _check_set_ops(node: diceast.OperatedSet) -> None:
    for operation in node.operations:
        if operation.op not in _SAFE_SET_OPS:
            raise DiceExpressionError(
                t(
                    "dice operator {repr_op} can roll without end; use k, p, mi, ma, ro or ra",
                    repr_op=repr(operation.op),
                )
            )
