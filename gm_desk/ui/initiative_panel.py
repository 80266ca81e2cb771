"""The initiative panel, first version: who acts in what order, what the table must do next, and Next.

It shows `ruleset.order(state)` with the current actor highlighted, the round and phase, the ruleset's
`prompt().text`, the commands the rules accept right now (double-click one to do it), and a Next
button bound to Space that sends Command("next"). Meant to be replaced by a fuller tracker; keep it
small and self-contained.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.events import Command
from gm_desk.rules.state import EncounterState
from gm_desk.ui.session import EncounterSession

CID_ROLE = Qt.ItemDataRole.UserRole + 1
COMMAND_ROLE = Qt.ItemDataRole.UserRole + 2
MAX_OFFERED = 40
CURRENT_BG = QColor("#fff3cf")
DONE_FG = QColor("#9aa3b2")


def command_words(cmd: Command, state: EncounterState) -> str:
    """ "Move: Haelon → Relay Yard", "Attack: Ysolde → Caretaker (Staff)"... from a command."""
    verb = cmd.type.split(".")[-1].replace("_", " ").capitalize()
    names = {cid: c.name for cid, c in state.combatants.items()}
    zones = {zid: z.name for zid, z in state.zones.zones.items()}
    args = dict(cmd.args)
    who = cmd.actor or args.pop("cid", None) or args.pop("a", None)
    text = f"{verb}: {names.get(who, who)}" if who else verb
    for key in ("to", "zone", "target", "b", "npc"):
        if key in args:
            value = args.pop(key)
            text += f" → {zones.get(value) or names.get(value) or value}"
    extras = []
    for key, value in args.items():
        if value is True:
            extras.append(key.replace("_", " "))
        elif isinstance(value, str):
            extras.append(names.get(value) or zones.get(value) or value)
        elif isinstance(value, int) and not isinstance(value, bool):
            extras.append(f"{key.replace('_', ' ')} {value}")
    return f"{text} ({', '.join(extras)})" if extras else text


def phase_words(phase: str) -> str:
    """ "pc_turns" -> "PC turns"."""
    words = [w.upper() if w in ("pc", "npc", "gm") else w for w in phase.split("_")]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


class InitiativePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: EncounterSession | None = None
        self.round_label = QLabel(self)
        self.round_label.setObjectName("roundLabel")
        self.phase_label = QLabel(self)
        self.phase_label.setObjectName("phaseLabel")
        self.prompt_label = QLabel(self)
        self.prompt_label.setObjectName("promptLabel")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.order = QListWidget(self)
        self.order.setObjectName("orderList")
        self.offered = QListWidget(self)
        self.offered.setObjectName("offeredList")
        self.offered.setToolTip("Double-click to do it")
        self.offered.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.offered.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.next_action = QAction("Next", self)
        self.next_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.next_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.next_action.setToolTip("Advance to whatever comes next (Space)")
        self.next_action.triggered.connect(self.advance)
        self.addAction(self.next_action)
        self.next_button = QPushButton("Next  (Space)", self)
        self.next_button.setObjectName("nextButton")
        self.next_button.setMinimumHeight(36)
        self.next_button.clicked.connect(self.next_action.trigger)
        self.offered.itemActivated.connect(self._offered_activated)

        order_title = QLabel("Turn order", self)
        order_title.setObjectName("sectionLabel")
        offered_title = QLabel("Available now", self)
        offered_title.setObjectName("sectionLabel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(self.round_label)
        layout.addWidget(self.phase_label)
        layout.addWidget(self.prompt_label)
        layout.addWidget(order_title)
        layout.addWidget(self.order, 3)
        layout.addWidget(offered_title)
        layout.addWidget(self.offered, 2)
        layout.addWidget(self.next_button)
        self.refresh()

    def set_session(self, session: EncounterSession | None) -> None:
        if self.session is not None:
            self.session.changed.disconnect(self.refresh)
        self.session = session
        if session is not None:
            session.changed.connect(self.refresh)
        self.refresh()

    def advance(self) -> None:
        if self.session is not None:
            self.session.submit(Command("next"))

    def refresh(self, events: Any = ()) -> None:
        session = self.session
        self.order.clear()
        self.offered.clear()
        self.next_button.setEnabled(session is not None)
        self.next_action.setEnabled(session is not None)
        if session is None:
            self.round_label.setText("No encounter")
            self.phase_label.setText("")
            self.prompt_label.setText("Open an encounter from the File menu.")
            return
        state = session.state
        self.round_label.setText(f"Round {state.round}" if state.round else "Before the fight")
        self.phase_label.setText(phase_words(state.phase))
        self.prompt_label.setText(session.prompt().text)
        bold = QFont(self.order.font())
        bold.setBold(True)
        for entry in session.ruleset.order(state):
            c = state.combatants[entry.cid]
            marker = "▶ " if entry.current else "✓ " if entry.done else "   "
            label = f"  ·  {entry.label}" if entry.label else ""
            item = QListWidgetItem(f"{marker}{c.name}{label}")
            item.setData(CID_ROLE, entry.cid)
            if entry.current:
                item.setFont(bold)
                item.setBackground(QBrush(CURRENT_BG))
            elif entry.done or not c.active:
                item.setForeground(QBrush(DONE_FG))
            self.order.addItem(item)
        if self.order.count() == 0:
            waiting = QListWidgetItem("The order is set when the fight starts." if not state.started else "—")
            waiting.setForeground(QBrush(DONE_FG))
            waiting.setFlags(Qt.ItemFlag.NoItemFlags)
            self.order.addItem(waiting)
        offered = [cmd for cmd in session.ruleset.legal_commands(state) if cmd.type != "next"]
        for cmd in offered[:MAX_OFFERED]:
            words = command_words(cmd, state)
            item = QListWidgetItem(words)
            item.setToolTip(f"{words}\nDouble-click to do it")
            item.setData(COMMAND_ROLE, cmd.to_dict())
            self.offered.addItem(item)

    def current_row(self) -> int:
        """The row of the current actor in the order list (-1 when nobody's turn is running)."""
        for row in range(self.order.count()):
            item = self.order.item(row)
            if item.data(CID_ROLE) is not None and item.font().bold():
                return row
        return -1

    def _offered_activated(self, item: QListWidgetItem) -> None:
        if self.session is not None:
            self.session.submit(Command.from_dict(item.data(COMMAND_ROLE)))
