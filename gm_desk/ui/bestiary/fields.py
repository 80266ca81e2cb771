"""Form widgets for stat-block fields, one per kind of `FieldSpec`, built by `make_editor`.

Every editor shows one field and the problems the schema found with it, and speaks one small protocol:
`value()` / `set_value()` (which never emits), `changed(path)` when the GM edits it (the dotted path of
the leaf that changed, so the editor's undo stack can merge typing in one field), and `show_issues()`
with the schema's problems located below this field. Bounds come from the spec: spin boxes stop at the
schema's limits, choices are combo boxes, and only free text gets a line edit.
"""

from __future__ import annotations

import copy
import itertools
import re
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.statblocks import FieldSpec

Loc = tuple[str | int, ...]
Issues = Sequence[tuple[Loc, str]]

ISSUE_STYLE = "color: #b42318;"
NONE_TEXT = "—"
_structural = itertools.count(1)


def structural_path(what: str) -> str:
    """A path that never merges with another edit in the undo stack (adding, removing, moving)."""
    return f"!{what}{next(_structural)}"


def choice_text(choice: str) -> str:
    """How a choice reads in a combo box: "melee" → "Melee", dice sizes stay "d6"."""
    if re.fullmatch(r"d\d+", choice):
        return choice
    return choice.replace("_", " ").capitalize()


def default_value(spec: FieldSpec) -> Any:
    """A starting value for a new creature or list entry: the schema's default, else the smallest valid."""
    if not spec.required:
        if spec.default is not None:
            return copy.deepcopy(spec.default)
        if spec.nullable:
            return None
    if spec.kind == "group":
        return {child.name: default_value(child) for child in spec.fields}
    if spec.kind == "int":
        return spec.ge if spec.ge is not None else 0
    if spec.kind == "bool":
        return False
    if spec.kind in ("choice", "reach"):
        return spec.choices[0] if spec.choices else spec.ge
    if spec.kind == "dice":
        return "1d6"
    if spec.kind == "list":
        count = spec.min_items or 0
        return [default_value(spec.item) for _ in range(count)] if spec.item else []
    if spec.kind == "map":
        return {}
    return ""


# ------------------------------------------------------------------------------------- base classes


class FieldEditor(QWidget):
    """One field of a stat block."""

    changed = Signal(str)  # dotted path of the edited leaf below this field ("" for the field itself)

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName(f"field_{spec.name}")
        if spec.help:
            self.setToolTip(spec.help)

    # Concrete editors provide value(), set_value(value) and show_issues(issues).

    def issue_text(self) -> str:
        """The problems shown under this field (and its parts), for tests and accessibility."""
        return ""


class LeafEditor(FieldEditor):
    """A field with one input widget and a message line under it."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.input = self._build()
        layout.addWidget(self.input)
        self.message = QLabel(self)
        self.message.setObjectName("fieldIssue")
        self.message.setStyleSheet(ISSUE_STYLE)
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        self.setFocusProxy(self.input)

    # Subclasses provide _build() (the input widget), value() and _set(value).

    def set_value(self, value: Any) -> None:
        self._quiet = True
        try:
            self._set(value)
        finally:
            self._quiet = False

    def _edited(self, *args: Any) -> None:
        if not self._quiet:
            self.changed.emit("")

    def show_issues(self, issues: Issues) -> None:
        self._set_message("\n".join(self._describe(loc, message) for loc, message in issues))

    def _describe(self, loc: Loc, message: str) -> str:
        return message

    def _set_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def issue_text(self) -> str:
        return self.message.text()


class SpinBox(QSpinBox):
    """A spin box that leaves the wheel to the scrolling form unless the GM is typing in it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class ComboBox(QComboBox):
    """A combo box that, like SpinBox, ignores the wheel unless focused."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


# ----------------------------------------------------------------------------------------- leaves


class TextEditor(LeafEditor):
    def _build(self) -> QWidget:
        edit = QLineEdit(self)
        if self.spec.max_length:
            edit.setMaxLength(self.spec.max_length)
        if self.spec.nullable:
            edit.setPlaceholderText("optional")
        edit.textEdited.connect(self._edited)
        return edit

    def value(self) -> Any:
        text = self.input.text()
        return None if self.spec.nullable and not text.strip() else text

    def _set(self, value: Any) -> None:
        self.input.setText("" if value is None else str(value))


class MultilineEditor(LeafEditor):
    def _build(self) -> QWidget:
        edit = QPlainTextEdit(self)
        edit.setTabChangesFocus(True)
        edit.setFixedHeight(64)
        if self.spec.nullable:
            edit.setPlaceholderText("optional")
        edit.textChanged.connect(self._edited)
        return edit

    def value(self) -> Any:
        text = self.input.toPlainText()
        return None if self.spec.nullable and not text.strip() else text

    def _set(self, value: Any) -> None:
        self.input.setPlainText("" if value is None else str(value))


class IntEditor(LeafEditor):
    """A spin box bounded by the schema; a nullable number gets a "—" step below its minimum."""

    def _build(self) -> QWidget:
        spin = SpinBox(self)
        step = self.spec.multiple_of or 1
        low = self.spec.ge if self.spec.ge is not None else -1_000_000
        high = self.spec.le if self.spec.le is not None else 1_000_000
        if self.spec.nullable:
            low -= step
            spin.setSpecialValueText(NONE_TEXT)
        spin.setRange(low, high)
        spin.setSingleStep(step)
        spin.setMinimumWidth(84)
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        spin.valueChanged.connect(self._edited)
        return spin

    def value(self) -> Any:
        number = self.input.value()
        return None if self.spec.nullable and number == self.input.minimum() else number

    def _set(self, value: Any) -> None:
        if value is None or isinstance(value, bool) or not isinstance(value, int):
            self.input.setValue(self.input.minimum())
        else:
            self.input.setValue(value)


class BoolEditor(LeafEditor):
    def _build(self) -> QWidget:
        box = QCheckBox(self)
        box.toggled.connect(self._edited)
        return box

    def value(self) -> Any:
        return self.input.isChecked()

    def _set(self, value: Any) -> None:
        self.input.setChecked(bool(value))


class ChoiceEditor(LeafEditor):
    def _build(self) -> QWidget:
        combo = ComboBox(self)
        if self.spec.nullable:
            combo.addItem(NONE_TEXT, None)
        for choice in self.spec.choices:
            combo.addItem(choice_text(choice), choice)
        combo.currentIndexChanged.connect(self._edited)
        return combo

    def value(self) -> Any:
        return self.input.currentData()

    def _set(self, value: Any) -> None:
        index = self.input.findData(value)
        self.input.setCurrentIndex(max(0, index))


class DiceEditor(LeafEditor):
    """A dice expression, checked by the dice parser as the GM types; its message shows at once."""

    def _build(self) -> QWidget:
        edit = QLineEdit(self)
        edit.setMaxLength(self.spec.max_length or 64)
        edit.setPlaceholderText("none" if self.spec.nullable else "e.g. 1d6+1")
        edit.textEdited.connect(self._check)
        edit.textEdited.connect(self._edited)
        self._parser_problem = ""
        self._schema_problem = ""
        return edit

    def value(self) -> Any:
        text = self.input.text().strip()
        return None if self.spec.nullable and not text else text

    def _set(self, value: Any) -> None:
        self.input.setText("" if value is None else str(value))
        self._check()

    def _check(self, *args: Any) -> None:
        from gm_desk.rules.dice import DiceError, validate

        text = self.input.text().strip()
        self._parser_problem = ""
        if text:
            try:
                validate(text)
            except DiceError as error:
                self._parser_problem = str(error)
        self._refresh()

    def show_issues(self, issues: Issues) -> None:
        self._schema_problem = "\n".join(message for _, message in issues)
        self._refresh()

    def _refresh(self) -> None:
        # The parser's sentence first: it names the typo; the schema's rule (no division...) comes after.
        self._set_message(self._parser_problem or self._schema_problem)


class ReachEditor(LeafEditor):
    """A melee distance by name, or a number of zones."""

    ZONES = "zones"

    def _build(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.kind = ComboBox(box)
        for choice in self.spec.choices:
            self.kind.addItem(choice_text(choice), choice)
        self.kind.addItem("Zones away", self.ZONES)
        self.zones = SpinBox(box)
        self.zones.setRange(self.spec.ge or 0, self.spec.le if self.spec.le is not None else 99)
        self.zones.setSuffix(" zones")
        self.zones.setEnabled(False)
        row.addWidget(self.kind, 1)
        row.addWidget(self.zones)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.zones.valueChanged.connect(self._edited)
        box.setFocusProxy(self.kind)
        return box

    def _kind_changed(self, *args: Any) -> None:
        self.zones.setEnabled(self.kind.currentData() == self.ZONES)
        self._edited()

    def value(self) -> Any:
        kind = self.kind.currentData()
        return self.zones.value() if kind == self.ZONES else kind

    def _set(self, value: Any) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            self.kind.setCurrentIndex(self.kind.findData(self.ZONES))
            self.zones.setValue(value)
        else:
            self.kind.setCurrentIndex(max(0, self.kind.findData(value)))
        self.zones.setEnabled(self.kind.currentData() == self.ZONES)


class WordListEditor(LeafEditor):
    """A list of short words (tags, talents, skills) typed as one comma-separated line."""

    def _build(self) -> QWidget:
        edit = QLineEdit(self)
        edit.setPlaceholderText("separate with commas")
        edit.textEdited.connect(self._edited)
        return edit

    def value(self) -> Any:
        return [part.strip() for part in self.input.text().split(",") if part.strip()]

    def _set(self, value: Any) -> None:
        items = value if isinstance(value, list | tuple) else []
        self.input.setText(", ".join(str(item) for item in items))

    def _describe(self, loc: Loc, message: str) -> str:
        items = self.value()
        if loc and isinstance(loc[0], int) and loc[0] < len(items):
            return f"“{items[loc[0]]}”: {message}"
        return message


class NumberRowEditor(LeafEditor):
    """A fixed-length list of numbers (a range band [near, far]) as a row of spin boxes."""

    def _build(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.spins: list[SpinBox] = []
        count = self.spec.max_items or 2
        for position in range(count):
            if position:
                row.addWidget(QLabel("to" if count == 2 else ",", box))
            spin = SpinBox(box)
            item = self.spec.item
            spin.setRange(
                item.ge if item and item.ge is not None else 0,
                item.le if item and item.le is not None else 99,
            )
            spin.valueChanged.connect(self._edited)
            self.spins.append(spin)
            row.addWidget(spin)
        row.addStretch(1)
        box.setFocusProxy(self.spins[0])
        return box

    def value(self) -> Any:
        return [spin.value() for spin in self.spins]

    def _set(self, value: Any) -> None:
        values = list(value) if isinstance(value, list | tuple) else []
        for spin, number in zip(self.spins, values):
            if isinstance(number, int) and not isinstance(number, bool):
                spin.setValue(number)


# --------------------------------------------------------------------------------------- containers


class GroupEditor(FieldEditor):
    """A record of fields in a form; a nullable one (an optional shield) can be switched off.

    Lists of records get a full-width section of their own below the plain fields' rows.
    """

    def __init__(
        self,
        spec: FieldSpec,
        parent: QWidget | None = None,
        overrides: Mapping[str, type[FieldEditor]] | None = None,
    ) -> None:
        super().__init__(spec, parent)
        self._quiet = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.message = QLabel(self)
        self.message.setObjectName("fieldIssue")
        self.message.setStyleSheet(ISSUE_STYLE)
        self.message.setWordWrap(True)
        self.message.hide()
        self.switch: QGroupBox | None = None
        if spec.nullable:
            self.switch = QGroupBox(f"Has {spec.label.lower()}", self)
            self.switch.setCheckable(True)
            self.switch.toggled.connect(self._switched)
            holder: QWidget = self.switch
            outer.addWidget(self.switch)
        else:
            holder = self
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if self.switch is not None:
            self.switch.setLayout(self.form)
        else:
            outer.addLayout(self.form)
        outer.addWidget(self.message)
        self.children_: dict[str, FieldEditor] = {}
        sections = []
        for child in spec.fields:
            editor = make_editor(child, holder, overrides)
            self.children_[child.name] = editor
            editor.changed.connect(lambda path, name=child.name: self._child_changed(name, path))
            if child.kind == "list" and child.item is not None and child.item.kind == "group":
                sections.append((child, editor))
            else:
                self.form.addRow(_label_for(child, holder), editor)
        if self.children_:
            self.setFocusProxy(next(iter(self.children_.values())))
        for child, editor in sections:
            heading = QLabel(child.label, holder)
            heading.setObjectName("sectionLabel")
            self.form.addRow(heading)
            self.form.addRow(editor)

    def field(self, name: str) -> FieldEditor:
        return self.children_[name]

    def _child_changed(self, name: str, path: str) -> None:
        if not self._quiet:
            self.changed.emit(f"{name}.{path}" if path else name)

    def _switched(self, on: bool) -> None:
        if not self._quiet:
            self.changed.emit(structural_path("switch"))

    def value(self) -> Any:
        if self.switch is not None and not self.switch.isChecked():
            return None
        return {name: editor.value() for name, editor in self.children_.items()}

    def set_value(self, value: Any) -> None:
        self._quiet = True
        try:
            if self.switch is not None:
                self.switch.setChecked(isinstance(value, Mapping))
            values = value if isinstance(value, Mapping) else {}
            for name, editor in self.children_.items():
                spec = editor.spec
                editor.set_value(values[name] if name in values else default_value(spec))
        finally:
            self._quiet = False

    def show_issues(self, issues: Issues) -> None:
        own: list[str] = []
        routed: dict[str, list[tuple[Loc, str]]] = {name: [] for name in self.children_}
        for loc, message in issues:
            if loc and loc[0] in routed:
                routed[loc[0]].append((loc[1:], message))
            else:
                own.append(message if not loc else f"{loc[0]}: {message}")
        for name, editor in self.children_.items():
            editor.show_issues(routed[name])
        self.message.setText("\n".join(own))
        self.message.setVisible(bool(own))

    def issue_text(self) -> str:
        texts = [self.message.text(), *(e.issue_text() for e in self.children_.values())]
        return "\n".join(t for t in texts if t)


class MapEditor(FieldEditor):
    """An open table of named values (attributes → die size): one row per entry, plus Add."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
        layout.addLayout(self.grid)
        self.add_button = QPushButton(f"Add {spec.label.lower()} entry", self)
        self.add_button.clicked.connect(self._add_clicked)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.message = QLabel(self)
        self.message.setStyleSheet(ISSUE_STYLE)
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        self.rows: list[tuple[QComboBox, FieldEditor, QToolButton]] = []

    def _key_widget(self) -> QComboBox:
        combo = ComboBox(self)
        key = self.spec.key
        if key is not None and key.kind == "choice":
            for choice in key.choices:
                combo.addItem(choice_text(choice), choice)
            combo.currentIndexChanged.connect(self._key_changed)
        else:
            combo.setEditable(True)
            combo.addItems(list(self.spec.suggested_keys))
            combo.setCurrentText("")
            combo.currentTextChanged.connect(self._key_changed)
        return combo

    @staticmethod
    def _key_of(combo: QComboBox) -> str:
        if not combo.isEditable():
            return combo.currentData() or ""
        return combo.currentText().strip()

    def _append_row(self, key: str, value: Any) -> None:
        combo = self._key_widget()
        editor = make_editor(self.spec.item, self)
        remove = QToolButton(self)
        remove.setText("✕")
        remove.setToolTip("Remove this entry")
        remove.setAccessibleName("Remove")
        row = len(self.rows)
        self.grid.addWidget(combo, row, 0)
        self.grid.addWidget(editor, row, 1)
        self.grid.addWidget(remove, row, 2)
        entry = (combo, editor, remove)
        self.rows.append(entry)
        quiet, self._quiet = self._quiet, True
        if combo.isEditable():
            combo.setCurrentText(key)
        else:
            combo.setCurrentIndex(max(0, combo.findData(key)))
        editor.set_value(value)
        self._quiet = quiet
        editor.changed.connect(lambda path, e=entry: self._value_changed(e))
        remove.clicked.connect(lambda *_, e=entry: self._remove(e))

    def _add_clicked(self) -> None:
        used = set(self.value())
        candidates = [
            k
            for k in (*self.spec.suggested_keys, *(self.spec.key.choices if self.spec.key else ()))
            if k not in used
        ]
        self._append_row(candidates[0] if candidates else "", default_value(self.spec.item))
        self.changed.emit(structural_path("add"))

    def _remove(self, entry: tuple[QComboBox, FieldEditor, QToolButton]) -> None:
        values = [(self._key_of(row[0]), row[1].value()) for row in self.rows if row is not entry]
        self._rebuild(values)
        self.changed.emit(structural_path("remove"))

    def _key_changed(self, *args: Any) -> None:
        if not self._quiet:
            self.changed.emit("keys")

    def _value_changed(self, entry: tuple[QComboBox, FieldEditor, QToolButton]) -> None:
        if not self._quiet:
            self.changed.emit(f"{self._key_of(entry[0])}")

    def _rebuild(self, items: list[tuple[str, Any]]) -> None:
        for widgets in self.rows:
            for widget in widgets:
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = []
        for key, value in items:
            self._append_row(key, value)
        self.add_button.setEnabled(self.spec.max_items is None or len(self.rows) < self.spec.max_items)

    def value(self) -> Any:
        return {self._key_of(combo): editor.value() for combo, editor, _ in self.rows if self._key_of(combo)}

    def set_value(self, value: Any) -> None:
        self._quiet = True
        try:
            items = list(value.items()) if isinstance(value, Mapping) else []
            if [(self._key_of(c), e.value()) for c, e, _ in self.rows] != items:
                self._rebuild(items)
        finally:
            self._quiet = False

    def show_issues(self, issues: Issues) -> None:
        own: list[str] = []
        routed: dict[int, list[tuple[Loc, str]]] = {}
        keys = [self._key_of(combo) for combo, _, _ in self.rows]
        for loc, message in issues:
            if loc and loc[0] in keys:
                routed.setdefault(keys.index(loc[0]), []).append((loc[1:], message))
            else:
                own.append(message)
        for position, (_, editor, _) in enumerate(self.rows):
            editor.show_issues(routed.get(position, []))
        self.message.setText("\n".join(own))
        self.message.setVisible(bool(own))

    def issue_text(self) -> str:
        texts = [self.message.text(), *(e.issue_text() for _, e, _ in self.rows)]
        return "\n".join(t for t in texts if t)


# ------------------------------------------------------------------------------------------ factory


_LEAVES: dict[str, type[LeafEditor]] = {
    "text": TextEditor,
    "multiline": MultilineEditor,
    "int": IntEditor,
    "bool": BoolEditor,
    "choice": ChoiceEditor,
    "dice": DiceEditor,
    "reach": ReachEditor,
}


def make_editor(
    spec: FieldSpec,
    parent: QWidget | None = None,
    overrides: Mapping[str, type[FieldEditor]] | None = None,
) -> FieldEditor:
    """The widget for `spec`; `overrides` swaps in a special editor for a named field (Retaliations)."""
    if overrides and spec.name in overrides:
        return overrides[spec.name](spec, parent)
    if spec.kind in _LEAVES:
        return _LEAVES[spec.kind](spec, parent)
    if spec.kind == "group":
        return GroupEditor(spec, parent, overrides)
    if spec.kind == "map":
        return MapEditor(spec, parent)
    if spec.kind == "list" and spec.item is not None:
        if spec.item.kind == "group":
            from gm_desk.ui.bestiary.list_editor import ObjectListEditor

            return ObjectListEditor(spec, parent)
        if spec.item.kind == "int" and spec.min_items is not None and spec.min_items == spec.max_items:
            return NumberRowEditor(spec, parent)
        return WordListEditor(spec, parent)
    return TextEditor(spec, parent)


def _label_for(spec: FieldSpec, parent: QWidget) -> QLabel:
    label = QLabel(spec.label, parent)
    if spec.help:
        label.setToolTip(spec.help)
    return label
