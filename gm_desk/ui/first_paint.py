"""Run something right after a window has been painted for the first time.

The app shows its window's frame first and loads the data behind it afterwards; loading before the
frame has reached the screen would leave the GM looking at nothing. A window that is never painted
(started minimised, say) still loads: a fallback timer runs the callback anyway.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, callback: Callable[[], None], fallback_ms: int | None) -> None:
        super().__init__(widget)
        self._widget = widget
        self._callback: Callable[[], None] | None = callback
        widget.installEventFilter(self)
        if fallback_ms is not None:
            QTimer.singleShot(fallback_ms, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            # The Paint event starts the pass that draws every child too; the zero-delay timer fires
            # once that pass is over and the frame is on the screen.
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        callback, self._callback = self._callback, None
        if callback is None:  # already run (the paint and the fallback both came)
            return
        self._widget.removeEventFilter(self)
        callback()


def after_first_paint(
    widget: QWidget, callback: Callable[[], None], *, fallback_ms: int | None = None
) -> None:
    """Call `callback` once, as soon as `widget`'s next paint is done (or after `fallback_ms`)."""
    _FirstPaint(widget, callback, fallback_ms)
