"""Acceptance scenarios S004-1 to S004-17 of Initiative Cards & Success Pools, on the real engine.

Dice are scripted: card draws are 1d<cards left> index rolls, tests are d6 pools where a 6 is a
success. Each scenario asserts the exact outcome the spec gives (order, cards, harm, rejections).
"""

from __future__ import annotations

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from tests.rules.cards.cards_kit import (
    act,
    deal,
    draw,
    encounter,
    held,
    npc,
    of_type,
    one,
    order,
    pc,
    pool,
    push,
    refused,
    setup,
    started,
    to_next_round,
    turns_of_round,
)

# --- S004-1 Card draw and fixed order -------------------------------------------------------------


def s1_setup() -> dict:
    return setup(pc("ida"), pc("jon"), pc("kai"), npc("bandit1"), npc("bandit2"))


def test_s004_1_cards_set_a_fixed_order_and_are_never_redrawn() -> None:
    enc = encounter(s1_setup())
    enc.apply(Command("start"))
    events = draw(enc, "ida", 7)
    assert [e.type for e in events] == ["RollMade", "cards.Dealt", "SchedulerChanged"]
    assert events[0].data["expr"] == "1d10" and events[0].data["total"] == 7
    assert one(events, "cards.Dealt") == {
        "holder": "ida", "drawn": [7], "kept": [7], "unkept": [], "returned": True,
    }  # fmt: skip
    deal(enc, {"jon": 2, "kai": 9, "bandit1": 4, "bandit2": 1})
    assert enc.state.round == 1 and enc.state.phase == "round_start"
    assert len(enc.state.sched["deck"]) == 5
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["bandit2", "jon", "bandit1", "ida", "kai"]
    enc.apply(Command("next"))  # round 1 ends, round 2 starts
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["bandit2", "jon", "bandit1", "ida", "kai"]
    assert len(enc.state.sched["deck"]) == 5
    assert refused(enc, "cards.redraw") == "NO_REDRAW_DURING_FIGHT"
    assert refused(enc, "cards.draw", holder="ida") == "NO_REDRAW_DURING_FIGHT"


# --- S004-2 One card for identical opponents ------------------------------------------------------


def s2_setup() -> dict:
    return setup(pc("ida"), *(npc(w, group="wolves") for w in ("w1", "w2", "w3")))


def test_s004_2_a_group_shares_one_card() -> None:
    enc = started(s2_setup(), {"ida": 6, "wolves": 5})
    assert order(enc) == [(5, "wolves"), (6, "ida")]
    assert len(enc.state.sched["deck"]) == 8
    assert turns_of_round(enc) == ["w1", "w2", "w3", "ida"]


def test_s004_2_variant_the_director_orders_the_group() -> None:
    enc = started(s2_setup(), {"ida": 6, "wolves": 5}, acting=False)
    enc.apply(Command("cards.group_order", args={"group": "wolves", "order": ["w3", "w1", "w2"]}))
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["w3", "w1", "w2", "ida"]


# --- S004-3 PC swap only at round start -----------------------------------------------------------


def s3() -> object:
    return started(setup(pc("jon"), npc("orc"), pc("ida")), {"jon": 2, "orc": 4, "ida": 7}, acting=False)


def test_s004_3_pcs_swap_at_round_start() -> None:
    enc = s3()
    enc.apply(Command("next"))
    to_next_round_start(enc)
    events = enc.apply(Command("cards.swap", args={"a": "ida", "b": "jon"}))
    assert one(events, "cards.Swapped") == {"a": "ida", "a_card": 7, "b": "jon", "b_card": 2, "forced": False}
    assert held(enc, "ida") == [2] and held(enc, "jon") == [7]
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["ida", "orc", "jon"]


def test_s004_3_no_swap_after_the_first_turn() -> None:
    enc = s3()
    enc.apply(Command("next"))
    to_next_round_start(enc)
    enc.apply(Command("next"))  # jon's turn starts: the round is under way
    assert enc.state.turn.actor == "jon"
    assert refused(enc, "cards.swap", a="ida", b="jon") == "SWAP_ONLY_AT_ROUND_START"


def test_s004_3_no_swap_without_talking_and_only_between_pcs() -> None:
    enc = s3()
    enc.apply(Command("condition.add", args={"cid": "ida", "name": "cannot communicate"}))
    enc.apply(Command("next"))
    to_next_round_start(enc)
    enc.apply(Command("next"))
    to_next_round_start(enc)
    assert enc.state.round == 3 and enc.state.phase == "round_start"
    assert refused(enc, "cards.swap", a="ida", b="jon") == "CANNOT_COMMUNICATE"
    assert refused(enc, "cards.swap", a="ida", b="orc") == "SWAP_PCS_ONLY"


def to_next_round_start(enc) -> None:
    """From inside a round, press Space until the next round's swap window."""
    rnd = enc.state.round
    while enc.state.round == rnd:
        enc.apply(Command("next"))
    assert enc.state.phase == "round_start"


# --- S004-4 Forced swap; multi-card creature ------------------------------------------------------


def test_s004_4_a_defender_forces_a_swap_that_waits_for_the_next_round() -> None:
    troll = npc("troll", initiative_cards=2, skills={"strike": 5}, attacks=[{"name": "Club", "damage": 3}])
    ida = pc("ida", skills={"finesse": 3})
    enc = started(setup(ida, troll), {"troll": [3, 8], "ida": 6})
    assert enc.state.turn.actor == "troll"
    events = act(enc, "cards.attack", "troll", *pool(1, 5), *pool(2, 3), target="ida", defence="dodge")
    result = one(events, "cards.AttackResolved")
    assert (result["hit"], result["s_att"], result["s_def"], result["may_force_swap"]) == (False, 1, 2, True)
    assert one(events, "cards.SwapEarned") == {"by": "ida", "other": "troll", "how": "defence"}
    events = enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "troll", "their_card": 3}))
    assert one(events, "cards.SwapPending") == {"a": "ida", "a_card": 6, "b": "troll", "b_card": 3}
    pending = enc.state.sched["pending_swaps"]
    assert [(p["a"], p["a_card"]["card"], p["b"], p["b_card"]["card"]) for p in pending] == [
        ("ida", 6, "troll", 3)
    ]
    assert order(enc) == [(3, "troll"), (6, "ida"), (8, "troll")]  # this round is unchanged
    assert turns_of_round(enc) == ["troll", "ida", "troll"]
    enc.apply(Command("next"))  # round 2 starts: the swap happens
    assert order(enc) == [(3, "ida"), (6, "troll"), (8, "troll")]
    assert enc.state.sched["pending_swaps"] == []


# --- S004-13 Ambush cards -------------------------------------------------------------------------


def s13_setup() -> dict:
    return setup(
        pc("ida", skills={"sneak": 3}),
        pc("jon", skills={"sneak": 2}),
        npc("orc1", skills={"track": 2}),
        npc("orc2", skills={"track": 1}),
    )


def test_s004_13_a_won_ambush_gives_the_ambushers_the_better_of_two_cards() -> None:
    enc = encounter(s13_setup())
    enc.apply(Command("start"))
    events = act(enc, "cards.ambush", None, *pool(3, 3), *pool(1, 2), ambushers=["ida", "jon"])
    result = one(events, "cards.AmbushResolved")
    assert (result["roller"], result["defender"], result["defender_skill"]) == ("ida", "orc1", "track")
    assert (result["s_sneak"], result["s_def"], result["won"], result["bonus"]) == (3, 1, True, 1)
    events = draw(enc, "ida", 8, 3)
    assert one(events, "cards.Dealt") == {
        "holder": "ida",
        "drawn": [8, 3],
        "kept": [3],
        "unkept": [8],
        "returned": True,
    }
    assert [v for _, v in enc.state.sched["deck"] if v == 8] == [8]
    draw(enc, "jon", 5, 9)
    deal(enc, {"orc1": 4, "orc2": 10})
    assert (held(enc, "ida"), held(enc, "jon"), held(enc, "orc1"), held(enc, "orc2")) == ([3], [5], [4], [10])
    deck = [v for _, v in enc.state.sched["deck"]]
    assert 8 in deck and 9 in deck and len(deck) == 6
    assert {c: enc.state.get(c).rs.get("first_bonus") for c in ("ida", "jon")} == {"ida": 1, "jon": 1}


def test_s004_13_a_failed_ambush_gives_the_defenders_the_extra_card() -> None:
    enc = encounter(s13_setup())
    enc.apply(Command("start"))
    events = act(enc, "cards.ambush", None, *pool(1, 3), *pool(2, 2), ambushers=["ida", "jon"])
    result = one(events, "cards.AmbushResolved")
    assert (result["won"], result["detected"], result["bonus"]) == (False, True, 0)
    deal(enc, {"ida": 6, "jon": 2, "orc1": [7, 1], "orc2": [9, 4]})
    assert (held(enc, "ida"), held(enc, "jon"), held(enc, "orc1"), held(enc, "orc2")) == ([6], [2], [1], [4])
    assert enc.state.get("ida").rs.get("first_bonus") is None


def test_s004_13_the_director_may_grant_the_extra_card_without_a_test() -> None:
    enc = encounter(s13_setup())
    enc.apply(Command("start"))
    events = enc.apply(Command("cards.ambush", args={"ambushers": ["ida", "jon"], "grant": True}))
    assert not of_type(events, "RollMade")
    assert sorted(enc.state.sched["extra"]) == ["ida", "jon"]
    deal(enc, {"ida": [2, 7], "jon": [10, 6], "orc1": 5, "orc2": 1})
    assert (held(enc, "ida"), held(enc, "jon")) == ([2], [6])


# --- S004-5 Range bands ---------------------------------------------------------------------------

WEAPONS = {
    "sling": {"name": "Sling", "skill": "shoot", "damage": 1, "range": [0, 1]},
    "longbow": {"name": "Longbow", "skill": "shoot", "damage": 1, "range": [1, 3]},
    "throwing knife": {"name": "Throwing knife", "skill": "shoot", "damage": 1, "range": 1},
    "bow": {"name": "Bow", "skill": "shoot", "damage": 1, "range": 2},
}


@pytest.mark.parametrize(
    ("weapon", "dist", "legal"),
    [
        ("sling", 0, True),
        ("sling", 1, True),
        ("sling", 2, False),
        ("longbow", 0, False),
        ("longbow", 3, True),
        ("longbow", 4, False),
        ("throwing knife", 1, True),
        ("bow", 2, True),
    ],
)
def test_s004_5_range_bands(weapon: str, dist: int, legal: bool) -> None:
    archer = pc("ida", skills={"shoot": 2}, attacks=[WEAPONS[weapon]])
    enc = started(setup(archer, npc("orc", zone=f"Z{1 + dist}")), {"ida": 1, "orc": 2})
    verdict = enc.check(Command("cards.attack", "ida", {"target": "orc"}))
    if legal:
        assert verdict is None
    else:
        assert verdict is not None and verdict.code == "OUT_OF_REACH"


# --- S004-6 NPC harm points -----------------------------------------------------------------------


def test_s004_6_harm_points_strip_dice_from_the_npcs_tests() -> None:
    bandit = npc("bandit", harm_mode="points", skills={"strike": 5}, attacks=[{"name": "Knife", "damage": 1}])
    hero = pc("ida", skills={"strike": 3}, attacks=[{"name": "Axe", "damage": 3}])
    enc = started(setup(hero, bandit), {"ida": 1, "bandit": 2})
    events = act(enc, "cards.attack", "ida", *pool(1, 3), target="bandit", to_damage=0)
    assert one(events, "cards.Harmed") == {"cid": "bandit", "amount": 3, "kind": "physical", "source": "Axe"}
    assert enc.state.get("bandit").res["harm_points"] == 3
    enc.apply(Command("next"))
    events = act(enc, "cards.attack", "bandit", *pool(0, 2), target="ida")
    assert one(events, "RollMade")["expr"] == "2d6"
    assert one(events, "cards.AttackResolved")["pool"] == 2


# --- S004-7 Darkness needs an extra success -------------------------------------------------------

DARK = [{"skill": "shoot", "extra": 1, "cause": "darkness"}]


def dark_fight(**archer_stats) -> Encounter:
    archer = pc(
        "ida", skills={"shoot": 3}, attacks=[{"name": "Bow", "skill": "shoot", "damage": 1, "range": [0, 2]}]
    )
    archer["stats"].update(archer_stats)
    return started(setup(archer, npc("orc", zone="Z2"), circumstances=DARK), {"ida": 1, "orc": 2})


@pytest.mark.parametrize(
    ("successes", "ignores", "need", "hit", "harm"),
    [(1, False, 2, False, 0), (3, False, 2, True, 2), (1, True, 1, True, 1)],
)
def test_s004_7_darkness_needs_an_extra_success(
    successes: int, ignores: bool, need: int, hit: bool, harm: int
) -> None:
    enc = dark_fight(ignores_darkness=ignores)
    result = one(act(enc, "cards.attack", "ida", *pool(successes, 3), target="orc"), "cards.AttackResolved")
    assert (result["need"], result["hit"], result["harm"]) == (need, hit, harm)
    assert result["extras"] == (1 if successes == 3 else 0)
    assert enc.state.get("orc").res["harm_points"] == harm


# --- S004-8 Clearing rubble -----------------------------------------------------------------------

RUBBLE = [{"between": ["Z1", "Z2"], "name": "rubble", "skill": "force", "successes": 1, "maneuver": "slow"}]


@pytest.mark.parametrize(("successes", "cleared"), [(0, False), (1, True)])
def test_s004_8_clearing_rubble(successes: int, cleared: bool) -> None:
    enc = started(
        setup(pc("ida", skills={"force": 2}), npc("orc", zone="Z3"), obstacles=RUBBLE), {"ida": 1, "orc": 2}
    )
    assert refused(enc, "move", "ida", to="Z2") == "PATH_BLOCKED"
    events = act(enc, "cards.clear", "ida", *pool(successes, 2), to="Z2")
    assert [(e["action"], e["costs"]) for e in of_type(events, "BudgetSpent")] == [
        ("clear rubble", {"slow": 1})
    ]
    assert one(events, "cards.ObstacleAttempt")["cleared"] is cleared
    assert (enc.state.rs["obstacles"] == []) is cleared
    if cleared:
        enc.apply(Command("move", "ida", {"to": "Z2"}))
        assert enc.state.get("ida").zone == "Z2"
    else:
        assert refused(enc, "move", "ida", to="Z2") == "PATH_BLOCKED"


# --- S004-9 Close combat with extra successes -----------------------------------------------------


def test_s004_9_extra_successes_add_harm_to_a_pc() -> None:
    orc = npc("orc", skills={"strike": 3}, attacks=[{"name": "Cleaver", "damage": 2}])
    enc = started(setup(pc("ida"), orc), {"orc": 1, "ida": 2})
    events = act(enc, "cards.attack", "orc", *pool(3, 3), target="ida", to_damage=2)
    result = one(events, "cards.AttackResolved")
    assert (result["hit"], result["extras"], result["harm"]) == (True, 2, 4)
    assert enc.state.get("ida").res == {"physical_harm": 4, "mental_harm": 0}


# --- S004-10 Dodge/parry subtract successes; declare first ----------------------------------------


def parry_fight() -> Encounter:
    orc = npc("orc", skills={"strike": 3}, attacks=[{"name": "Club", "damage": 1}])
    ida = pc("ida", skills={"strike": 4}, attacks=[{"name": "Sword", "damage": 2}])
    return started(setup(ida, orc), {"orc": 1, "ida": 2})


@pytest.mark.parametrize(
    ("parry", "net", "hit", "harm", "swap"),
    [(2, 1, True, 1, False), (3, 0, False, 0, False), (4, -1, False, 0, True)],
)
def test_s004_10_parry_successes_cancel_attack_successes(
    parry: int, net: int, hit: bool, harm: int, swap: bool
) -> None:
    enc = parry_fight()
    events = act(enc, "cards.attack", "orc", *pool(3, 3), *pool(parry, 4), target="ida", defence="parry")
    rolls = of_type(events, "RollMade")
    assert [(r["purpose"], r["expr"]) for r in rolls] == [
        ("attack", "3d6"),
        ("defence", "4d6"),
    ]  # Strike: armed
    result = one(events, "cards.AttackResolved")
    assert (result["net"], result["hit"], result["harm"], result["may_force_swap"]) == (net, hit, harm, swap)
    assert enc.state.get("ida").res["physical_harm"] == harm
    assert bool(of_type(events, "cards.SwapEarned")) is swap


def test_s004_10_a_defence_must_be_declared_before_the_roll() -> None:
    enc = parry_fight()
    act(enc, "cards.attack", "orc", *pool(3, 3), target="ida")
    assert refused(enc, "cards.defend", by="ida", kind="parry") == "DEFENCE_AFTER_ROLL"


def test_s004_10_a_parry_declared_first_answers_the_attack() -> None:
    enc = parry_fight()
    enc.apply(Command("cards.defend", args={"by": "ida", "kind": "parry"}))
    events = act(enc, "cards.attack", "orc", *pool(3, 3), *pool(3, 4), target="ida")
    result = one(events, "cards.AttackResolved")
    assert (result["defence"], result["s_def"], result["hit"]) == ("parry", 3, False)
    assert enc.state.get("ida").rs["guard"] is None


# --- S004-11 Grapple, hold, break free ------------------------------------------------------------


def wrestle() -> Encounter:
    jon = pc("jon", skills={"force": 3})
    orc = npc("orc", skills={"force": 3, "strike": 2}, attacks=[{"name": "Club", "damage": 1}])
    return started(setup(jon, orc), {"jon": 1, "orc": 2})


def names(enc: Encounter, cid: str) -> list[str]:
    return [c.name for c in enc.state.get(cid).conditions]


def test_s004_11_grapple_hold_and_break_free() -> None:
    enc = wrestle()
    events = act(enc, "cards.grapple", "jon", *pool(2, 3), *pool(1, 3), target="orc", break_free=True)
    result = one(events, "cards.GrappleResolved")
    assert (result["s_grapple"], result["s_break"], result["restrained"], result["mouth_covered"]) == (
        2,
        1,
        True,
        False,
    )
    assert names(enc, "orc") == ["restrained"]
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "orc"
    assert refused(enc, "cards.attack", "orc", target="jon") == "RESTRAINED"
    events = act(enc, "cards.break_free", "orc", *pool(2, 3), *pool(2, 3), hold=True)
    assert one(events, "cards.BreakFreeResolved")["free"] is False  # a tie leaves things as they are
    assert names(enc, "orc") == ["restrained"]
    assert refused(enc, "cards.break_free", "orc") == "ONCE_PER_TURN"
    to_next_round(enc)
    enc.apply(Command("next"))  # jon's turn passes
    assert enc.state.round == 2 and enc.state.turn.actor == "orc"
    events = act(enc, "cards.break_free", "orc", *pool(1, 3))
    assert one(events, "cards.BreakFreeResolved")["free"] is True
    assert names(enc, "orc") == []


def test_s004_11_alt_an_extra_success_covers_the_mouth() -> None:
    enc = wrestle()
    events = act(enc, "cards.grapple", "jon", *pool(3, 3), target="orc", cover_mouth=True)
    result = one(events, "cards.GrappleResolved")
    assert (result["restrained"], result["mouth_covered"]) == (True, True)
    assert names(enc, "orc") == ["restrained", "mouth covered"]


# --- S004-12 Flee and chase -----------------------------------------------------------------------


def chase() -> Encounter:
    kai = pc("kai", skills={"finesse": 3})
    orc = npc("orc", skills={"finesse": 2, "track": 1})
    return started(setup(kai, orc, npc("gob", zone="Z5")), {"kai": 1, "orc": 2, "gob": 3})


@pytest.mark.parametrize(
    ("s_flee", "s_chase", "status", "kai_zone", "orc_zone"),
    [(2, 1, "fled", "Z1", "Z1"), (2, 2, "active", "Z2", "Z2"), (0, None, "active", "Z1", "Z1")],
)
def test_s004_12_flee_and_chase(
    s_flee: int, s_chase: int | None, status: str, kai_zone: str, orc_zone: str
) -> None:
    enc = chase()
    faces = pool(s_flee, 3) + ([] if s_chase is None else pool(s_chase, 2))
    events = act(enc, "cards.flee", "kai", *faces, to="Z2", chasers=["orc"])
    result = one(events, "cards.FleeResolved")
    assert result["s_flee"] == s_flee and result["s_chase"] == (s_chase or 0)
    kai, orc = enc.state.get("kai"), enc.state.get("orc")
    assert (kai.status, kai.zone, orc.zone) == (status, kai_zone, orc_zone)
    if status == "fled":
        assert enc.state.turn.actor == "orc"  # kai is out: the round goes on without him


# --- S004-14 Fear ---------------------------------------------------------------------------------


def fear_setup(alone: bool = False) -> Encounter:
    ida = pc("ida", skills={"endure": 2})
    others = [] if alone else [pc(p) for p in ("jon", "kai", "lea", "mo")]
    s = setup(ida, *others, npc("ghoul", fear_value=2))
    enc = started(s, {c["id"]: i + 1 for i, c in enumerate(s["combatants"])}, acting=False)
    if not alone:
        enc.apply(Command("condition.add", args={"cid": "mo", "name": "severe mental harm"}))
    return enc


@pytest.mark.parametrize(
    ("successes", "position", "passed", "mental", "bonus"),
    [
        (1, "risky", False, 3, None),
        (1, "desperate", False, 4, None),
        (0, "controlled", False, 2, None),
        (2, "controlled", True, 0, 1),
        (4, "risky", True, 0, None),
    ],
)
def test_s004_14_fear(successes: int, position: str, passed: bool, mental: int, bonus: int | None) -> None:
    enc = fear_setup()
    events = act(enc, "cards.fear", None, *pool(successes, 5), cid="ida", source="ghoul", position=position)
    result = one(events, "cards.FearResolved")
    assert (result["company"], result["pool"], result["passed"]) == (3, 5, passed)
    assert enc.state.get("ida").res["mental_harm"] == mental
    assert enc.state.get("ida").rs.get("next_roll_bonus") == bonus


def test_s004_14_alone_there_is_no_company() -> None:
    enc = fear_setup(alone=True)
    result = one(act(enc, "cards.fear", None, *pool(0, 2), cid="ida", source="ghoul"), "cards.FearResolved")
    assert (result["company"], result["pool"]) == (0, 2)


# --- S004-15 Burning ------------------------------------------------------------------------------


def test_s004_15_burning() -> None:
    ida = pc("ida", skills={"endure": 3, "finesse": 2, "strike": 2}, attacks=[{"name": "Sword", "damage": 1}])
    enc = started(setup(ida, npc("orc")), {"ida": 1, "orc": 2})
    events = act(enc, "cards.ignite", None, *pool(1, 3), cid="ida", damage=3, extinguish=2)
    assert one(events, "cards.Burned") == {"cid": "ida", "damage": 3, "successes": 1, "harm": 2}
    assert enc.state.get("ida").res["physical_harm"] == 2 and names(enc, "ida") == ["burning"]
    assert refused(enc, "cards.attack", "ida", target="orc") == "BURNING"
    events = act(enc, "cards.extinguish", "ida", *pool(1, 2))
    assert one(events, "cards.ExtinguishAttempt")["progress"] == 1
    assert [e["costs"] for e in of_type(events, "BudgetSpent")] == [{"slow": 1}]
    assert names(enc, "ida") == ["burning"]
    enc.apply(Command("next"))  # orc's turn
    enc.apply(Command("next"))  # round end
    push(enc, *pool(0, 3))
    events = enc.apply(Command("next"))  # round 2 starts: the fire burns
    assert one(events, "cards.Burned")["harm"] == 3
    assert enc.state.get("ida").res["physical_harm"] == 5
    enc.apply(Command("next"))
    events = act(enc, "cards.extinguish", "ida", *pool(1, 2))
    assert one(events, "cards.ExtinguishAttempt")["out"] is True
    assert names(enc, "ida") == [] and enc.state.get("ida").rs["fire"] is None


# --- S004-16 Poison -------------------------------------------------------------------------------


def harm_by_round(toxicity: int, p: int, e: int, antidote_before_round_2: bool = False) -> list[int]:
    ida = pc("ida", skills={"endure": 3})
    enc = started(setup(ida, npc("spider")), {"ida": 1, "spider": 2})
    events = act(enc, "cards.poison", None, *pool(p, toxicity), *pool(e, 3), cid="ida", toxicity=toxicity)
    result = one(events, "cards.PoisonResolved")
    assert (result["p"], result["e"]) == (p, e)
    harms = [result["harm"]] if result["harm"] else []
    if antidote_before_round_2:
        enc.apply(Command("cards.antidote", args={"cid": "ida"}))
    for _ in range(4):
        before = enc.state.get("ida").res["physical_harm"]
        to_next_round(enc)
        gained = enc.state.get("ida").res["physical_harm"] - before
        if gained:
            harms.append(gained)
    assert "poisoned" not in names(enc, "ida")
    return harms


@pytest.mark.parametrize(
    ("toxicity", "p", "e", "antidote", "harms"),
    [(6, 3, 1, False, [3, 2, 1]), (3, 2, 2, False, [1]), (9, 2, 3, False, []), (6, 3, 1, True, [3])],
)
def test_s004_16_poison(toxicity: int, p: int, e: int, antidote: bool, harms: list[int]) -> None:
    assert harm_by_round(toxicity, p, e, antidote) == harms


# --- S004-17 Falling ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("feet", "dice", "s_fall", "s_endure", "harm"),
    [(20, 4, 3, 1, 2), (10, 2, 1, 1, 0), (5, 0, None, None, 0)],
)
def test_s004_17_falling(feet: int, dice: int, s_fall: int | None, s_endure: int | None, harm: int) -> None:
    ida = pc("ida", skills={"endure": 2}, armour=2)
    enc = started(setup(ida, npc("orc")), {"ida": 1, "orc": 2})
    faces = [] if s_fall is None else pool(s_fall, dice) + pool(s_endure, 2)
    events = act(enc, "cards.fall", None, *faces, cid="ida", feet=feet, hard=True)
    result = one(events, "cards.FallResolved")
    assert (result["dice"], result["s_fall"], result["s_endure"], result["harm"]) == (
        dice,
        s_fall,
        s_endure,
        harm,
    )
    assert enc.state.get("ida").res["physical_harm"] == harm
    if s_fall is None:
        assert not of_type(events, "RollMade")
