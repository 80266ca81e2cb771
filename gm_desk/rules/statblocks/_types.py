"""Building blocks shared by the five stat-block schemas.

Every schema is strict: whole numbers must be whole numbers (not "5", 5.0 or true), unknown keys are
refused, and every number has an upper bound so nothing a file says can overflow an SQLite INTEGER or a
spin box. Text is checked for the characters that break displays and files: control characters, lone
surrogates and the bidirectional overrides that make a name read backwards.

The markers (``DiceField``, ``ReachField``, ``Multiline``) carry no validation themselves; they tell
``field_specs`` how the editor should present a field.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field

from ._dice_check import check_dice

NAME_MAX = 80
LABEL_MAX = 40
TEXT_MAX = 2000
TAG_MAX = 40
MAX_TAGS = 20

# Bidi embeddings/overrides/isolates: harmless in a paragraph, a spoofing tool in a name.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")
KEY_PATTERN = r"^[a-z][a-z0-9_]{0,31}$"


@dataclass(frozen=True, slots=True)
class DiceField:
    """Marks a dice-expression field for the editor."""


@dataclass(frozen=True, slots=True)
class ReachField:
    """Marks a melee-or-zones range: one of ``choices`` or a whole number from ``ge`` to ``le``."""

    choices: tuple[str, ...]
    ge: int
    le: int


@dataclass(frozen=True, slots=True)
class Multiline:
    """Marks free text that may span several lines (descriptions, effects)."""


@dataclass(frozen=True, slots=True)
class SuggestedKeys:
    """Usual keys of an open mapping, offered by the editor but not enforced."""

    keys: tuple[str, ...]


def _check_chars(value: str, *, multiline: bool) -> str:
    for char in value:
        if char in _BIDI_CONTROLS:
            raise ValueError(f"contains the invisible direction control U+{ord(char):04X}")
        if 0xD800 <= ord(char) <= 0xDFFF:
            raise ValueError("contains a lone surrogate (broken Unicode)")
        if multiline and char in "\n\t":
            continue
        if unicodedata.category(char) == "Cc":
            raise ValueError(f"contains the control character U+{ord(char):04X}")
    return value


def _clean_line(value: str) -> str:
    return _check_chars(value.strip(), multiline=False)


def _clean_text(value: str) -> str:
    return _check_chars(value.strip(), multiline=True)


def _non_empty(value: str) -> str:
    if not value:
        raise ValueError("must not be empty")
    return value


def _dice_input(value: Any) -> Any:
    # A flat damage is naturally written as a number (damage = 2); store it as the expression "2".
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


# Text types: strip, check characters, then bound the length (after stripping, so padding is free).
Name = Annotated[str, AfterValidator(_clean_line), AfterValidator(_non_empty), Field(max_length=NAME_MAX)]
Label = Annotated[str, AfterValidator(_clean_line), AfterValidator(_non_empty), Field(max_length=LABEL_MAX)]
Text = Annotated[
    str, AfterValidator(_clean_text), AfterValidator(_non_empty), Field(max_length=TEXT_MAX), Multiline()
]
Tag = Annotated[str, AfterValidator(_clean_line), AfterValidator(_non_empty), Field(max_length=TAG_MAX)]
Key = Annotated[
    str,
    Field(pattern=KEY_PATTERN, description="lower-case letters, digits and _, starting with a letter"),
]
Dice = Annotated[str, BeforeValidator(_dice_input), AfterValidator(check_dice), DiceField()]


def bounded(lo: int, hi: int) -> Any:
    """A whole number from ``lo`` to ``hi`` inclusive."""
    return Annotated[int, Field(ge=lo, le=hi)]


def reach(*choices: str, lo: int, hi: int) -> Any:
    """A range that is either a named melee distance or a whole number of zones."""
    names = ", ".join(f'"{c}"' for c in choices)

    def parse(value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower() in choices:
            return value.strip().lower()
        if isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi:
            return value
        raise ValueError(f"must be {names} or a number of zones from {lo} to {hi}")

    return Annotated[int | str, BeforeValidator(parse), ReachField(choices, lo, hi)]


class Part(BaseModel):
    """A nested record of a stat block (a weapon, a Retaliation): strict, closed, immutable."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        frozen=True,
        allow_inf_nan=False,
        serialize_by_alias=True,
        validate_by_alias=True,
        validate_by_name=False,
    )


class StatBlock(Part):
    """Fields every system's creature has; ``RULESET`` names the system the schema belongs to."""

    RULESET: ClassVar[str] = ""

    name: Name = Field(title="Name")
    tags: list[Tag] = Field(default_factory=list, max_length=MAX_TAGS, title="Tags")
    description: Text | None = Field(default=None, title="Description")

    def threat_band(self) -> tuple[int | None, int | None]:
        """The lowest and highest number a hero must beat to hit this creature, if the system has one."""
        return (None, None)
