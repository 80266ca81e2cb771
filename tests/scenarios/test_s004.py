"""Acceptance scenarios S004-1 to S004-17 of Initiative Cards & Success Pools, on the real engine.

Dice are scripted: card draws are 1d<cards left> index rolls, tests are d6 pools where a 6 is a
success. Each scenario asserts the exact outcome the spec gives (order, cards, harm, rejections).
"""

from __future__ import annotations

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
    refused,
    setup,
    started,
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
