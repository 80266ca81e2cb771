"""Faction Passing: indirect fire over a barrier, and improvised weapons handled as already damaged.

From the chapter: "Indirect ranged attacks. Can be directed at targets which aren't directly visible and
over obstacles [...] A WIT save to hit is always required." and "Barriers completely block attacks."
"Many mundane items can be used as improvised weapons. They work as a simple hand weapon or a simple
great weapon, but are handled as if they were already damaged." "Damaged weapons [...] are destroyed if
they are used to attack and a 1 is rolled on the damage die."
"""

from __future__ import annotations

import pytest
from factions_helpers import BOW, digest, encounter, fighter, make_setup, reject, run, start_round
from pydantic import ValidationError

from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.factions import arms
from gm_desk.rules.rulesets.factions.statblock import FactionsCreature, Weapon

MORTAR = {"name": "Mortar", "damage_die": "d8", "kind": "indirect", "range_zones": 3}
MORTAR_BLAST = {**MORTAR, "name": "Mortar bomb", "blast": True}
CHAIR = {"name": "Chair", "damage_die": "d6", "kind": "melee", "improvised": True}


def over_the_wall(*faces: int):
    """Ann with a bow and a mortar on the road; Cut two zones off on the hill, a barrier between them."""
    enc = encounter(
        make_setup(
            [
                fighter("ann", "players", kind="PC", weapons=[dict(BOW), dict(MORTAR), dict(MORTAR_BLAST)]),
                fighter("cut", "bandits", zone="hill"),
            ]
        ),
        *faces,
    )
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    return enc


# --- indirect fire over a barrier -----------------------------------------------------------------


def test_a_barrier_blocks_a_direct_attack_with_a_reason():
    enc = over_the_wall()
    outcome = enc.handle(
        {
            "type": "factions.attack",
            "actor": "ann",
            "args": {"target": "cut", "weapon": "Bow", "barrier": True},
        }
    )
    assert outcome.rejected.code == "BARRIER"
    assert "only an indirect attack can be aimed over it" in outcome.rejected.message
    assert enc.state.turn.budget["main"] == 1


def test_an_indirect_attack_goes_over_the_barrier_and_still_needs_its_save_to_hit():
    enc = over_the_wall(4, 7)  # WIT 10: a 4 passes; then the d8 damage die shows 7
    events = run(enc, "factions.attack", "ann", target="cut", weapon="Mortar", barrier=True)
    assert digest(events, "factions.AttackDeclared")[0][1]["save"] is True
    assert digest(events, "factions.ToHit") == [("factions.ToHit", {"attacker": "ann", "passed": True})]
    run(enc, "factions.no_reaction")
    assert enc.state.get("cut").res["health"] == 0


def test_an_indirect_attack_over_the_barrier_misses_on_a_failed_save():
    enc = over_the_wall(15)
    events = run(enc, "factions.attack", "ann", target="cut", weapon="Mortar", barrier=True)
    assert digest(events, "factions.ToHit", "factions.AttackResolved") == [
        ("factions.ToHit", {"attacker": "ann", "passed": False}),
        ("factions.AttackResolved", {"attacker": "ann", "results": [{"target": "cut", "result": "miss"}]}),
    ]
    assert enc.state.get("cut").res["health"] == 6


def test_an_indirect_blast_is_aimed_over_the_barrier_too():
    enc = over_the_wall(3)
    events = run(enc, "factions.attack", "ann", zone="hill", weapon="Mortar bomb", barrier=True)
    assert digest(events, "factions.ToHit") == [("factions.ToHit", {"attacker": "ann", "passed": True})]


def test_an_indirect_attack_still_obeys_its_own_limits_behind_a_barrier():
    enc = over_the_wall()
    assert reject(
        enc, "factions.attack", "ann", target="cut", weapon="Mortar", barrier=True, moving=True
    ) == ("MOVING")


# --- improvised weapons ---------------------------------------------------------------------------


def chair_fight(*faces: int):
    enc = encounter(
        make_setup([fighter("ann", "players", kind="PC", weapons=[dict(CHAIR)]), fighter("cut", "bandits")]),
        *faces,
    )
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    return enc


def test_an_improvised_weapon_starts_the_fight_damaged():
    enc = chair_fight()
    assert arms.weapon_state(enc.state.get("ann"), "Chair") == "damaged"


def test_an_improvised_weapon_breaks_on_a_1_like_a_damaged_weapon():
    enc = chair_fight(1)
    events = run(enc, "factions.attack", "ann", target="cut", unaware=True)
    assert digest(events, "factions.GearChanged") == [
        (
            "factions.GearChanged",
            {"cid": "ann", "item": "weapon:Chair", "state": "destroyed", "why": "rolled a 1"},
        )
    ]
    assert arms.weapon_state(enc.state.get("ann"), "Chair") == "destroyed"
    assert enc.state.get("cut").res["health"] == 5  # the blow still lands


def test_an_improvised_weapon_does_not_break_on_other_faces():
    enc = chair_fight(2)
    events = run(enc, "factions.attack", "ann", target="cut", unaware=True)
    assert digest(events, "factions.GearChanged") == []
    assert arms.weapon_state(enc.state.get("ann"), "Chair") == "damaged"


def test_the_stat_block_says_a_weapon_is_improvised_and_keeps_it_a_hand_or_great_weapon():
    block = FactionsCreature.model_validate(
        {"name": "Tavern brawler", "str": 10, "agi": 10, "wit": 10, "health_max": 6, "weapons": [dict(CHAIR)]}
    )
    assert block.weapons[0].improvised is True
    assert Weapon.model_validate({"name": "Rock", "damage_die": "d4"}).improvised is False
    with pytest.raises(ValidationError, match="improvised weapon works as a simple hand or great weapon"):
        Weapon.model_validate({**MORTAR, "improvised": True})


def test_the_pc_sheet_offers_the_improvised_flag_and_the_rules_check_it():
    rs = get_ruleset("factions")
    weapons = next(spec for spec in rs.presentation.pc_sheet() if spec.name == "weapons")
    flag = next(f for f in weapons.item.fields if f.name == "improvised")
    assert (flag.label, flag.kind, flag.default) == ("Improvised", "bool", False)
    sheet = {"str": 10, "agi": 10, "wit": 10, "health_max": 6, "weapons": [dict(CHAIR)]}
    assert rs.pc_sheet_problems("Ann", sheet) == []
    bad = {**sheet, "weapons": [{**BOW, "improvised": True}]}
    assert any("improvised" in p for p in rs.pc_sheet_problems("Ann", bad))
