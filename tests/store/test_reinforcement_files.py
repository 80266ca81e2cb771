"""An encounter with reinforcements (issue #31, item 4) and the GM's changes of the field (item 3) travels
in an encounter file: exported mid-fight and imported again, it replays to the same fight, the ones still
waiting still waiting."""

from __future__ import annotations

import json
from pathlib import Path

from gm_desk import store as repo
from gm_desk.rules import prep
from gm_desk.rules.arrival_book import waiting
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.store.autosave import load
from gm_desk.store.encounter_files import export_encounter_file, import_encounter_file
from gm_desk.store.encounter_log import append_entry


def test_a_fight_with_waiting_reinforcements_and_a_changed_map_round_trips(store: object, tmp_path: Path) -> None:
    setup = demo_setup_for("glowlands")
    setup = prep.arrive_at_round(setup, "moths", 3).setup
    setup = prep.arrive_at_round(setup, "hound", 2).setup
    campaign = repo.create_campaign("Files", "glowlands")
    record = repo.create_encounter(campaign.id, "Ambush", "glowlands", setup)
    enc = Encounter(setup, seed=4)
    enc.apply(Command("next"))
    enc.apply(Command("gm.unlink", args={"a": "yard", "b": "rubble"}))
    enc.apply(Command("gm.add_zone", args={"id": "pit", "name": "Sinkhole"}))
    enc.apply(Command("gm.bring_in", args={"cid": "hound"}))
    for seq, entry in enumerate(enc.log, 1):
        saved = entry.to_dict()
        append_entry(record.id, seq, saved["command"], saved["events"])
    path = tmp_path / "ambush.json"
    export_encounter_file(record.id, path)
    imported = import_encounter_file(path)
    again, _undone = load(imported.encounter_id)
    assert json.dumps(again.state.to_dict(), sort_keys=True) == json.dumps(enc.state.to_dict(), sort_keys=True)
    assert [c.id for c in waiting(again.state)] == ["moths"] and "hound" in again.state.combatants
    assert "pit" in again.state.zones.zones and frozenset(("yard", "rubble")) not in again.state.zones.links
