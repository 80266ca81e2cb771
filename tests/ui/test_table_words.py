"""No programmer words on the pages a GM reads at the table (#30.6): the prep sheet of each of the five
demos, printed and read back from the PDF, every word of the options dialog of each system (titles,
descriptions, defaults, the choices of each drop-down), and the preview of every creature the app ships."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel

from gm_desk.rules.demo import demo_setups
from gm_desk.store import repositories as repo
from gm_desk.ui.bestiary.statblock_view import statblock_html
from gm_desk.ui.prep.options_editor import OptionsEditor
from gm_desk.ui.prep_sheet import write_pdf
from gm_desk.ui.prep_sheet_content import sheet_content
from gm_desk.ui.session import EncounterSession
from tests.conftest import BESTIARY_DIR
from tests.programmer_words import programmer_words

SYSTEMS = list(demo_setups())


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_demo_prep_sheet_holds_no_programmer_word(qapp, tmp_path: Path, system: str) -> None:
    setup = demo_setups()[system]()
    target = tmp_path / f"{system}.pdf"
    write_pdf(sheet_content(setup["name"], setup, None), target, "a4")
    text = " ".join(page.extract_text() or "" for page in PdfReader(str(target)).pages)
    lines = [line for line in text.splitlines() if programmer_words(line)]
    assert not lines, f"{system}: {lines[:5]}"


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_word_of_the_options_dialog_is_a_word(qtbot, store, system: str) -> None:
    setup = demo_setups()[system]()
    campaign = repo.create_campaign(f"{system} words", system)
    session = EncounterSession(repo.create_encounter(campaign.id, setup["name"], system, setup).id)
    dialog = OptionsEditor(session)
    qtbot.addWidget(dialog)
    shown = [label.text() for label in dialog.findChildren(QLabel)]
    shown += [box.text() for box in dialog.findChildren(QCheckBox)]
    shown += [w.toolTip() for w in dialog.inputs.values()]
    shown += [box.itemText(i) for box in dialog.findChildren(QComboBox) for i in range(box.count())]
    assert len(shown) > 3 * len(session.ruleset.options)
    bad = [text for text in shown if programmer_words(text)]
    assert not bad, f"{system}: {bad[:5]}"
    session.deleteLater()


@pytest.mark.parametrize("pack", sorted(p.name for p in BESTIARY_DIR.glob("*.toml")))
def test_every_shipped_creature_previews_in_words(qapp, pack: str) -> None:
    """ "Shield Damaged True", "Talents cannot_be_surprised": a flag shows as its title, a key the rules
    read as words."""
    data = tomllib.loads((BESTIARY_DIR / pack).read_text(encoding="utf-8"))
    bad = []
    for creature in data["creatures"]:
        document = QTextDocument()
        document.setHtml(statblock_html(data["pack"]["ruleset"], creature))
        bad += [
            f"{creature['name']}: {line}"
            for line in document.toPlainText().splitlines()
            if programmer_words(line)
        ]
    assert not bad, bad[:5]
