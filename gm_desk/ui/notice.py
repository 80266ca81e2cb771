"""One change notice: after every operation the window says once what changed, and every panel redraws
from that alone.

A panel is given the window's `Notices` when it is made and calls `notices.follow(self.on_change)`
once; `on_change(notice)` is then called after every operation with a `Notice`: the `Change` (what
changed, gm_desk/ui/change.py) and the encounter open *after* the operation (`session`, or
None). A panel keeps nothing of an encounter but what it drew from the notices: on `notice.opened` it
forgets whatever it showed of the one before (a typed roll, a chosen combatant, a result line) and
draws the new one from scratch. docs/change-notice.md lists the notices and who sends each.

The open session sends its own changes (`EncounterSession.changed`: a command applied, undone or
redone; a setup or layout edit) and its refusals (`EncounterSession.rejected`); `Notices` relays them
with the session stamped in, so no panel connects to a session itself. The window sends the rest
(`send(BESTIARY)`, `send(CAMPAIGNS)`, `send(LOOK)`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from gm_desk.ui.change import OPENED, Change

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.tx import Outcome
    from gm_desk.ui.session import EncounterSession


NO_ENCOUNTER = "NO_ENCOUNTER"


@dataclass(frozen=True)
class Notice(Change):
    """A change and the encounter open after it."""

    session: EncounterSession | None = None


def _notice(change: Change, session: EncounterSession | None) -> Notice:
    values = {f.name: getattr(change, f.name) for f in fields(Change)}
    return Notice(**values, session=session)


class Notices(QObject):
    """The window's one channel of change notices, and the encounter they are about."""

    changed = Signal(object)  # Notice
    refused = Signal(str, str)  # code, words: the open encounter refused something (nothing changed)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session: EncounterSession | None = None
        self._opening = False  # inside `opening()`: a new follower waits for the opening's notice

    @property
    def session(self) -> EncounterSession | None:
        return self._session

    def follow(self, slot: Callable[[Notice], None]) -> None:
        """Call `slot` after every operation from now on, and at once for what is open now (inside
        `opening()`: with the encounter the opening opens, rather than first with none)."""
        self.changed.connect(slot)
        if not self._opening:
            slot(_notice(OPENED, self._session))

    @contextlib.contextmanager
    def opening(self) -> Iterator[None]:
        """While the window makes its panels and opens its first encounter: a panel made now is drawn
        once, for that encounter, instead of first empty and then again (`open` tells every follower).
        A block that opened nothing tells them what is open when it ends."""
        opened: list[bool] = []

        def mark(notice: Notice) -> None:
            if notice.opened:
                opened.append(True)

        self._opening = True
        self.changed.connect(mark)
        try:
            yield
        finally:
            self._opening = False
            self.changed.disconnect(mark)
        if not opened:  # the block opened nothing: its followers are told what is open, as before
            self.send(OPENED)

    def open(self, session: EncounterSession | None) -> None:
        """Another encounter (or none) is open: every follower forgets the last and draws this one."""
        old = self._session
        if old is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # a session already destroyed
                old.changed.disconnect(self.send)
                old.rejected.disconnect(self.refused)
        self._session = session
        if session is not None:
            session.changed.connect(self.send)
            session.rejected.connect(self.refused)
        self.send(OPENED)

    def send(self, change: Change) -> None:
        self.changed.emit(_notice(change, self._session))

    def submit(self, command: Command) -> Outcome:
        """Send a command to the open encounter (refused in words when none is open)."""
        if self._session is None:
            # The rules load after the window's first paint: not imported with this module.
            from gm_desk.rules.refusals import sentence
            from gm_desk.rules.tx import Outcome, Reject

            return Outcome(rejected=Reject(NO_ENCOUNTER, sentence(NO_ENCOUNTER)))
        return self._session.submit(command)


__all__ = ["Change", "Notice", "Notices"]
