"""What the main window's helpers (dialogs, menus, file actions) use of it, and nothing more.

The helpers are typed against `Desk`, not against the main window: the open encounter's session, a
line in the status bar, opening an encounter, and the top-level widget their dialogs belong to. They
never import the main window, which imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gm_desk.ui.session import EncounterSession

MESSAGE_MS = 12000  # how long a status-bar line stays


class Desk(Protocol):
    session: EncounterSession | None

    def say(self, text: str, ms: int = MESSAGE_MS) -> None:
        """Show ``text`` in the status bar for ``ms`` milliseconds."""

    def open_encounter(self, encounter_id: int, *, quiet: bool = False) -> bool:
        """Open the encounter (saving the one open now); False when it could not be opened."""

    def window(self) -> QWidget:
        """The top-level widget: the parent of the helper's dialogs."""
