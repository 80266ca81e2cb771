"""The condition library editor: the GM's own conditions of one system, added, edited and deleted.

Each entry has a name, how many rounds it lasts (0: until removed), when it ticks (the system's own
moment, or one of the engine's hooks) and a note. Saving goes through the store, which checks the entry
as a pack import would; a refusal is shown under the form in the store's words and nothing changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.condition_library import ROUNDS_MAX, ConditionTemplate
from gm_desk.rules.conditions import HOOK_WORDS, HOOKS
from gm_desk.store import (
    ConditionRecord,
    StoreError,
    delete_condition,
    list_conditions,
    save_condition,
)
from gm_desk.ui.i18n import tr
from gm_desk.ui.name_check import keep_whole
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

ID_ROLE = Qt.ItemDataRole.UserRole + 1


class ConditionLibraryDialog(QDialog):
    """Add, edit and delete the library entries of ``ruleset``."""

    def __init__(self, ruleset: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ruleset = ruleset
        self.setWindowTitle(tr("Manage conditions"))
        self.setObjectName("conditionLibraryDialog")
        self.entries = QListWidget(self)
        self.entries.setObjectName("conditionLibraryList")
        self.entries.currentItemChanged.connect(self._chosen)
        self.name = QLineEdit(self)
        keep_whole(self.name)  # a name too long is refused in words, never cut
        self.name.setPlaceholderText(tr("e.g. Hexed"))
        self.rounds = QSpinBox(self)
        self.rounds.setRange(0, ROUNDS_MAX)
        self.rounds.setSpecialValueText(tr("until removed"))
        self.rounds.setSuffix(tr(" rd"))
        self.tick = QComboBox(self)
        self.tick.addItem(tr("when the system ticks conditions"), None)
        for hook in HOOKS:
            self.tick.addItem(tr(HOOK_WORDS.get(hook, hook)), hook)
        self.note = QPlainTextEdit(self)
        self.note.setPlaceholderText(tr("What it does, for the table"))
        self.note.setMaximumHeight(80)
        self.message = plain_label(parent=self)
        self.message.setObjectName("conditionLibraryMessage")
        self.message.setWordWrap(True)
        style(self.message, "color: #c0392b;")
        self.new_button = QPushButton(tr("New"), self)
        self.new_button.clicked.connect(self.new_entry)
        self.save_button = QPushButton(tr("Save"), self)
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.delete_button = QPushButton(tr("Delete"), self)
        self.delete_button.clicked.connect(self.delete)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Lasts"), self.rounds)
        form.addRow(tr("Ticks"), self.tick)
        form.addRow(tr("Note"), self.note)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.message)
        side.addLayout(buttons)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.entries, 1)
        body.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(close)
        self.resize(620, 320)
        self.refresh()
        self.new_entry()

    def refresh(self, select: int | None = None) -> None:
        self.entries.blockSignals(True)
        self.entries.clear()
        try:
            records = list_conditions(self.ruleset)
        except StoreError as error:
            records = []
            self.message.setText(str(error))
        for record in records:
            item = QListWidgetItem(record.template.name)
            item.setData(ID_ROLE, record.id)
            item.setData(ID_ROLE + 1, record.template)
            self.entries.addItem(item)
            if record.id == select:
                self.entries.setCurrentItem(item)
        self.entries.blockSignals(False)
        self.delete_button.setEnabled(self.entries.currentItem() is not None)

    def names(self) -> list[str]:
        return [self.entries.item(row).text() for row in range(self.entries.count())]

    def new_entry(self) -> None:
        self.entries.setCurrentRow(-1)  # no current item (the stubs refuse setCurrentItem(None))
        self._fill(ConditionTemplate(name="", rounds=1))
        self.delete_button.setEnabled(False)
        self.name.setFocus()

    def _chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        self.message.clear()
        if item is None:
            return
        self._fill(item.data(ID_ROLE + 1))
        self.delete_button.setEnabled(True)

    def _fill(self, entry: ConditionTemplate) -> None:
        self.name.setText(entry.name)
        self.rounds.setValue(entry.rounds or 0)
        self.tick.setCurrentIndex(max(0, self.tick.findData(entry.tick)) if entry.tick else 0)
        self.note.setPlainText(entry.note)

    def save(self) -> ConditionRecord | None:
        item = self.entries.currentItem()
        entry = ConditionTemplate(
            name=self.name.text(),
            rounds=self.rounds.value() or None,
            tick=self.tick.currentData(),
            note=self.note.toPlainText(),
        )
        record_id = item.data(ID_ROLE) if item is not None else None
        try:
            saved = save_condition(ConditionRecord(self.ruleset, entry, id=record_id))
        except StoreError as error:
            self.message.setText(str(error))
            return None
        self.message.clear()
        self.refresh(select=saved.id)
        return saved

    def delete(self) -> None:
        item = self.entries.currentItem()
        if item is None:
            return
        try:
            delete_condition(item.data(ID_ROLE))
        except StoreError as error:
            self.message.setText(str(error))
            return
        self.refresh()
        self.new_entry()
