"""Attacks: the right Threat, the outcome bands, natural 20s, damage, advantage and the attack's refusals."""

from __future__ import annotations

import pytest
from glowlands_kit import attack, first, npc, only, pc, rejected, running, setup, types

from gm_desk.rules.events import Command


def engaged_pair(**options):
    return running(setup(pc("ann", engaged=["cat"]), npc("cat"), **options))


def test_melee_attack_uses_melee_threat_and_ranged_attack_uses_ranged_threat() -> None:
    enc = running(
        setup(pc("ann", engaged=["cat"]), pc("bob", zone="z2"), npc("cat", melee_threat=12, ranged_threat=7))
    )
    melee = first(enc.apply(attack("ann", "cat", "Sword", [11], [1], modifier=0)), "AttackResolved")
    assert (melee["threat_type"], melee["threat"], melee["outcome"]) == ("melee", 12, "fail")
    enc.apply(Command("next"))
    ranged = first(enc.apply(attack("bob", "cat", "Bow", [7], [1])), "AttackResolved")
    assert (ranged["threat_type"], ranged["threat"], ranged["outcome"]) == ("ranged", 7, "success")


def test_a_bow_shot_at_an_engaged_creature_still_uses_its_ranged_threat() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=12, ranged_threat=7)))
    resolved = first(enc.apply(attack("ann", "cat", "Bow", [7], [1])), "AttackResolved")
    assert (resolved["threat_type"], resolved["threat"]) == ("ranged", 7)


@pytest.mark.parametrize(
    ("d20", "mod", "outcome"),
    [(9, 0, "fail"), (10, 0, "success"), (19, 0, "success"), (19, 1, "critical"), (1, 30, "critical")],
)
def test_outcome_bands_around_threat_and_threat_plus_ten(d20, mod, outcome) -> None:
    enc = engaged_pair()
    resolved = first(enc.apply(attack("ann", "cat", "Sword", [d20], [1], modifier=mod)), "AttackResolved")
    assert resolved["outcome"] == outcome
    assert resolved["total"] == d20 + mod


def test_natural_20_is_critical_against_a_threat_above_20_and_doubles_the_dice() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=25)))
    events = enc.apply(
        attack("ann", "cat", {"name": "Axe", "range": "engaged", "damage": "1d6+1"}, [20], [4])
    )
    resolved = first(events, "AttackResolved")
    assert (resolved["outcome"], resolved["natural_20"], resolved["total"]) == ("critical", True, 20)
    hit = first(events, "DamageApplied")
    assert (hit["amount"], hit["doubled"]) == (9, True)  # 4 doubled + 1: only the dice double
    assert types(events)[-1] == "RetaliationSuppressed"
    assert enc.state.get("cat").res["strain"] == 9


def test_a_19_plus_modifier_against_threat_25_is_only_a_failure() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=25)))
    events = enc.apply(attack("ann", "cat", "Sword", [19], None, modifier=5))
    assert first(events, "AttackResolved")["outcome"] == "fail"
    assert "DamageApplied" not in types(events[:4])


def test_typed_in_total_with_natural_20_doubles_only_the_dice_part() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=25)))
    cmd = Command(
        "glowlands.attack",
        "ann",
        {"target": "cat", "weapon": {"range": "engaged", "damage": "1d6+1"}},
        {"attack": {"total": 23, "natural": 20}, "damage": {"total": 5}},
    )
    events = enc.apply(cmd)
    assert first(events, "DamageApplied")["amount"] == 9  # dice part 4, doubled, plus 1


def test_armour_is_subtracted_and_damage_never_goes_negative() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), pc("bob", engaged=["cat"]), npc("cat", armour=3)))
    hit = first(enc.apply(attack("ann", "cat", "Sword", [15], [5])), "DamageApplied")
    assert (hit["raw"], hit["armour"], hit["amount"]) == (5, 3, 2)
    enc.apply(Command("next"))
    events = enc.apply(attack("bob", "cat", "Sword", [15], [2]))
    assert first(events, "DamageApplied")["amount"] == 0
    assert enc.state.get("cat").res["strain"] == 2


def test_accepting_retaliation_on_a_critical_adds_one_damage_and_lets_it_take_effect() -> None:
    enc = engaged_pair()
    events = enc.apply(
        attack("ann", "cat", "Sword", [20], [3], {"retaliation:cat": [2]}, accept_retaliation=True)
    )
    assert first(events, "AttackResolved")["accepted_retaliation"] is True
    assert first(events, "DamageApplied")["amount"] == 7  # 3 doubled by the natural 20, +1
    took = first(events, "RetaliationTakesEffect")
    assert took["retaliation"]["name"] == "Spear thrust"
    assert enc.state.get("ann").res["strain"] == 3  # 1d6+1 showing 2


def test_accepting_retaliation_on_a_mere_success_changes_nothing() -> None:
    enc = engaged_pair()
    events = enc.apply(attack("ann", "cat", "Sword", [12], [3], accept_retaliation=True))
    assert first(events, "AttackResolved")["accepted_retaliation"] is False
    assert first(events, "DamageApplied")["amount"] == 3


def test_a_creature_dropped_by_the_attack_cannot_retaliate() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", max_strain=3, armour=1)))
    events = enc.apply(attack("ann", "cat", "Sword", [12], [4]))
    assert types(events) == [
        "BudgetSpent",
        "RollMade",
        "AttackResolved",
        "RollMade",
        "DamageApplied",
        "ResourceChanged",
        "StatusChanged",
        "Disengaged",
        "RetaliationPrevented",
    ]
    assert first(events, "RetaliationPrevented")["reason"] == "down"
    cat = enc.state.get("cat")
    assert (cat.status, cat.res["strain"], cat.rs["retaliations_used"]) == ("down", 3, 0)
    assert enc.state.get("ann").engaged == set()
    assert enc.describe(first(events, "RetaliationPrevented")) == "The Cat goes down before it can retaliate."


def test_the_accepted_extra_point_can_drop_the_creature_before_it_answers() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", max_strain=7)))
    events = enc.apply(attack("ann", "cat", "Sword", [20], [3], accept_retaliation=True))
    assert first(events, "DamageApplied")["amount"] == 7
    assert first(events, "RetaliationPrevented")["reason"] == "down"


def test_intimate_attack_has_disadvantage_and_advantage_against_reach() -> None:
    enc = running(setup(pc("ann", engaged=["cat", "dog"]), npc("cat"), npc("dog", has_reach=True)))
    events = enc.apply(attack("ann", "cat", "Knife", [17, 5], [1]))
    roll = first(events, "RollMade")
    assert roll["expr"] == "2d20kl1" and roll["total"] == 5
    assert first(events, "AttackResolved")["edge"] == "disadvantage"
    enc2 = running(setup(pc("ann", engaged=["dog"]), npc("dog", has_reach=True)))
    events = enc2.apply(attack("ann", "dog", "Knife", [17, 5], [1]))
    assert first(events, "RollMade")["expr"] == "2d20kh1"
    assert first(events, "AttackResolved")["total"] == 17


def test_advantage_and_disadvantage_cancel_and_do_not_stack() -> None:
    enc = engaged_pair()
    events = enc.apply(attack("ann", "cat", "Knife", [12], [1], advantage=True))
    assert (
        first(events, "RollMade")["expr"] == "1d20"
    )  # intimate disadvantage cancelled by the GM's advantage
    enc = engaged_pair()
    events = enc.apply(attack("ann", "cat", "Sword", [3, 12], [1], advantage=3))
    assert first(events, "RollMade")["expr"] == "2d20kh1"


def test_net_advantage_mode_counts_the_sources() -> None:
    enc = engaged_pair(adv_mode="net")
    events = enc.apply(attack("ann", "cat", "Knife", [3, 12], [1], advantage=2))
    assert first(events, "RollMade")["expr"] == "2d20kh1"  # two for, one against


def test_natural_20_is_read_on_the_kept_die_unless_the_option_says_any() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=25)))
    events = enc.apply(attack("ann", "cat", "Knife", [20, 4], None))
    assert first(events, "AttackResolved")["outcome"] == "fail"  # disadvantage keeps the 4
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=25), natural_20="any"))
    events = enc.apply(attack("ann", "cat", "Knife", [20, 4], [2]))
    resolved = first(events, "AttackResolved")
    assert (resolved["outcome"], resolved["natural"], resolved["natural_20"]) == ("critical", 4, True)


def test_crit_rule_double_plus_one_and_crit_margin() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=9), crit_rule="double_plus_one"))
    assert (
        first(enc.apply(attack("ann", "cat", "Sword", [18], [1])), "AttackResolved")["outcome"] == "success"
    )
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=9), crit_rule="double_plus_one"))
    assert (
        first(enc.apply(attack("ann", "cat", "Sword", [19], [1])), "AttackResolved")["outcome"] == "critical"
    )
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=9), crit_margin=5))
    assert (
        first(enc.apply(attack("ann", "cat", "Sword", [14], [1])), "AttackResolved")["outcome"] == "critical"
    )


def test_numeric_range_reaches_up_to_n_zones_or_exactly_n_with_the_option() -> None:
    the_setup = setup(pc("ann", zone="z1"), npc("cat", zone="z2"))
    enc = running(the_setup)
    assert enc.handle(attack("ann", "cat", "Bow", [12], [1])).ok
    enc = running(setup(pc("ann", zone="z1"), npc("cat", zone="z2"), exact_range=True))
    assert rejected(enc, attack("ann", "cat", "Bow", [12], [1])) == "OUT_OF_REACH"
    enc = running(setup(pc("ann", zone="z1"), npc("cat", zone="z3"), exact_range=True))
    assert enc.handle(attack("ann", "cat", "Bow", [12], [1])).ok
    enc = running(setup(pc("ann", zone="z1"), npc("cat", zone="z4")))
    assert rejected(enc, attack("ann", "cat", "Bow", [12], [1])) == "OUT_OF_REACH"


def test_range_zero_weapon_hits_only_its_own_zone() -> None:
    dagger = {"name": "Dagger", "range": 0, "damage": "1d4"}
    enc = running(setup(pc("ann", zone="z1", weapons=[dagger]), npc("cat", zone="z1"), npc("dog", zone="z2")))
    assert rejected(enc, attack("ann", "dog", "Dagger", [12], [1])) == "OUT_OF_REACH"
    assert enc.handle(attack("ann", "cat", "Dagger", [12], [1])).ok


def test_attack_refusals_have_codes() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), pc("bob"), npc("cat"), npc("dog", zone="z2")))
    assert rejected(enc, attack("ann", "dog", "Sword", [12], [1])) == "NOT_ENGAGED"
    assert rejected(enc, attack("ann", "cat", "Trident", [12], [1])) == "UNKNOWN_WEAPON"
    assert rejected(enc, attack("ann", "bob", "Sword", [12], [1])) == "NOT_A_CREATURE"
    assert rejected(enc, attack("ann", "ghost", "Sword", [12], [1])) == "UNKNOWN_COMBATANT"
    assert rejected(enc, attack("bob", "cat", "Bow", [12], [1])) == "NOT_YOUR_TURN"
    assert rejected(enc, attack("ann", "cat", {"range": "far", "damage": "1d4"}, [12], [1])) == "BAD_WEAPON"
    assert rejected(enc, attack("ann", "cat", {"range": 1, "damage": "1d4+"}, [12], [1])) == "BAD_ARGUMENT"
    assert rejected(enc, attack("ann", "cat", "Sword", [12], [1], modifier=1000)) == "BAD_ARGUMENT"
    assert rejected(enc, attack("ann", "cat", "Sword", [12], [1], retaliation="Hug")) == "UNKNOWN_RETALIATION"
    assert rejected(enc, attack("ann", "cat", "Sword", [12], [1], aspects=["wise"])) == "UNKNOWN_ASPECT"
    assert rejected(enc, attack("ann", "cat", "Sword", [25], [1])) == "BAD_DICE"
    enc.apply(Command("gm.set_status", args={"cid": "cat", "status": "down"}))
    assert rejected(enc, attack("ann", "cat", "Sword", [12], [1])) == "TARGET_OUT"


def test_aspects_from_the_sheet_add_to_the_roll() -> None:
    enc = running(setup(pc("ann", engaged=["cat"], graceful=3, aspects={"mighty": 2}), npc("cat")))
    events = enc.apply(attack("ann", "cat", "Sword", [5], [1], aspects=["graceful", "Mighty"], modifier=1))
    assert first(events, "AttackResolved")["total"] == 11


def test_damage_bonus_is_added_and_a_failure_deals_nothing() -> None:
    enc = running(
        setup(pc("ann", engaged=["cat"]), pc("bob", engaged=["cat"]), npc("cat", retaliation_limit=2))
    )
    events = enc.apply(attack("ann", "cat", "Sword", [12], [3], damage_bonus=2))
    assert first(events, "DamageApplied")["amount"] == 5
    enc.apply(Command("next"))
    events = enc.apply(attack("bob", "cat", "Sword", [2], None))
    assert only(events, "DamageApplied")[0]["target"] == "bob"  # only the Retaliation hurts anyone


def test_the_log_reads_like_the_table() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat_label="Engaged")))
    events = enc.apply(attack("ann", "cat", "Sword", [9], None))
    lines = [enc.describe(e) for e in events]
    assert "Ann misses the Cat with Sword (9 vs Melee Threat 10 (Engaged)): failure." in lines
    assert any(
        line.startswith("The Cat retaliates against Ann: Spear thrust (Engaged, 1d6+1 damage)")
        for line in lines
    )
    enc = running(
        setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat_label="Engaged"), show_threat_labels=False)
    )
    events = enc.apply(attack("ann", "cat", "Sword", [9], None))
    assert "Ann misses the Cat with Sword (9 vs Melee Threat 10): failure." in [
        enc.describe(e) for e in events
    ]
