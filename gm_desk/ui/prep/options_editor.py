"""Encounter ▸ Options…: the open encounter's system options, each with its description, default and
allowed values.

Before the fight each option is an input (on/off a check box, a choice from a list a drop-down, a
whole number a spin box); Save hands the values that differ from the defaults to the session
(`EncounterSession.set_options`, an undoable prep edit saved with the setup). The engine logs the
options in force when the fight starts. Once started the same page shows the values in force, read-only.
The widget holds no rules: it reads `Ruleset.options` and lets the engine check what is saved.
"""

from __future__ import annotations

from html import escape as html_escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules import prep
from gm_desk.rules.ruleset import Option
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import plain_label

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk
    from gm_desk.ui.session import EncounterSession

SPIN_LIMIT = 10**6  # what `Option.check` accepts for a whole number
BEFORE = N_(
    "The readings of unclear rules and the table's choices for this fight. Changed values are saved with "
    "the encounter and written in the log when the fight starts."
)
AFTER = N_("The fight has started: these are the options in force, fixed for this fight.")


def escape(text: str) -> str:
    """Text from the rules shown in a rich-text label: its <, > and & shown as they are."""
    return html_escape(text, quote=False)


TITLE_WIDTH = 240  # an option's title, in pixels: longer ones wrap
CHOICE_LENGTH = 28  # characters a choice box shows


class OptionsEditor(QDialog):
    """The open encounter's options: editable in prep, read-only once the fight has started."""

    def __init__(self, session: EncounterSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ruleset = session.ruleset
        self.editable = session.in_prep
        self.setObjectName("optionsEditor")
        self.setWindowTitle(tr("Options — {name}", name=session.name))
        self.resize(720, 620)
        self.inputs: dict[str, QWidget] = {}
        self.titles: dict[str, QLabel] = {}
        self._refusal = ""

        intro = QLabel(
            f"<b>{escape(self.ruleset.name)}</b><br>{tr(BEFORE) if self.editable else tr(AFTER)}", self
        )
        intro.setWordWrap(True)
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        current = session.state.options
        for name, option in self.ruleset.options.items():
            field = self._input(name, option, current.get(name, option.default))
            field.setEnabled(self.editable)
            title = QLabel(option.label(name), page)
            title.setObjectName(f"optionTitle:{name}")
            title.setWordWrap(True)  # a long title (German runs long) takes two lines, never the width
            title.setMaximumWidth(TITLE_WIDTH)
            title.setBuddy(field)
            note = QLabel(
                tr(
                    "{escape}<br><i>Default: {escape2} · {escape3}.</i>",
                    escape=escape(tr(option.text)),
                    escape2=escape(option.value_words(option.default)),
                    escape3=escape(option.allowed_words()),
                ),
                page,
            )
            note.setObjectName(f"optionText:{name}")
            note.setWordWrap(True)
            note.setTextFormat(Qt.TextFormat.RichText)
            box = QWidget(page)
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 6)
            if isinstance(field, QComboBox):  # its choices show whole in the list; the box stays narrow
                field.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                field.setMinimumContentsLength(CHOICE_LENGTH)
            column.addWidget(field, 0, Qt.AlignmentFlag.AlignLeft)
            column.addWidget(note)
            form.addRow(title, box)
            field.setAccessibleName(title.text())  # the title sits beside the box, not beside the field
            self.inputs[name] = field
            self.titles[name] = title
            self._mark(name)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        self.message = plain_label(parent=self)
        self.message.setObjectName("optionsMessage")
        self.message.setWordWrap(True)
        self.message.hide()

        if self.editable:
            self.buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
            )
            self.defaults_button = QPushButton(tr("Reset to defaults"), self)
            self.defaults_button.clicked.connect(self.reset_to_defaults)
            self.buttons.addButton(self.defaults_button, QDialogButtonBox.ButtonRole.ResetRole)
            self.buttons.accepted.connect(self.save)
            self.buttons.rejected.connect(self.reject)
        else:
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
            self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    # --- the inputs -------------------------------------------------------------------------------

    def _input(self, name: str, option: Option, value: Any) -> QWidget:
        field: QWidget
        if option.choices:
            field = QComboBox(self)
            for choice in option.choices:
                field.addItem(option.value_words(choice), choice)
            field.setCurrentIndex(max(0, field.findData(value)))
            field.currentIndexChanged.connect(lambda _i, n=name: self._mark(n))
        elif isinstance(option.default, bool):
            field = QCheckBox(tr("On"), self)
            field.setChecked(bool(value))
            field.toggled.connect(lambda _on, n=name: self._mark(n))
        elif isinstance(option.default, int):
            field = QSpinBox(self)
            field.setRange(-SPIN_LIMIT, SPIN_LIMIT)
            field.setValue(int(value))
            field.valueChanged.connect(lambda _v, n=name: self._mark(n))
        else:
            field = QLineEdit(str(value), self)
            field.textChanged.connect(lambda _t, n=name: self._mark(n))
        field.setObjectName(f"option:{name}")
        field.setToolTip(tr(self.ruleset.options[name].text))
        return field

    def value(self, name: str) -> Any:
        field = self.inputs[name]
        if isinstance(field, QComboBox):
            return field.currentData()
        if isinstance(field, QCheckBox):
            return field.isChecked()
        if isinstance(field, QSpinBox):
            return field.value()
        return field.text() if isinstance(field, QLineEdit) else None

    def values(self) -> dict[str, Any]:
        return {name: self.value(name) for name in self.inputs}

    def changed(self) -> dict[str, Any]:
        """The values that differ from the system's defaults: what the setup keeps."""
        return {n: v for n, v in self.values().items() if v != self.ruleset.options[n].default}

    def _mark(self, name: str) -> None:
        """A changed option's title is bold, so the GM sees at a glance what departs from the rules."""
        title = self.titles.get(name)
        if title is not None:
            font = title.font()
            font.setBold(self.value(name) != self.ruleset.options[name].default)
            title.setFont(font)

    def reset_to_defaults(self) -> None:
        for name, option in self.ruleset.options.items():
            field = self.inputs[name]
            if isinstance(field, QComboBox):
                field.setCurrentIndex(max(0, field.findData(option.default)))
            elif isinstance(field, QCheckBox):
                field.setChecked(bool(option.default))
            elif isinstance(field, QSpinBox):
                field.setValue(int(option.default))
            elif isinstance(field, QLineEdit):
                field.setText(str(option.default))

    # --- saving -----------------------------------------------------------------------------------

    def save(self) -> None:
        """Hand the changed values to the session; a refusal stays on the page in the GM's words."""
        self._refusal = ""
        self.session.rejected.connect(self._refused)
        try:
            saved = self.session.edit(prep.set_options, self.changed()) is not None
        finally:
            self.session.rejected.disconnect(self._refused)
        if saved:
            self.accept()
            return
        self.message.setText(f"{tr('The options were not saved.')} {self._refusal}".strip())
        self.message.show()

    def _refused(self, _code: str, text: str) -> None:
        self._refusal = text


def show_options(window: Desk) -> OptionsEditor | None:
    """Open the options of the window's open encounter (window-modal); None when none is open."""
    if window.session is None:
        return None
    dialog = OptionsEditor(window.session, window.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
