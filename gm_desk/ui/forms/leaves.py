"""Single-value editors for `FieldSpec` leaves: text, numbers, switches, choices, dice, reaches and short lists.

Bounds come from the spec, so a spin box stops where the schema does, a choice is a combo box and only
free text gets a line edit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QSizePolicy, QWidget

from gm_desk.rules.dice import DiceError, validate
from gm_desk.ui.forms.base import Issues, LeafEditor, Loc
from gm_desk.ui.forms.inputs import NONE_TEXT, UNBOUNDED_SPIN, CheckedSpinBox, QuietComboBox, choice_words
from gm_desk.ui.forms.specs import label_text
from gm_desk.ui.i18n import tr
from gm_desk.ui.name_check import keep_whole

UNBOUNDED = UNBOUNDED_SPIN


class _RefusesNumbers:
    """A refusal said when the GM types a number outside a box's bounds, kept under the field until the
    next edit, beside the schema's own problems. `refusal()` is the live one (for Save to check)."""

    _refused = ""
    _schema_problem = ""

    def refusal(self) -> str:
        return ""

    def problem(self) -> str:
        return self.refusal()

    def _typed(self, *args: Any) -> None:
        self._refused = self.refusal()
        self._show_messages()
        self._emit("")  # type: ignore[attr-defined]  # what may be saved changed: the form looks again

    def show_issues(self, issues: Issues) -> None:
        describe = self._describe  # type: ignore[attr-defined]
        self._schema_problem = "\n".join(describe(loc, message) for loc, message in issues)
        self._show_messages()

    def _show_messages(self) -> None:
        text = "\n".join(part for part in (self._refused, self._schema_problem) if part)
        self._set_message(text)  # type: ignore[attr-defined]


class TextEditor(LeafEditor):
    """One line of text; an optional one reads as None while it is blank."""

    def _build(self) -> QWidget:  # a paragraph (below) builds a QPlainTextEdit instead
        edit = keep_whole(QLineEdit(self))  # too long is refused in words by the schema, never cut short
        edit.textEdited.connect(self._changed)
        self._placeholder(edit)
        self.line = edit
        return edit

    def _placeholder(self, edit: QLineEdit | QPlainTextEdit) -> None:
        if self.spec.nullable:
            edit.setPlaceholderText(tr("optional"))

    def _text(self) -> str:
        return self.line.text()

    def value(self) -> Any:
        text = self._text().strip()  # the schema strips too: spaces around a name are never meant
        return None if self.spec.nullable and not text else text

    def _set(self, value: Any) -> None:
        self.line.setText("" if value is None else str(value))


class MultilineEditor(TextEditor):
    """A paragraph (a description, an effect); Tab leaves it instead of typing a tab."""

    def _build(self) -> QPlainTextEdit:
        edit = QPlainTextEdit(self)
        edit.setTabChangesFocus(True)
        edit.setFixedHeight(64)
        edit.textChanged.connect(self._changed)
        self._placeholder(edit)
        self.paragraph = edit
        return edit

    def _text(self) -> str:
        return self.paragraph.toPlainText()

    def _set(self, value: Any) -> None:
        self.paragraph.setPlainText("" if value is None else str(value))


class IntEditor(_RefusesNumbers, LeafEditor):
    """A spin box bounded and stepped by the schema; an optional number gets a "—" step below its minimum.

    A number typed outside the bounds (a minus sign where none is allowed, a Threat above the highest)
    stays visible and is refused in words under the field; the value kept is the last good one.
    """

    def _build(self) -> CheckedSpinBox:
        spin = CheckedSpinBox(self)
        spin.lineEdit().textEdited.connect(self._typed)
        step = self.spec.multiple_of or 1
        low = self.spec.ge if self.spec.ge is not None else -UNBOUNDED
        high = self.spec.le if self.spec.le is not None else UNBOUNDED
        if self.spec.nullable:
            low -= step
            spin.setSpecialValueText(NONE_TEXT)
        spin.setRange(low, high)
        spin.setSingleStep(step)
        spin.setMinimumWidth(84)
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        spin.valueChanged.connect(self._changed)
        self.spin = spin
        return spin

    def value(self) -> Any:
        number = self.spin.kept()  # never the "9" on the way to a refused "99999"
        return None if self.spec.nullable and number == self.spin.minimum() else number

    def refusal(self) -> str:
        """Why the number in the box is not kept ("" when it is), in the GM's words."""
        low = self.spin.minimum() + (self.spin.singleStep() if self.spec.nullable else 0)
        return self.spin.refusal(label_text(self.spec), low)

    def _set(self, value: Any) -> None:
        self._refused = ""
        if isinstance(value, int) and not isinstance(value, bool):
            self.spin.setValue(value)
        elif self.spec.nullable:
            self.spin.setValue(self.spin.minimum())
        else:  # no number where one is needed: the schema's default, else the nearest to 0 allowed
            default = self.spec.default
            self.spin.setValue(default if isinstance(default, int) else max(0, self.spin.minimum()))


class BoolEditor(LeafEditor):
    def _build(self) -> QCheckBox:
        box = QCheckBox(self)
        box.toggled.connect(self._changed)
        self.box = box
        return box

    def value(self) -> Any:
        return self.box.isChecked()

    def _set(self, value: Any) -> None:
        self.box.setChecked(bool(value))


class ChoiceEditor(LeafEditor):
    def _build(self) -> QuietComboBox:
        combo = QuietComboBox(self)
        if self.spec.nullable:
            combo.addItem(NONE_TEXT, None)
        for choice in self.spec.choices:
            combo.addItem(choice_words(choice), choice)
        combo.currentIndexChanged.connect(self._changed)
        self.combo = combo
        return combo

    def value(self) -> Any:
        return self.combo.currentData()

    def _set(self, value: Any) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(value)))


class DiceEditor(LeafEditor):
    """A dice expression, checked by the dice parser as the GM types; its sentence shows at once."""

    def _build(self) -> QLineEdit:
        edit = keep_whole(QLineEdit(self))  # a cut expression could still read, as other dice: refused whole
        edit.setPlaceholderText(tr("none") if self.spec.nullable else tr("e.g. {dice}", dice="1d6+1"))
        edit.textEdited.connect(self._check)
        edit.textEdited.connect(self._changed)
        self._schema_problem = ""
        self.line = edit
        return edit

    def value(self) -> Any:
        text = self.line.text().strip()
        return None if self.spec.nullable and not text else text

    def _set(self, value: Any) -> None:
        self.line.setText("" if value is None else str(value))
        self._check()

    def typo(self) -> str:
        """What the dice parser says about the text typed ("" when it reads it, or nothing is typed)."""
        text = self.line.text().strip()
        if not text:
            return ""
        try:
            validate(text)
        except DiceError as error:
            return str(error)
        return ""

    def problem(self) -> str:
        """Why this field cannot be kept as it is, by the parser alone ("" when it can)."""
        if not self.line.text().strip() and not self.spec.nullable:
            return tr("Give a dice expression.")
        return self.typo()

    def show_issues(self, issues: Any) -> None:
        self._schema_problem = "\n".join(message for _, message in issues)
        self._check()

    def _check(self, *args: Any) -> None:
        # The parser's sentence first: it names the typo; the schema's rule (no division...) comes after.
        self._set_message(self.typo() or self._schema_problem or self.problem())


class ReachEditor(_RefusesNumbers, LeafEditor):
    """A distance by name (Engaged, Intimate), or a number of zones."""

    ZONES = "zones"

    def _build(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.kind = QuietComboBox(box)
        for choice in self.spec.choices:
            self.kind.addItem(choice_words(choice), choice)
        self.kind.addItem(tr("Zones away"), self.ZONES)
        self.zones = CheckedSpinBox(box)
        self.zones.lineEdit().textEdited.connect(self._typed)
        self.zones.setRange(self.spec.ge or 0, self.spec.le if self.spec.le is not None else 99)
        self.zones.setSuffix(tr(" zones"))
        self.zones.setEnabled(False)
        row.addWidget(self.kind, 1)
        row.addWidget(self.zones)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.zones.valueChanged.connect(self._changed)
        box.setFocusProxy(self.kind)
        return box

    def refusal(self) -> str:
        return self.zones.refusal(label_text(self.spec)) if self.zones.isEnabled() else ""

    def _kind_changed(self, *args: Any) -> None:
        self.zones.setEnabled(self.kind.currentData() == self.ZONES)
        self._changed()

    def value(self) -> Any:
        kind = self.kind.currentData()
        return self.zones.kept() if kind == self.ZONES else kind

    def _set(self, value: Any) -> None:
        self._refused = ""
        if isinstance(value, int) and not isinstance(value, bool):
            self.kind.setCurrentIndex(self.kind.findData(self.ZONES))
            self.zones.setValue(value)
        else:  # a sheet typed by hand may say "Engaged"
            named = value.lower() if isinstance(value, str) else value
            self.kind.setCurrentIndex(max(0, self.kind.findData(named)))
        self.zones.setEnabled(self.kind.currentData() == self.ZONES)


class WordsEditor(LeafEditor):
    """A list of short words (tags, talents, wound ranks) typed as one comma-separated line."""

    def _build(self) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setPlaceholderText(tr("separate with commas"))
        edit.textEdited.connect(self._changed)
        self.line = edit
        return edit

    def value(self) -> Any:
        return [part.strip() for part in self.line.text().split(",") if part.strip()]

    def _set(self, value: Any) -> None:
        items = value if isinstance(value, list | tuple) else []
        self.line.setText(
            ", ".join(str(item.get("name", item)) if isinstance(item, dict) else str(item) for item in items)
        )

    def _describe(self, loc: Loc, message: str) -> str:
        items = self.value()
        if loc and isinstance(loc[0], int) and loc[0] < len(items):
            return f"“{items[loc[0]]}”: {message}"
        return message


class NumbersEditor(_RefusesNumbers, LeafEditor):
    """A fixed-length list of numbers (a range band [near, far]) as a row of spin boxes."""

    def _build(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.spins: list[CheckedSpinBox] = []
        count = self.spec.max_items or 2
        item = self.spec.item
        for position in range(count):
            if position:
                row.addWidget(QLabel(tr("to") if count == 2 else ",", box))
            spin = CheckedSpinBox(box)
            spin.lineEdit().textEdited.connect(self._typed)
            spin.setRange(
                item.ge if item and item.ge is not None else 0,
                item.le if item and item.le is not None else 99,
            )
            spin.valueChanged.connect(self._changed)
            self.spins.append(spin)
            row.addWidget(spin)
        row.addStretch(1)
        box.setFocusProxy(self.spins[0])
        return box

    def refusal(self) -> str:
        label = label_text(self.spec)
        return next((said for spin in self.spins if (said := spin.refusal(label))), "")

    def value(self) -> Any:
        return [spin.kept() for spin in self.spins]

    def _set(self, value: Any) -> None:
        self._refused = ""
        values = list(value) if isinstance(value, list | tuple) else []
        for spin, number in zip(self.spins, values):
            if isinstance(number, int) and not isinstance(number, bool):
                spin.setValue(number)
