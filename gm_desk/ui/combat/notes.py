"""The line above a combat form's button that says why it cannot be sent yet.

A hint (what to choose, which roll to type, the fight has not started) reads in neutral words; only a
refusal of the rules or a typing error is red, so nothing red shows before the GM did anything.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from gm_desk.ui.theme import style

HINT_COLOUR, ERROR_COLOUR = "#5d6a80", "#b42318"


def show_note(label: QLabel, text: str, *, error: bool) -> None:
    label.setTextFormat(Qt.TextFormat.PlainText)  # a refusal names combatants, weapons, zones: data
    label.setText(text)
    label.setProperty("error", bool(text) and error)
    style(label, f"color: {ERROR_COLOUR if error else HINT_COLOUR};")
    label.setVisible(bool(text))


def is_error(label: QLabel) -> bool:
    return bool(label.property("error")) and not label.isHidden()
