"""The reinforcements still waiting, above the combat panel's tabs (the GM's eyes only).

A combatant prepared to arrive with a scene event is not on the map, in the order or in the player view
until it arrives (`gm_desk.rules.arrival_book`). This box keeps the GM from losing it: one line each,
who, where and when it comes. Before the fight, "From the start" puts it back among those who start
(a prep edit); during the fight, "Bring in now" brings it in at once (`gm.bring_in`: logged, undoable).
Hidden when nobody waits. It reads the state and sends edits and commands; the rules decide.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gm_desk.rules.arrival_book import event_of, waiting
from gm_desk.rules.events import Command
from gm_desk.rules.scene_event_spec import events_of, when_words
from gm_desk.ui.combat.scene_events_box import PREP_STYLE
from gm_desk.ui.i18n import tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.theme import style

BOX_STYLE = PREP_STYLE.replace("sceneEventsBox", "reinforcementsBox")


def _clear(layout: Any) -> None:
    while layout.count():
        child = layout.takeAt(0)
        if child.widget() is not None:
            child.widget().hide()  # out of sight now, deleted once Qt is back in its loop
            child.widget().deleteLater()
        elif child.layout() is not None:
            _clear(child.layout())


class ReinforcementsBox(QFrame):
    """Who arrives later, and a button each to bring them in (see the module's docstring)."""

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reinforcementsBox")
        self.session: Any = None
        self.buttons: dict[str, QPushButton] = {}  # combatant id -> its button
        self.lines: dict[str, QLabel] = {}  # combatant id -> its line
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(10, 6, 10, 6)
        self.rows.setSpacing(4)
        self.hide()
        notices.follow(self.on_change)

    def on_change(self, notice: Notice) -> None:
        self.session = notice.session
        if notice.encounter or notice.look:
            self.refresh()

    def refresh(self) -> None:
        _clear(self.rows)
        self.buttons, self.lines = {}, {}
        session = self.session
        people = waiting(session.state) if session is not None else []
        if session is None or not people:
            self.hide()
            return
        state = session.state
        style(self, BOX_STYLE)
        title = QLabel(tr("<b>Reinforcements ({count})</b> · not on the map until they arrive", count=len(people)))
        title.setTextFormat(Qt.TextFormat.RichText)
        title.setWordWrap(True)
        self.rows.addWidget(title)
        events = {event.id: event for event in events_of(state)}
        order = session.ruleset.scene_order
        for c in people:
            event = events.get(event_of(state, c.id) or "")
            when = when_words(event, order) if event is not None else ""
            zone = state.zones.zones[c.zone].name if c.zone in state.zones.zones else tr("no zone")
            words = tr("→ {name} arrives {when} in {zone}", name=c.name, when=when, zone=zone)
            if c.hidden:
                words += " " + tr("(hidden)")
            line = QLabel(words, self)
            line.setObjectName(f"reinforcement:{c.id}")
            line.setTextFormat(Qt.TextFormat.PlainText)
            line.setWordWrap(True)
            if event is not None:
                line.setToolTip(tr("With the scene event {name}", name=event.name))
            if state.started:
                button = QPushButton(tr("Bring in now"), self)
                button.setToolTip(tr("{name} arrives at once, in {zone} (Ctrl+Z takes it back)", name=c.name, zone=zone))
                button.clicked.connect(lambda _=False, cid=c.id: self.bring_in(cid))
            else:
                button = QPushButton(tr("From the start"), self)
                button.setToolTip(tr("{name} is there when the fight starts", name=c.name))
                button.clicked.connect(lambda _=False, cid=c.id: self.from_the_start(cid))
            button.setObjectName(f"reinforcementButton:{c.id}")
            row = QHBoxLayout()
            row.addWidget(line, 1)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.rows.addLayout(row)
            self.buttons[c.id], self.lines[c.id] = button, line
        self.show()

    def bring_in(self, cid: str) -> bool:
        if self.session is None:
            return False
        return bool(self.session.submit(Command("gm.bring_in", args={"cid": cid})).ok)

    def from_the_start(self, cid: str) -> bool:
        if self.session is None:
            return False
        from gm_desk.rules import prep  # loaded with the first prep edit, not with the panel

        return self.session.edit(prep.arrive_with, cid, None) is not None
