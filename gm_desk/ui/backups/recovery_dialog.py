"""At start-up, after the data file had to be set aside: say what happened, offer a backup back.

`RecoveryDialog` shows the store's `RecoveryOffer`: one choice per good backup ("Restore the backup of
<date> (<reason>: <contents>)", the newest checked) and "Start with an empty file". `ask_to_recover`
runs it and restores the chosen backup in place; the app calls it right after opening the store.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.store import RecoveryOffer, Store, StoreError, recovery_offer, restore_in_place
from gm_desk.ui.backups import words
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import literal, plain_label


class RecoveryDialog(QDialog):
    """The GM picks a backup to restore, or an empty start. Closing the dialog means an empty start:
    nothing is restored that the GM did not choose."""

    def __init__(self, offer: RecoveryOffer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.offer = offer
        self.setWindowTitle(tr("GM Desk: your data file was set aside"))
        self.setObjectName("recoveryDialog")
        self.setMinimumWidth(560)
        self.what = plain_label(offer.what_happened, self)
        self.what.setObjectName("whatHappened")
        self.what.setWordWrap(True)
        question = QLabel(tr("<b>What would you like to do?</b>"), self)
        self.group = QButtonGroup(self)
        self.choices: list[tuple[QRadioButton, Path | None]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.addWidget(self.what)
        layout.addSpacing(6)
        layout.addWidget(question)
        for n, info in enumerate(offer.backups):  # newest first, the newest chosen
            self._add_choice(
                layout, tr("Restore {backup}", backup=words.label(info)), info.path, f"restore_{n}"
            )
        self._add_choice(layout, tr("Start with an empty file"), None, "start_empty")
        self.choices[0][0].setChecked(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Continue"))
        buttons.accepted.connect(self.accept)
        layout.addSpacing(6)
        layout.addWidget(buttons)

    def _add_choice(self, layout: QVBoxLayout, text: str, path: Path | None, name: str) -> None:
        button = QRadioButton(text, self)
        button.setObjectName(name)
        self.group.addButton(button)
        self.choices.append((button, path))
        layout.addWidget(button)

    def chosen_backup(self) -> Path | None:
        """The backup to restore; None for an empty start (also when the dialog was closed)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return next((path for button, path in self.choices if button.isChecked()), None)


def ask_to_recover(
    store: Store,
    parent: QWidget | None = None,
    *,
    run: Callable[[RecoveryDialog], object] = RecoveryDialog.exec,
    warn: Callable[[QWidget | None, str, str], object] = QMessageBox.warning,
) -> str | None:
    """If `store`'s file was set aside and a good backup exists, ask; restore the backup chosen.

    Returns a sentence saying what was done, or None when there was nothing to offer. A refused
    restore is shown and leaves the new empty file in use. `run` and `warn` let tests answer.
    """
    offer = recovery_offer(store)
    if offer is None:
        return None
    dialog = RecoveryDialog(offer, parent)
    run(dialog)
    chosen = dialog.chosen_backup()
    dialog.deleteLater()
    if chosen is None:
        return tr("Started with an empty data file.")
    info = next(info for info in offer.backups if info.path == chosen)
    try:
        restore_in_place(store, chosen)
    except StoreError as error:
        warn(
            parent,
            tr("The backup was not restored"),
            literal(tr("{error}\n\nGM Desk goes on with an empty data file.", error=error)),
        )
        return tr("Started with an empty data file.")
    return tr("Restored {backup}.", backup=words.label(info))
