"""Help ▸ About GM Desk: the version, the combat systems it knows, and what it is built on."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gm_desk import __version__
from gm_desk.rules.rulesets import available
from gm_desk.ui.i18n import tr
from gm_desk.ui.resources import icon


def about_text() -> str:
    systems = "".join(f"<li>{name}</li>" for _, name in available())
    return (
        f"<h2 style='margin-bottom:2px'>GM Desk {__version__}</h2>"
        + "<p>"
        + tr(
            "An offline combat assistant for game masters who run zone-based fights: prep the map and the foes, "
            "then run turns, moves, attacks and conditions at the table, with undo for everything."
        )
        + "</p>"
        + f"<p><b>{tr('Combat systems')}</b></p><ul style='margin-top:0'>{systems}</ul>"
        + f"<p style='color:#5d6a80'>Qt {qVersion()} · PySide6 {PySide6.__version__} · "
        f"Python {platform.python_version()}</p>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About GM Desk"))
        logo = QLabel(self)
        logo.setPixmap(icon("gm-desk").pixmap(96, 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(about_text(), self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(360)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.setSpacing(18)
        top.addWidget(logo)
        top.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 14)
        layout.addLayout(top)
        layout.addWidget(buttons)
