"""A scroll area for a panel's fields: scrolls up and down only, and asks for little height, so a dock
can be short while the button below it stays in view."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QWidget


class FittingScrollArea(QScrollArea):
    """Scrolls up and down only: never narrower than its page, so no field is cut off at the right."""

    least_height = 80

    def minimumSizeHint(self) -> QSize:
        inner = self.widget().minimumSizeHint() if self.widget() is not None else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar + 2, min(inner.height(), self.least_height))


def scrolling(widget: QWidget, parent: QWidget | None = None, least_height: int = 80) -> QScrollArea:
    area = FittingScrollArea(parent)
    area.least_height = least_height
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    return area


def footer(note: QLabel, button: QPushButton) -> QHBoxLayout:
    """The line below a form's fields: the note (why the button waits) beside the button, one row high."""
    note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    button.setMinimumWidth(90)
    row = QHBoxLayout()
    row.setContentsMargins(4, 0, 4, 0)
    row.addWidget(note, 1)
    row.addWidget(button, 0, Qt.AlignmentFlag.AlignBottom)
    return row
