"""Ambushes: refusals, ties, unkept cards, and the extra dice on the ambushers' first maneuver."""

from __future__ import annotations

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
    pc,
    pool,
    refused,
    setup,
)


def ambush_setup(**options) -> Encounter:
    s = setup(
        pc("ida", skills={"sneak": 2, "strike": 1, "finesse": 1}, attacks=[{"name": "Knife", "damage": 1}]),
        npc("orc", skills={"track": 1, "read": 2}),
        npc("gob", skills={"track": 2}),
        options=options,
    )
    enc = encounter(s)
    enc.apply(Command("start"))
    return enc


def test_ambush_refusals() -> None:
    enc = ambush_setup()
    assert refused(enc, "cards.ambush", ambushers=[]) == "BAD_ARGUMENT"
    assert refused(enc, "cards.ambush", ambushers=["ida", "ida"]) == "BAD_ARGUMENT"
    assert refused(enc, "cards.ambush", ambushers=["ida", "orc"]) == "BAD_ARGUMENT"
    assert refused(enc, "cards.ambush", ambushers=["ida"], roller="orc") == "BAD_ARGUMENT"
    assert refused(enc, "cards.ambush", ambushers=["ida"], defender_skill="smell") == "BAD_ARGUMENT"
    draw(enc, "ida", 4)
    assert refused(enc, "cards.ambush", ambushers=["ida"]) == "AMBUSH_TOO_LATE"


def test_an_ambush_is_settled_once() -> None:
    enc = ambush_setup()
    act(enc, "cards.ambush", None, *pool(2, 2), *pool(0, 2), ambushers=["ida"])
    assert refused(enc, "cards.ambush", ambushers=["ida"]) == "AMBUSH_DONE"


def test_nobody_to_ambush() -> None:
    enc = encounter(setup(pc("ida", skills={"sneak": 1}), pc("jon")))
    enc.apply(Command("start"))
    assert refused(enc, "cards.ambush", ambushers=["ida"]) == "NO_DEFENDERS"


def test_the_best_defender_rolls_unless_the_gm_names_one() -> None:
    enc = ambush_setup()
    result = one(
        act(enc, "cards.ambush", None, *pool(1, 2), *pool(0, 2), ambushers=["ida"]), "cards.AmbushResolved"
    )
    assert (result["defender"], result["defender_skill"]) == (
        "orc",
        "read",
    )  # read 2 ties track 2: first listed
    enc = ambush_setup()
    events = act(
        enc,
        "cards.ambush",
        None,
        *pool(1, 2),
        *pool(0, 1),
        ambushers=["ida"],
        defender="orc",
        defender_skill="track",
    )
    assert (
        one(events, "cards.AmbushResolved")["defender"],
        one(events, "cards.AmbushResolved")["defender_skill"],
    ) == (
        "orc",
        "track",
    )


def test_a_tie_means_detected_by_default() -> None:
    enc = ambush_setup()
    result = one(
        act(enc, "cards.ambush", None, *pool(1, 2), *pool(1, 2), ambushers=["ida"]), "cards.AmbushResolved"
    )
    assert (result["won"], result["detected"]) == (False, True)
    assert enc.state.sched["extra"] == ["gob", "orc"]


def test_a_tie_can_mean_nothing_happens() -> None:
    enc = ambush_setup(ambush_tie="nothing")
    result = one(
        act(enc, "cards.ambush", None, *pool(1, 2), *pool(1, 2), ambushers=["ida"]), "cards.AmbushResolved"
    )
    assert (result["won"], result["detected"]) == (False, False)
    assert enc.state.sched["extra"] == []


def test_the_unkept_card_can_be_set_aside_instead() -> None:
    enc = ambush_setup(unkept_card="discard")
    act(enc, "cards.ambush", None, *pool(2, 2), *pool(0, 2), ambushers=["ida"])
    events = draw(enc, "ida", 8, 3)
    assert one(events, "cards.Dealt")["returned"] is False
    assert enc.state.sched["discarded"] == [[1, 8]]
    assert [1, 8] not in enc.state.sched["deck"]
    assert enc.ruleset.invariants(enc.state) == []


def won(enc: Encounter, margin: int) -> None:
    act(enc, "cards.ambush", None, *pool(margin + 1, 2), *pool(0, 2), ambushers=["ida"])
    deal(enc, {"ida": [1, 2], "orc": 5, "gob": 6})
    enc.apply(Command("next"))


def test_extra_successes_add_dice_to_the_first_maneuver_only() -> None:
    enc = ambush_setup()
    won(enc, 1)
    assert enc.state.get("ida").rs["first_bonus"] == 1
    events = act(enc, "cards.attack", "ida", *pool(0, 2), target="orc")
    assert one(events, "RollMade")["expr"] == "2d6"  # Strike 1 + 1 die
    assert enc.state.get("ida").rs["first_bonus"] == 0
    events = act(enc, "cards.test", "ida", *pool(0, 1), skill="finesse", cost="fast")
    assert one(events, "RollMade")["expr"] == "1d6"


def test_a_first_maneuver_without_a_test_wastes_the_bonus() -> None:
    enc = ambush_setup()
    won(enc, 1)
    enc.apply(Command("move", "ida", {"to": "Z2"}))
    assert enc.state.get("ida").rs["first_bonus"] == 0


def test_the_bonus_can_wait_for_the_first_tested_maneuver() -> None:
    enc = ambush_setup(ambush_bonus_to="first_test")
    won(enc, 1)
    enc.apply(Command("cards.maneuver", "ida", {"name": "draw weapon"}))
    events = act(enc, "cards.test", "ida", *pool(0, 2), skill="finesse")
    assert one(events, "RollMade")["expr"] == "2d6"


def test_the_bonus_lapses_after_the_first_round() -> None:
    enc = ambush_setup()
    won(enc, 1)
    assert enc.state.get("ida").rs["first_bonus"] == 1
    while enc.state.round == 1:
        enc.apply(Command("next"))
    assert enc.state.get("ida").rs["first_bonus"] == 0
    events = [e for e in enc.log[-1].events if e.type == "CombatantDataChanged"]
    assert events and events[-1].data["changes"] == {"first_bonus": 0}


def test_a_group_of_ambushers_draws_one_extra_card_for_the_group() -> None:
    s = setup(
        pc("ida", skills={"track": 1}),
        npc("w1", group="wolves", skills={"sneak": 2}),
        npc("w2", group="wolves"),
    )
    enc = encounter(s)
    enc.apply(Command("start"))
    act(enc, "cards.ambush", None, *pool(2, 2), *pool(0, 1), ambushers=["w1", "w2"])
    assert enc.state.sched["extra"] == ["wolves"]
    deal(enc, {"ida": 3, "wolves": [9, 2]})
    assert held(enc, "wolves") == [2]
    assert not of_type(enc.log[-1].events, "cards.SwapEarned")
