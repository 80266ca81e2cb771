"""Names and ids as GMs type them and files carry them: one normal form, one comparison key, and the
characters a name may not hold.

- ``clean_name`` strips, normalises to Unicode NFC (a precomposed "é" and "e" + combining accent become
  the same text) and refuses what cannot be seen or breaks lines: names made of nothing visible (a zero
  width joiner alone, combining marks alone), line and paragraph separators (U+0085, U+2028, U+2029),
  non-characters (U+FFFE, U+FDD0...), private-use characters, format characters such as the zero width
  space, control characters and lone surrogates. The refusal names the character: "U+200B ZERO WIDTH
  SPACE".
- ``lookalike_key`` is what two names are compared on for duplicates within one system: compatibility
  normalised (NFKC: a fullwidth "Ｇ" is a "G") and case-folded, so names that look the same collide.

Pure functions of text, used by the stat-block schemas, the encounter-file gate and the store.
"""

from __future__ import annotations

import unicodedata

from gm_desk.rules.i18n import t

# Joiners shape emoji sequences and Indic or Persian words; between two visible characters they are
# part of the name, anywhere else they hide in it.
_JOINERS = frozenset("\u200c\u200d")
_LINE_BREAKS = frozenset("\u0085\u2028\u2029")


class BadName(ValueError):
    """A name refused for a character it holds or for holding nothing visible."""


def char_label(char: str) -> str:
    """``U+200B ZERO WIDTH SPACE``: how a refusal names a character (surrogates have no name)."""
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:
        return f"U+{code:04X} (a lone surrogate: broken Unicode)"
    name = unicodedata.name(char, "")
    if not name:
        category = unicodedata.category(char)
        name = _UNNAMED.get(category, "")
        if _is_noncharacter(code):
            name = "a non-character"
    return f"U+{code:04X} {name}".rstrip()


_UNNAMED = {"Cc": "a control character", "Co": "a private-use character", "Cn": "an unassigned character"}


def _is_noncharacter(code: int) -> bool:
    return 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE


def _why(char: str, before: str, after: str) -> str | None:
    """Why ``char`` may not stand in a name between ``before`` and ``after`` (None if it may)."""
    code = ord(char)
    if char in _LINE_BREAKS:
        return t("a line break")
    if _is_noncharacter(code):
        return t("a non-character")
    category = unicodedata.category(char)
    if category == "Cs":
        return t("broken Unicode")
    if category == "Cc":
        return t("a control character")
    if category == "Co":
        return t("a private-use character")
    if category in ("Zl", "Zp"):
        return t("a line break")
    if category == "Cf":
        if char in _JOINERS and _visible(before) and _visible(after):
            return None
        return t("an invisible character")
    return None


def _visible(char: str) -> bool:
    return bool(char) and unicodedata.category(char)[0] in "LNPS"


def name_problem(text: str) -> str | None:
    """What is wrong with ``text`` as a name (already stripped and NFC), or None."""
    if not text:
        return t("must not be empty")
    for index, char in enumerate(text):
        if char.isascii() and char.isprintable():
            continue
        before = text[index - 1] if index else ""
        after = text[index + 1] if index + 1 < len(text) else ""
        why = _why(char, before, after)
        if why is not None:
            return t("contains {char} ({why}), which a name may not hold", char=char_label(char), why=why)
    if not any(_visible(char) for char in text):
        return t("has nothing visible in it (only marks, joiners or spaces)")
    return None


def normal(text: str) -> str:
    """``text`` stripped and in NFC; lone surrogates are left for ``name_problem`` to name."""
    text = text.strip()
    if text.isascii():
        return text
    try:
        return unicodedata.normalize("NFC", text)
    except UnicodeError:  # pragma: no cover - normalize accepts surrogates; kept for safety
        return text


def clean_name(text: str) -> str:
    """``text`` as a name is stored: stripped, NFC; BadName with the character named otherwise."""
    value = normal(text)
    problem = name_problem(value)
    if problem is not None:
        raise BadName(problem)
    return value


def lookalike_key(text: str) -> str:
    """The key names are compared on for duplicates: NFKC, case-folded, NFKC again, outer spaces gone.

    "Éclair" (precomposed), "E\u0301clair" (combining accent), "ÉCLAIR" and "Ｅ́clair" (fullwidth) share
    one key.
    """
    text = text.strip()
    if text.isascii():
        return text.casefold()
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return folded.strip()
