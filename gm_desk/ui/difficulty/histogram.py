"""The histogram of fight lengths, drawn with QPainter: one bar per number of rounds, its count above it.

`bars()` gives the rectangles `paintEvent` draws (tests read them): the tallest bar fills the plot height.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from gm_desk.ui.i18n import tr
from gm_desk.ui.theme import colour

MARGIN = 24  # room for the counts above and the rounds below
GAP = 4


class LengthHistogram(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lengthHistogram")
        self.counts: tuple[tuple[int, int], ...] = ()
        self.capped_at: int | None = None
        self.setMinimumHeight(160)
        self.setAccessibleName(tr("Fight lengths histogram"))

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def set_counts(self, counts: tuple[tuple[int, int], ...], capped_at: int | None = None) -> None:
        """(rounds, fights) pairs; every length between the shortest and the longest gets a slot."""
        self.counts = tuple(counts)
        self.capped_at = capped_at
        self.update()

    def _slots(self) -> list[tuple[int, int]]:
        if not self.counts:
            return []
        found = dict(self.counts)
        return [(r, found.get(r, 0)) for r in range(min(found), max(found) + 1)]

    def bars(self) -> list[tuple[int, int, QRectF]]:
        """(rounds, fights, rectangle) of each slot, in widget coordinates."""
        slots = self._slots()
        if not slots:
            return []
        top = max(count for _, count in slots) or 1
        plot_h = max(1.0, self.height() - 2 * MARGIN)
        width = max(1.0, (self.width() - 2 * GAP) / len(slots))
        base = self.height() - MARGIN
        out = []
        for i, (rounds, count) in enumerate(slots):
            h = plot_h * count / top
            out.append((rounds, count, QRectF(GAP + i * width + GAP / 2, base - h, width - GAP, h)))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        text = self.palette().text().color()
        bars = self.bars()
        if not bars:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("No fights simulated yet."))
            return
        base = self.height() - MARGIN
        painter.setPen(text)
        painter.drawLine(GAP, base, self.width() - GAP, base)
        for rounds, count, rect in bars:
            capped = self.capped_at is not None and rounds >= self.capped_at
            painter.fillRect(rect, colour("#c0504d" if capped else "#4f81bd"))
            painter.setPen(text)
            if count:
                painter.drawText(
                    QRectF(rect.left() - 6, rect.top() - MARGIN + 4, rect.width() + 12, MARGIN - 4),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    str(count),
                )
            painter.drawText(
                QRectF(rect.left() - 6, base + 2, rect.width() + 12, MARGIN - 2),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(rounds),
            )
