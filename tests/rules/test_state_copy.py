"""`copy_data`, the deep copy snapshots use for ruleset data, and the state clones built on it."""

from __future__ import annotations

from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.state import copy_data


def test_copy_data_copies_every_level_and_keeps_values_and_types() -> None:
    data = {"a": [1, {"b": (2, [3])}], "s": {4, 5}, "f": frozenset({6}), "n": None, "x": 1.5, "t": True}
    copied = copy_data(data)
    assert copied == data
    assert type(copied["a"][1]["b"]) is tuple and type(copied["f"]) is frozenset
    copied["a"][1]["b"][1].append(9)
    copied["a"].append(7)
    copied["s"].add(8)
    assert data == {
        "a": [1, {"b": (2, [3])}],
        "s": {4, 5},
        "f": frozenset({6}),
        "n": None,
        "x": 1.5,
        "t": True,
    }


def test_copy_data_deep_copies_anything_else() -> None:
    class Box:
        def __init__(self) -> None:
            self.items = [1]

    box = Box()
    copied = copy_data({"box": box})["box"]
    assert copied is not box and copied.items == [1] and copied.items is not box.items


def test_a_clone_shares_no_ruleset_data_with_its_original() -> None:
    enc = Encounter(demo_setup(), seed=1)
    state = enc.state
    state.rs["pending"].append({"who": "haelon", "hits": [1, 2]})
    state.get("haelon").rs["budget"] = {"action": 1}
    state.sched["order"] = ["haelon"]
    clone = state.clone()
    assert clone.to_dict() == state.to_dict()
    clone.rs["pending"][0]["hits"].append(3)
    clone.get("haelon").rs["budget"]["action"] = 0
    clone.sched["order"].append("brannoc")
    assert state.rs["pending"] == [{"who": "haelon", "hits": [1, 2]}]
    assert state.get("haelon").rs["budget"] == {"action": 1}
    assert state.sched["order"] == ["haelon"]
