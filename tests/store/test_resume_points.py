"""Resume points: `save_applied` saves the state every RESUME_EVERY commands, and `load` folds from the
newest one at or below the log's head. Whatever the points, the state loaded is the state a full
replay of the log gives: after undo past a point, after a new command that drops it, with a point of
another program version, schema, format or setup (ignored), and in every system."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest

import gm_desk.store.autosave as autosave
from gm_desk.rules.demo import demo_setup_for, demo_setups
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.snapshots import exact_data, state_from_data, state_to_data
from gm_desk.store import repositories as repo

EVERY = 5  # a resume point every 5 commands, so a short fight has several


@pytest.fixture(autouse=True)
def often(monkeypatch) -> None:
    monkeypatch.setattr(autosave, "RESUME_EVERY", EVERY)


def _fight(ruleset_id: str, commands: int, seed: int = 3) -> tuple[int, Encounter]:
    """An encounter of the system's demo driven by legal commands, each saved as the app saves it."""
    setup = demo_setup_for(ruleset_id)
    campaign = repo.create_campaign(f"C {ruleset_id} {seed}", ruleset_id)
    encounter_id = repo.create_encounter(campaign.id, "E", ruleset_id, setup).id
    enc = Encounter(setup, seed=seed)
    ruleset = get_ruleset(ruleset_id)
    rng = random.Random(seed)
    while len(enc.log) < commands:
        offered = ruleset.legal_commands(enc.state) if enc.state.outcome is None else []
        cmd = rng.choice(offered) if offered else Command("gm.note", args={"text": f"note {len(enc.log)}"})
        if enc.handle(cmd).ok:
            autosave.save_applied(encounter_id, enc, drop_tail=False)
    return encounter_id, enc


def _replayed(encounter_id: int) -> Encounter:
    """The full replay the resume points must agree with: the log folded from the setup."""
    setup = repo.get_encounter(encounter_id).setup
    return Encounter.from_log(setup, [autosave.entry_of(row) for row in repo.load_log(encounter_id)])


def _points(encounter_id: int, path) -> list[int]:
    with sqlite3.connect(path) as con:
        return [seq for (seq,) in con.execute(
            "SELECT seq FROM encounter_snapshot WHERE encounter_id = ? ORDER BY seq", (encounter_id,)
        )]


@pytest.mark.parametrize("ruleset_id", sorted(demo_setups()))
def test_a_resumed_fight_is_the_full_replay_in_every_system(store, ruleset_id: str) -> None:
    encounter_id, enc = _fight(ruleset_id, 23)
    assert _points(encounter_id, store.path) == [5, 10, 15, 20]
    loaded, _undone = autosave.load(encounter_id)
    assert loaded.state == _replayed(encounter_id).state == enc.state
    assert [e.to_dict() for e in loaded.log] == [e.to_dict() for e in enc.log]
    # ... and it goes on alike: undo back past the point it resumed from, then the same command again.
    for _ in range(6):
        assert loaded.undo() is not None and enc.undo() is not None
    assert loaded.state == enc.state
    loaded.redo()
    enc.redo()
    assert loaded.state == enc.state


def test_the_resume_point_is_used(store, monkeypatch) -> None:
    encounter_id, enc = _fight("glowlands", 12)
    folded: list[int] = []
    real = Encounter.from_log.__func__  # type: ignore[attr-defined]

    def spy(cls, setup, entries, **kw):
        folded.append(kw.get("resume", (0,))[0] if kw.get("resume") else 0)
        return real(cls, setup, entries, **kw)

    monkeypatch.setattr(Encounter, "from_log", classmethod(spy))
    loaded, _ = autosave.load(encounter_id)
    assert folded == [10]
    assert loaded.state == enc.state


def test_undo_past_a_point_then_resume(store) -> None:
    encounter_id, enc = _fight("teams", 17)
    for seq in (17, 16, 15, 14):  # undone as the session does: marked, then undone in the engine
        autosave.save_undo(encounter_id, seq, True)
        enc.undo()
    loaded, undone = autosave.load(encounter_id)  # the point at 15 includes undone entries: the one at 10
    assert [len(loaded.log), len(undone)] == [13, 4]
    assert loaded.state == _replayed(encounter_id).state == enc.state
    # A new command drops the undone entries and the points beyond the head.
    cmd = Command("gm.note", args={"text": "after the undo"})
    enc.apply(cmd)
    autosave.save_applied(encounter_id, enc, drop_tail=True)
    assert _points(encounter_id, store.path) == [5, 10]
    loaded, undone = autosave.load(encounter_id)
    assert undone == [] and loaded.state == _replayed(encounter_id).state == enc.state


@pytest.mark.parametrize("key", ["program", "schema", "format", "setup"])
def test_a_point_of_another_version_or_setup_is_ignored(store, key: str) -> None:
    encounter_id, enc = _fight("glowlands", 11)
    seq, point = repo.latest_snapshot(encounter_id)
    assert seq == 10
    # The point claims another program (or schema, format, setup), and a state that is plainly wrong.
    wrong = enc.state.clone()
    wrong.round += 40
    point = {**point, key: "0.0.1-old" if key != "schema" else -1, "state": exact_data(wrong)}
    repo.save_snapshot(encounter_id, seq, point)
    loaded, _ = autosave.load(encounter_id)
    assert loaded.state == _replayed(encounter_id).state == enc.state


def test_a_damaged_point_is_ignored(store) -> None:
    encounter_id, enc = _fight("cards", 10)
    seq, point = repo.latest_snapshot(encounter_id)
    repo.save_snapshot(encounter_id, seq, {**point, "state": {"o": "os.system", "v": {}}})
    loaded, _ = autosave.load(encounter_id)
    assert loaded.state == enc.state
    repo.save_snapshot(encounter_id, seq, {**point, "state": [1, {"nonsense": True}]})
    assert autosave.load(encounter_id)[0].state == enc.state


def test_the_state_comes_back_exactly_through_json() -> None:
    for ruleset_id in sorted(demo_setups()):
        enc = Encounter(demo_setup_for(ruleset_id), seed=1)
        enc.state.rs["odd"] = {(1, "a"): {frozenset({"x"}), ("t",)}, 2: [(), {}]}
        data = json.loads(json.dumps(state_to_data(enc.state)))
        assert state_from_data(data) == enc.state
        assert exact_data(enc.state) is not None
    enc.state.rs["odd"] = object()  # no saved form: no resume point, never a wrong one
    assert exact_data(enc.state) is None
