"""View ▸ Player view, Share with players…, Freeze player view, the screen it goes on, and which sides show
numbers (the last two count for the shared page as for the window)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QScreen
from PySide6.QtWidgets import QMenu

from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import menu_text
from gm_desk.ui.player_view.controller import KEY_SCREEN

if TYPE_CHECKING:
    from gm_desk.ui.player_view.controller import PlayerView
    from gm_desk.ui.share.share_dialog import ShareDialog

OPEN_KEY = "Ctrl+Shift+P"
FREEZE_KEY = "Ctrl+Shift+F"


class PlayerViewActions:
    """The View menu's player-view entries, kept in step with the window (closing it unchecks them)."""

    def __init__(self, view: PlayerView, menu: QMenu) -> None:
        self.view = view
        menu.addSeparator()
        self.toggle = QAction(tr("&Player view"), menu)
        self.toggle.setObjectName("playerViewAction")
        self.toggle.setCheckable(True)
        self.toggle.setShortcut(QKeySequence(OPEN_KEY))
        self.toggle.setStatusTip(tr("A second window for the players: the order, the map, no secrets"))
        self.toggle.toggled.connect(self._toggled)
        self.share = QAction(tr("Share with p&layers…"), menu)
        self.share.setObjectName("shareAction")
        self.share.setCheckable(True)
        self.share.setStatusTip(
            tr("The player view as a web page for the players' phones on this network: no secrets, read-only")
        )
        self.share.toggled.connect(self._share_toggled)
        self.share_dialog: ShareDialog | None = None
        self.freeze = QAction(tr("&Freeze player view"), menu)
        self.freeze.setObjectName("freezePlayerViewAction")
        self.freeze.setCheckable(True)
        self.freeze.setShortcut(QKeySequence(FREEZE_KEY))
        self.freeze.setEnabled(False)
        self.freeze.toggled.connect(view.set_frozen)
        self.screens = QMenu(tr("Player view &screen"), menu)
        self.screens.setObjectName("playerScreenMenu")
        self.screens.aboutToShow.connect(self._fill_screens)
        self.numbers = QMenu(tr("Show &numbers to the players"), menu)
        self.numbers.setObjectName("playerNumbersMenu")
        self.numbers.aboutToShow.connect(self._fill_numbers)
        menu.addAction(self.toggle)
        menu.addAction(self.share)
        menu.addAction(self.freeze)
        menu.addMenu(self.screens)
        menu.addMenu(self.numbers)
        for act in (self.toggle, self.freeze):
            view.gm_window.addAction(act)  # the shortcuts work wherever the GM's focus is
        view.shown.connect(self._shown)
        view.sharing.changed.connect(self._sharing_changed)

    def _toggled(self, on: bool) -> None:
        if on and not self.view.is_open():
            self.view.open()
        elif not on and self.view.is_open():
            self.view.close()

    def _shown(self, open_: bool) -> None:
        self.toggle.blockSignals(True)
        self.toggle.setChecked(open_)
        self.toggle.blockSignals(False)
        self._enable_freeze()

    def _enable_freeze(self) -> None:
        """Freezing is for a player window or a shared page; with neither, it is off."""
        showing = self.view.is_open() or self.view.sharing.running
        self.freeze.setEnabled(showing)
        if not showing and self.freeze.isChecked():
            self.freeze.setChecked(False)

    def _share_toggled(self, on: bool) -> None:
        if on:
            self.open_share_dialog()  # nothing is served until the GM picks a network and starts
        else:
            self.view.sharing.stop()
        self._sharing_changed()

    def open_share_dialog(self) -> ShareDialog:
        from gm_desk.ui.share.share_dialog import ShareDialog

        if self.share_dialog is None:
            self.share_dialog = ShareDialog(self.view.sharing, self.view.gm_window)
        self.share_dialog.show()
        self.share_dialog.raise_()
        self.share_dialog.activateWindow()
        return self.share_dialog

    def _sharing_changed(self) -> None:
        self.share.blockSignals(True)
        self.share.setChecked(self.view.sharing.running)
        self.share.blockSignals(False)
        self._enable_freeze()

    def _fill_screens(self) -> None:
        self.screens.clear()
        group = QActionGroup(self.screens)
        chosen = self.view.chosen_screen()
        for screen in self.view.screens():
            act = self.screens.addAction(menu_text(self.view.screen_name(screen)))
            act.setCheckable(True)
            act.setChecked(screen is chosen)
            group.addAction(act)
            act.triggered.connect(lambda _=False, s=screen: self._choose(s))

    def _choose(self, screen: QScreen) -> None:
        if self.view.is_open():
            self.view.place_on(screen)
        else:
            self.view.settings.setValue(KEY_SCREEN, self.view.screen_key(screen))

    def _fill_numbers(self) -> None:
        self.numbers.clear()
        session = self.view.session
        if session is None:
            self.numbers.addAction(tr("No encounter is open")).setEnabled(False)
            return
        for side_id, side in session.state.sides.items():
            act = self.numbers.addAction(menu_text(side.name))
            act.setCheckable(True)
            act.setChecked(side_id in self.view.exact_sides)
            act.toggled.connect(lambda on, s=side_id: self.view.set_exact(s, on))


def player_view_menu(window: object, menu: QMenu) -> PlayerViewActions:
    view: PlayerView = window.player_view  # type: ignore[attr-defined]
    actions = PlayerViewActions(view, menu)
    window.player_view_actions = actions  # type: ignore[attr-defined]
    return actions
