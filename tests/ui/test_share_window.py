"""View ▸ Share with players… in the real window: nothing is served before the GM starts; the dialog shows
the address and its QR code; a new address refuses the old one; Stop and closing GM Desk end it; and a
flood of connections and bad requests leaves the app playing and the data file as it was."""

from __future__ import annotations

import contextlib
import socket
import sqlite3
import urllib.request
from typing import Any

from gm_desk.paths import database_path
from gm_desk.share import limits
from gm_desk.share.addresses import LOOPBACK
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.share.sharing import KEY_ADDRESS, KEY_PORT, KEY_TOKEN
from tests.share.sharing_process import status
from tests.ui.conftest import start_fight


def open_dialog(window: MainWindow) -> Any:
    actions = window.player_view_actions
    actions.share.trigger()
    dialog = actions.share_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_nothing_is_served_until_the_gm_starts_and_stop_ends_it(qtbot: Any, window: MainWindow) -> None:
    actions = window.player_view_actions
    sharing = window.player_view.sharing
    assert not sharing.running and not actions.share.isChecked()  # off by default
    dialog = open_dialog(window)
    assert not sharing.running and not actions.share.isChecked()  # the dialog alone serves nothing
    assert (
        dialog.network.itemData(0) == LOOPBACK
        and dialog.network.itemData(dialog.network.count() - 1) == "0.0.0.0"
    )
    dialog.choose(LOOPBACK)
    qtbot.mouseClick(dialog.start_button, qtbot_left())
    assert sharing.running and actions.share.isChecked() and actions.freeze.isEnabled()
    url = sharing.url
    assert url.startswith(f"http://{LOOPBACK}:") and dialog.address.text() == url
    assert dialog.qr.pixmap().width() >= 150
    assert status(url) == 200
    assert window.settings.value(KEY_ADDRESS) == LOOPBACK and window.settings.value(KEY_TOKEN) in url
    qtbot.mouseClick(dialog.new_button, qtbot_left())
    assert sharing.url != url and dialog.address.text() == sharing.url
    assert status(url) == 404 and status(sharing.url) == 200  # the old address refused, the new one shown
    qtbot.mouseClick(dialog.start_button, qtbot_left())  # now "Stop sharing"
    assert not sharing.running and not actions.share.isChecked() and not actions.freeze.isEnabled()
    assert dialog.address.text() == "Not sharing." and dialog.qr.isHidden()
    port = int(window.settings.value(KEY_PORT))
    with socket.socket() as sock:
        assert sock.connect_ex((LOOPBACK, port)) != 0  # nobody listens any more


def test_the_menu_unchecked_and_the_window_closed_each_stop_sharing(qtbot: Any, window: MainWindow) -> None:
    dialog = open_dialog(window)
    dialog.choose(LOOPBACK)
    assert dialog.start()
    sharing = window.player_view.sharing
    url = sharing.url
    window.player_view_actions.share.trigger()  # unchecked
    assert not sharing.running
    assert dialog.start() and sharing.url == url  # started again: the same address, remembered
    window.close()
    assert not sharing.running
    assert status_or_refused(url) == "refused"


def status_or_refused(url: str) -> str:
    try:
        return str(status(url))
    except OSError:
        return "refused"


def qtbot_left() -> Any:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def entries(data_dir: Any) -> tuple[int, int]:
    with sqlite3.connect(f"file:{database_path(data_dir)}?mode=ro", uri=True) as db:
        count = db.execute("SELECT COUNT(*), COALESCE(MAX(seq), 0) FROM encounter_entry").fetchone()
    return int(count[0]), int(count[1])


def test_a_flood_leaves_the_app_playing_and_writes_nothing(
    qtbot: Any, window: MainWindow, data_dir: Any
) -> None:
    dialog = open_dialog(window)
    dialog.choose(LOOPBACK)
    assert dialog.start()
    sharing = window.player_view.sharing
    server = sharing.server
    session = window.session
    start_fight(session)
    before = entries(data_dir)
    port = server.port
    socks = []
    try:
        for i in range(200):  # 200 connections at once, from eight loopback addresses
            socks.append(
                socket.create_connection(
                    (LOOPBACK, port), timeout=5, source_address=(f"127.0.0.{2 + i % 8}", 0)
                )
            )
        for sock in socks[:40]:  # and bad requests on some of those that were let in
            with contextlib.suppress(OSError):  # a refused one is closed already
                sock.sendall(
                    b"POST /"
                    + server.token.encode()
                    + b"/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
                )
        qtbot.waitUntil(lambda: server.connections + server.refused_connections >= 200, timeout=10000)
        assert server.connections <= limits.MAX_CONNECTIONS
        assert entries(data_dir) == before  # nothing written by any of them
        # The app plays on: the next command is taken, saved, and reaches the player view's page.
        assert window.actions_.next.isEnabled()
        window.actions_.next.trigger()
        assert entries(data_dir) == (before[0] + 1, before[1] + 1)
    finally:
        for sock in socks:
            sock.close()
    qtbot.waitUntil(lambda: server.connections == 0, timeout=10000)
    server.settle()
    with urllib.request.urlopen(sharing.url, timeout=5) as answer:
        page = answer.read().decode()
    assert "Now: Haelon" in page
