"""The main window's actions, menus and toolbar, with their standard shortcuts.

Actions only forward to the window's methods (or to the undo group); they hold no logic. Icons and
the style sheet come from `gm_desk.ui.resources`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QToolBar, QToolButton

from gm_desk.ui.change import LOOK
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import follow_text_in_tooltip, menu_text
from gm_desk.ui.resources import renew_icons, set_icon, style_sheet

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts


def refresh_from_bestiary(window: MainParts) -> None:
    from gm_desk.ui.refresh_bestiary import refresh_from_bestiary as open_refresh

    open_refresh(window)


def print_sheet(window: MainParts) -> None:
    from gm_desk.ui.prep_sheet import print_sheet as print_it

    print_it(window)


def export_sheet(window: MainParts) -> None:
    from gm_desk.ui.prep_sheet import export_pdf

    export_pdf(window)


def open_sides_editor(window: MainParts) -> None:
    from gm_desk.ui.prep.sides_editor import open_sides_editor as open_editor

    open_editor(window)


def groups(window: MainParts, what: str) -> None:
    from gm_desk.ui.prep import groups_editor

    {"editor": groups_editor.open_groups_editor, "group": groups_editor.group_selected}.get(
        what, groups_editor.ungroup_selected
    )(window)


def scene_events(window: MainParts, add: bool = False) -> None:
    from gm_desk.ui.prep.scene_events_dialog import open_scene_events

    open_scene_events(window, add=add)


def on_each(window: MainParts) -> None:
    from gm_desk.ui.zone_canvas.many_menu import open_picked

    open_picked(window)


def quick_roster(window: MainParts) -> None:
    from gm_desk.ui.prep.quick_roster_dialog import open_quick_roster

    open_quick_roster(window)


def map_library(window: MainParts, use: bool) -> None:
    from gm_desk.ui.prep import map_library as maps

    maps.open_map_library(window) if use else maps.save_map_to_library(window)


def notes(window: MainParts) -> None:
    from gm_desk.ui.prep.notes_dialog import open_notes

    open_notes(window)


def map_picture(window: MainParts) -> None:
    from gm_desk.ui.prep.map_picture_dialog import open_map_picture

    open_map_picture(window)


def open_statistics(window: MainParts) -> None:
    from gm_desk.ui.fight_statistics import open_statistics as open_window

    open_window(window)


def open_difficulty_report(window: MainParts) -> None:
    from gm_desk.ui.difficulty.report_window import open_report

    window.difficulty_report = open_report(window)


@dataclass
class MainActions:
    new_encounter: QAction
    open_encounter: QAction
    import_file: QAction
    save_file: QAction
    campaigns: QAction
    backups: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    next: QAction
    fit: QAction
    zoom_in: QAction
    zoom_out: QAction
    about: QAction
    export_log: QAction
    export_recap: QAction  # File ▸ Export fight recap…
    print_sheet: QAction
    export_sheet: QAction
    refresh_bestiary: QAction
    duplicate: QAction
    options: QAction  # Encounter ▸ Options…: the system's options (read-only once the fight started)
    change_system: QAction  # Encounter ▸ Change system…: a prepared encounter under another system
    sides: QAction
    groups: QAction  # Encounter ▸ Groups…: who is grouped, and what a group does in this system
    group: QAction  # Encounter ▸ Group selected… (Ctrl+G): the tokens picked on the map
    ungroup: QAction  # Encounter ▸ Ungroup (Ctrl+Shift+G)
    scene_events: QAction  # Encounter ▸ Scene events…: hazards and happenings that come up in the fight
    add_scene_event: QAction  # Encounter ▸ Add scene event… (in prep)
    save_map: QAction  # Encounter ▸ Save map to library…
    use_map: QAction  # Encounter ▸ Use a map from the library… (in prep)
    map_picture: QAction  # Encounter ▸ Map picture… (Ctrl+Shift+M): the picture under the zones
    notes: QAction  # Encounter ▸ Notes… (Ctrl+Shift+N): the GM's own notes, never the players'
    each: QAction  # Encounter ▸ Damage or condition on the picked… (Ctrl+Shift+D): many tokens at once
    quick_roster: QAction  # Encounter ▸ Quick roster… (Ctrl+Shift+R): many creatures from a typed list
    difficulty: QAction  # Encounter ▸ Difficulty report…
    statistics: QAction  # Encounter ▸ Statistics… (Ctrl+Shift+T): the fight in numbers, from its log
    manual: QAction
    shortcuts: QAction
    # Help ▸ Add a demo campaign: one per combat system, made by `fill_demo_menu` when the menu first
    # opens or the window loads, whichever comes first (not with the frame: they ask the rules registry).
    demos: list[QAction] = field(default_factory=list)
    demo_menu: QMenu | None = None

    def needing_data(self) -> list[QAction]:
        """The actions that work on the data file and the open encounter (all but Quit, About, undo)."""
        return [
            self.new_encounter,
            self.open_encounter,
            self.import_file,
            self.save_file,
            self.campaigns,
            self.backups,
            self.next,
            self.fit,
            self.zoom_in,
            self.zoom_out,
            self.export_log,
            self.export_recap,
            self.print_sheet,
            self.export_sheet,
            self.refresh_bestiary,
            self.duplicate,
            self.options,
            self.change_system,
            self.sides,
            self.groups,
            self.group,
            self.ungroup,
            self.scene_events,
            self.add_scene_event,
            self.save_map,
            self.use_map,
            self.map_picture,
            self.notes,
            self.each,
            self.quick_roster,
            self.difficulty,
            self.statistics,
            *self.demos,
        ]


def _action(
    window: MainParts,
    text: str,
    slot: Callable[..., object],
    shortcut: str | QKeySequence | QKeySequence.StandardKey | None = None,
    icon_name: str | None = None,
) -> QAction:
    act = QAction(text, window.window())
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
    if icon_name:
        set_icon(act, icon_name)
    act.triggered.connect(slot)
    window.addAction(act)
    return act


def create_actions(window: MainParts) -> MainActions:
    """The window's actions, made with the window's frame, before its panels exist.

    Slots that reach a panel look it up when triggered (the panels are built by `MainWindow.load`), and
    every action but Quit and About stays disabled until then (see `MainActions.needing_data`).
    """
    undo = window.undo_group.createUndoAction(window.window(), tr("Undo"))
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    set_icon(undo, "undo")
    redo = window.undo_group.createRedoAction(window.window(), tr("Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    set_icon(redo, "redo")
    window.addAction(undo)
    window.addAction(redo)
    for act in (undo, redo):
        follow_text_in_tooltip(act)  # "Undo <a name>…" reads as written on the toolbar
    # The initiative panel drives Next (its shortcut, tooltip and what it does) once it is built.
    next_action = QAction(tr("Next"), window.window())
    set_icon(next_action, "next")
    zoom_in = _action(window, tr("Zoom in"), lambda: window.canvas.zoom_in(), None, "zoom-in")
    open_encounter = _action(
        window, tr("&Open encounter…"), window.choose_encounter, QKeySequence.StandardKey.Open, "open"
    )
    open_encounter.setIconText(tr("Open…"))
    save_file = _action(
        window, tr("&Save encounter file as…"), window.save_encounter_file, "Ctrl+Shift+S", "save"
    )
    save_file.setIconText(tr("Save file…"))
    zoom_in.setShortcuts(
        [QKeySequence("Ctrl+="), QKeySequence("Ctrl++"), QKeySequence(QKeySequence.StandardKey.ZoomIn)]
    )
    actions = MainActions(
        new_encounter=_action(
            window, tr("&New encounter…"), window.new_encounter, QKeySequence.StandardKey.New, "new"
        ),
        open_encounter=open_encounter,
        import_file=_action(window, tr("&Import encounter file…"), lambda: window.import_encounter_file()),
        save_file=save_file,
        campaigns=_action(window, tr("&Campaigns and party…"), window.show_campaigns, "Ctrl+Shift+C"),
        backups=_action(window, tr("&Restore a backup…"), window.show_backups),
        quit=_action(window, tr("&Quit"), window.close, "Ctrl+Q"),
        undo=undo,
        redo=redo,
        next=next_action,
        fit=_action(window, tr("&Fit map"), lambda: window.canvas.fit_map(), "Ctrl+0", "fit"),
        zoom_in=zoom_in,
        zoom_out=_action(window, tr("Zoom out"), lambda: window.canvas.zoom_out(), "Ctrl+-", "zoom-out"),
        about=_action(window, tr("&About GM Desk"), window.show_about),
        export_log=_action(window, tr("&Export combat log…"), lambda: window.combat_log.export_markdown()),
        export_recap=_action(window, tr("Export fight &recap…"), lambda: export_fight_recap(window)),
        print_sheet=_action(
            window, tr("&Print prep sheet…"), lambda: print_sheet(window), QKeySequence.StandardKey.Print
        ),
        export_sheet=_action(window, tr("Export prep sheet as &PDF…"), lambda: export_sheet(window)),
        refresh_bestiary=_action(
            window, tr("&Refresh from bestiary…"), lambda: refresh_from_bestiary(window)
        ),
        duplicate=_action(window, tr("&Duplicate encounter"), lambda: window.duplicate_encounter()),
        options=_action(window, tr("&Options…"), lambda: window.show_options()),
        change_system=_action(window, tr("Change &system…"), lambda: window.change_system()),
        sides=_action(window, tr("&Sides…"), lambda: open_sides_editor(window)),
        groups=_action(window, tr("G&roups…"), lambda: groups(window, "editor")),
        group=_action(window, tr("&Group selected…"), lambda: groups(window, "group"), "Ctrl+G"),
        ungroup=_action(window, tr("&Ungroup"), lambda: groups(window, "ungroup"), "Ctrl+Shift+G"),
        scene_events=_action(window, tr("Scene &events…"), lambda: scene_events(window)),
        add_scene_event=_action(window, tr("&Add scene event…"), lambda: scene_events(window, add=True)),
        save_map=_action(window, tr("Save &map to library…"), lambda: map_library(window, use=False)),
        use_map=_action(window, tr("Use a map from the &library…"), lambda: map_library(window, use=True)),
        map_picture=_action(window, tr("Map &picture…"), lambda: map_picture(window), "Ctrl+Shift+M"),
        notes=_action(window, tr("&Notes…"), lambda: notes(window), "Ctrl+Shift+N"),
        each=_action(window, tr("&Damage or condition on the picked…"), lambda: on_each(window), "Ctrl+Shift+D"),
        quick_roster=_action(window, tr("&Quick roster…"), lambda: quick_roster(window), "Ctrl+Shift+R"),
        difficulty=_action(window, tr("Di&fficulty report…"), lambda: open_difficulty_report(window)),
        statistics=_action(window, tr("S&tatistics…"), lambda: open_statistics(window), "Ctrl+Shift+T"),
        # F1 opens the manual at the section for the panel in focus.
        manual=_action(window, tr("&Manual"), window.show_manual, QKeySequence.StandardKey.HelpContents),
        shortcuts=_action(window, tr("&Keyboard shortcuts"), window.show_shortcuts),
    )
    for entry in fields(actions):  # a name each, by which the manual's sections know them (ui/help/sections.py)
        named = getattr(actions, entry.name)
        if isinstance(named, QAction) and not named.objectName():
            named.setObjectName(entry.name)
    for act in actions.needing_data():
        act.setEnabled(False)
    return actions


def demo_actions(window: MainParts) -> list[QAction]:
    """Help ▸ Add a demo campaign: one entry per combat system the rules registry knows with a demo."""
    from gm_desk.rules.demo import demo_setups
    from gm_desk.rules.rulesets import available

    made = []
    with_demo = demo_setups()
    for ruleset_id, name in (system for system in available() if system[0] in with_demo):
        act = QAction(menu_text(name), window.window())
        act.setData(ruleset_id)
        act.triggered.connect(lambda _=False, rid=ruleset_id: window.add_demo_campaign(rid))
        made.append(act)
    return made


def fill_demo_menu(window: MainParts, actions: MainActions) -> None:
    """Help ▸ Add a demo campaign's entries, made once, disabled: `MainWindow.load` fills the menu
    (if it was not opened before) and then enables them with the other actions needing the data."""
    if actions.demos:
        return
    actions.demos.extend(demo_actions(window))
    for act in actions.demos:
        act.setEnabled(False)
    if actions.demo_menu is not None:
        actions.demo_menu.addActions(actions.demos)


def build_menus(window: MainParts, actions: MainActions, docks: list[QDockWidget]) -> None:
    bar = window.menuBar()
    file_menu = bar.addMenu(tr("&File"))
    file_menu.addActions(
        [actions.new_encounter, actions.open_encounter, actions.import_file, actions.campaigns]
    )
    file_menu.addSeparator()
    file_menu.addAction(actions.save_file)
    file_menu.addAction(actions.export_log)
    file_menu.addAction(actions.export_recap)
    file_menu.addActions([actions.print_sheet, actions.export_sheet])
    file_menu.addAction(actions.backups)
    file_menu.addSeparator()
    file_menu.addAction(actions.quit)
    edit = bar.addMenu(tr("&Edit"))
    edit.addActions([actions.undo, actions.redo])
    fight = bar.addMenu(tr("E&ncounter"))
    fight.addAction(actions.next)
    fight.addAction(actions.each)
    fight.addSeparator()
    fight.addAction(actions.refresh_bestiary)
    fight.addAction(actions.duplicate)
    fight.addAction(actions.quick_roster)
    fight.addActions([actions.options, actions.change_system, actions.sides, actions.difficulty])
    fight.addAction(actions.statistics)
    fight.addActions([actions.groups, actions.group, actions.ungroup])
    fight.addActions([actions.scene_events, actions.add_scene_event])
    fight.addActions([actions.save_map, actions.use_map, actions.map_picture, actions.notes])
    view = bar.addMenu(tr("&View"))
    window.view_menu = view  # the player view adds its entries once the panels are loaded
    for dock in docks:
        view.addAction(dock.toggleViewAction())
    view.addSeparator()
    view.addActions([actions.fit, actions.zoom_in, actions.zoom_out])
    view.addSeparator()
    theme_menu(window, view)
    language_menu(window, view)
    help_menu = bar.addMenu(tr("&Help"))
    help_menu.addActions([actions.manual, actions.shortcuts])
    help_menu.addSeparator()
    demos = help_menu.addMenu(tr("Add a &demo campaign"))
    demos.setObjectName("demoMenu")
    actions.demo_menu = demos
    demos.aboutToShow.connect(lambda: fill_demo_menu(window, actions))
    help_menu.addSeparator()
    help_menu.addAction(actions.about)


def build_toolbar(window: MainParts, actions: MainActions) -> QToolBar:
    bar = QToolBar(tr("Main toolbar"), window.window())
    bar.setObjectName("mainToolbar")
    bar.setMovable(False)
    bar.setIconSize(QSize(20, 20))
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    bar.addActions([actions.open_encounter, actions.save_file])
    bar.addSeparator()
    bar.addActions([actions.undo, actions.redo])
    for act in (actions.undo, actions.redo):
        # The undo text names the step ("Undo Haelon moves to…"): too long for a button, kept as tooltip.
        _icon_only(bar, act)
    bar.addSeparator()
    bar.addAction(actions.next)
    bar.addSeparator()
    bar.addAction(actions.fit)
    for act in (actions.zoom_out, actions.zoom_in):
        bar.addAction(act)
        _icon_only(bar, act)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    return bar


def _icon_only(bar: QToolBar, act: QAction) -> None:
    button = bar.widgetForAction(act)
    if isinstance(button, QToolButton):  # what a toolbar makes for an action
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)


def language_menu(window: MainParts, view: QMenu) -> QMenu:
    """View ▸ Language: the languages GM Desk can show; the choice holds from the next start."""
    from gm_desk.ui.i18n import KEY_LANGUAGE, available_languages, current_language

    menu = view.addMenu(tr("&Language"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    current = str(window.settings.value(KEY_LANGUAGE) or current_language())

    def choose(code: str, name: str) -> None:
        window.settings.setValue(KEY_LANGUAGE, code)
        if code == current_language():
            return
        if not window.offer_restart(name):
            window.statusBar().showMessage(tr("GM Desk will be in {language} from its next start.", language=name))

    for code, name in available_languages().items():
        act = menu.addAction(tr(name))
        act.setCheckable(True)
        act.setChecked(code == current)
        act.setData(code)
        group.addAction(act)
        act.triggered.connect(lambda _=False, c=code, n=name: choose(c, tr(n)))
    return menu


def export_fight_recap(window: MainParts) -> None:
    from gm_desk.ui.fight_recap import export_recap  # Qt's image writers load when first asked

    export_recap(window)


def theme_menu(window: MainParts, view: QMenu) -> QMenu:
    """View ▸ Theme (System, Light, Dark) and View ▸ Larger type, remembered and applied at once."""
    from gm_desk.ui import theme

    menu = view.addMenu(tr("&Theme"))
    menu.setObjectName("themeMenu")
    group = QActionGroup(menu)
    current = theme.chosen(window.settings)
    names = {
        theme.SYSTEM: tr("As the &system"),
        theme.LIGHT: tr("&Light"),
        theme.DARK: tr("&Dark (for a dim table)"),
    }
    for code, name in names.items():
        act = menu.addAction(name)
        act.setCheckable(True)
        act.setChecked(code == current)
        act.setData(code)
        group.addAction(act)
        act.triggered.connect(lambda _=False, c=code: apply_theme(window, choice=c))
    larger = view.addAction(tr("Larger &type"))
    larger.setObjectName("largerTypeAction")
    larger.setCheckable(True)
    larger.setChecked(window.settings.value(theme.KEY_LARGE, False) in (True, "true"))
    larger.setShortcut(QKeySequence("Ctrl+Shift+L"))
    larger.toggled.connect(lambda on: apply_theme(window, large=on))
    window.addAction(larger)
    return menu


def apply_theme(window: MainParts, *, choice: str | None = None, large: bool | None = None) -> None:
    """Remember the theme or the type size and use it now: the style sheet, Qt's palette, the map and
    every widget's own colours change at once, and the panels draw themselves again (the LOOK notice)."""
    from gm_desk.ui import theme

    if choice is not None:
        window.settings.setValue(theme.KEY_THEME, choice)
    if large is not None:
        window.settings.setValue(theme.KEY_LARGE, large)
    theme.start_theme(window.settings)
    window.setStyleSheet(style_sheet())
    for top in QApplication.topLevelWidgets():  # the window, its docks and dialogs, the player view
        theme.restyle(top)
        renew_icons(top)
    canvas = getattr(window, "canvas", None)
    if canvas is not None:
        canvas.map_scene.setBackgroundBrush(canvas.map_scene.backgroundBrush())
        canvas.map_scene.update()
        canvas.viewport().update()
    window.notices.send(LOOK)  # every panel draws its own colours again
    window.statusBar().showMessage(tr("Theme changed."), 6000)
