"""Groups in a setup: made and broken as a prep edit would (`rules.groups`), read by the engine from each
combatant's `group` or from `setup.groups`, one side per group (refused in words, and at its field in a
file), a name proposed from the members' names, and each system's rule for a group in words."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from gm_desk.rules import groups
from gm_desk.rules.encounter_check import check_setup
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.intake import Checker, Refusal
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.setup import SetupError


def creature(cid: str, name: str, side: str = "foes", **extra: Any) -> dict[str, Any]:
    strike = {"name": "Strike", "trigger": "melee", "range": "engaged", "damage": "1d4"}
    stats = {"ranged_threat": 10, "melee_threat": 10, "max_strain": 6, "retaliations": [strike]}
    return {"id": cid, "name": name, "kind": "NPC", "side": side, "zone": "yard", "stats": stats, **extra}


def glowlands_setup(*combatants: dict[str, Any], **extra: Any) -> dict[str, Any]:
    hero = {
        "id": "ann",
        "name": "Ann",
        "kind": "PC",
        "side": "party",
        "zone": "yard",
        "stats": {"skill_mastery": 2, "max_strain": 10},
    }
    return {
        "ruleset": "glowlands",
        "name": "Yard",
        "zones": {"zones": [{"id": "yard", "name": "Yard"}], "links": []},
        "sides": [
            {"id": "party", "name": "The party", "stance": "party"},
            {"id": "foes", "name": "Foes", "stance": "hostile"},
            {"id": "others", "name": "Others", "stance": "hostile"},
        ],
        "combatants": [hero, *combatants],
        **extra,
    }


def three_goblins() -> dict[str, Any]:
    return glowlands_setup(
        creature("g1", "Goblin"),
        creature("g2", "Goblin 2"),
        creature("g3", "Goblin 3"),
        creature("o", "Ogre"),
    )


# --- making and breaking groups ----------------------------------------------------------------------


def test_join_puts_each_member_in_the_group_and_leaves_the_setup_it_was_given_alone() -> None:
    before = three_goblins()
    kept = copy.deepcopy(before)
    after = groups.join(before, ["g1", "g2", "g3"], "  Goblins ")
    assert before == kept
    assert groups.members(after) == {"Goblins": ["g1", "g2", "g3"]}
    assert [c.get("group") for c in after["combatants"]] == [None, "Goblins", "Goblins", "Goblins", None]
    state = Encounter(after).state
    assert {cid: state.get(cid).group for cid in ("ann", "g1", "g2", "g3", "o")} == {
        "ann": None,
        "g1": "Goblins",
        "g2": "Goblins",
        "g3": "Goblins",
        "o": None,
    }


def test_joining_an_existing_group_adds_to_it_and_a_member_moved_out_of_a_pair_dissolves_it() -> None:
    s = groups.join(three_goblins(), ["g1", "g2"], "Pair")
    s = groups.join(s, ["g3", "o"], "Brutes")
    assert groups.members(s) == {"Pair": ["g1", "g2"], "Brutes": ["g3", "o"]}
    s = groups.join(s, ["g1"], "Brutes")  # g1 leaves the pair, which keeps one member and goes
    assert groups.members(s) == {"Brutes": ["g1", "g3", "o"]}
    assert groups.group_of(s, "g2") is None


def test_part_takes_members_out_and_a_group_of_one_is_dissolved() -> None:
    s = groups.join(three_goblins(), ["g1", "g2", "g3"], "Goblins")
    s = groups.part(s, ["g2"])
    assert groups.members(s) == {"Goblins": ["g1", "g3"]}
    s = groups.part(s, ["g3"])
    assert groups.members(s) == {}
    assert all("group" not in c for c in s["combatants"])


@pytest.mark.parametrize(
    ("cids", "name", "words"),
    [
        (["g1"], "Goblins", "two or more"),
        (["g1", "g2"], "   ", "needs a name"),
        (["g1", "g2"], "x" * 61, "at most 60"),
        (["g1", "ghost"], "Goblins", "'ghost' is not in this encounter"),
        (["g1", "ann"], "Mixed", "Goblin and Ann stand on different sides"),
    ],
)
def test_join_refuses_in_words(cids: list[str], name: str, words: str) -> None:
    with pytest.raises(groups.GroupError, match=words):
        groups.join(three_goblins(), cids, name)


def test_part_refuses_combatants_in_no_group() -> None:
    with pytest.raises(groups.GroupError, match="None of those combatants is in a group"):
        groups.part(three_goblins(), ["g1", "o"])


def test_setup_groups_of_a_file_are_read_as_each_members_group_and_join_and_part_keep_them_tidy() -> None:
    s = glowlands_setup(creature("w1", "Wolf"), creature("w2", "Wolf 2"), groups={"wolves": ["w1", "w2"]})
    assert Encounter(s).state.get("w2").group == "wolves"
    assert groups.members(s) == {"wolves": ["w1", "w2"]}
    parted = groups.part(s, ["w1"])  # the pair breaks: the listing goes with it
    assert "groups" not in parted and groups.members(parted) == {}


def test_a_group_across_two_sides_or_a_combatant_in_two_groups_is_refused_when_the_engine_is_built() -> None:
    split = glowlands_setup(
        creature("g1", "Goblin", group="Gang"), creature("x", "Xan", side="others", group="Gang")
    )
    with pytest.raises(SetupError, match=r"The group Gang has members on 2 sides \(Foes, Others\)"):
        Encounter(split)
    twice = glowlands_setup(
        creature("g1", "Goblin", group="Gang"), creature("g2", "Goblin"), groups={"Pack": ["g1", "g2"]}
    )
    with pytest.raises(SetupError, match="Goblin is put in two groups: Gang and Pack"):
        Encounter(twice)


def test_the_file_gate_names_the_field_of_a_group_across_sides_or_a_second_group() -> None:
    split = glowlands_setup(
        creature("g1", "Goblin", group="Gang"), creature("x", "Xan", side="others", group="Gang")
    )
    with pytest.raises(Refusal) as refused:
        check_setup(split, Checker("f.json"))
    assert refused.value.path == "setup.combatants[2].group"
    assert "a group stands on one side" in refused.value.expected
    twice = glowlands_setup(
        creature("g1", "Goblin", group="Gang"), creature("g2", "Goblin"), groups={"Pack": ["g2", "g1"]}
    )
    with pytest.raises(Refusal) as refused:
        check_setup(twice, Checker("f.json"))
    assert refused.value.path == "setup.groups.Pack[1]"


def test_a_late_joiner_cannot_join_a_group_of_another_side() -> None:
    s = groups.join(three_goblins(), ["g1", "g2"], "Goblins")
    enc = Encounter(s)
    enc.apply(Command("start"))
    stranger = creature("x", "Xan", side="others", group="Goblins")
    outcome = enc.handle(Command("gm.add_combatant", args={"combatant": stranger}))
    assert outcome.rejected is not None and outcome.rejected.code == "BAD_GROUP"
    assert "x" not in enc.state.combatants
    friend = creature("g4", "Goblin 4", group="Goblins")
    assert enc.handle(Command("gm.add_combatant", args={"combatant": friend})).ok
    assert enc.state.get("g4").group == "Goblins"


# --- a name for a new group --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "taken", "expected"),
    [
        (["Goblin", "Goblin 2", "Goblin 3"], set(), "Goblins"),
        (["Harpy", "Harpy 2"], set(), "Harpies"),
        (["Glass Moth", "Glass Moth #2"], set(), "Glass Moths"),
        (["Fox", "Fox 2"], set(), "Foxes"),
        (["Goblin", "Goblin 2"], {"goblins"}, "Goblins 2"),
        (["Goblin", "Ogre"], set(), "Group"),
        (["Goblin", "Ogre"], {"Group", "Group 2"}, "Group 3"),
    ],
)
def test_suggested_name(names: list[str], taken: set[str], expected: str) -> None:
    assert groups.suggested_name(names, taken) == expected


# --- each system says what a group does ----------------------------------------------------------------


def test_every_system_says_in_words_what_a_group_does_and_only_cards_give_it_one_turn_slot() -> None:
    rules = {
        rid: RULESETS[rid].make_ruleset() for rid in ("glowlands", "teams", "factions", "marching", "cards")
    }
    slots = {rid: rs.presentation.group_rule({}).shared_slot for rid, rs in rules.items()}
    assert slots == {"glowlands": False, "teams": False, "factions": False, "marching": False, "cards": True}
    assert not rules["cards"].presentation.group_rule({"group_cards": False}).shared_slot
    assert "one card" in rules["cards"].presentation.group_rule({}).words.lower()
    assert "morale" in rules["factions"].presentation.group_rule({}).words
    assert "Shared Strain for groups" in rules["glowlands"].presentation.group_rule({}).words
    assert "one Strain pool" in rules["glowlands"].presentation.group_rule({"shared_strain": True}).words
    for rid in ("teams", "marching"):
        assert "a group is a label" in rules[rid].presentation.group_rule({}).words
