"""A viewport made in Python (gm_desk/ui/viewport.py) is set up as the one Qt makes, and asking for it
does not make PySide resolve the other QWidget classes."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsScene, QGraphicsView, QTableView, QWidget

from gm_desk.ui.viewport import own_viewport
from tests.conftest import PROJECT_ROOT


def _make_view(kind: str) -> QAbstractScrollArea:
    if kind == "graphics":
        return QGraphicsView(QGraphicsScene())
    return QTableView()


def _setup(area: QAbstractScrollArea) -> dict[str, Any]:
    viewport = area.viewport()
    seen: dict[str, Any] = {a.name: viewport.testAttribute(a) for a in Qt.WidgetAttribute}
    seen.update(
        name=viewport.objectName(),
        background=viewport.backgroundRole(),
        foreground=viewport.foregroundRole(),
        fill=viewport.autoFillBackground(),
        focus=viewport.focusPolicy(),
        focus_proxy=viewport.focusProxy() is area,
        tracking=viewport.hasMouseTracking(),
        drops=viewport.acceptDrops(),
        parent=viewport.parentWidget() is area,
        shown=viewport.isVisibleTo(area),
        geometry=viewport.geometry(),
        menu=viewport.contextMenuPolicy(),
        cursor=viewport.cursor().shape(),
        palette=viewport.palette() == area.palette(),
        size_policy=viewport.sizePolicy(),
        one_viewport=len([c for c in area.children() if isinstance(c, QWidget) and c is viewport]) == 1,
    )
    return seen


@pytest.mark.parametrize("kind", ["graphics", "table"])
def test_a_viewport_made_in_python_is_set_up_as_qts_own(qtbot, kind: str) -> None:
    areas = []
    for own in (False, True):
        area = _make_view(kind)
        qtbot.addWidget(area)
        if own:
            made = own_viewport(area)
            assert area.viewport() is made
        if isinstance(area, QGraphicsView):  # what the map's view sets after it is made
            area.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
            area.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        area.resize(320, 200)
        area.show()
        qtbot.waitExposed(area)
        areas.append(area)
    qts, ours = (_setup(area) for area in areas)
    assert {key: (qts[key], ours[key]) for key in qts if qts[key] != ours[key]} == {}


PROBE = """
import sys
import PySide6.QtWidgets as widgets
from PySide6.QtWidgets import QApplication, QGraphicsView, QTableView
from gm_desk.ui.viewport import own_viewport
app = QApplication(["probe", "-platform", "offscreen"])
view = QTableView()
own_viewport(view)
view.viewport().width()
print("after ours:", "QWizard" in vars(widgets))
other = QGraphicsView()
other.viewport().width()
print("after Qt's:", "QWizard" in vars(widgets))
"""


def test_asking_for_a_viewport_made_in_python_resolves_no_other_widget_class() -> None:
    """Qt's own viewport, handed to Python, makes PySide resolve every QWidget class (QWizard among
    them); ours does not (a new process: this one has resolved them long ago)."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["after ours: False", "after Qt's: True"]
