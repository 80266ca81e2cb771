"""Exact odds: outcome chances against a Threat and the Retaliations a plan can expect, checked by hand
and against the engine itself over every possible die."""

from __future__ import annotations

from fractions import Fraction as F
from itertools import product

import pytest
from glowlands_kit import npc, pc, running, setup

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.odds import (
    Foe,
    PlannedRoll,
    die_distribution,
    expected_retaliations,
    odds_against,
    outcome_odds,
)


def test_plain_d20_against_threat_10() -> None:
    assert outcome_odds(0, 10) == {"fail": F(9, 20), "success": F(1, 2), "critical": F(1, 20)}


def test_the_caretaker_example_ranged_threat_9_with_plus_1() -> None:
    assert outcome_odds(1, 9) == {"fail": F(7, 20), "success": F(1, 2), "critical": F(3, 20)}


def test_only_a_natural_20_beats_a_threat_above_20() -> None:
    assert outcome_odds(0, 25) == {"fail": F(19, 20), "success": F(0), "critical": F(1, 20)}
    assert outcome_odds(0, 25, "advantage")["critical"] == F(39, 400)
    assert outcome_odds(0, 25, "disadvantage")["critical"] == F(1, 400)
    assert outcome_odds(0, 25, "disadvantage", natural_20="any")["critical"] == F(39, 400)


def test_readings_of_the_critical_threshold() -> None:
    assert outcome_odds(0, 9, crit_rule="double_plus_one")["critical"] == F(2, 20)  # 19 and 20
    assert outcome_odds(0, 9, crit_margin=5)["critical"] == F(7, 20)  # 14..20


def test_every_distribution_sums_to_one() -> None:
    for edge in (None, "advantage", "disadvantage"):
        assert sum(p for _, _, p in die_distribution(edge)) == 1
        for mod, threat in product((-5, 0, 3, 12), (1, 9, 15, 30)):
            assert sum(outcome_odds(mod, threat, edge).values()) == 1
    with pytest.raises(ValueError):
        die_distribution("luck")


def test_odds_against_a_stat_block() -> None:
    caretaker = {"ranged_threat": 9, "melee_threat": 10}
    assert odds_against(caretaker, 1, "ranged") == outcome_odds(1, 9)
    assert odds_against(caretaker, 0, "melee", "advantage") == outcome_odds(0, 10, "advantage")


@pytest.mark.parametrize(("mod", "threat", "weapon"), [(1, 9, "Bow"), (0, 10, "Sword"), (6, 25, "Sword")])
def test_outcome_odds_match_the_engine_over_every_face(mod, threat, weapon) -> None:
    tally = {"fail": 0, "success": 0, "critical": 0}
    for face in range(1, 21):
        enc = running(
            setup(
                pc("ann", engaged=["cat"]),
                npc("cat", melee_threat=threat, ranged_threat=threat, retaliations=[]),
            )
        )
        cmd = Command(
            "glowlands.attack",
            "ann",
            {"target": "cat", "weapon": weapon, "modifier": mod},
            {"attack": [face], "damage": [1]},
        )
        resolved = next(e for e in enc.apply(cmd) if e.type == "AttackResolved")
        tally[resolved["outcome"]] += 1
    assert {k: F(v, 20) for k, v in tally.items()} == outcome_odds(mod, threat)


def test_advantage_odds_match_the_engine_over_every_pair() -> None:
    tally = {"fail": 0, "success": 0, "critical": 0}
    for a, b in product(range(1, 21), repeat=2):
        enc = running(
            setup(pc("ann", engaged=["cat"]), npc("cat", melee_threat=14, has_reach=True, retaliations=[]))
        )
        cmd = Command(
            "glowlands.attack",
            "ann",
            {"target": "cat", "weapon": "Knife", "modifier": 2},
            {"attack": [a, b], "damage": [1]},
        )
        tally[next(e for e in enc.apply(cmd) if e.type == "AttackResolved")["outcome"]] += 1
    assert {k: F(v, 400) for k, v in tally.items()} == outcome_odds(2, 14, "advantage")


def test_one_attack_suffers_its_retaliation_unless_critical() -> None:
    cat = Foe("cat", ranged_threat=9, melee_threat=10)
    assert expected_retaliations([cat], [PlannedRoll("cat")]) == F(19, 20)


def test_the_limit_caps_what_later_attacks_can_suffer() -> None:
    plan = [PlannedRoll("cat"), PlannedRoll("cat")]
    assert expected_retaliations([Foe("cat", 9, 10)], plan) == F(19, 20)
    assert expected_retaliations([Foe("cat", 9, 10, limit=2)], plan) == F(19, 10)
    assert expected_retaliations([Foe("cat", 9, 10, used=1)], plan) == 0


def test_engaged_creatures_and_the_sweep() -> None:
    cat, dog, owl = Foe("cat", 9, 10), Foe("dog", 5, 5), Foe("owl", 12, 12)
    one = [PlannedRoll("cat", engaged=("dog",))]
    # The dog answers unless the total reaches 15 (6 faces of 20).
    assert expected_retaliations([cat, dog], one) == F(19, 20) + F(14, 20)
    # The owl was never provoked: the sweep adds one Retaliation for sure.
    assert expected_retaliations([cat, dog, owl], one, include_sweep=True) == F(19, 20) + F(14, 20) + 1
    # With bystander criticals not spending, a crushed dog still owes its sweep.
    kept = expected_retaliations([cat, dog], one, include_sweep=True, crit_spends_bystander=False)
    assert kept == F(19, 20) + F(14, 20) + F(6, 20)
    with pytest.raises(KeyError):
        expected_retaliations([cat], one)


def test_expected_retaliations_match_the_engine_over_every_pair_of_rolls() -> None:
    """Two rolls in one turn (the GM allows the second) against a cat and an engaged dog."""
    foes = [Foe("cat", 9, 10), Foe("dog", 9, 14, limit=2)]
    plan = [
        PlannedRoll("cat", "melee", 2, engaged=("dog",)),
        PlannedRoll("dog", "melee", 2, engaged=("cat",)),
    ]
    suffered = 0
    for a, b in product(range(1, 21), repeat=2):
        enc = running(
            setup(
                pc("ann", engaged=["cat", "dog"]),
                npc("cat", ranged_threat=9, melee_threat=10),
                npc("dog", ranged_threat=9, melee_threat=14, retaliation_limit=2),
                retaliation_damage="confirm",
            )
        )
        blunt = {"range": "engaged"}  # no damage: nothing drops, as the odds assume
        for target, face, extra in (("cat", a, {}), ("dog", b, {"gm_allows_roll": True})):
            args = {"target": target, "weapon": blunt, "modifier": 2, **extra}
            suffered += sum(
                e.type == "RetaliationTakesEffect"
                for e in enc.apply(Command("glowlands.attack", "ann", args, {"attack": [face]}))
            )
    assert F(suffered, 400) == expected_retaliations(foes, plan)
