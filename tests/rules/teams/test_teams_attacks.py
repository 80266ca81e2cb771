"""Alternating Teams attacks: the test, the luck die, strays, advantage, the penalty, reach, killing strikes.

Dice are scripted in rolling order: the attack test (attribute die, combat die) once per advantage
level, then the luck die, then the stray die.
"""

from __future__ import annotations

from teams_helpers import (
    SHORTBOW,
    SPEAR,
    block,
    encounter,
    first,
    kinds,
    make_setup,
    refused,
    run,
    start,
)

from gm_desk.rules.rulesets.teams import rolls

ARCHER = block(attributes={"dexterity": "d6"}, proficiencies={"finesse": 2}, weapons=[dict(SHORTBOW)])


def duel(p1: dict | None = None, g1: dict | None = None, **kw):
    enc = encounter(
        make_setup(
            {"players": ["p1"], "guards": ["g1"]}, stats={"p1": p1 or block(), "g1": g1 or block()}, **kw
        )
    )
    start(enc, instigator="p1", attacked_team="guards")
    return enc


def attack(enc, dice, attacker="p1", **args):
    events = run(enc, "teams.attack", attacker, dice, **args)
    return first(events, "teams.AttackResolved"), events


# --- the test and the luck die --------------------------------------------------------------------


def test_a_critical_cannot_miss():
    enc = duel(g1=block(evasion=30))
    resolved, events = attack(enc, (1, 1, 19), target="g1")
    assert (resolved["total"], resolved["crit"], resolved["hit"]) == (3, True, True)
    assert first(events, "teams.Damage")["raw"] == 3 + 8


def test_a_miss_deals_nothing_and_still_counts_for_the_penalty():
    enc = duel(g1=block(evasion=30))
    resolved, events = attack(enc, (6, 6, 18), target="g1")
    assert resolved["hit"] is False
    assert "teams.Damage" not in kinds(events)
    assert enc.state.get("p1").rs["attacks"] == 1


def test_an_ordinary_test_gains_four_on_a_luck_of_twenty_but_an_attack_does_not():
    enc = duel(p1=block(weapons=[dict(SPEAR, crit_threshold=30)]), g1=block(evasion=30))
    resolved, _ = attack(enc, (1, 1, 20), target="g1")
    assert (resolved["total"], resolved["luck"], resolved["crit"], resolved["hit"]) == (3, 20, False, False)
    enc = duel()
    events = run(enc, "teams.short_task", "p1", (3, 2, 20), what="x", attribute="strength", skill="athletics")
    assert first(events, "teams.ShortTask")["total"] == 5 + rolls.LUCK_BONUS


def test_the_luck_die_and_its_modifier_follow_the_options():
    enc = duel(p1=block(luck_mod=2), g1=block(evasion=30), options={"luck_die": "d12"})
    resolved, events = attack(enc, (1, 1, 12), target="g1")
    roll = [e for e in events if e.type == "RollMade"][-1]
    assert (roll["expr"], roll["purpose"], resolved["luck"]) == ("1d12+2", "attack_luck", 14)


# --- strays ---------------------------------------------------------------------------------------


def grid_fight(**kw):
    setup = make_setup(
        {"players": ["archer", "ally", "ally2"], "guards": ["enemy", "other"]},
        stats={"archer": ARCHER},
        pos={"enemy": [5, 5], "ally": [5, 6], "other": [4, 4], "archer": [5, 12], "ally2": [0, 0]},
        **kw,
    )
    enc = encounter(setup)
    start(enc, instigator="archer", attacked_team="guards")
    return enc


def test_a_stray_picks_among_everyone_next_to_the_target_by_die():
    enc = grid_fight()
    resolved, events = attack(enc, (1, 1, 1, 1), "archer", target="enemy")
    stray = first(events, "teams.StrayShot")
    assert stray["candidates"] == ["ally", "other"]
    assert stray["target"] == "ally"
    enc = grid_fight()
    resolved, events = attack(enc, (1, 1, 1, 2), "archer", target="enemy")
    assert first(events, "teams.StrayShot")["target"] == "other"
    assert resolved["target"] == "other" and resolved["evasion"] == 5


def test_no_stray_without_bystanders_or_with_a_melee_weapon():
    enc = grid_fight()
    run(enc, "teams.place", cid="ally", pos=[9, 9])
    run(enc, "teams.place", cid="other", pos=[9, 8])
    resolved, events = attack(enc, (1, 1, 1), "archer", target="enemy")
    assert "teams.StrayShot" not in kinds(events) and resolved["target"] == "enemy"
    enc = duel(g1=block(evasion=1))
    resolved, events = attack(enc, (1, 1, 1), target="g1")
    assert "teams.StrayShot" not in kinds(events)


def test_the_attacker_is_spared_a_stray_unless_the_option_says_otherwise():
    def point_blank(**kw):
        setup = make_setup(
            {"players": ["archer"], "guards": ["enemy"]},
            stats={"archer": ARCHER, "enemy": block(evasion=30)},
            pos={"enemy": [5, 5], "archer": [5, 6]},
            **kw,
        )
        enc = encounter(setup)
        start(enc, instigator="archer", attacked_team="guards")
        return enc

    _, events = attack(point_blank(), (1, 1, 1), "archer", target="enemy")
    assert "teams.StrayShot" not in kinds(events)
    _resolved, events = attack(
        point_blank(options={"stray_includes_attacker": True}), (6, 6, 1, 1), "archer", target="enemy"
    )
    assert first(events, "teams.StrayShot")["target"] == "archer"


def test_on_a_zone_map_a_stray_hits_someone_engaged_with_the_target():
    setup = make_setup(
        {"players": ["archer", "ally"], "guards": ["enemy"]},
        stats={"archer": ARCHER},
        zones={"archer": "yard"},
    )
    setup["combatants"][1]["engaged"] = ["enemy"]
    enc = encounter(setup)
    start(enc, instigator="archer", attacked_team="guards")
    _, events = attack(enc, (1, 1, 1, 1), "archer", target="enemy")
    assert first(events, "teams.StrayShot")["candidates"] == ["ally"]


# --- advantage ------------------------------------------------------------------------------------


def test_disadvantage_keeps_the_worst_roll():
    enc = duel(p1=ARCHER, g1=block(evasion=30))
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "teams.drop_prone", "g1")
    run(enc, "teams.seek_cover", "g1", behind_cover=True)
    run(enc, "end_turn")
    run(enc, "next")  # round 2: p1, the players' only member
    resolved, _ = attack(enc, (6, 6, 1, 1, 3, 3, 5), target="g1")
    assert resolved["sources"] == {"prone": -1, "cover": -1}
    assert resolved["rolls"] == [14, 4, 8] and resolved["total"] == 4


def test_melee_against_a_prone_target_has_advantage():
    enc = duel(g1=block(evasion=30))
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "teams.drop_prone", "g1")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="p1")
    resolved, _ = attack(enc, (1, 1, 2, 2, 5), target="g1")
    assert resolved["sources"] == {"prone": 1} and resolved["total"] == 5


def test_a6_flat_bonus_option_rolls_once_and_adds_two_per_level():
    enc = duel(g1=block(evasion=30), options={"advantage": "flat_bonus"})
    resolved, _ = attack(enc, (1, 1, 5), target="g1", unseen=True, flank=True)
    assert resolved["advantage"] == 2
    assert resolved["rolls"] == [3] and resolved["total"] == 3 + 4


def test_flank_is_declared_on_a_zone_map():
    enc = duel(g1=block(evasion=30))
    resolved, _ = attack(enc, (1, 1, 2, 2, 5), target="g1", flank=True)
    assert resolved["sources"] == {"flank": 1}


def test_two_enemies_side_by_side_do_not_flank():
    setup = make_setup(
        {"players": ["p1", "p2", "archer"], "guards": ["g1"]},
        stats={"archer": ARCHER, "g1": block(evasion=30)},
        pos={"g1": [5, 5], "p1": [4, 5], "p2": [4, 6], "archer": [5, 12]},
    )
    enc = encounter(setup)
    start(enc, instigator="archer", attacked_team="guards")
    resolved, _ = attack(enc, (1, 1, 5), "archer", target="g1")
    assert resolved["sources"] == {}


def test_diagonal_opposites_flank():
    setup = make_setup(
        {"players": ["p1", "p2"], "guards": ["g1"]},
        stats={"g1": block(evasion=30)},
        pos={"g1": [5, 5], "p1": [4, 4], "p2": [6, 6]},
    )
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    resolved, _ = attack(enc, (1, 1, 2, 2, 5), target="g1")
    assert resolved["sources"] == {"flank": 1}


# --- the multiple attack penalty ------------------------------------------------------------------


def test_the_penalty_grows_by_two_per_earlier_attack_and_resets_each_round():
    enc = duel(g1=block(evasion=30))
    for expected in (0, 2, 4):
        resolved, _ = attack(enc, (1, 1, 5), target="g1")
        assert resolved["map_penalty"] == expected
    run(enc, "teams.pick", cid="g1")
    run(enc, "end_turn")
    assert enc.state.get("p1").rs["attacks"] == 0


def test_off_turn_attacks_count_toward_the_penalty():
    enc = duel(g1=block(evasion=30))
    run(enc, "teams.ready", "p1", action={"type": "teams.attack", "args": {"target": "g1"}}, trigger="x")
    run(enc, "teams.pick", cid="g1")
    run(enc, "teams.trigger", "p1", (1, 1, 5))
    assert enc.state.get("p1").rs["attacks"] == 1


def test_a7_per_turn_penalty_option_resets_at_the_attackers_turn():
    enc = duel(g1=block(evasion=30), options={"map_scope": "turn"})
    run(enc, "teams.ready", "p1", action={"type": "teams.attack", "args": {"target": "g1"}}, trigger="x")
    run(enc, "teams.pick", cid="g1")
    run(enc, "teams.trigger", "p1", (1, 1, 5))
    run(enc, "end_turn")
    assert enc.state.round == 2 and enc.state.get("p1").rs["attacks"] == 1  # not reset at round start
    run(enc, "teams.pick", cid="p1")
    assert enc.state.get("p1").rs["attacks"] == 0


def test_a7_damage_uses_the_penalised_total_unless_the_option_says_otherwise():
    for option, raw in ((True, 5 - 2 + 4), (False, 5 + 4)):
        enc = duel(g1=block(evasion=1), options={"damage_uses_penalised_total": option})
        attack(enc, (1, 1, 5), target="g1")
        _, events = attack(enc, (2, 2, 5), target="g1")
        assert first(events, "teams.Damage")["raw"] == raw


# --- reach, range and bad attacks -----------------------------------------------------------------


def test_melee_needs_the_same_zone_and_engages_there():
    enc = duel(zones={"g1": "yard"})
    assert refused(enc, "teams.attack", "p1", target="g1") == "OUT_OF_REACH"
    enc = duel(g1=block(evasion=30))
    _, events = attack(enc, (1, 1, 5), target="g1")
    assert first(events, "Engaged").data == {"a": "p1", "b": "g1"}


def test_melee_on_the_grid_needs_an_adjacent_square():
    enc = duel(pos={"p1": [0, 0], "g1": [2, 0]})
    assert refused(enc, "teams.attack", "p1", target="g1") == "OUT_OF_REACH"
    run(enc, "teams.step", "p1", to_pos=[1, 1])
    _, events = attack(enc, (1, 1, 5), target="g1")
    assert "Engaged" not in kinds(events)


def test_ranged_attacks_stop_at_their_range():
    enc = duel(p1=ARCHER, pos={"p1": [0, 0], "g1": [31, 0]})
    assert refused(enc, "teams.attack", "p1", target="g1") == "OUT_OF_REACH"
    enc = duel(
        p1=block(weapons=[dict(SHORTBOW, range_m=10)], attributes={"dexterity": "d6"}), zones={"g1": "gate"}
    )
    assert refused(enc, "teams.attack", "p1", target="g1") == "OUT_OF_REACH"  # two zones of 6 m
    enc = duel(p1=ARCHER, zones={"g1": "tower"}, g1=block(evasion=30))
    attack(enc, (1, 1, 5), target="g1")  # three zones: 18 m of 30


def test_bad_attacks_are_refused():
    enc = duel(options={"auto_end_turn": False})
    assert refused(enc, "teams.attack", "p1") == "UNKNOWN_COMBATANT"
    assert refused(enc, "teams.attack", "p1", target="p1") == "CANNOT_TARGET_SELF"
    assert refused(enc, "teams.attack", "p1", target="g1", weapon="Axe") == "UNKNOWN_WEAPON"
    assert refused(enc, "teams.attack", "p1", target="g1", attribute="will") == "BAD_ATTRIBUTE"
    assert refused(enc, "teams.attack", "p1", target="g1", unseen="yes") == "BAD_ARGUMENT"
    assert refused(enc, "teams.attack", "p1", target="g1", bonus=99) == "BAD_ARGUMENT"
    enc = knocked_out_g1()  # g2 still stands, so the fight goes on past g1's death
    run(enc, "gm.set_status", cid="g1", status="dead")
    assert refused(enc, "teams.attack", "p1", target="g1") == "TARGET_OUT"
    enc = duel(p1=block(weapons=[]))
    assert refused(enc, "teams.attack", "p1", target="g1") == "NO_WEAPON"


def test_a_situational_bonus_and_the_other_attribute_count():
    enc = duel(g1=block(evasion=30), p1=block(attributes={"strength": "d4", "dexterity": "d8"}))
    resolved, events = attack(enc, (8, 1, 5), target="g1", attribute="dexterity", bonus=2)
    assert resolved["attribute"] == "dexterity" and resolved["total"] == 8 + 1 + 1 + 2
    assert next(e for e in events if e.type == "RollMade")["expr"] == "1d8+1d6+1"


def test_guard_raises_evasion_and_deflection_by_one():
    enc = duel(g1=block(evasion=5, deflection={"physical": 2, "elemental": 0}))
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="g1")
    run(enc, "teams.guard", "g1")
    run(enc, "teams.pick", cid="p1")
    resolved, events = attack(enc, (4, 1, 5), target="g1")
    assert resolved["evasion"] == 6 and resolved["hit"]
    assert first(events, "teams.Damage")["reduction"] == 3


# --- killing strike -------------------------------------------------------------------------------


def knocked_out_g1(p1: dict | None = None, g1: dict | None = None, **kw):
    """p1 beside an unconscious g1 while g2 still stands (in the tower), so the fight goes on."""
    zones = {"g2": "tower", **kw.pop("zones", {})}
    setup = make_setup(
        {"players": ["p1"], "guards": ["g1", "g2"]},
        stats={"p1": p1 or block(), "g1": g1 or block()},
        zones=zones,
        **kw,
    )
    enc = encounter(setup)
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "gm.set_status", cid="g1", status="down", substatus="unconscious")
    return enc


def test_a_failed_killing_strike_becomes_a_sneak_attack():
    enc = knocked_out_g1(g1=block(constitution=20))
    events = run(enc, "teams.killing_strike", "p1", (1, 1, 2, 2, 5, 3, 3, 4, 4, 6), target="g1")
    assert first(events, "teams.KillingStrike")["success"] is False
    resolved = first(events, "teams.AttackResolved")
    assert resolved["sources"] == {"sneak": 1} and resolved["total"] == 9 and resolved["hit"]
    assert enc.state.get("g1").status == "down"


def test_killing_strike_needs_an_unconscious_target_within_reach():
    enc = duel()
    assert refused(enc, "teams.killing_strike", "p1", target="g1") == "TARGET_NOT_UNCONSCIOUS"
    enc = knocked_out_g1(zones={"g1": "yard"})
    assert refused(enc, "teams.killing_strike", "p1", target="g1") == "OUT_OF_REACH"


def test_any_weapon_makes_a_killing_strike_by_default_a_nonlethal_club_included():
    # Chapter: "another character may use any nonlethal weapon to kill them instantly".
    club = dict(SPEAR, name="Club", nonlethal=True, damage_type="bludgeoning")
    enc = knocked_out_g1(p1=block(weapons=[club]))
    assert enc.state.options["killing_strike_weapons"] == "any"
    events = run(enc, "teams.killing_strike", "p1", (1, 1, 2, 2, 5), target="g1")
    assert first(events, "teams.KillingStrike")["success"] is True
    assert enc.state.get("g1").status == "dead" and enc.state.outcome is None  # g2 still stands
    enc = knocked_out_g1()  # a lethal spear, too
    run(enc, "teams.killing_strike", "p1", (1, 1, 2, 2, 5), target="g1")
    assert enc.state.get("g1").status == "dead"


def test_a10_killing_strike_weapons_can_be_restricted_by_option():
    club = dict(SPEAR, name="Club", nonlethal=True, damage_type="bludgeoning")
    enc = knocked_out_g1(p1=block(weapons=[club]), options={"killing_strike_weapons": "lethal"})
    assert refused(enc, "teams.killing_strike", "p1", target="g1") == "WEAPON_NOT_ALLOWED"
    outcome = enc.handle({"type": "teams.killing_strike", "actor": "p1", "args": {"target": "g1"}})
    assert "only with lethal weapons" in outcome.rejected.message and "Club" in outcome.rejected.message
    enc = knocked_out_g1(options={"killing_strike_weapons": "lethal"})
    run(enc, "teams.killing_strike", "p1", (1, 1, 2, 2, 5), target="g1")
    enc = knocked_out_g1(p1=block(weapons=[club]), options={"killing_strike_weapons": "nonlethal"})
    events = run(enc, "teams.killing_strike", "p1", (1, 1, 2, 2, 5), target="g1")
    assert first(events, "teams.KillingStrike")["success"] is True
    enc = knocked_out_g1(options={"killing_strike_weapons": "nonlethal"})
    assert refused(enc, "teams.killing_strike", "p1", target="g1") == "WEAPON_NOT_ALLOWED"
    outcome = enc.handle({"type": "teams.killing_strike", "actor": "p1", "args": {"target": "g1"}})
    assert "only with non-lethal weapons" in outcome.rejected.message
