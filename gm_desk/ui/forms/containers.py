"""Editors that hold other editors: a record of fields, a list of records, a table of named values.

A record lays its fields out in a grid (two label/field pairs a row once it has more than a handful, so a
weapon fits a dialog); a list of records shows each entry in a frame with Remove, and Add at the end.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms.leaves import Editor, QuietComboBox, choice_words

WIDE_AFTER = 4  # fields; a record with more gets two columns of fields


def default_value(spec: FieldSpec) -> Any:
    """A starting value for a new entry: the schema's default, else the smallest valid one."""
    if spec.default is not None:
        return copy.deepcopy(spec.default)
    if spec.nullable and not spec.required:
        return None
    if spec.kind == "group":
        return {child.name: default_value(child) for child in spec.fields}
    if spec.kind == "int":
        return spec.ge if spec.ge is not None else 0
    if spec.kind == "bool":
        return False
    if spec.kind in ("choice", "reach"):
        return spec.choices[0] if spec.choices else spec.ge or 0
    if spec.kind == "dice":
        return "1d6"
    if spec.kind == "list":
        return [default_value(spec.item) for _ in range(spec.min_items or 0)] if spec.item else []
    if spec.kind == "map":
        return {}
    return ""


def singular(label: str) -> str:
    """ "Weapons" → "weapon", "Proficiencies" → "proficiency", for Add buttons."""
    word = label.lower()
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") else word


def field_label(spec: FieldSpec, parent: QWidget) -> QLabel:
    label = QLabel(spec.label or spec.name.replace("_", " ").capitalize(), parent)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if spec.help:
        label.setToolTip(spec.help)
    return label


class GroupEditor(Editor):
    """A record: each field with its label; unknown keys of the value are kept as they were."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        from gm_desk.ui.forms.form import make_editor

        super().__init__(spec, parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        self.editors: dict[str, Editor] = {}
        self._extra: dict[str, Any] = {}
        self.switch: QCheckBox | None = None
        if spec.nullable and spec.name:  # an optional record (a shield): switched on or off
            self.switch = QCheckBox(f"Has {(spec.label or spec.name).lower()}", self)
            self.switch.toggled.connect(self._switched)
            self.grid.addWidget(self.switch, 0, 0, 1, 4)
        top = 1 if self.switch is not None else 0
        # Lists of records and tables of named values get full-width sections below the plain fields.
        plain = [
            f
            for f in spec.fields
            if f.kind != "map" and not (f.kind == "list" and f.item is not None and f.item.kind == "group")
        ]
        blocks = [f for f in spec.fields if f not in plain]
        pairs = 2 if len(plain) > WIDE_AFTER else 1
        for index, child in enumerate(plain):
            editor = make_editor(child, self)
            self.editors[child.name] = editor
            editor.edited.connect(self._changed)
            row, pair = divmod(index, pairs)
            self.grid.addWidget(field_label(child, self), top + row, pair * 2)
            self.grid.addWidget(editor, top + row, pair * 2 + 1)
        for pair in range(pairs):
            self.grid.setColumnStretch(pair * 2 + 1, 1)
        row = top + (len(plain) + pairs - 1) // pairs
        for child in blocks:
            heading = QLabel(child.label or child.name.capitalize(), self)
            heading.setObjectName("sectionLabel")
            self.grid.addWidget(heading, row, 0, 1, pairs * 2)
            editor = make_editor(child, self)
            self.editors[child.name] = editor
            editor.edited.connect(self._changed)
            self.grid.addWidget(editor, row + 1, 0, 1, pairs * 2)
            row += 2

    def editor(self, name: str) -> Editor:
        return self.editors[name]

    def _switched(self, on: bool) -> None:
        for editor in self.editors.values():
            editor.setEnabled(on)
        self._changed()

    def value(self) -> Any:
        if self.switch is not None and not self.switch.isChecked():
            return None
        out = dict(self._extra)
        for name, editor in self.editors.items():
            value = editor.value()
            if value is None and not editor.spec.required:
                out.pop(name, None)  # an empty optional field is left out of the sheet
            else:
                out[name] = value
        return out

    def _set(self, value: Any) -> None:
        if self.switch is not None:
            self.switch.setChecked(isinstance(value, Mapping))
            self._switched(isinstance(value, Mapping))
        values = dict(value) if isinstance(value, Mapping) else {}
        self._extra = {k: copy.deepcopy(v) for k, v in values.items() if k not in self.editors}
        for name, editor in self.editors.items():
            editor.set_value(values[name] if name in values else default_value(editor.spec))


class ListEditor(Editor):
    """A list of records (weapons, items, attacks): a frame per entry, Remove on each, Add at the end."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        assert spec.item is not None
        self.item_spec = spec.item
        self.entries: list[tuple[QFrame, GroupEditor]] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        self.box = QVBoxLayout()
        self.box.setSpacing(6)
        outer.addLayout(self.box)
        self.add_button = QPushButton(f"Add {singular(spec.label or spec.name)}", self)
        self.add_button.setObjectName("addEntryButton")
        self.add_button.clicked.connect(self._add_clicked)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)

    def _append(self, value: Any) -> GroupEditor:
        frame = QFrame(self)
        frame.setObjectName("listEntry")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(frame)
        layout.setContentsMargins(8, 6, 6, 6)
        editor = GroupEditor(self.item_spec, frame)
        editor.set_value(value)
        editor.edited.connect(self._changed)
        remove = QPushButton("Remove", frame)
        remove.setToolTip("Remove this entry")
        layout.addWidget(editor, 1)
        layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignTop)
        entry = (frame, editor)
        remove.clicked.connect(lambda *_, e=entry: self._remove(e))
        self.entries.append(entry)
        self.box.addWidget(frame)
        self._limit()
        return editor

    def _limit(self) -> None:
        top = self.spec.max_items
        self.add_button.setEnabled(top is None or len(self.entries) < top)

    def _add_clicked(self) -> None:
        self._append(default_value(self.item_spec))
        self._changed()

    def _remove(self, entry: tuple[QFrame, GroupEditor]) -> None:
        self.entries.remove(entry)
        self.box.removeWidget(entry[0])
        entry[0].hide()  # gone at once, deleted when the event loop runs
        entry[0].deleteLater()
        self._limit()
        self._changed()

    def value(self) -> Any:
        return [editor.value() for _, editor in self.entries]

    def _set(self, value: Any) -> None:
        for frame, _ in self.entries:
            self.box.removeWidget(frame)
            frame.hide()  # gone at once, deleted when the event loop runs
            frame.deleteLater()
        self.entries = []
        for item in value if isinstance(value, list | tuple) else []:
            self._append(item)
        self._limit()


class MapEditor(Editor):
    """Named values (attributes → die, skills → rating): a row per entry, Remove on each, Add at the end."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.rows: list[tuple[QuietComboBox, Editor, QPushButton]] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)
        outer.addLayout(self.grid)
        self.add_button = QPushButton(f"Add {singular(spec.label or spec.name)}", self)
        self.add_button.clicked.connect(self._add_clicked)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)

    def _keys(self) -> list[str]:
        key = self.spec.key
        fixed = list(key.choices) if key is not None and key.kind == "choice" else []
        return fixed or list(self.spec.suggested_keys)

    def _key_box(self, key: str) -> QuietComboBox:
        combo = QuietComboBox(self)
        fixed = self.spec.key is not None and self.spec.key.kind == "choice"
        combo.setEditable(not fixed)
        for name in self._keys():
            combo.addItem(choice_words(name), name)
        if fixed:
            combo.setCurrentIndex(max(0, combo.findData(key)))
        else:
            index = combo.findData(key)
            if index >= 0:
                combo.setCurrentIndex(index)
            else:
                combo.setEditText(key)
        combo.currentIndexChanged.connect(self._changed)
        combo.editTextChanged.connect(self._changed)
        return combo

    @staticmethod
    def _key_of(combo: QuietComboBox) -> str:
        if combo.isEditable():
            index = combo.findText(combo.currentText())
            data = combo.itemData(index) if index >= 0 else None
            return str(data if data is not None else combo.currentText()).strip()
        return str(combo.currentData() or "")

    def _append(self, key: str, value: Any) -> None:
        from gm_desk.ui.forms.form import make_editor

        combo = self._key_box(key)
        assert self.spec.item is not None
        editor = make_editor(self.spec.item, self)
        editor.set_value(value)
        editor.edited.connect(self._changed)
        remove = QPushButton("✕", self)
        remove.setToolTip("Remove this entry")
        remove.setFixedWidth(32)
        row = len(self.rows)
        self.grid.addWidget(combo, row, 0)
        self.grid.addWidget(editor, row, 1)
        self.grid.addWidget(remove, row, 2)
        entry = (combo, editor, remove)
        remove.clicked.connect(lambda *_, e=entry: self._remove(e))
        self.rows.append(entry)

    def _add_clicked(self) -> None:
        used = set(self.value())
        free = [k for k in self._keys() if k not in used]
        assert self.spec.item is not None
        self._append(free[0] if free else "", default_value(self.spec.item))
        self._changed()

    def _remove(self, entry: tuple[QuietComboBox, Editor, QPushButton]) -> None:
        items = [(self._key_of(c), e.value()) for c, e, b in self.rows if (c, e, b) != entry]
        self._rebuild(items)
        self._changed()

    def _rebuild(self, items: list[tuple[str, Any]]) -> None:
        for widgets in self.rows:
            for widget in widgets:
                self.grid.removeWidget(widget)
                widget.hide()  # gone at once, deleted when the event loop runs
                widget.deleteLater()
        self.rows = []
        for key, value in items:
            self._append(key, value)

    def value(self) -> Any:
        return {self._key_of(c): e.value() for c, e, _ in self.rows if self._key_of(c)}

    def _set(self, value: Any) -> None:
        self._rebuild(list(value.items()) if isinstance(value, Mapping) else [])
