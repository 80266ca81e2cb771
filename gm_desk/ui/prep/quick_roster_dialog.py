"""Encounter ▸ Quick roster… (Ctrl+Shift+R), and the bestiary's "Add copies…": many creatures in one step.

The GM types or pastes a list ("Goblin, 5 / Glass Hound, 2"; the bestiary's "Add copies…" starts it
with the creature picked there) and picks the zone they stand in. As the text changes, the box says
what it found in this system's bestiary, with the names they will get, and lists the names it does not
know. Nothing joins until the GM presses Add; with unknown names listed, Add brings in only those found,
and says so on the button. The reading and matching are the rules' (`prep.quick_roster`); one undo step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.prep.quick_roster import Joining, Wanted, fold, match, numbered, read_list
from gm_desk.rules.tx import Reject
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import menu_text, plain_label
from gm_desk.ui.session.quick_roster import add_joining
from gm_desk.ui.theme import style

ERROR_STYLE = "color: #b03a2e;"
SHOWN_NAMES = 4  # numbered names spelled out in a row of the preview; the rest are counted


def bestiary_names(ruleset: str) -> dict[str, tuple[int, str]]:
    """This system's creatures by folded name: (id, name); the first of several sharing a name."""
    found: dict[str, tuple[int, str]] = {}
    for row in repo.list_creatures(ruleset):
        found.setdefault(fold(str(row[1])), (int(row[0]), str(row[1])))
    return found


class QuickRosterDialog(QDialog):
    """A list in, a preview out, and Add (see the module's docstring)."""

    def __init__(self, window: Any, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.window_ = window
        self.session = window.session
        self.setWindowTitle(tr("Quick roster"))
        self.setObjectName("quickRoster")
        self.known = bestiary_names(self.session.state.ruleset)
        self.found: list[tuple[Wanted, tuple[int, str]]] = []
        self.missing: list[Wanted] = []
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("quickRosterText")
        self.text.setPlaceholderText(tr("Goblin, 5 / Glass Hound, 2 (or one creature a line)"))
        self.text.setTabChangesFocus(True)
        self.text.setMaximumHeight(110)
        self.zone = QComboBox(self)
        self.zone.setObjectName("quickRosterZone")
        state = self.session.state
        for zone_id, zone in state.zones.zones.items():
            self.zone.addItem(menu_text(zone.name), zone_id)
        picked = [i.zone_id for i in window.canvas.map_scene.selectedItems() if hasattr(i, "zone_id")]
        if picked:
            self.zone.setCurrentIndex(self.zone.findData(picked[0]))
        self.preview = QListWidget(self)
        self.preview.setObjectName("quickRosterPreview")
        self.unknown = plain_label(parent=self)
        self.unknown.setObjectName("quickRosterUnknown")
        self.unknown.setWordWrap(True)
        style(self.unknown, ERROR_STYLE)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.add_button: QPushButton = self.buttons.addButton(tr("Add"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.add_button.setObjectName("quickRosterAdd")
        self.buttons.accepted.connect(self.add)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(tr("Creatures:"), self.text)
        form.addRow(tr("They stand in:"), self.zone)
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Type or paste the creatures and how many of each; they are matched against the bestiary of this system."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.unknown)
        layout.addWidget(self.buttons)
        self.setMinimumSize(460, 380)
        self.text.textChanged.connect(self.read)
        self.text.setPlainText(text)
        self.read()
        self.text.setFocus()

    def read(self) -> None:
        """The list read again: what it finds, what it does not know, and what Add will do."""
        self.preview.clear()
        self.unknown.clear()
        self.found, self.missing = [], []
        text = self.text.toPlainText()
        if not text.strip():
            self._button(tr("Add"), False)
            return
        try:
            self.found, self.missing = match(read_list(text), self.known)
        except Reject as refused:
            self.unknown.setText(refused.message)
            self._button(tr("Add"), False)
            return
        taken = {c.name for c in self.session.state.combatants.values()}
        for wanted, (_cid, name) in self.found:
            names = numbered(taken, name, wanted.count)
            taken.update(names)
            shown = ", ".join(names[:SHOWN_NAMES]) + (" …" if len(names) > SHOWN_NAMES else "")
            self.preview.addItem(tr("✓ {name} ×{count}: {names}", name=name, count=wanted.count, names=shown))
        if self.missing:
            self.unknown.setText(
                tr("Not in this system's bestiary (left out): {names}", names=", ".join(w.name for w in self.missing))
            )
        total = sum(w.count for w, _ in self.found)
        if self.missing and total:
            self._button(tr("Add the {count} found", count=total), True)
        else:
            self._button(tr("Add {count}", count=total) if total else tr("Add"), bool(total))

    def _button(self, text: str, enabled: bool) -> None:
        self.add_button.setText(text)
        self.add_button.setEnabled(enabled)

    def joining(self) -> list[Joining]:
        out = []
        for wanted, (creature_id, name) in self.found:
            creature = repo.get_creature(creature_id)
            out.append(Joining(name, dict(creature.statblock), f"creature:{creature_id}", wanted.count))
        return out

    def add(self) -> bool:
        if not self.found:
            return False
        if add_joining(self.session, self.joining(), self.zone.currentData()):
            self.accept()
            return True
        return False


def open_quick_roster(window: Any, text: str = "") -> QuickRosterDialog | None:
    if window.session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    dialog = QuickRosterDialog(window, text)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.quick_roster_dialog = dialog
    dialog.open()
    return dialog


def open_copies(window: Any, creature_ids: list[int], count: int = 2) -> QuickRosterDialog | None:
    """The bestiary's "Add copies…": the quick roster started with the picked creatures, `count` of each
    (the number selected, for the GM to type over)."""
    names = [repo.get_creature(creature_id).name for creature_id in creature_ids]
    dialog = open_quick_roster(window, " / ".join(f"{name}, {count}" for name in names))
    if dialog is not None and len(names) == 1:
        cursor = dialog.text.textCursor()
        cursor.setPosition(len(names[0]) + 2)
        cursor.setPosition(len(dialog.text.toPlainText()), cursor.MoveMode.KeepAnchor)
        dialog.text.setTextCursor(cursor)
    return dialog
