"""A combo box whose chosen entry ends in "…" when the box is too narrow for it.

A plain QComboBox cuts a long entry off mid-letter ("Prepare: Brannoc (attack, when it mo"), which
reads as if that were the whole of it. Here the entry is shortened with an ellipsis, its whole words are
the tooltip, and the open list shows every entry whole.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

from gm_desk.ui.plain_text import tooltip


class ElidingComboBox(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentTextChanged.connect(self._tell_whole)

    def _tell_whole(self, text: str) -> None:
        self.setToolTip(tooltip(text))  # a name the GM typed shows as typed, never as HTML

    def shown_text(self) -> str:
        """The chosen entry as the box draws it now (shortened with "…" when it does not fit)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, field.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
