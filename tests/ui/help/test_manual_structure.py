"""The manual is simple to translate and to read: one HTML file per language, sections as headings with an
id, plain paragraphs and lists, no styles; every link leads to a section; a translation has exactly the
English one's ids (F1 opens a section by its id in every language); and it is written for a GM."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument

from gm_desk.ui.help import manual_folder
from tests.programmer_words import programmer_words

MANUALS = sorted(manual_folder().glob("manual*.html"))
ENGLISH = manual_folder() / "manual.html"
HEADING = re.compile(r"<h([1-6])([^>]*)>")
ID = re.compile(r'\bid="([^"]+)"')
ALLOWED_TAGS = {"html", "head", "title", "body", "h1", "h2", "h3", "p", "ul", "ol", "li", "a", "b", "i", "tt", "img"}
# Words of the programmer's trade a GM should not meet (the file name gm_desk.sqlite3 aside).
TRADE = re.compile(r"\b(?:widget|enum|dict|None|null|boolean|string|integer|SQLite|callback|dialog)s?\b")


def _ids(html: str) -> list[str]:
    return [m for tag in HEADING.finditer(html) for m in ID.findall(tag.group(2))]


@pytest.mark.parametrize("path", MANUALS, ids=lambda p: p.name)
def test_the_manual_is_plain_headings_paragraphs_and_lists(path: Path) -> None:
    html = path.read_text(encoding="utf-8")
    tags = set(re.findall(r"<([a-z0-9]+)[\s>/]", html))
    assert tags <= ALLOWED_TAGS, tags - ALLOWED_TAGS
    assert "style" not in html.lower() and "<font" not in html and "class=" not in html
    for tag in HEADING.finditer(html):
        assert ID.search(tag.group(2)), f"a heading without an id: {html[tag.start() : tag.start() + 60]}"
    ids = _ids(html)
    assert len(ids) == len(set(ids))
    links = set(re.findall(r'href="#([^"]+)"', html))
    assert links - set(ids) == set()
    assert not re.findall(r'href="(?!#)', html)  # no link out of the manual: GM Desk works offline


@pytest.mark.parametrize("path", [p for p in MANUALS if p != ENGLISH], ids=lambda p: p.name)
def test_a_translated_manual_keeps_the_english_sections_and_pictures(path: Path) -> None:
    english = ENGLISH.read_text(encoding="utf-8")
    translated = path.read_text(encoding="utf-8")
    assert _ids(translated) == _ids(english)
    assert re.findall(r'src="([^"]+)"', translated) == re.findall(r'src="([^"]+)"', english)


def test_the_english_manual_is_written_for_a_game_master(qapp) -> None:
    document = QTextDocument()
    document.setHtml(ENGLISH.read_text(encoding="utf-8"))
    text = document.toPlainText()
    assert TRADE.findall(text) == []
    command_line = re.compile(r"gm-desk [^:\n]*|\S+\.sqlite3|--[a-z-]+(?:\s\S+)?")
    lines = [line for line in text.splitlines() if programmer_words(command_line.sub(" ", line))]
    assert lines == []
