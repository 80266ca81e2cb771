"""Retaliation: limits per round, several engaged creatures, the end-of-round sweep, waiting damage."""

from __future__ import annotations

from glowlands_kit import BOW, COILS, SPEAR, attack, first, npc, only, pc, rejected, running, setup, types

from gm_desk.rules.events import Command


def three_on_cat(**cat):
    """Ann, Bob and Cid all engaged with the Cat, in that turn order."""
    return running(
        setup(
            pc("ann", engaged=["cat"]),
            pc("bob", engaged=["cat"]),
            pc("cid", engaged=["cat"]),
            npc("cat", **cat),
        )
    )


def test_one_retaliation_per_round_by_default_then_the_roll_still_needs_the_threat() -> None:
    enc = three_on_cat()
    assert "RetaliationTakesEffect" in types(
        enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    )
    enc.apply(Command("next"))
    events = enc.apply(attack("bob", "cat", "Sword", [5], None))
    assert first(events, "AttackResolved")["outcome"] == "fail"
    spent = first(events, "RetaliationPrevented")
    assert (spent["reason"], spent["used"]) == ("spent", 1)
    assert enc.describe(spent) == "The Cat has no Retaliation left this round."
    assert enc.state.get("bob").res["strain"] == 0


def test_a_bestiary_limit_of_two_answers_twice_then_stops() -> None:
    enc = three_on_cat(retaliation_limit=2)
    enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    enc.apply(Command("next"))
    assert "RetaliationTakesEffect" in types(
        enc.apply(attack("bob", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    )
    enc.apply(Command("next"))
    events = enc.apply(attack("cid", "cat", "Sword", [12], [1]))
    assert first(events, "RetaliationPrevented")["reason"] == "spent"
    assert enc.state.get("cat").rs["retaliations_used"] == 2


def test_limits_refill_at_the_next_round() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat")))
    enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    enc.apply(Command("next"))  # sweep: the Cat already retaliated, nothing is owed
    assert enc.state.phase == "retaliation_sweep"
    enc.apply(Command("next"))
    assert enc.state.round == 2
    assert enc.state.get("cat").rs == {**enc.state.get("cat").rs, "retaliations_used": 0, "retaliated": 0}
    assert "RetaliationTakesEffect" in types(
        enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    )


def test_per_turn_reset_refills_limits_at_each_pc_turn_but_the_sweep_counts_the_round() -> None:
    enc = running(
        setup(pc("ann", engaged=["cat"]), pc("bob", engaged=["cat"]), npc("cat"), retaliation_reset="turn")
    )
    enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    enc.apply(Command("next"))
    assert "RetaliationTakesEffect" in types(
        enc.apply(attack("bob", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    )
    enc.apply(Command("next"))
    assert enc.state.phase == "retaliation_sweep"
    assert enc.state.get("cat").rs["retaliated"] == 2


def test_several_engaged_creatures_with_different_threats_are_each_checked() -> None:
    the_setup = setup(
        pc("ann", engaged=["low", "mid", "high"]),
        npc("low", melee_threat=8, retaliations=[SPEAR]),
        npc("mid", melee_threat=13, retaliations=[COILS]),
        npc("high", melee_threat=25, retaliations=[SPEAR]),
    )
    enc = running(the_setup)
    events = enc.apply(attack("ann", "mid", "Sword", [15], [2], {"retaliation:high": [3]}, modifier=4))
    # 19: success against the target (13), critical against 'low' (8), failure against 'high' (25).
    answers = [
        (e.type, e["npc"], e["outcome"], e["threat"])
        for e in only(events, "RetaliationSuppressed", "RetaliationTakesEffect")
    ]
    assert answers == [
        ("RetaliationTakesEffect", "mid", "success", 13),
        ("RetaliationSuppressed", "low", "critical", 8),
        ("RetaliationTakesEffect", "high", "fail", 25),
    ]
    assert [d["amount"] for d in only(events, "DamageApplied")] == [2, 2, 4]
    assert enc.state.get("ann").res["strain"] == 6
    assert all(enc.state.get(n).rs["retaliations_used"] == 1 for n in ("low", "mid", "high"))


def test_a_critical_against_a_bystander_keeps_its_retaliation_with_the_option_off() -> None:
    the_setup = setup(
        pc("ann", engaged=["cat", "dog"]),
        npc("cat", melee_threat=15),
        npc("dog", melee_threat=5),
        crit_spends_bystander=False,
    )
    enc = running(the_setup)
    events = enc.apply(attack("ann", "cat", "Sword", [16], [1], {"retaliation:cat": [1]}))
    kept = first(events, "RetaliationSuppressed")
    assert (kept["npc"], kept["spent"]) == ("dog", False)
    assert enc.state.get("dog").rs["retaliations_used"] == 0
    enc.apply(Command("next"))
    assert "dog" in enc.prompt().choices  # it still owes its end-of-round Retaliation


def test_bystanders_use_the_attack_threat_type_or_melee_with_the_option() -> None:
    both = dict(ranged_threat=5, melee_threat=18)
    enc = running(setup(pc("ann", engaged=["dog"]), npc("cat", zone="z2"), npc("dog", **both)))
    events = enc.apply(attack("ann", "cat", "Bow", [15], [1], {"retaliation:cat": [1]}))
    assert first(events, "RetaliationSuppressed")["threat_type"] == "ranged"  # 15 >= 5 + 10
    enc = running(
        setup(pc("ann", engaged=["dog"]), npc("cat", zone="z2"), npc("dog", **both), bystander_threat="melee")
    )
    events = enc.apply(
        attack("ann", "cat", "Bow", [15], [1], {"retaliation:cat": [1], "retaliation:dog": [1]})
    )
    dog = next(e for e in events if e.type == "RetaliationTakesEffect" and e["npc"] == "dog")
    assert (dog["threat_type"], dog["threat"], dog["outcome"]) == ("melee", 18, "fail")


def test_the_retaliation_matches_the_provocation_and_uses_per_round() -> None:
    bite = {"name": "Bite", "trigger": "melee", "range": "engaged", "damage": "1", "uses_per_round": 1}
    claw = {"name": "Claw", "trigger": "melee", "range": "engaged", "damage": "2"}
    enc = running(
        setup(
            pc("ann", engaged=["cat"]),
            pc("bob", engaged=["cat"]),
            npc("cat", retaliation_limit=2, retaliations=[bite, claw]),
        )
    )
    assert (
        first(enc.apply(attack("ann", "cat", "Sword", [12], [1])), "RetaliationTakesEffect")["retaliation"][
            "name"
        ]
        == "Bite"
    )
    enc.apply(Command("next"))
    assert (
        first(enc.apply(attack("bob", "cat", "Sword", [12], [1])), "RetaliationTakesEffect")["retaliation"][
            "name"
        ]
        == "Claw"
    )


def test_the_gm_may_name_the_retaliation() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat")))
    events = enc.apply(
        attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [5]}, retaliation="Shortbow shot")
    )
    assert first(events, "RetaliationTakesEffect")["retaliation"] == {
        "name": "Shortbow shot",
        "trigger": "ranged",
        "range": 2,
        "damage": "1d6",
        "effect": None,
    }
    assert enc.state.get("ann").res["strain"] == 5


def test_a_retaliation_that_does_not_reach_waits_for_the_gm() -> None:
    enc = running(setup(pc("ann", zone="z1"), npc("cat", zone="z3", retaliations=[SPEAR])))
    events = enc.apply(attack("ann", "cat", "Bow", [12], [1]))
    took = first(events, "RetaliationTakesEffect")
    assert (took["in_reach"], took["pending"]) == (False, True)
    assert "GM decides" in enc.describe(took)
    assert [p["id"] for p in enc.state.rs["pending"]] == [took["id"]]
    assert rejected(enc, Command("next")) == "SETTLE_FIRST"
    enc.apply(Command("glowlands.apply_retaliation", args={"id": took["id"], "skip": True}))
    assert enc.state.rs["pending"] == []
    assert enc.state.get("ann").res["strain"] == 0


def test_confirm_mode_leaves_damage_pending_until_applied_rolled_or_typed() -> None:
    enc = running(
        setup(
            pc("ann", engaged=["cat"]),
            pc("bob", engaged=["cat"]),
            npc("cat", retaliation_limit=2),
            retaliation_damage="confirm",
        )
    )
    events = enc.apply(attack("ann", "cat", "Sword", [12], [1]))
    assert types(events)[-1] == "RetaliationTakesEffect"
    rid = first(events, "RetaliationTakesEffect")["id"]
    assert enc.prompt().kind == "decide" and enc.prompt().choices == (rid,)
    assert rejected(enc, Command("glowlands.apply_retaliation", args={"id": "nope"})) == "NO_SUCH_RETALIATION"
    applied = enc.apply(
        Command("glowlands.apply_retaliation", args={"id": rid}, dice={"retaliation_damage": [4]})
    )
    assert types(applied) == ["RetaliationApplied", "RollMade", "DamageApplied", "ResourceChanged"]
    assert enc.state.get("ann").res["strain"] == 5
    enc.apply(Command("next"))
    second = first(enc.apply(attack("bob", "cat", "Sword", [12], [1])), "RetaliationTakesEffect")["id"]
    assert second != rid
    enc.apply(Command("glowlands.apply_retaliation", args={"damage": 3}))  # the only one waiting
    assert enc.state.get("bob").res["strain"] == 3


def test_the_sweep_owes_one_retaliation_to_every_silent_creature() -> None:
    the_setup = setup(
        pc("ann", engaged=["cat"]),
        pc("bob", zone="z2"),
        npc("cat", retaliation_limit=2),
        npc("dog", zone="z3"),
        npc("eel", zone="z4", retaliations=[COILS]),
    )
    enc = running(the_setup)
    assert rejected(enc, Command("glowlands.sweep", args={"npc": "dog"})) == "NOT_SWEEP"
    enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.phase == "retaliation_sweep"
    assert enc.prompt().choices == ("dog", "eel")  # the Cat retaliated once: no sweep, limit 2 or not
    assert rejected(enc, Command("next")) == "SETTLE_FIRST"
    assert rejected(enc, Command("glowlands.sweep", args={"npc": "cat"})) == "NOT_OWED"
    assert rejected(enc, Command("glowlands.sweep", args={"npc": "dog", "target": "cat"})) == "BAD_TARGET"
    events = enc.apply(Command("glowlands.sweep", args={"npc": "dog"}, dice={"retaliation:dog": [3]}))
    took = first(events, "RetaliationTakesEffect")
    assert (took["target"], took["retaliation"]["name"], took["cause"]) == ("bob", "Shortbow shot", "sweep")
    assert enc.state.get("bob").res["strain"] == 3
    skipped = enc.apply(Command("glowlands.sweep", args={"npc": "eel", "skip": True}))
    assert types(skipped) == ["SweepSkipped", "SchedulerChanged"]
    assert enc.state.sched["swept"] == ["dog", "eel"]
    assert enc.prompt().kind == "round_end"
    enc.apply(Command("next"))
    assert enc.state.round == 2 and enc.state.sched["swept"] == []


def test_the_gm_picks_the_sweep_target_and_retaliation() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), pc("bob", zone="z2"), npc("cat")))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    suggestion = enc.prompt().data["suggestions"]["cat"]
    assert suggestion == {"target": "ann", "retaliation": "Spear thrust"}
    events = enc.apply(
        Command(
            "glowlands.sweep",
            args={"npc": "cat", "target": "bob", "retaliation": "Shortbow shot"},
            dice={"retaliation:cat": [6]},
        )
    )
    assert first(events, "DamageApplied")["amount"] == 6


def test_a_creature_down_or_already_answering_is_not_owed_a_sweep() -> None:
    enc = running(
        setup(pc("ann", engaged=["cat"]), npc("cat", max_strain=2), npc("dog", zone="z4", retaliations=[BOW]))
    )
    enc.apply(attack("ann", "cat", "Sword", [12], [5]))
    enc.apply(Command("next"))
    assert enc.prompt().choices == ("dog",)


def test_a_late_creature_takes_part_in_this_rounds_sweep() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat")))
    enc.apply(attack("ann", "cat", "Sword", [12], [1], {"retaliation:cat": [1]}))
    enc.apply(Command("gm.add_combatant", args={"combatant": npc("owl", zone="z2")}))
    enc.apply(Command("next"))
    assert enc.prompt().choices == ("owl",)


def test_non_attack_action_draws_the_nearest_creature_ranged_threat_and_interaction_retaliation() -> None:
    step = {"name": "Step back", "trigger": "interaction", "range": "engaged", "effect": "It slides away."}
    near = dict(ranged_threat=14, melee_threat=6, retaliations=[SPEAR, BOW, step])
    enc = running(
        setup(pc("ann", zone="z1"), npc("far", zone="z3", ranged_threat=5), npc("near", zone="z2", **near))
    )
    events = enc.apply(
        Command("glowlands.act", "ann", {"what": "pick the lock"}, {"action": [13], "retaliation:near": [2]})
    )
    resolved = first(events, "ActionResolved")
    assert (resolved["npc"], resolved["threat_type"], resolved["threat"], resolved["outcome"]) == (
        "near",
        "ranged",
        14,
        "fail",
    )
    assert (
        enc.describe(resolved) == "Ann attempts pick the lock (13 vs the Near's Ranged Threat 14): failure."
    )
    # 'Step back' does not reach a PC one zone away; the bow does.
    assert first(events, "RetaliationTakesEffect")["retaliation"]["name"] == "Shortbow shot"
    # Engaged, the interaction Retaliation reaches and is preferred.
    enc = running(
        setup(
            pc("ann", zone="z2", engaged=["near"]),
            npc("far", zone="z2", ranged_threat=5),
            npc("near", zone="z2", **near),
        )
    )
    events = enc.apply(Command("glowlands.act", "ann", {"what": "pick the lock"}, {"action": [13]}))
    assert first(events, "ActionResolved")["npc"] == "near"  # engaged comes before merely near
    took = first(events, "RetaliationTakesEffect")
    assert took["retaliation"]["name"] == "Step back" and took["retaliation"]["damage"] is None
    assert "DamageApplied" not in types(events)


def test_the_gm_switches_the_creature_and_threat_of_an_action() -> None:
    enc = running(setup(pc("ann", zone="z1"), npc("far", zone="z3", melee_threat=4), npc("near", zone="z2")))
    events = enc.apply(
        Command("glowlands.act", "ann", {"what": "shout", "npc": "far", "threat": "melee"}, {"action": [4]})
    )
    resolved = first(events, "ActionResolved")
    assert (resolved["npc"], resolved["threat"], resolved["outcome"]) == ("far", 4, "success")
    assert (
        rejected(enc, Command("glowlands.act", "ann", {"what": "x", "threat": "psychic"})) == "BAD_ARGUMENT"
    )
    assert rejected(enc, Command("glowlands.act", "ann", {"what": "x"})) == "ASPECT_ROLL_ALREADY_USED"


def test_an_action_also_provokes_every_engaged_creature() -> None:
    enc = running(
        setup(pc("ann", engaged=["cat", "dog"]), npc("cat", ranged_threat=12), npc("dog", ranged_threat=3))
    )
    events = enc.apply(
        Command("glowlands.act", "ann", {"what": "climb"}, {"action": [14], "retaliation:cat": [1]})
    )
    answers = [(e.type, e["npc"]) for e in only(events, "RetaliationTakesEffect", "RetaliationSuppressed")]
    assert answers == [("RetaliationTakesEffect", "cat"), ("RetaliationSuppressed", "dog")]


def test_a_plain_action_rolls_nothing_and_provokes_nothing() -> None:
    enc = running(setup(pc("ann", engaged=["cat"]), npc("cat")))
    events = enc.apply(Command("glowlands.act", "ann", {"what": "reload", "roll": False}))
    assert types(events) == ["BudgetSpent", "ActionTaken"]
    assert enc.state.turn.budget == {"action": 1, "aspect_roll": 1}


def test_no_creature_standing_means_no_difficulty_for_a_roll() -> None:
    enc = running(setup(pc("ann"), npc("cat")))
    enc.apply(Command("gm.set_status", args={"cid": "cat", "status": "down"}))
    assert rejected(enc, Command("glowlands.act", "ann", {"what": "pray"}, {"action": [4]})) == "NO_CREATURE"
