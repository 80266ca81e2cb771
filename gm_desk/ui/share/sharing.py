"""`Sharing`: the page for the players' phones, as the window runs it. The player view (`PlayerView`, which
follows the change notice) hands it each `SharedView`; it serves it while the GM shares, on the network
the GM picked, under the token remembered in the settings (so a phone's address still works after a
restart of GM Desk, until the GM asks for a new one). It stops when the GM stops it or GM Desk quits.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from gm_desk.share import ShareError

if TYPE_CHECKING:
    from gm_desk.share.page import SharedView
    from gm_desk.share.server import ShareServer

KEY_ADDRESS = "share/address"
KEY_PORT = "share/port"
KEY_TOKEN = "share/token"


class Sharing(QObject):
    changed = Signal()  # sharing started, stopped, or moved to a new address

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.server: ShareServer | None = None
        self._last: SharedView | None = None  # what the page shows (nothing, until the player view says)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)  # never a server left behind GM Desk

    @property
    def last(self) -> SharedView:
        """What the page shows, or would show once started: nothing until the player view hands a view."""
        if self._last is None:
            from gm_desk.share.page import SharedView  # the page loads when first shared, not at start-up

            self._last = SharedView(None)
        return self._last

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def url(self) -> str:
        return self.server.urls()[0] if self.server is not None else ""

    def remembered_address(self) -> str:
        return str(self.settings.value(KEY_ADDRESS, "") or "")

    def start(self, address: str) -> None:
        """Serve on ``address`` (a port remembered from last time if it is free); ShareError in words."""
        from gm_desk.share.server import ShareServer, new_token  # aiohttp: when the GM first shares

        self.stop()
        token = str(self.settings.value(KEY_TOKEN, "") or "") or new_token()
        port = _whole(self.settings.value(KEY_PORT, 0)) if address == self.remembered_address() else 0
        server = ShareServer(address, port, token)
        server.publish(self.last)
        try:
            server.start()
        except ShareError as first:
            if port == 0:
                raise
            server = ShareServer(address, 0, token)  # last time's port is taken now: any free one
            server.publish(self.last)
            try:
                server.start()
            except ShareError:
                raise first from None
        self.server = server
        self.settings.setValue(KEY_ADDRESS, address)
        self.settings.setValue(KEY_PORT, server.port)
        self.settings.setValue(KEY_TOKEN, server.token)
        self.changed.emit()

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            with contextlib.suppress(RuntimeError):  # GM Desk is quitting: nobody left to tell
                self.changed.emit()

    def new_address(self) -> None:
        """A new token: the old address is refused from now on (phones need the new one)."""
        from gm_desk.share.server import new_token

        token = self.server.new_token() if self.server is not None else new_token()
        self.settings.setValue(KEY_TOKEN, token)
        self.changed.emit()

    def show(self, view: SharedView) -> None:
        self._last = view
        if self.server is not None:
            self.server.publish(view)

    def set_frozen(self, frozen: bool) -> None:
        """The GM paused the players' view: the page keeps what it shows and says so."""
        self.show(replace(self.last, frozen=frozen))


def _whole(value: object) -> int:
    try:
        port = int(str(value))
    except ValueError:
        return 0
    return port if 0 <= port <= 65535 else 0


__all__ = ["KEY_ADDRESS", "KEY_PORT", "KEY_TOKEN", "Sharing"]
