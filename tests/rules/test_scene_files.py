"""Scene events and zone hazards in encounter files and map files: they round-trip, and a hostile file is
refused at the gate with the field at fault, before anything reads it."""

from __future__ import annotations

import json
import random
from collections import deque
from pathlib import Path
from typing import Any

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.intake import Refusal
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.zone_maps import check_map, from_encounter, map_document
from gm_desk.store.intake import encounter_file
from tests.rules.test_scene_events import play_until

BRIDGE = {
    "id": "bridge",
    "name": "The bridge",
    "text": "The ropes creak; a plank falls.",
    "when": "round_end",
}


def prepared(rid: str) -> dict[str, Any]:
    """The demo of `rid` with two scene events and a burning zone where its first PC stands."""
    setup = demo_setup_for(rid)
    setup["scene_events"] = [
        {**BRIDGE, "every": 2},
        {"id": "drums", "name": "Drums", "text": "Drums in the deep.", "when": "round_start", "round": 2},
    ]
    zone = next(c["zone"] for c in setup["combatants"] if c["kind"] == "PC")
    for z in setup["zones"]["zones"]:
        if z["id"] == zone:
            z["tags"] = sorted({*z.get("tags", []), "burning"})
            z["hazard"] = {
                "tag": "burning",
                "damage": "1d3",
                "hook": "round_start",
                "rounds": 4,
                "spread": 30,
            }
    return setup


def write(tmp_path: Path, doc: Any, name: str = "fight.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("rid", list(RULESETS))
def test_a_played_file_with_scene_events_and_hazards_round_trips(tmp_path: Path, rid: str) -> None:
    setup = prepared(rid)
    enc = Encounter(setup, dice=DiceBox(rng=random.Random(2), script=deque([2] * 4000)))
    play_until(enc, lambda e: e.state.round > 3)
    assert any(e.type == "SceneEventFired" for e in enc.events())
    assert any(e.type == "ZoneHazardStruck" for e in enc.events())
    assert enc.handle(Command("gm.dismiss_scene_event")).ok
    path = tmp_path / "fight.json"
    path.write_text(encounter_file.dumps(enc), encoding="utf-8")
    loaded = encounter_file.load(path)
    assert loaded.state.to_dict() == enc.state.to_dict()
    assert encounter_file.to_document(loaded) | {"app_version": 0} == encounter_file.to_document(enc) | {
        "app_version": 0
    }
    checked = encounter_file.load(path, redecide=True)
    assert checked.state.to_dict() == enc.state.to_dict()


def document(setup: dict[str, Any]) -> dict[str, Any]:
    return {"format": "gm-desk-encounter", "version": 1, "setup": setup, "log": []}


def with_events(rid: str, *events: Any) -> dict[str, Any]:
    setup = demo_setup_for(rid)
    setup["scene_events"] = list(events)
    return document(setup)


def with_hazard(hazard: Any, tags: list[str] | None = None) -> dict[str, Any]:
    setup = demo_setup_for("teams")
    setup["zones"]["zones"][1]["tags"] = tags if tags is not None else ["burning"]
    setup["zones"]["zones"][1]["hazard"] = hazard
    return document(setup)


HOSTILE = {
    "scene event with no text": (
        with_events("glowlands", {**BRIDGE, "text": ""}),
        "setup.scene_events[0].text",
    ),
    "scene event without text": (
        with_events("glowlands", {k: v for k, v in BRIDGE.items() if k != "text"}),
        'setup.scene_events[0]: needs "text"',
    ),
    "absurd round": (with_events("teams", {**BRIDGE, "round": 10**12}), "setup.scene_events[0].round"),
    "negative repeat": (with_events("cards", {**BRIDGE, "every": -2}), "setup.scene_events[0].every"),
    "a place in an alternating order": (
        with_events("factions", {**BRIDGE, "when": "order", "at": 2}),
        "setup.scene_events[0].when",
    ),
    "a card that is not in the deck": (
        with_events("cards", {**BRIDGE, "when": "order", "at": 12}),
        "setup.scene_events[0].at: must be a whole number from 1 to 10",
    ),
    "scene events an object": (
        with_events("marching") | {"setup": {**demo_setup_for("marching"), "scene_events": {}}},
        "setup.scene_events: must be a list",
    ),
    "too many scene events": (
        with_events("teams", *[{**BRIDGE, "id": f"e{i}"} for i in range(51)]),
        "setup.scene_events: may hold at most 50",
    ),
    "a scene event id twice": (with_events("teams", BRIDGE, BRIDGE), "setup.scene_events[1].id"),
    "an invisible name": (
        with_events("teams", {**BRIDGE, "name": "Bri\u200bdge"}),
        "setup.scene_events[0].name: ",
    ),
    "hazard damage as words": (
        with_hazard({"tag": "burning", "damage": "a lot"}),
        "setup.zones.zones[1].hazard.damage",
    ),
    "hazard on a tag the zone lacks": (
        with_hazard({"tag": "burning", "damage": 2}, tags=["cover"]),
        "setup.zones.zones[1].hazard.tag: names a tag the zone does not carry",
    ),
    "hazard spread over a hundred": (
        with_hazard({"tag": "burning", "damage": 2, "spread": 1000}),
        "setup.zones.zones[1].hazard.spread",
    ),
    "hazard a list": (with_hazard([1, 2]), "setup.zones.zones[1].hazard: must be a hazard"),
    "hazard for ages": (with_hazard({"tag": "burning", "damage": 2, "rounds": 10**7}), "hazard.rounds"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_file_is_refused_with_the_field_at_fault(tmp_path: Path, name: str) -> None:
    doc, where = HOSTILE[name]
    path = write(tmp_path, doc)
    with pytest.raises(EncounterFileError) as refused:
        encounter_file.load(path)
    message = str(refused.value)
    assert message.startswith("fight.json: ") and where in message, message
    assert "Traceback" not in message and "KeyError" not in message


def test_a_map_keeps_its_hazards_through_the_library_file() -> None:
    setup = prepared("glowlands")
    zone_map = from_encounter("Burning yard", setup, {"zones": {}})
    doc = map_document(zone_map)
    hazards = [z["hazard"] for z in doc["zones"] if "hazard" in z]
    assert hazards == [{"tag": "burning", "damage": "1d3", "hook": "round_start", "rounds": 4, "spread": 30}]
    again = check_map(json.loads(json.dumps(doc)), "yard.toml")
    assert again.zones == zone_map.zones


def test_a_map_file_with_a_bad_hazard_is_refused_by_its_field() -> None:
    setup = prepared("glowlands")
    doc = map_document(from_encounter("Burning yard", setup, {"zones": {}}))
    index = next(i for i, z in enumerate(doc["zones"]) if "hazard" in z)
    doc["zones"][index]["hazard"]["hook"] = "teatime"
    with pytest.raises(Refusal) as refused:
        check_map(doc, "yard.toml")
    assert str(refused.value).startswith(f"yard.toml: zones[{index}].hazard.hook: must be one of")
