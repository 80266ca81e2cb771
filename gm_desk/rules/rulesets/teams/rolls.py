"""Tests: attribute die + skill die + proficiency, the luck die rolled beside them, and advantage.

A test rolls one expression such as `1d6+1d4+1` (entered dice: the faces in that order), then the luck
die (`1d20` plus the combatant's `luck_mod`; its size is option A13). On an ordinary test a luck roll of
20 or more adds +4; on an attack it does not (the weapon's critical threshold is read instead).

Advantage (A6, option `advantage`): with `best_of` the whole test is rolled 1 + |level| times and the
best (worst for a negative level) is kept; purposes are `attack`, `attack#2`, `attack#3`... With
`flat_bonus` the test is rolled once and each level adds (or takes) 2. The luck die is rolled once
either way: advantage is about the test, the luck die stands apart from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gm_desk.rules.rulesets.teams import stats
from gm_desk.rules.state import Combatant

if TYPE_CHECKING:
    from gm_desk.rules.tx import Tx

LUCKY = 20  # an ordinary test's luck roll at or above this adds LUCK_BONUS
LUCK_BONUS = 4
MAX_ADVANTAGE = 4  # more sources than this do not stack further (a sanity bound on dice rolled)


@dataclass(frozen=True)
class TestResult:
    rolls: tuple[int, ...]  # each roll of the whole test (one per advantage level)
    kept: int  # the roll that counts, proficiency included
    bonus: int  # situational modifiers, guard, flat advantage
    luck: int  # luck die plus luck_mod
    luck_bonus: int  # +4 on an ordinary test with luck 20 or more

    @property
    def total(self) -> int:
        return self.kept + self.bonus + self.luck_bonus


def test_expression(c: Combatant, attribute: str | None, skill: str | None, prof: str | None) -> str:
    parts = [f"1{d}" for d in (stats.die(c, "attributes", attribute), stats.die(c, "skills", skill)) if d]
    value = stats.proficiency(c, prof)
    if value or not parts:
        parts.append(str(value))
    return "+".join(parts)


def luck_expression(tx: Tx, c: Combatant) -> str:
    mod = stats.num(c, "luck_mod", 0)
    return f"1{tx.state.options['luck_die']}" + (f"{mod:+d}" if mod else "")


def roll_luck(tx: Tx, c: Combatant, purpose: str) -> int:
    return tx.roll(luck_expression(tx, c), purpose, c.id).total


def roll_test(
    tx: Tx,
    c: Combatant,
    purpose: str,
    attribute: str | None,
    skill: str | None,
    prof: str | None,
    *,
    bonus: int = 0,
    advantage: int = 0,
    attack: bool = False,
) -> TestResult:
    expr = test_expression(c, attribute, skill, prof)
    level = max(-MAX_ADVANTAGE, min(MAX_ADVANTAGE, advantage))
    if tx.state.options["advantage"] == "best_of":
        rolls = [
            tx.roll(expr, purpose if i == 0 else f"{purpose}#{i + 1}", c.id).total
            for i in range(1 + abs(level))
        ]
        kept = min(rolls) if level < 0 else max(rolls)
    else:
        rolls = [tx.roll(expr, purpose, c.id).total]
        kept = rolls[0]
        bonus += 2 * level
    luck = roll_luck(tx, c, f"{purpose}_luck")
    luck_bonus = LUCK_BONUS if not attack and luck >= LUCKY else 0
    return TestResult(tuple(rolls), kept, bonus, luck, luck_bonus)
