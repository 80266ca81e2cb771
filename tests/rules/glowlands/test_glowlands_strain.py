"""A PC's Strain through the wound ranks, being knocked out, and bleeding out to death or back."""

from __future__ import annotations

from glowlands_kit import attack, first, npc, only, pc, rejected, running, setup, types

from gm_desk.rules.events import Command

ALL_TICKED = [{"name": n, "ticked": True} for n in ("Injured", "Wounded", "Maimed", "Dying")]


def waiting_hits(count: int, **sheet):
    """Ann engaged with `count` creatures whose damage waits for the GM; one failed attack provokes all."""
    foes = [f"f{n}" for n in range(count)]
    the_setup = setup(
        pc("ann", engaged=foes, **sheet), pc("bob"), *(npc(f) for f in foes), retaliation_damage="confirm"
    )
    enc = running(the_setup)
    enc.apply(attack("ann", "f0", "Sword", [2], None))
    return enc, [p["id"] for p in enc.state.rs["pending"]]


def hit(enc, rid: str, amount: int):
    return enc.apply(Command("glowlands.apply_retaliation", args={"id": rid, "damage": amount}))


def test_overflow_ticks_ranks_and_carries_the_excess() -> None:
    enc, (rid,) = waiting_hits(1)
    events = hit(enc, rid, 25)
    assert types(events) == [
        "RetaliationApplied",
        "DamageApplied",
        "ResourceChanged",
        "WoundTicked",
        "ResourceChanged",
        "WoundTicked",
        "ResourceChanged",
    ]
    assert [e["rank"] for e in only(events, "WoundTicked")] == ["Injured", "Wounded"]
    ann = enc.state.get("ann")
    assert (ann.res["strain"], ann.res["wounds"], ann.status) == (5, 2, "active")
    assert enc.describe(only(events, "WoundTicked")[1]) == "Ann ticks off a wound rank: Wounded (2 of 4)."


def test_exactly_full_strain_ticks_a_rank_and_resets_to_zero() -> None:
    enc, (rid,) = waiting_hits(1, strain=4)
    hit(enc, rid, 6)
    ann = enc.state.get("ann")
    assert (ann.res["strain"], ann.res["wounds"]) == (0, 1)


def test_through_every_rank_then_the_next_fill_knocks_out() -> None:
    enc, (first_hit, second_hit) = waiting_hits(2)
    hit(enc, first_hit, 45)  # four ranks ticked, 5 left over: Dying is ticked but the PC stands (A4)
    ann = enc.state.get("ann")
    assert (ann.res["wounds"], ann.res["strain"], ann.status) == (4, 5, "active")
    events = hit(enc, second_hit, 5)
    assert types(events) == [
        "RetaliationApplied",
        "DamageApplied",
        "ResourceChanged",
        "StatusChanged",
        "Disengaged",
        "Disengaged",
        "TurnEnded",  # knocked out during her own turn: the turn passes to Bob
        "SchedulerChanged",
        "TurnStarted",
        "BudgetSet",
    ]
    ann = enc.state.get("ann")
    assert (ann.status, ann.substatus, ann.res["strain"], ann.engaged) == ("down", "bleeding_out", 10, set())
    assert enc.state.turn.actor == "bob"
    assert enc.describe(first(events, "StatusChanged")) == "Ann is now down (bleeding out)."


def test_ticking_dying_knocks_out_at_once_with_the_option() -> None:
    the_setup = setup(
        pc("ann", engaged=["cat"]), npc("cat"), retaliation_damage="confirm", ko_on_dying_tick=True
    )
    enc = running(the_setup)
    enc.apply(attack("ann", "cat", "Sword", [2], None))
    hit(enc, enc.state.rs["pending"][0]["id"], 40)
    ann = enc.state.get("ann")
    assert (ann.res["wounds"], ann.res["strain"], ann.status) == (4, 10, "down")


def test_custom_wound_ranks_and_ranks_ticked_on_the_sheet() -> None:
    ranks = ["Bruised", {"name": "Broken", "ticked": False}, "Dying"]
    enc, (rid,) = waiting_hits(1, wound_ranks=ranks)
    events = hit(enc, rid, 20)
    assert [e["rank"] for e in only(events, "WoundTicked")] == ["Bruised", "Broken"]
    enc2 = running(setup(pc("ann", wound_ranks=[{"name": "Hurt", "ticked": True}, "Dying"]), npc("cat")))
    assert enc2.state.get("ann").res["wounds"] == 1


def test_pc_armour_reduces_retaliation_damage() -> None:
    enc = running(setup(pc("ann", engaged=["cat"], armour=2), npc("cat")))
    events = enc.apply(attack("ann", "cat", "Sword", [2], None, {"retaliation:cat": [2]}))
    dealt = only(events, "DamageApplied")[-1]
    assert (dealt["raw"], dealt["armour"], dealt["amount"]) == (3, 2, 1)


def test_knocked_out_on_their_own_turn_the_turn_passes_and_later_answers_stop() -> None:
    the_setup = setup(
        pc("ann", engaged=["cat", "dog"], strain=9, wound_ranks=ALL_TICKED),
        pc("bob"),
        npc("cat"),
        npc("dog"),
    )
    enc = running(the_setup)
    events = enc.apply(attack("ann", "cat", "Sword", [2], None, {"retaliation:cat": [1]}))
    assert types(events) == [
        "BudgetSpent",
        "RollMade",
        "AttackResolved",
        "RetaliationTakesEffect",
        "RollMade",
        "DamageApplied",
        "ResourceChanged",
        "StatusChanged",
        "Disengaged",
        "Disengaged",
        "RetaliationPrevented",
        "TurnEnded",
        "SchedulerChanged",
        "TurnStarted",
        "BudgetSet",
    ]
    assert first(events, "RetaliationPrevented")["reason"] == "target_down"
    assert enc.state.get("dog").rs["retaliations_used"] == 0
    assert enc.state.turn.actor == "bob"


def bleeding(**options):
    ann = pc("ann", defiant=2, lucky=1, wound_ranks=ALL_TICKED)
    ann.update(status="down", substatus="bleeding_out", res={"strain": 10, "wounds": 4})
    return running(setup(ann, pc("bob"), npc("cat"), **options))


def test_bleeding_out_turn_allows_only_the_roll() -> None:
    enc = bleeding()
    assert enc.state.turn.actor == "ann"
    assert "bleeding out" in enc.prompt().text
    assert rejected(enc, attack("ann", "cat", "Bow", [12], [1])) == "CANNOT_ACT"
    assert rejected(enc, Command("move", "ann", {"to": "z2"})) == "CANNOT_ACT"
    assert rejected(enc, Command("end_turn", "ann")) == "MUST_ROLL_BLEED_OUT"
    assert rejected(enc, Command("next")) == "MUST_ROLL_BLEED_OUT"
    assert rejected(enc, Command("glowlands.reaction", "ann")) == "CANNOT_ACT"
    assert [c.type for c in enc.ruleset.legal_commands(enc.state) if c.actor == "ann"] == [
        "glowlands.bleed_out"
    ]


def test_failing_the_bleed_out_roll_kills_by_default() -> None:
    enc = bleeding()
    events = enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [6]}))
    out = first(events, "BleedOutResolved")
    assert (out["total"], out["outcome"], out["result"]) == (9, "fail", "dies")
    assert enc.state.get("ann").status == "dead"
    assert enc.state.turn.actor == "bob"
    assert enc.describe(out) == "Ann fights to stay alive (9 vs 10): dies."


def test_a_success_hangs_on_and_rolls_again_next_turn() -> None:
    enc = bleeding()
    enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [7]}))
    ann = enc.state.get("ann")
    assert (ann.status, ann.substatus) == ("down", "bleeding_out")
    enc.apply(Command("next"))  # Bob passes
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "ann" and enc.prompt().choices == ("glowlands.bleed_out",)


def test_a_critical_brings_the_pc_back_with_strain_one_below_max_acting_next_turn() -> None:
    enc = bleeding()
    events = enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [17]}))
    assert first(events, "BleedOutResolved")["result"] == "conscious"
    ann = enc.state.get("ann")
    assert (ann.status, ann.substatus, ann.res["strain"]) == ("active", None, 9)
    assert enc.state.turn.actor == "bob"  # the rest of that turn is gone
    enc.apply(Command("next"))
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "ann"
    assert enc.handle(attack("ann", "cat", "Bow", [12], [1])).ok


def test_a_natural_20_brings_the_pc_back_whatever_the_modifier() -> None:
    ann = pc("ann", defiant=-4, lucky=-3, wound_ranks=ALL_TICKED)
    ann.update(status="down", substatus="bleeding_out", res={"strain": 10, "wounds": 4})
    enc = running(setup(ann, pc("bob"), npc("cat")))
    events = enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [20]}))
    assert (first(events, "BleedOutResolved")["total"], enc.state.get("ann").status) == (13, "active")


def test_failure_can_change_nothing_with_the_option() -> None:
    enc = bleeding(bleed_out_failure="no_change")
    out = first(enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [1]})), "BleedOutResolved")
    assert out["result"] == "no_change"
    assert enc.state.get("ann").substatus == "bleeding_out"


def test_failures_can_fill_a_death_counter_with_the_option() -> None:
    enc = bleeding(bleed_out_failure="death_counter", death_counter_limit=2)
    out = first(enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [1]})), "BleedOutResolved")
    assert (out["result"], out["marks"]) == ("death_mark", 1)
    assert enc.state.get("ann").rs["death_marks"] == 1
    enc.apply(Command("next"))
    enc.apply(Command("glowlands.sweep", args={"npc": "cat", "skip": True}))
    enc.apply(Command("next"))
    out = first(enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [2]})), "BleedOutResolved")
    assert (out["result"], out["marks"]) == ("dies", 2)
    assert enc.state.get("ann").status == "dead"


def test_only_a_bleeding_pc_rolls_to_stay_alive() -> None:
    enc = running(setup(pc("ann"), npc("cat")))
    assert rejected(enc, Command("glowlands.bleed_out", "ann", dice={"bleed_out": [5]})) == "NOT_BLEEDING_OUT"


def test_the_last_pc_dying_is_a_defeat_with_one_benefit_and_two_drawbacks() -> None:
    ann = pc("ann", wound_ranks=ALL_TICKED)
    ann.update(status="down", substatus="bleeding_out", res={"strain": 10, "wounds": 4})
    enc = running(setup(ann, npc("cat")))
    enc.apply(Command("glowlands.bleed_out", "ann", dice={"bleed_out": [3]}))
    assert enc.state.outcome["result"] == "defeat"
    assert (enc.state.outcome["benefits"], enc.state.outcome["drawbacks"]) == (1, 2)
    assert enc.prompt().kind == "ended"


def test_the_gm_cannot_push_a_track_past_its_ends() -> None:
    enc = running(setup(pc("ann"), npc("cat", max_strain=8)))
    assert (
        rejected(enc, Command("gm.set_resource", args={"cid": "ann", "res": "strain", "value": 11}))
        == "BAD_ARGUMENT"
    )
    assert (
        rejected(enc, Command("gm.set_resource", args={"cid": "ann", "res": "wounds", "value": 5}))
        == "BAD_ARGUMENT"
    )
    assert (
        rejected(enc, Command("gm.set_resource", args={"cid": "cat", "res": "strain", "value": -1}))
        == "BAD_ARGUMENT"
    )
    assert (
        rejected(enc, Command("gm.set_resource", args={"cid": "ghost", "res": "strain", "value": 1}))
        == "UNKNOWN_COMBATANT"
    )
    enc.apply(Command("gm.set_resource", args={"cid": "ann", "res": "wounds", "value": 2}))
    assert enc.state.get("ann").res["wounds"] == 2
