"""Sending a form's command: what the Action form and the Attack form share.

A form decides its command on a copy as it is edited (`probe`), so it knows the dice the command will
roll before it is sent. Some rolls it cannot foresee: they hang on what an earlier die shows (a hit
rolls damage). Sent with such a roll left blank where the app may not roll it, the command is refused
with ROLL_NEEDED and nothing is applied; `Sender` remembers the roll asked for (`asked`), so the form
adds its field and the GM types it. It also remembers which command the form's result line reports
(`reported`), so the line goes as soon as that command is taken back or followed by another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

from gm_desk.rules.tx import Outcome, RollNeededReject
from gm_desk.ui.combat.notes import show_note

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.ui.session import EncounterSession


class Sender:
    """One form's sending: the rolls the engine asked for, and the command its result line reports."""

    def __init__(self) -> None:
        self.asked: dict[str, tuple[str, str | None]] = {}  # purpose → (expression, whose roll)
        self.reported = -1  # the log length after the command the result line reports

    def forget(self) -> None:
        """Another encounter is open: nothing asked, nothing reported."""
        self.asked = {}
        self.reported = -1

    def stale(self, session: EncounterSession | None) -> bool:
        """Does the result line report a command taken back, or one followed by others since?"""
        return session is None or len(session.encounter.log) != self.reported

    def send(
        self,
        session: EncounterSession,
        command: Command,
        note: QLabel,
        button: QWidget,
        asked_for: Callable[[], None],
    ) -> Outcome:
        """Submit; a roll asked for is remembered, `asked_for` adds its field, the note says whose it is
        and the button waits for it (nothing was applied)."""
        outcome = session.submit(command)
        if outcome.ok:
            self.asked = {}
            self.reported = len(session.encounter.log)
        elif isinstance(outcome.rejected, RollNeededReject):
            needed = outcome.rejected
            self.asked[needed.purpose] = (needed.expr, needed.actor)
            asked_for()
            show_note(note, needed.message, error=False)
            button.setEnabled(False)
        return outcome
