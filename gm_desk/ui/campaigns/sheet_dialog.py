"""Editing a party member: the name and the PC sheet of the campaign's system, checked by its rules."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.names import name_refusal
from gm_desk.ui.campaigns.sheets import pc_sheet_specs, sheet_problems
from gm_desk.ui.forms import SpecForm
from gm_desk.ui.i18n import tr
from gm_desk.ui.name_check import keep_whole
from gm_desk.ui.plain_text import literal
from gm_desk.ui.portrait_picker import PortraitPicker
from gm_desk.ui.theme import style


class PartyMemberDialog(QDialog):
    """Name and sheet of one PC; OK only when the system's rules accept the sheet."""

    def __init__(
        self,
        ruleset_id: str,
        name: str = "",
        sheet: dict[str, Any] | None = None,
        parent: QWidget | None = None,
        *,
        system_name: str = "",
        member_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.ruleset_id = ruleset_id
        # A character already in the party may have a portrait (kept at once, whatever OK or Cancel).
        self.portrait = PortraitPicker("member", self)
        self.portrait.set_owner(member_id)
        self.portrait_changed = False
        self.portrait.changed.connect(self._portrait_kept)
        self.portrait.refused.connect(lambda text: QMessageBox.warning(self, tr("Portrait"), literal(text)))
        self.setWindowTitle(f"{name or tr('New character')} — {system_name or ruleset_id}")
        self.resize(560, 640)
        self.name = keep_whole(QLineEdit(name, self))  # a name too long is refused in words, never cut
        self.name.setObjectName("memberName")
        self.name.setPlaceholderText(tr("Character name"))
        self.form = SpecForm(pc_sheet_specs(ruleset_id), self, validator=self._problems)
        self.form.set_value(dict(sheet or {}))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name.textEdited.connect(lambda *_: self._refresh())
        self.form.edited.connect(lambda *_: self._refresh())
        head = QFormLayout()
        head.addRow(tr("Name"), self.name)
        head.addRow(tr("Portrait"), self.portrait)
        note = QLabel(tr("What {system} reads from a PC.", system=system_name or ruleset_id), self)
        style(note, "color: #5d6a80;")
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(note)
        layout.addWidget(self.form, 1)
        layout.addWidget(self.buttons)
        self._refresh()

    def _portrait_kept(self) -> None:
        self.portrait_changed = True

    def _problems(self, sheet: dict[str, Any]) -> list[str]:
        refused = name_refusal(self.name.text(), tr("The name")) if self.name.text().strip() else None
        return [refused] if refused else sheet_problems(self.ruleset_id, self.name.text(), sheet)

    def _refresh(self) -> None:
        ok = not self.form.check()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def value(self) -> tuple[str, dict[str, Any]]:
        return self.name.text().strip(), self.form.value()

    def accept(self) -> None:
        if self.form.check():
            return
        super().accept()
