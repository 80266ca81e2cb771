"""A name field that keeps what the GM typed and says, as they type, why the name cannot be kept.

The rule is the one every name follows (`gm_desk.rules.names.name_refusal`: nothing invisible,
line-breaking, controlling or private, at most 80 characters), the rule the store enforces too. The
field never cuts a paste short (a Qt line edit cuts at 32,767 characters unless told otherwise, and a
`setMaxLength(80)` would cut at 80 without a word): a name too long stays as typed, is refused in words
under the field, and the dialog's OK stays off until the name can be kept.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QPushButton, QVBoxLayout, QWidget

from gm_desk.rules.names import NAME_MAX, name_refusal
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

LONGEST_TYPED = 1_000_000  # a paste up to here is kept whole in the field, then refused in words
PROBLEM_STYLE = "color: #b42318;"


def keep_whole(edit: QLineEdit) -> QLineEdit:
    """``edit`` made to keep whatever is typed or pasted into it (returned)."""
    edit.setMaxLength(LONGEST_TYPED)
    return edit


class NameCheck(QObject):
    """Watches a name field: `label` (placed by the dialog, under the field) says why its name cannot be
    kept, and `ok` (if given) is enabled only when it can. A blank field only keeps OK off: nothing red
    shows before the GM typed anything."""

    def __init__(
        self,
        edit: QLineEdit,
        what: str,
        ok: QPushButton | None = None,
        limit: int = NAME_MAX,
    ) -> None:
        super().__init__(edit)
        self.edit = keep_whole(edit)
        self.what = what
        self.ok = ok
        self.limit = limit
        self.label = plain_label(parent=edit.parentWidget())
        self.label.setObjectName("nameProblem")
        self.label.setWordWrap(True)
        style(self.label, PROBLEM_STYLE)
        self.label.hide()
        edit.textChanged.connect(self.check)
        self.check()

    def refusal(self) -> str:
        """Why the name typed cannot be kept, in words ("" when it can)."""
        return name_refusal(self.edit.text(), self.what, self.limit) or ""

    def check(self) -> None:
        said = self.refusal()
        blank = not self.edit.text().strip()
        self.label.setText("" if blank else said)
        self.label.setVisible(bool(said) and not blank)
        if self.ok is not None:
            self.ok.setEnabled(not said)


class NameDialog(QDialog):
    """A name asked for on its own (the new name of a campaign or an encounter), checked as it is typed."""

    def __init__(self, parent: QWidget | None, title: str, label: str, text: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("nameDialog")
        self.setWindowTitle(title)
        self.resize(420, 0)
        self.name = QLineEdit(self)
        self.name.setObjectName("nameField")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.check = NameCheck(
            self.name, tr("The name"), self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        )
        self.name.setText(text)
        self.name.selectAll()
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(label, self))
        layout.addWidget(self.name)
        layout.addWidget(self.check.label)
        layout.addWidget(self.buttons)

    def value(self) -> str:
        return self.name.text().strip()

    def accept(self) -> None:
        if not self.check.refusal():  # Return in the field, like OK, takes only a name that can be kept
            super().accept()
