"""Encounter files in and out of the data file (gm_desk.store.encounter_files): 20 files over the five
systems come back equal from import then export; hostile files are refused with the field at fault and
leave the data file byte for byte as it was; duplicating copies a prepared encounter and refuses a
started one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.rules.rulesets.factions.demo import demo_setup as factions_demo
from gm_desk.store import repositories as repo
from gm_desk.store.autosave import resume
from gm_desk.store.encounter_files import (
    check_encounter_file,
    default_campaign_name,
    duplicate_encounter,
    export_document,
    export_encounter_file,
    find_encounter,
    import_encounter_file,
)
from gm_desk.store.errors import ConflictError, NotFoundError
from tests.store.encounter_file_cases import data_file_digest, documents, hostile_documents

DOCUMENTS = documents()
HOSTILE = hostile_documents()


def write(folder: Path, name: str, doc) -> Path:
    path = folder / f"{name.replace(' ', '-')}.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def test_twenty_files_over_every_system_come_back_equal(store, tmp_path: Path) -> None:
    assert len(DOCUMENTS) == 20
    assert {doc["setup"]["ruleset"] for _, doc in DOCUMENTS} == {
        "glowlands",
        "teams",
        "factions",
        "marching",
        "cards",
    }
    assert sum(1 for _, doc in DOCUMENTS if doc["log"]) == 10
    for label, doc in DOCUMENTS:
        done = import_encounter_file(write(tmp_path, label, doc))
        assert done.commands == len(doc["log"]), label
        assert done.status == ("running" if doc["log"] else "prep"), label
        out = export_document(done.encounter_id)
        assert out["setup"] == doc["setup"], label
        assert out["log"] == doc["log"], label
        assert (out["format"], out["version"]) == (doc["format"], doc["version"])
        # The stored encounter resumes where the file left it, and a second trip changes nothing.
        enc = resume(done.encounter_id)
        assert [e.to_dict() for e in enc.log] == doc["log"], label
        again = tmp_path / f"{label}-exported.json"
        export_encounter_file(done.encounter_id, again)
        second = import_encounter_file(again)
        assert export_document(second.encounter_id)["setup"] == doc["setup"], label
        assert export_document(second.encounter_id)["log"] == doc["log"], label


def test_an_import_goes_to_the_systems_campaign_or_the_one_named(store, tmp_path: Path) -> None:
    label, doc = next((label, doc) for label, doc in DOCUMENTS if label == "teams-sides-options")
    path = write(tmp_path, label, doc)
    first = import_encounter_file(path)
    assert first.campaign_created and first.campaign_name == default_campaign_name("teams")
    assert repo.get_campaign(first.campaign_id).ruleset == "teams"
    second = import_encounter_file(path)  # the same campaign, a name of its own
    assert (second.campaign_id, second.campaign_created) == (first.campaign_id, False)
    assert second.name == f"{first.name} (2)"
    named = import_encounter_file(path, campaign_name="Tuesday group")
    assert named.campaign_created and repo.get_campaign(named.campaign_id).name == "Tuesday group"
    assert import_encounter_file(path, campaign_name="tuesday GROUP").campaign_id == named.campaign_id
    into = import_encounter_file(path, campaign_id=first.campaign_id)
    assert into.campaign_id == first.campaign_id
    record = repo.get_encounter(into.encounter_id)
    assert record.setup["options"] == doc["setup"]["options"] and record.status == "prep"


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_files_are_refused_and_the_data_file_is_unchanged(store, tmp_path: Path, name: str) -> None:
    import_encounter_file(write(tmp_path, "fine", DOCUMENTS[0][1]))  # something in the file already
    before = data_file_digest(store)
    campaigns = repo.list_campaigns()
    doc, word = HOSTILE[name]
    path = write(tmp_path, name, doc)
    with pytest.raises(EncounterFileError) as refused:
        import_encounter_file(path, campaign_name="A campaign the refusal must not create")
    message = str(refused.value)
    assert word in message and path.name[:20] in message
    assert len(message) <= 300 and "Traceback" not in message
    assert repo.list_campaigns() == campaigns
    assert data_file_digest(store) == before


def test_a_log_that_does_not_fit_its_setup_is_refused_before_anything_is_written(store, tmp_path) -> None:
    label, doc = next((label, doc) for label, doc in DOCUMENTS if label == "cards-running")
    broken = json.loads(json.dumps(doc))
    broken["log"][1]["command"]["actor"] = "nobody_here"
    broken["log"][1]["events"] = []  # decided again on loading: the engine refuses it
    before = data_file_digest(store)
    with pytest.raises(EncounterFileError):
        import_encounter_file(write(tmp_path, label, broken))
    assert repo.list_campaigns() == [] and data_file_digest(store) == before


def test_checking_needs_no_open_data_file(tmp_path: Path) -> None:
    label, doc = DOCUMENTS[2]
    checked = check_encounter_file(write(tmp_path, label, doc))
    assert checked.setup == doc["setup"] and list(checked.log) == doc["log"] and checked.status == "running"


def test_find_encounter_by_id_or_name_and_says_why_not(store, tmp_path: Path) -> None:
    setup = factions_demo()
    setup["name"] = "Three-way at the ford"
    done = import_encounter_file(write(tmp_path, "ford", {**DOCUMENTS[8][1], "setup": setup}))
    assert find_encounter("three-way AT the ford").id == done.encounter_id
    assert find_encounter(str(done.encounter_id)).id == done.encounter_id
    with pytest.raises(NotFoundError, match="No encounter is named 'Nowhere'"):
        find_encounter("Nowhere")
    import_encounter_file(write(tmp_path, "ford", {**DOCUMENTS[8][1], "setup": setup}), campaign_name="Other")
    with pytest.raises(ConflictError, match="2 encounters are named"):
        find_encounter("Three-way at the ford")


def test_duplicate_copies_a_prepared_encounter_with_its_map_sides_groups_and_options(store, tmp_path) -> None:
    label, doc = next((label, doc) for label, doc in DOCUMENTS if label == "cards-sides-options")
    done = import_encounter_file(write(tmp_path, label, doc))
    layout = {"version": 1, "zones": {"ford": [10.0, 20.0, 260.0, 180.0]}}
    repo.update_encounter(done.encounter_id, layout=layout)
    copy = duplicate_encounter(done.encounter_id)
    assert copy.id != done.encounter_id and copy.campaign_id == done.campaign_id
    assert copy.name == f"{done.name} (copy)" and copy.status == "prep"
    assert copy.setup == doc["setup"] and copy.layout == layout
    assert copy.setup["options"] == doc["setup"]["options"]
    assert {c.get("group") for c in copy.setup["combatants"]} >= {"band", "Wolves"}
    assert duplicate_encounter(done.encounter_id).name == f"{done.name} (copy) (2)"
    # The copy is its own: changing it leaves the original alone.
    repo.update_encounter(copy.id, setup={**copy.setup, "options": {}})
    assert repo.get_encounter(done.encounter_id).setup["options"] == doc["setup"]["options"]


def test_duplicate_refuses_a_started_fight_in_words(store, tmp_path: Path) -> None:
    label, doc = next((label, doc) for label, doc in DOCUMENTS if label == "marching-running")
    done = import_encounter_file(write(tmp_path, label, doc))
    count = len(repo.list_encounters(done.campaign_id))
    with pytest.raises(ConflictError, match="has started, so it cannot be duplicated"):
        duplicate_encounter(done.encounter_id)
    assert len(repo.list_encounters(done.campaign_id)) == count


def test_an_import_that_fails_half_way_writes_nothing(store, tmp_path: Path, monkeypatch) -> None:
    from gm_desk.store import encounter_files
    from gm_desk.store.errors import DiskFullError

    label, doc = next((label, doc) for label, doc in DOCUMENTS if label == "teams-running")
    real = encounter_files.append_entry

    def disk_fills_at_the_third(encounter_id, seq, command, events, made_at=None):
        if seq == 3:
            raise DiskFullError("The disk is full.")
        real(encounter_id, seq, command, events, made_at)

    monkeypatch.setattr(encounter_files, "append_entry", disk_fills_at_the_third)
    with pytest.raises(DiskFullError):
        import_encounter_file(write(tmp_path, label, doc), campaign_name="Half-way")
    assert repo.list_campaigns() == []
