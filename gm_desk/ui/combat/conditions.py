"""A combatant's conditions: each with the rounds it has left and when it ticks; add from a list or typed.

Adding sends `condition.add` {cid, name, rounds} (no rounds: until removed) and removing sends
`condition.remove` {cid, condition}; the system's own rule (`ruleset.condition_hook`) ticks them down
and expires them, and the list follows the state. The picker offers the built-in names and, after
them, the GM's own conditions of the system (the condition library in the data file): picking one
fills in its rounds, and adding it sends its own tick moment. "Manage conditions…" opens the library
editor (`condition_library_dialog`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.condition_library import ConditionTemplate
from gm_desk.rules.conditions import COMMON_CONDITIONS, HOOK_WORDS
from gm_desk.rules.events import Command
from gm_desk.rules.state import Combatant
from gm_desk.rules.tx import Outcome
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import note_item, plain_label, tooltip
from gm_desk.ui.theme import style

COND_ROLE = Qt.ItemDataRole.UserRole + 1
TEMPLATE_ROLE = Qt.ItemDataRole.UserRole + 2
Library = Callable[[str], list[ConditionTemplate]]  # a system's library entries, by ruleset id


def condition_line(name: str, remaining: int | None, hook: str) -> str:
    if remaining is None:
        return tr("{name} — until removed", name=name)
    return tr(
        "{name} — {remaining} left, ticks {when}",
        name=name,
        remaining=remaining,
        when=tr(HOOK_WORDS.get(hook, hook.replace("_", " "))),
    )


def stored_library(ruleset: str) -> list[ConditionTemplate]:
    """The data file's library for ``ruleset`` (none while no data file is open)."""
    from gm_desk.store import StoreError, list_conditions

    try:
        return [record.template for record in list_conditions(ruleset)]
    except StoreError:
        return []


class ConditionsEditor(QWidget):
    """The conditions of one combatant, with Add and Remove, and the system's condition library."""

    def __init__(
        self,
        submit: Callable[[Command], Outcome],
        parent: QWidget | None = None,
        library: Library = stored_library,
    ) -> None:
        super().__init__(parent)
        self._submit = submit
        self._library = library
        self.ruleset: str | None = None
        self.cid: str | None = None
        self.list = QListWidget(self)
        self.list.setObjectName("conditionList")
        self.list.setMaximumHeight(96)
        self.name = QComboBox(self)
        self.name.setEditable(True)
        self.name.addItems(list(COMMON_CONDITIONS))
        self.name.setCurrentText("")
        line = self.name.lineEdit()
        assert line is not None  # an editable combo box has its line edit
        line.setPlaceholderText(tr("condition (pick or type)"))
        line.returnPressed.connect(self.add)
        self.name.currentTextChanged.connect(self._picked)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(0, 1000)
        self.rounds.setValue(1)
        self.rounds.setSpecialValueText(tr("until removed"))
        self.rounds.setSuffix(tr(" rd"))
        self.rounds.setToolTip(tr("How many ticks it lasts (0: until removed)"))
        self.add_button = QPushButton(tr("Add"), self)
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton(tr("Remove"), self)
        self.remove_button.clicked.connect(self.remove_selected)
        self.manage_button = QPushButton(tr("Manage conditions…"), self)
        self.manage_button.setToolTip(tr("Your own conditions for this system: add, edit, delete"))
        self.manage_button.clicked.connect(self.manage)
        self.manage_button.setEnabled(False)
        self.hook_label = plain_label(parent=self)
        style(self.hook_label, "color: #5d6a80;")
        self.hook_label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.name, 1)
        row.addWidget(self.rounds)
        row.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.list)
        foot = QHBoxLayout()
        foot.addWidget(self.hook_label, 1)
        foot.addWidget(self.remove_button)
        layout.addLayout(foot)
        layout.addLayout(row)
        manage_row = QHBoxLayout()
        manage_row.addStretch(1)
        manage_row.addWidget(self.manage_button)
        layout.addLayout(manage_row)

    def set_ruleset(self, ruleset: str | None) -> None:
        """Offer ``ruleset``'s library in the picker, after the built-in names."""
        self.ruleset = ruleset
        self.manage_button.setEnabled(ruleset is not None)
        self.reload_library()

    def reload_library(self) -> None:
        typed = self.name.currentText()
        self.name.clear()
        self.name.addItems(list(COMMON_CONDITIONS))
        entries = self._library(self.ruleset) if self.ruleset is not None else []
        if entries:
            self.name.insertSeparator(self.name.count())
        for entry in entries:
            self.name.addItem(entry.name)
            index = self.name.count() - 1
            self.name.setItemData(index, entry, TEMPLATE_ROLE)
            tip = condition_line(entry.name, entry.rounds, entry.tick or "your system's moment")
            self.name.setItemData(index, tooltip(f"{tip}\n{entry.note}".strip()), Qt.ItemDataRole.ToolTipRole)
        self.name.setCurrentText(typed)

    def library_names(self) -> list[str]:
        """The names of the library entries the picker offers (after the built-in ones)."""
        return [
            self.name.itemText(i) for i in range(self.name.count()) if self.name.itemData(i, TEMPLATE_ROLE)
        ]

    def _template(self, name: str) -> ConditionTemplate | None:
        for index in range(self.name.count()):
            entry = self.name.itemData(index, TEMPLATE_ROLE)
            if isinstance(entry, ConditionTemplate) and entry.name == name:
                return entry
        return None

    def _picked(self, text: str) -> None:
        """A library entry picked or typed in full: its rounds fill in, its note shows as a tip."""
        entry = self._template(text.strip())
        if entry is not None:
            self.rounds.setValue(entry.rounds or 0)
            self.name.setToolTip(tooltip(entry.note))
        else:
            self.name.setToolTip("")

    def manage(self) -> None:
        """Open the library editor for this system; the picker shows what it leaves."""
        if self.ruleset is None:
            return
        from gm_desk.ui.combat.condition_library_dialog import ConditionLibraryDialog

        dialog = ConditionLibraryDialog(self.ruleset, self)
        dialog.exec()
        self.reload_library()

    def show_combatant(self, c: Combatant | None, hook: str, ruleset: str | None = None) -> None:
        if ruleset is not None and ruleset != self.ruleset:
            self.set_ruleset(ruleset)
        self.cid = c.id if c is not None else None
        self.list.clear()
        for widget in (self.name, self.rounds, self.add_button, self.remove_button):
            widget.setEnabled(c is not None)
        self.hook_label.setText(tr("Conditions tick {when}.", when=tr(HOOK_WORDS.get(hook, hook))))
        if c is None:
            return
        for cond in c.conditions:
            item = QListWidgetItem(condition_line(cond.name, cond.remaining, cond.tick))
            item.setData(COND_ROLE, cond.id)
            self.list.addItem(item)
        if not c.conditions:
            self.list.addItem(note_item(tr("No conditions.")))
        self.remove_button.setEnabled(bool(c.conditions))

    def lines(self) -> list[str]:
        return [
            self.list.item(r).text() for r in range(self.list.count()) if self.list.item(r).data(COND_ROLE)
        ]

    def add(self) -> Outcome | None:
        name = self.name.currentText().strip()
        if self.cid is None or not name:
            return None
        rounds = self.rounds.value() or None
        args: dict[str, Any] = {"cid": self.cid, "name": name, "rounds": rounds}
        entry = self._template(name)
        if entry is not None and entry.tick is not None:
            args["hook"] = entry.tick  # a library entry ticks at its own moment
        outcome = self._submit(Command("condition.add", args=args))
        if outcome.ok:
            self.name.setCurrentText("")
        return outcome

    def remove_selected(self) -> Outcome | None:
        item = self.list.currentItem() or (self.list.item(0) if self.list.count() == 1 else None)
        if self.cid is None or item is None or not item.data(COND_ROLE):
            return None
        return self._submit(
            Command("condition.remove", args={"cid": self.cid, "condition": item.data(COND_ROLE)})
        )
