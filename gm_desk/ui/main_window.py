"""The main window: the zone canvas in the centre, initiative and bestiary docks, the combat log below.

It is built in two steps, so that a GM sees it at once: the frame (menus, toolbar, empty docks, window
geometry) is made before anything heavy is imported, and `load(store)` then builds the panels over the
data file and opens an encounter. The app shows the frame and loads right after its first paint; tests
and the self-test pass the store to the constructor, which does both steps at once. This is also why
the modules behind the panels and the store are imported inside methods here, not at the top.

It opens one encounter at a time as an `EncounterSession` and hands that session to every part; all
changes go through the session (and its undo stack, shown through a QUndoGroup so Edit ▸ Undo follows
whichever encounter is open). Window geometry, dock layout and the last encounter opened are kept in a
QSettings INI file inside the data folder, so tests and development runs never touch the user's real
settings.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QSize, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QWidget

import gm_desk.ui.window_settings as window_settings
from gm_desk.ui import dice_dock
from gm_desk.ui.actions import build_menus, build_toolbar, create_actions, fill_demo_menu
from gm_desk.ui.change import BESTIARY, CAMPAIGNS, LAYOUT, merged
from gm_desk.ui.file_dialogs import keep_in
from gm_desk.ui.i18n import tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import literal, plain_label
from gm_desk.ui.resources import icon, style_sheet

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from gm_desk.rules.dice import DiceBox
    from gm_desk.ui.dice_roller import DiceRoller
    from gm_desk.ui.help import ManualViewer
    from gm_desk.ui.session import EncounterSession

SETTINGS_FILE = window_settings.SETTINGS_FILE
KEY_GEOMETRY = "window/geometry"
KEY_STATE = "window/state"
KEY_LAST = "session/last_encounter"
MESSAGE_MS = 12000


def settings_for(store: Any) -> QSettings:
    """The window's settings file, beside the data file (never the user's global Qt settings)."""
    return settings_in(Path(store.path).parent)


def settings_in(data_dir: Path) -> QSettings:
    """The settings file in ``data_dir``, looked at first (`window_settings`: never through a link)."""
    return window_settings.open_settings(Path(data_dir))


class MainWindow(QMainWindow):
    view_menu: QMenu  # View, made with the menus; the player view adds its entries once loaded
    difficulty_report: QDialog | None  # Encounter ▸ Difficulty report…, once opened

    def __init__(
        self,
        store: Any = None,
        parent: QWidget | None = None,
        *,
        data_dir: Path | None = None,
        dice: DiceBox | None = None,
    ) -> None:
        """With a store, the window is complete at once; without one (then `data_dir` names the data
        folder, for the window's settings) it is the frame alone until `load(store)`."""
        super().__init__(parent)
        if store is not None:
            settings = settings_for(store)
        elif data_dir is not None:
            settings = settings_in(data_dir)
        else:
            raise ValueError("MainWindow needs a store, or the data folder its frame keeps settings in")
        self.store: Any = None
        self.settings = settings
        keep_in(self.settings)  # file dialogs open where the GM last opened or saved a file
        self.session: EncounterSession | None = None
        self._open_failure = ""  # why the last open_encounter failed, for the status bar
        self._rejection = ""  # the refusal the status bar shows, until the fight changes
        self._dice = dice  # tests script the dice; the app rolls
        self._log_words: Any = None  # a LogWordsMemo once an encounter opens: fights switched back to
        self.manual_viewer: ManualViewer | None = None  # Help ▸ Manual, made when first opened
        self.restart_requested = False  # the GM chose another language and a restart now (app.run_gui)
        self._finished = False  # finish_load() has run: the parts not on the screen at start are made
        self.undo_group = QUndoGroup(self)
        self.notices = Notices(self)  # the one change notice every panel follows (ui/notice.py)
        self.setWindowIcon(icon("gm-desk"))
        self.setObjectName("mainWindow")
        self.setWindowTitle(tr("GM Desk"))

        # Until load(): a quiet word in the middle, and docks with their titles but nothing in them.
        # The window's docks, as made: asking Qt for them (findChildren) wraps each of the frame's ~200
        # children as a Python object first (~3.5 ms at start).
        self._docks: list[QDockWidget] = []
        self.placeholder: QLabel | None = QLabel(tr("Opening your campaigns…"), self)
        self.placeholder.setObjectName("loadingLabel")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setMinimumSize(420, 280)  # the canvas's minimum: the docks keep their sizes
        self.setCentralWidget(self.placeholder)
        self.initiative_dock = self._dock(
            tr("Initiative"), "initiativeDock", Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.combat_dock = self._dock(tr("Combat"), "combatDock", Qt.DockWidgetArea.RightDockWidgetArea)
        self.splitDockWidget(self.initiative_dock, self.combat_dock, Qt.Orientation.Vertical)
        self.bestiary_dock = self._dock(tr("Bestiary"), "bestiaryDock", Qt.DockWidgetArea.LeftDockWidgetArea)
        self.log_dock = self._dock(tr("Combat log"), "combatLogDock", Qt.DockWidgetArea.BottomDockWidgetArea)
        # The undo history shares the bottom area with the log, as a tab: the right column stays calm.
        self.history_dock = self._dock(tr("History"), "historyDock", Qt.DockWidgetArea.BottomDockWidgetArea)
        self.tabifyDockWidget(self.log_dock, self.history_dock)
        self.log_dock.raise_()
        self.dice_dock = self._dock(
            tr("Dice roller"), dice_dock.DOCK_NAME, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.splitDockWidget(self.bestiary_dock, self.dice_dock, Qt.Orientation.Vertical)
        self.dice_tray = dice_dock.DiceDock(self.dice_dock)  # its roller is built when the dock first shows
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)

        self.actions_ = create_actions(self)
        build_menus(
            self,
            self.actions_,
            [
                self.initiative_dock,
                self.combat_dock,
                self.bestiary_dock,
                self.log_dock,
                self.history_dock,
                self.dice_dock,
            ],
        )
        self.toolbar = build_toolbar(self, self.actions_)
        self.mode_label = plain_label(parent=self)
        self.mode_label.setObjectName("modeLabel")
        self.statusBar().addPermanentWidget(self.mode_label)
        # A refusal is drawn in the error colour, anything else the bar says in plain ink.
        self.statusBar().messageChanged.connect(self._colour_status)
        self.setStyleSheet(style_sheet())
        self._restore_window()
        self.dice_tray.build_if_open()  # the GM left the dice roller open: built before it is drawn
        if store is not None:
            self.load(store)

    def load(self, store: Any, *, rest_later: bool = False) -> None:
        """Build the panels over the data file, then open the encounter the GM had open last.

        With `rest_later` (the app's start), what is not on the screen at start waits for
        `finish_load()`, which the app calls right after the loaded window's first paint: the players'
        window and its View entries, the turn timer, the Go to and F1 keys, the map's menu extras."""
        from gm_desk.ui.bestiary import BestiaryLibrary
        from gm_desk.ui.combat.panel import CombatPanel
        from gm_desk.ui.combat_log import CombatLog
        from gm_desk.ui.difficulty.badge import DifficultyBadge
        from gm_desk.ui.history import HistoryPanel
        from gm_desk.ui.initiative import InitiativePanel
        from gm_desk.ui.resume import offer_resume
        from gm_desk.ui.zone_canvas import ZoneCanvas

        if self.store is not None:
            raise RuntimeError("the main window is already loaded")
        self.store = store
        # A frame on the screen shows the docks as the GM left them: the panels must not move them.
        framed = self._dock_sizes() if self.isVisible() else None
        # Each panel is drawn once, for the encounter opened below, not first empty (`Notices.opening`).
        with self.notices.opening():
            self.canvas = ZoneCanvas(self.notices, self)
            self.canvas.setMinimumSize(420, 280)  # on a small screen the docks give way, not the map
            self.setCentralWidget(self.canvas)  # the placeholder goes with it
            self.placeholder = None
            # Each panel is born inside its styled dock: restyling or reparenting a filled table makes it
            # measure its rows again (~0.2 s for a bestiary of 10,000).
            self.initiative = InitiativePanel(self.notices, self.initiative_dock, next_action=self.actions_.next)
            self.initiative_dock.setWidget(self.initiative)
            self.combat = CombatPanel(self.notices, self.combat_dock)  # in its dock once the encounter is open
            self.history = HistoryPanel(self.undo_group, self.history_dock)
            self.history_dock.setWidget(self.history)
            self.bestiary = BestiaryLibrary(self.bestiary_dock)
            self.bestiary_dock.setWidget(self.bestiary)
            self.combat_log = CombatLog(self.notices, self.log_dock)
            self.log_dock.setWidget(self.combat_log)
            self.combat_log.message.connect(lambda text: self.statusBar().showMessage(text, MESSAGE_MS))
            self.difficulty_badge = DifficultyBadge(self.notices, self)  # a prepared encounter's odds
            self.statusBar().insertPermanentWidget(0, self.difficulty_badge)
            fill_demo_menu(self, self.actions_)
            for act in self.actions_.needing_data():
                act.setEnabled(True)

            self.canvas.advance_requested.connect(self.actions_.next.trigger)
            self.canvas.creatures_dropped.connect(self.drop_creatures)
            self.bestiary.add_requested.connect(self.add_creature)
            self.bestiary.copies_requested.connect(self._open_copies)
            self.bestiary.message.connect(lambda text: self.statusBar().showMessage(text, MESSAGE_MS))
            self.bestiary.encounters_followed.connect(self._reopen_if_followed)
            self.bestiary.portrait_changed.connect(lambda: self.notices.send(LAYOUT))  # the faces on the map
            self.initiative.combatant_chosen.connect(self.combat.show_combatant)
            self.canvas.map_scene.selectionChanged.connect(self._use_map_selection)
            self.notices.follow(self._on_change)
            self.notices.refused.connect(self._show_rejection)
            self._open_first()
        # Shown on the open encounter's first tab: the forms of the tabs not shown are not made yet.
        self.combat_dock.setWidget(self.combat)
        self.resume_banner = offer_resume(self)  # a fight left running: say where it stands
        # The docks' layout takes in the filled panels' size hints first; the GM's sizes then win.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if framed is None:
            self._restore_docks()
        else:
            self._resize_docks(framed)
        self._tell_settings_notes()
        if not rest_later:
            self.finish_load()

    def finish_load(self) -> None:
        """The loaded window's parts that are not on the screen at start; once (again: nothing)."""
        if self.store is None or self._finished:
            return
        self._finished = True
        from gm_desk.ui import blast_aim, refresh_bestiary
        from gm_desk.ui.help import HelpKey
        from gm_desk.ui.keyboard import install_go_to
        from gm_desk.ui.player_view import PlayerView
        from gm_desk.ui.player_view.menu import player_view_menu
        from gm_desk.ui.prep import side_menu
        from gm_desk.ui.prep.notes_dialog import notes_menu_hook
        from gm_desk.ui.turn_timer import TurnTimer, TurnTimerActions
        from gm_desk.ui.zone_canvas.blast_overlay import BlastOverlay

        self.blast_overlay = BlastOverlay(self.canvas.map_scene, self.notices)  # a missed blast, for a moment
        self.player_view = PlayerView(self, self.settings, self.notices)  # the players' window (View menu)
        player_view_menu(self, self.view_menu)
        self.turn_timer = TurnTimer(self.notices, self.settings, self)  # off unless the GM turns it on
        self.player_view.attach_timer(self.turn_timer)
        self.turn_timer_actions = TurnTimerActions(self.turn_timer, self.view_menu, self)
        self.go_to = install_go_to(self, self.view_menu)  # Ctrl+1 … Ctrl+5: each panel from the keyboard
        self.help_key = HelpKey(self, self.show_manual)  # F1 in every dialog and window, not just this one
        self.statusBar().insertPermanentWidget(0, self.turn_timer.label)
        self.canvas.map_scene.menu_extras += [
            blast_aim.zone_menu_hook(self),
            refresh_bestiary.token_menu_hook(self),
            side_menu.token_menu_hook(self),
            notes_menu_hook(self),
        ]

    def _open_copies(self, creature_ids: list[int]) -> None:
        """The bestiary's "Add copies…": how many of each, and where (the quick roster dialog)."""
        from gm_desk.ui.prep.quick_roster_dialog import open_copies

        open_copies(self, creature_ids)

    def _tell_settings_notes(self) -> None:
        """A setting that could not be read, or a settings file set aside: said once, on stderr too."""
        notes = window_settings.take_notes()
        for text in notes:
            print(f"gm-desk: {text}", file=sys.stderr)
        if notes:
            self.say(" ".join(notes))

    @property
    def loaded(self) -> bool:
        return self.store is not None

    def show_progress(self, text: str) -> None:
        """Say what the start is doing, in the frame's centre (a no-op once loaded). It is painted at
        once: the start holds the event loop until the window is loaded."""
        if self.placeholder is not None:
            self.placeholder.setText(text)
            self.placeholder.repaint()

    def _dock(self, title: str, name: str, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        self._docks.append(dock)
        dock.setObjectName(name)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    # --- what the self-test and tests ask ---------------------------------------------------------

    @property
    def dice_roller(self) -> DiceRoller:
        """The dice roller in its dock (built now if the dock never showed)."""
        return self.dice_tray.roller

    def creature_count(self) -> int:
        """How many creatures the bestiary dock lists."""
        return self.bestiary.row_count()

    # --- opening encounters -----------------------------------------------------------------------

    def _open_first(self) -> None:
        """The encounter opened last time, else the first encounter of the first (demo) campaign."""
        from gm_desk import store as repo
        from gm_desk.store import StoreError
        from gm_desk.ui.resume import newest_running

        last = window_settings.stored_id(self.settings, KEY_LAST, window_settings.LAST_ENCOUNTER)
        if last is None:  # settings lost or never written (a crash): the fight left running, if any
            last = newest_running()
        try:
            if last is not None and str(last).isdigit():
                if self.open_encounter(int(last), quiet=True):
                    return
                # Forget it, so an encounter that cannot be opened does not block every start.
                self.settings.remove(KEY_LAST)
                self.statusBar().showMessage(self._open_failure, MESSAGE_MS)
            for campaign in repo.list_campaigns():
                encounters = repo.list_encounters(campaign.id)
                if encounters:
                    self.open_encounter(encounters[0].id)
                    return
        except StoreError as exc:
            self.statusBar().showMessage(str(exc), MESSAGE_MS)
        self._set_session(None)

    def say(self, text: str, ms: int = MESSAGE_MS) -> None:
        """A line in the status bar (the `Desk` the helpers are given)."""
        self.statusBar().showMessage(text, ms)

    def open_encounter(self, encounter_id: int, *, quiet: bool = False) -> bool:
        from gm_desk import store as repo
        from gm_desk.store import StoreError
        from gm_desk.ui.session import EncounterSession, LogWordsMemo, SessionError

        if self._log_words is None:
            self._log_words = LogWordsMemo()
        try:
            session = EncounterSession(encounter_id, self, dice=self._dice, words=self._log_words)
            repo.get_campaign(session.campaign_id)
        except (SessionError, StoreError) as exc:
            self._open_failure = str(exc)
            if not quiet:
                self.statusBar().showMessage(str(exc), MESSAGE_MS)
            return False
        self._set_session(session)
        self.settings.setValue(KEY_LAST, encounter_id)
        return True

    def _set_session(self, session: EncounterSession | None) -> None:
        old = self.session
        if old is not None:
            old.flush()  # a layout edit still waiting for its save is written before the switch
            self.undo_group.removeStack(old.undo_stack)
            self.statusBar().clearMessage()  # news of the fight left behind would read as this one's
        self.session = session
        if session is not None:
            self.undo_group.addStack(session.undo_stack)
            self.undo_group.setActiveStack(session.undo_stack)
        self.notices.open(session)
        if old is not None:
            old.deleteLater()

    def _on_change(self, notice: Notice) -> None:
        """The window's own parts: its title, the bestiary's system, the actions an encounter enables."""
        session = notice.session
        if notice.opened:
            for act in (
                self.actions_.save_file,
                self.actions_.export_log,
                self.actions_.export_recap,
                self.actions_.statistics,
                self.actions_.print_sheet,
                self.actions_.export_sheet,
                self.actions_.refresh_bestiary,
            ):
                act.setEnabled(session is not None)
            if session is not None:
                self.bestiary.set_ruleset(session.state.ruleset)
        if notice.bestiary:
            self.bestiary.reload()
        if notice.opened or notice.campaigns:
            self._show_title()
        if notice.encounter:
            self._update_mode()

    def _show_title(self) -> None:
        from gm_desk import store as repo
        from gm_desk.store import StoreError

        session = self.session
        if session is None:
            self.setWindowTitle(tr("GM Desk"))
            return
        try:
            campaign = repo.get_campaign(session.campaign_id).name
            name = repo.get_encounter(session.encounter_id).name
        except StoreError:
            campaign, name = "", session.name
        self.setWindowTitle(tr("GM Desk — {name} — {name2}", name=campaign, name2=name))

    def choose_encounter(self) -> None:
        from PySide6.QtWidgets import QDialog  # not with the frame: QDialog and json wait for their first use

        from gm_desk.ui.encounter_picker import EncounterPicker

        picker = EncounterPicker(self, self.session.encounter_id if self.session else None)
        if picker.exec() != QDialog.DialogCode.Accepted or picker.chosen is None:
            return
        if not self.open_encounter(picker.chosen):
            from PySide6.QtWidgets import QMessageBox  # not with the frame: its type alone costs ~2 ms

            QMessageBox.warning(self, tr("GM Desk"), literal(self.statusBar().currentMessage()))

    def new_encounter(self) -> None:
        """File ▸ New encounter: its name and system (the campaign's by default), then it opens."""
        from gm_desk import store as repo
        from gm_desk.ui.prep.new_encounter import ask_new_encounter

        campaign_id = self.session.campaign_id if self.session else None
        if campaign_id is None:
            campaigns = repo.list_campaigns()
            if not campaigns:
                self.statusBar().showMessage(tr("Create a campaign first."), MESSAGE_MS)
                return
            campaign_id = campaigns[0].id
        ask_new_encounter(self, campaign_id)

    def save_encounter_file(self, path: str | Path | None = None) -> bool:
        if self.session is None:
            return False
        if not path:
            from gm_desk.ui.file_dialogs import ask_save

            path = ask_save(
                self, tr("Save encounter file"), f"{self.session.name}.gmdesk.json", tr("GM Desk encounter (*.json)")
            )
            if not path:
                return False
        import json

        from gm_desk.rules import encounter_file
        from gm_desk.store import layout_document, write_atomically

        document = encounter_file.to_document(self.session.document())
        document.update(layout_document(self.session.layout))  # the map picture and the faces travel too
        text = json.dumps(document, indent=1, ensure_ascii=False, allow_nan=False)
        try:
            write_atomically(Path(path), text.encode("utf-8"))
        except OSError as exc:
            self.statusBar().showMessage(
                tr("The file was not saved: {reason}", reason=exc.strerror or str(exc)), MESSAGE_MS
            )
            return False
        self.statusBar().showMessage(tr("Saved {name}.", name=Path(path).name), MESSAGE_MS)
        return True

    def import_encounter_file(self, path: str | Path | None = None) -> int | None:
        """File ▸ Import encounter file: a new encounter of the current campaign, opened."""
        from gm_desk.ui.encounter_files import import_encounter_file

        return import_encounter_file(self, path)

    def duplicate_encounter(self) -> int | None:
        """Encounter ▸ Duplicate encounter: a copy of the open encounter while in prep, opened."""
        from gm_desk.ui.encounter_files import duplicate_open_encounter

        return duplicate_open_encounter(self)

    def show_options(self) -> QDialog | None:
        """Encounter ▸ Options…: the open encounter's system options, read-only once it has started."""
        from gm_desk.ui.prep.options_editor import show_options

        return show_options(self)

    def change_system(self) -> QDialog | None:
        """Encounter ▸ Change system…: the open encounter, still in prep, under another system."""
        from gm_desk.ui.prep.change_system import change_system

        return change_system(self)

    def show_campaigns(self) -> None:
        """File ▸ Campaigns: campaigns, the party, and the encounters prepared in each."""
        from gm_desk.ui.campaigns import CampaignDialog

        dialog = CampaignDialog(self)
        dialog.manager.open_requested.connect(self.open_encounter)
        dialog.manager.changed.connect(lambda: self.notices.send(merged(CAMPAIGNS, LAYOUT)))  # LAYOUT: a PC's portrait
        dialog.exec()

    def show_backups(self) -> None:
        """File ▸ Restore a backup: the verified backups, newest first."""
        from gm_desk.ui.backups import RestoreDialog

        dialog = RestoreDialog(self.store, self, restore=self.restore_backup)
        if dialog.exec():
            self.statusBar().showMessage(dialog.result_message(), MESSAGE_MS)

    def restore_backup(self, path: Path) -> None:
        from gm_desk.store import restore_in_place

        self._set_session(None)  # the open encounter must not write into the file being replaced
        try:
            restore_in_place(self.store, path)
        finally:
            self.notices.send(merged(BESTIARY, CAMPAIGNS))
            self._open_first()

    def _reopen_if_followed(self, report: Any) -> None:
        """A bestiary edit rewrote prep encounters: the open one reloads so it does not keep a stale copy."""
        if self.session is not None and self.session.encounter_id in report.encounter_ids:
            self.open_encounter(self.session.encounter_id)

    def drop_creatures(self, creature_ids: list[int], zone_id: str) -> None:
        """Creatures dragged from the bestiary onto the map join the encounter where they were dropped."""
        for creature_id in creature_ids:
            self.add_creature(creature_id, zone_id or None)

    def add_creature(self, creature_id: int, zone_id: str | None = None) -> None:
        """A creature from the bestiary joins the open encounter, in the given or selected zone."""
        from gm_desk import store as repo
        from gm_desk.rules import prep
        from gm_desk.store import StoreError

        if self.session is None:
            return
        try:
            creature = repo.get_creature(creature_id)
        except StoreError as exc:
            self.statusBar().showMessage(str(exc), MESSAGE_MS)
            return
        if creature.ruleset != self.session.state.ruleset:
            self.statusBar().showMessage(
                tr("{name} belongs to another combat system than this encounter.", name=creature.name),
                MESSAGE_MS,
            )
            return
        zones = [i.zone_id for i in self.canvas.map_scene.selectedItems() if hasattr(i, "zone_id")]
        zone = zone_id or (zones[0] if zones else next(iter(self.session.state.zones.zones), None))
        name = prep.unique_name({c.name for c in self.session.state.combatants.values()}, creature.name)
        if self.session.add_creature(name, creature.statblock, zone, f"creature:{creature_id}").ok:
            self.statusBar().showMessage(tr("{name} joins the encounter.", name=name), MESSAGE_MS)

    # --- help -------------------------------------------------------------------------------------

    def help_sections(self) -> dict[QWidget, str]:
        """The manual's section for each panel: F1 opens the one holding the focus (`help.sections`)."""
        from gm_desk.ui.help.sections import MAP, PANEL_SECTIONS

        sections: dict[QWidget, str] = {
            dock: PANEL_SECTIONS[dock.objectName()]
            for dock in self.findChildren(QDockWidget)
            if dock.objectName() in PANEL_SECTIONS
        }
        if self.loaded:
            sections[self.canvas] = MAP
        return sections

    def show_manual(self) -> ManualViewer:
        """Help ▸ Manual (F1, here and in every dialog): the manual at the section for the focus. Over a
        dialog that blocks the window, the manual opens as that dialog's own, so it can be read."""
        from PySide6.QtWidgets import QApplication

        from gm_desk.ui.help import ManualViewer, section_for

        section = section_for(QApplication.focusWidget(), self.help_sections())
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self:
            viewer = ManualViewer(modal)
            viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        else:
            if self.manual_viewer is None:
                self.manual_viewer = ManualViewer(self)
            viewer = self.manual_viewer
        viewer.open_at(section)
        return viewer

    def show_shortcuts(self) -> None:
        from gm_desk.ui.help import ShortcutsDialog

        ShortcutsDialog(self).exec()

    def add_demo_campaign(self, ruleset_id: str) -> None:
        """Help ▸ Add a demo campaign: the store makes the system's demo campaign; its encounter opens."""
        from gm_desk.store import StoreError, add_demo_campaign

        try:
            _campaign_id, encounter_id = add_demo_campaign(ruleset_id)
        except StoreError as exc:
            self.statusBar().showMessage(str(exc), MESSAGE_MS)
            return
        self.open_encounter(encounter_id)

    def show_about(self) -> None:
        from gm_desk.ui.about import AboutDialog

        AboutDialog(self).exec()

    def _use_map_selection(self) -> None:
        scene = self.canvas.map_scene
        # A scene being destroyed (with the window) still announces its emptied selection.
        if shiboken6.isValid(scene):
            from gm_desk.ui.combat import selected_cids

            self.combat.use_selection(selected_cids(scene))

    # --- status -----------------------------------------------------------------------------------

    def _show_rejection(self, code: str, message: str) -> None:
        from gm_desk.rules.tx import (
            ROLL_NEEDED,  # d20 (loaded by the rules) waits until after the first paint
        )

        if code == ROLL_NEEDED:  # not a refusal: the panel that sent it asks for the roll in a field
            return
        self._rejection = message
        self.statusBar().showMessage(message, MESSAGE_MS)
        self._colour_status(message)

    def _colour_status(self, text: str) -> None:
        bar = self.statusBar()
        refusal = bool(text) and text == self._rejection
        if bar.property("refusal") != refusal:
            bar.setProperty("refusal", refusal)
            bar.style().unpolish(bar)
            bar.style().polish(bar)

    def _update_mode(self) -> None:
        # A refusal is about the state it was refused in: once the fight moves on, its words go.
        if self._rejection and self.statusBar().currentMessage() == self._rejection:
            self.statusBar().clearMessage()
        self._rejection = ""
        session = self.session
        self.actions_.duplicate.setEnabled(session is not None and session.in_prep)
        self.actions_.change_system.setEnabled(session is not None and session.in_prep)
        self.actions_.use_map.setEnabled(session is not None and session.in_prep)
        self.actions_.add_scene_event.setEnabled(session is not None and session.in_prep)
        for act in (self.actions_.group, self.actions_.ungroup):
            act.setEnabled(session is not None and session.in_prep)
        self.actions_.options.setEnabled(session is not None)
        if session is None:
            self.mode_label.setText("")
            return
        state = session.state
        if session.in_prep:
            text = tr("Prep · double-click: new zone · Shift-drag: link · drag tokens: starting places")
        elif state.outcome is not None:
            from gm_desk.rules.words import plain  # the rules' words load with the data, not with the frame

            text = tr("Fight over: {result}", result=plain(state.outcome.get("result", "ended")))
        else:
            actor = state.combatants[state.actor].name if state.actor else None
            text = (
                tr("Round {round} · {actor}'s turn · drag a token to move it", round=state.round, actor=actor)
                if actor
                else tr(
                    "Round {round} · {phase} · drag a token to move it",
                    round=state.round,
                    phase=session.ruleset.presentation.phase_words(state.phase),
                )
            )
        self.mode_label.setText(text)

    # --- window state -----------------------------------------------------------------------------

    def _restore_window(self) -> None:
        geometry = window_settings.stored_bytes(self.settings, KEY_GEOMETRY, window_settings.WINDOW_PLACE)
        if geometry is None or not self.restoreGeometry(geometry):
            if geometry is not None:
                window_settings.forget(self.settings, KEY_GEOMETRY, window_settings.WINDOW_PLACE)
            self.resize(window_settings.first_size(self._screen_room()))
        self._restore_docks()

    def _screen_room(self) -> QSize | None:
        """The free area of the screen the window opens on; None on the offscreen platform (the tests,
        the manual's pictures), whose nominal screen nobody sees: there the window keeps its first size."""
        screen = self.screen()
        if screen is None or QGuiApplication.platformName() == "offscreen":
            return None
        return screen.availableGeometry().size()

    def _restore_docks(self) -> None:
        """The docks as the GM left them, else their first-run sizes. Done for the frame, and again
        once the panels are in: a panel's size hint would otherwise push its dock's border."""
        state = window_settings.stored_bytes(self.settings, KEY_STATE, window_settings.DOCK_LAYOUT)
        if state is not None and self.restoreState(state):
            return
        if state is not None:
            window_settings.forget(self.settings, KEY_STATE, window_settings.DOCK_LAYOUT)
        self.resizeDocks([self.bestiary_dock, self.initiative_dock], [240, 380], Qt.Orientation.Horizontal)
        self.resizeDocks([self.initiative_dock, self.combat_dock], [370, 380], Qt.Orientation.Vertical)
        self.resizeDocks([self.log_dock], [150], Qt.Orientation.Vertical)

    def _dock_sizes(self) -> dict[QDockWidget, tuple[int, int]]:
        """The width and height of every dock shown in the window (not floating, not a hidden tab)."""
        return {d: (d.width(), d.height()) for d in self._docks if d.isVisible() and not d.isFloating()}

    def _resize_docks(self, sizes: dict[QDockWidget, tuple[int, int]]) -> None:
        sides = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        beside = [d for d in sizes if self.dockWidgetArea(d) in sides]
        self.resizeDocks(beside, [sizes[d][0] for d in beside], Qt.Orientation.Horizontal)
        docks = list(sizes)
        self.resizeDocks(docks, [sizes[d][1] for d in docks], Qt.Orientation.Vertical)

    def offer_restart(self, language: str) -> bool:
        """View ▸ Language: ask whether to start again now in ``language``; if so, close the window (the
        app starts itself again once its data file is closed). Whether the GM chose to."""
        from PySide6.QtWidgets import QMessageBox

        ask = QMessageBox(QMessageBox.Icon.Question, tr("Language"), "", parent=self)
        ask.setText(tr("GM Desk shows {language} once it starts again. Start it again now?", language=language))
        ask.setInformativeText(tr("Everything is saved first; the open encounter opens again."))
        ask.setObjectName("restartQuestion")
        now = ask.addButton(tr("&Restart now"), QMessageBox.ButtonRole.AcceptRole)
        ask.addButton(tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        ask.setDefaultButton(now)
        ask.exec()
        if ask.clickedButton() is not now:
            return False
        self.restart_requested = True
        self.close()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        # Difficulty runs in the background end before the window does; with none ever started, their
        # module (and pydantic behind it, ~0.15 s) is not loaded just to find nothing to stop.
        worker = sys.modules.get("gm_desk.ui.difficulty.worker")
        if worker is not None:
            worker.stop_all()
        if self.session is not None:
            self.session.flush()
        self.settings.setValue(KEY_GEOMETRY, self.saveGeometry())
        self.settings.setValue(KEY_STATE, self.saveState())
        self.settings.sync()
        super().closeEvent(event)
