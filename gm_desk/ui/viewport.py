"""A scroll area's viewport made in Python, set up as Qt sets up its own, so that asking for it is free.

PySide resolves its Qt widget classes lazily, each with all its enum types. When a C++ call hands
Python a plain `QWidget` it has not wrapped yet (the first `viewport()` of a view, say), PySide cannot
tell that it is no subclass, and resolves every QWidget subclass of QtWidgets to look (67 classes,
QWizard to QCalendarWidget, and their enums: 10-12 ms once per process in a bare QGraphicsView; in GM
Desk, whose start uses some of them anyway, 21 M of 2.7 G instructions). A viewport made here is
already wrapped as what it is, so `viewport()` returns it at once.

`own_viewport` gives it the object name, background role and fill Qt's own viewport has;
`QAbstractScrollArea.setViewport` then does the rest as for Qt's own (focus proxy, event filter,
the view's `setupViewport`). tests/ui/test_viewport.py compares every widget attribute with Qt's own.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsView, QWidget

QT_VIEWPORT_NAME = "qt_scrollarea_viewport"  # QAbstractScrollAreaPrivate::init names its viewport so


def own_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give `area` (just made, before anything is set on its viewport) a viewport made in Python."""
    viewport = QWidget()
    # QGraphicsView's constructor replaces the scroll area's first viewport with an unnamed one.
    if not isinstance(area, QGraphicsView):
        viewport.setObjectName(QT_VIEWPORT_NAME)
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)  # reparented to the area; the one Qt made is deleted
    return viewport
