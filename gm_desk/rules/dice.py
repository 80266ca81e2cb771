"""Dice: notation through the d20 package, with rolls that can be typed in, scripted or rolled.

Players roll physical dice, so every roll can come from three sources: the random generator, faces the
GM typed in, or a script (tests, replays). All three go through d20's own evaluator, so keep/drop,
arithmetic and limits behave the same whatever the source. A roll is a plain value (`Roll`) that the
engine logs as an event; replays read that value back and never roll again.

Who may leave a roll to the app is a campaign's choice (`DicePolicy`, set on the engine's `DiceBox`):
by default players type their own dice and GM Desk rolls only for the creatures. A roll the policy keeps
for a player, left blank and not scripted, raises `RollNeeded` instead of being rolled.

Hostile expressions are bounded before d20 sees them: a length cap, a cap on the number of dice and on
die size, and every parser failure (RollError, RecursionError, ValueError) becomes one `DiceError`.
"""

from __future__ import annotations

import functools
import random
import re
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.dice_limits import MAX_DICE, MAX_DIE_SIZE, MAX_EXPRESSION_LENGTH, MAX_FACES_ROLLED
from gm_desk.rules.i18n import N_, t

SOURCES = ("rolled", "entered", "scripted")

_DICE_TERM = re.compile(r"(\d*)\s*d\s*(\d+|%)", re.IGNORECASE)


class DiceError(ValueError):
    """The one error a dice expression or an entered roll can raise: a sentence for the GM."""


@dataclass(frozen=True, slots=True)
class Roll:
    """One roll as it happened: what was asked, what the dice showed, what counts."""

    expr: str
    total: int
    faces: tuple[int, ...]
    kept: tuple[int, ...]
    natural: int | None  # the kept d20 face when the expression has exactly one kept d20
    source: str = "rolled"
    purpose: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "expr": self.expr,
            "total": self.total,
            "faces": list(self.faces),
            "kept": list(self.kept),
            "natural": self.natural,
            "source": self.source,
            "purpose": self.purpose,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Roll:
        return cls(
            expr=str(data["expr"]),
            total=int(data["total"]),
            faces=tuple(int(f) for f in data.get("faces", ())),
            kept=tuple(int(f) for f in data.get("kept", ())),
            natural=None if data.get("natural") is None else int(data["natural"]),
            source=str(data.get("source", "rolled")),
            purpose=str(data.get("purpose", "")),
        )


# --- bounding -------------------------------------------------------------------------------------


def check_expression(expr: str) -> str:
    """Return the expression stripped, or raise DiceError if it is not a sane dice expression."""
    if not isinstance(expr, str):
        raise DiceError(t("A dice expression must be text, such as 1d20+3."))
    text = expr.strip()
    if not text:
        raise DiceError(t("The dice expression is empty."))
    if len(text) > MAX_EXPRESSION_LENGTH:
        raise DiceError(
            t(
                "The dice expression is longer than {MAX_EXPRESSION_LENGTH} characters.",
                MAX_EXPRESSION_LENGTH=MAX_EXPRESSION_LENGTH,
            )
        )
    if not text.isascii() or any(ch in text for ch in "\x00\r\n\t[]{}#"):
        raise DiceError(
            t("'{_shown}' has characters that do not belong in dice notation.", _shown=_shown(text))
        )
    total_dice = 0
    for count, size in _DICE_TERM.findall(text):
        n = int(count) if count else 1
        s = 100 if size == "%" else int(size)
        if s < 1 or s > MAX_DIE_SIZE:
            raise DiceError(
                t(
                    "Dice must have between 1 and {MAX_DIE_SIZE} sides ('{_shown}').",
                    MAX_DIE_SIZE=MAX_DIE_SIZE,
                    _shown=_shown(text),
                )
            )
        total_dice += n
        if total_dice > MAX_DICE:
            raise DiceError(
                t("'{_shown}' rolls more than {MAX_DICE} dice.", _shown=_shown(text), MAX_DICE=MAX_DICE)
            )
    for number in re.findall(r"\d+", text):
        if len(number) > 6:
            raise DiceError(t("'{_shown}' holds a number too large for a dice roll.", _shown=_shown(text)))
    return text


# Plain damage notation (2, 1d6, 2d8+3, 1d4-1+2): sane by construction once check_expression passed,
# so validating it needs no parser. Stat blocks are full of these; d20's grammar loads only when needed.
_PLAIN = re.compile(r"\s*(\d+|\d*d\d+)(\s*[+-]\s*(\d+|\d*d\d+))*\s*", re.IGNORECASE)


@functools.lru_cache(maxsize=1024)
def validate(expr: str) -> str:
    """Check an expression fully (syntax included) without keeping the roll."""
    return _validated(expr) if isinstance(expr, str) else _validated.__wrapped__(expr)


@functools.lru_cache(maxsize=1024)
def _validated(expr: str) -> str:
    # Kept per text: a weapon's damage is checked each time the weapon is read (thousands of times in a
    # simulated run), and d20 parses the expression anew each time. A refusal is not kept.
    text = check_expression(expr)
    if not _PLAIN.fullmatch(text):
        _evaluate(text, _Faces(rng=random.Random(0)))
    return text


def _shown(text: str) -> str:
    return text if len(text) <= 24 else text[:21] + "..."


# --- the face source d20 draws from ---------------------------------------------------------------


class _Faces:
    """Stands in for the `random` module inside d20 for one evaluation: queued faces first, then an RNG."""

    def __init__(self, queued: Iterable[int] = (), rng: random.Random | None = None) -> None:
        self.queued = deque(queued)
        self.rng = rng

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        # d20 asks randrange(size) for a die and randrange(0, 100, 10) for the tens die of a d%.
        if stop is None:
            size = start
            return self._next(size) - 1
        # The tens die of a d%: faces 0, 10, ... 90 are entered as 1..10 like any d10.
        return (self._next(10) % 10) * step

    def _next(self, size: int) -> int:
        if self.queued:
            face = self.queued.popleft()
            if not 1 <= face <= size:
                raise DiceError(t("A d{size} cannot show {face}.", size=size, face=face))
            return face
        if self.rng is None:
            raise DiceError(t("Not enough dice were entered for this roll."))
        return self.rng.randrange(size) + 1


_d20_module: Any = None


def _d20() -> Any:
    """Import d20 when first needed: it costs about a tenth of a second at start-up."""
    global _d20_module
    if _d20_module is None:
        import d20
        import d20.expression

        _d20_module = d20
    return _d20_module


_shared_roller: Any = None


def _roller() -> Any:
    """One roller for the process: it keeps d20's cache of parsed expressions between rolls."""
    global _shared_roller
    if _shared_roller is None:
        d20 = _d20()
        _shared_roller = d20.Roller(context=d20.RollContext(MAX_FACES_ROLLED))
    return _shared_roller


def _evaluate(text: str, faces: _Faces) -> tuple[int, list[tuple[int, bool, int]]]:
    d20 = _d20()
    expression_module = d20.expression
    saved = expression_module.random
    expression_module.random = faces
    try:
        result = _roller().roll(text)
        return int(result.total), _walk(result.expr, d20)
    except DiceError:
        raise
    except (d20.RollError, RecursionError, ValueError, TypeError, ZeroDivisionError, OverflowError) as exc:
        raise DiceError(
            t(
                "'{_shown}' is not a dice expression GM Desk understands ({_reason}).",
                _shown=_shown(text),
                _reason=_reason(exc),
            )
        ) from None
    finally:
        expression_module.random = saved


def _reason(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return t("it is nested too deeply")
    if isinstance(exc, ZeroDivisionError):
        return t("it divides by zero")
    name = type(exc).__name__
    if name == "RollSyntaxError":
        return t("the notation is malformed")
    if name == "TooManyRolls":
        return t("it rolls too many dice")
    return str(exc).splitlines()[0][:80] if str(exc) else name


def _walk(node: Any, d20: Any) -> list[tuple[int, bool, int]]:
    """Every die in the evaluated tree as (face, kept, size), in order; rerolled dice show their last face."""
    if isinstance(node, d20.Dice):
        return [
            (
                int(die.values[-1].number),
                bool(node.kept and die.kept and die.values[-1].kept),
                int(die.size) if die.size != "%" else 100,
            )
            for die in node.values
            if die.values
        ]
    out: list[tuple[int, bool, int]] = []
    for child in node.children:
        out.extend(_walk(child, d20))
    return out


def _natural_d20(tree: list[tuple[int, bool, int]]) -> int | None:
    kept_d20 = [face for face, kept, size in tree if kept and size == 20]
    return kept_d20[0] if len(kept_d20) == 1 else None


# --- the three sources ----------------------------------------------------------------------------


def _make(text: str, faces: _Faces, source: str, purpose: str) -> Roll:
    total, tree = _evaluate(text, faces)
    if faces.queued:
        raise DiceError(t("More dice were entered than '{_shown}' rolls.", _shown=_shown(text)))
    return Roll(
        expr=text,
        total=total,
        faces=tuple(face for face, _, _ in tree),
        kept=tuple(face for face, kept, _ in tree if kept),
        natural=_natural_d20(tree),
        source=source,
        purpose=purpose,
    )


def roll(expr: str, rng: random.Random | None = None, purpose: str = "") -> Roll:
    """Roll an expression with the random generator (a seeded one for reproducible runs)."""
    text = check_expression(expr)
    return _make(text, _Faces(rng=rng or random.Random()), "rolled", purpose)


def dice_drawn(expr: str) -> tuple[int, ...]:
    """The size of each die ``expr`` draws, in the order it draws them (the faces typed in fill them in
    that order). DiceError for an expression GM Desk does not roll."""
    sizes: list[int] = []

    class Recorder(_Faces):
        def _next(self, size: int) -> int:
            sizes.append(size)
            return 1

    _evaluate(check_expression(expr), Recorder())
    return tuple(sizes)


def entered(expr: str, faces: Sequence[int], purpose: str = "", source: str = "entered") -> Roll:
    """Build the roll a player made at the table from the faces the dice showed."""
    text = check_expression(expr)
    try:
        values = [int(f) for f in faces]
    except (TypeError, ValueError):
        raise DiceError(t("Entered dice must be whole numbers.")) from None
    return _make(text, _Faces(queued=values), source, purpose)


def entered_total(expr: str, total: int, natural: int | None = None, purpose: str = "") -> Roll:
    """A roll known only by its total (a player said "I got 17"), with the natural die if they said it."""
    text = check_expression(expr)
    if not isinstance(total, int) or isinstance(total, bool) or abs(total) > 10**6:
        raise DiceError(t("An entered total must be a whole number."))
    return Roll(text, total, (), (), natural, "entered", purpose)


# --- who rolls what -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DicePolicy:
    """Which rolls GM Desk may make itself when nothing was typed: a PC's, a creature's (or the GM's,
    such as a card draw: any roll whose actor is not a PC)."""

    app_rolls_pcs: bool = False
    app_rolls_npcs: bool = True

    def may_roll(self, for_pc: bool) -> bool:
        return self.app_rolls_pcs if for_pc else self.app_rolls_npcs


# A campaign's setting, by name: what the campaign manager offers and the store keeps.
WHO_ROLLS: dict[str, tuple[str, DicePolicy]] = {
    "players": (N_("Players type their own dice; GM Desk rolls for the creatures"), DicePolicy(False, True)),
    "app": (N_("GM Desk rolls every die left blank"), DicePolicy(True, True)),
    "typed": (N_("Every die is typed in (players' and the GM's)"), DicePolicy(False, False)),
}
DEFAULT_WHO_ROLLS = "players"
APP_ROLLS_ALL = DicePolicy(True, True)


def policy_named(name: str | None) -> DicePolicy:
    """The policy a campaign's setting names (the default one for an unknown or missing name)."""
    return WHO_ROLLS.get(name or "", WHO_ROLLS[DEFAULT_WHO_ROLLS])[1]


class RollNeeded(Exception):
    """A roll the policy keeps for a person (a player, or the GM) was left blank: nothing is rolled."""

    def __init__(self, expr: str, purpose: str) -> None:
        super().__init__(t("The {purpose} ({expr}) must be typed in.", purpose=purpose or t("roll"), expr=expr))
        self.expr = expr
        self.purpose = purpose


# --- a dice service for the engine ----------------------------------------------------------------


@dataclass
class DiceBox:
    """Where a command's rolls come from: entered faces by purpose, a script, then the random generator.

    `entered` maps a roll purpose to the faces a player typed in (or to {"total": n, "natural": d}).
    `script` is a queue of faces used in order by any purpose (tests and replays).
    `policy` says which blank rolls the random generator may make (every one unless a campaign says
    otherwise: scripts, tools and the probe roll freely); one it may not make raises `RollNeeded`.
    """

    rng: random.Random = field(default_factory=random.Random)
    script: deque[int] = field(default_factory=deque)
    policy: DicePolicy = APP_ROLLS_ALL

    def roll(
        self, expr: str, purpose: str, entered_dice: dict[str, Any] | None = None, *, for_pc: bool = False
    ) -> Roll:
        given = (entered_dice or {}).get(purpose)
        if given is not None:
            return _from_entry(expr, purpose, given)
        if not self.script and not self.policy.may_roll(for_pc):
            raise RollNeeded(check_expression(expr), purpose)
        if self.script:
            text = check_expression(expr)
            faces = _Faces(queued=(), rng=None)
            faces.queued = self.script  # take only as many as the expression needs
            total, tree = _evaluate(text, faces)
            return Roll(
                text,
                total,
                tuple(f for f, _, _ in tree),
                tuple(f for f, k, _ in tree if k),
                _natural_d20(tree),
                "scripted",
                purpose,
            )
        return roll(expr, self.rng, purpose)


def _from_entry(expr: str, purpose: str, given: Any) -> Roll:
    """What a player typed for one roll: faces ([15] or 15) or {"faces": [...]} or {"total": n, "natural": d}."""
    if isinstance(given, dict):
        if "faces" in given:
            return entered(expr, given["faces"], purpose)
        total, natural = given.get("total"), given.get("natural")
        if not isinstance(total, int) or isinstance(total, bool):
            raise DiceError(
                t("For the {value}, type the faces the dice showed or the total.", value=purpose or "roll")
            )
        if natural is not None and (
            not isinstance(natural, int) or isinstance(natural, bool) or not 1 <= natural <= 1000
        ):
            raise DiceError(t("The natural die must be a whole number the die can show."))
        return entered_total(expr, total, natural, purpose)
    if isinstance(given, int) and not isinstance(given, bool):
        return entered(expr, [given], purpose)
    if isinstance(given, (list, tuple)):
        return entered(expr, list(given), purpose)
    raise DiceError(
        t("For the {value}, type the faces the dice showed or the total.", value=purpose or "roll")
    )


# --- a roll shown die by die ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Die:
    """One die of a roll as a roller shows it: its face, its size, and whether it counts."""

    face: int
    sides: int
    kept: bool


def roll_shown(expr: str, rng: random.Random | None = None) -> tuple[Roll, tuple[Die, ...]]:
    """Roll like `roll`, and name every die in the expression's order, kept or dropped (a dice roller)."""
    text = check_expression(expr)
    total, tree = _evaluate(text, _Faces(rng=rng or random.Random()))
    result = Roll(
        text,
        total,
        tuple(face for face, _, _ in tree),
        tuple(face for face, kept, _ in tree if kept),
        _natural_d20(tree),
    )
    return result, tuple(Die(face, size, kept) for face, kept, size in tree)
