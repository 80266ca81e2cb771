"""Keys are named in each language as Qt names them in the menus: a German GM reads "Strg+Z" beside the Undo
entry, so the tooltips, prompts and manual say "Strg+Z" too, not "Ctrl+Z"; a French GM reads "Espace",
not "Space". The translations and the translated manuals are read for an English key name where Qt shows
another (in a key combination, or alone in brackets)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence

from gm_desk.ui.i18n import use_language
from gm_desk.ui.resources import resources_dir

# The English name of a key, and a sequence that shows it (with a letter where it is a modifier).
KEYS = {"Ctrl": "Ctrl+A", "Shift": "Shift+A", "Space": "Space", "Esc": "Esc", "Up": "Up", "Down": "Down",
        "Return": "Return", "Enter": "Enter"}


def qt_names(code: str) -> dict[str, str]:
    use_language(code)
    try:
        shown = {name: QKeySequence(seq).toString(QKeySequence.SequenceFormat.NativeText) for name, seq in KEYS.items()}
    finally:
        use_language("en")
    return {name: text.removesuffix("+A") for name, text in shown.items()}


def english_keys(text: str, wrong: set[str]) -> list[str]:
    """The English key names in `text` that Qt shows otherwise: in a combination (Ctrl+Z, Strg+Up), a
    modifier before a click or drag (Shift-drag), or alone in brackets ((Space))."""
    names = "|".join(sorted(wrong))
    found = re.findall(rf"(?:(?<=\+)|(?<=\())({names})(?=[+)])|\b({names})(?=\+|-\w)", text)
    return [a or b for a, b in found]


def translations(code: str) -> list[str]:
    tree = ElementTree.parse(resources_dir() / "i18n" / f"gm_desk_{code}.ts")
    return [(node.text or "") for node in tree.iter("translation")]


def manual_words(code: str) -> str:
    text = (resources_dir() / "manual" / f"manual.{code}.html").read_text(encoding="utf-8")
    return re.sub(r"<tt>.*?</tt>|<[^>]+>", " ", text, flags=re.S)  # typed commands stay as typed


@pytest.mark.parametrize("code", ["de", "fr"])
def test_key_names_are_the_ones_qt_shows_in_that_language(qapp: Any, code: str) -> None:
    named = qt_names(code)
    wrong = {name for name, shown in named.items() if shown != name}
    assert wrong, "Qt names some key otherwise in this language"
    left = [(text[:80], english_keys(text, wrong)) for text in translations(code) if english_keys(text, wrong)]
    assert left == []
    assert english_keys(manual_words(code), wrong) == []


def test_the_check_finds_english_key_names() -> None:
    wrong = {"Ctrl", "Shift", "Space"}
    assert english_keys("Rückgängig (Ctrl+Z); Shift-Ziehen; Weiter (Space); Strg+Shift+G", wrong) == [
        "Ctrl", "Shift", "Space", "Shift"]
    assert english_keys("Strg+Z, Umschalt-Ziehen, Weiter (Leertaste), a Space station", wrong) == []
