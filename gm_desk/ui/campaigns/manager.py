"""Campaigns, their party and their encounters: create, rename, delete; edit PC sheets; prepare and open fights.

Every change goes through the store's repository functions; the dialogs are small module functions
(`ask_text`, `ask_encounter`, `confirm`, `edit_member`) so tests replace them instead of clicking through them. Opening
an encounter is the window's job: the manager asks for it with `open_requested`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.dice import WHO_ROLLS
from gm_desk.rules.rulesets import available
from gm_desk.store import StoreError, get_who_rolls, set_who_rolls
from gm_desk.ui.campaigns.aftermath import outcome_words
from gm_desk.ui.campaigns.sheet_dialog import PartyMemberDialog
from gm_desk.ui.campaigns.sheets import blank_sheet, sheet_summary
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.name_check import NameCheck, NameDialog
from gm_desk.ui.plain_text import literal, plain_label
from gm_desk.ui.theme import style

ID_ROLE = Qt.ItemDataRole.UserRole + 1
STATUS_WORDS = {
    "prep": N_("in prep"),
    "running": N_("in progress"),
    "ended": N_("finished"),
}  # tr() where shown


# --- the dialogs (tests replace these) ------------------------------------------------------------


def ask_text(parent: QWidget, title: str, label: str, text: str = "") -> str | None:
    """A new name, refused in words as it is typed when the rule for names would not keep it."""
    dialog = NameDialog(parent, title, label, text)
    return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted and dialog.value() else None


def ask_encounter(parent: QWidget, campaign_id: int) -> tuple[str, str] | None:
    """Name and system of a new encounter (the dialog of File ▸ New encounter)."""
    from gm_desk.ui.prep.new_encounter import NewEncounterDialog

    dialog = NewEncounterDialog(campaign_id, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.name.text().strip(), dialog.ruleset()


def confirm(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, literal(text))
    return answer == QMessageBox.StandardButton.Yes


def ask_campaign(parent: QWidget) -> tuple[str, str] | None:
    """Name and system of a new campaign."""
    dialog = NewCampaignDialog(parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.name.text().strip():
        return None
    return dialog.name.text().strip(), dialog.system.currentData()


class NewCampaignDialog(QDialog):
    """The name and the combat system of a new campaign; the name checked as it is typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newCampaignDialog")
        self.setWindowTitle(tr("New campaign"))
        self.name = QLineEdit(self)
        self.name.setObjectName("campaignName")
        self.name.setPlaceholderText(tr("Campaign name"))
        self.system = QComboBox(self)
        for rid, display in available():
            self.system.addItem(display, rid)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.check = NameCheck(self.name, tr("The name"), ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(tr("Name"), self.name)
        form.addRow("", self.check.label)
        form.addRow(tr("Combat system"), self.system)
        form.addRow(self.buttons)

    def accept(self) -> None:
        if not self.check.refusal():
            super().accept()


def edit_member(
    parent: QWidget,
    ruleset_id: str,
    name: str,
    sheet: dict[str, Any],
    member_id: int | None = None,
    on_portrait: Callable[[], None] | None = None,
) -> tuple[str, dict[str, Any]] | None:
    display = dict(available()).get(ruleset_id, ruleset_id)
    dialog = PartyMemberDialog(ruleset_id, name, sheet, parent, system_name=display, member_id=member_id)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    if dialog.portrait_changed and on_portrait is not None:
        on_portrait()
    return dialog.value() if accepted else None


# --- the manager ----------------------------------------------------------------------------------


def _list(parent: QWidget, name: str) -> QListWidget:
    widget = QListWidget(parent)
    widget.setObjectName(name)
    widget.setAlternatingRowColors(True)
    return widget


def _buttons(parent: QWidget, *labels: str) -> tuple[QHBoxLayout, list[QPushButton]]:
    row = QHBoxLayout()
    made = []
    for label in labels:
        button = QPushButton(label, parent)
        row.addWidget(button)
        made.append(button)
    row.addStretch(1)
    return row, made


class CampaignManager(QWidget):
    """Campaigns on the left; the chosen campaign's party and encounters on the right."""

    open_requested = Signal(int)  # an encounter id: open it in the window
    changed = Signal()  # campaigns, party or encounters changed in the store

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignManager")
        self.message = plain_label(parent=self)
        self.message.setObjectName("managerMessage")
        style(self.message, "color: #b42318;")
        self.message.setWordWrap(True)
        self.message.hide()

        left = QWidget(self)
        self.campaigns = _list(left, "campaignList")
        row, (self.new_campaign_button, self.rename_campaign_button, self.delete_campaign_button) = _buttons(
            left, tr("New…"), tr("Rename…"), tr("Delete")
        )
        title = QLabel(tr("Campaigns"), left)
        title.setObjectName("sectionLabel")
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(title)
        box.addWidget(self.campaigns, 1)
        box.addLayout(row)

        right = QWidget(self)
        self.heading = plain_label(parent=right)
        self.heading.setObjectName("campaignHeading")
        style(self.heading, "font-size: 15px; font-weight: 700; color: #1c2638;")
        self.who_rolls = QComboBox(right)
        self.who_rolls.setObjectName("whoRollsBox")
        self.who_rolls.setToolTip(tr("Which dice GM Desk may roll itself when a roll is left blank"))
        for key, (words, _) in WHO_ROLLS.items():
            self.who_rolls.addItem(tr(words), key)
        self.party = _list(right, "partyList")
        prow, (self.add_member_button, self.edit_member_button, self.remove_member_button) = _buttons(
            right, tr("Add PC…"), tr("Edit…"), tr("Remove")
        )
        self.encounters = _list(right, "encounterList")
        erow, buttons = _buttons(right, tr("Prepare new…"), tr("Rename…"), tr("Delete"), tr("Open"))
        self.new_encounter_button, self.rename_encounter_button, self.delete_encounter_button = buttons[:3]
        self.open_button = buttons[3]
        # Beside the encounters' title, not in their row of buttons: that row is as wide as the window can
        # be on a small screen in German with the larger type.
        self.plan_day_button = QPushButton(tr("Plan a &day…"), right)
        self.plan_day_button.setObjectName("planDayButton")
        self.plan_day_button.setToolTip(tr("Several of this campaign's encounters fought in a row: the chance to survive the day"))
        self.open_button.setObjectName("openEncounterButton")
        party_title = QLabel(tr("Party"), right)
        party_title.setObjectName("sectionLabel")
        enc_title = QLabel(tr("Encounters"), right)
        enc_title.setObjectName("sectionLabel")
        rbox = QVBoxLayout(right)
        rbox.setContentsMargins(0, 0, 0, 0)
        rbox.addWidget(self.heading)
        dice_row = QHBoxLayout()
        dice_row.addWidget(QLabel(tr("Dice:"), right))
        dice_row.addWidget(self.who_rolls, 1)
        rbox.addLayout(dice_row)
        rbox.addWidget(party_title)
        rbox.addWidget(self.party, 1)
        rbox.addLayout(prow)
        enc_row = QHBoxLayout()
        enc_row.addWidget(enc_title)
        enc_row.addStretch(1)
        enc_row.addWidget(self.plan_day_button)
        rbox.addLayout(enc_row)
        QWidget.setTabOrder(self.remove_member_button, self.plan_day_button)  # Tab reads it where it is drawn
        QWidget.setTabOrder(self.plan_day_button, self.encounters)
        rbox.addWidget(self.encounters, 1)
        rbox.addLayout(erow)

        split = QSplitter(self)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(split, 1)
        layout.addWidget(self.message)

        self.campaigns.currentItemChanged.connect(lambda *_: self._show_campaign())
        self.who_rolls.currentIndexChanged.connect(self._who_rolls_chosen)
        self.new_campaign_button.clicked.connect(self.new_campaign)
        self.rename_campaign_button.clicked.connect(self.rename_campaign)
        self.delete_campaign_button.clicked.connect(self.delete_campaign)
        self.add_member_button.clicked.connect(self.add_member)
        self.edit_member_button.clicked.connect(self.edit_selected_member)
        self.party.itemDoubleClicked.connect(lambda *_: self.edit_selected_member())
        self.remove_member_button.clicked.connect(self.remove_member)
        self.new_encounter_button.clicked.connect(self.new_encounter)
        self.rename_encounter_button.clicked.connect(self.rename_encounter)
        self.delete_encounter_button.clicked.connect(self.delete_encounter)
        self.open_button.clicked.connect(self.open_selected)
        self.plan_day_button.clicked.connect(self.plan_day)
        self.encounters.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.reload()

    # --- reading ----------------------------------------------------------------------------------

    def reload(self, select: int | None = None) -> None:
        keep = select if select is not None else self.campaign_id()
        self.campaigns.blockSignals(True)
        self.campaigns.clear()
        names = dict(available())
        try:
            found = repo.list_campaigns()
        except StoreError as exc:
            self._say(str(exc))
            found = []
        for campaign in found:
            item = QListWidgetItem(f"{campaign.name}\n{names.get(campaign.ruleset, campaign.ruleset)}")
            item.setData(ID_ROLE, campaign.id)
            self.campaigns.addItem(item)
            if campaign.id == keep:
                self.campaigns.setCurrentItem(item)
        if self.campaigns.currentItem() is None and self.campaigns.count():
            self.campaigns.setCurrentRow(0)
        self.campaigns.blockSignals(False)
        self._show_campaign()

    def campaign_id(self) -> int | None:
        item = self.campaigns.currentItem()
        if item is None:
            return None
        campaign_id: int = item.data(ID_ROLE)
        return campaign_id

    def _show_campaign(self) -> None:
        cid = self.campaign_id()
        self.party.clear()
        self.encounters.clear()
        for button in (
            self.rename_campaign_button,
            self.delete_campaign_button,
            self.add_member_button,
            self.edit_member_button,
            self.remove_member_button,
            self.new_encounter_button,
            self.rename_encounter_button,
            self.delete_encounter_button,
            self.open_button,
            self.plan_day_button,
            self.who_rolls,
        ):
            button.setEnabled(cid is not None)
        if cid is None:
            self.heading.setText(tr("No campaign yet: create one."))
            return
        try:
            campaign = repo.get_campaign(cid)
            who_rolls = get_who_rolls(cid)
            members = repo.list_party(cid)
            encounters = repo.list_encounters(cid)
        except StoreError as exc:
            self._say(str(exc))
            return
        self.heading.setText(f"{campaign.name} · {dict(available()).get(campaign.ruleset, campaign.ruleset)}")
        self.who_rolls.blockSignals(True)
        self.who_rolls.setCurrentIndex(self.who_rolls.findData(who_rolls))
        self.who_rolls.blockSignals(False)
        for member in members:
            item = QListWidgetItem(f"{member.name}   {sheet_summary(member.ruleset, member.sheet)}")
            item.setData(ID_ROLE, member.id)
            self.party.addItem(item)
        for enc in encounters:
            text = f"{enc.name} — {tr(STATUS_WORDS.get(enc.status, enc.status))}"
            if enc.status == "ended":
                with contextlib.suppress(StoreError):
                    text += f": {outcome_words(repo.get_encounter(enc.id).outcome)}"
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, enc.id)
            self.encounters.addItem(item)

    def party_names(self) -> list[str]:
        return [self.party.item(r).text().split("   ")[0] for r in range(self.party.count())]

    def encounter_lines(self) -> list[str]:
        return [self.encounters.item(r).text() for r in range(self.encounters.count())]

    def _selected(self, widget: QListWidget) -> int | None:
        item = widget.currentItem()
        if item is None:
            return None
        chosen: int = item.data(ID_ROLE)
        return chosen

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _done(self, select: int | None = None) -> None:
        self._say("")
        self.reload(select)
        self.changed.emit()

    # --- campaigns --------------------------------------------------------------------------------

    def _who_rolls_chosen(self, *args: Any) -> None:
        """The campaign's dice setting: open fights follow it from their next command on."""
        cid, key = self.campaign_id(), self.who_rolls.currentData()
        if cid is None or key is None:
            return
        try:
            set_who_rolls(cid, key)
        except StoreError as exc:
            self._say(str(exc))
            return
        self.changed.emit()

    def new_campaign(self) -> int | None:
        answer = ask_campaign(self)
        if answer is None:
            return None
        try:
            campaign = repo.create_campaign(*answer)
        except StoreError as exc:
            self._say(str(exc))
            return None
        self._done(campaign.id)
        return campaign.id

    def rename_campaign(self) -> None:
        cid = self.campaign_id()
        if cid is None:
            return
        name = ask_text(self, tr("Rename campaign"), tr("New name:"), repo.get_campaign(cid).name)
        if name is None:
            return
        try:
            repo.update_campaign(cid, name=name)
        except StoreError as exc:
            self._say(str(exc))
            return
        self._done(cid)

    def delete_campaign(self) -> None:
        cid = self.campaign_id()
        if cid is None:
            return
        campaign = repo.get_campaign(cid)
        if not confirm(
            self,
            tr("Delete campaign"),
            tr("Delete “{name}” with its party and every encounter in it?", name=campaign.name),
        ):
            return
        try:
            repo.delete_campaign(cid)
        except StoreError as exc:
            self._say(str(exc))
            return
        self._done()

    # --- the party --------------------------------------------------------------------------------

    def add_member(self) -> int | None:
        cid = self.campaign_id()
        if cid is None:
            return None
        ruleset = repo.get_campaign(cid).ruleset
        answer = edit_member(self, ruleset, "", blank_sheet(ruleset))
        if answer is None:
            return None
        try:
            member = repo.add_party_member(cid, answer[0], ruleset, answer[1])
        except StoreError as exc:
            self._say(str(exc))
            return None
        self._done(cid)
        return member.id

    def edit_selected_member(self) -> None:
        mid = self._selected(self.party)
        if mid is None:
            return
        member = repo.get_party_member(mid)
        answer = edit_member(
            self, member.ruleset, member.name, dict(member.sheet), mid, on_portrait=self.changed.emit
        )
        if answer is None:
            return
        try:
            repo.update_party_member(mid, name=answer[0], sheet=answer[1])
        except StoreError as exc:
            self._say(str(exc))
            return
        self._done(member.campaign_id)

    def remove_member(self) -> None:
        mid = self._selected(self.party)
        if mid is None:
            return
        member = repo.get_party_member(mid)
        if not confirm(
            self, tr("Remove from the party"), tr("Remove {name} from the party?", name=member.name)
        ):
            return
        try:
            repo.delete_party_member(mid)
        except StoreError as exc:
            self._say(str(exc))
            return
        self._done(member.campaign_id)

    # --- encounters -------------------------------------------------------------------------------

    def new_encounter(self) -> int | None:
        """A fresh encounter with the party in one zone, ready to prepare on the map."""
        from gm_desk.ui.session import new_encounter

        cid = self.campaign_id()
        if cid is None:
            return None
        asked = ask_encounter(self, cid)
        if asked is None:
            return None
        try:
            encounter_id = new_encounter(cid, *asked)
        except StoreError as exc:
            self._say(str(exc))
            return None
        self._done(cid)
        return encounter_id

    def rename_encounter(self) -> None:
        eid = self._selected(self.encounters)
        if eid is None:
            return
        name = ask_text(self, tr("Rename encounter"), tr("New name:"), repo.get_encounter(eid).name)
        if name is None:
            return
        try:
            repo.update_encounter(eid, name=name)
        except StoreError as exc:
            self._say(str(exc))
            return
        self._done(self.campaign_id())

    def delete_encounter(self) -> None:
        eid = self._selected(self.encounters)
        if eid is None:
            return
        if not confirm(
            self,
            tr("Delete encounter"),
            tr("Delete “{name}” and its log?", name=repo.get_encounter(eid).name),
        ):
            return
        try:
            repo.delete_encounter(eid)
        except StoreError as exc:
            self._say(str(exc))
            return
        self._done(self.campaign_id())

    def select_encounter(self, encounter_id: int) -> None:
        for row in range(self.encounters.count()):
            if self.encounters.item(row).data(ID_ROLE) == encounter_id:
                self.encounters.setCurrentRow(row)

    def select_member(self, member_id: int) -> None:
        for row in range(self.party.count()):
            if self.party.item(row).data(ID_ROLE) == member_id:
                self.party.setCurrentRow(row)

    def plan_day(self) -> QDialog | None:
        """Plan a day…: the campaign's encounters fought in a row, in a window over this one."""
        from gm_desk.ui.campaigns.day_plan import DayPlanDialog

        cid = self.campaign_id()
        if cid is None:
            return None
        dialog = DayPlanDialog(cid, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_selected(self) -> None:
        eid = self._selected(self.encounters)
        if eid is not None:
            self.open_requested.emit(eid)


class CampaignDialog(QDialog):
    """The manager in a window of its own (File ▸ Campaigns…)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Campaigns"))
        self.resize(820, 560)
        self.manager = CampaignManager(self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        self.manager.open_requested.connect(lambda *_: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(self.manager)
        layout.addWidget(close)
