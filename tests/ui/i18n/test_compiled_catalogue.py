"""A language is one compiled catalogue: a translator's .ts, compiled by Qt's lrelease, translates the
widgets' words and the rules' words alike, and shows up in View ▸ Language."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from gm_desk.rules.i18n import t
from gm_desk.ui.i18n import available_languages, tr, use_language

FRENCH = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>GMDesk</name>
    <message>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Round {round} begins.</source>
        <translation>Le tour {round} commence.</translation>
    </message>
    <message>
        <source>Fight over</source>
        <translation>Combat terminé</translation>
    </message>
</context>
</TS>
"""


def lrelease() -> str:
    found = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    assert Path(found).exists(), "pyside6-lrelease comes with PySide6"
    return found


@pytest.fixture
def french(tmp_path: Path, qapp: Any) -> Iterator[Path]:
    source = tmp_path / "gm_desk_fr.ts"
    source.write_text(FRENCH, encoding="utf-8")
    done = subprocess.run(
        [lrelease(), str(source), "-qm", str(tmp_path / "gm_desk_fr.qm")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    yield tmp_path
    use_language("en")


def test_a_compiled_catalogue_translates_widgets_and_rules_and_english_comes_back(
    qtbot: Any, french: Path
) -> None:
    use_language("fr", french)
    label = QLabel(tr("Round {round}", round=2))
    qtbot.addWidget(label)
    assert label.text() == "Tour 2"
    assert t("Round {round} begins.", round=2) == "Le tour 2 commence."
    assert t("Round {round} ends.", round=2) == "Round 2 ends."  # not translated yet: English stays
    # A rules constant a widget shows with tr() (a phase name, an option's text) is found in the rules' part.
    assert tr("Fight over") == "Combat terminé"
    use_language("en")
    assert tr("Round {round}", round=2) == "Round 2"
    assert t("Round {round} begins.", round=2) == "Round 2 begins."


def test_the_languages_offered_are_english_pseudo_and_each_catalogue(french: Path) -> None:
    offered = available_languages(french)
    assert list(offered)[:2] == ["en", "pseudo"]
    assert offered["fr"].lower() == "français"
    assert "fr" not in available_languages(french / "nowhere")


def test_an_unknown_or_missing_catalogue_means_english(french: Path) -> None:
    use_language("xx", french)
    assert (
        tr("Round {round}", round=2) == "Round 2" and t("Round {round} begins.", round=2) == "Round 2 begins."
    )
