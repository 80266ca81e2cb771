"""Reading a window as a person does, to check that text from data shows as written.

`read_all(root)` walks every widget under `root` (shown or hidden) and returns each text a person could
read there, as Qt would draw it: a label's text through its text format (a rich-text label through Qt's
own HTML reader), a tooltip through Qt's own guess (`Qt.mightBeRichText`), item views and combo boxes
through their models (display text and tooltips), graphics scenes through their text items and
tooltips, text documents through their plain text, buttons, line edits, group boxes, tabs, docks,
actions and window titles as they are. `problems(readings, marks)` says where a planted mark does not
read as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from gm_desk.ui.wrap_button import WrapButton, WrapCheckBox


@dataclass(frozen=True)
class Reading:
    """One text a person reads: where, the text Qt was given, what it shows, and a fault found on the way."""

    where: str
    given: str
    shown: str
    fault: str = ""


def html_as_read(text: str) -> str:
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def guessed(text: str) -> str:
    """What Qt shows where it guesses the format (tooltips, AutoText labels, message boxes)."""
    return html_as_read(text) if GuiQt.mightBeRichText(text) else text


def mnemonic_read(text: str) -> str:
    """What Qt shows of a button's, action's, tab's or group box's text: "&x" marks a shortcut key
    (shown as x, underlined) and "&&" is an "&"."""
    return re.sub(r"&(.)", r"\1", text)


def _name(widget: object) -> str:
    name = widget.objectName() if hasattr(widget, "objectName") else ""
    return f"{type(widget).__name__}{'#' + name if name else ''}"


def _label(label: QLabel, where: str, marks: tuple[str, ...]) -> Reading:
    text, fmt = label.text(), label.textFormat()
    if fmt == Qt.TextFormat.PlainText:
        return Reading(where, text, text)
    if fmt == Qt.TextFormat.RichText:
        return Reading(where, text, html_as_read(text))
    if fmt == Qt.TextFormat.MarkdownText:
        doc = QTextDocument()
        doc.setMarkdown(text)
        return Reading(where, text, doc.toPlainText())
    fault = "an AutoText label shows data" if any(m in text for m in marks) else ""
    return Reading(where, text, guessed(text), fault)


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    if isinstance(model, QAbstractListModel):  # (PySide makes a list model's columnCount private)
        return 1
    return max(1, model.columnCount(parent))


def _model(
    model: QAbstractItemModel, where: str, out: list[Reading], parent: QModelIndex | None = None
) -> None:
    parent = parent if parent is not None else QModelIndex()
    flat = isinstance(model, QAbstractListModel | QAbstractTableModel)
    for row in range(model.rowCount(parent)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            shown = model.data(index, Qt.ItemDataRole.DisplayRole)
            if isinstance(shown, str) and shown:
                out.append(Reading(f"{where}[{row},{column}]", shown, shown))
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str) and tip:
                out.append(Reading(f"{where}[{row},{column}].toolTip", tip, guessed(tip)))
            if column == 0 and not flat and model.hasChildren(index):
                _model(model, where, out, index)
    for section in range(_columns(model, parent) if not parent.isValid() else 0):
        head = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(head, str) and head:
            out.append(Reading(f"{where}.header[{section}]", head, head))


def _scene(view: QGraphicsView, where: str, out: list[Reading]) -> None:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        kind = type(item).__name__
        if isinstance(item, QGraphicsTextItem):
            out.append(Reading(f"{where}/{kind}", item.toHtml(), item.toPlainText()))
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append(Reading(f"{where}/{kind}", item.text(), item.text()))
        tip = item.toolTip()
        if tip:
            out.append(Reading(f"{where}/{kind}.toolTip", tip, guessed(tip)))


def _action(action: QAction, where: str, out: list[Reading], tips_shown: bool = False) -> None:
    """An action's text (as Qt shows it in a menu) and, where Qt shows it, its tooltip: set apart from
    its text, or in a menu that shows tooltips (a toolbar's button is read as a widget)."""
    text = action.text()
    if text:
        out.append(Reading(f"{where}.text", text, mnemonic_read(text)))
    if action.statusTip():
        out.append(Reading(f"{where}.statusTip", action.statusTip(), action.statusTip()))
    tip = action.toolTip()
    if tip and (tips_shown or tip != mnemonic_read(text).replace("...", "").replace("…", "")):
        out.append(Reading(f"{where}.toolTip", tip, guessed(tip)))
    menu = action.menu()
    if isinstance(menu, QMenu):
        for child in menu.actions():
            _action(child, f"{where}>{child.text()}", out, menu.toolTipsVisible())


def read_widget(widget: QWidget, marks: tuple[str, ...], out: list[Reading]) -> None:
    """Every text `widget` itself shows (not its children's)."""
    where = _name(widget)
    if widget.isWindow() and widget.windowTitle():
        out.append(Reading(f"{where}.windowTitle", widget.windowTitle(), widget.windowTitle()))
    tip = widget.toolTip()
    if tip:
        out.append(Reading(f"{where}.toolTip", tip, guessed(tip)))
    if isinstance(widget, QMessageBox):
        text = widget.text()
        plain = widget.textFormat() == Qt.TextFormat.PlainText
        out.append(Reading(f"{where}.text", text, text if plain else guessed(text)))
        return
    if isinstance(widget, QLabel):
        out.append(_label(widget, where, marks))
    elif isinstance(widget, WrapButton | WrapCheckBox):
        pass  # its words are a plain-text label of its own, read as a label
    elif isinstance(widget, QAbstractButton):
        out.append(Reading(f"{where}.text", widget.text(), mnemonic_read(widget.text())))
    elif isinstance(widget, QLineEdit):
        out.append(Reading(f"{where}.text", widget.text(), widget.text()))
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        text = widget.document().toPlainText()
        out.append(Reading(f"{where}.document", text, text))
    elif isinstance(widget, QGroupBox):
        out.append(Reading(f"{where}.title", widget.title(), mnemonic_read(widget.title())))
    elif isinstance(widget, QDockWidget):
        out.append(Reading(f"{where}.title", widget.windowTitle(), widget.windowTitle()))
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            out.append(Reading(f"{where}.tab[{i}]", widget.tabText(i), mnemonic_read(widget.tabText(i))))
            tip = widget.tabToolTip(i)
            if tip:
                out.append(Reading(f"{where}.tab[{i}].toolTip", tip, guessed(tip)))
    elif isinstance(widget, QComboBox):
        model = widget.model()
        if model is not None:
            _model(model, where, out)
        out.append(Reading(f"{where}.currentText", widget.currentText(), widget.currentText()))
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        _model(widget.model(), where, out)
    if isinstance(widget, QGraphicsView):
        _scene(widget, where, out)
    shown = isinstance(widget, QMenu) and widget.toolTipsVisible()
    for action in widget.actions():
        _action(action, f"{where}.action", out, shown)


def read_all(root: QWidget, marks: tuple[str, ...]) -> list[Reading]:
    """Every text a person could read in `root` and the widgets under it."""
    out: list[Reading] = []
    for widget in [root, *root.findChildren(QWidget)]:
        read_widget(widget, marks, out)
    return out


def problems(readings: list[Reading], marks: dict[str, str]) -> list[str]:
    """Where a mark does not read as written: `marks` maps each mark to a word only it holds.

    A text that shows the word must show the whole mark (or, when cut short with "…", its opening tag);
    a text whose format Qt guesses must not hold a mark at all.
    """
    found: list[str] = []
    for reading in dict.fromkeys(readings):  # a table's header view reads the table's model again
        if reading.fault:
            found.append(f"{reading.where}: {reading.fault}: {reading.given!r}")
            continue
        for mark, word in marks.items():
            if word not in reading.shown:
                continue
            if mark in reading.shown:
                continue
            if "…" in reading.shown and mark.split(">", 1)[0] in reading.shown:
                continue
            found.append(f"{reading.where}: shows {reading.shown!r} (given {reading.given!r})")
            break
    return found


def words_read(readings: list[Reading], marks: dict[str, str]) -> set[str]:
    """The marks' words that some text shows."""
    return {word for word in marks.values() if any(word in r.shown for r in readings)}
