"""File ▸ Open encounter: every campaign with its encounters, to choose one from."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from gm_desk import store as repo
from gm_desk.ui.i18n import N_, local_time, tr

ID_ROLE = Qt.ItemDataRole.UserRole + 1
STATUS_WORDS = {
    "prep": N_("In prep"),
    "running": N_("In progress"),
    "ended": N_("Finished"),
}  # tr() where shown


class EncounterPicker(QDialog):
    """File ▸ Open encounter: campaigns with their encounters; double-click or Open to choose."""

    def __init__(self, parent: QWidget | None, current: int | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Open encounter"))
        self.resize(600, 380)
        self.chosen: int | None = None
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([tr("Encounter"), tr("Status"), tr("Last changed")])
        self.tree.setRootIsDecorated(True)
        for campaign in repo.list_campaigns():
            top = QTreeWidgetItem([campaign.name, "", ""])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(top)
            for enc in repo.list_encounters(campaign.id):
                when = local_time(enc.updated_at) if enc.updated_at else ""
                item = QTreeWidgetItem([enc.name, tr(STATUS_WORDS.get(enc.status, enc.status)), when])
                item.setData(0, ID_ROLE, enc.id)
                top.addChild(item)
                if enc.id == current:
                    self.tree.setCurrentItem(item)
            top.setExpanded(True)
        for column in range(3):
            self.tree.resizeColumnToContents(column)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.tree.itemDoubleClicked.connect(lambda *_: self._accept())
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)

    def _accept(self) -> None:
        item = self.tree.currentItem()
        if item is not None and item.data(0, ID_ROLE) is not None:
            self.chosen = int(item.data(0, ID_ROLE))
            self.accept()
