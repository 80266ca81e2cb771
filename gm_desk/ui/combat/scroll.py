"""A scroll area for a panel's fields: scrolls up and down only, and asks for little height, so a dock
can be short while the button below it stays in view."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


class FittingScrollArea(QScrollArea):
    """Scrolls up and down only: never narrower than its page, so no field is cut off at the right."""

    least_height = 80

    def setWidget(self, widget: QWidget) -> None:  # type: ignore[override]
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A scroll area does not pass its page's new size hints on: when rows come or go in the page,
        # the layout around the area must ask again how tall it would like to be.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    steady = False  # keep `least_height` whatever the page holds: rows that come and go move nothing

    def minimumSizeHint(self) -> QSize:
        widget = self.widget()
        inner = widget.minimumSizeHint() if widget is not None else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        if self.steady:
            return QSize(inner.width() + bar + 2, self.least_height)
        # as tall as the page wants up to `least_height`: a short page shows whole, a long one scrolls
        wanted = widget.sizeHint().height() if widget is not None else 0
        return QSize(inner.width() + bar + 2, min(max(wanted, inner.height()), self.least_height))


def scrolling(
    widget: QWidget, parent: QWidget | None = None, least_height: int = 80, *, steady: bool = False
) -> QScrollArea:
    """`widget` in an area that scrolls up and down; `steady`: always `least_height` tall at the least,
    so that rows coming and going inside never move the borders of the dock around it."""
    area = FittingScrollArea(parent)
    area.least_height = least_height
    area.steady = steady
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


def form_page(
    owner: QWidget, parts: list[QWidget | QLayout], note: QLabel, button: QPushButton
) -> QScrollArea:
    """Lay `owner` out as a form's page: `parts` top to bottom in a scrolling body, then the note and the
    button on a fixed line below it (rows that come and go never move the button). Returns the area."""
    body = QWidget(owner)
    column = QVBoxLayout(body)
    column.setContentsMargins(4, 4, 4, 4)
    column.setSpacing(6)
    for part in parts:
        if isinstance(part, QLayout):
            column.addLayout(part)
        else:
            column.addWidget(part)
    column.addStretch(1)
    area = scrolling(body, owner, least_height=40)
    layout = QVBoxLayout(owner)
    layout.setContentsMargins(0, 0, 0, 4)
    layout.setSpacing(4)
    layout.addWidget(area, 1)
    layout.addLayout(footer(note, button))
    return area
