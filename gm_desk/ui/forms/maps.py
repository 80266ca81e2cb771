"""An open table of named values (attributes → die size, skills → rating): a row per entry, plus Add.

A key the schema fixes is picked from a list; an open key is typed, with the schema's suggestions
offered in the same box. Keys read as words ("Strength") but are kept as the schema spells them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QPushButton, QToolButton, QVBoxLayout, QWidget

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.base import Editor, Issues, Loc, Overrides, structural_path
from gm_desk.ui.forms.build import make_editor, register_container
from gm_desk.ui.forms.inputs import QuietComboBox, choice_words
from gm_desk.ui.forms.specs import default_value, label_text, singular
from gm_desk.ui.i18n import tr

Row = tuple[QuietComboBox, Editor, QToolButton]


class MapEditor(Editor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        assert spec.item is not None
        self.item_spec = spec.item
        self.rows: list[Row] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)  # the name takes the room; a die or a rating needs little
        layout.addLayout(self.grid)
        self.add_button = QPushButton(tr("Add {singular}", singular=singular(label_text(spec))), self)
        self.add_button.clicked.connect(self._add_clicked)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.message)

    def _fixed_keys(self) -> bool:
        return self.spec.key is not None and self.spec.key.kind == "choice"

    def _keys(self) -> list[str]:
        if self._fixed_keys():
            assert self.spec.key is not None
            return list(self.spec.key.choices)
        return list(self.spec.suggested_keys)

    def _key_box(self, key: str) -> QuietComboBox:
        combo = QuietComboBox(self)
        combo.setEditable(not self._fixed_keys())
        for name in self._keys():
            combo.addItem(choice_words(name), name)
        index = combo.findData(key)
        if index >= 0 or not combo.isEditable():
            combo.setCurrentIndex(max(0, index))
        else:
            combo.setEditText(key)
        combo.currentIndexChanged.connect(self._key_edited)
        combo.editTextChanged.connect(self._key_edited)
        return combo

    @staticmethod
    def _key_of(combo: QuietComboBox) -> str:
        if combo.isEditable():
            index = combo.findText(combo.currentText())
            data = combo.itemData(index) if index >= 0 else None
            return str(data if data is not None else combo.currentText()).strip()
        return str(combo.currentData() or "")

    def _append(self, key: str, value: Any) -> None:
        combo = self._key_box(key)
        editor = make_editor(self.item_spec, self)
        editor.set_value(value)
        remove = QToolButton(self)
        remove.setText("✕")
        remove.setToolTip(tr("Remove this entry"))
        remove.setAccessibleName(tr("Remove"))
        row = len(self.rows)
        self.grid.addWidget(combo, row, 0)
        self.grid.addWidget(editor, row, 1)
        self.grid.addWidget(remove, row, 2, Qt.AlignmentFlag.AlignTop)
        entry = (combo, editor, remove)
        self.rows.append(entry)
        editor.edited.connect(lambda path, e=entry: self._value_edited(e, path))
        remove.clicked.connect(lambda *_, e=entry: self._remove(e))

    def _add_clicked(self) -> None:
        used = set(self.value())
        free = [k for k in self._keys() if k not in used]
        self._append(free[0] if free else "", default_value(self.item_spec))
        self._limit()
        self._emit(structural_path("add"))

    def _remove(self, entry: Row) -> None:
        self._rebuild([(self._key_of(row[0]), row[1].value()) for row in self.rows if row is not entry])
        self._emit(structural_path("remove"))

    def _key_edited(self, *args: Any) -> None:
        self._emit("keys")

    def _value_edited(self, entry: Row, path: str) -> None:
        key = self._key_of(entry[0])
        self._emit(f"{key}.{path}" if path else key)

    def _rebuild(self, items: list[tuple[str, Any]]) -> None:
        for widgets in self.rows:
            for widget in widgets:
                self.grid.removeWidget(widget)
                widget.hide()  # gone at once, deleted when the event loop runs
                widget.deleteLater()
        self.rows = []
        quiet, self._quiet = self._quiet, True
        try:
            for key, value in items:
                self._append(key, value)
        finally:
            self._quiet = quiet
        self._limit()

    def _limit(self) -> None:
        top = self.spec.max_items
        self.add_button.setEnabled(top is None or len(self.rows) < top)

    def value(self) -> Any:
        return {self._key_of(c): e.value() for c, e, _ in self.rows if self._key_of(c)}

    def _set(self, value: Any) -> None:
        items = list(value.items()) if isinstance(value, Mapping) else []
        if [(self._key_of(c), e.value()) for c, e, _ in self.rows] != items:
            self._rebuild(items)  # unchanged rows are kept, and with them the focus inside them

    def show_issues(self, issues: Issues) -> None:
        own: list[str] = []
        routed: dict[int, list[tuple[Loc, str]]] = {}
        keys = [self._key_of(combo) for combo, _, _ in self.rows]
        for loc, message in issues:
            if loc and loc[0] in keys:
                routed.setdefault(keys.index(str(loc[0])), []).append((loc[1:], message))
            else:
                own.append(message)
        for position, (_, editor, _) in enumerate(self.rows):
            editor.show_issues(routed.get(position, []))
        self._set_message("\n".join(own))

    def issue_text(self) -> str:
        texts = [self.message.text(), *(editor.issue_text() for _, editor, _ in self.rows)]
        return "\n".join(text for text in texts if text)


def _make_map(spec: FieldSpec, parent: QWidget | None, overrides: Overrides | None) -> Editor:
    return MapEditor(spec, parent)  # a table's values are plain fields: no special editors by name


register_container("map", _make_map)
