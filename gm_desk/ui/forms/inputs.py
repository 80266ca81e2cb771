"""The small input widgets and words every form shares: wheel-safe spin and combo boxes, choice labels,
the red line of a field's problems. Panels outside the forms (the bestiary filter) use the boxes too.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

NONE_TEXT = "—"
ISSUE_COLOUR = "#b42318"
ISSUE_STYLE = f"color: {ISSUE_COLOUR};"


def choice_words(choice: Any) -> str:
    """How a choice reads in a list: "melee" → "Melee", "off_hand" → "Off hand"; dice sizes stay "d6"."""
    text = str(choice)
    if len(text) > 1 and text[0] == "d" and text[1:].isdigit():
        return text
    return text.replace("_", " ").capitalize()


def issue_label(parent: QWidget) -> QLabel:
    """The red line under a field that says what is wrong with it; hidden while nothing is."""
    label = QLabel(parent)
    label.setObjectName("fieldIssue")
    label.setStyleSheet(ISSUE_STYLE)
    label.setWordWrap(True)
    label.hide()
    return label


class _WheelWhenFocused:
    """Leaves the mouse wheel to the scrolling form unless the GM is working in this box.

    A form scrolled with the wheel would otherwise change every number it passes under the pointer.
    """

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()


class QuietSpinBox(_WheelWhenFocused, QSpinBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


class QuietComboBox(_WheelWhenFocused, QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
