"""Groups in the data file: a grouped setup is stored and read back whole (no migration: a group lives in
the setup's JSON), a fight with a shared Strain pool resumes from the log with its pool, an encounter file
keeps its groups through export and import (as each member's `group`, or as `setup.groups`), and a
duplicate keeps them."""

from __future__ import annotations

import json
from pathlib import Path

from gm_desk.rules import groups
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.cards.demo import demo_setup as cards_demo
from gm_desk.rules.rulesets.glowlands.demo import demo_setup as glowlands_demo
from gm_desk.store import repositories as repo
from gm_desk.store.autosave import resume, save_setup
from gm_desk.store.encounter_files import duplicate_encounter, export_document, import_encounter_file
from gm_desk.store.encounter_log import append_entry


def stored(setup: dict) -> int:
    campaign = repo.create_campaign("Groups", setup["ruleset"])
    return repo.create_encounter(campaign.id, setup["name"], setup["ruleset"], setup).id


def test_a_grouped_setup_is_saved_and_read_back_whole(store) -> None:
    encounter_id = stored(glowlands_demo())
    grouped = groups.join(repo.get_encounter(encounter_id).setup, ["caretaker", "peacekeeper"], "Keepers")
    save_setup(encounter_id, grouped, {"zones": {}}, drop_undone=False)
    back = repo.get_encounter(encounter_id).setup
    assert back == grouped
    assert groups.members(back) == {"Keepers": ["caretaker", "peacekeeper"]}
    assert resume(encounter_id).state.get("peacekeeper").group == "Keepers"


def test_a_fight_with_a_shared_pool_resumes_with_its_pool(store) -> None:
    setup = groups.join(glowlands_demo(), ["caretaker", "peacekeeper"], "Keepers")
    setup["options"] = {"shared_strain": True}
    encounter_id = stored(setup)
    enc = Encounter(setup)
    commands = [Command("start"), Command("gm.damage", args={"cid": "peacekeeper", "amount": 7})]
    for seq, cmd in enumerate(commands, 1):
        events = enc.apply(cmd)
        append_entry(encounter_id, seq, cmd.to_dict(), [e.to_dict() for e in events])
    again = resume(encounter_id)
    assert again.state.rs["pools"]["Keepers"] == {
        "strain": 7,
        "of": 22,
        "members": ["caretaker", "peacekeeper"],
    }
    assert again.state.to_dict() == enc.state.to_dict()


def test_an_exported_file_keeps_its_groups_and_comes_back_equal(store, tmp_path: Path) -> None:
    setup = groups.join(glowlands_demo(), ["hound", "moths"], "Beasts")
    encounter_id = stored(setup)
    doc = export_document(encounter_id)
    path = tmp_path / "beasts.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    done = import_encounter_file(path)
    assert export_document(done.encounter_id)["setup"] == doc["setup"]
    assert groups.members(repo.get_encounter(done.encounter_id).setup) == {"Beasts": ["hound", "moths"]}


def test_a_file_listing_setup_groups_comes_in_with_them(store, tmp_path: Path) -> None:
    setup = cards_demo()
    for c in setup["combatants"]:
        c.pop("group", None)
        c["stats"].pop("group_key", None)
    setup["groups"] = {"pack of two": ["w1", "w2"]}
    doc = {"format": "gm-desk-encounter", "version": 1, "setup": setup, "log": []}
    path = tmp_path / "pack.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    done = import_encounter_file(path)
    assert export_document(done.encounter_id)["setup"] == setup
    assert resume(done.encounter_id).state.get("w2").group == "pack of two"


def test_a_duplicate_keeps_the_groups(store) -> None:
    encounter_id = stored(groups.join(glowlands_demo(), ["hound", "moths"], "Beasts"))
    copy = duplicate_encounter(encounter_id)
    assert groups.members(copy.setup) == {"Beasts": ["hound", "moths"]}
