"""The bestiary in the UI: the library of creatures (search, drag, import, export) and the editor.

    library = BestiaryLibrary(parent)          # drop-in for the first BestiaryPanel
    library.attach_editor(BestiaryEditor())    # optional: edit in a dock instead of a window of its own

Dragged creatures carry CREATURE_MIME; `creature_ids_from_mime` reads the ids back on a drop.
The editor is imported on first use (the library opens it on demand): app start-up does without it.
"""

from typing import Any

from gm_desk.ui.bestiary.library_dock import BestiaryLibrary
from gm_desk.ui.bestiary.library_model import CREATURE_MIME, creature_ids_from_mime

__all__ = ["CREATURE_MIME", "BestiaryEditor", "BestiaryLibrary", "creature_ids_from_mime"]


def __getattr__(name: str) -> Any:
    if name == "BestiaryEditor":
        from gm_desk.ui.bestiary.editor import BestiaryEditor

        return BestiaryEditor
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
