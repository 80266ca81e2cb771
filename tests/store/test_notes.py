"""The GM's notes in the data file: kept as typed (NFC, line breaks), refused whole when one is bad."""

from __future__ import annotations

import pytest

from gm_desk import store as repo
from gm_desk.store import EncounterNotes, InvalidValueError, NotFoundError
from gm_desk.store.notes import MAX_NOTE
from tests.store.encounter_file_cases import data_file_digest


@pytest.fixture
def encounter(store):
    campaign = repo.create_campaign("Notes", "teams")
    setup = {"ruleset": "teams", "name": "N", "zones": {"zones": [{"id": "z", "name": "Z"}], "links": []},
             "sides": [], "combatants": []}  # fmt: skip
    return repo.create_encounter(campaign.id, "N", "teams", setup)


def test_notes_come_back_as_typed_and_empty_ones_are_dropped(store, encounter) -> None:
    typed = EncounterNotes("Cafe\u0301 upstairs\r\nsecond line  ", {"a": "flees", "b": "   "}, {"z": "slippery"})
    kept = repo.set_encounter_notes(encounter.id, typed)
    assert kept.encounter == "Caf\u00e9 upstairs\nsecond line"
    assert repo.encounter_notes(encounter.id) == kept and kept.combatants == {"a": "flees"}
    assert repo.set_campaign_notes(encounter.campaign_id, "the baron\tpays") == "the baron\tpays"
    assert repo.campaign_notes(encounter.campaign_id) == "the baron\tpays"


@pytest.mark.parametrize(
    "bad",
    [
        EncounterNotes("x" * (MAX_NOTE + 1)),
        EncounterNotes("a bell \x07"),
        EncounterNotes("a NUL \x00"),
        EncounterNotes("half a pair \ud800"),
        EncounterNotes("", {"a": "escape \x1b[31m red"}),
        EncounterNotes("", {}, {str(i): "n" for i in range(2001)}),
    ],
    ids=["too long", "bell", "NUL", "lone surrogate", "terminal escape", "too many"],
)
def test_a_bad_note_is_refused_in_words_and_nothing_is_kept(store, encounter, bad) -> None:
    repo.set_encounter_notes(encounter.id, EncounterNotes("before"))
    before = data_file_digest(store)
    with pytest.raises(InvalidValueError) as refused:
        repo.set_encounter_notes(encounter.id, bad)
    assert "note" in str(refused.value).casefold()
    assert data_file_digest(store) == before and repo.encounter_notes(encounter.id).encounter == "before"


def test_notes_of_an_encounter_that_is_gone_are_refused(store) -> None:
    with pytest.raises(NotFoundError):
        repo.set_encounter_notes(999, EncounterNotes("x"))
    with pytest.raises(NotFoundError):
        repo.campaign_notes(999)
