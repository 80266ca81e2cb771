"""The three kinds of step on a session's one undo stack: engine commands, layout edits, prep edits.

Each step only says *when* to undo or redo; the session does the work (saving first, then changing
memory). While the session puts the stack back after a failed save (`_reverting`), steps do nothing.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QUndoCommand

from gm_desk.rules.tx import Entry
from gm_desk.ui.plain_text import undo_text

if TYPE_CHECKING:
    from gm_desk.rules.engine import Encounter


class Steps(Protocol):
    """What the steps ask of the session that pushed them (EncounterSession)."""

    encounter: Encounter
    _reverting: bool  # the stack is being put back after a failed save: steps do nothing

    def _engine_undo(self) -> None: ...
    def _engine_redo(self) -> None: ...
    def _install_layout(self, layout: dict[str, Any]) -> None: ...
    def _install_setup(self, setup: dict[str, Any], layout: dict[str, Any], redo: list[Entry]) -> None: ...
    def _switch_setup(self, setup: dict[str, Any], layout: dict[str, Any], redo: list[Entry]) -> bool: ...


class EngineStep(QUndoCommand):
    """An applied engine command. The first redo is the push itself: the engine has already applied it."""

    def __init__(self, session: Steps, text: str, *, restored: bool = False) -> None:
        super().__init__(undo_text(text))
        self._session = session
        self._pushed = False
        self._restored = restored  # undone in an earlier session: the first undo only moves the stack

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._session._engine_redo()

    def undo(self) -> None:
        if self._session._reverting:
            return
        if self._restored:
            self._restored = False
            return
        self._session._engine_undo()


class LayoutEdit(QUndoCommand):
    """Zones moved or resized; keyboard nudges of the same zones under one key merge into one step."""

    def __init__(
        self, session: Steps, before: dict[str, Any], after: dict[str, Any], text: str, key: int
    ) -> None:
        super().__init__(undo_text(text))
        self._session = session
        self._before = copy.deepcopy(before)
        self._after = copy.deepcopy(after)
        self._key = key

    def id(self) -> int:
        return self._key  # -1: never merged; keyboard nudges of the same zones merge into one step

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, LayoutEdit) or other._key != self._key:
            return False
        if set(other._after["zones"]) != set(self._after["zones"]):
            return False
        if {k for k in other._after if k != "picture"} != {k for k in self._after if k != "picture"}:
            return False
        self._after = other._after
        return True

    def redo(self) -> None:
        if not self._session._reverting:
            self._session._install_layout(self._after)

    def undo(self) -> None:
        if not self._session._reverting:
            self._session._install_layout(self._before)


class SetupEdit(QUndoCommand):
    """A prep edit (saved before the push). Undo keeps the engine's redo entries, the fight steps
    above it on the stack, and redo gives them back, so redoing past the edit redoes the fight."""

    def __init__(
        self,
        session: Steps,
        before: tuple[dict[str, Any], dict[str, Any]],
        after: tuple[dict[str, Any], dict[str, Any]],
        text: str,
    ) -> None:
        super().__init__(undo_text(text))
        self._session = session
        self._before = copy.deepcopy(before)
        self._after = copy.deepcopy(after)
        self._pushed = False
        self._kept: list[Entry] = []  # the engine's redo stack on the `after` setup

    def redo(self) -> None:
        session = self._session
        if session._reverting:
            return
        if not self._pushed:  # the push: already saved by the session's `edit`
            self._pushed = True
            session._install_setup(*self._after, [])
            return
        session._switch_setup(*self._after, self._kept)

    def undo(self) -> None:
        session = self._session
        if session._reverting:
            return
        kept = list(session.encounter.redo_stack)
        if session._switch_setup(*self._before, []):
            self._kept = kept


def step_text(entry: Entry, lines: list[str]) -> str:
    """The Edit menu's words for a step: its first sentence ("Undo Aria moves to the Ridge")."""
    text = lines[0].rstrip(".") if lines else entry.command.type.split(".")[-1].replace("_", " ")
    return text if len(text) <= 60 else text[:57] + "..."
