"""Fear, fire, poison, falling and hardship beyond the spec's scenarios: immunity, options, refusals."""

from __future__ import annotations

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from tests.rules.cards.cards_kit import act, npc, of_type, one, pc, pool, push, refused, setup, started


def party(*extra, options: dict | None = None, ida: dict | None = None) -> Encounter:
    hero = pc("ida", skills={"endure": 2, "finesse": 2, "strike": 2}, **(ida or {}))
    s = setup(hero, npc("orc", skills={"endure": 1}), *extra, options=options)
    return started(s, {c["id"]: i + 1 for i, c in enumerate(s["combatants"])})


def names(enc: Encounter, cid: str) -> list[str]:
    return [c.name for c in enc.state.get(cid).conditions]


# --- fear -----------------------------------------------------------------------------------------


def test_company_counts_other_pcs_in_the_same_zone_up_to_three() -> None:
    others = [pc(p) for p in ("a", "b", "c", "d")] + [pc("far", zone="Z2")]
    enc = party(*others)
    result = one(act(enc, "cards.fear", None, *pool(0, 5), cid="ida", value=1), "cards.FearResolved")
    assert (result["company"], result["pool"], result["position"]) == (3, 5, "risky")
    enc = party(pc("a"), pc("far", zone="Z2"))
    assert (
        one(act(enc, "cards.fear", None, *pool(0, 3), cid="ida", value=1), "cards.FearResolved")["company"]
        == 1
    )


def test_company_can_count_the_tester_too() -> None:
    enc = party(pc("a"), options={"fear_counts_self": True})
    assert (
        one(act(enc, "cards.fear", None, *pool(2, 4), cid="ida", value=2), "cards.FearResolved")["company"]
        == 2
    )


def test_pcs_who_are_down_or_severely_harmed_do_not_steady_anyone() -> None:
    s = party(pc("a"), pc("b"))
    s.apply(Command("gm.set_status", args={"cid": "a", "status": "down"}))
    s.apply(Command("condition.add", args={"cid": "b", "name": "severe mental harm"}))
    assert (
        one(act(s, "cards.fear", None, *pool(0, 2), cid="ida", value=1), "cards.FearResolved")["company"] == 0
    )


def test_the_fearless_are_spared_and_refusals() -> None:
    enc = party(npc("golem", immune=["fear"]))
    events = enc.apply(Command("cards.fear", args={"cid": "golem", "value": 3}))
    assert one(events, "cards.FearResolved")["immune"] is True and not of_type(events, "RollMade")
    assert refused(enc, "cards.fear", cid="ida", value=1, position="calm") == "BAD_ARGUMENT"
    assert refused(enc, "cards.fear", cid="ida", value=11) == "BAD_ARGUMENT"
    assert refused(enc, "cards.fear", cid="ida", source="ghost") == "UNKNOWN_COMBATANT"


def test_fear_harms_an_npc_as_harm_points_and_the_bonus_is_used_up() -> None:
    enc = party()
    act(enc, "cards.fear", None, *pool(0, 1), cid="orc", value=1, position="desperate")
    assert enc.state.get("orc").res["harm_points"] == 4
    act(enc, "cards.fear", None, *pool(1, 2), cid="ida", value=1, position="controlled")
    assert enc.state.get("ida").rs["next_roll_bonus"] == 1
    events = act(enc, "cards.test", "ida", *pool(0, 3), skill="finesse")
    assert one(events, "RollMade")["expr"] == "3d6"
    assert enc.state.get("ida").rs["next_roll_bonus"] == 0


# --- fire -----------------------------------------------------------------------------------------


def test_fire_refusals() -> None:
    enc = party(npc("salamander", immune=["fire"]))
    assert refused(enc, "cards.ignite", cid="salamander") == "IMMUNE"
    assert refused(enc, "cards.ignite", cid="ida", intensity="inferno") == "UNKNOWN_FIRE"
    assert refused(enc, "cards.ignite", cid="ida", damage=99) == "BAD_ARGUMENT"
    assert refused(enc, "cards.extinguish", "ida") == "NOT_BURNING"
    act(enc, "cards.ignite", None, *pool(0, 2), cid="ida")
    assert refused(enc, "cards.ignite", cid="ida") == "ALREADY_BURNING"


def test_fire_intensities_come_from_the_table_and_the_setup_may_replace_it() -> None:
    enc = party()
    events = act(enc, "cards.ignite", None, *pool(0, 2), cid="ida", intensity="large")
    assert one(events, "cards.Burned") == {"cid": "ida", "damage": 3, "successes": 0, "harm": 3}
    hero = pc("ida", skills={"endure": 1})
    s = setup(hero, npc("orc"), fire_table={"torch": {"damage": 1, "extinguish": 1}})
    enc = started(s, {"ida": 1, "orc": 2})
    events = act(enc, "cards.ignite", None, *pool(1, 1), cid="ida", intensity="torch")
    assert one(events, "cards.Burned")["harm"] == 0


def test_catching_fire_can_be_one_flat_harm() -> None:
    enc = party(options={"first_burn": "one_harm"})
    events = enc.apply(Command("cards.ignite", args={"cid": "ida", "damage": 3}))
    assert not of_type(events, "RollMade")
    assert enc.state.get("ida").res["physical_harm"] == 1


def test_fire_and_poison_can_strike_at_the_round_end_instead() -> None:
    enc = party(npc("boss"), options={"ticks_at": "round_end"})
    act(enc, "cards.ignite", None, *pool(2, 2), cid="ida", damage=2)
    act(enc, "cards.poison", None, *pool(3, 3), *pool(0, 1), cid="orc", toxicity=3)
    assert enc.state.get("orc").res["harm_points"] == 3
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.phase == "round_end"
    push(enc, *pool(0, 2))
    events = enc.apply(Command("next"))  # the round ends: fire and poison strike, then round 2 begins
    kinds = [e.type for e in events]
    assert kinds.index("cards.Burned") < kinds.index("RoundEnded") < kinds.index("RoundStarted")
    assert one(events, "cards.PoisonTick")["harm"] == 2
    assert enc.state.get("ida").res["physical_harm"] == 2


def test_a_burning_body_that_is_down_keeps_burning_but_the_dead_do_not() -> None:
    enc = party(npc("gob"), npc("boss"))
    act(enc, "cards.ignite", None, cid="orc", damage=1)
    act(enc, "cards.ignite", None, cid="gob", damage=1)
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "down"}))
    enc.apply(Command("gm.set_status", args={"cid": "gob", "status": "dead"}))
    while enc.state.round == 1:
        enc.apply(Command("next"))
    events = [e for e in enc.log[-1].events if e.type == "cards.Burned"]
    assert [e.data["cid"] for e in events] == ["orc"]


# --- poison ---------------------------------------------------------------------------------------


def test_poison_refusals_and_a_new_dose_replacing_the_old() -> None:
    enc = party(npc("wraith", immune=["poison"]))
    assert refused(enc, "cards.poison", cid="wraith", toxicity=3) == "IMMUNE"
    assert refused(enc, "cards.poison", cid="ida", toxicity=0) == "BAD_ARGUMENT"
    assert refused(enc, "cards.antidote", cid="ida") == "NOT_POISONED"
    act(enc, "cards.poison", None, *pool(3, 3), *pool(0, 2), cid="ida", toxicity=3)
    act(enc, "cards.poison", None, *pool(2, 3), *pool(0, 2), cid="ida", toxicity=3)
    poisoned = [c for c in enc.state.get("ida").conditions if c.name == "poisoned"]
    assert len(poisoned) == 1 and poisoned[0].remaining == 2
    assert enc.state.get("ida").res["physical_harm"] == 5


def test_the_out_of_the_fight_are_beyond_hazards() -> None:
    enc = party()
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "fled"}))
    assert refused(enc, "cards.poison", cid="orc", toxicity=3) == "CANNOT_ACT"
    assert refused(enc, "cards.fall", cid="orc", feet=20) == "CANNOT_ACT"


# --- falling and hardship -------------------------------------------------------------------------


def test_falling_onto_something_soft_or_with_more_dice_per_five_feet() -> None:
    enc = party()
    events = enc.apply(Command("cards.fall", args={"cid": "ida", "feet": 30, "hard": False}))
    assert one(events, "cards.FallResolved")["harm"] == 0 and not of_type(events, "RollMade")
    enc = party(options={"fall_dice_per_5ft": 2})
    events = act(enc, "cards.fall", None, *pool(2, 4), *pool(0, 2), cid="ida", feet=10)
    assert one(events, "cards.FallResolved")["dice"] == 4
    assert enc.state.get("ida").res["physical_harm"] == 2
    assert refused(enc, "cards.fall", cid="ida", feet=-5) == "BAD_ARGUMENT"


@pytest.mark.parametrize(("successes", "kind", "harm"), [(0, "mental", 1), (1, "physical", 0)])
def test_hardship_costs_one_harm_on_failure(successes: int, kind: str, harm: int) -> None:
    enc = party()
    act(enc, "cards.hardship", None, *pool(successes, 2), cid="ida", harm_type=kind)
    assert enc.state.get("ida").res[f"{kind}_harm"] == harm
    assert refused(enc, "cards.hardship", cid="ida", harm_type="spiritual") == "BAD_ARGUMENT"
