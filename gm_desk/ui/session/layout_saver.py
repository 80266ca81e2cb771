"""The debounced save of an encounter's layout: one write a moment after the last edit of a burst.

Zone moves and resizes arrive in bursts (a held arrow key nudges ~30 times a second), so each edit
only restarts a timer and the write happens `LAYOUT_SAVE_MS` after the last one. The session calls
`flush` when it is put away; a save still waiting when the session is destroyed is written then,
by a slot that holds only what it must write, never the session.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from gm_desk import store as repo
from gm_desk.store import StoreError

LAYOUT_SAVE_MS = 400  # a layout edit is written this long after the last one


class LayoutSaver:
    """The timer and the waiting layout of one session; `save` is the session's own write."""

    def __init__(self, owner: QObject, save: Callable[[], None]) -> None:
        self._timer = QTimer(owner)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LAYOUT_SAVE_MS)
        self._timer.timeout.connect(save)
        self._pending: dict[str, Any] = {}  # {"layout": ...} while a layout save is waiting

    @property
    def waiting(self) -> bool:
        return bool(self._pending)

    def schedule(self, layout: dict[str, Any]) -> None:
        """Write ``layout`` once no other edit has come for a moment."""
        self._pending["layout"] = layout
        self._timer.start()  # restarted by each edit: one write after the last of a burst

    def cancel(self) -> None:
        """Nothing is waiting any more (it is being written now, or another write held it)."""
        self._timer.stop()
        self._pending.clear()

    def save_when_destroyed(self, owner: QObject, encounter_id: int) -> None:
        """A pending save must outlive ``owner`` (deleteLater, closing the window)."""
        pending = self._pending
        owner.destroyed.connect(lambda *_: _write_left_over(encounter_id, pending))


def _write_left_over(encounter_id: int, pending: dict[str, Any]) -> None:
    """The layout save a session left waiting when it was destroyed (nobody is left to tell)."""
    layout = pending.pop("layout", None)
    if layout is None:
        return
    with contextlib.suppress(StoreError):  # the store is closed or gone: only a zone's place is lost
        repo.update_encounter(encounter_id, layout=layout)
