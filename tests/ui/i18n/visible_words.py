"""What a person can read in a window: every visible text of its widgets, menus, tabs, headers, tips (for the pseudo-language tests)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

_TAGS = re.compile(r"<[^>]+>")
_ENTITIES = {"&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'"}


def _plain(text: str) -> str:
    text = _TAGS.sub(" ", text)
    for entity, char in _ENTITIES.items():
        text = text.replace(entity, char)
    return html.unescape(text).strip()  # the rest of the entities (&#x27;) as a person reads them


def _menu_words(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        yield from _action_words(action)


def _action_words(action: QAction) -> Iterator[str]:
    if action.isSeparator() or not action.isVisible():
        return
    yield action.text()
    yield action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
    if action.menu() is not None:
        yield from _menu_words(action.menu())


def _model_words(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    # Counted through valid indexes: some of Qt's own models keep rowCount and columnCount private.
    columns = 0
    while columns < 40 and (
        model.index(0, columns).isValid()
        or model.headerData(columns, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) is not None
    ):
        value = model.headerData(columns, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(value, str):
            yield value
        columns += 1
    row = 0
    while row < 50 and model.index(row, 0).isValid():
        for column in range(max(columns, 1)):
            value = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
            if isinstance(value, str):
                yield value
        row += 1


def visible_words(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every non-empty text a person can read in ``root`` and its visible children."""
    found: list[tuple[str, str]] = []

    def add(where: QWidget | str, texts: Iterable[str]) -> None:
        label = where if isinstance(where, str) else f"{type(where).__name__}:{where.objectName()}"
        for text in texts:
            text = _plain(text or "")
            if text:
                found.append((label, text))

    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible():
            continue
        if widget.isWindow() or isinstance(widget, QDockWidget):
            add(widget, [widget.windowTitle()])
        add(widget, [widget.toolTip()])
        if isinstance(widget, QLabel | QAbstractButton):
            add(widget, [widget.text()])
        elif isinstance(widget, QGroupBox):
            add(widget, [widget.title()])
        elif isinstance(widget, QTabBar):
            add(widget, [widget.tabText(i) for i in range(widget.count())])
        elif isinstance(widget, QComboBox):
            add(widget, [widget.itemText(i) for i in range(widget.count())])
        elif isinstance(widget, QLineEdit):
            add(widget, [widget.placeholderText()])
        elif isinstance(widget, QTextEdit | QPlainTextEdit):
            add(widget, [widget.toPlainText()])
        elif isinstance(widget, QAbstractItemView):
            add(widget, _model_words(widget))
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            add("menu", _action_words(action))
    return found


_UNALTERED = re.compile(r"[A-Za-z]{2,}")
# What is not a word of the app's: key sequences (Ctrl+Shift+P, F11), dice expressions (2d6kh1+3), file
# paths and the names of the product and its parts, which stay the same in every language.
_NOT_WORDS = re.compile(
    r"\bGM Desk\b|\bQt\b|\bPySide6\b|\bPython\b|(?:/[\w.\-]+)+|(?:\b(?:Ctrl|Shift|Alt|Meta)\+)+[A-Za-z0-9]+|\bF\d{1,2}\b|\b\d*d\d+(?:[a-z]{1,2}\d+)*(?:[+-]\d*d?\d+)*"
)

_DATA_KEYS = {
    "name",
    "title",
    "effect",
    "description",
    "text",
    "notes",
    "group",
    "label",
    "weapon",
    "tags",
    "pack",
}


def setup_words(setup: object) -> set[str]:
    """The GM's own words in an encounter's setup (names, effects, descriptions), which no catalogue
    translates: taken out before the pseudo-language check."""
    found: set[str] = set()

    def walk(value: object, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, str(k))
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and (key in _DATA_KEYS or key.endswith(("_name", "_label"))):
            found.add(value)

    walk(setup)
    return found


def unaltered(words: list[tuple[str, str]], data: Iterable[str]) -> list[tuple[str, str]]:
    """The texts still in plain English under the pseudo-language, once the GM's own data is taken out.

    The pseudo-language turns every letter into an accented one, so a run of two plain ASCII letters
    left after removing names, zone names, other data, keys and dice means the text never went through
    translation.
    """
    # A sentence of the GM's may be shown without its last full stop.
    # Runs of white space count as one space on both sides (a paragraph may be wrapped differently).
    flat = {" ".join(d.split()) for d in data if d and d.strip()}
    names = sorted(flat | {d.rstrip(".") for d in flat}, key=len, reverse=True)
    left = []
    for where, text in words:
        rest = " ".join(text.split())
        # A text cut short ("…retaliates against Brannoc: Weave ...") may end inside a name: its last word goes.
        rest = re.sub(r"\S+\s*(?:\.\.\.|…)$", " ", rest)
        for name in names:
            rest = rest.replace(name, " ")
        rest = _NOT_WORDS.sub(" ", rest)
        if _UNALTERED.search(rest):
            left.append((where, text))
    return left
