"""autosave: `load` is the one loader (log folded, undone entries kept for redo), writes happen in one
transaction each, a prep edit drops undone entries only when asked, and `resume` writes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.errors import NotFoundError

NOTES = ["one", "two", "three"]


@pytest.fixture
def saved(store) -> tuple[int, Encounter]:
    """The demo encounter with three notes saved, the last one marked undone."""
    setup = demo_setup()
    encounter_id = repo.create_encounter(
        repo.create_campaign("C", "glowlands").id, "E", "glowlands", setup
    ).id
    enc = Encounter(setup)
    for text in NOTES:
        enc.apply(Command("gm.note", args={"text": text}))
        autosave.save_applied(encounter_id, enc, drop_tail=False)
    autosave.save_undo(encounter_id, 3, True)
    enc.undo()
    return encounter_id, enc


def texts(entries: list[Any]) -> list[str]:
    return [entry.command.args["text"] for entry in entries]


def test_load_folds_the_log_and_returns_the_undone_entries(saved) -> None:
    encounter_id, enc = saved
    loaded, undone = autosave.load(encounter_id)
    assert texts(loaded.log) == NOTES[:2] and texts(undone) == NOTES[2:]
    assert loaded.state.to_dict() == enc.state.to_dict()


def test_resume_is_load_with_the_redo_stack_and_writes_nothing(saved) -> None:
    encounter_id, _ = saved
    resumed = autosave.resume(encounter_id, seed=7)
    assert texts(resumed.redo_stack) == NOTES[2:]
    assert resumed.listener is None
    resumed.redo()
    resumed.apply(Command("gm.note", args={"text": "unsaved"}))
    assert [row.seq for row in repo.load_log(encounter_id)] == [1, 2]
    assert [row.seq for row in repo.load_undone(encounter_id)] == [3]


def test_save_undo_of_a_missing_entry_fails_and_marks_nothing(saved) -> None:
    encounter_id, _ = saved
    with pytest.raises(NotFoundError):
        autosave.save_undo(encounter_id, 9, True)
    assert [row.seq for row in repo.load_undone(encounter_id)] == [3]


def test_save_setup_keeps_undone_entries_unless_told_to_drop_them(saved) -> None:
    encounter_id, _ = saved
    setup = repo.get_encounter(encounter_id).setup
    setup["name"] = "Renamed"
    autosave.save_setup(encounter_id, setup, {"version": 1, "zones": {}}, drop_undone=False)
    assert repo.get_encounter(encounter_id).setup["name"] == "Renamed"
    assert [row.seq for row in repo.load_undone(encounter_id)] == [3]
    autosave.save_setup(encounter_id, setup, {"version": 1, "zones": {}}, drop_undone=True)
    assert repo.load_undone(encounter_id) == [] and repo.load_log(encounter_id) == []


def test_a_failed_save_setup_writes_nothing(saved) -> None:
    encounter_id, _ = saved
    before = repo.get_encounter(encounter_id).setup
    with pytest.raises(NotFoundError):
        autosave.save_setup(encounter_id + 99, before, {}, drop_undone=True)
    assert [row.seq for row in repo.load_log(encounter_id)] == [1, 2]


def test_an_undone_tail_that_no_longer_replays_on_the_saved_setup_is_not_offered(store) -> None:
    setup = demo_setup()
    encounter_id = repo.create_encounter(
        repo.create_campaign("C", "glowlands").id, "E", "glowlands", setup
    ).id
    enc = Encounter(setup)
    enc.apply(Command("gm.place", args={"cid": "ysolde", "zone": "gate"}))
    autosave.save_applied(encounter_id, enc, drop_tail=False)
    autosave.save_undo(encounter_id, 1, True)
    assert texts_of_types(autosave.load(encounter_id)[1]) == ["gm.place"]
    smaller = dict(setup, zones={"zones": [z for z in setup["zones"]["zones"] if z["id"] != "gate"]})
    smaller["zones"]["links"] = [link for link in setup["zones"]["links"] if "gate" not in link]
    smaller["combatants"] = [
        dict(c, zone="yard" if c.get("zone") == "gate" else c.get("zone"), engaged=[])
        for c in setup["combatants"]
    ]
    autosave.save_setup(encounter_id, smaller, {}, drop_undone=False)
    loaded, undone = autosave.load(encounter_id)
    assert loaded.log == [] and undone == []


def texts_of_types(entries: list[Any]) -> list[str]:
    return [entry.command.type for entry in entries]
