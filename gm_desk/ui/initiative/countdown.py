"""The countdown a system may ask the table to play against (frantic combat's seconds to announce and act).

The initiative panel hands `show_countdown` what `ruleset.presentation.countdown(state)` returns: None hides the box;
a countdown with the key already running lets it run on; a new key starts the first stage afresh. Each
stage counts its seconds down in large digits. "Announced ▸" moves on to the next stage; Pause holds
the clock and Resume goes on from where it stood. When a stage runs out the box flashes, the system beeps
and the stage's time-out command is sent the way every command is (logged, undoable); the rules answer
with the next countdown. The clock is a QTimer that measures the time really passed, so a late tick never
slows it down.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import Countdown
from gm_desk.rules.tx import Outcome
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

TICK_MS = 100
FLASH_MS = 900
CALM = "QFrame#countdownBox { background: #f4f6fb; border: 1px solid #c9d3e6; border-radius: 8px; }"
LOW = "QFrame#countdownBox { background: #fff4e0; border: 1px solid #e0a040; border-radius: 8px; }"
FLASH = "QFrame#countdownBox { background: #d93030; border: 2px solid #8a1010; border-radius: 8px; }"
LOW_SECONDS = 2  # the digits turn amber for the last seconds


class CountdownBox(QFrame):
    """A large countdown with its stage, Pause/Resume and Announced; sends the time-out when it runs out."""

    def __init__(self, send: Callable[[Command], Outcome], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countdownBox")
        self._send = send
        self.countdown: Countdown | None = None
        self.stage = 0
        self.remaining_ms = 0
        self.flashing = False
        self._clock = QElapsedTimer()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self._unflash = QTimer(self)
        self._unflash.setSingleShot(True)
        self._unflash.setInterval(FLASH_MS)
        self._unflash.timeout.connect(self._end_flash)

        self.title_label = plain_label(parent=self)
        self.title_label.setObjectName("countdownTitle")
        style(self.title_label, "font-weight: bold;")
        self.stage_label = plain_label(parent=self)
        self.stage_label.setObjectName("countdownStage")
        self.seconds_label = QLabel(self)
        self.seconds_label.setObjectName("countdownSeconds")
        self.seconds_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.seconds_label.font()
        font.setPointSize(40)
        font.setBold(True)
        self.seconds_label.setFont(font)
        self.message_label = plain_label(parent=self)
        self.message_label.setObjectName("countdownMessage")
        self.message_label.setWordWrap(True)
        self.message_label.hide()
        self.pause_button = QPushButton(tr("Pause"), self)
        self.pause_button.setObjectName("countdownPause")
        self.pause_button.setToolTip(tr("Hold the clock (the table is discussing a rule, say)"))
        self.pause_button.clicked.connect(self.toggle_pause)
        self.next_button = QPushButton(tr("Announced ▸"), self)
        self.next_button.setObjectName("countdownNext")
        self.next_button.setToolTip(tr("The action was announced in time: start the clock to execute it"))
        self.next_button.clicked.connect(self.next_stage)

        buttons = QHBoxLayout()
        buttons.addWidget(self.pause_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(2)
        layout.addWidget(self.title_label)
        layout.addWidget(self.stage_label)
        layout.addWidget(self.seconds_label)
        layout.addWidget(self.message_label)
        layout.addLayout(buttons)
        style(self, CALM)
        self.hide()

    # --- what the panel tells it ------------------------------------------------------------------

    def show_countdown(self, countdown: Countdown | None) -> None:
        """Run `countdown` (None: stop and hide); the same key keeps the clock where it is."""
        if countdown is None:
            self.timer.stop()
            self.countdown = None
            self.setVisible(self.flashing)  # a flash that just began stays in sight until it ends
            return
        if self.countdown is None or countdown.key != self.countdown.key:
            self.countdown = countdown
            self.message_label.hide()
            self._start_stage(0)
        else:
            self.countdown = countdown
        self.show()

    # --- what the GM does -------------------------------------------------------------------------

    @property
    def paused(self) -> bool:
        return self.countdown is not None and not self.timer.isActive() and self.remaining_ms > 0

    def toggle_pause(self) -> None:
        if self.countdown is None:
            return
        if self.timer.isActive():
            self._take_elapsed()
            self.timer.stop()
        else:
            self._clock.start()
            self.timer.start()
        self._draw()

    def next_stage(self) -> None:
        """The stage was done in time: on to the next one (the last one ends when the rules move on)."""
        if self.countdown is not None and self.stage + 1 < len(self.countdown.stages):
            self._start_stage(self.stage + 1)

    # --- the clock --------------------------------------------------------------------------------

    def seconds_left(self) -> int:
        return max(0, math.ceil(self.remaining_ms / 1000))

    def _start_stage(self, index: int) -> None:
        assert self.countdown is not None
        self.stage = index
        self.remaining_ms = self.countdown.seconds * 1000
        self._clock.start()
        self.timer.start()
        self._draw()

    def _take_elapsed(self) -> None:
        self.remaining_ms -= self._clock.restart()

    def _tick(self) -> None:
        self._take_elapsed()
        if self.remaining_ms > 0:
            self._draw()
            return
        self.remaining_ms = 0
        self.timer.stop()
        self._draw()
        self._time_out()

    def _time_out(self) -> None:
        countdown = self.countdown
        if countdown is None:
            return
        self.flash()
        QApplication.beep()
        stage = countdown.stages[self.stage]
        outcome = self._send(stage.on_time_out)
        if not outcome.ok and outcome.rejected is not None:
            self.message_label.setText(
                tr("Time is up, but the rules refused the loss: {rejected}", rejected=outcome.rejected)
            )
            self.message_label.show()

    # --- drawing ----------------------------------------------------------------------------------

    def flash(self) -> None:
        """Turn the box red for a moment: the time is up."""
        self.flashing = True
        style(self, FLASH)
        style(self.seconds_label, "color: white;")
        self.show()
        self._unflash.start()

    def _end_flash(self) -> None:
        self.flashing = False
        style(self.seconds_label, "")
        self._draw()
        if self.countdown is None:
            self.hide()

    def _draw(self) -> None:
        countdown = self.countdown
        if countdown is None:
            return
        left = self.seconds_left()
        stage = countdown.stages[self.stage]
        self.title_label.setText(tr(countdown.title))
        self.stage_label.setText(
            f"{tr(stage.words)} — {tr('paused') if self.paused else tr('time is running')}"
        )
        self.seconds_label.setText(str(left))
        self.pause_button.setText(tr("Resume") if self.paused else tr("Pause"))
        self.pause_button.setEnabled(self.remaining_ms > 0)
        last = self.stage + 1 >= len(countdown.stages)
        self.next_button.setVisible(not last)
        if not self.flashing:
            style(self, LOW if left <= LOW_SECONDS else CALM)
