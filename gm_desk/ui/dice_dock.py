"""The dice roller's dock in the window's frame: its View-menu toggle on `SHORTCUT`, hidden at first.

The roller in it (gm_desk/ui/dice_roller.py and its widgets; the rules' dice and odds load with its
first roll) is built when the dock first shows, or when something asks for it (`DiceDock.roller`): a
start that never shows the dock never builds it (12 M fewer instructions to the ready paint). A window whose
saved layout has the dock open builds it with the frame, so that dock is never drawn empty.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget

from gm_desk.ui.i18n import tr

if TYPE_CHECKING:
    from gm_desk.ui.dice_roller import DiceRoller

SHORTCUT = "Ctrl+R"
DOCK_NAME = "diceRollerDock"


class DiceDock:
    """The dock's toggle and shortcut at once; its roller when first shown, the expression line focused
    whenever it shows."""

    def __init__(self, dock: QDockWidget, rng: random.Random | None = None) -> None:
        self.dock = dock
        self._rng = rng
        self._roller: DiceRoller | None = None
        dock.hide()
        toggle = dock.toggleViewAction()
        toggle.setShortcut(QKeySequence(SHORTCUT))
        toggle.setToolTip(tr("Show or hide the dice roller ({SHORTCUT})", SHORTCUT=SHORTCUT))
        window = dock.parentWidget()
        if window is not None:
            window.addAction(toggle)  # the shortcut works wherever the focus is in the window
        dock.visibilityChanged.connect(self._shown)

    @property
    def built(self) -> bool:
        return self._roller is not None

    @property
    def roller(self) -> DiceRoller:
        """The roller in the dock, built now if it is not yet."""
        if self._roller is None:
            from gm_desk.ui.dice_roller import DiceRoller  # kept off the start: built when first shown

            self._roller = DiceRoller(self.dock, self._rng)
            self.dock.setWidget(self._roller)
        return self._roller

    def build_if_open(self) -> None:
        """Build the roller now if the dock is to show (a saved layout opened it): never drawn empty."""
        if not self.dock.isHidden():
            _ = self.roller

    def _shown(self, visible: bool) -> None:
        if visible:
            roller = self.roller
            roller.expression.setFocus(Qt.FocusReason.ShortcutFocusReason)
            roller.expression.selectAll()
