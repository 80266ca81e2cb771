"""File ▸ New encounter…: the encounter's name and its combat system (the campaign's by default), with
which of the campaign's PCs join it (those with a sheet for that system) and which stay out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from gm_desk import store as repo
from gm_desk.rules.rulesets import available
from gm_desk.store import StoreError
from gm_desk.ui.i18n import tr
from gm_desk.ui.name_check import NameCheck
from gm_desk.ui.session.creation import new_encounter, party_for

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk


class NewEncounterDialog(QDialog):
    """The name and system of a new encounter of one campaign; `party` says who will join."""

    def __init__(self, campaign_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.campaign_id = campaign_id
        campaign = repo.get_campaign(campaign_id)
        self.setObjectName("newEncounterDialog")
        self.setWindowTitle(tr("New encounter"))
        self.name = QLineEdit(tr("New encounter"), self)
        self.name.setObjectName("encounterName")
        self.name.selectAll()
        self.system = QComboBox(self)
        self.system.setObjectName("encounterSystem")
        for ruleset_id, title in available():
            label = tr("{system} (the campaign's)", system=title) if ruleset_id == campaign.ruleset else title
            self.system.addItem(label, ruleset_id)
        self.system.setCurrentIndex(max(0, self.system.findData(campaign.ruleset)))
        self.party = QLabel(self)
        self.party.setObjectName("encounterParty")
        self.party.setWordWrap(True)
        self.party.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Create"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.check = NameCheck(self.name, tr("The name"))  # OK is set by _show_party
        form = QFormLayout(self)
        shown = QLabel(campaign.name, self)
        shown.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow(tr("Campaign:"), shown)
        form.addRow(tr("&Name:"), self.name)
        form.addRow("", self.check.label)
        form.addRow(tr("&System:"), self.system)
        form.addRow(self.party)
        form.addRow(self.buttons)
        self.system.currentIndexChanged.connect(self._show_party)
        self.name.textChanged.connect(self._show_party)
        self._show_party()

    def ruleset(self) -> str:
        return str(self.system.currentData())

    def _show_party(self) -> None:
        joining, left_out = party_for(self.campaign_id, self.ruleset())
        names = ", ".join(m.name for m in joining)
        lines = [
            tr("Joining: {names}.", names=names)
            if joining
            else tr("No PC of the campaign has a sheet for this system.")
        ]
        if left_out:
            lines.append(tr("No sheet for this system, left out: {names}.", names=", ".join(left_out)))
        self.party.setText("\n".join(lines))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not self.check.refusal())

    def _accept(self) -> None:
        if not self.check.refusal():
            self.accept()


def ask_new_encounter(window: Desk, campaign_id: int) -> NewEncounterDialog:
    """Open the dialog (window-modal); once confirmed, the encounter is made and opened."""
    dialog = NewEncounterDialog(campaign_id, window.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def create() -> None:
        try:
            encounter_id = new_encounter(campaign_id, dialog.name.text().strip(), dialog.ruleset())
        except StoreError as exc:
            window.say(str(exc))
            return
        window.open_encounter(encounter_id)

    dialog.accepted.connect(create)
    dialog.open()
    return dialog
