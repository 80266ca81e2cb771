"""Encounter ▸ Notes… (Ctrl+Shift+N), and Note… on a token's or a zone's menu: the GM's private notes on
the encounter, each combatant, each zone, and the campaign (gm_desk/store/notes.py).

Notes stay on the GM's side: the prep sheet prints them; the player view, the shared page, the recap and
encounter files never see them. Save keeps every note at once (a refused one keeps none and says why);
Cancel or Esc with changes asks first, so nothing typed is lost by a slip.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.store import EncounterNotes, StoreError
from gm_desk.ui.forms.inputs import ISSUE_STYLE
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import literal, plain_label
from gm_desk.ui.theme import style

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts

KEY_ROLE = Qt.ItemDataRole.UserRole + 1


def _editor(parent: QWidget, name: str, hint: str) -> QPlainTextEdit:
    edit = QPlainTextEdit(parent)
    edit.setObjectName(name)
    edit.setPlaceholderText(hint)
    edit.setTabChangesFocus(True)  # Tab leaves the note; a tab character is rarely what a GM means
    return edit


class KeyedNotes(QWidget):
    """A list (combatants or zones) and the note of the one chosen; a name with a note is marked •."""

    def __init__(self, parent: QWidget, names: dict[str, str], notes: dict[str, str], hint: str) -> None:
        super().__init__(parent)
        self.names = names
        self.notes = {key: text for key, text in notes.items() if key in names}
        self.chosen: str | None = None
        self.list = QListWidget(self)
        self.list.setMaximumWidth(220)
        for key, name in names.items():
            item = QListWidgetItem(name)
            item.setData(KEY_ROLE, key)
            self.list.addItem(item)
        self.text = _editor(self, "keyedNote", hint)
        self.text.setEnabled(False)
        row = QHBoxLayout(self)
        row.addWidget(self.list)
        row.addWidget(self.text, 1)
        self.list.currentItemChanged.connect(lambda *_: self._chosen())
        self.text.textChanged.connect(self._typed)
        self._mark()

    def choose(self, key: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(KEY_ROLE) == key:
                self.list.setCurrentRow(row)
                return

    def _chosen(self) -> None:
        item = self.list.currentItem()
        self.chosen = item.data(KEY_ROLE) if item is not None else None
        self.text.blockSignals(True)
        self.text.setPlainText(self.notes.get(self.chosen, "") if self.chosen else "")
        self.text.blockSignals(False)
        self.text.setEnabled(self.chosen is not None)

    def _typed(self) -> None:
        if self.chosen is None:
            return
        text = self.text.toPlainText()
        if text.strip():
            self.notes[self.chosen] = text
        else:
            self.notes.pop(self.chosen, None)
        self._mark()

    def _mark(self) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            key = item.data(KEY_ROLE)
            item.setText(f"{self.names[key]}  •" if key in self.notes else self.names[key])


class NotesDialog(QDialog):
    def __init__(self, window: MainParts, *, combatant: str | None = None, zone: str | None = None) -> None:
        super().__init__(window.window())
        session = window.session
        assert session is not None
        self.encounter_id = session.encounter_id
        self.campaign_id = session.campaign_id
        self.setObjectName("notesDialog")
        self.setWindowTitle(tr("Notes: {name}", name=session.name))
        self.resize(640, 460)
        stored = repo.encounter_notes(self.encounter_id)
        self._before = (stored, repo.campaign_notes(self.campaign_id))
        state = session.state
        about = QLabel(tr("Only you see these: the prep sheet prints them, the players never see them."), self)
        style(about, "color: #5d6a80;")
        about.setWordWrap(True)
        self.tabs = QTabWidget(self)
        self.encounter = _editor(self, "encounterNote", tr("What to remember about this encounter"))
        self.encounter.setPlainText(stored.encounter)
        names = {cid: c.name for cid, c in state.combatants.items() if c.status != "removed"}
        self.combatants = KeyedNotes(self, names, stored.combatants, tr("A note on this combatant"))
        zones = {zid: z.name for zid, z in state.zones.zones.items()}
        self.zones = KeyedNotes(self, zones, stored.zones, tr("A note on this zone"))
        self.campaign = _editor(self, "campaignNote", tr("Notes on the whole campaign"))
        self.campaign.setPlainText(self._before[1])
        self.tabs.addTab(self.encounter, tr("&Encounter"))
        self.tabs.addTab(self.combatants, tr("C&ombatants"))
        self.tabs.addTab(self.zones, tr("&Zones"))
        self.tabs.addTab(self.campaign, tr("Ca&mpaign"))
        self.problem = plain_label(parent=self)
        self.problem.setObjectName("notesProblem")
        self.problem.setWordWrap(True)
        style(self.problem, ISSUE_STYLE)
        self.problem.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        QShortcut(QKeySequence.StandardKey.Save, self, self.accept)  # Ctrl+S saves, as elsewhere
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        if combatant is not None:
            self.tabs.setCurrentWidget(self.combatants)
            self.combatants.choose(combatant)
            self.combatants.text.setFocus()
        elif zone is not None:
            self.tabs.setCurrentWidget(self.zones)
            self.zones.choose(zone)
            self.zones.text.setFocus()
        else:
            self.encounter.setFocus()

    def notes(self) -> EncounterNotes:
        return EncounterNotes(self.encounter.toPlainText(), dict(self.combatants.notes), dict(self.zones.notes))

    def changed(self) -> bool:
        stored, campaign = self._before
        now = self.notes()
        return (
            now.encounter.strip() != stored.encounter
            or {k: v.strip() for k, v in now.combatants.items()} != stored.combatants
            or {k: v.strip() for k, v in now.zones.items()} != stored.zones
            or self.campaign.toPlainText().strip() != campaign
        )

    def accept(self) -> None:
        try:
            repo.set_encounter_notes(self.encounter_id, self.notes())
            repo.set_campaign_notes(self.campaign_id, self.campaign.toPlainText())
        except StoreError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        super().accept()

    def reject(self) -> None:
        if self.changed():
            answer = QMessageBox.question(
                self,
                tr("Notes"),
                literal(tr("Discard what you typed in the notes?")),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Discard:
                return
        super().reject()


def open_notes(window: MainParts, *, combatant: str | None = None, zone: str | None = None) -> NotesDialog | None:
    """Show the notes of the open encounter (at a combatant's or a zone's, when given)."""
    if window.session is None:
        return None
    dialog = NotesDialog(window, combatant=combatant, zone=zone)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(lambda: window.statusBar().showMessage(tr("Notes saved."), 8000))
    dialog.open()
    return dialog


def notes_menu_hook(window: MainParts) -> Callable[[QMenu, str, str], None]:
    """Note… on a token's and a zone's menu."""

    def hook(menu: QMenu, kind: str, key: str) -> None:
        if window.session is None or kind not in ("token", "zone"):
            return
        menu.addSeparator()
        if kind == "token":
            menu.addAction(tr("Note…"), lambda: open_notes(window, combatant=key))
        else:
            menu.addAction(tr("Note…"), lambda: open_notes(window, zone=key))

    return hook
