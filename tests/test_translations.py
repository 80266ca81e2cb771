"""GM Desk ships in German and French: every text of the catalogue is translated in each language, keeps
the English text's fields, tags and shortcut letters, has its plural forms, and the compiled catalogue
the app loads (gm_desk_<code>.qm) says what the translator's file (gm_desk_<code>.ts) says."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
try:
    import extract_strings
finally:
    sys.path.remove(str(ROOT / "scripts"))

SHIPPED = ["de", "fr"]


def test_the_shipped_languages_are_german_and_french_each_with_its_glossary() -> None:
    assert extract_strings.languages() == SHIPPED
    for code in SHIPPED:
        assert (ROOT / "resources" / "i18n" / f"gm_desk_{code}.qm").is_file(), code
        glossary = (ROOT / "docs" / f"glossary.{code}.md").read_text(encoding="utf-8")
        for term in ("Threat", "Retaliation", "Strain", "zone", "wound"):
            assert f"| {term}" in glossary, (code, term)


@pytest.mark.parametrize("code", SHIPPED)
def test_every_text_is_translated_with_its_fields_tags_and_plural_forms(code: str) -> None:
    problems = extract_strings.language_problems(code)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])
    template = extract_strings.read_translations(extract_strings.CATALOGUE)
    assert set(extract_strings.read_translations(ROOT / "resources/i18n" / f"gm_desk_{code}.ts")) == set(template)


@pytest.mark.parametrize(
    ("source", "translation", "problem"),
    [
        ("Round {round} begins.", "Runde beginnt.", "fields differ"),
        ("Round {round} begins.", "Runde {runde} beginnt.", "fields differ"),
        ("<b>{name}</b> falls.", "{name} fällt.", "fields differ"),
        ("&File", "Datei", "shortcut letter"),
        ("Open encounter…", "Begegnung öffnen", "ending …"),
        (" rounds", "Runden", "space"),
        ("Undo", "", "no translation"),
    ],
)
def test_a_planted_fault_in_a_translation_is_caught(source: str, translation: str, problem: str) -> None:
    found = extract_strings.translation_problems(source, translation)
    assert any(problem in text for text in found), found


def test_an_unfinished_or_broken_message_in_a_language_file_fails_the_check(tmp_path: Path) -> None:
    folder = tmp_path / "resources" / "i18n"
    folder.mkdir(parents=True)
    (folder / "gm_desk_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<TS version="2.1" language="de"><context><name>rules</name>'
        "<message><source>Round {round} begins.</source><translation>Runde beginnt.</translation></message>"
        '<message><source>Fight over</source><translation type="unfinished"></translation></message>'
        '<message numerus="yes"><source>{n} rounds</source><comment>{n} round</comment>'
        "<translation><numerusform>{n} Runde</numerusform></translation></message>"
        "</context></TS>\n",
        encoding="utf-8",
    )
    found = "\n".join(extract_strings.language_problems("de", tmp_path))
    assert "fields differ" in found and "unfinished" in found and "1 forms, 2 wanted" in found


@pytest.mark.parametrize("code", SHIPPED)
def test_the_compiled_catalogue_says_what_the_translators_file_says(code: str, qapp: Any) -> None:
    compiled = QTranslator()
    assert compiled.load(str(ROOT / "resources" / "i18n" / f"gm_desk_{code}.qm"))
    stale = []
    for (context, source, one), (_, shown) in extract_strings.read_translations(
        ROOT / "resources" / "i18n" / f"gm_desk_{code}.ts"
    ).items():
        if one:  # plural forms: the form for one, then for many
            got = [compiled.translate(context, source, one, 1), compiled.translate(context, source, one, 5)]
        else:
            got = [compiled.translate(context, source) or source]  # lrelease leaves out what equals English
        if got != (shown if one else shown[:1]):
            stale.append(f"{context}: {source!r}: {got} vs {shown}")
    assert not stale, "run python scripts/extract_strings.py:\n" + "\n".join(stale[:20])
