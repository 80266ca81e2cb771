"""Single-value editors for `FieldSpec` leaves: numbers, text, switches, choices, dice and reaches.

Every editor speaks the same small protocol: `value()`, `set_value(value)` (quiet: never emits) and the
`edited` signal when the GM changes it. Bounds come from the spec, so a spin box stops where the schema
does and only free text gets a line edit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from gm_desk.rules.statblocks import FieldSpec

NONE_TEXT = "—"
ISSUE_COLOUR = "#b42318"


def choice_words(choice: Any) -> str:
    """How a choice reads in a list: "melee" → "Melee"; dice sizes stay "d6"."""
    text = str(choice)
    if len(text) > 1 and text[0] == "d" and text[1:].isdigit():
        return text
    return text.replace("_", " ").capitalize()


class Editor(QWidget):
    """One value of a form. On its own it keeps a value it has no widget for (a field the form cannot
    show is carried through unchanged); each kind of editor shows and edits its value."""

    edited = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._quiet = False
        self._held: Any = None
        self.setObjectName(f"field_{spec.name}" if spec.name else "field")
        if spec.help:
            self.setToolTip(spec.help)

    def value(self) -> Any:
        return self._held

    def set_value(self, value: Any) -> None:
        self._quiet = True
        try:
            self._set(value)
        finally:
            self._quiet = False

    def _set(self, value: Any) -> None:
        self._held = value

    def _changed(self, *args: Any) -> None:
        if not self._quiet:
            self.edited.emit()


class QuietSpinBox(QSpinBox):
    """A spin box that leaves the mouse wheel to the scrolling form unless it has the focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class QuietComboBox(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


def _single(parent: QWidget, widget: QWidget) -> None:
    row = QHBoxLayout(parent)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(widget)
    parent.setFocusProxy(widget)


class TextEditor(Editor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QLineEdit(self)
        if spec.max_length:
            self.input.setMaxLength(spec.max_length)
        if spec.nullable:
            self.input.setPlaceholderText("optional")
        self.input.textEdited.connect(self._changed)
        _single(self, self.input)

    def value(self) -> Any:
        text = self.input.text().strip()
        return None if self.spec.nullable and not text else text

    def _set(self, value: Any) -> None:
        self.input.setText("" if value is None else str(value))


class MultilineEditor(Editor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QPlainTextEdit(self)
        self.input.setTabChangesFocus(True)
        self.input.setFixedHeight(60)
        self.input.textChanged.connect(self._changed)
        _single(self, self.input)

    def value(self) -> Any:
        text = self.input.toPlainText().strip()
        return None if self.spec.nullable and not text else text

    def _set(self, value: Any) -> None:
        self.input.setPlainText("" if value is None else str(value))


class IntEditor(Editor):
    """A spin box within the schema's bounds; an optional number gets a "—" step below its minimum."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QuietSpinBox(self)
        low = spec.ge if spec.ge is not None else -999
        high = spec.le if spec.le is not None else 999
        if spec.nullable:
            low -= 1
            self.input.setSpecialValueText(NONE_TEXT)
        self.input.setRange(low, high)
        self.input.setMinimumWidth(72)
        self.input.valueChanged.connect(self._changed)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.input)
        row.addStretch(1)
        self.setFocusProxy(self.input)

    def value(self) -> Any:
        number = self.input.value()
        return None if self.spec.nullable and number == self.input.minimum() else number

    def _set(self, value: Any) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            self.input.setValue(value)
        elif self.spec.nullable:
            self.input.setValue(self.input.minimum())
        else:
            self.input.setValue(
                self.spec.default if isinstance(self.spec.default, int) else max(0, self.input.minimum())
            )


class BoolEditor(Editor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QCheckBox(self)
        self.input.toggled.connect(self._changed)
        _single(self, self.input)

    def value(self) -> Any:
        return self.input.isChecked()

    def _set(self, value: Any) -> None:
        self.input.setChecked(bool(value))


class ChoiceEditor(Editor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QuietComboBox(self)
        if spec.nullable:
            self.input.addItem(NONE_TEXT, None)
        for choice in spec.choices:
            self.input.addItem(choice_words(choice), choice)
        self.input.currentIndexChanged.connect(self._changed)
        _single(self, self.input)

    def value(self) -> Any:
        return self.input.currentData()

    def _set(self, value: Any) -> None:
        self.input.setCurrentIndex(max(0, self.input.findData(value)))


class DiceEditor(Editor):
    """A dice expression, checked by the dice parser as the GM types."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QLineEdit(self)
        self.input.setMaxLength(spec.max_length or 64)
        self.input.setPlaceholderText("none" if spec.nullable else "e.g. 1d6+1")
        self.message = QLabel(self)
        self.message.setStyleSheet(f"color: {ISSUE_COLOUR};")
        self.message.hide()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.input, 1)
        row.addWidget(self.message)
        self.setFocusProxy(self.input)
        self.input.textEdited.connect(self._check)
        self.input.textEdited.connect(self._changed)

    def value(self) -> Any:
        text = self.input.text().strip()
        return None if self.spec.nullable and not text else text

    def _set(self, value: Any) -> None:
        self.input.setText("" if value is None else str(value))
        self._check()

    def problem(self) -> str:
        from gm_desk.rules.dice import DiceError, validate

        text = self.input.text().strip()
        if not text:
            return "" if self.spec.nullable else "Give a dice expression."
        try:
            validate(text)
        except DiceError as error:
            return str(error)
        return ""

    def _check(self, *args: Any) -> None:
        text = self.problem()
        self.message.setText("✗" if text else "")
        self.message.setToolTip(text)
        self.message.setVisible(bool(text))


class ReachEditor(Editor):
    """A named distance (Engaged, Intimate) or a number of zones."""

    ZONES = "zones"

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.kind = QuietComboBox(self)
        for choice in spec.choices:
            self.kind.addItem(choice_words(choice), choice)
        self.kind.addItem("Zones away", self.ZONES)
        self.zones = QuietSpinBox(self)
        self.zones.setRange(spec.ge or 0, spec.le if spec.le is not None else 30)
        self.zones.setSuffix(" zone(s)")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.kind, 1)
        row.addWidget(self.zones)
        self.setFocusProxy(self.kind)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.zones.valueChanged.connect(self._changed)
        self._kind_changed()

    def _kind_changed(self, *args: Any) -> None:
        self.zones.setEnabled(self.kind.currentData() == self.ZONES)
        self._changed()

    def value(self) -> Any:
        kind = self.kind.currentData()
        return self.zones.value() if kind == self.ZONES else kind

    def _set(self, value: Any) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            self.kind.setCurrentIndex(self.kind.findData(self.ZONES))
            self.zones.setValue(value)
        else:
            index = self.kind.findData(str(value).lower() if isinstance(value, str) else value)
            self.kind.setCurrentIndex(max(0, index))
        self.zones.setEnabled(self.kind.currentData() == self.ZONES)


class WordsEditor(Editor):
    """A list of short words (tags, talents, wound ranks) typed as one comma-separated line."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.input = QLineEdit(self)
        self.input.setPlaceholderText("separate with commas")
        self.input.textEdited.connect(self._changed)
        _single(self, self.input)

    def value(self) -> Any:
        return [part.strip() for part in self.input.text().split(",") if part.strip()]

    def _set(self, value: Any) -> None:
        items = value if isinstance(value, list | tuple) else []
        self.input.setText(
            ", ".join(str(item.get("name", item)) if isinstance(item, dict) else str(item) for item in items)
        )


class NumbersEditor(Editor):
    """A fixed-length list of numbers (a range band [near, far]) as a row of spin boxes."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.spins: list[QuietSpinBox] = []
        count = spec.max_items or 2
        item = spec.item
        for position in range(count):
            if position:
                row.addWidget(QLabel("to" if count == 2 else ",", self))
            spin = QuietSpinBox(self)
            spin.setRange(
                item.ge if item and item.ge is not None else 0,
                item.le if item and item.le is not None else 99,
            )
            spin.valueChanged.connect(self._changed)
            self.spins.append(spin)
            row.addWidget(spin)
        row.addStretch(1)
        self.setFocusProxy(self.spins[0])

    def value(self) -> Any:
        return [spin.value() for spin in self.spins]

    def _set(self, value: Any) -> None:
        values = list(value) if isinstance(value, list | tuple) else []
        for spin, number in zip(self.spins, values):
            if isinstance(number, int) and not isinstance(number, bool):
                spin.setValue(number)
