"""Alternating Teams damage: types, reduction, endurance then health, staying conscious, death."""

from __future__ import annotations

import pytest
from teams_helpers import SPEAR, block, encounter, first, kinds, make_setup, refused, run, start

from gm_desk.rules.rulesets.teams import stats


def hurt(victim: dict | None = None, res: dict | None = None, **kw):
    """p1 hurt with a friend (p2) still standing far off, so p1 falling does not end the fight."""
    zones = {"p2": "tower", **kw.pop("zones", {})}
    setup = make_setup(
        {"players": ["p1", "p2"], "guards": ["g1"]}, stats={"p1": victim or block()}, zones=zones, **kw
    )
    setup["combatants"][0]["res"] = res or {}
    enc = encounter(setup)
    start(enc, instigator="g1", attacked_team="players")
    return enc


def p1(enc):
    return enc.state.get("p1")


@pytest.mark.parametrize(
    ("kind", "family"),
    [
        ("bludgeoning", "physical"),
        ("piercing", "physical"),
        ("slashing", "physical"),
        ("arcane", "elemental"),
        ("cold", "elemental"),
        ("fire", "elemental"),
        ("radiant", "elemental"),
        ("shock", "elemental"),
        ("void", "elemental"),
        ("psychic", "typeless"),
        ("typeless", "typeless"),
        (None, "typeless"),
        ("acid", "typeless"),
    ],
)
def test_the_damage_type_table(kind, family):
    assert stats.damage_family(kind) == family


def test_each_family_meets_its_own_deflection_and_a_hit_always_deals_one():
    armoured = block(deflection={"physical": 5, "elemental": 2})
    enc = hurt(armoured)
    for kind, amount, dealt in (("fire", 6, 4), ("slashing", 6, 1), ("psychic", 6, 6), ("cold", 1, 1)):
        events = run(enc, "teams.damage", cid="p1", amount=amount, damage_type=kind, reduce=True)
        assert first(events, "teams.Damage")["dealt"] == dealt


def test_gm_damage_is_dealt_as_given_unless_reduced():
    enc = hurt(block(deflection={"physical": 5, "elemental": 0}))
    events = run(enc, "teams.damage", cid="p1", amount=3, damage_type="slashing")
    assert first(events, "teams.Damage")["dealt"] == 3
    assert p1(enc).res["endurance"] == 7


def test_an_elemental_weapon_hit_uses_elemental_deflection():
    torch = dict(SPEAR, name="Torch", damage_type="fire", damage=2)
    setup = make_setup(
        {"players": ["p1"], "guards": ["g1"]},
        stats={"p1": block(weapons=[torch]), "g1": block(deflection={"physical": 9, "elemental": 1})},
    )
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    events = run(enc, "teams.attack", "p1", (3, 3, 5), target="g1")
    hit = first(events, "teams.Damage")
    assert (hit["family"], hit["raw"], hit["reduction"], hit["dealt"]) == ("elemental", 9, 1, 8)


def test_a_larger_target_gains_deflection_and_loses_evasion():
    setup = make_setup(
        {"players": ["p1"], "guards": ["ogre"]},
        stats={
            "p1": block(size=3),
            "ogre": block(size=5, evasion=5, deflection={"physical": 1, "elemental": 0}),
        },
    )
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    events = run(enc, "teams.attack", "p1", (1, 1, 5), target="ogre")
    resolved = first(events, "teams.AttackResolved")
    assert (resolved["size_diff"], resolved["evasion"], resolved["hit"]) == (-2, 3, True)
    assert first(events, "teams.Damage")["reduction"] == 3


def test_a_smaller_target_cannot_have_deflection_below_zero():
    setup = make_setup(
        {"players": ["p1"], "guards": ["rat"]}, stats={"p1": block(size=6), "rat": block(size=2)}
    )
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    events = run(enc, "teams.attack", "p1", (6, 6, 5), target="rat")
    assert first(events, "teams.Damage")["reduction"] == 0


# --- endurance, health, harmed, bloodied ----------------------------------------------------------


def test_harmed_at_half_endurance_and_bloodied_below_full_health():
    enc = hurt(block(endurance_max=10))
    run(enc, "teams.damage", cid="p1", amount=4)
    assert not stats.harmed(p1(enc))
    run(enc, "teams.damage", cid="p1", amount=1)
    assert stats.harmed(p1(enc)) and not stats.bloodied(p1(enc))
    run(enc, "teams.damage", cid="p1", amount=6)
    assert (p1(enc).res["endurance"], p1(enc).res["health"]) == (0, 9)
    assert stats.bloodied(p1(enc))
    assert not stats.harmed(enc.state.get("g1"))


def test_without_endurance_nobody_is_harmed_and_damage_goes_to_health():
    enc = hurt(block(endurance_max=0, constitution=5))
    run(enc, "teams.damage", cid="p1", amount=2)
    assert p1(enc).res["health"] == 8 and not stats.harmed(p1(enc))


def test_no_stay_conscious_check_while_missing_health_is_within_constitution():
    enc = hurt(block(endurance_max=0, constitution=3, stamina_max=2))
    events = run(enc, "teams.damage", cid="p1", amount=3)
    assert "teams.StayConsciousNeeded" not in kinds(events)
    events = run(enc, "teams.damage", cid="p1", amount=1)
    assert first(events, "teams.StayConsciousNeeded")["dc"] == 4


# --- staying conscious ----------------------------------------------------------------------------


def needs_fortify():
    enc = hurt(block(endurance_max=0, constitution=1, stamina_max=2, proficiencies={"fortitude": 1}))
    run(enc, "teams.damage", cid="p1", amount=6)
    return enc


def test_a_failed_fortify_knocks_out():
    enc = needs_fortify()
    events = run(enc, "teams.stay_conscious", "p1", (1, 1, 5), choice="fortify")
    assert first(events, "teams.Test")["success"] is False
    assert (p1(enc).status, p1(enc).substatus) == ("down", "unconscious")


def test_choosing_to_fall_costs_nothing():
    enc = needs_fortify()
    run(enc, "teams.stay_conscious", "p1", choice="fall")
    assert p1(enc).substatus == "unconscious"
    assert p1(enc).res["stamina"] == 2 and p1(enc).rs["budget"]["reaction"] == 1


def test_guard_helps_the_stay_conscious_test():
    enc = hurt(block(endurance_max=0, constitution=1, stamina_max=2), options={"auto_end_turn": False})
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="p1")
    run(enc, "teams.guard", "p1")
    run(enc, "teams.damage", cid="p1", amount=5)  # missing 5
    events = run(enc, "teams.stay_conscious", "p1", (2, 2, 5), choice="fortify")
    assert first(events, "teams.Test")["total"] == 5 and p1(enc).status == "active"


def test_the_stay_conscious_decision_blocks_everything_else_and_belongs_to_the_victim():
    enc = needs_fortify()
    assert refused(enc, "end_turn") == "SETTLE_FIRST"
    assert refused(enc, "next") == "SETTLE_FIRST"
    assert refused(enc, "teams.interact", "g1", what="x") == "SETTLE_FIRST"
    assert refused(enc, "teams.damage", cid="p1", amount=1) == "SETTLE_FIRST"
    assert refused(enc, "teams.stay_conscious", "g1", choice="fall") == "NOT_YOUR_DECISION"
    assert refused(enc, "teams.stay_conscious", "p1", choice="pray") == "BAD_ARGUMENT"
    assert refused(enc, "teams.defend", "p1", reaction="none") == "NOTHING_PENDING"


def test_a_spent_reaction_means_falling_at_once():
    enc = hurt(block(endurance_max=0, constitution=0, stamina_max=3))
    run(enc, "teams.fortify", cid="p1", dice=(1, 1, 1), dc=1)
    events = run(enc, "teams.damage", cid="p1", amount=1)
    assert first(events, "teams.KnockedOut")["why"] == "no reaction or stamina left to fortify"


# --- zero health and death ------------------------------------------------------------------------


def test_exactly_zero_health_knocks_out_without_risking_death():
    enc = hurt(block(endurance_max=0), res={"health": 4})
    events = run(enc, "teams.damage", cid="p1", amount=4)
    assert "teams.DeathTest" not in kinds(events)
    assert (p1(enc).status, p1(enc).res["health"]) == ("down", 0)


def test_cheating_death_raises_the_difficulty_by_five_for_good():
    enc = hurt(block(endurance_max=0), res={"health": 4})
    events = run(enc, "teams.damage", cid="p1", dice=(12,), amount=6)
    death = first(events, "teams.DeathTest")
    assert (death["luck"], death["dc"], death["passed"]) == (12, 10, True)
    assert p1(enc).res["death_dc"] == 15 and p1(enc).substatus == "unconscious"
    events = run(enc, "teams.damage", cid="p1", dice=(14,), amount=1)
    assert first(events, "teams.DeathTest")["dc"] == 15
    assert p1(enc).status == "dead"
    assert refused(enc, "teams.damage", cid="p1", amount=1) == "TARGET_OUT"


def test_the_luck_modifier_counts_against_death():
    enc = hurt(block(endurance_max=0, luck_mod=3, death_dc=12), res={"health": 1})
    events = run(enc, "teams.damage", cid="p1", dice=(9,), amount=5)
    assert first(events, "teams.DeathTest")["luck"] == 12 and p1(enc).status == "down"


def test_nonlethal_overflow_spares_the_death_test_but_not_at_zero_health():
    enc = hurt(block(endurance_max=0), res={"health": 3})
    events = run(enc, "teams.damage", cid="p1", amount=9, nonlethal=True)
    assert "teams.DeathTest" not in kinds(events) and p1(enc).substatus == "unconscious"
    events = run(enc, "teams.damage", cid="p1", dice=(2,), amount=1, nonlethal=True)
    assert first(events, "teams.DeathTest")["passed"] is False
    assert p1(enc).status == "dead"


def test_a_nonlethal_weapon_knocks_out_without_a_death_test():
    club = dict(SPEAR, name="Club", damage_type="bludgeoning", nonlethal=True)
    setup = make_setup(
        {"players": ["p1"], "guards": ["g1"]},
        stats={"g1": block(weapons=[club]), "p1": block(endurance_max=0, health_max=3)},
    )
    enc = encounter(setup)
    start(enc, instigator="g1", attacked_team="players")
    events = run(enc, "teams.attack", "g1", (6, 6, 5), target="p1")
    assert "teams.DeathTest" not in kinds(events) and p1(enc).res["health"] == 0


def test_any_damage_at_zero_health_risks_death_even_if_endurance_takes_it():
    enc = hurt(block(endurance_max=5), res={"health": 0, "endurance": 5})
    run(enc, "gm.set_status", cid="p1", status="down", substatus="unconscious")
    events = run(enc, "teams.damage", cid="p1", dice=(10,), amount=1)
    assert first(events, "teams.DamageApplied")["to_health"] == 0
    assert first(events, "teams.DeathTest")["passed"] is True


def test_a11_whole_hit_option_compares_the_whole_hit_with_the_health_left():
    for option, risked in (("health_part", False), ("whole_hit", True)):
        enc = hurt(block(endurance_max=3), res={"health": 2}, options={"death_overflow": option})
        events = run(enc, "teams.damage", cid="p1", dice=(15,) if risked else (), amount=5)
        assert ("teams.DeathTest" in kinds(events)) is risked


def test_damage_to_an_unconscious_character_with_health_left_asks_nothing():
    enc = hurt(block(endurance_max=0, stamina_max=2, constitution=0))
    run(enc, "gm.set_status", cid="p1", status="down", substatus="unconscious")
    events = run(enc, "teams.damage", cid="p1", amount=2)
    assert "teams.StayConsciousNeeded" not in kinds(events) and p1(enc).res["health"] == 8


def test_gm_damage_needs_a_started_fight_and_a_sane_amount():
    setup = make_setup({"players": ["p1"], "guards": ["g1"]})
    enc = encounter(setup)
    assert refused(enc, "teams.damage", cid="p1", amount=2) == "NOT_STARTED"
    start(enc, instigator="p1", attacked_team="guards")
    assert refused(enc, "teams.damage", cid="p1", amount=0) == "BAD_ARGUMENT"
    assert refused(enc, "teams.damage", cid="p1", amount="3") == "BAD_ARGUMENT"
    assert refused(enc, "teams.damage", cid="nobody", amount=3) == "UNKNOWN_COMBATANT"
