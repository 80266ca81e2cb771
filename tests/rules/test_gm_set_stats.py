"""`gm.set_stats`: the GM gives one combatant a new stat block mid-fight (a bestiary entry edited after
the fight began). Checked by the system's own `check_combatant`, logged as `StatsReplaced`, undoable and
replayable like any command; the tracks (health...) stay as they are."""

from __future__ import annotations

from collections import deque

import pytest

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.factions import demo_setup

NEW_BLOCK = {
    **demo_setup()["combatants"][2]["stats"],
    "wit": 12,
    "health_max": 7,
    "armour": 2,
    "weapons": [{"name": "Hatchet", "damage_die": "d8", "kind": "melee"}],
}


def started() -> Encounter:
    enc = Encounter(demo_setup(), dice=DiceBox(script=deque()))
    enc.apply(Command("start"))
    return enc


def set_stats(stats, cid="cutthroat", **extra) -> Command:
    return Command("gm.set_stats", args={"cid": cid, "stats": stats, **extra})


def test_the_new_block_replaces_the_old_one_and_says_what_changed() -> None:
    enc = started()
    old = enc.state.get("cutthroat").stats
    health = enc.state.get("cutthroat").res["health"]
    events = enc.apply(set_stats(NEW_BLOCK, reason="bestiary entry edited"))
    assert [(e.type, e.data) for e in events] == [
        (
            "GMOverrideApplied",
            {"what": "new stat block for Bandit Cutthroat", "reason": "bestiary entry edited"},
        ),
        ("StatsReplaced", {"cid": "cutthroat", "stats": NEW_BLOCK, "was": old}),
    ]
    c = enc.state.get("cutthroat")
    assert c.stats == NEW_BLOCK
    assert c.res["health"] == health == 5  # tracks are the GM's to set: the block alone changes
    assert [enc.describe(e) for e in events] == [
        "GM override: new stat block for Bandit Cutthroat (bestiary entry edited).",
        "Bandit Cutthroat's stat block: wit 8 → 12, maximum health 5 → 7, armour 1 → 2, weapons changed.",
    ]


def test_the_state_keeps_its_own_copy_of_the_block() -> None:
    enc = started()
    block = {**NEW_BLOCK, "weapons": [dict(NEW_BLOCK["weapons"][0])]}
    enc.apply(set_stats(block))
    block["wit"] = 20
    block["weapons"][0]["damage_die"] = "d12"
    assert enc.state.get("cutthroat").stats == NEW_BLOCK


def test_undo_redo_and_replay_are_exact() -> None:
    enc = started()
    before = enc.state.to_dict()
    enc.apply(set_stats(NEW_BLOCK))
    after = enc.state.to_dict()
    enc.undo()
    assert enc.state.to_dict() == before
    enc.redo()
    assert enc.state.to_dict() == after
    replayed = Encounter.from_log(demo_setup(), enc.log)
    assert replayed.state.to_dict() == after
    assert replayed.state.get("cutthroat").stats == NEW_BLOCK


def test_an_older_snapshot_is_not_changed_by_a_later_block() -> None:
    # Snapshots share stat blocks with the live state; the reducer must never edit one in place.
    enc = started()
    for _ in range(40):  # past the engine's snapshot interval
        enc.apply(Command("gm.note", args={"text": "tick"}))
    at_notes = enc.state.to_dict()
    enc.apply(set_stats(NEW_BLOCK))
    enc.apply(set_stats({**NEW_BLOCK, "wit": 14}))
    enc.undo()
    enc.undo()
    assert enc.state.to_dict() == at_notes


@pytest.mark.parametrize(
    ("cmd", "code"),
    [
        (set_stats({**NEW_BLOCK, "wit": 30}), "BAD_COMBATANT"),
        (set_stats({**NEW_BLOCK, "health_max": 0}), "BAD_COMBATANT"),
        (set_stats(demo_setup()["combatants"][2]["stats"]), "NO_CHANGE"),
        (set_stats(NEW_BLOCK, cid="nobody"), "UNKNOWN_COMBATANT"),
        (set_stats([1, 2]), "BAD_ARGUMENT"),
        (Command("gm.set_stats", args={"cid": "cutthroat"}), "MISSING_ARGUMENT"),
    ],
)
def test_refusals_change_nothing(cmd: Command, code: str) -> None:
    enc = started()
    before = enc.state.to_dict()
    outcome = enc.handle(cmd)
    assert outcome.rejected is not None and outcome.rejected.code == code
    assert enc.state.to_dict() == before


def test_the_reason_for_a_bad_block_names_the_combatant_and_the_problem() -> None:
    outcome = started().handle(set_stats({**NEW_BLOCK, "wit": 30}))
    assert outcome.rejected.message == "Bandit Cutthroat: WIT must be a whole number from 1 to 20"


def test_a_removed_combatant_or_an_ended_fight_takes_no_new_block() -> None:
    enc = started()
    enc.apply(Command("gm.remove_combatant", args={"cid": "archer"}))
    assert enc.handle(set_stats(NEW_BLOCK, cid="archer")).rejected.code == "UNKNOWN_COMBATANT"
    enc.apply(Command("gm.end", args={"result": "victory"}))
    assert enc.handle(set_stats(NEW_BLOCK)).rejected.code == "ENCOUNTER_ENDED"
