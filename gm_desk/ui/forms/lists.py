"""A list of records (Retaliations, weapons, attacks, items): the entries above, the chosen one's form below.

The entries are listed one line each, with Add, Remove, Move up and Move down; the chosen entry's fields
are edited in a form built from the item's specs like the rest of the record. An entry the schema finds
fault with is marked in the list, so a problem in the third Retaliation shows even while the GM edits
the first.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.base import Editor, Issues, Loc, Overrides, structural_path
from gm_desk.ui.forms.build import register_container
from gm_desk.ui.forms.group import GroupEditor
from gm_desk.ui.forms.specs import default_value, label_text, singular
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import tooltip

SHOWN_LINES = (3, 6)  # the list grows with its entries between these many lines, then scrolls


class ListEditor(Editor):
    """Add, remove and reorder records; the chosen record's fields in a form below the list."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        assert spec.item is not None
        self.item_spec = spec.item
        self.items: list[dict[str, Any]] = []
        self._item_issues: dict[int, list[tuple[Loc, str]]] = {}
        self.singular = singular(label_text(spec)) or "entry"

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.entries = QListWidget(self)
        self.entries.setObjectName("entries")
        self.entries.setAlternatingRowColors(True)
        layout.addWidget(self.entries)

        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.add_button = QPushButton(tr("Add {singular}", singular=self.singular), self)
        self.add_button.setObjectName("addEntryButton")
        self.remove_button = QPushButton(tr("Remove"), self)
        self.up_button = QPushButton(tr("Move up"), self)
        self.down_button = QPushButton(tr("Move down"), self)
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

        self.frame = QFrame(self)
        self.frame.setObjectName("listEntry")
        self.frame.setFrameShape(QFrame.Shape.StyledPanel)
        inner = QVBoxLayout(self.frame)
        inner.setContentsMargins(8, 6, 8, 6)
        self.detail = GroupEditor(self.item_spec, self.frame)
        inner.addWidget(self.detail)
        layout.addWidget(self.frame)
        layout.addWidget(self.message)

        self.add_button.clicked.connect(self.add_entry)
        self.remove_button.clicked.connect(self.remove_entry)
        self.up_button.clicked.connect(lambda: self.move_entry(-1))
        self.down_button.clicked.connect(lambda: self.move_entry(1))
        self.entries.currentRowChanged.connect(self._show_entry)
        self.detail.edited.connect(self._detail_edited)
        self._refresh()

    # --- what subclasses may refine ---------------------------------------------------------------

    def entry_text(self, item: dict[str, Any]) -> str:
        """One line for the list: the entry's name."""
        name = str(item.get("name") or "").strip()
        return name or tr("(unnamed {what})", what=self.singular)

    def new_entry(self) -> dict[str, Any]:
        """A new entry: the schema's defaults, named so it can be told apart in the list. Optional fields
        left empty are not written, as a record typed by hand would not have them."""
        entry = {k: v for k, v in default_value(self.item_spec).items() if v is not None}
        if "name" in entry:
            entry["name"] = tr("New {what}", what=self.singular)
        return entry

    # --- the GM's actions -------------------------------------------------------------------------

    @property
    def current(self) -> int:
        return self.entries.currentRow()

    def add_entry(self) -> None:
        self.items.append(self.new_entry())
        self._refresh(select=len(self.items) - 1)
        self._emit(structural_path("add"))
        self.detail.setFocus()

    def remove_entry(self) -> None:
        row = self.current
        if not 0 <= row < len(self.items):
            return
        del self.items[row]
        self._refresh(select=min(row, len(self.items) - 1))
        self._emit(structural_path("remove"))

    def move_entry(self, step: int) -> None:
        row, target = self.current, self.current + step
        if not (0 <= row < len(self.items) and 0 <= target < len(self.items)):
            return
        self.items[row], self.items[target] = self.items[target], self.items[row]
        self._refresh(select=target)
        self._emit(structural_path("move"))

    # --- the protocol -----------------------------------------------------------------------------

    def value(self) -> Any:
        return copy.deepcopy(self.items)

    def _set(self, value: Any) -> None:
        items = value if isinstance(value, list | tuple) else []
        self.items = [copy.deepcopy(item) if isinstance(item, dict) else {} for item in items]
        self._refresh(select=self.current)

    def show_issues(self, issues: Issues) -> None:
        self._item_issues = {}
        own = []
        for loc, message in issues:
            if loc and isinstance(loc[0], int) and 0 <= loc[0] < len(self.items):
                self._item_issues.setdefault(loc[0], []).append((loc[1:], message))
            else:
                own.append(message)
        self._set_message("\n".join(own))
        self._mark_entries()
        self.detail.show_issues(self._item_issues.get(self.current, []))

    def issue_text(self) -> str:
        texts = [self.message.text(), self.detail.issue_text()]
        return "\n".join(text for text in texts if text)

    def entry_has_issue(self, row: int) -> bool:
        return row in self._item_issues

    # --- internals --------------------------------------------------------------------------------

    def _refresh(self, select: int = 0) -> None:
        """Rebuild the list lines and show entry `select` (bounded) in the form."""
        quiet, self._quiet = self._quiet, True
        try:
            self.entries.clear()
            for item in self.items:
                self.entries.addItem(QListWidgetItem(self.entry_text(item)))
            row = max(0, min(select, len(self.items) - 1)) if self.items else -1
            self.entries.setCurrentRow(row)
            self._load_detail(row)
        finally:
            self._quiet = quiet
        self._fit_height()
        self._mark_entries()
        self._update_buttons()

    def _fit_height(self) -> None:
        low, high = SHOWN_LINES
        lines = max(low, min(high, len(self.items)))
        line = self.entries.sizeHintForRow(0) if self.items else self.fontMetrics().height() + 4
        self.entries.setFixedHeight(lines * max(line, 1) + 2 * self.entries.frameWidth() + 4)

    def _show_entry(self, row: int) -> None:
        if self._quiet:
            return
        self._quiet = True
        try:
            self._load_detail(row)
        finally:
            self._quiet = False
        self.detail.show_issues(self._item_issues.get(row, []))
        self._update_buttons()

    def _load_detail(self, row: int) -> None:
        has_entry = 0 <= row < len(self.items)
        self.frame.setEnabled(has_entry)
        self.detail.set_value(self.items[row] if has_entry else default_value(self.item_spec))

    def _detail_edited(self, path: str) -> None:
        row = self.current
        if self._quiet or not 0 <= row < len(self.items):
            return
        self.items[row] = self.detail.value()
        self.entries.item(row).setText(self.entry_text(self.items[row]))
        self._emit(f"{row}.{path}")

    def _mark_entries(self) -> None:
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for row in range(self.entries.count()):
            line = self.entries.item(row)
            problems = self._item_issues.get(row)
            line.setIcon(warning if problems else QIcon())
            line.setToolTip(tooltip("\n".join(message for _, message in problems)) if problems else "")
            line.setData(Qt.ItemDataRole.AccessibleDescriptionRole, tr("has problems") if problems else "")

    def _update_buttons(self) -> None:
        row, count = self.current, len(self.items)
        self.add_button.setEnabled(self.spec.max_items is None or count < self.spec.max_items)
        self.remove_button.setEnabled(0 <= row < count)
        self.up_button.setEnabled(0 < row < count)
        self.down_button.setEnabled(0 <= row < count - 1)


def _make_list(spec: FieldSpec, parent: QWidget | None, overrides: Overrides | None) -> Editor:
    return ListEditor(spec, parent)  # the records of a list get no special editors by name


register_container("list", _make_list)
