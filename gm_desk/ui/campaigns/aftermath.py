"""Ending a fight: how it ended (`gm.end`), then what the group takes from it.

In a system that asks for "aftermath_picks" (`Presentation.ui_features`: Threat & Retaliation), the
system says how many benefits and drawbacks the group picks and which command records them
(`Presentation.aftermath_picks`, plain `AftermathPicks` data: `glowlands.aftermath`); the group names
them and the dialog sends it, so the names reach the encounter's outcome through the engine (undo and
redo included). Other systems show their outcome as the rules report it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import PICKS_KEYS
from gm_desk.rules.presentation import AFTERMATH_PICKS
from gm_desk.rules.ruleset import END_RESULTS
from gm_desk.rules.tx import Outcome, Reject
from gm_desk.ui.i18n import N_, tr, trn
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.session import EncounterSession

RESULT_WORDS = {"objective": N_("Objective reached"), "fled": N_("One side fled")}  # tr() where shown


def end_fight(session: EncounterSession, result: str, why: str = "") -> Outcome:
    """The GM ends the fight (undoable like any command)."""
    args = {"result": result}
    if why.strip():
        args["why"] = why.strip()
    return session.submit(Command("gm.end", args=args))


def picks_owed(outcome: dict[str, Any] | None) -> tuple[int, int]:
    """(benefits, drawbacks) the group picks after this outcome; (0, 0) when the system has none."""
    if not outcome:
        return 0, 0
    return int(outcome.get("benefits", 0) or 0), int(outcome.get("drawbacks", 0) or 0)


def picks_asked(session: EncounterSession) -> tuple[int, int]:
    """(benefits, drawbacks) the dialog asks the group for: none in a system without aftermath picks."""
    if not session.ruleset.presentation.shows(AFTERMATH_PICKS):
        return 0, 0
    picks = session.ruleset.presentation.aftermath_picks(session.state)
    return (picks.benefits, picks.drawbacks) if picks is not None else (0, 0)


def record_aftermath(session: EncounterSession, benefits: list[str], drawbacks: list[str]) -> Outcome:
    """Send what the group picked to the rules, which keep it in the outcome (undoable)."""
    picks = session.ruleset.presentation.aftermath_picks(session.state)
    if picks is None:
        return Outcome(
            rejected=Reject("NOTHING_TO_PICK", tr("This fight has no benefits or drawbacks to record."))
        )
    return session.submit(picks.command(benefits, drawbacks))


def result_words(result: str) -> str:
    return tr(RESULT_WORDS.get(result, result.capitalize()))


def outcome_words(outcome: dict[str, Any] | None) -> str:
    """ "Victory in round 3 · benefits: Salvage, A map · drawback: Lost horse"."""
    if not outcome:
        return ""
    words = result_words(str(outcome.get("result", "ended")))
    if outcome.get("round"):
        words = tr("{result} in round {round}", result=words, round=outcome["round"])
    for key, label in zip(PICKS_KEYS, (tr("benefits"), tr("drawbacks"))):
        if outcome.get(key):
            words += f" · {label}: {', '.join(outcome[key])}"
    if not any(outcome.get(k) for k in PICKS_KEYS):
        b, d = picks_owed(outcome)
        if b or d:
            words += " · " + tr(
                "to pick: {benefits}, {drawbacks}",
                benefits=trn("{n} benefit", "{n} benefits", b, n=b),
                drawbacks=trn("{n} drawback", "{n} drawbacks", d, n=d),
            )
    return words


class EndFightDialog(QDialog):
    """How the fight ended, then (when the system asks for it) the benefits and drawbacks picked."""

    def __init__(self, session: EncounterSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(tr("End of the fight"))
        self.resize(440, 320)
        self.result_box = QComboBox(self)  # not `result`: QDialog.result() is the dialog's own
        for key in END_RESULTS:
            self.result_box.addItem(result_words(key), key)
        self.why = QLineEdit(self)
        self.why.setPlaceholderText(tr("why (optional)"))
        self.message = plain_label(parent=self)
        self.message.setWordWrap(True)
        self.picks = QFormLayout()
        self.benefits: list[QLineEdit] = []
        self.drawbacks: list[QLineEdit] = []
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        self.ending = QFormLayout()
        self.ending.addRow(tr("Result"), self.result_box)
        self.ending.addRow(tr("Why"), self.why)
        layout = QVBoxLayout(self)
        layout.addLayout(self.ending)
        layout.addWidget(self.message)
        layout.addLayout(self.picks)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self._show_stage()

    def _show_stage(self) -> None:
        ended = self.session.state.outcome is not None
        self.result_box.setEnabled(not ended)
        self.why.setEnabled(not ended)
        if not ended:
            self.message.setText(tr("The fight ends now; Undo takes it back."))
            return
        outcome = self.session.state.outcome or {}
        benefits, drawbacks = picks_asked(self.session)
        index = self.result_box.findData(outcome.get("result"))
        if index >= 0:
            self.result_box.setCurrentIndex(index)
        if not (benefits or drawbacks):
            self.message.setText(
                tr("The fight is over: {outcome_words}.", outcome_words=outcome_words(outcome))
            )
            return
        self.message.setText(
            tr(
                "The fight is over: {result}. The group names {benefits} and {drawbacks}, every one: "
                "they are recorded once.",
                result=result_words(str(outcome.get("result", "ended"))),
                benefits=trn("{n} benefit", "{n} benefits", benefits, n=benefits),
                drawbacks=trn("{n} drawback", "{n} drawbacks", drawbacks, n=drawbacks),
            )
        )
        while self.picks.rowCount():
            self.picks.removeRow(0)
        self.benefits = [QLineEdit(self) for _ in range(benefits)]
        self.drawbacks = [QLineEdit(self) for _ in range(drawbacks)]
        for n, edit in enumerate(self.benefits, 1):
            self.picks.addRow(tr("Benefit {n}", n=n), edit)
        for n, edit in enumerate(self.drawbacks, 1):
            self.picks.addRow(tr("Drawback {n}", n=n), edit)
        for edit in (*self.benefits, *self.drawbacks):
            edit.textChanged.connect(self._all_named)
        self._all_named()

    def _all_named(self, *_: Any) -> None:
        """OK only once every pick the chapter gives is named (the rules refuse fewer)."""
        edits = (*self.benefits, *self.drawbacks)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(all(edit.text().strip() for edit in edits))

    def _ok(self) -> None:
        if self.session.state.outcome is None:
            outcome = end_fight(self.session, self.result_box.currentData(), self.why.text())
            if not outcome.ok:
                self.message.setText(outcome.rejected.message if outcome.rejected else "")
                return
            if any(picks_asked(self.session)):
                self._show_stage()  # the second step: what the group picks
                return
            self.accept()
            return
        if self.benefits or self.drawbacks:
            outcome = record_aftermath(
                self.session, [e.text() for e in self.benefits], [e.text() for e in self.drawbacks]
            )
            if not outcome.ok:
                self.message.setText(outcome.rejected.message if outcome.rejected else "")
                return
        self.accept()
