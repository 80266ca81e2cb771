"""The one translation function for the words the rules layer writes (log lines, refusals, prompts).

Widgets translate through Qt (`gm_desk.ui.i18n.tr`); the rules layer stays free of Qt and uses `t`:

    >>> t("Round {round} begins.", round=2)
    'Round 2 begins.'

The English text is its own key. A catalogue (source text -> translated text) can be installed with
`use_catalogue`; the pseudo-language (`use_pseudo`) alters every letter and lengthens each string by a
third, so a string that never went through `t` stands out on screen and in tests.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, SupportsFloat

if TYPE_CHECKING:  # datetime (~1 ms) loads with what first gives a moment, not with the frame
    from datetime import datetime

__all__ = [
    "N_",
    "PSEUDO",
    "fill",
    "is_pseudo",
    "language_version",
    "percent",
    "pseudo",
    "t",
    "tn",
    "translated",
    "translated_plural",
    "use_catalogue",
    "use_lookup",
    "use_numbers",
    "use_plural_lookup",
    "use_pseudo",
    "when_words",
]

PSEUDO = "pseudo"

# Fields to fill ({round}, {n:+d}), a menu's mnemonic (&File) and an escaped brace stay as they are.
_KEEP = re.compile(r"\{\{|\}\}|\{[^{}]*\}|&.|%\d|<[^<>]*>")
_LETTERS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_PAD = "~"


class _Language:
    catalogue: Mapping[str, str] = {}
    lookup: Callable[[str], str | None] | None = None
    plural_lookup: Callable[[str, str, int], str | None] | None = None
    pseudo = False
    # The language's decimal point and thousands separator for numbers filled into a text ("." and ","
    # in English: nothing changes).
    numbers: tuple[str, str] = (".", ",")
    version = 0  # counts the changes above: words written under one version read the same under it


def language_version() -> int:
    """A number that changes whenever the language in use does (any `use_...` call), so words kept
    from earlier are known to be the ones `t` would write now while it has not changed."""
    return _Language.version


def use_catalogue(catalogue: Mapping[str, str]) -> None:
    """Translate through ``catalogue`` (English source -> translation); an empty one means English."""
    _Language.catalogue = dict(catalogue)
    _Language.version += 1


def use_lookup(lookup: Callable[[str], str | None] | None) -> None:
    """Translate through ``lookup`` (source -> translation, or None when it has none), after the
    catalogue; the UI hands in its compiled Qt catalogue this way, so the rules stay free of Qt."""
    _Language.lookup = lookup
    _Language.version += 1


def use_plural_lookup(lookup: Callable[[str, str, int], str | None] | None) -> None:
    """Translate a text with plural forms through ``lookup`` (one, other, count -> the language's form
    for that count, or None when it has none)."""
    _Language.plural_lookup = lookup
    _Language.version += 1


def use_numbers(decimal: str = ".", group: str = ",") -> None:
    """Write the numbers filled into a text with this decimal point and thousands separator."""
    _Language.numbers = (decimal, group)
    _Language.version += 1


def use_pseudo(on: bool) -> None:
    """Switch the pseudo-language on or off for every later call of `t`."""
    _Language.pseudo = on
    _Language.version += 1


def is_pseudo() -> bool:
    return _Language.pseudo


def pseudo(text: str) -> str:
    """``text`` with every letter altered and a third more length, fields and mnemonics untouched."""
    if not text.strip():
        return text
    parts: list[str] = []
    last = 0
    for kept in _KEEP.finditer(text):
        parts.append(text[last : kept.start()].translate(_LETTERS))
        parts.append(kept.group())
        last = kept.end()
    parts.append(text[last:].translate(_LETTERS))
    visible = len(_KEEP.sub("", text))
    return "[" + "".join(parts) + _PAD * math.ceil(visible / 3) + "]"


def translated(text: str) -> str:
    """``text`` in the language in use, its fields not yet filled."""
    shown = _Language.catalogue.get(text)
    if shown is None and _Language.lookup is not None:
        shown = _Language.lookup(text)
    shown = shown or text
    return pseudo(shown) if _Language.pseudo else shown


def translated_plural(one: str, other: str, count: int) -> str:
    """The form of a text for ``count`` in the language in use (English: ``one`` for 1, ``other`` else)."""
    shown = _Language.plural_lookup(one, other, count) if _Language.plural_lookup is not None else None
    shown = shown or (one if count == 1 else other)
    return pseudo(shown) if _Language.pseudo else shown


class _LocalNumber:
    """A number that formats itself as asked (``{n:,}``, ``{p:.1f}``), then with the language's
    decimal point and thousands separator."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        text = format(self.value, spec)
        decimal, group = _Language.numbers
        return text.translate({ord("."): "\0", ord(","): group}).replace("\0", decimal)

    def __str__(self) -> str:
        return self.__format__("")


def _fill(shown: str, values: Mapping[str, object]) -> str:
    if _Language.numbers != (".", ","):
        values = {
            k: _LocalNumber(v) if isinstance(v, int | float) and not isinstance(v, bool) else v
            for k, v in values.items()
        }
    return shown.format(**values)


def fill(text: str, values: Mapping[str, object]) -> str:
    """``text`` (already translated) with its fields filled, numbers written the language's way."""
    return _fill(text, values) if values else text


def percent(chance: SupportsFloat) -> str:
    """A chance as a GM reads it, written the language's way: whole percent ("37%"); one decimal where
    whole percent would rule the chance out or make it certain ("0.4%", "99.6%"); and "<0.1%" or
    ">99.9%" where even that would (won 19,999 fights of 20,000 is not "100.0%"). Only 0 and 1 read
    "0%" and "100%". A Fraction is taken as the float it is (Python 3.11 cannot format one as a percent)."""
    chance = float(chance)
    if chance <= 0.0 or chance >= 1.0:
        return _fill("{value:.0%}", {"value": min(max(chance, 0.0), 1.0)})
    if f"{chance:.0%}" not in ("0%", "100%"):
        return _fill("{value:.0%}", {"value": chance})
    tenth = f"{chance:.1%}"
    if tenth == "0.0%":
        return "<" + _fill("{value:.1%}", {"value": 0.001})
    if tenth == "100.0%":
        return ">" + _fill("{value:.1%}", {"value": 0.999})
    return _fill("{value:.1%}", {"value": chance})


def N_(text: str) -> str:
    """Mark a constant for the catalogue; it is translated where shown, with `t(CONSTANT)`."""
    return text


def t(text: str, /, **values: object) -> str:
    """``text`` in the language in use, with its ``{name}`` fields filled from ``values``.

    Without values the text is returned as it is (braces in it are not read as fields).
    """
    shown = translated(text)
    return _fill(shown, values) if values else shown


def tn(one: str, other: str, count: int, /, **values: object) -> str:
    """The text for ``count`` of something: ``one`` for a single one, ``other`` else, in English; a
    catalogue gives each language its own forms (German and French have two, other languages more).

        >>> tn("{n} round left", "{n} rounds left", 1, n=1)
        '1 round left'
    """
    return _fill(translated_plural(one, other, count), values)


MONTHS = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)


def when_words(moment: datetime) -> str:
    """A moment for a sentence, the language's way: "12 May 2026 at 14:32"."""
    return t(
        "{day} {month} {year} at {time}",
        day=str(moment.day),
        month=t(MONTHS[moment.month - 1]),
        year=str(moment.year),
        time=f"{moment:%H:%M}",
    )
