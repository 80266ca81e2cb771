"""The one adapter between the rules engine, the store and the widgets: an open encounter.

`EncounterSession` loads an encounter row (setup, canvas layout, command log), rebuilds the engine with
`Encounter.from_log`, and is the only way widgets change anything. Widgets read `state`, `prompt()`,
`lines` and `zone_rect()`, call `submit()`, `drop_token()` or the prep edits, and redraw on the signals.

How changes are undone (one `QUndoStack` for everything, so Ctrl+Z means "take back the last thing"):

- Engine commands (`submit`): the engine decides; the entry is saved with `append_entry` in the same
  call (after `truncate_after` when undone entries lie beyond it) or taken back if the save fails, and
  an `EngineStep` is pushed. Its undo/redo FIRST mark the saved entry undone or redone and only then
  call `Encounter.undo/redo`; a failed mark leaves the engine alone and puts the undo stack back.
  Reopening an encounter pushes one step per saved entry, so undo reaches across sessions.
- Layout edits (zone positions and sizes): pure canvas geometry, allowed at any time, saved in the
  encounter's `layout` JSON a moment after the last edit of a burst (`flush` writes a waiting one).
  They never touch the engine.
- Prep edits (`gm_desk.rules.prep`: zones, links, tags, starting places, creatures, sides, groups,
  scene events, hazards, options): they change the encounter's *setup*, which the engine's log is
  built on, so they are allowed only while the log is empty ("prep"). `EncounterSession.edit` applies
  one: the rules' function gives the new setup (or refuses), `prep.check` says it can start a fight,
  the new setup and layout are saved together (`autosave.save_setup`), the step is pushed and the
  engine rebuilt from the new setup. Once the first command is applied the setup is frozen: during
  the fight the zone map is fixed and tokens move by engine commands ("move" for the actor,
  "gm.place" for creatures). Undoing back to an empty log makes the map editable again.

Because a prep edit is only possible with an empty log, every engine step on the stack above a NEW
edit has been undone and is discarded by the push (the saved undone entries go in the same write).
Undoing an edit keeps the engine's redo entries with the edit and redoing it gives them back, so the
fight steps above it stay redoable, and their saved rows stay until a new command or edit replaces them.

The modules: `encounter_session` (the session, its engine commands and its one way to apply a prep
edit), `undo_steps` (the stack's steps), `layout_saver` (the delayed layout write), `log_words` (the log
in sentences), `creation` (a new encounter row), `errors` (codes). Zone geometry is `gm_desk.zone_layout`
(the page shared with the players places zones with it too).
"""

from __future__ import annotations

from gm_desk.ui.session.creation import new_encounter
from gm_desk.ui.session.encounter_session import EncounterSession
from gm_desk.ui.session.errors import (
    ALREADY_LINKED,
    BAD_SETUP,
    FIGHT_STARTED,
    NOT_SAVED,
    ZONE_NOT_EMPTY,
    SessionError,
)
from gm_desk.ui.session.layout_saver import LAYOUT_SAVE_MS
from gm_desk.ui.session.log_words import LogWordsMemo
from gm_desk.zone_layout import (
    LAYOUT_VERSION,
    MIN_ZONE_SIZE,
    ZONE_GAP,
    ZONE_SIZE,
    default_positions,
    forgetting,
    placing,
)

__all__ = [
    "ALREADY_LINKED",
    "BAD_SETUP",
    "FIGHT_STARTED",
    "LAYOUT_SAVE_MS",
    "LAYOUT_VERSION",
    "MIN_ZONE_SIZE",
    "NOT_SAVED",
    "ZONE_GAP",
    "ZONE_NOT_EMPTY",
    "ZONE_SIZE",
    "EncounterSession",
    "LogWordsMemo",
    "SessionError",
    "default_positions",
    "forgetting",
    "new_encounter",
    "placing",
]
