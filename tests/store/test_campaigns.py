"""Campaigns, party members and encounters: create, read, update, delete, and cascades."""

from __future__ import annotations

import pytest

from gm_desk.store import (
    InvalidValueError,
    NotFoundError,
    add_party_member,
    append_entry,
    create_campaign,
    create_encounter,
    delete_campaign,
    delete_encounter,
    delete_party_member,
    get_campaign,
    get_encounter,
    get_meta,
    get_party_member,
    list_campaigns,
    list_encounters,
    list_party,
    load_log,
    save_snapshot,
    set_meta,
    transaction,
    update_campaign,
    update_encounter,
    update_party_member,
)

from .helpers import query


def test_campaign_crud(store) -> None:
    ember = create_campaign("  Ember Road ", "glowlands", notes="Session zero on Friday")
    create_campaign("Salt Marsh", "marching")

    assert get_campaign(ember.id) == ember and ember.name == "Ember Road"
    assert [c.name for c in list_campaigns()] == ["Ember Road", "Salt Marsh"]
    renamed = update_campaign(ember.id, name="Ember Road II", notes="")
    assert (renamed.name, renamed.notes, renamed.ruleset) == ("Ember Road II", "", "glowlands")
    assert update_campaign(ember.id) == renamed  # no changes asked, none made
    delete_campaign(ember.id)
    assert [c.name for c in list_campaigns()] == ["Salt Marsh"]
    for call in (lambda: get_campaign(ember.id), lambda: update_campaign(ember.id, name="x")):
        with pytest.raises(NotFoundError, match="no longer exists"):
            call()


def test_party_member_crud(store) -> None:
    campaign = create_campaign("Ember Road", "glowlands")
    ilse = add_party_member(campaign.id, "Ilse", "glowlands", {"max_strain": 10})
    add_party_member(campaign.id, "Tamsin", "glowlands", {})

    assert get_party_member(ilse.id) == ilse and ilse.campaign_id == campaign.id
    assert [m.name for m in list_party(campaign.id)] == ["Ilse", "Tamsin"]
    hurt = update_party_member(ilse.id, sheet={"max_strain": 12})
    assert hurt.sheet == {"max_strain": 12} and hurt.name == "Ilse"
    delete_party_member(ilse.id)
    assert [m.name for m in list_party(campaign.id)] == ["Tamsin"]
    with pytest.raises(NotFoundError):
        add_party_member(9999, "Nobody", "glowlands", {})
    with pytest.raises(InvalidValueError):
        add_party_member(campaign.id, "", "glowlands", {})


def test_encounter_crud(store) -> None:
    campaign = create_campaign("Ember Road", "glowlands")
    bridge = create_encounter(campaign.id, "Bridge ambush", "glowlands", {"zones": ["z1"]})
    create_encounter(campaign.id, "Wolf den", "glowlands", {"zones": []}, layout={"z1": [10, 20]})

    assert bridge.status == "prep" and bridge.layout == {} and bridge.outcome is None
    assert get_encounter(bridge.id) == bridge
    assert [(e.name, e.status) for e in list_encounters(campaign.id)] == [
        ("Bridge ambush", "prep"),
        ("Wolf den", "prep"),
    ]
    running = update_encounter(bridge.id, status="running", layout={"z1": [1, 2]})
    assert (running.status, running.layout) == ("running", {"z1": [1, 2]})
    assert running.updated_at > bridge.updated_at and running.setup == bridge.setup
    ended = update_encounter(bridge.id, status="ended", outcome={"winner": "party"})
    assert ended.outcome == {"winner": "party"}
    assert update_encounter(bridge.id, name="Bridge").outcome == {"winner": "party"}  # left as is
    assert update_encounter(bridge.id, outcome=None).outcome is None
    delete_encounter(bridge.id)
    assert [e.name for e in list_encounters(campaign.id)] == ["Wolf den"]


def test_encounter_values_are_checked(store) -> None:
    campaign = create_campaign("Ember Road", "glowlands")
    encounter = create_encounter(campaign.id, "Bridge", "glowlands", {})

    with pytest.raises(InvalidValueError, match="prep, running, ended"):
        update_encounter(encounter.id, status="paused")
    with pytest.raises(InvalidValueError, match="setup must be a mapping"):
        create_encounter(campaign.id, "Bad", "glowlands", ["not", "a", "dict"])
    with pytest.raises(NotFoundError):
        create_encounter(9999, "Orphan", "glowlands", {})
    assert get_encounter(encounter.id).status == "prep"


def test_deleting_a_campaign_deletes_everything_under_it(store) -> None:
    campaign = create_campaign("Ember Road", "glowlands")
    other = create_campaign("Salt Marsh", "glowlands")
    add_party_member(campaign.id, "Ilse", "glowlands", {})
    encounter = create_encounter(campaign.id, "Bridge", "glowlands", {})
    kept = create_encounter(other.id, "Marsh", "glowlands", {})
    append_entry(encounter.id, 1, {"type": "start"}, [])
    append_entry(kept.id, 1, {"type": "start"}, [])
    save_snapshot(encounter.id, 1, {"round": 1})

    delete_campaign(campaign.id)

    counts = {
        table: query(store.path, f"SELECT count(*) FROM {table}")[0][0]
        for table in ("party_member", "encounter", "encounter_entry", "encounter_snapshot")
    }
    assert counts == {"party_member": 0, "encounter": 1, "encounter_entry": 1, "encounter_snapshot": 0}
    assert len(load_log(kept.id)) == 1


def test_transaction_groups_several_calls_into_one_commit(store) -> None:
    with pytest.raises(RuntimeError), transaction():
        campaign = create_campaign("Ember Road", "glowlands")
        add_party_member(campaign.id, "Ilse", "glowlands", {})
        raise RuntimeError("the GM cancelled")

    assert list_campaigns() == []


def test_meta_values(store) -> None:
    assert get_meta("last_campaign") is None
    set_meta("last_campaign", "3")
    set_meta("last_campaign", "4")
    assert get_meta("last_campaign") == "4"
