"""The player view's window: large type on a dark background, for a TV or a projector.

It shows the round, the turn order (whose turn it is, who is next), the clock of a frantic fight, the
scene events that came up, the map with its zone tags and burning zones and the visible tokens, their
conditions and a coarse health band. F11 toggles full screen, Esc leaves it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.player_facts import PlayerFacts
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label, tooltip
from gm_desk.ui.player_view.map_scene import PlayerMapScene

STYLE = """
QWidget#playerView { background: #12161d; }
QLabel { color: #f4f6fa; }
QLabel#roundLabel { font-size: 34pt; font-weight: bold; }
QLabel#turnLabel { font-size: 24pt; }
QLabel#turnTimerLabel { font-size: 24pt; font-weight: bold; color: #f2b01e; }
QLabel#clockLabel { font-size: 20pt; font-weight: bold; color: #12161d; background: #f2b01e; padding: 4px 12px; border-radius: 6px; }
QLabel#sceneLabel { font-size: 16pt; background: #2a2f3a; padding: 6px 12px; border-left: 6px solid #9b7be0; }
QLabel#frozenLabel { font-size: 14pt; color: #12161d; background: #f2b01e; padding: 4px 12px; border-radius: 6px; }
QListWidget { background: #1a2029; color: #f4f6fa; border: none; font-size: 20pt; }
QListWidget::item { padding: 8px 10px; }
QListWidget::item:selected { background: #5a4a12; color: #ffffff; }
QGraphicsView { border: none; background: #12161d; }
"""


class PlayerWindow(QWidget):
    """What the table sees. Filled by `show_facts`; it holds no game logic and no hidden information."""

    closed = Signal()

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("playerView")
        self.setWindowTitle(tr("GM Desk — Player view"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.round_label = plain_label()
        self.round_label.setObjectName("roundLabel")
        self.turn_label = plain_label()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        self.timer_label = plain_label()  # the turn timer, when the GM shows it to the players
        self.timer_label.setObjectName("turnTimerLabel")
        self.timer_label.hide()
        self.clock_label = plain_label()
        self.clock_label.setObjectName("clockLabel")
        self.clock_label.setWordWrap(True)
        self.clock_label.hide()
        self.scene_label = plain_label()
        self.scene_label.setObjectName("sceneLabel")
        self.scene_label.setWordWrap(True)
        self.scene_label.hide()
        self.frozen_label = QLabel(tr("Paused by the GM"))
        self.frozen_label.setObjectName("frozenLabel")
        self.frozen_label.hide()
        self.order = QListWidget()
        self.order.setObjectName("playerOrder")
        self.order.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.order.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.order.setAccessibleName(tr("Turn order"))
        self.order.setMinimumWidth(320)
        self.order.setMaximumWidth(460)
        self.scene = PlayerMapScene()
        self.map = QGraphicsView(self.scene)
        self.map.setObjectName("playerMap")
        self.map.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.map.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.map.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.map.setAccessibleName(tr("Map"))
        head = QHBoxLayout()
        head.addWidget(self.round_label)
        head.addSpacing(24)
        head.addWidget(self.turn_label, 1)
        head.addWidget(self.timer_label)
        head.addWidget(self.frozen_label)
        body = QHBoxLayout()
        body.addWidget(self.order)
        body.addWidget(self.map, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 24)
        layout.addLayout(head)
        layout.addWidget(self.clock_label)
        layout.addWidget(self.scene_label)
        layout.addLayout(body, 1)
        self.resize(1280, 720)

    def show_turn_timer(self, words: str) -> None:
        """The turn timer's words ("This turn: 1:05"), or "" to hide it."""
        self.timer_label.setText(words)
        self.timer_label.setVisible(bool(words))

    def show_facts(
        self, facts: PlayerFacts, zone_rect: Callable[[str], QRectF], stances: dict[str, str]
    ) -> None:
        if facts.ended:
            self.round_label.setText(tr("The fight is over"))
        elif facts.round:
            self.round_label.setText(tr("Round {round}", round=facts.round))
        else:
            self.round_label.setText(tr("Before the fight"))
        parts = []
        if facts.now:
            parts.append(tr("Now: {name}", name=facts.now))
        if facts.next:
            parts.append(tr("Next: {name}", name=facts.next))
        self.turn_label.setText("   ·   ".join(parts))
        clock = facts.countdown
        if clock is not None:
            self.clock_label.setText(
                tr(
                    "{title} — {seconds} seconds a step: {stages}",
                    title=clock.title,
                    seconds=clock.seconds,
                    stages=" · ".join(clock.stages),
                )
            )
        self.clock_label.setVisible(clock is not None)
        self.scene_label.setText("\n".join(f"{e.name}: {e.text}" for e in facts.scene_events))
        self.scene_label.setVisible(bool(facts.scene_events))
        self.order.clear()
        health = {tok.cid: tok.health for tok in facts.tokens}
        for row in facts.order:
            mark = "▶ " if row.current else ("✓ " if row.done else "   ")
            item = QListWidgetItem(f"{mark}{row.name}")
            item.setToolTip(tooltip(health.get(row.cid, "")))
            item.setData(Qt.ItemDataRole.UserRole, row.cid)
            self.order.addItem(item)
            if row.current:
                item.setSelected(True)
        self.scene.draw(facts, zone_rect, stances)
        self._fit()

    def set_frozen(self, frozen: bool) -> None:
        self.frozen_label.setVisible(frozen)

    def _fit(self) -> None:
        bounds = self.scene.itemsBoundingRect()
        if not bounds.isEmpty():
            self.map.fitInView(bounds.adjusted(-20, -20, 20, 20), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)

    def map_rect(self) -> QRectF:
        return self.scene.itemsBoundingRect()
