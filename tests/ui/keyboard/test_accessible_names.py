"""Every control a screen reader meets has a name: the main window during a fight and the prep dialogs."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QSlider,
    QTextEdit,
    QWidget,
)

from tests.ui.conftest import start_fight

CONTROLS = (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QAbstractItemView,
    QTextEdit,
    QPlainTextEdit,
    QSlider,
)


def nameless(root: QWidget) -> list[str]:
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, CONTROLS) or not widget.isVisible():
            continue
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractSpinBox | QComboBox | QAbstractItemView):
            continue  # a part of a control (a spin box's text, a table's header), named by its control
        face = QAccessible.queryAccessibleInterface(widget)
        if face is None or not face.text(QAccessible.Text.Name).strip():
            missing.append(
                f"{type(widget).__name__} {widget.objectName() or '(no object name)'} in {type(parent).__name__}"
            )
    return missing


def test_the_main_window_in_a_fight_names_every_control(window: Any, qtbot: Any) -> None:
    start_fight(window.session)
    window.show()
    qtbot.waitExposed(window)
    assert nameless(window) == []


def test_the_prep_dialogs_name_every_control(window: Any, qtbot: Any) -> None:
    from tests.ui.test_prep_options import open_options
    from tests.ui.test_sides_editor import open_editor

    for dialog in (open_options(window), open_editor(window)):
        qtbot.waitExposed(dialog)
        assert nameless(dialog) == [], type(dialog).__name__
        dialog.close()
