"""The engine on its own, with a toy ruleset: commands, events, rejections, undo, redo, snapshots, replay."""

from __future__ import annotations

import json
from collections import deque
from typing import ClassVar

import pytest

from gm_desk.rules import engine as engine_module
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter, Entry, Reject, ReplayError
from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import Prompt, Ruleset
from gm_desk.rules.setup import SetupError


class Toy(Ruleset):
    """Two fighters take turns; 'hit' rolls 1d6 and lowers the other's hp; 'greedy' rejects after emitting."""

    id = "toy"
    name = "Toy"
    reducers: ClassVar[dict] = {}

    def handlers(self):
        return {"start": self.start, "next": self.next, "hit": self.hit, "greedy": self.greedy}

    def initial_resources(self, c):
        return {"hp": 10}

    def start(self, tx, cmd):
        if tx.state.started:
            raise Reject("ALREADY_STARTED", "Started.")
        tx.emit("EncounterStarted", options={})
        self.start_round(tx, 1)
        self.start_turn(tx, "a", {"action": 1})

    def next(self, tx, cmd):
        actor = self.finish_turn(tx)
        self.start_turn(tx, "b" if actor == "a" else "a", {"action": 1})

    def hit(self, tx, cmd):
        me = self.require_turn(tx, cmd)
        self.spend(tx, me.id, "hit", {"action": 1})
        other = "b" if me.id == "a" else "a"
        r = tx.roll("1d6", "damage", me.id)
        tx.emit("ResourceChanged", cid=other, res="hp", value=tx.state.get(other).res["hp"] - r.total)

    def greedy(self, tx, cmd):
        tx.emit("ResourceChanged", cid="a", res="hp", value=99)
        raise Reject("NO_CHANGE", "Refused after a change.")

    def prompt(self, state):
        return Prompt("act", "", actor=state.actor)


SETUP = {
    "ruleset": "toy",
    "zones": {"zones": [{"id": "z"}, {"id": "y", "tags": ["difficult"]}], "links": [["z", "y"]]},
    "combatants": [
        {"id": "a", "name": "Ash", "kind": "PC", "side": "left", "zone": "z", "stats": {"speed": 2}},
        {"id": "b", "name": "Birch", "kind": "NPC", "side": "right", "zone": "z"},
    ],
}


def toy(script=()):
    return Encounter(SETUP, Toy(), dice=DiceBox(script=deque(script)))


def test_a_command_yields_events_that_fold_into_state() -> None:
    enc = toy([4])
    enc.apply(Command("start"))
    events = enc.apply(Command("hit", "a"))
    assert [e.type for e in events] == ["BudgetSpent", "RollMade", "ResourceChanged"]
    assert enc.state.get("b").res["hp"] == 6
    assert enc.state.turn.budget == {"action": 0}


def test_a_rejected_command_changes_nothing_and_says_why() -> None:
    enc = toy([4])
    enc.apply(Command("start"))
    enc.apply(Command("hit", "a"))
    before = enc.state.to_dict()
    outcome = enc.handle(Command("hit", "a"))
    assert outcome.rejected.code == "NO_ACTIONS_LEFT"
    assert "no action left" in outcome.rejected.message
    assert enc.handle(Command("hit", "b")).rejected.code == "NOT_YOUR_TURN"
    assert enc.handle(Command("fly")).rejected.code == "UNKNOWN_COMMAND"
    assert enc.state.to_dict() == before
    assert len(enc.log) == 2


def test_a_late_rejection_is_rolled_back() -> None:
    enc = toy()
    enc.apply(Command("start"))
    before = enc.state.to_dict()
    assert enc.handle(Command("greedy")).rejected.code == "NO_CHANGE"
    assert enc.state.to_dict() == before


def test_undo_and_redo_are_exact() -> None:
    enc = toy([4, 2])
    enc.apply(Command("start"))
    after_start = enc.state.to_dict()
    enc.apply(Command("hit", "a"))
    after_hit = enc.state.to_dict()
    assert enc.undo() is not None
    assert enc.state.to_dict() == after_start
    enc.redo()
    assert enc.state.to_dict() == after_hit
    enc.undo()
    enc.apply(Command("next"))  # a new command clears the redo stack
    assert not enc.can_redo
    assert enc.undo().command.type == "next"
    assert enc.undo().command.type == "start"
    assert enc.undo() is None


def test_undo_deep_in_a_long_log_uses_snapshots(monkeypatch) -> None:
    enc = toy([1] * 500)
    enc.apply(Command("start"))
    states = [enc.state.to_dict()]
    for _ in range(200):
        enc.apply(Command("hit"))
        enc.apply(Command("next"))
        states.append(enc.state.to_dict())
    total_events = sum(len(e.events) for e in enc.log)
    folded = []
    real_apply = engine_module.apply_event
    monkeypatch.setattr(engine_module, "apply_event", lambda *a: (folded.append(1), real_apply(*a)))
    enc.undo()
    enc.undo()
    assert enc.state.to_dict() == states[-2]
    # An undo restores the nearest snapshot and folds what follows it, never the whole log.
    most_per_entry = max(len(e.events) for e in enc.log)
    assert len(folded) <= 2 * engine_module.SNAPSHOT_EVERY * most_per_entry < total_events
    for expected in reversed(states[-40:-2]):
        enc.undo()
        enc.undo()
        assert enc.state.to_dict() == expected


def test_replay_folds_without_rolling_and_redecide_agrees() -> None:
    enc = toy([5, 6, 1])
    enc.apply(Command("start"))
    for _ in range(3):
        enc.apply(Command("hit"))
        enc.apply(Command("next"))
    saved = json.loads(json.dumps([e.to_dict() for e in enc.log]))
    entries = [Entry.from_dict(e) for e in saved]
    folded = Encounter.from_log(SETUP, entries, ruleset=Toy())
    assert folded.state.to_dict() == enc.state.to_dict()
    redecided = Encounter.from_log(SETUP, entries, ruleset=Toy(), redecide=True)
    assert redecided.state.to_dict() == enc.state.to_dict()


def test_redecide_spots_a_tampered_log() -> None:
    enc = toy([5])
    enc.apply(Command("start"))
    enc.apply(Command("hit"))
    raw = [e.to_dict() for e in enc.log]
    raw[1]["events"][-1]["value"] = 1  # someone edited the damage by hand
    with pytest.raises(ReplayError, match="Command 2"):
        Encounter.from_log(SETUP, [Entry.from_dict(e) for e in raw], ruleset=Toy(), redecide=True)


def test_commands_without_events_are_decided_with_their_dice() -> None:
    entries = [Entry(Command("start"), ()), Entry(Command("hit", dice={"damage": [3]}), ())]
    enc = Encounter.from_log(SETUP, entries, ruleset=Toy())
    assert enc.state.get("b").res["hp"] == 7


def test_check_decides_on_a_copy() -> None:
    enc = toy()
    enc.apply(Command("start"))
    before = enc.state.to_dict()
    assert enc.check(Command("hit", "a")) is None
    assert enc.check(Command("hit", "b")).code == "NOT_YOUR_TURN"
    assert enc.state.to_dict() == before and len(enc.log) == 1


def test_generic_gm_commands_undo_like_any_other() -> None:
    enc = toy()
    enc.apply(Command("start"))
    enc.apply(
        Command("gm.set_resource", args={"cid": "b", "res": "hp", "value": 3, "reason": "misremembered"})
    )
    enc.apply(Command("condition.add", args={"cid": "b", "name": "prone", "rounds": 2}))
    enc.apply(
        Command(
            "gm.add_combatant",
            args={"combatant": {"name": "Cedar", "kind": "NPC", "side": "right", "zone": "y"}},
        )
    )
    assert enc.state.get("b").res["hp"] == 3
    assert [c.name for c in enc.state.get("b").conditions] == ["prone"]
    assert "Cedar" in [c.name for c in enc.state.combatants.values()]
    for _ in range(3):
        enc.undo()
    assert enc.state.get("b").res["hp"] == 10 and not enc.state.get("b").conditions
    assert len(enc.state.combatants) == 2


def test_conditions_tick_and_expire_at_their_hook() -> None:
    enc = toy()
    enc.apply(Command("start"))
    enc.apply(
        Command("condition.add", args={"cid": "a", "name": "stunned", "rounds": 2, "hook": "turn_start"})
    )
    enc.apply(Command("next"))  # Birch's turn: Ash's condition does not tick
    assert enc.state.get("a").conditions[0].remaining == 2
    events = enc.apply(Command("next"))  # Ash's turn starts: tick
    assert "ConditionTicked" in [e.type for e in events]
    enc.apply(Command("next"))
    events = enc.apply(Command("next"))
    assert [e.data.get("reason") for e in events if e.type == "ConditionRemoved"] == ["expired"]
    assert not enc.state.get("a").conditions


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda s: s.update(ruleset="other"), "not 'toy'"),
        (lambda s: s["combatants"].append(dict(s["combatants"][0])), "share the id"),
        (lambda s: s["combatants"][0].update(zone="moon"), "unknown zone"),
        (lambda s: s["combatants"][0].update(engaged=["ghost"]), "unknown combatant"),
        (lambda s: s.update(options={"nope": 1}), "no option"),
        (lambda s: s["zones"].update(links=[["z", "z"]]), "zone map"),
    ],
)
def test_bad_setups_are_refused_with_a_sentence(change, message) -> None:
    setup = json.loads(json.dumps(SETUP))
    change(setup)
    with pytest.raises(SetupError, match=message):
        Encounter(setup, Toy())


def test_moving_respects_speed_difficult_terrain_and_engagement() -> None:
    enc = toy()
    enc.apply(Command("start"))
    enc.apply(Command("engage", args={"a": "a", "b": "b"}))
    assert enc.handle(Command("move", "a", {"to": "y"})).rejected.code == "ENGAGED"
    enc.apply(Command("disengage", args={"a": "a", "b": "b"}))
    enc.apply(Command("move", "a", {"to": "y"}))
    assert enc.state.get("a").zone == "y"
    assert enc.handle(Command("move", "a", {"to": "z"})).rejected.code == "NO_ACTIONS_LEFT"


class Buggy(Toy):
    def handlers(self):
        return {**super().handlers(), "crash": self.crash}

    def crash(self, tx, cmd):
        tx.emit("ResourceChanged", cid="a", res="hp", value=1)
        raise ZeroDivisionError("a rule divided by zero")


def test_a_bug_in_a_rule_changes_nothing_and_says_so() -> None:
    enc = Encounter(SETUP, Buggy())
    enc.apply(Command("start"))
    before = enc.state.to_dict()
    outcome = enc.handle(Command("crash"))
    assert outcome.rejected.code == "INTERNAL_ERROR"
    assert "nothing changed" in outcome.rejected.message
    assert isinstance(outcome.rejected.__cause__, ZeroDivisionError)
    assert enc.state.to_dict() == before and len(enc.log) == 1


@pytest.mark.parametrize(
    "typed", [{"successes": 2}, {"total": "x"}, {"total": 5, "natural": 0}, "15", None.__class__]
)
def test_odd_typed_dice_are_refused_with_a_sentence(typed) -> None:
    enc = toy()
    enc.apply(Command("start"))
    outcome = enc.handle(Command("hit", "a", dice={"damage": typed}))
    assert outcome.rejected.code == "BAD_DICE"
    assert enc.state.get("b").res["hp"] == 10
