"""The GM's private notes: on an encounter, on each of its combatants and zones (kept beside its setup, in
``encounter.notes``), and on a campaign (``campaign.notes``).

Notes never enter a setup, a log or a state, so nothing built from those (the player view, the page
shared with the players, the recap, an encounter file) can show them; the prep sheet prints them.
A note is plain text of at most `MAX_NOTE` characters, kept as typed (NFC); an empty note is dropped.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.store.errors import InvalidValueError, NotFoundError
from gm_desk.store.models import Campaign, Encounter
from gm_desk.store.transactions import reads, writes
from gm_desk.store.values import check_text, utc_now

MAX_NOTE = 20_000  # about ten printed pages: a note is a reminder, not a manuscript
MAX_NOTED = 2_000  # combatants or zones with a note, in one encounter
_ALLOWED_CONTROLS = {"\n", "\t"}


@dataclass(frozen=True)
class EncounterNotes:
    encounter: str = ""
    combatants: dict[str, str] = field(default_factory=dict)  # combatant id -> note
    zones: dict[str, str] = field(default_factory=dict)  # zone id -> note

    def document(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.encounter:
            out["encounter"] = self.encounter
        if self.combatants:
            out["combatants"] = dict(self.combatants)
        if self.zones:
            out["zones"] = dict(self.zones)
        return out


def clean_note(text: object, what: str) -> str:
    """``text`` as a note is kept (NFC, ends trimmed, Windows line ends made plain); InvalidValueError
    in a GM's words for text that is too long or holds a control character other than a line break or
    a tab."""
    typed = check_text(text, what)
    text = unicodedata.normalize("NFC", typed.replace("\r\n", "\n").replace("\r", "\n")).strip()
    if len(text) > MAX_NOTE:
        raise InvalidValueError(
            t(
                "{what} is {count} characters long; a note may be at most {limit}. Nothing was saved.",
                what=what,
                count=len(text),
                limit=MAX_NOTE,
            )
        )
    bad = next((c for c in text if unicodedata.category(c) == "Cc" and c not in _ALLOWED_CONTROLS), None)
    if bad is not None:
        raise InvalidValueError(
            t(
                "{what} holds an invisible control character ({code}); take it out. Nothing was saved.",
                what=what,
                code=f"U+{ord(bad):04X}",
            )
        )
    return text


def _notes_of(raw: Any) -> EncounterNotes:
    """What the data file holds, read leniently (anything unreadable left out)."""
    if not isinstance(raw, dict):
        return EncounterNotes()

    def keyed(value: Any) -> dict[str, str]:
        if not isinstance(value, dict):
            return {}
        return {str(k): v for k, v in value.items() if isinstance(v, str) and v}

    text = raw.get("encounter")
    return EncounterNotes(text if isinstance(text, str) else "", keyed(raw.get("combatants")), keyed(raw.get("zones")))


@reads
def encounter_notes(encounter_id: int) -> EncounterNotes:
    row = Encounter.get_or_none(Encounter.id == encounter_id)
    if row is None:
        raise NotFoundError(t("That encounter no longer exists."))
    return _notes_of(row.notes)


@writes
def set_encounter_notes(encounter_id: int, notes: EncounterNotes) -> EncounterNotes:
    """Keep the encounter's notes (all of them at once); InvalidValueError and nothing kept when one is
    refused."""

    def cleaned(table: dict[str, str], what: str) -> dict[str, str]:
        if len(table) > MAX_NOTED:
            raise InvalidValueError(t("At most {limit} notes per encounter.", limit=MAX_NOTED))
        kept = {str(key): clean_note(text, what) for key, text in table.items()}
        return {key: text for key, text in kept.items() if text}

    good = EncounterNotes(
        clean_note(notes.encounter, t("The encounter's note")),
        cleaned(notes.combatants, t("A combatant's note")),
        cleaned(notes.zones, t("A zone's note")),
    )
    done = (
        Encounter.update(notes=good.document(), updated_at=utc_now())
        .where(Encounter.id == encounter_id)
        .execute()
    )
    if not done:
        raise NotFoundError(t("That encounter no longer exists."))
    return good


@reads
def campaign_notes(campaign_id: int) -> str:
    row = Campaign.get_or_none(Campaign.id == campaign_id)
    if row is None:
        raise NotFoundError(t("That campaign no longer exists."))
    return str(row.notes or "")


@writes
def set_campaign_notes(campaign_id: int, text: str) -> str:
    good = clean_note(text, t("The campaign's notes"))
    if not Campaign.update(notes=good).where(Campaign.id == campaign_id).execute():
        raise NotFoundError(t("That campaign no longer exists."))
    return good
