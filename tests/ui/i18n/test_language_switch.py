"""View ▸ Language: German and French are offered by their own names; choosing one asks to start again
now (everything saved, the data file closed first) or keeps it for the next start; with nothing chosen,
GM Desk starts in the computer's language when it has it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gm_desk.app import restart_command
from gm_desk.ui.i18n import KEY_LANGUAGE, current_language, start_language, system_language, use_language


@pytest.fixture
def english(qapp: Any) -> Iterator[None]:
    use_language("en")
    yield
    use_language("en")


def _language_actions(window: Any) -> dict[str, Any]:
    menu = next(m for m in window.findChildren(type(window.view_menu)) if m.objectName() == "languageMenu")
    return {act.data(): act for act in menu.actions()}


def _answer(button_text: str) -> None:
    box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
    next(b for b in box.buttons() if b.text() == button_text).click()


def test_the_menu_offers_german_and_french_by_their_own_names(window: Any, english: None) -> None:
    actions = _language_actions(window)
    assert {"en", "de", "fr"} <= set(actions)
    assert actions["de"].text() == "Deutsch" and actions["fr"].text() == "Français"
    assert actions["en"].isChecked()


def test_later_keeps_the_choice_for_the_next_start(window: Any, english: None, qtbot: Any) -> None:
    QTimer.singleShot(50, lambda: _answer("&Later"))
    _language_actions(window)["de"].trigger()
    assert window.settings.value(KEY_LANGUAGE) == "de"
    assert not window.restart_requested and window.isVisible()
    assert "Deutsch" in window.statusBar().currentMessage()


def test_restart_now_closes_the_window_to_start_again(window: Any, english: None, qtbot: Any) -> None:
    QTimer.singleShot(50, lambda: _answer("&Restart now"))
    _language_actions(window)["fr"].trigger()
    assert window.settings.value(KEY_LANGUAGE) == "fr"
    assert window.restart_requested and not window.isVisible()


def test_the_restart_leaves_out_a_language_asked_for_on_the_command_line() -> None:
    argv = ["gm-desk", "--data-dir", "/tmp/x", "--lang", "en", "--lang=de"]
    assert restart_command(argv, frozen=False) == [sys.executable, "-m", "gm_desk", "--data-dir", "/tmp/x"]
    assert restart_command(argv, frozen=True) == [sys.executable, "--data-dir", "/tmp/x"]


def test_the_computers_language_is_the_default_and_a_choice_wins(tmp_path: Any, english: None) -> None:
    offered = {"en": "English", "de": "Deutsch", "fr": "Français"}
    assert system_language(offered, ["de-AT", "en-GB"]) == "de"
    assert system_language(offered, ["pt-BR", "fr_CA"]) == "fr"
    assert system_language(offered, ["pt-BR", "ja"]) == "en"
    assert system_language(offered) in offered  # whatever this machine says, one GM Desk has
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(KEY_LANGUAGE, "fr")
    assert start_language(settings) == "fr" and current_language() == "fr"
    assert start_language(settings, "de") == "de" and settings.value(KEY_LANGUAGE) == "de"
    assert start_language(settings, "tlh") == "en"  # a language GM Desk does not have: English
