"""View ▸ Share with players…: the network to share on, Start and Stop, the address and its QR code.

Nothing is served until the GM presses Start; the network offered first is the one chosen last time,
else the computer's first network address (a phone cannot reach "this computer only").
"""

from __future__ import annotations

import io
import ipaddress

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.share import ShareError
from gm_desk.share.addresses import NetworkChoice, network_choices
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.share.sharing import Sharing

QR_SCALE = 6


def qr_pixmap(url: str) -> QPixmap:
    """The address as a QR code a phone's camera opens."""
    import segno  # only when the GM shares

    buffer = io.BytesIO()
    segno.make(url, error="m", micro=False).save(buffer, kind="png", scale=QR_SCALE, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """Start, stop and show the shared page; it follows `Sharing.changed`, so the menu and it agree."""

    def __init__(self, sharing: Sharing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.setWindowTitle(tr("Share with players"))
        self.sharing = sharing
        about = QLabel(
            tr(
                "Phones, tablets or a TV's browser on the same network open this address to follow the fight: "
                "the round, the order and the map, as the player view shows them. Nothing the players may not "
                "see leaves GM Desk, and nothing can be changed from there."
            )
        )
        about.setWordWrap(True)
        self.network = QComboBox()
        self.network.setObjectName("shareNetwork")
        self.network.setAccessibleName(tr("Network"))
        self.choices: list[NetworkChoice] = []
        self._fill_networks()
        self.network.activated.connect(self._network_chosen)
        self.start_button = QPushButton(tr("Start sharing"))
        self.start_button.setObjectName("shareStart")
        self.start_button.clicked.connect(self._start_or_stop)
        self.new_button = QPushButton(tr("New address"))
        self.new_button.setObjectName("shareNewAddress")
        self.new_button.setToolTip(
            tr("Make a new address: the old one stops working, phones need the new one")
        )
        self.new_button.clicked.connect(sharing.new_address)
        self.copy_button = QPushButton(tr("Copy address"))
        self.copy_button.setObjectName("shareCopy")
        self.copy_button.clicked.connect(self._copy)
        self.address = plain_label()
        self.address.setObjectName("shareAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        font = QFont(self.address.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.address.setFont(font)
        self.qr = QLabel()
        self.qr.setObjectName("shareQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setAccessibleName(tr("QR code of the address"))
        self.status = plain_label()
        self.status.setObjectName("shareStatus")
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(tr("&Network:"), self.network)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.address)
        layout.addWidget(self.qr)
        layout.addWidget(self.status)
        layout.addWidget(close)
        sharing.changed.connect(self.refresh)
        self.refresh()

    def _fill_networks(self) -> None:
        self.choices = network_choices()
        self.network.clear()
        for choice in self.choices:
            self.network.addItem(choice.label, choice.address)
        wanted = self.sharing.remembered_address()
        index = next((i for i, c in enumerate(self.choices) if c.address == wanted), -1)
        if index < 0:
            index = next((i for i, c in enumerate(self.choices) if c.kind == "network"), 0)
        self.network.setCurrentIndex(index)

    def chosen_address(self) -> str:
        return str(self.network.currentData() or "")

    def choose(self, address: str) -> None:
        """Pick the network of ``address`` (as the GM would in the list)."""
        index = self.network.findData(address)
        if index >= 0:
            self.network.setCurrentIndex(index)
            self._network_chosen(index)

    def _network_chosen(self, _index: int) -> None:
        if (
            self.sharing.running
            and self.sharing.server is not None
            and self.sharing.server.host != self.chosen_address()
        ):
            self.start()  # moved to another network: served there instead

    def _start_or_stop(self) -> None:
        if self.sharing.running:
            self.sharing.stop()
        else:
            self.start()

    def start(self) -> bool:
        try:
            self.sharing.start(self.chosen_address())
        except ShareError as exc:
            self.status.setText(str(exc))
            return False
        return True

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.sharing.url)
        self.status.setText(tr("The address is on the clipboard."))

    def refresh(self) -> None:
        running = self.sharing.running
        self.start_button.setText(tr("Stop sharing") if running else tr("Start sharing"))
        self.new_button.setEnabled(running)
        self.copy_button.setEnabled(running)
        if running:
            url = self.sharing.url
            self.address.setText(url)
            self.qr.setPixmap(qr_pixmap(url))
            self.qr.show()
            server = self.sharing.server
            if server is not None and ipaddress.ip_address(server.host).is_loopback:
                self.status.setText(
                    tr("Sharing on this computer only: phones cannot reach it. Pick the table's network to share with them.")
                )
            else:
                self.status.setText(
                    tr("Sharing: phones on this network open the address, or scan the code with their camera.")
                )
        else:
            self.address.setText(tr("Not sharing."))
            self.qr.clear()
            self.qr.hide()
            self.status.setText("")
