"""The main window as its own helpers see it: its panels and docks, its notices and settings, and the
operations its menus call.

The helpers that build the window's menus and actions (`actions`), its Go to keys (`keyboard`), the
blast aim of the map's menu (`blast_aim`) and the resume banner (`resume`) are typed against
`MainParts`, not against the main window: the window imports them, so they never import it. The
smaller helpers (dialogs, file actions) need only `Desk`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from gm_desk.ui.desk import Desk

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtGui import QAction, QUndoGroup
    from PySide6.QtWidgets import QDialog, QDockWidget, QMenu, QMenuBar, QStatusBar, QToolBar

    from gm_desk.ui.bestiary.library_dock import BestiaryLibrary
    from gm_desk.ui.combat.panel import CombatPanel
    from gm_desk.ui.combat_log import CombatLog
    from gm_desk.ui.initiative.panel import InitiativePanel
    from gm_desk.ui.notice import Notices
    from gm_desk.ui.zone_canvas.view import ZoneCanvas


class MainParts(Desk, Protocol):
    # The panels (made by `load`) and the docks that hold them.
    canvas: ZoneCanvas
    initiative: InitiativePanel
    combat: CombatPanel
    combat_log: CombatLog
    bestiary: BestiaryLibrary
    initiative_dock: QDockWidget
    combat_dock: QDockWidget
    bestiary_dock: QDockWidget
    log_dock: QDockWidget
    # What follows the open encounter, what is remembered, and the one undo history.
    notices: Notices
    settings: QSettings
    undo_group: QUndoGroup
    view_menu: QMenu
    difficulty_report: QDialog | None  # the difficulty report's window, once opened
    restart_requested: bool  # set when the GM asks for a restart in another language

    # Qt's own.
    def statusBar(self) -> QStatusBar: ...
    def addAction(self, action: QAction) -> None: ...
    def menuBar(self) -> QMenuBar: ...
    def addToolBar(self, area: Qt.ToolBarArea, toolbar: QToolBar) -> None: ...
    def setStyleSheet(self, sheet: str) -> None: ...
    def close(self) -> bool: ...

    # The operations the menus call.
    def new_encounter(self) -> None: ...
    def offer_restart(self, language: str) -> bool: ...
    def choose_encounter(self) -> None: ...
    def save_encounter_file(self, path: str | Path | None = None) -> bool: ...
    def import_encounter_file(self, path: str | Path | None = None) -> int | None: ...
    def duplicate_encounter(self) -> int | None: ...
    def show_options(self) -> QDialog | None: ...
    def change_system(self) -> QDialog | None: ...
    def show_campaigns(self) -> None: ...
    def show_backups(self) -> None: ...
    def show_manual(self) -> None: ...
    def show_shortcuts(self) -> None: ...
    def show_about(self) -> None: ...
    def add_demo_campaign(self, ruleset_id: str) -> None: ...
