"""Which part of the manual goes with each panel, window, dialog and menu entry: the one place F1 and the
manual's coverage test read it. The values are the ids of the manual's headings (`<h2 id=...>`), the same
in every language; the widgets themselves know nothing of the manual."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

TOP = ""  # no section: the manual from its beginning

# The section of each dialog, window or part of a panel, by its class name. F1 opens the innermost one
# around the focus; every dialog class of GM Desk must have one (tests/ui/help/test_manual_coverage.py).
WIDGET_SECTIONS: dict[str, str] = {
    # dialogs and windows
    "AboutDialog": "about",
    "BestiaryEditorWindow": "bestiary-editor",
    "CampaignDialog": "campaigns",
    "ChangeSystemDialog": "change-system",
    "ClashDialog": "packs",
    "ConditionLibraryDialog": "condition-library",
    "DamageDialog": "damage",
    "DayPlanDialog": "adventuring-day",
    "DifficultyReportWindow": "difficulty-report",
    "EncounterPicker": "open-encounter",
    "EndFightDialog": "end-fight",
    "FightStatisticsDialog": "statistics",
    "ExportDialog": "packs",
    "GroupsEditor": "groups",
    "HazardDialog": "hazards",
    "ManualViewer": "help",
    "ManyDialog": "many-at-once",
    "MapLibraryDialog": "map-library",
    "MapPictureDialog": "map-picture",
    "NameDialog": "campaigns",
    "NewCampaignDialog": "campaigns",
    "NewEncounterDialog": "new-encounter",
    "NotesDialog": "notes",
    "OptionsEditor": "options",
    "PartyMemberDialog": "campaigns",
    "PlayerWindow": "player-view",
    "QuickRosterDialog": "quick-roster",
    "RecoveryDialog": "recovery",
    "RefreshDialog": "refresh-bestiary",
    "RestoreDialog": "backups",
    "SceneEventDialog": "scene-events",
    "SceneEventsDialog": "scene-events",
    "ShareDialog": "sharing",
    "ShortcutsDialog": "shortcuts",
    "SidesEditor": "sides",
    # parts of the panels, more precise than their panel
    "BestiaryEditor": "bestiary-editor",
    "BestiaryLibrary": "bestiary",
    "CombatLog": "combat-log",
    "ConditionsEditor": "conditions",
    "CountdownBox": "countdown",
    "DamageBox": "damage",
    "DiceEntry": "dice",
    "DiceRoller": "dice-roller",
    "HistoryPanel": "undo",
    "ReinforcementsBox": "reinforcements",
    "ResumeBanner": "resume",
    "SceneEventsBox": "scene-events",
    "TunePanel": "tune",
}

# The main window's panels, by the object name of their dock.
PANEL_SECTIONS: dict[str, str] = {
    "initiativeDock": "turn-order",
    "combatDock": "combat",
    "bestiaryDock": "bestiary",
    "combatLogDock": "combat-log",
    "historyDock": "undo",
    "diceRollerDock": "dice-roller",
}
MAP = "map"  # the zone canvas, in the middle of the window

# The main window's actions, by object name (those of `MainActions` are named after its fields).
ACTION_SECTIONS: dict[str, str] = {
    "new_encounter": "new-encounter",
    "open_encounter": "open-encounter",
    "import_file": "encounter-files",
    "save_file": "encounter-files",
    "campaigns": "campaigns",
    "backups": "backups",
    "quit": "quit",
    "undo": "undo",
    "redo": "undo",
    "next": "turn-order",
    "fit": "zoom",
    "zoom_in": "zoom",
    "zoom_out": "zoom",
    "about": "about",
    "export_log": "combat-log",
    "export_recap": "recap",
    "print_sheet": "prep-sheet",
    "export_sheet": "prep-sheet",
    "refresh_bestiary": "refresh-bestiary",
    "duplicate": "duplicate",
    "options": "options",
    "change_system": "change-system",
    "sides": "sides",
    "groups": "groups",
    "group": "groups",
    "ungroup": "groups",
    "scene_events": "scene-events",
    "add_scene_event": "scene-events",
    "save_map": "map-library",
    "use_map": "map-library",
    "map_picture": "map-picture",
    "notes": "notes",
    "each": "many-at-once",
    "quick_roster": "quick-roster",
    "difficulty": "difficulty-report",
    "statistics": "statistics",
    "turnTimerAction": "turn-timer",
    "turnTimerPlayersAction": "turn-timer",
    "manual": "help",
    "shortcuts": "shortcuts",
    "largerTypeAction": "theme",
    "playerViewAction": "player-view",
    "shareAction": "sharing",
    "freezePlayerViewAction": "player-view",
}

# A submenu and every entry in it, by the menu's object name.
MENU_SECTIONS: dict[str, str] = {
    "themeMenu": "theme",
    "languageMenu": "language",
    "demoMenu": "demos",
    "goToMenu": "go-to",
    "playerScreenMenu": "player-view",
    "playerNumbersMenu": "player-view",
}


def widget_section(widget: QWidget) -> str | None:
    """The section of a dialog, window or panel part, by its class (or a class it is made from)."""
    for cls in type(widget).__mro__:
        if cls.__name__ in WIDGET_SECTIONS:
            return WIDGET_SECTIONS[cls.__name__]
    return None


def section_for(widget: QWidget | None, panels: dict[QWidget, str]) -> str:
    """The manual's section for a widget: that of the innermost dialog, window, panel part or panel (a
    dock, the map) holding it; the manual's beginning when none does."""
    while widget is not None:
        if widget in panels:
            return panels[widget]
        found = widget_section(widget)
        if found is not None:
            return found
        widget = widget.parentWidget()
    return TOP


def action_section(action: QAction) -> str:
    """The manual's section for one of the main window's actions (a menu entry, a submenu, a shortcut):
    by its name, the dock it shows, or the submenu it is in; else that of the widget it belongs to."""
    if action.objectName() in ACTION_SECTIONS:
        return ACTION_SECTIONS[action.objectName()]
    menu = action.menu()
    if isinstance(menu, QMenu) and menu.objectName() in MENU_SECTIONS:
        return MENU_SECTIONS[menu.objectName()]
    parent = action.parent()
    if isinstance(parent, QDockWidget) and parent.toggleViewAction() is action:
        return PANEL_SECTIONS.get(parent.objectName(), TOP)
    for holder in [parent, *action.associatedObjects()]:
        if isinstance(holder, QMenu) and holder.objectName() in MENU_SECTIONS:
            return MENU_SECTIONS[holder.objectName()]
    if isinstance(parent, QWidget):  # a panel's own action (its menus, its toolbar): the panel's section
        return section_for(parent, {})
    return TOP
