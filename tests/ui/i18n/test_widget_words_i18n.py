"""Widgets' words go through Qt's translation; the pseudo-language reaches ours and Qt's own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from gm_desk.rules.i18n import t
from gm_desk.ui.i18n import tr, use_language


@pytest.fixture
def back_to_english(qapp: Any) -> Iterator[None]:
    yield
    use_language("en")


def test_english_leaves_the_text_and_fills_its_fields(back_to_english: None) -> None:
    assert tr("Round {n}", n=2) == "Round 2"
    assert tr("Open encounter…") == "Open encounter…"


def test_the_pseudo_language_reaches_our_widgets_the_rules_words_and_qt_own_buttons(
    qtbot: Any, back_to_english: None
) -> None:
    use_language("pseudo")
    label = QLabel(tr("Round {n}", n=2))
    qtbot.addWidget(label)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    assert label.text().startswith("[") and "2" in label.text() and "Round" not in label.text()
    assert all(b.text().startswith("[") for b in buttons.buttons()), [b.text() for b in buttons.buttons()]
    assert t("The encounter begins.") != "The encounter begins."
    use_language("en")
    assert tr("Round {n}", n=2) == "Round 2" and t("The encounter begins.") == "The encounter begins."
    again = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
    qtbot.addWidget(again)
    assert again.buttons()[0].text() in ("OK", "&OK")
