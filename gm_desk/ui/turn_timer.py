"""View ▸ Turn timer and View ▸ Show the turn timer to players: how long the current turn has run.

Off by default (a setting, kept in the window's settings). The time is read from the log: the current
turn began when the entry holding its TurnStarted was made (gm_desk/rules/log_time), so the timer
survives a restart and an undo, and a turn that began in an entry with no time says so. The timer only
reads: it never sends a command, never writes the log, never changes the fight. The players see it (the
player window, the shared page) only when the GM chooses so.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from gm_desk.rules.turn_clock import turn_began
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label

if TYPE_CHECKING:
    from gm_desk.ui.notice import Notice, Notices
    from gm_desk.ui.session import EncounterSession

KEY_ON = "turn_timer/on"
KEY_PLAYERS = "turn_timer/players"


def _flag(settings: QSettings, key: str) -> bool:
    return settings.value(key, False) in (True, "true")


def clock(seconds: float) -> str:
    """A running time as a clock shows it: "0:42", "12:05", "1:02:05"."""
    whole = max(0, int(seconds))
    minutes, secs = divmod(whole, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def running_since(session: EncounterSession | None) -> tuple[bool, datetime | None]:
    """Whether the open fight has a turn running, and when it began (None: not known)."""
    if session is None:
        return False, None
    return turn_began(session.encounter.log)


def timer_words(running: bool, began: datetime | None, now: datetime | None = None) -> str:
    if not running:
        return tr("No turn running")
    if began is None:
        return tr("This turn: time unknown")
    seconds = ((now or datetime.now(UTC)) - began).total_seconds()
    return tr("This turn: {time}", time=clock(seconds))


class TurnTimer(QObject):
    """The GM's turn timer (a label for the status bar), and what the players are shown of it."""

    ticked = Signal(str)  # the words the players see now; "" when they see nothing
    players_changed = Signal()  # shown to the players or not any more

    def __init__(self, notices: Notices, settings: QSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.session: EncounterSession | None = None
        self.running = False
        self.began: datetime | None = None
        self.label: QLabel = plain_label(parent=parent)
        self.label.setObjectName("turnTimerLabel")
        self.label.setAccessibleName(tr("Turn timer"))
        self.label.hide()
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)
        notices.follow(self.on_change)

    @property
    def on(self) -> bool:
        return _flag(self.settings, KEY_ON)

    @property
    def for_players(self) -> bool:
        return self.on and _flag(self.settings, KEY_PLAYERS)

    def set_on(self, on: bool) -> None:
        self.settings.setValue(KEY_ON, bool(on))
        self._update()
        self.players_changed.emit()

    def set_for_players(self, shown: bool) -> None:
        self.settings.setValue(KEY_PLAYERS, bool(shown))
        self._update()
        self.players_changed.emit()

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.fight or notice.opened:
            self.running, self.began = running_since(self.session)
            self._update()

    def players_since(self, session: EncounterSession | None) -> str | None:
        """When the running turn began (UTC text), for the shared page; None when the players are not
        shown the timer, no turn runs, or its start is not known."""
        if not self.for_players:
            return None
        running, began = running_since(session)
        return began.isoformat() if running and began is not None else None

    def _update(self) -> None:
        on = self.on
        self.label.setVisible(on and self.session is not None)
        if on and self.running and self.began is not None:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
        self._tick()

    def _tick(self) -> None:
        if not self.on or self.session is None:
            self.label.setText("")
            self.ticked.emit("")
            return
        words = timer_words(self.running, self.began)
        self.label.setText(words)
        self.ticked.emit(words if self.for_players and self.running else "")


class TurnTimerActions:
    """View ▸ Turn timer (Ctrl+Shift+K) and View ▸ Show the turn timer to players."""

    def __init__(self, timer: TurnTimer, menu: QMenu, window: QWidget) -> None:
        menu.addSeparator()
        self.toggle = QAction(tr("Turn &timer"), menu)
        self.toggle.setObjectName("turnTimerAction")
        self.toggle.setCheckable(True)
        self.toggle.setChecked(timer.on)
        self.toggle.setShortcut("Ctrl+Shift+K")
        self.toggle.setStatusTip(tr("How long the current turn has run, in the status bar (for the GM)"))
        self.players = QAction(tr("Show the turn timer to the pla&yers"), menu)
        self.players.setObjectName("turnTimerPlayersAction")
        self.players.setCheckable(True)
        self.players.setChecked(_flag(timer.settings, KEY_PLAYERS))
        self.players.setEnabled(timer.on)
        self.toggle.toggled.connect(timer.set_on)
        self.toggle.toggled.connect(self.players.setEnabled)
        self.players.toggled.connect(timer.set_for_players)
        menu.addAction(self.toggle)
        menu.addAction(self.players)
        window.addAction(self.toggle)
