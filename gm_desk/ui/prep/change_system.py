"""Encounter ▸ Change system…: switch a prepared encounter (nothing played) to another combat system.

The store works the change out (`gm_desk.store.encounter_system`): this dialog only shows, for the
system picked, which creatures are re-linked to its bestiary and which PCs join, who is left out and
why, or why the switch is refused; Change system applies it and the encounter reopens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from gm_desk.rules.rulesets import available
from gm_desk.store import StoreError, SwitchPlan, plan_switch, switch_system
from gm_desk.ui.i18n import tr

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk


class ChangeSystemDialog(QDialog):
    """Pick another system for encounter `encounter_id` and see what the switch gives before confirming."""

    def __init__(self, encounter_id: int, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.encounter_id = encounter_id
        self.plan: SwitchPlan | None = None
        self.setObjectName("changeSystemDialog")
        self.setWindowTitle(tr("Change system"))
        self.resize(560, 320)
        self.system = QComboBox(self)
        self.system.setObjectName("newSystem")
        for ruleset_id, title in available():
            if ruleset_id != current:
                self.system.addItem(title, ruleset_id)
        self.preview = QLabel(self)
        self.preview.setObjectName("switchPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.confirm = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.confirm.setText(tr("Change system"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Run this encounter under:"), self))
        layout.addWidget(self.system)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.buttons)
        self.system.currentIndexChanged.connect(self._show_plan)
        self._show_plan()

    def ruleset(self) -> str:
        return str(self.system.currentData())

    def _show_plan(self) -> None:
        try:
            self.plan = plan_switch(self.encounter_id, self.ruleset())
        except StoreError as exc:
            self.plan = None
            self.preview.setText(str(exc))
        else:
            self.preview.setText("\n".join(self.plan.words()))
        self.confirm.setEnabled(self.plan is not None)


def change_system(window: Desk) -> ChangeSystemDialog | None:
    """Open the dialog for the open encounter (window-modal); once confirmed the switch is saved, the
    encounter reopens under its new system and the status bar says what happened."""
    session = window.session
    if session is None:
        return None
    if not session.in_prep:
        window.say(tr("The fight has started: only an encounter still in prep can change its system."))
        return None
    name = session.name
    session.flush()  # a layout edit still waiting is written before the setup is rebuilt
    dialog = ChangeSystemDialog(session.encounter_id, session.state.ruleset, window.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def apply() -> None:
        try:
            plan = switch_system(dialog.encounter_id, dialog.ruleset())
        except StoreError as exc:
            window.say(str(exc))
            return
        window.open_encounter(plan.encounter_id)
        done = [
            tr("'{name}' now uses {system}.", name=name, system=dialog.system.currentText()),
            *plan.words()[1:],
        ]
        window.say(" ".join(done))

    dialog.accepted.connect(apply)
    dialog.open()
    return dialog
