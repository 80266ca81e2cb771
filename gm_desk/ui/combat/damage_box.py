"""Damage and healing in one box: the GM types `7`, `-3` or `2d6+1` and it lands on the combatant.

The box sends what was typed, as typed, in one `gm.damage` command; the rules read it (a number or dice,
damage or healing), roll the dice as the GM's roll, land it through the system's own damage path and
log it. A refusal stays beside the box in the rules' words and the text stays for the GM to fix. The
combatant card holds one box; the map's token menu opens one in a small dialog (`DamageDialog`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from gm_desk.rules.events import Command
from gm_desk.rules.tx import Outcome
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

PLACEHOLDER = N_("Damage: 7 or 2d6+1 · heal: -3")  # tr() where shown
TIP = N_(
    "Type damage (7, or dice such as 2d6+1) or healing with a minus (-3, -1d4) and press Enter.\n"
    "It lands on the main health track as the rules say (overflow included); armour is not taken off.\n"
    "Undo takes it back."
)
ERROR_STYLE = "color: #b03a2e;"
DONE_STYLE = "color: #4a5568;"


class DamageBox(QWidget):
    """One line for the GM's damage or healing on one combatant, and the answer under it."""

    applied = Signal()

    def __init__(self, submit: Callable[[Command], Outcome], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self.cid: str | None = None
        self.field = QLineEdit(self)
        self.field.setObjectName("damageField")
        self.field.setPlaceholderText(tr(PLACEHOLDER))
        self.field.setToolTip(tr(TIP))
        self.field.setMaxLength(80)
        self.field.returnPressed.connect(self.apply)
        self.button = QPushButton(tr("Apply"), self)
        self.button.setToolTip(tr(TIP))
        self.button.clicked.connect(self.apply)
        self.answer = plain_label(parent=self)
        self.answer.setObjectName("damageAnswer")
        self.answer.setWordWrap(True)
        self.answer.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.field, 1)
        row.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.answer)
        self.set_combatant(None)

    def set_combatant(self, cid: str | None) -> None:
        """Aim the box at a combatant (None: nobody, and the box is off); a new one clears the answer."""
        if cid != self.cid:
            self.answer.hide()
            self.answer.clear()
        self.cid = cid
        self.field.setEnabled(cid is not None)
        self.button.setEnabled(cid is not None)

    def apply(self) -> Outcome | None:
        text = self.field.text().strip()
        if self.cid is None or not text:
            return None
        outcome = self._submit(Command("gm.damage", args={"cid": self.cid, "amount": text}))
        if outcome.rejected is not None:
            self._say(outcome.rejected.message, ERROR_STYLE)
            self.field.selectAll()
            return outcome
        self.field.clear()
        self._say(tr("Applied {text}.", text=text), DONE_STYLE)
        self.applied.emit()
        return outcome

    def _say(self, text: str, sheet: str) -> None:
        style(self.answer, sheet)
        self.answer.setText(text)
        self.answer.show()


class DamageDialog(QDialog):
    """The damage box for one combatant, from the map: it closes once the damage or healing landed."""

    def __init__(
        self, submit: Callable[[Command], Outcome], cid: str, name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Damage or heal {name}", name=name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.box = DamageBox(submit, self)
        self.box.set_combatant(cid)
        self.box.applied.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(tr("{name}: damage, or healing with a minus", name=name), self))
        layout.addWidget(self.box)
        self.setMinimumWidth(320)
