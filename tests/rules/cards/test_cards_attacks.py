"""Attacks and tests: refusals, defences, extra successes, harm, entered dice, circumstances."""

from __future__ import annotations

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from tests.rules.cards.cards_kit import act, npc, of_type, one, pc, pool, push, refused, setup, started

SWORD = {"name": "Sword", "skill": "strike", "damage": 2, "range": [0, 0]}
BOW = {"name": "Bow", "skill": "shoot", "damage": 1, "range": [0, 3]}


def fight(*, orc_zone: str = "Z1", options: dict | None = None, **ida_stats) -> Encounter:
    stats = {
        "skills": {"strike": 3, "shoot": 3, "finesse": 2, "force": 2},
        "attacks": [SWORD, BOW],
        **ida_stats,
    }
    orc = npc("orc", zone=orc_zone, harm_capacity=6, skills={"strike": 2, "finesse": 2, "force": 1})
    return started(
        setup(pc("ida", **stats), orc, npc("gob", zone="Z5"), options=options), {"ida": 1, "orc": 2, "gob": 3}
    )


def resolved(events: tuple) -> dict:
    return one(events, "cards.AttackResolved")


def test_attack_refusals_name_the_reason() -> None:
    enc = fight()
    assert refused(enc, "cards.attack", "orc", target="ida") == "NOT_YOUR_TURN"
    assert refused(enc, "cards.attack", "ida", target="ida") == "BAD_TARGET"
    assert refused(enc, "cards.attack", "ida", target="orc", attack="Halberd") == "UNKNOWN_ATTACK"
    assert refused(enc, "cards.attack", "ida", target="gob") == "OUT_OF_REACH"
    assert (
        refused(enc, "cards.attack", "ida", target="orc", attack="Bow", defence="parry") == "PARRY_MELEE_ONLY"
    )
    assert refused(enc, "cards.attack", "ida", target="orc", defence="block") == "BAD_ARGUMENT"
    assert refused(enc, "cards.attack", "ida", target="orc", to_damage=-1) == "BAD_ARGUMENT"
    assert refused(enc, "cards.attack", "ida", target="orc", bonus=99) == "BAD_ARGUMENT"
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "dead"}))
    assert refused(enc, "cards.attack", "ida", target="orc") == "TARGET_OUT"


def test_a_melee_weapon_reaches_the_same_zone_only() -> None:
    enc = fight(orc_zone="Z2")
    assert refused(enc, "cards.attack", "ida", target="orc", attack="Sword") == "OUT_OF_REACH"
    result = resolved(act(enc, "cards.attack", "ida", *pool(1, 3), target="orc", attack="Bow"))
    assert (result["attack"], result["skill"], result["hit"], result["harm"]) == ("Bow", "shoot", True, 1)


def test_unarmed_blows_test_force() -> None:
    enc = fight()
    result = resolved(act(enc, "cards.attack", "ida", *pool(1, 2), target="orc", attack="unarmed"))
    assert (result["skill"], result["pool"], result["harm"]) == ("force", 2, 1)


def test_an_ad_hoc_weapon_can_be_given() -> None:
    enc = fight()
    weapon = {"name": "Torch", "skill": "strike", "damage": 1}
    result = resolved(act(enc, "cards.attack", "ida", *pool(0, 3), target="orc", weapon=weapon))
    assert (result["attack"], result["hit"]) == ("Torch", False)
    assert refused(enc, "cards.attack", "ida", target="orc", weapon={"skill": "bake"}) == "BAD_ARGUMENT"
    assert refused(enc, "cards.attack", "ida", target="orc", weapon={"damage": "lots"}) == "BAD_ARGUMENT"


def test_a_dodge_answers_melee_too_unless_the_table_says_ranged_only() -> None:
    enc = fight()
    enc.apply(Command("next"))  # the orc's turn
    orc_attack = {"target": "ida", "weapon": {"name": "Claw", "damage": 1}, "defence": "dodge"}
    result = resolved(act(enc, "cards.attack", "orc", *pool(1, 2), *pool(1, 2), **orc_attack))
    assert (result["defence"], result["s_def"], result["hit"], result["may_force_swap"]) == (
        "dodge",
        1,
        False,
        False,
    )
    strict = fight(options={"dodge_ranged_only": True})
    strict.apply(Command("next"))
    assert refused(strict, "cards.attack", "orc", **orc_attack) == "DODGE_RANGED_ONLY"


def test_a_parry_unarmed_tests_force() -> None:
    enc = fight()
    events = act(enc, "cards.attack", "ida", *pool(2, 3), *pool(1, 1), target="orc", defence="parry")
    assert [r["expr"] for r in of_type(events, "RollMade")] == ["3d6", "1d6"]  # the orc has no weapon listed
    events = fight()
    enc = events
    events = act(
        enc,
        "cards.attack",
        "ida",
        *pool(2, 3),
        *pool(1, 2),
        target="orc",
        defence="parry",
        defence_skill="strike",
    )
    assert [r["expr"] for r in of_type(events, "RollMade")] == ["3d6", "2d6"]


def test_a_defender_without_maneuvers_left_cannot_defend() -> None:
    enc = fight()
    for _ in range(2):  # the orc resists two spells: its fast, then its slow as a fast
        act(enc, "cards.test", None, *pool(0, 1), cid="orc", skill="force", cost="reaction")
    assert refused(enc, "cards.defend", by="orc", kind="dodge") == "NO_MANOEUVRE_LEFT"
    assert refused(enc, "cards.attack", "ida", target="orc", defence="dodge") == "NO_MANOEUVRE_LEFT"


def test_a_declared_defence_and_an_inline_one_do_not_stack() -> None:
    enc = fight()
    enc.apply(Command("cards.defend", args={"by": "orc", "kind": "dodge"}))
    assert refused(enc, "cards.attack", "ida", target="orc", defence="dodge") == "DEFENCE_USED"
    assert refused(enc, "cards.defend", by="ida", kind="dodge") == "BAD_TARGET"


def test_a_declared_parry_against_an_arrow_is_wasted() -> None:
    enc = fight(orc_zone="Z2")
    enc.apply(Command("cards.defend", args={"by": "orc", "kind": "parry"}))
    result = resolved(act(enc, "cards.attack", "ida", *pool(1, 3), target="orc", attack="Bow"))
    assert (result["defence"], result["hit"]) == (None, True)
    assert enc.state.get("orc").rs["budget"]["fast"] == 0


def test_extra_successes_can_buy_a_forced_swap() -> None:
    enc = fight()
    events = act(enc, "cards.attack", "ida", *pool(3, 3), target="orc", force_swap=True)
    result = resolved(events)
    assert (result["extras"], result["swap_bought"], result["to_damage"], result["harm"]) == (2, True, 1, 3)
    assert one(events, "cards.SwapEarned") == {"by": "ida", "other": "orc", "how": "extra successes"}
    enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "orc"}))
    assert [p["a_card"]["card"] for p in enc.state.sched["pending_swaps"]] == [1]


def test_no_extra_success_no_swap() -> None:
    enc = fight()
    result = resolved(act(enc, "cards.attack", "ida", *pool(1, 3), target="orc", force_swap=True))
    assert (result["hit"], result["swap_bought"]) == (True, False)
    assert enc.state.sched["swap_rights"] == []


def test_a_swap_can_cost_more_extra_successes() -> None:
    enc = fight(options={"swap_cost": 2})
    result = resolved(act(enc, "cards.attack", "ida", *pool(2, 3), target="orc", force_swap=True))
    assert (result["extras"], result["swap_bought"], result["harm"]) == (1, False, 3)
    enc = fight(options={"swap_cost": 2})
    result = resolved(act(enc, "cards.attack", "ida", *pool(3, 3), target="orc", force_swap=True))
    assert (result["swap_bought"], result["harm"]) == (True, 2)


def test_the_gm_may_leave_extra_successes_unspent() -> None:
    enc = fight()
    assert resolved(act(enc, "cards.attack", "ida", *pool(3, 3), target="orc", to_damage=1))["harm"] == 3
    enc = fight(options={"extras_to_damage": False})
    assert resolved(act(enc, "cards.attack", "ida", *pool(3, 3), target="orc"))["harm"] == 2


def next_round_turn(enc: Encounter, who: str) -> None:
    """Press Space until `who`'s turn comes."""
    enc.apply(Command("next"))
    while enc.state.turn is None or enc.state.turn.actor != who:
        enc.apply(Command("next"))


def test_an_npc_breaks_at_its_harm_capacity_and_is_skipped() -> None:
    enc = fight()
    assert resolved(act(enc, "cards.attack", "ida", *pool(3, 3), target="orc", to_damage=2))["harm"] == 4
    enc.apply(Command("next"))
    events = act(enc, "cards.attack", "orc", target="ida", weapon={"name": "Claw"})  # 2 dice less 4 harm
    assert resolved(events)["pool"] == 0 and not of_type(events, "RollMade")
    next_round_turn(enc, "ida")
    act(enc, "cards.attack", "ida", *pool(1, 3), target="orc", to_damage=0)
    orc = enc.state.get("orc")
    assert (orc.status, orc.substatus, orc.res["harm_points"]) == ("down", "broken", 6)
    events = enc.apply(Command("next"))
    assert one(events, "TurnSkipped")["actor"] == "orc"
    assert enc.state.turn.actor == "gob"


def test_a_pc_with_a_harm_capacity_breaks_too_and_mental_harm_counts_apart() -> None:
    enc = fight(harm_capacity=3)
    enc.apply(Command("next"))
    howl = {"name": "Howl", "skill": "force", "damage": 2, "harm_type": "mental"}
    act(enc, "cards.attack", "orc", *pool(1, 1), target="ida", weapon=howl)
    assert enc.state.get("ida").res == {"physical_harm": 0, "mental_harm": 2}
    next_round_turn(enc, "orc")
    act(enc, "cards.attack", "orc", *pool(1, 1), target="ida", weapon=howl)
    ida = enc.state.get("ida")
    assert (ida.res["mental_harm"], ida.status, ida.substatus) == (4, "down", "broken")


def test_poison_and_fire_ride_on_a_hit() -> None:
    enc = fight()
    enc.apply(Command("next"))
    fang = {"name": "Fang", "skill": "strike", "damage": 1, "toxicity": 3}
    events = act(enc, "cards.attack", "orc", *pool(1, 2), *pool(2, 3), *pool(0, 0), target="ida", weapon=fang)
    assert one(events, "cards.PoisonResolved") == {"cid": "ida", "toxicity": 3, "p": 2, "e": 0, "harm": 2}
    assert enc.state.get("ida").res["physical_harm"] == 3
    assert [c.name for c in enc.state.get("ida").conditions] == ["poisoned"]


def test_fire_rides_on_a_hit_but_not_on_the_immune() -> None:
    enc = fight(immune=["fire"])
    enc.apply(Command("next"))
    brand = {"name": "Brand", "skill": "strike", "damage": 1, "fire_intensity": "small"}
    events = act(enc, "cards.attack", "orc", *pool(1, 2), target="ida", weapon=brand)
    assert "does not catch fire" in one(events, "Note")["text"]
    enc = fight()
    enc.apply(Command("next"))
    events = act(enc, "cards.attack", "orc", *pool(1, 2), *pool(0, 0), target="ida", weapon=brand)
    assert one(events, "cards.Burned")["harm"] == 1
    enc = fight()
    enc.apply(Command("next"))
    odd = {**brand, "fire_intensity": "Inferno"}  # not in the table: burns as a medium fire (2 harm)
    events = act(enc, "cards.attack", "orc", *pool(1, 2), *pool(0, 0), target="ida", weapon=odd)
    assert one(events, "cards.Burned")["damage"] == 2
    enc = fight()
    enc.apply(Command("next"))
    named = {**brand, "fire_intensity": "Large fire"}
    events = act(enc, "cards.attack", "orc", *pool(1, 2), target="ida", weapon=named)
    assert one(events, "cards.Burned")["damage"] == 3


# --- dice typed in --------------------------------------------------------------------------------


def test_faces_typed_in_count_sixes() -> None:
    enc = fight()
    events = enc.apply(Command("cards.attack", "ida", {"target": "orc"}, dice={"attack": [6, 5, 6]}))
    assert resolved(events)["s_att"] == 2
    assert one(events, "RollMade")["source"] == "entered"


def test_a_typed_in_total_is_the_number_of_successes() -> None:
    enc = fight()
    events = enc.apply(Command("cards.attack", "ida", {"target": "orc"}, dice={"attack": {"total": 3}}))
    assert resolved(events)["s_att"] == 3
    enc = fight()
    outcome = enc.handle(Command("cards.attack", "ida", {"target": "orc"}, dice={"attack": {"total": 4}}))
    assert outcome.rejected.code == "BAD_DICE"
    assert enc.state.get("orc").res["harm_points"] == 0 and enc.state.turn.budget == {"slow": 1, "fast": 1}


def test_the_success_face_is_an_option() -> None:
    enc = fight(options={"success_min": 5})
    push(enc, 5, 4, 6)
    assert resolved(enc.apply(Command("cards.attack", "ida", {"target": "orc"})))["s_att"] == 2


# --- circumstances and plain tests ----------------------------------------------------------------


def test_the_gm_sets_and_lifts_circumstances() -> None:
    enc = fight()
    assert refused(enc, "cards.circumstance", skill="juggling") == "UNKNOWN_SKILL"
    assert refused(enc, "cards.circumstance", skill="shoot", extra=9) == "BAD_ARGUMENT"
    enc.apply(Command("cards.circumstance", args={"skill": "strike", "extra": 1, "cause": "smoke"}))
    assert resolved(act(enc, "cards.attack", "ida", *pool(1, 3), target="orc"))["hit"] is False
    enc.apply(Command("cards.circumstance", args={"skill": "strike", "extra": 0, "cause": "smoke"}))
    assert enc.state.rs["circumstances"] == []


def test_a_plain_test_counts_successes_against_what_is_needed() -> None:
    enc = fight()
    events = act(enc, "cards.test", "ida", *pool(2, 2), skill="finesse", what="climb the wall", need=2)
    assert one(events, "cards.TestResolved") == {
        "cid": "ida", "skill": "finesse", "what": "climb the wall", "pool": 2, "successes": 2, "need": 2, "passed": True,
    }  # fmt: skip
    assert [e["costs"] for e in of_type(events, "BudgetSpent")] == [{"slow": 1}]
    assert refused(enc, "cards.test", "ida", skill="cast", cost="often") == "BAD_ARGUMENT"
    assert refused(enc, "cards.test", "ida", skill="cooking") == "UNKNOWN_SKILL"


def test_a_reaction_test_off_turn_and_a_test_the_gm_calls() -> None:
    enc = fight()
    events = act(
        enc, "cards.test", None, *pool(1, 1), cid="orc", skill="force", cost="reaction", what="resist magic"
    )
    assert [(e["actor"], e["off_turn"]) for e in of_type(events, "BudgetSpent")] == [("orc", True)]
    events = act(enc, "cards.test", None, *pool(0, 2), cid="orc", skill="finesse", cost="none")
    assert not of_type(events, "BudgetSpent") and one(events, "cards.TestResolved")["passed"] is False


@pytest.mark.parametrize("name", ["draw weapon", "stand up", "turn around", "take cover"])
def test_untested_fast_maneuvers(name: str) -> None:
    enc = fight()
    events = enc.apply(Command("cards.maneuver", "ida", {"name": name}))
    assert [(e["action"], e["costs"]) for e in of_type(events, "BudgetSpent")] == [(name, {"fast": 1})]
    assert refused(enc, "cards.maneuver", "ida", name=name, cost="sideways") == "BAD_ARGUMENT"


def test_closing_in_is_a_fast_maneuver_and_may_be_required() -> None:
    enc = fight(options={"melee_needs_close": True})
    assert refused(enc, "cards.attack", "ida", target="orc") == "NEEDS_EARLIER_ACTION"
    events = enc.apply(Command("cards.approach", "ida", {"target": "orc"}))
    assert one(events, "Engaged") == {"a": "ida", "b": "orc"}
    assert refused(enc, "cards.approach", "ida", target="orc") == "ALREADY_CLOSE"
    assert refused(enc, "cards.approach", "ida", target="gob") == "NOT_SAME_ZONE"
    assert resolved(act(enc, "cards.attack", "ida", *pool(1, 3), target="orc"))["hit"] is True


def test_a_single_range_can_mean_exactly_that_far() -> None:
    knife = {"name": "Knife", "skill": "shoot", "damage": 1, "range": 1}
    enc = fight(attacks=[knife], options={"single_range": "exact"})
    assert refused(enc, "cards.attack", "ida", target="orc") == "OUT_OF_REACH"
    enc = fight(attacks=[knife])
    assert enc.check(Command("cards.attack", "ida", {"target": "orc"})) is None


def test_harm_points_can_strip_dice_from_the_next_test_only() -> None:
    bandit = npc(
        "bandit", harm_capacity=9, skills={"strike": 5, "read": 5}, attacks=[{"name": "Knife", "damage": 1}]
    )
    hero = pc("ida", skills={"strike": 3}, attacks=[{"name": "Axe", "damage": 3}])
    for persist, pools in ((False, ["2d6", "5d6"]), (True, ["2d6", "2d6"])):
        enc = started(setup(hero, bandit, options={"harm_points_persist": persist}), {"ida": 1, "bandit": 2})
        act(enc, "cards.attack", "ida", *pool(1, 3), target="bandit", to_damage=0)
        enc.apply(Command("next"))
        first = act(enc, "cards.attack", "bandit", *pool(0, 2), target="ida")
        size = int(pools[1][0])
        second = act(enc, "cards.test", "bandit", *pool(0, size), skill="read", cost="fast")
        assert [one(first, "RollMade")["expr"], one(second, "RollMade")["expr"]] == pools
        assert enc.state.get("bandit").res["harm_points"] == 3


@pytest.mark.parametrize("given", [{"successes": 2}, {"total": "two"}, {"total": True}])
def test_malformed_typed_in_dice_are_refused_before_anything_happens(given: dict) -> None:
    enc = fight()
    before = enc.state.to_dict()
    outcome = enc.handle(Command("cards.attack", "ida", {"target": "orc"}, dice={"attack": given}))
    assert outcome.rejected.code == "BAD_DICE"
    assert enc.state.to_dict() == before
