"""Building blocks shared by the systems' stat-block schemas (each system's `statblock.py`).

The field types (``Name``, ``Label``, ``Text``, ``Tag``, ``Key``, ``Dice``) and the base models (``Part``,
``StatBlock``) a schema is made of; a sixth system builds its own from them.

Every schema is strict: whole numbers must be whole numbers (not "5", 5.0 or true), unknown keys are
refused, and every number has an upper bound so nothing a file says can overflow an SQLite INTEGER or a
spin box. Text is checked for the characters that break displays and files: control characters, lone
surrogates and the bidirectional overrides that make a name read backwards.

The markers (``DiceField``, ``ReachField``, ``Multiline``, ``TextLimit``) carry no validation themselves;
they tell ``field_specs`` how the editor should present a field.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, TypeVar

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticKnownError

from gm_desk.rules.i18n import t
from gm_desk.rules.names import lookalike_key, name_problem, normal

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
    """Marks a melee-or-zones range: one of ``choices`` or a whole number from ``ge`` to ``le``.

    ``parse`` is its validator: ``Annotated[int | str, BeforeValidator(r.parse), r]`` declares the type.
    """

    choices: tuple[str, ...]
    ge: int
    le: int

    def parse(self, value: object) -> int | str:
        """``value`` as a named melee distance (lower-cased) or a number of zones; ValueError otherwise."""
        if isinstance(value, str) and value.strip().lower() in self.choices:
            return value.strip().lower()
        if isinstance(value, int) and not isinstance(value, bool) and self.ge <= value <= self.le:
            return value
        names = ", ".join(f'"{c}"' for c in self.choices)
        raise ValueError(
            t("must be {names} or a number of zones from {ge} to {le}", names=names, ge=self.ge, le=self.le)
        )


@dataclass(frozen=True, slots=True)
class Multiline:
    """Marks free text that may span several lines (descriptions, effects)."""


@dataclass(frozen=True, slots=True)
class TextLimit:
    """The longest a text may be once stripped; enforced by the text's validator, read by the editor."""

    max_length: int


@dataclass(frozen=True, slots=True)
class SuggestedKeys:
    """Usual keys of an open mapping, offered by the editor but not enforced."""

    keys: tuple[str, ...]


def _bad_chars(allowed: str) -> re.Pattern[str]:
    """One character class for everything a text may not hold: searched in C instead of char by char."""
    controls = "".join(chr(c) for c in [*range(0x20), *range(0x7F, 0xA0)] if chr(c) not in allowed)
    return re.compile("[" + re.escape(controls + "".join(_BIDI_CONTROLS)) + "\ud800-\udfff]")


_BAD_IN_LINE = _bad_chars("")
_BAD_IN_TEXT = _bad_chars("\n\t")


def _char_problem(char: str) -> str:
    if char in _BIDI_CONTROLS:
        return t("contains the invisible direction control {code}", code=f"U+{ord(char):04X}")
    if 0xD800 <= ord(char) <= 0xDFFF:
        return t("contains a lone surrogate (broken Unicode)")
    return t("contains the control character {code}", code=f"U+{ord(char):04X}")


def _cleaner(limit: int, *, multiline: bool, name: bool = False) -> Callable[[str], str]:
    """Strip, refuse bad characters, refuse empty, bound the length: in that order, in one call.

    One validator instead of three: pydantic calls Python once per text field, and a 10,000-creature
    pack has tens of thousands of them. The length is checked after stripping, so padding is free.
    """
    bad_chars = _BAD_IN_TEXT if multiline else _BAD_IN_LINE

    def clean(value: str) -> str:
        value = value.strip()
        bad = bad_chars.search(value)
        if bad is not None:
            raise ValueError(_char_problem(bad.group()))
        if not value:
            raise ValueError(t("must not be empty"))
        if name:  # one form per name (NFC), and nothing invisible, line-breaking or private in it
            value = normal(value)
            problem = name_problem(value)
            if problem is not None:
                raise ValueError(problem)
        if len(value) > limit:
            raise PydanticKnownError(
                "too_long", {"field_type": "Value", "max_length": limit, "actual_length": len(value)}
            )
        return value

    return clean


def _dice_input(value: Any) -> Any:
    # A flat damage is naturally written as a number (damage = 2); store it as the expression "2".
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


# Text types: strip, check characters, then bound the length (TextLimit tells field_specs the bound).
Name = Annotated[str, AfterValidator(_cleaner(NAME_MAX, multiline=False, name=True)), TextLimit(NAME_MAX)]
Label = Annotated[str, AfterValidator(_cleaner(LABEL_MAX, multiline=False, name=True)), TextLimit(LABEL_MAX)]
Text = Annotated[str, AfterValidator(_cleaner(TEXT_MAX, multiline=True)), TextLimit(TEXT_MAX), Multiline()]
Tag = Annotated[str, AfterValidator(_cleaner(TAG_MAX, multiline=False, name=True)), TextLimit(TAG_MAX)]
Key = Annotated[
    str,
    Field(pattern=KEY_PATTERN, description="lower-case letters, digits and _, starting with a letter"),
]
Dice = Annotated[str, BeforeValidator(_dice_input), AfterValidator(check_dice), DiceField()]


_Block = TypeVar("_Block", bound=BaseModel)


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


@dataclass(frozen=True)
class Knob:
    """A number of a stat block the difficulty tuner may change, within the field's own bounds: its path
    in the block (("max_strain",), ("attacks", 0, "damage")), which way makes the creature more
    dangerous (+1: a higher value, -1: a lower one) and the size of one step."""

    path: tuple[str | int, ...]
    stronger: int = 1
    step: int = 1


class StatBlock(Part):
    """Fields every system's creature has; ``RULESET`` names the system the schema belongs to;
    ``TUNING`` the numbers the difficulty tuner may change, toughness first."""

    RULESET: ClassVar[str] = ""
    TUNING: ClassVar[tuple[Knob, ...]] = ()

    name: Name = Field(title="Name")
    tags: list[Tag] = Field(default_factory=list, max_length=MAX_TAGS, title="Tags")
    description: Text | None = Field(default=None, title="Description")

    def threat_band(self) -> tuple[int | None, int | None]:
        """The lowest and highest number a hero must beat to hit this creature, if the system has one."""
        return (None, None)


def unique_names(block: _Block, field: str) -> _Block:
    """``block`` if no two entries of its list ``field`` share a name (compared as look-alikes: case,
    accents written either way and fullwidth letters aside); ValueError naming both entries otherwise."""
    seen: dict[str, int] = {}
    for index, entry in enumerate(getattr(block, field)):
        key = lookalike_key(entry.name)
        if key in seen:
            title = t(type(block).model_fields[field].title or field)
            raise ValueError(
                t(
                    "{field} {number} ({name}) has the same name as {field} {other}; the names on one "
                    "creature must differ",
                    field=title,
                    number=index + 1,
                    name=entry.name,
                    other=seen[key] + 1,
                )
            )
        seen[key] = index
    return block
