"""The scene events at the top of the combat panel.

At the table: each scene event that came up and is not dismissed yet, in large type (its name, when it
came up, its text), with Dismiss (`gm.dismiss_scene_event`, a command like any other: logged, undoable).
Before the fight: the prepared scene events in a line each, with "Scene events…" to add or change them.
Hidden when there is nothing to say. It reads the state (`scene_event_spec.up`) and sends commands.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape as html_escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gm_desk.rules.events import Command
from gm_desk.rules.scene_event_spec import book, events_of, up, when_words
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import tooltip
from gm_desk.ui.theme import style

BOX_STYLE = (
    "QFrame#sceneEventsBox { background: #fff4d6; border: 1px solid #e8c36a; border-left: 5px solid #c98a00;"
    " border-radius: 4px; }"
    " QLabel { background: transparent; color: #3b2a00; }"
)
PREP_STYLE = (
    "QFrame#sceneEventsBox { background: #f3f5f9; border: 1px solid #cfd6e0; border-radius: 4px; }"
    " QLabel { background: transparent; color: #2a3a55; }"
)
HOOK_WORDS = {
    "round_start": N_("start of round"),
    "round_end": N_("end of round"),
    "order": N_("in the order, round"),
}


def escape(text: str) -> str:
    """Text from the setup shown in a rich-text label: its <, > and & as they are."""
    return html_escape(text, quote=False)


def _clear(layout: Any) -> None:
    while layout.count():
        child = layout.takeAt(0)
        if child.widget() is not None:
            child.widget().hide()  # out of sight now: it is deleted later, once Qt is back in its loop
            child.widget().deleteLater()
        elif child.layout() is not None:
            _clear(child.layout())


class SceneEventsBox(QFrame):
    """What the scene has to say now (see the module's docstring)."""

    def __init__(
        self, notices: Notices, parent: QWidget | None = None, opener: Callable[[], Any] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sceneEventsBox")
        self.session: Any = None
        self.opener = opener  # opens Encounter ▸ Scene events… (the main window's, by default)
        self.dismiss_buttons: dict[str, QPushButton] = {}
        self.shown: list[str] = []  # the ids of the scene events shown as up
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(10, 8, 10, 8)
        self.rows.setSpacing(6)
        self.hide()
        notices.follow(self.on_change)

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.encounter or notice.look:
            self.refresh()

    def refresh(self, *_args: Any) -> None:
        _clear(self.rows)
        self.dismiss_buttons = {}
        self.shown = []
        session = self.session
        if session is None:
            self.hide()
            return
        state = session.state
        if state.started:
            self._show_up(state)
        else:
            self._show_prepared(session)

    # --- at the table -----------------------------------------------------------------------------

    def _show_up(self, state: Any) -> None:
        waiting = up(state)
        if not waiting:
            self.hide()
            return
        style(self, BOX_STYLE)
        last = book(state)["last"]
        for event in waiting:
            head = QHBoxLayout()
            when = tr(HOOK_WORDS.get(self._hook_of(event.id), N_("round")))
            title = QLabel(
                tr(
                    "<span style='font-size:15pt; font-weight:600'>⚑ {escape}</span>&nbsp;&nbsp;<span style='font-size:9pt'>came up: {when} {get}</span>",
                    escape=escape(event.name),
                    when=when,
                    get=last.get(event.id, "?"),
                ),
                self,
            )
            title.setObjectName(f"sceneEventTitle:{event.id}")
            title.setTextFormat(Qt.TextFormat.RichText)
            title.setWordWrap(True)  # a long name wraps instead of widening the dock past the screen
            dismiss = QPushButton(tr("Dismiss"), self)
            dismiss.setObjectName(f"dismissSceneEvent:{event.id}")
            dismiss.setToolTip(tr("You have dealt with it: take it off the panel (Ctrl+Z brings it back)"))
            dismiss.clicked.connect(lambda _=False, ident=event.id: self.dismiss(ident))
            head.addWidget(title, 1)
            head.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
            text = QLabel(escape(event.text).replace("\n", "<br>"), self)
            text.setObjectName(f"sceneEventText:{event.id}")
            text.setTextFormat(Qt.TextFormat.RichText)
            text.setWordWrap(True)
            style(text, "font-size: 13pt;")
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.rows.addLayout(head)
            self.rows.addWidget(text)
            self.dismiss_buttons[event.id] = dismiss
            self.shown.append(event.id)
        self.show()

    def _hook_of(self, ident: str) -> str:
        """The hook the event last came up at (read from the log: the state keeps only its round)."""
        session = self.session
        for entry in reversed(session.encounter.log):
            for event in entry.events:
                if event.type == "SceneEventFired" and event.data.get("event") == ident:
                    return str(event.data.get("hook"))
        return ""

    def dismiss(self, ident: str | None = None) -> bool:
        """Send `gm.dismiss_scene_event` for one event (None: all that are up)."""
        if self.session is None:
            return False
        args = {"event": ident} if ident is not None else {}
        return bool(self.session.submit(Command("gm.dismiss_scene_event", args=args)).ok)

    # --- before the fight -------------------------------------------------------------------------

    def _show_prepared(self, session: Any) -> None:
        events = events_of(session.state)
        if not events:
            self.hide()
            return
        style(self, PREP_STYLE)
        order = session.ruleset.scene_order
        head = QHBoxLayout()
        title = QLabel(tr("<b>Scene events ({len_events})</b>", len_events=len(events)), self)
        manage = QPushButton(tr("Scene events…"), self)
        manage.setObjectName("manageSceneEvents")
        manage.clicked.connect(self._open)
        head.addWidget(title, 1)
        head.addWidget(manage)
        self.rows.addLayout(head)
        for event in events:
            line = QLabel(f"⚑ {event.name} — {when_words(event, order)}", self)
            line.setObjectName(f"preparedSceneEvent:{event.id}")
            line.setTextFormat(Qt.TextFormat.PlainText)
            line.setToolTip(tooltip(event.text))
            line.setWordWrap(True)
            self.rows.addWidget(line)
        self.show()

    def _open(self) -> None:
        if self.opener is not None:
            self.opener()
            return
        from gm_desk.ui.prep.scene_events_dialog import open_scene_events

        open_scene_events(self.window())
