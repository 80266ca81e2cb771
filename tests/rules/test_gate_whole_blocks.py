"""The encounter-file gate checks each stat block as a whole (as the pack import does) and each PC sheet
as the party editor does, and a system's own scene keys before that system reads them: every refusal
names the file and the field path, in a GM's words."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.store.intake import encounter_file
from tests.rules.test_hostile_encounter_files import PYTHON_WORDS, teams_npc, with_setup, with_stats

CLUB = {"name": "Club", "attributes": ["strength"], "proficiency": "martial", "damage": 5, "crit_damage": 7,
        "damage_type": "bludgeoning"}  # fmt: skip
BITE = {"name": "Bite", "trigger": "melee", "range": "engaged"}
CARETAKER = {"ranged_threat": 9, "melee_threat": 10, "max_strain": 8}


def cards_scene(**keys: object) -> dict:
    doc = with_setup(ruleset="cards", **keys)
    for combatant in doc["setup"]["combatants"]:
        combatant["stats"] = {}
    return doc


CASES = {
    "a weapon testing an attribute the creature lacks": (
        teams_npc(attributes={"strength": "d6"}, weapons=[{**CLUB, "attributes": ["wit"]}]),
        "setup.combatants[0].stats",
        "tests wit, which is not among the creature's attributes",
    ),
    "two weapons with one name": (
        teams_npc(attributes={"strength": "d6"}, weapons=[CLUB, CLUB]),
        "setup.combatants[0].stats",
        "Weapons 2 (Club) has the same name as Weapons 1",
    ),
    "two retaliations with one name": (
        with_stats(2, retaliations=[BITE, BITE]),
        "setup.combatants[2].stats",
        "Retaliations 2 (Bite) has the same name",
    ),
    "a PC sheet the party editor refuses": (
        with_stats(0, strain=20),
        "setup.combatants[0].stats",
        "strain must be a whole number between 0 and max_strain",
    ),
    "a circumstance with an unknown skill": (
        cards_scene(circumstances=[{"skill": 5}]),
        "setup.circumstances[0].skill",
        "must be one of the skills",
    ),
    "a circumstance that is not an object": (
        cards_scene(circumstances=[None]),
        "setup.circumstances[0]",
        "must be a circumstance",
    ),
    "an obstacle without its zones": (
        cards_scene(obstacles=[{"name": "Rubble"}]),
        "setup.obstacles[0].between",
        "must be a pair of zone ids",
    ),
    "an obstacle between unknown zones": (
        cards_scene(obstacles=[{"between": ["z1", "moon"]}]),
        "setup.obstacles[0].between[1]",
        "must be the id of a zone of the map",
    ),
    "a fire intensity without damage": (
        cards_scene(fire_table={"blaze": {"extinguish": 2}}),
        "setup.fire_table.blaze",
        'needs "damage"',
    ),
    "a fire damage as text": (
        cards_scene(fire_table={"blaze": {"damage": "lots", "extinguish": 2}}),
        "setup.fire_table.blaze.damage",
        "must be a whole number",
    ),
    "marching positions as a list": (
        with_setup(ruleset="marching", positions=[1, 2]),
        "setup.positions",
        "an object keyed by combatant id",
    ),
    "marching distance as text": (
        with_setup(ruleset="marching", distances={"haelon": "far"}),
        "setup.distances.haelon",
        "must be a whole number",
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_whole_blocks_and_scene_keys_are_refused_by_field_path(tmp_path: Path, name: str) -> None:
    doc, field_path, expected = CASES[name]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(EncounterFileError) as caught:
        encounter_file.load(path)
    message = str(caught.value)
    assert message.startswith(f"bad.json: {field_path}: "), message
    assert expected in message, message
    assert not any(words in message for words in PYTHON_WORDS), message


def test_a_valid_scene_and_complete_blocks_still_load(tmp_path: Path) -> None:
    doc = cards_scene(
        circumstances=[{"skill": "sneak", "extra": 1, "cause": "darkness"}],
        obstacles=[{"between": ["z1", "z2"], "skill": "force", "successes": 2, "maneuver": "slow"}],
        fire_table={"blaze": {"damage": 3, "extinguish": 2}},
    )
    path = tmp_path / "good.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    enc = encounter_file.load(path)
    assert enc.state.rs["circumstances"] == [{"skill": "sneak", "extra": 1, "cause": "darkness"}]
    path.write_text(json.dumps(teams_npc(attributes={"strength": "d6"}, weapons=[CLUB])), encoding="utf-8")
    assert encounter_file.load(path).state.get("x").stats["weapons"][0]["name"] == "Club"


def test_the_gate_knows_the_cards_systems_own_words() -> None:
    from gm_desk.rules.rulesets.cards import circumstances, model, movement, scene

    assert tuple(model.SKILLS) == scene.SKILLS
    assert scene.MAX_EXTRA == circumstances.MAX_EXTRA
    assert tuple(movement.MANEUVER_KINDS) == scene.MANEUVERS


@pytest.mark.parametrize(
    ("combatant", "words"),
    [
        ({"name": "X", "side": "party", "stats": 5}, "combatant.stats: must be the stat block"),
        ({"name": "X", "side": "party", "conditions": [5]}, "combatant.conditions[0]: must be a condition"),
        ({"name": "X", "side": "party", "res": [1]}, "combatant.res: must be an object"),
        ({"name": "X"}, "combatant: needs a side"),
        (
            {"name": "X", "side": "machines", "stats": {**CARETAKER, "retaliations": [BITE, BITE]}},
            "combatant.stats: Retaliations 2 (Bite) has the same name",
        ),
    ],
)
def test_a_combatant_added_mid_fight_is_refused_by_field_path(combatant: dict, words: str) -> None:
    from gm_desk.rules.engine import Encounter
    from gm_desk.rules.events import Command
    from tests.rules.test_encounter_file import SETUP

    enc = Encounter(copy.deepcopy(SETUP), seed=1)
    enc.apply(Command("start"))
    rejected = enc.handle(Command("gm.add_combatant", args={"combatant": combatant})).rejected
    assert rejected is not None and words in str(rejected), rejected
    assert not any(python in str(rejected) for python in PYTHON_WORDS), rejected


def test_a_cards_obstacle_command_is_refused_in_words() -> None:
    from gm_desk.rules.engine import Encounter
    from gm_desk.rules.events import Command

    enc = Encounter(cards_scene()["setup"], seed=1)
    args = {"between": ["z1", "z2"], "successes": "many"}
    rejected = enc.handle(Command("cards.obstacle", args=args)).rejected
    assert rejected is not None and "a whole number of successes from 1 to 10" in str(rejected), rejected
    assert "invalid literal" not in str(rejected)
