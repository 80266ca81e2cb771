"""Importing a bestiary pack: refuse a bad file with its problems, ask about clashing names, show progress.

The import itself is the store's (`import_with_backup`: a verified backup, then `import_pack`). This module
asks the GM the one question an import can raise, what to do with creatures whose names are already in
the bestiary, and runs the import under a QProgressDialog. The store prepares the import outside any
transaction, calling back between batches: only then does the dialog run the event loop, so its Cancel
is honoured and a timer that writes meanwhile commits on its own. The short write that follows calls
nothing back; the dialog shows a busy cursor for it and processes no events, since no transaction may
stay open across an event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QMessageBox,
    QProgressDialog,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.names import lookalike_key
from gm_desk.store import ImportReport, Pack, PackError, StoreError, import_with_backup, load_pack
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import literal, plain_label

CLASH_CHOICES = (
    ("skip", N_("Skip them: keep the creatures already in the bestiary")),
    ("replace", N_("Replace them with the pack's versions")),
    ("keep_both", N_("Keep both: import the pack's versions as “Name (2)”")),
)


class ClashDialog(QDialog):
    """Some of the pack's creatures are already in the bestiary: skip, replace or keep both?"""

    def __init__(self, pack_name: str, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Creatures already in the bestiary"))
        count = len(names)
        intro = plain_label(
            (
                tr("{count} creatures in “{pack}” have the name of one already in your bestiary:")
                if count != 1
                else tr("{count} creature in “{pack}” has the name of one already in your bestiary:")
            ).format(count=count, pack=pack_name),
            self,
        )
        intro.setWordWrap(True)
        self.names = QListWidget(self)
        self.names.addItems(names)
        self.names.setMaximumHeight(140)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.names)
        for choice, text in CLASH_CHOICES:
            button = QRadioButton(tr(text), self)
            button.setObjectName(f"clash_{choice}")
            self.group.addButton(button)
            self.buttons[choice] = button
            layout.addWidget(button)
        self.buttons["skip"].setChecked(True)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        box.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Import"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)

    def choice(self) -> str:
        return next(choice for choice, button in self.buttons.items() if button.isChecked())


def clashing_names(pack: Pack) -> list[str]:
    """The pack's creatures whose names (as they look: case, accents, width aside) are already in the
    bestiary, in pack order."""
    found = repo.creature_ids_by_name(pack.ruleset, [c.name for c in pack.creatures])
    return [c.name for c in pack.creatures if lookalike_key(c.name) in found]


def import_interactively(
    parent: QWidget, path: Path, on_progress: Callable[[int, int], None] | None = None
) -> ImportReport | None:
    """Load, ask, import. None when the file was refused or the GM backed out before importing."""
    try:
        pack = load_pack(Path(path))
    except PackError as error:
        QMessageBox.warning(
            parent,
            tr("Pack not imported"),
            literal(tr("{name} was not imported:\n\n{error}", name=Path(path).name, error=error)),
        )
        return None
    mode = "skip"
    try:
        clashes = clashing_names(pack)
    except StoreError as error:
        QMessageBox.warning(parent, tr("Pack not imported"), literal(str(error)))
        return None
    if clashes:
        dialog = ClashDialog(pack.name, clashes, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        mode = dialog.choice()
    total = len(pack.creatures)
    progress = QProgressDialog(literal(tr("Importing {pack}…", pack=pack.name)), tr("Cancel"), 0, total, parent)
    progress.setObjectName("importProgress")
    progress.setWindowTitle(tr("Importing a bestiary pack"))
    progress.setWindowModality(Qt.WindowModality.ApplicationModal)
    progress.setMinimumDuration(0)
    progress.setAutoClose(False)
    progress.setAutoReset(False)
    progress.show()

    busy = False

    def report_progress(done: int, of: int) -> None:
        nonlocal busy
        progress.setValue(done)
        if on_progress is not None:
            on_progress(done, of)
        # Called only while the import is prepared, outside any transaction: events may run here, and
        # the GM's Cancel click gets through between batches.
        QApplication.processEvents()
        if done >= of and not progress.wasCanceled():
            # The last report: the write comes next, with no callbacks and so no events; it is short.
            busy = True
            progress.setLabelText(literal(tr("Saving {name}…", name=pack.name)))
            progress.repaint()
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    failure = ""
    report: ImportReport | None = None
    try:
        report = import_with_backup(pack, mode, progress=report_progress, cancelled=progress.wasCanceled)
    except StoreError as error:
        failure = str(error)
    finally:
        if busy:
            QApplication.restoreOverrideCursor()
        progress.close()
        progress.deleteLater()
    if failure:
        QMessageBox.warning(
            parent, tr("Pack not imported"), literal(tr("Nothing was imported: {failure}", failure=failure))
        )
    return report
