"""Prep edits the way the map makes them, for tests: a new zone at a rectangle of the canvas."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from gm_desk.rules import prep
from gm_desk.ui.session import EncounterSession, placing


def add_zone(session: EncounterSession, rect: QRectF, name: str | None = None) -> str | None:
    """A new zone at `rect` (one undo step), as a double-click on the map makes it; its id, or None."""
    done = session.edit(prep.add_zone, name, layout=placing((rect.x(), rect.y(), rect.width(), rect.height())))
    return done.made if done is not None else None
