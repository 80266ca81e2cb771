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
    """Scrolls up and down; as wide as its page up to `widest`, so no field is cut off at the right in
    a dock of the usual width, and beyond it the page scrolls sideways: what a panel shows (a larger
    type, a long name) never widens its dock, and the window, in the middle of a fight."""

    least_height = 80
    widest = 360  # what fits the right-hand docks (380 pixels at 1280) within a panel's margins

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A scroll area does not pass its page's new size hints on: when rows come or go in the page,
        # the layout around the area must ask again how tall it would like to be.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _width(self, page: int) -> int:
        return min(page + self.verticalScrollBar().sizeHint().width() + 2, self.widest)

    def sizeHint(self) -> QSize:
        """As tall as its page (a scroll area's own hint ignores what it holds): given the room, it shows
        the page whole."""
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        page = widget.sizeHint()
        return QSize(self._width(page.width()), max(page.height() + 2, self.minimumSizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        widget = self.widget()
        inner = widget.minimumSizeHint() if widget is not None else QSize(0, 0)
        # as tall as the page wants up to `least_height`: a short page shows whole, a long one scrolls
        wanted = widget.sizeHint().height() if widget is not None else 0
        return QSize(self._width(inner.width()), min(max(wanted, inner.height()), self.least_height))


def scrolling(widget: QWidget, parent: QWidget | None = None, least_height: int = 80) -> QScrollArea:
    """`widget` in an area that scrolls up and down, and sideways only when its page is wider than a
    dock of the usual width (see `FittingScrollArea`)."""
    area = FittingScrollArea(parent)
    area.least_height = least_height
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
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
