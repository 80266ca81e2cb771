"""File ▸ Import encounter file… and Encounter ▸ Duplicate encounter, for the main window.

Both are the store's work (`gm_desk.store.encounter_files`): the file goes through the same gate as
every encounter file that comes in, and is stored in one transaction as a new encounter of the open
encounter's campaign; a refusal shows the gate's message (the field at fault) and changes nothing.
Duplicating copies the open encounter while it is in prep; a started fight is refused in words.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from gm_desk.ui.file_dialogs import ask_open
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.plain_text import literal

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk

FILE_FILTER = N_("GM Desk encounter (*.json);;All files (*)")  # these three: tr() where shown
IMPORT_TITLE = N_("Import encounter file")
DUPLICATE_TITLE = N_("Duplicate encounter")


def import_encounter_file(window: Desk, path: str | Path | None = None) -> int | None:
    """Ask for a file (unless given), bring it in as a new encounter and open it; its id, or None."""
    from gm_desk.rules.encounter_file import EncounterFileError
    from gm_desk.store import StoreError
    from gm_desk.store import import_encounter_file as bring_in

    if not path:
        path = ask_open(window.window(), tr(IMPORT_TITLE), tr(FILE_FILTER))
        if not path:
            return None
    campaign_id = window.session.campaign_id if window.session is not None else None
    try:
        done = bring_in(Path(path), campaign_id=campaign_id)
    except EncounterFileError as exc:
        QMessageBox.warning(
            window.window(), tr(IMPORT_TITLE), literal(tr("{exc}\n\nNothing was imported.", exc=exc))
        )
        return None
    except StoreError as exc:
        QMessageBox.warning(
            window.window(), tr(IMPORT_TITLE), literal(tr("The file was not imported: {exc}", exc=exc))
        )
        return None
    window.open_encounter(done.encounter_id)
    state = (
        tr("prepared")
        if done.status == "prep"
        else tr("{status} at command {count}", status=tr(done.status), count=done.commands)
    )
    window.say(
        tr(
            "Imported {name} as '{name2}' ({state}) in {campaign_name}.",
            name=Path(path).name,
            name2=done.name,
            state=state,
            campaign_name=done.campaign_name,
        )
    )
    return done.encounter_id


def duplicate_open_encounter(window: Desk) -> int | None:
    """A copy of the open encounter (prep only), opened; its id, or None when refused."""
    from gm_desk.store import StoreError, duplicate_encounter

    session = window.session
    if session is None:
        return None
    name = session.name
    session.flush()  # a layout edit still waiting for its save belongs in the copy
    try:
        copy = duplicate_encounter(session.encounter_id)
    except StoreError as exc:
        QMessageBox.information(window.window(), tr(DUPLICATE_TITLE), literal(str(exc)))
        return None
    window.open_encounter(copy.id)
    window.say(tr("Duplicated '{name}' as '{name2}'.", name=name, name2=copy.name))
    return copy.id
