"""The manual is one document per language: its own file when a translation exists, the English one
otherwise, every text of it altered in the pseudo-language."""

from __future__ import annotations

import re
from pathlib import Path

from gm_desk.ui.help.manual import manual_html
from gm_desk.ui.resources import resources_dir

ENGLISH = resources_dir() / "manual"


def test_a_language_without_its_own_manual_reads_the_english_one() -> None:
    assert manual_html("en") == manual_html("xx") == (ENGLISH / "manual.html").read_text(encoding="utf-8")


def test_a_translated_manual_is_shown_in_its_language(tmp_path: Path) -> None:
    (tmp_path / "manual.html").write_text("<p>Preparing a fight</p>", encoding="utf-8")
    (tmp_path / "manual.fr.html").write_text("<p>Préparer un combat</p>", encoding="utf-8")
    assert manual_html("fr", tmp_path) == "<p>Préparer un combat</p>"
    assert manual_html("de", tmp_path) == "<p>Preparing a fight</p>"


def test_the_pseudo_manual_alters_every_text_and_keeps_tags_anchors_and_entities() -> None:
    html = manual_html("pseudo")
    texts = [t for t in re.findall(r">([^<]+)<", html) if t.strip()]
    assert texts and all(t.strip().startswith("[") for t in texts if re.search("[A-Za-z]", t)), texts[:5]
    assert html.count('<a href="#') == manual_html("en").count('<a href="#')  # links still lead somewhere
    assert "&amp;" not in manual_html("en") or "&amp;" in html
