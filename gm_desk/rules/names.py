"""Names and ids as GMs type them and files carry them: one normal form, one comparison key, and the
characters a name may not hold.

- ``clean_name`` strips, normalises to Unicode NFC (a precomposed "é" and "e" + combining accent become
  the same text) and refuses what cannot be seen or breaks lines: names made of nothing visible (a zero
  width joiner alone, combining marks alone), line and paragraph separators (U+0085, U+2028, U+2029),
  non-characters (U+FFFE, U+FDD0...), private-use characters, format characters such as the zero width
  space, control characters and lone surrogates. The refusal names the character: "U+200B ZERO WIDTH
  SPACE".
- ``name_refusal`` / ``check_name`` are the one rule for every name GM Desk keeps (a creature's, a
  campaign's, an encounter's, a PC's): what ``clean_name`` refuses, and more than ``NAME_MAX``
  characters, said as a sentence about the name ("Campaign name is 100,000 characters long: a name holds
  at most 80."). ``with_suffix`` makes "<name> (copy)" without passing the bound.
- ``lookalike_key`` is what two names are compared on for duplicates within one system: compatibility
  normalised (NFKC: a fullwidth "Ｇ" is a "G") and case-folded, so names that look the same collide.

Pure functions of text, used by the stat-block schemas, the encounter-file gate, the store and the
dialogs that ask for a name.
"""

from __future__ import annotations

import unicodedata

from gm_desk.rules.i18n import N_, t

NAME_MAX = 80  # the longest name: a creature's (its stat block's bound), a campaign's, an encounter's, a PC's
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
        return t("{code} (a lone surrogate: broken Unicode)", code=f"U+{code:04X}")
    name = unicodedata.name(char, "")
    if not name:
        category = unicodedata.category(char)
        name = t(_UNNAMED[category]) if category in _UNNAMED else ""
        if _is_noncharacter(code):
            name = t("a non-character")
    return f"U+{code:04X} {name}".rstrip()


_UNNAMED = {
    "Cc": N_("a control character"),
    "Co": N_("a private-use character"),
    "Cn": N_("an unassigned character"),
}


def _is_noncharacter(code: int) -> bool:
    return 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE


def _why(char: str, before: str, after: str) -> str | None:
    """Why ``char`` may not stand in a name between ``before`` and ``after`` (None if it may)."""
    code = ord(char)
    if char in _LINE_BREAKS:
        return N_("a line break")
    if _is_noncharacter(code):
        return N_("a non-character")
    category = unicodedata.category(char)
    if category == "Cs":
        return N_("broken Unicode")
    if category == "Cc":
        return N_("a control character")
    if category == "Co":
        return N_("a private-use character")
    if category in ("Zl", "Zp"):
        return N_("a line break")
    if category == "Cf":
        if char in _JOINERS and _visible(before) and _visible(after):
            return None
        return N_("an invisible character")
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
            label = char_label(char)
            if label.endswith(why):  # "U+0007 a control character": said once
                return t("contains {char}, which a name may not hold", char=label)
            return t("contains {char} ({why}), which a name may not hold", char=label, why=t(why))
    if not any(_visible(char) for char in text):
        return t("has nothing visible in it (only marks, joiners or spaces)")
    return None


def name_refusal(text: str, what: str, limit: int = NAME_MAX) -> str | None:
    """Why ``text`` cannot be kept as a name, as a sentence about ``what`` ("Campaign name"); None if it
    can. The one rule for every name: nothing empty, invisible, line-breaking, controlling or private
    (``name_problem``), and at most ``limit`` characters once stripped."""
    value = normal(text)
    problem = name_problem(value)
    if problem is not None:
        return t("{what} {problem}.", what=what, problem=problem)
    if len(value) > limit:
        return t(
            "{what} is {count} characters long: a name holds at most {limit}.",
            what=what,
            count=f"{len(value):,}",
            limit=limit,
        )
    return None


def check_name(text: str, what: str, limit: int = NAME_MAX) -> str:
    """``text`` as a name is kept (stripped, NFC), or BadName with ``name_refusal``'s sentence."""
    refusal = name_refusal(text, what, limit)
    if refusal is not None:
        raise BadName(refusal)
    return normal(text)


def with_suffix(name: str, suffix: str, limit: int = NAME_MAX) -> str:
    """``name + suffix`` ("Ambush (copy)", "Ambush (2)"), ``name`` cut short first when the whole would
    pass ``limit`` characters (never leaving a joiner or a space at the cut)."""
    if len(name) + len(suffix) <= limit:
        return name + suffix
    kept = name[: max(1, limit - len(suffix))].rstrip().rstrip("\u200c\u200d").rstrip()
    return kept + suffix


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
