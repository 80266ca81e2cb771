"""In German and in French, the first round of each demo shows no English word outside the GM's own data:
the main window with its menus, panels and the round's log, and every dialog the menus open.

The pseudo-language test finds a text that never went through translation; this one finds a text that
went through it and came back English. A word counts as English when the English catalogue uses it and
no translation in the language's catalogue does (so "Initiative" or "Zone", words of both languages,
are never flagged); the GM's names, keys and dice are taken out first, as in the pseudo-language test.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest

from gm_desk.rules.rulesets import RULESETS
from gm_desk.ui.i18n import current_language, use_language
from tests.conftest import PROJECT_ROOT
from tests.ui.i18n.test_pseudo_language import PREP_DIALOGS, _open_demo, _play_a_round, _words_of_what_opens
from tests.ui.i18n.visible_words import _NOT_WORDS, visible_words

LANGUAGES = ["de", "fr"]
CATALOGUES = PROJECT_ROOT / "resources" / "i18n"
_WORD = re.compile(r"[^\W\d_]{3,}")


def _words(texts: Iterator[str]) -> set[str]:
    return {w.lower() for text in texts for w in _WORD.findall(re.sub(r"\{[^{}]*\}|<[^<>]*>|&(?=\w)", " ", text))}


@cache
def english_only(code: str) -> frozenset[str]:
    """Words of the English catalogue that no translation into ``code`` uses."""
    english = ET.parse(CATALOGUES / "gm_desk.ts").getroot()
    translated = ET.parse(CATALOGUES / f"gm_desk_{code}.ts").getroot()
    sources = _words(m.findtext("source") or "" for m in english.iter("message"))
    sources |= _words(m.findtext("comment") or "" for m in english.iter("message"))
    ours = _words(
        "".join(t.itertext()) for t in translated.iter("translation")
    )
    return frozenset(sources - ours)


def english_left(words: list[tuple[str, str]], data: list[str], code: str) -> list[str]:
    flat = {" ".join(d.split()) for d in data if d and d.strip()}
    names = sorted(flat | {d.rstrip(".") for d in flat}, key=len, reverse=True)
    found = []
    for where, text in words:
        rest = " ".join(text.split())
        rest = re.sub(r"\S+\s*(?:\.\.\.|…)$", " ", rest)  # a text cut short may end inside a name
        for name in names:
            rest = rest.replace(name, " ")
        rest = _NOT_WORDS.sub(" ", rest)
        english = sorted(w for w in _words(iter([rest])) if w in english_only(code))
        if english:
            found.append(f"{where}: {text[:160]!r} ({', '.join(english[:12])})")
    return found


@pytest.fixture(params=LANGUAGES)
def language(request: Any, qapp: Any) -> Iterator[str]:
    use_language(request.param)
    assert current_language() == request.param, "the compiled catalogue loads"
    yield request.param
    use_language("en")


@pytest.mark.parametrize("rid", list(RULESETS))
def test_the_first_round_of_each_demo_shows_no_english(
    qtbot: Any, store: Any, make_window: Callable[[], Any], language: str, rid: str
) -> None:
    window, data = _open_demo(store, make_window, rid)
    _play_a_round(window)
    qtbot.wait(10)
    words = visible_words(window)
    assert len([text for where, text in words if "combatLog" in where]) > 10, "the round's log is on screen"
    left = english_left(words, data, language)
    assert not left, f"English left in {language}:\n" + "\n".join(left)


def test_every_dialog_of_the_menus_shows_no_english(
    qtbot: Any, store: Any, make_window: Callable[[], Any], language: str
) -> None:
    window, data = _open_demo(store, make_window, "glowlands")
    left: list[str] = []
    for name in PREP_DIALOGS:
        words = _words_of_what_opens(qtbot, getattr(window.actions_, name).trigger)
        assert words, name
        left += [f"{name}: {found}" for found in english_left(words, data, language)]
    assert not left, f"English left in {language}:\n" + "\n".join(left)


def test_a_planted_english_text_is_found(language: str) -> None:
    """The check can fail: an English log line left in a German or French window is found."""
    found = english_left([("combatLog", "Round 2 begins. The Caretaker retaliates.")], ["Caretaker"], language)
    assert found and "begins" in found[0]
