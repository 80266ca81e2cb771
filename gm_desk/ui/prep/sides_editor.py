"""Encounter ▸ Sides…: the sides of a prepared encounter and who is on each.

Sides are listed on the left with Add and Remove; the chosen side's name, stance (party, hostile,
neutral) and allies are edited on the right; below, one list per side holds its combatants, and a
combatant is moved by dragging it from one list to another. Every change is a prep edit of the open
session (`SideEdits`: saved, undoable with Ctrl+Z like any other prep edit); what the session refuses
is said under the lists. The dialog holds no rules: it shows the session's sides and sends its edits.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QColor, QDropEvent, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules import prep
from gm_desk.rules.state import STANCES
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.name_check import keep_whole
from gm_desk.ui.notice import Notices
from gm_desk.ui.plain_text import menu_text, plain_label
from gm_desk.ui.prep.following_dialog import FollowingDialog
from gm_desk.ui.theme import style
from gm_desk.ui.zone_canvas.palette import side_colours

COMBATANT_MIME = "application/x-gm-desk-combatant"
ID_ROLE = Qt.ItemDataRole.UserRole
# A side's member list: framed, its top edge in the side's colour, the title above the frame.
BOX_STYLE = (
    "QGroupBox { border: 1px solid #cfd6e0; border-top: 4px solid COLOUR; border-radius: 4px;"
    " margin-top: 16px; padding-top: 6px; font-weight: bold; }"
    " QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 3px; }"
)
STANCE_WORDS = {"party": N_("Party"), "hostile": N_("Hostile"), "neutral": N_("Neutral")}  # tr() where shown


def swatch(colour: QColor) -> QPixmap:
    pixmap = QPixmap(12, 12)
    pixmap.fill(colour)
    return pixmap


class MemberList(QListWidget):
    """The combatants of one side; a combatant dropped here from another side's list joins this one."""

    dropped = Signal(str, str)  # combatant id, this list's side id

    def __init__(self, side_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side_id = side_id
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setMinimumWidth(150)

    def mimeTypes(self) -> list[str]:
        return [COMBATANT_MIME]

    def mimeData(self, items: Any) -> QMimeData:
        data = QMimeData()
        if items:
            data.setData(COMBATANT_MIME, str(items[0].data(ID_ROLE)).encode("utf-8"))
        return data

    def dragEnterEvent(self, event: Any) -> None:
        if event.mimeData().hasFormat(COMBATANT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: Any) -> None:
        self.dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        mime = event.mimeData()
        if not mime.hasFormat(COMBATANT_MIME):
            event.ignore()
            return
        cid = bytes(mime.data(COMBATANT_MIME).data()).decode("utf-8")
        # Copy, not move: the lists are rebuilt from the session, Qt must not take the item away itself.
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        if any(self.item(i).data(ID_ROLE) == cid for i in range(self.count())):
            return  # dropped back on its own side
        self.dropped.emit(cid, self.side_id)


class SidesEditor(FollowingDialog):
    """The sides of the open encounter (see the module's docstring)."""

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        session = notices.session
        self.setObjectName("sidesEditor")
        self.setWindowTitle(tr("Sides"))
        self.session = session
        self.chosen: str | None = None
        self._filling = False
        self.member_lists: dict[str, MemberList] = {}

        self.side_list = QListWidget()
        self.side_list.setAccessibleName(tr("Sides"))
        self.side_list.setMaximumWidth(220)
        self.add_button = QPushButton(tr("Add side"))
        self.remove_button = QPushButton(tr("Remove side"))
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)  # Return in the name field renames; it adds no side
        left = QVBoxLayout()
        left.addWidget(QLabel(tr("Sides")))
        left.addWidget(self.side_list)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        left.addLayout(buttons)

        self.name_edit = keep_whole(QLineEdit())  # a name too long is refused in words, never cut
        self.stance_box = QComboBox()
        for stance in STANCES:
            self.stance_box.addItem(tr(STANCE_WORDS[stance]), stance)
        self.allies_list = QListWidget()
        self.allies_list.setAccessibleName(tr("Allies of the side"))
        self.allies_list.setMaximumHeight(110)
        form = QFormLayout()
        form.addRow(tr("Name"), self.name_edit)
        form.addRow(tr("Stance"), self.stance_box)
        form.addRow(tr("Allies"), self.allies_list)
        self.side_box = QGroupBox(tr("The chosen side"))
        self.side_box.setLayout(form)

        top = QHBoxLayout()
        top.addLayout(left)
        top.addWidget(self.side_box, 1)

        self.members_row = QHBoxLayout()
        holder = QWidget()
        holder.setLayout(self.members_row)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        scroll.setMinimumHeight(200)

        self.message = plain_label()
        self.message.setObjectName("sidesMessage")
        self.message.setWordWrap(True)
        style(self.message, "color: #b03a2e;")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        for standard in close.buttons():
            if isinstance(standard, QPushButton):  # as a button box's buttons are
                standard.setAutoDefault(False)  # Return finishes a name; it does not close the editor

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(
            QLabel(tr("Who is on which side (drag a combatant to another side, or use its token menu)"))
        )
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        layout.addWidget(close)
        self.resize(760, 560)

        self.side_list.currentItemChanged.connect(self._side_chosen)
        self.add_button.clicked.connect(self.add_side)
        self.remove_button.clicked.connect(self.remove_side)
        self.name_edit.editingFinished.connect(self._renamed)
        self.stance_box.currentIndexChanged.connect(self._stance_chosen)
        self.allies_list.itemChanged.connect(self._allies_changed)
        self.follow(notices)

    # --- showing the session's sides --------------------------------------------------------------

    def refresh(self) -> None:
        state = self.session.state
        self._filling = True
        colours = side_colours(state)
        ids = list(state.sides)
        if self.chosen not in state.sides:
            self.chosen = ids[0] if ids else None
        self.side_list.clear()
        for side in state.sides.values():
            item = QListWidgetItem(f"{side.name}  ·  {tr(STANCE_WORDS.get(side.stance, side.stance))}")
            item.setData(ID_ROLE, side.id)
            item.setIcon(swatch(colours[side.id]))
            self.side_list.addItem(item)
            if side.id == self.chosen:
                self.side_list.setCurrentItem(item)
        self._fill_chosen()
        self._fill_members(colours)
        editable = self.session.in_prep
        for widget in (self.add_button, self.remove_button, self.side_box):
            widget.setEnabled(editable)
        if not editable:
            self.message.setText(tr(prep.sides.FIXED))
        elif self.message.text() == tr(prep.sides.FIXED):
            self.message.clear()
        self._filling = False

    def _fill_chosen(self) -> None:
        state = self.session.state
        side = state.sides.get(self.chosen) if self.chosen else None
        self.allies_list.clear()
        if side is None:
            self.name_edit.clear()
            return
        self.name_edit.setText(side.name)
        self.stance_box.setCurrentIndex(max(0, self.stance_box.findData(side.stance)))
        for other in state.sides.values():
            if other.id == side.id:
                continue
            item = QListWidgetItem(other.name)
            item.setData(ID_ROLE, other.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if other.id in side.allies else Qt.CheckState.Unchecked)
            self.allies_list.addItem(item)

    def _fill_members(self, colours: dict[str, QColor]) -> None:
        while self.members_row.count():
            child = self.members_row.takeAt(0)
            widget = child.widget() if child is not None else None
            if widget is not None:
                widget.deleteLater()
        self.member_lists = {}
        state = self.session.state
        for side in state.sides.values():
            box = QGroupBox(menu_text(side.name))
            style(box, BOX_STYLE.replace("COLOUR", colours[side.id].name()))
            members = MemberList(side.id)
            members.setEnabled(self.session.in_prep)
            for c in state.combatants.values():
                if c.side == side.id and c.status != "removed":
                    item = QListWidgetItem(
                        c.name + ("  " + tr("(hidden)") if c.hidden else "") + (f"  · {c.group}" if c.group else "")
                    )
                    item.setData(ID_ROLE, c.id)
                    members.addItem(item)
            members.dropped.connect(self.move_combatant)
            members.setAccessibleName(tr("Members of {side}", side=side.name))
            inner = QVBoxLayout(box)
            inner.addWidget(members)
            self.members_row.addWidget(box)
            self.member_lists[side.id] = members

    # --- the GM's edits ---------------------------------------------------------------------------

    def _side_chosen(self, current: QListWidgetItem | None, _previous: Any = None) -> None:
        if self._filling or current is None:
            return
        self.chosen = current.data(ID_ROLE)
        self._filling = True
        self._fill_chosen()
        self._filling = False

    def add_side(self) -> str | None:
        taken = {s.name.lower() for s in self.session.state.sides.values()}
        number = len(taken) + 1
        while tr("Side {number}", number=number).lower() in taken:
            number += 1
        self.message.clear()
        done = self.session.edit(prep.add_side, tr("Side {number}", number=number), "hostile")
        made = done.made if done is not None else None
        if made is not None:
            self.chosen = made
            self.refresh()
            self.name_edit.setFocus()
            self.name_edit.selectAll()
        return made

    def remove_side(self) -> bool:
        if self.chosen is None:
            return False
        self.message.clear()
        return self.session.edit(prep.remove_side, self.chosen) is not None

    def move_combatant(self, cid: str, side_id: str) -> bool:
        self.message.clear()
        return self.session.edit(prep.move_to_side, cid, side_id) is not None

    def _renamed(self) -> None:
        if self._filling or self.chosen is None:
            return
        side = self.session.state.sides.get(self.chosen)
        if side is None or self.name_edit.text().strip() == side.name:
            return
        self.message.clear()
        if self.session.edit(prep.rename_side, self.chosen, self.name_edit.text()) is None:
            self.name_edit.setText(side.name)

    def _stance_chosen(self, _index: int = 0) -> None:
        if self._filling or self.chosen is None:
            return
        self.message.clear()
        self.session.edit(prep.set_side_stance, self.chosen, self.stance_box.currentData())

    def _allies_changed(self, _item: QListWidgetItem) -> None:
        if self._filling or self.chosen is None:
            return
        allies = [
            self.allies_list.item(i).data(ID_ROLE)
            for i in range(self.allies_list.count())
            if self.allies_list.item(i).checkState() == Qt.CheckState.Checked
        ]
        self.message.clear()
        self.session.edit(prep.set_side_allies, self.chosen, allies)


def open_sides_editor(window: Any) -> SidesEditor | None:
    """Encounter ▸ Sides…: the editor over the window's open encounter (a status-bar word if none)."""
    if window.session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    editor = SidesEditor(window.notices, window)
    window.sides_editor = editor
    editor.open()
    return editor
