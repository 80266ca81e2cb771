"""Add scene event… and Edit…: one scene event's name, text and when it comes up, in a small dialog.

When: at the start or the end of the round, or, where the system's order has places
(`Ruleset.scene_order`: an initiative value in 000, a card in 004, a place in 003), at a place in the
order; from a first round, once or again every N rounds. The dialog says when it comes up in words as
the GM fills it in, and OK stays off, with the reason under the fields, while the rules' own check
(`scene_event_spec.event_problem`) refuses what is typed. It holds no rules: it gathers the fields.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.scene_event_spec import (
    MAX_EVERY,
    MAX_ROUND,
    ORDER,
    ROUND_END,
    ROUND_START,
    SceneEvent,
    SceneOrder,
    event_problem,
    when_words,
)
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.name_check import keep_whole
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

DEFAULT_NAME = N_("Scene event")  # tr() where shown
WHEN_CHOICES = ((ROUND_START, N_("At the start of the round")), (ROUND_END, N_("At the end of the round")))
ERROR_STYLE = "color: #b3261e;"
EMPTY = {"name": N_("Give it a name."), "text": N_("Type the text you will read when it comes up.")}
# A field as the subject of a problem ("The place must be ...").
FIELD_WORDS = {"name": N_("The name"), "text": N_("The text"), "at": N_("The place"), "round": N_("The first round")}
PREVIEW_STYLE = "color: #2a4a85; font-style: italic;"


class SceneEventDialog(QDialog):
    """One scene event's fields; `value()` is the entry the session saves (without its id)."""

    def __init__(
        self,
        order: SceneOrder | None,
        system: str,
        event: SceneEvent | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.order = order
        self.system = system
        self.setObjectName("sceneEventDialog")
        self.setWindowTitle(tr("Edit scene event") if event else tr("Add scene event"))
        self.resize(520, 420)

        intro = QLabel(
            tr(
                "A hazard or a happening (a lair's trick, a creaking bridge, a timer): its text comes up for "
                "you when its time comes. It is no combatant: nobody attacks it and it never counts for victory."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.name = QLineEdit(event.name if event else tr(DEFAULT_NAME), self)
        self.name.setObjectName("sceneEventName")
        keep_whole(self.name)  # a name too long is refused in words under the form, never cut
        self.name.selectAll()
        self.text = QPlainTextEdit(event.text if event else "", self)
        self.text.setObjectName("sceneEventText")
        self.text.setPlaceholderText(tr("What you read out or do when it comes up."))
        self.text.setTabChangesFocus(True)
        self.when = QComboBox(self)
        self.when.setObjectName("sceneEventWhen")
        for key, words in WHEN_CHOICES:
            self.when.addItem(tr(words), key)
        if order is not None:
            self.when.addItem(tr("In the order, by {label}", label=tr(order.label)), ORDER)
        self.at = QSpinBox(self)
        self.at.setObjectName("sceneEventAt")
        lo, hi = (order.lo, order.hi) if order is not None else (0, 0)
        self.at.setRange(lo, hi)
        self.at_label = QLabel((order.label if order else "Place").capitalize(), self)
        self.at_hint = QLabel(order.hint if order is not None else "", self)
        self.at_hint.setWordWrap(True)
        self.first = QSpinBox(self)
        self.first.setObjectName("sceneEventRound")
        self.first.setRange(1, MAX_ROUND)
        self.first.setPrefix(tr("round "))
        self.every = QSpinBox(self)
        self.every.setObjectName("sceneEventEvery")
        self.every.setRange(0, MAX_EVERY)
        self.every.setSpecialValueText(tr("never: once only"))
        self.every.setPrefix(tr("every "))
        self.every.setSuffix(tr(" round(s)"))
        if event is not None:
            self.when.setCurrentIndex(max(0, self.when.findData(event.when)))
            if event.at is not None:
                self.at.setValue(event.at)
            self.first.setValue(event.round)
            self.every.setValue(event.every)
        else:
            self.at.setValue(min(max(10, lo), hi) if order is not None else 0)
            self.every.setValue(1)

        form = QFormLayout()
        form.addRow(tr("&Name"), self.name)
        form.addRow(tr("&Text"), self.text)
        form.addRow(tr("Comes &up"), self.when)
        form.addRow(self.at_label, self.at)
        form.addRow("", self.at_hint)
        form.addRow(tr("&First in"), self.first)
        form.addRow(tr("&Repeats"), self.every)
        self.at_label.setBuddy(self.at)
        self.preview = plain_label(parent=self)
        self.preview.setObjectName("sceneEventPreview")
        style(self.preview, PREVIEW_STYLE)
        self.preview.setWordWrap(True)
        self.problem = plain_label(parent=self)
        self.problem.setObjectName("sceneEventProblem")
        style(self.problem, ERROR_STYLE)
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        for signal in (
            self.name.textChanged,
            self.text.textChanged,
            self.when.currentIndexChanged,
            self.at.valueChanged,
            self.first.valueChanged,
            self.every.valueChanged,
        ):
            signal.connect(self._check)
        self._check()

    def value(self) -> dict[str, Any]:
        """The entry as typed (the session gives it an id)."""
        when = str(self.when.currentData())
        out: dict[str, Any] = {
            "name": self.name.text().strip(),
            "text": self.text.toPlainText().strip(),
            "when": when,
            "round": self.first.value(),
            "every": self.every.value(),
        }
        if when == ORDER:
            out["at"] = self.at.value()
        return out

    def problem_text(self) -> str:
        """Why OK is off ("" when the entry is good)."""
        return self.problem.text()

    def _check(self, *_args: Any) -> None:
        in_order = self.when.currentData() == ORDER
        for widget in (self.at, self.at_label, self.at_hint):
            widget.setVisible(in_order)
        entry = {"id": "new", **self.value()}
        found = event_problem(entry, self.order, self.system)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if found is None:
            self.problem.setText("")
            self.preview.setText(
                tr("Comes up {when_words}.", when_words=when_words(SceneEvent.from_dict(entry), self.order))
            )
            ok.setEnabled(True)
            return
        field, why = found
        if field in EMPTY and not entry.get(field):
            self.problem.setText(tr(EMPTY[field]))
        else:
            self.problem.setText(tr("{field} {why}.", field=tr(FIELD_WORDS.get(field, N_("It"))), why=why))
        self.preview.setText("")
        ok.setEnabled(False)
