"""Encounter files in and out of the data file, and duplicating a prepared encounter.

- `check_encounter_file(path)` (from the intake, `gm_desk.store.intake.encounter_file`): the file
  through the gate (every field checked, the log replayed through the engine); needs no open data
  file, writes nothing, and raises `EncounterFileError` with the field at fault.
- `import_checked(checked, ...)`: the checked encounter becomes a new encounter of a campaign, in one
  transaction: its setup (options included), its log as the encounter's log, and the status the log
  reaches (prep with no log, running at its last command, or ended with its outcome).
  `import_encounter_file` does both steps (the app's File ▸ Import encounter file…).
- `export_document(encounter_id)` / `export_encounter_file(encounter_id, path)`: the encounter's setup
  and log (undone commands left out), its canvas layout and the pictures that layout refers to (the
  map picture, the faces), as an encounter file, written atomically. An export of an imported file
  gives back the same setup, log, layout and pictures, byte for byte.
- `duplicate_encounter(encounter_id)`: a prepared encounter's copy (map, layout, sides, groups,
  options, placements) in the same campaign; an encounter whose fight has started is refused.
- `find_encounter(name_or_id)`: the one encounter a command line names, or a refusal saying why not.

Which campaign an import goes to: the one asked for (by id, or by name, created with the file's system
when no campaign has that name), else the campaign named for the file's system, "Imported <system>
encounters" (created when missing).
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gm_desk import __version__
from gm_desk.rules.encounter_file import FORMAT, VERSION
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import shown_file
from gm_desk.rules.names import lookalike_key, name_refusal, normal, with_suffix
from gm_desk.rules.rulesets import RULESETS
from gm_desk.store.campaigns import (
    create_campaign,
    create_encounter,
    get_campaign,
    get_encounter,
    list_campaigns,
    list_encounters,
    update_encounter,
)
from gm_desk.store.encounter_log import append_entry, load_log
from gm_desk.store.errors import ConflictError, InvalidValueError
from gm_desk.store.files import write_atomically
from gm_desk.store.intake.encounter_file import CheckedEncounter, check_encounter_file
from gm_desk.store.intake.file_pictures import pictures_document
from gm_desk.store.models import Encounter
from gm_desk.store.pictures import add_picture, layout_pictures, picture_info, pictures_data
from gm_desk.store.reader import the_one_named
from gm_desk.store.records import EncounterRecord, LogEntry
from gm_desk.store.transactions import reads, transaction


@dataclass(frozen=True)
class ImportedEncounter:
    encounter_id: int
    campaign_id: int
    campaign_name: str
    campaign_created: bool
    name: str
    status: str
    commands: int


def system_name(ruleset_id: str) -> str:
    return RULESETS[ruleset_id].name if ruleset_id in RULESETS else ruleset_id


def default_campaign_name(ruleset_id: str) -> str:
    """Where an import goes when no campaign is named: one campaign per system."""
    return t("Imported {system} encounters", system=system_name(ruleset_id))


def import_checked(
    checked: CheckedEncounter, *, campaign_id: int | None = None, campaign_name: str | None = None
) -> ImportedEncounter:
    """Store a checked encounter as a new encounter, all in one transaction (nothing on failure)."""
    with transaction():
        campaign, created = _campaign_for(checked.ruleset, campaign_id, campaign_name)
        name = _free_name(campaign.id, checked.name)
        for picture in checked.pictures:
            add_picture(picture)
        layout = copy.deepcopy(checked.layout) if checked.layout is not None else None
        record = create_encounter(campaign.id, name, checked.ruleset, copy.deepcopy(checked.setup), layout)
        for seq, entry in enumerate(checked.log, 1):
            append_entry(record.id, seq, entry["command"], entry["events"], entry.get("at"))
        if checked.status != "prep" or checked.outcome is not None:
            update_encounter(record.id, status=checked.status, outcome=checked.outcome)
    return ImportedEncounter(
        record.id, campaign.id, campaign.name, created, name, checked.status, len(checked.log)
    )


def import_encounter_file(
    path: Path, *, campaign_id: int | None = None, campaign_name: str | None = None
) -> ImportedEncounter:
    """A file brought in as a new encounter: the gate first, then one transaction."""
    return import_checked(check_encounter_file(path), campaign_id=campaign_id, campaign_name=campaign_name)


@reads
def export_document(encounter_id: int) -> dict[str, Any]:
    """The encounter as an encounter file's document: setup (options included) and the log."""
    record = get_encounter(encounter_id)
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "setup": record.setup,
        "log": [_file_entry(row) for row in load_log(encounter_id)],
    }
    document.update(layout_document(record.layout))
    return document


def _file_entry(row: LogEntry) -> dict[str, Any]:
    """One entry of the file's log: its command, its events and, when known, when it was made ("at")."""
    entry: dict[str, Any] = {"command": row.command, "events": row.events}
    if row.made_at is not None:
        entry["at"] = row.made_at
    return entry


@reads
def layout_document(layout: dict[str, Any] | None) -> dict[str, Any]:
    """What an encounter file carries besides its setup and log: the canvas layout (``layout``) and
    the pictures it refers to (``pictures``: the map picture, the faces), none when there is none."""
    if not layout:
        return {}
    document: dict[str, Any] = {"layout": layout}
    data = pictures_data(layout_pictures(layout))
    if data:
        kinds = {digest: info.kind for digest in data if (info := picture_info(digest)) is not None}
        document["pictures"] = pictures_document(data, kinds)
    return document


def export_text(encounter_id: int) -> str:
    return json.dumps(export_document(encounter_id), indent=1, ensure_ascii=False, allow_nan=False)


def export_encounter_file(encounter_id: int, path: Path) -> EncounterRecord:
    """Write the encounter as an encounter file (atomically: the old file or the whole new one)."""
    text = export_text(encounter_id)
    write_atomically(Path(path), text.encode("utf-8"))
    return get_encounter(encounter_id)


def duplicate_encounter(encounter_id: int, name: str | None = None) -> EncounterRecord:
    """A copy of a prepared encounter in the same campaign, named "<name> (copy)" unless given a name.

    Only prep is copied: an encounter whose fight has started (a log, or a status past prep) is refused
    with a ConflictError in the GM's words.
    """
    with transaction():
        record = get_encounter(encounter_id)
        if record.status != "prep" or load_log(encounter_id):
            raise ConflictError(
                t(
                    "'{name}' has started, so it cannot be duplicated: only an encounter still in prep can be. Save it as an encounter file instead, or duplicate one that has not begun.",
                    name=record.name,
                )
            )
        wanted = name.strip() if name and name.strip() else with_suffix(record.name, " (copy)")
        copy_name = _free_name(record.campaign_id, wanted)
        setup = copy.deepcopy(record.setup)
        return create_encounter(
            record.campaign_id, copy_name, record.ruleset, setup, copy.deepcopy(record.layout)
        )


@reads
def find_encounter(name_or_id: str) -> EncounterRecord:
    """The encounter a command line names: by id (digits), else by name, ignoring case.

    NotFoundError when none matches; ConflictError when several have the name (their ids are listed).
    """
    text = str(name_or_id).strip()
    shown = shown_file(text)  # said back as typed, but nothing a terminal would run
    if text.isascii() and text.isdigit() and len(text) <= 18:
        row = Encounter.get_or_none(Encounter.id == int(text))
        if row is not None:
            return get_encounter(row.id)
    folded = text.casefold()
    found = [
        row.id for row in Encounter.select(Encounter.id, Encounter.name) if row.name.casefold() == folded
    ]
    return get_encounter(the_one_named(found, shown))


def checked_campaign_name(name: str) -> str:
    """A campaign name an import may make, as the names rule has it (stripped, NFC); InvalidValueError
    in the rule's words otherwise (an invisible or control character, nothing visible, too long)."""
    refused = name_refusal(name, t("The campaign name"))
    if refused is not None:
        raise InvalidValueError(f"{refused} {t('Nothing was imported.')}")
    return normal(name)


def _campaign_for(ruleset: str, campaign_id: int | None, campaign_name: str | None) -> tuple[Any, bool]:
    """The campaign an import goes to, and whether it was made for it.

    A name asked for must pass the names rule (what a GM could type in the campaign editor) and is
    matched as names look (case, accents written either way); a campaign of that name that plays
    another system is refused in words, never filled with a fight of the wrong system. Without a name,
    the system's own "Imported <system> encounters" (made when missing)."""
    if campaign_id is not None:
        return get_campaign(campaign_id), False
    asked = (campaign_name or "").strip()
    wanted = checked_campaign_name(asked or default_campaign_name(ruleset))
    key = lookalike_key(wanted)
    named = [c for c in list_campaigns() if lookalike_key(c.name) == key]  # oldest first
    fitting = [c for c in named if c.ruleset == ruleset]
    if fitting:
        return fitting[0], False
    if named and asked:
        raise ConflictError(
            t(
                "The campaign '{name}' plays {system}, and this file holds a fight of {file_system}: nothing was imported. Name a campaign of {file_system}, or a new one (it is made with that system).",
                name=shown_file(named[0].name),
                system=system_name(named[0].ruleset),
                file_system=system_name(ruleset),
            )
        )
    return create_campaign(wanted, ruleset), True


def _free_name(campaign_id: int, wanted: str) -> str:
    """`wanted`, or "wanted (2)", "(3)"...: a name no other encounter of the campaign has."""
    taken = {summary.name.casefold() for summary in list_encounters(campaign_id)}
    name, number = wanted, 2
    while name.casefold() in taken:
        name = with_suffix(wanted, f" ({number})")  # within the names' bound (gm_desk.rules.names)
        number += 1
    return name
