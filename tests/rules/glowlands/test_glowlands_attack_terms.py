"""The roll's terms the rules give an attack panel: Threat, modifier, edge, and the natural 20."""

from __future__ import annotations

import pytest
from glowlands_kit import npc, pc, running, setup

from gm_desk.rules.dice import Roll
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands import attacks, rolls


def terms(weapon: str, reach: bool = False, **args) -> attacks.AttackTerms:
    enc = running(setup(pc("ann", engaged=["cat"], graceful=3), npc("cat", has_reach=reach, ranged_threat=7)))
    state = enc.state
    ann, cat = state.get("ann"), state.get("cat")
    cmd = Command("glowlands.attack", "ann", {"target": "cat", "weapon": weapon, **args})
    return attacks.attack_terms(state, cmd, ann, cat, attacks.find_weapon(ann, weapon))


def test_intimate_weapons_meet_reach_with_advantage_and_others_with_disadvantage() -> None:
    assert terms("Knife", reach=True).edge == "advantage"
    assert terms("Knife", reach=False).edge == "disadvantage"
    assert terms("Knife", reach=False, advantage=True).edge is None  # sources cancel (A7)
    assert terms("Sword").edge is None


def test_the_threat_and_the_modifier_come_from_the_sheets() -> None:
    bow = terms("Bow", aspects=["graceful"], modifier=2)
    assert (bow.threat_type, bow.threat, bow.modifier) == ("ranged", 7, 5)


def test_the_sheet_aspects_and_their_values() -> None:
    sheet = {"mighty": 1, "graceful": 3, "aspects": {"lucky": 2, "odd": 1, "bad": "x"}}
    assert rolls.sheet_aspects(sheet) == {"graceful": 3, "lucky": 2, "mighty": 1, "odd": 1}


@pytest.mark.parametrize(
    ("reading", "faces", "natural", "expected"),
    [
        ("kept", (3, 20), 3, False),
        ("any", (3, 20), 3, True),
        ("kept", (20,), 20, True),
        ("any", (7,), 7, False),
    ],
)
def test_the_natural_20_reading(reading, faces, natural, expected) -> None:
    enc = running(setup(pc("ann"), npc("cat"), natural_20=reading))
    roll = Roll("2d20kl1", min(faces), faces, (natural,), natural, "typed", "attack")
    assert rolls.is_natural_20(enc.state, roll) is expected
