"""Buttons whose words wrap onto another line instead of widening their panel.

A QPushButton or a QCheckBox is as wide as its whole text: an answer such as "Ava seizes the turn from
Bren (unopposed)" beside its dice field, or "If critical: accept the Retaliation (+1 damage)" in the
larger type, made the right-hand docks (and the map beside them) move in the middle of a fight.
`WrapButton` and `WrapCheckBox` show their words in a wrapping label laid over them, take the height
the words need at the width they are given, are clicked anywhere on them, and read their text back as
the plain buttons do.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QWidget,
)

LEAST_WIDTH = 90  # a word or two still shows


class _Words:
    """What both buttons share: their words in a label, and the sizes those words ask for."""

    words: QLabel
    _button: QAbstractButton
    _row: QHBoxLayout

    def _wrap(self, button: QAbstractButton, text: str, left: int) -> None:
        self._button = button
        self.words = QLabel(text, button)
        self.words.setObjectName("wrapButtonWords")
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setWordWrap(True)
        self.words.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._row = QHBoxLayout(button)
        self._row.setContentsMargins(left, 4, 6, 4)
        self._row.addWidget(self.words)
        button.setAccessibleName(text)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        button.setSizePolicy(policy)

    def _margins(self) -> tuple[int, int]:
        m = self._row.contentsMargins()
        return m.left() + m.right(), m.top() + m.bottom()

    def text(self) -> str:
        return self.words.text()

    def setText(self, text: str) -> None:
        self.words.setText(text)
        self._button.setAccessibleName(text)
        self._button.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        across, down = self._margins()
        return self.words.heightForWidth(max(1, width - across)) + down + 2

    def _unwrapped(self) -> QSize:
        """The words on as few lines as they have (a QLabel's own hint for wrapping words guesses at a
        width, often two lines)."""
        metrics = self.words.fontMetrics()
        return metrics.boundingRect(QRect(0, 0, 100_000, 100_000), 0, self.words.text()).size()

    def sizeHint(self) -> QSize:
        across, down = self._margins()
        words = self._unwrapped()
        return QSize(words.width() + across, words.height() + down + 2)

    def minimumSizeHint(self) -> QSize:
        # As high as the unwrapped words: the layouts around ask `heightForWidth` for the height at the
        # width they give. The height at the least width (three or four lines) made every column of
        # answers claim room it never used, and squeezed the turn order to a row in the larger type.
        return QSize(LEAST_WIDTH, self.sizeHint().height())


class WrapButton(_Words, QPushButton):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        QPushButton.__init__(self, parent)
        self._wrap(self, text, 10)


class WrapCheckBox(_Words, QCheckBox):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        QCheckBox.__init__(self, parent)
        style = self.style()
        indicator = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self)
        spacing = style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self)
        self._wrap(self, text, indicator + spacing + 2)

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)  # the words are part of the box: a click on them ticks it
