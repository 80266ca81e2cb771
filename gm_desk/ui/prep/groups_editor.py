"""Encounter ▸ Groups…: the groups of a prepared encounter, and what a group does in its system.

The combatants are listed in setup order, each group as one row with its members indented under it
(the first member's place), with their side. Several rows are picked at once (Shift, Ctrl); picking a
group's row picks its members. "Group selected…" (Ctrl+G) asks a name (proposed from the members'
names: "Goblins") and makes the group, or adds to the group of that name; "Ungroup" (Ctrl+Shift+G) takes
the picked combatants out; "Rename group…" renames the picked group. Above the list the system's rule
for groups is said in words (one card for the group, a morale group, a shared Strain pool, or only a
label). Every change is a prep edit of the open session (`GroupEdits`: saved, one undo step), refused
in words under the list; the dialog holds no rules.

The same Ctrl+G and Ctrl+Shift+G of the main window work on the tokens picked on the map
(`group_selected`, `ungroup_selected`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules import groups, prep
from gm_desk.ui.i18n import tr
from gm_desk.ui.notice import Notices
from gm_desk.ui.plain_text import literal, plain_label
from gm_desk.ui.prep.following_dialog import FollowingDialog
from gm_desk.ui.theme import style

ID_ROLE = Qt.ItemDataRole.UserRole  # a combatant's id, on a member's row
GROUP_ROLE = Qt.ItemDataRole.UserRole + 1  # a group's name, on a group's row
GROUP_KEYS = QKeySequence("Ctrl+G")
UNGROUP_KEYS = QKeySequence("Ctrl+Shift+G")


def fixed_text() -> str:
    return tr(prep.groups.FIXED)


def ask_group_name(parent: QWidget, suggested: str, make: Any) -> QInputDialog:
    """The name prompt of "Group selected…": `make(name)` runs when the GM accepts it."""
    ask = QInputDialog(parent)
    ask.setObjectName("groupNameDialog")
    ask.setWindowTitle(tr("Group selected"))
    ask.setLabelText(tr("Name of the group:"))
    ask.setTextValue(suggested)
    ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    ask.textValueSelected.connect(make)
    ask.open()
    return ask


class GroupsEditor(FollowingDialog):
    """The groups of the open encounter (see the module's docstring)."""

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        session = notices.session
        self.setObjectName("groupsEditor")
        self.setWindowTitle(tr("Groups"))
        self.session = session
        self.name_prompt: QInputDialog | None = None

        self.rule_label = QLabel()
        self.rule_label.setObjectName("groupRule")
        self.rule_label.setWordWrap(True)
        self.rule_label.setTextFormat(Qt.TextFormat.PlainText)
        style(self.rule_label, "background: #eef3fb; border: 1px solid #cdd9ec; padding: 6px;")

        self.tree = QTreeWidget()
        self.tree.setObjectName("groupsTree")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([tr("Combatant"), tr("Side")])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setRootIsDecorated(True)
        self.tree.setColumnWidth(0, 300)

        self.group_button = QPushButton(tr("Group selected…"))
        self.group_button.setToolTip(tr("Put the picked combatants in one group (Ctrl+G)"))
        self.ungroup_button = QPushButton(tr("Ungroup"))
        self.ungroup_button.setToolTip(tr("Take the picked combatants out of their group (Ctrl+Shift+G)"))
        # The keys are actions of the dialog (its own window), beside the buttons they stand for.
        self.group_action = QAction(tr("Group selected…"), self)
        self.group_action.setShortcut(GROUP_KEYS)
        self.ungroup_action = QAction(tr("Ungroup"), self)
        self.ungroup_action.setShortcut(UNGROUP_KEYS)
        self.addActions([self.group_action, self.ungroup_action])
        self.rename_button = QPushButton(tr("Rename group…"))
        buttons = QHBoxLayout()
        for button in (self.group_button, self.ungroup_button, self.rename_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.message = plain_label()
        self.message.setObjectName("groupsMessage")
        self.message.setWordWrap(True)
        style(self.message, "color: #b03a2e;")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.rule_label)
        layout.addWidget(QLabel(tr("Pick several combatants (Shift or Ctrl click), then group them")))
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(close)
        self.resize(560, 520)

        self.group_button.clicked.connect(self.group_selected)
        self.ungroup_button.clicked.connect(self.ungroup_selected)
        self.group_action.triggered.connect(self.group_selected)
        self.ungroup_action.triggered.connect(self.ungroup_selected)
        self.rename_button.clicked.connect(self.rename_selected)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.follow(notices)

    # --- showing the session's groups -------------------------------------------------------------

    def refresh(self) -> None:
        session = self.session
        state = session.state
        rule = session.ruleset.presentation.group_rule(dict(state.options))
        self.rule_label.setText(tr("In {system}: {rule}", system=session.ruleset.name, rule=rule.words))
        picked = set(self.selected_cids())
        self.tree.clear()
        members = groups.members(session.setup)
        by_stats = prep.stat_block_groups(session.setup, state)
        group_of = {cid: name for name, ids in members.items() for cid in ids}
        stat_group_of = {cid: name for name, ids in by_stats.items() for cid in ids}
        rows: dict[str, QTreeWidgetItem] = {}
        bold = QFont()
        bold.setBold(True)
        for c in state.combatants.values():
            if c.status == "removed":
                continue
            side = state.sides.get(c.side)
            side_name = side.name if side is not None else c.side
            row = QTreeWidgetItem([c.name + (tr("  (hidden)") if c.hidden else ""), side_name])
            row.setData(0, ID_ROLE, c.id)
            name = group_of.get(c.id)
            by_block = stat_group_of.get(c.id)
            key = name if name is not None else f"\0{by_block}" if by_block else None
            if key is None:
                self.tree.addTopLevelItem(row)
            else:
                if key not in rows:
                    if name is not None:
                        words = tr("{name}  ·  {count} in the group", name=name, count=len(members[name]))
                    else:
                        count = len(by_stats[by_block or ""])
                        words = tr("{name}  ·  {count} by their stat block", name=by_block, count=count)
                    head = QTreeWidgetItem([words, side_name])
                    head.setData(0, GROUP_ROLE, name or by_block)
                    head.setFont(0, bold)
                    self.tree.addTopLevelItem(head)
                    head.setExpanded(True)
                    rows[key] = head
                rows[key].addChild(row)
            row.setSelected(c.id in picked)
        editable = session.in_prep
        self.tree.setEnabled(True)
        for widget in (self.group_button, self.ungroup_button, self.rename_button):
            widget.setEnabled(editable)
        self.group_action.setEnabled(editable)
        self.ungroup_action.setEnabled(editable)
        if not editable:
            self.message.setText(fixed_text())
        elif self.message.text() == fixed_text():
            self.message.clear()
        self._update_buttons()

    def _update_buttons(self) -> None:
        editable = self.session.in_prep
        self.rename_button.setEnabled(editable and self.selected_group() is not None)

    # --- what is picked ---------------------------------------------------------------------------

    def selected_cids(self) -> list[str]:
        """The combatants picked (a group's row stands for its members), in the list's order."""
        chosen: set[str] = set()
        for item in self.tree.selectedItems():
            cid = item.data(0, ID_ROLE)
            if cid:
                chosen.add(cid)
            for i in range(item.childCount()):
                child = item.child(i)
                if child is not None:
                    chosen.add(child.data(0, ID_ROLE))
        return [c for c in self.session.state.combatants if c in chosen]

    def selected_group(self) -> str | None:
        """The one group picked (its row, or only its members), or None."""
        found = {self._group_of_item(item) for item in self.tree.selectedItems()}
        return found.pop() if len(found) == 1 and None not in found else None

    @staticmethod
    def _group_of_item(item: QTreeWidgetItem) -> str | None:
        name = item.data(0, GROUP_ROLE)
        if name:
            return str(name)
        parent = item.parent()
        return str(parent.data(0, GROUP_ROLE)) if parent is not None else None

    def select(self, cids: list[str]) -> None:
        """Pick exactly these combatants' rows (for the GM's keyboard and for tests)."""
        wanted = set(cids)
        self.tree.clearSelection()
        for item in self._all_items():
            if item.data(0, ID_ROLE) in wanted:
                item.setSelected(True)

    def _all_items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            out.append(top)
            out += [child for j in range(top.childCount()) if (child := top.child(j)) is not None]
        return out

    def row_texts(self) -> list[str]:
        """Every row as shown, members indented by two spaces (for tests and screen readers)."""
        return [("  " if item.parent() is not None else "") + item.text(0) for item in self._all_items()]

    # --- the GM's edits ---------------------------------------------------------------------------

    def group_selected(self) -> QInputDialog | None:
        cids = self.selected_cids()
        self.message.clear()
        if not cids:
            self.message.setText(tr("Pick the combatants to group first."))
            return None
        if not self.session.in_prep:
            self.message.setText(fixed_text())
            return None
        suggested = self.selected_group() or prep.suggested_group_name(self.session.setup, cids)
        self.name_prompt = ask_group_name(self, suggested, lambda name: self._make(cids, name))
        return self.name_prompt

    def _make(self, cids: list[str], name: str) -> None:
        self.message.clear()
        self.session.edit(prep.group, cids, name)

    def ungroup_selected(self) -> bool:
        self.message.clear()
        cids = self.selected_cids()
        if not cids:
            self.message.setText(tr("Pick the combatants to take out of their group first."))
            return False
        return self.session.edit(prep.ungroup, cids) is not None

    def rename_selected(self) -> QInputDialog | None:
        old = self.selected_group()
        if old is None:
            return None
        self.message.clear()
        ask = QInputDialog(self)
        ask.setObjectName("groupRenameDialog")
        ask.setWindowTitle(tr("Rename group"))
        ask.setLabelText(literal(tr("New name of the group {name}:", name=old)))
        ask.setTextValue(old)
        ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ask.textValueSelected.connect(lambda new: self.session.edit(prep.rename_group, old, new))
        ask.open()
        self.name_prompt = ask
        return ask


# --- the main window's entries -------------------------------------------------------------------------


def open_groups_editor(window: Any) -> GroupsEditor | None:
    """Encounter ▸ Groups…: the editor over the window's open encounter (a status-bar word if none)."""
    if window.session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    editor = getattr(window, "groups_editor", None)
    if editor is None or editor.session is not window.session or not editor.isVisible():
        editor = GroupsEditor(window.notices, window)
        window.groups_editor = editor
        editor.open()
    editor.select(map_selection(window))
    editor.raise_()
    editor.activateWindow()
    return editor


def map_selection(window: Any) -> list[str]:
    """The combatants whose tokens are picked on the map, in setup order."""
    scene = window.canvas.map_scene
    picked = {i.cid for i in scene.selectedItems() if isinstance(getattr(i, "cid", None), str)}
    return [c for c in window.session.state.combatants if c in picked]


def group_selected(window: Any) -> QInputDialog | GroupsEditor | None:
    """Encounter ▸ Group selected… (Ctrl+G): the tokens picked on the map become a group, under the name
    the GM gives; with fewer than two picked, the Groups editor opens to pick them there."""
    session = window.session
    if session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    if not session.in_prep:
        session.edit(prep.group, [], "")  # refused in the session's words, shown in the status bar
        return None
    cids = map_selection(window)
    if len(cids) < 2:
        window.say(tr("Pick two or more tokens on the map (drag a box around them), or pick them here."))
        return open_groups_editor(window)
    suggested = prep.suggested_group_name(session.setup, cids)
    prompt = ask_group_name(window, suggested, lambda name: _group_and_say(window, cids, name))
    window.group_name_prompt = prompt
    return prompt


def _group_and_say(window: Any, cids: list[str], name: str) -> None:
    if window.session is not None and window.session.edit(prep.group, cids, name) is not None:
        window.say(tr("{count} combatants are in the group {name}.", count=len(cids), name=name.strip()))


def ungroup_selected(window: Any) -> bool:
    """Encounter ▸ Ungroup (Ctrl+Shift+G): the tokens picked on the map leave their groups."""
    session = window.session
    if session is None:
        window.say(tr("Open an encounter first."), 5000)
        return False
    cids = map_selection(window)
    if not cids and session.in_prep:
        window.say(tr("Pick the tokens to take out of their group on the map."))
        return False
    return session.edit(prep.ungroup, cids) is not None
