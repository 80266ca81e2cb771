"""The zone tags every map may carry, in the table's words; a GM's own tag is shown as written."""

from __future__ import annotations

from gm_desk.rules.i18n import N_, t

TAG_WORDS = {
    "difficult": N_("difficult terrain"),
    "cover": N_("cover"),
    "dark": N_("dark"),
    "hazard": N_("hazard"),
    "burning": N_("burning"),
}


def tag_words(tag: str) -> str:
    """A zone tag in the table's words (a GM's own tag as written)."""
    known = TAG_WORDS.get(tag)
    return t(known) if known is not None else tag
