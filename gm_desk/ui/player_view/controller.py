"""Keeps what the players see in step with the open encounter: the player window and the page shared with
their phones (`Sharing`), both drawn from one `player_facts` per change. Every command, undo and redo
redraws them at once, unless the GM froze them (while moving things around); unfreezing catches up.

It is made with the main window but draws nothing until the GM opens the window or shares the page, so
the players' facts, the page and the window load then, not at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from gm_desk import store as repo
from gm_desk.ui.i18n import tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.share import Sharing
from gm_desk.ui.turn_timer import TurnTimer

if TYPE_CHECKING:
    from gm_desk.share.page import SharedPicture
    from gm_desk.ui.player_view.window import PlayerWindow

KEY_SCREEN = "player_view/screen"


class PlayerView(QObject):
    shown = Signal(bool)  # the window opened (True) or closed (False)

    def __init__(self, gm_window: QWidget, settings: QSettings, notices: Notices) -> None:
        super().__init__(gm_window)
        self.gm_window = gm_window
        self.settings = settings
        self.window: PlayerWindow | None = None
        self.session: EncounterSession | None = None
        self.frozen = False
        self.exact_sides: set[str] = set()
        self._picture_read: tuple[str | None, tuple[str, int, int, bytes] | None] = (None, None)
        self.turn_timer: TurnTimer | None = None  # the GM's turn timer, shown here if the GM chooses
        self.timer_words = ""
        self.sharing = Sharing(settings, self)  # the page for the players' phones (View ▸ Share with players)
        self.sharing.changed.connect(self.refresh)  # a page that starts sharing shows the fight at once
        gm_window.installEventFilter(self)  # GM Desk's window closing ends the sharing
        notices.follow(self.on_change)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.gm_window and event.type() == QEvent.Type.Close:
            self.sharing.stop()
        return False

    def attach_timer(self, timer: TurnTimer) -> None:
        """Show the GM's turn timer to the players when the GM chooses (View ▸ Show the turn timer…)."""
        self.turn_timer = timer
        timer.ticked.connect(self._timer_ticked)
        timer.players_changed.connect(self.refresh)

    def _timer_ticked(self, words: str) -> None:
        self.timer_words = words
        if self.window is not None and not self.frozen:
            self.window.show_turn_timer(words)

    # --- the encounter ----------------------------------------------------------------------------

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.opened:
            self.exact_sides = set()
        if notice.encounter or notice.look:
            self.refresh()

    def refresh(self) -> None:
        window = self.window
        if self.frozen or (window is None and not self.sharing.running):
            return
        from gm_desk.rules.player_facts import player_facts
        from gm_desk.share.page import SharedView

        session = self.session
        if session is None:
            if window is not None:
                window.round_label.setText("")
                window.turn_label.setText("")
                window.order.clear()
                window.scene.clear()
            self.sharing.show(SharedView(None))
            return
        state = session.state
        facts = player_facts(session.ruleset, state, self.exact_sides)
        if window is not None:
            stances = {side_id: side.stance for side_id, side in state.sides.items()}
            window.scene.picture = session.picture
            faces = session.faces()
            window.scene.faces = {t.cid: faces[t.cid] for t in facts.tokens if t.cid in faces}
            window.show_facts(facts, session.zone_rect, stances)
            window.show_turn_timer(self.timer_words)
        if self.sharing.running:
            zones = session.layout["zones"]
            rects = {z.id: (r[0], r[1], r[2], r[3]) for z in facts.zones if (r := zones.get(z.id)) is not None}
            since = self.turn_timer.players_since(session) if self.turn_timer is not None else None
            picture = self._shared_picture(session.picture)
            self.sharing.show(SharedView(facts, rects, picture=picture, turn_since=since))

    def _shared_picture(self, placement: dict[str, Any] | None) -> SharedPicture | None:
        """The map picture for the shared page (its bytes read once per picture, not per command)."""
        from gm_desk.share.page import shared_picture

        if placement is None:
            return None
        digest = str(placement["digest"])
        if self._picture_read[0] != digest:
            info = repo.picture_info(digest)
            found = (info.kind, info.width, info.height, repo.picture_data(digest)) if info is not None else None
            self._picture_read = (digest, found)
        return shared_picture(placement, self._picture_read[1])

    # --- the window -------------------------------------------------------------------------------

    def is_open(self) -> bool:
        return self.window is not None

    def open(self, screen: QScreen | None = None) -> PlayerWindow:
        if self.window is None:
            from gm_desk.ui.player_view.window import PlayerWindow

            self.window = PlayerWindow()
            self.window.closed.connect(self._closed)
        self.window.set_frozen(self.frozen)
        self.refresh()
        self.window.show()
        self.place_on(screen or self.chosen_screen())
        self.shown.emit(True)
        return self.window

    def close(self) -> None:
        if self.window is not None:
            self.window.close()

    def _closed(self) -> None:
        self.window = None
        self.shown.emit(False)

    def set_frozen(self, frozen: bool) -> None:
        self.frozen = frozen
        if self.window is not None:
            self.window.set_frozen(frozen)
        self.sharing.set_frozen(frozen)
        if not frozen:
            self.refresh()

    def set_exact(self, side_id: str, exact: bool) -> None:
        """Show one side's health as numbers (True) or as bands (False)."""
        if exact:
            self.exact_sides.add(side_id)
        else:
            self.exact_sides.discard(side_id)
        self.refresh()

    # --- the screen -------------------------------------------------------------------------------

    @staticmethod
    def screens() -> list[QScreen]:
        return list(QGuiApplication.screens())

    @staticmethod
    def screen_key(screen: QScreen) -> str:
        """How a screen is remembered: its name and place (two X screens may share a name)."""
        area = screen.geometry()
        return f"{screen.name()} {area.width()}x{area.height()}+{area.x()}+{area.y()}"

    def chosen_screen(self) -> QScreen:
        """The screen chosen last time if it is still there, else one the GM's window is not on."""
        screens = self.screens()
        wanted = self.settings.value(KEY_SCREEN)
        for screen in screens:
            if self.screen_key(screen) == wanted:
                return screen
        own = self.gm_window.screen()
        others = [s for s in screens if s is not own]
        return others[0] if others else own

    def place_on(self, screen: QScreen) -> None:
        """Move the player window to ``screen`` (remembered for the next time)."""
        self.settings.setValue(KEY_SCREEN, self.screen_key(screen))
        window = self.window
        if window is None:
            return
        full = window.isFullScreen()
        if full:
            window.showNormal()
        # Moving to a screen of another X display (not a sibling of this one) makes Qt make the window
        # anew, hidden: it is shown again, so the players' view is never left nowhere.
        window.setScreen(screen)
        area = screen.availableGeometry()
        window.move(area.topLeft())
        window.resize(min(window.width(), area.width()), min(window.height(), area.height()))
        if full:
            window.showFullScreen()
        else:
            window.show()
        window.raise_()

    def screen_name(self, screen: QScreen) -> str:
        """A screen as the GM can tell it from the others: its number, its name where the system gives
        one that differs, its size, and whether GM Desk's own window is on it."""
        screens = self.screens()
        number = screens.index(screen) + 1 if screen in screens else 0
        size = screen.geometry()
        words = tr("Screen {number} ({width}×{height})", number=number, width=size.width(), height=size.height())
        names = [s.name() for s in screens]
        label = " ".join(part for part in (screen.manufacturer(), screen.model()) if part) or screen.name()
        if label and names.count(screen.name()) == 1:
            words += f" — {label}"
        if screen is self.gm_window.screen():
            words += " — " + tr("where GM Desk's window is")
        return words
