"""Fleeing and chasing, obstacles on borders, and the GM's obstacle marks."""

from __future__ import annotations

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from tests.rules.cards.cards_kit import act, npc, of_type, one, pc, pool, refused, setup, started


def chase(*extra, **options) -> Encounter:
    kai = pc("kai", skills={"finesse": 3, "sneak": 1})
    orc = npc("orc", skills={"finesse": 2, "track": 1})
    gob = npc("gob", skills={"finesse": 1, "track": 2})
    s = setup(kai, orc, gob, *extra, options=options)
    return started(s, {c["id"]: i + 1 for i, c in enumerate(s["combatants"])})


def test_flee_refusals() -> None:
    enc = chase(npc("wolf", zone="Z2"), pc("ida", zone="Z3"))
    assert refused(enc, "cards.flee", "kai", to="Z2") == "PATH_BLOCKED"
    assert refused(enc, "cards.flee", "kai", to="Z3") == "NOT_ADJACENT"
    enc = chase(pc("ida", zone="Z1"), npc("far", zone="Z3"))
    assert refused(enc, "cards.flee", "kai", to="Z2", chasers=["ida"]) == "NOT_A_CHASER"
    assert refused(enc, "cards.flee", "kai", to="Z2", chasers=["far"]) == "NOT_A_CHASER"
    assert refused(enc, "cards.flee", "kai", to="Z2", chasers=["orc", "orc"]) == "BAD_ARGUMENT"
    assert refused(enc, "cards.flee", "kai", to="Z2", skill="force") == "BAD_ARGUMENT"


def test_an_enemy_beyond_the_next_zone_does_not_block_flight() -> None:
    enc = chase(npc("far", zone="Z3"))
    events = act(enc, "cards.flee", "kai", *pool(1, 3), to="Z2")
    assert one(events, "cards.FleeResolved")["result"] == "escapes"
    assert enc.state.get("kai").status == "fled"


def test_several_chasers_add_up_their_successes() -> None:
    enc = chase()
    events = act(
        enc, "cards.flee", "kai", *pool(3, 3), *pool(1, 2), *pool(2, 2), to="Z2", chasers=["orc", "gob"]
    )
    result = one(events, "cards.FleeResolved")
    assert (result["s_flee"], result["s_chase"], result["result"]) == (3, 3, "caught")
    assert [enc.state.get(c).zone for c in ("kai", "orc", "gob")] == ["Z2", "Z2", "Z2"]
    chase_rolls = [(r["purpose"], r["expr"]) for r in of_type(events, "RollMade")]
    assert chase_rolls == [("flee", "3d6"), ("chase:orc", "2d6"), ("chase:gob", "2d6")]  # gob: Track 2


def test_a_chaser_spends_a_reaction_even_when_the_flight_fails() -> None:
    enc = chase()
    events = act(enc, "cards.flee", "kai", *pool(0, 3), to="Z2", chasers=["orc"], skill="finesse")
    assert [(e["actor"], e["off_turn"]) for e in of_type(events, "BudgetSpent")] == [
        ("kai", False),
        ("orc", True),
    ]
    assert len(of_type(events, "RollMade")) == 1
    assert enc.state.get("orc").rs["budget"] == {"slow": 1, "fast": 0}


def test_a_chaser_with_no_maneuver_left_cannot_chase() -> None:
    enc = chase()
    act(enc, "cards.test", None, *pool(0, 1), cid="orc", skill="track", cost="reaction")
    act(enc, "cards.test", None, *pool(0, 1), cid="orc", skill="track", cost="reaction")
    assert refused(enc, "cards.flee", "kai", to="Z2", chasers=["orc"]) == "NO_MANOEUVRE_LEFT"


def test_sneaking_away_and_a_chaser_tracking() -> None:
    enc = chase()
    events = act(
        enc, "cards.flee", "kai", *pool(1, 1), *pool(1, 1), to="Z2", skill="sneak", chasers=["orc"],
        chase_skill={"orc": "track"},
    )  # fmt: skip
    assert one(events, "cards.FleeResolved")["result"] == "caught"


def test_a_burning_creature_may_still_flee() -> None:
    enc = chase()
    act(enc, "cards.ignite", None, cid="kai", intensity="small")
    assert [c.name for c in enc.state.get("kai").conditions] == ["burning"]
    events = act(enc, "cards.flee", "kai", *pool(1, 3), to="Z2")
    assert one(events, "cards.FleeResolved")["result"] == "escapes"


def test_the_gm_marks_and_lifts_obstacles() -> None:
    enc = chase()
    assert refused(enc, "cards.obstacle", between=["Z1", "Z3"]) == "NOT_ADJACENT"
    assert refused(enc, "cards.obstacle", between=["Z1", "Z9"]) == "UNKNOWN_ZONE"
    assert refused(enc, "cards.obstacle", between=["Z1", "Z2"], skill="baking") == "BAD_ARGUMENT"
    enc.apply(
        Command("cards.obstacle", args={"between": ["Z2", "Z1"], "name": "barricade", "skill": "force"})
    )
    assert enc.state.rs["obstacles"][0]["between"] == ["Z1", "Z2"]
    assert refused(enc, "cards.flee", "kai", to="Z2") == "PATH_BLOCKED"
    assert refused(enc, "cards.clear", "kai", to="Z3") == "NO_OBSTACLE"
    enc.apply(Command("cards.obstacle", args={"between": ["Z1", "Z2"], "remove": True}))
    assert enc.state.rs["obstacles"] == []


def test_an_obstacle_can_need_a_fast_maneuver_and_several_successes() -> None:
    wall = [
        {"between": ["Z1", "Z2"], "name": "low wall", "skill": "finesse", "successes": 2, "maneuver": "fast"}
    ]
    s = setup(pc("kai", skills={"finesse": 3}), npc("orc", zone="Z3"), obstacles=wall)
    enc = started(s, {"kai": 1, "orc": 2})
    events = act(enc, "cards.clear", "kai", *pool(1, 3), to="Z2")
    assert [e["costs"] for e in of_type(events, "BudgetSpent")] == [{"fast": 1}]
    events = act(enc, "cards.clear", "kai", *pool(2, 3), to="Z2")
    assert [e["costs"] for e in of_type(events, "BudgetSpent")] == [{"slow": 1}]
    assert one(events, "cards.ObstacleAttempt")["cleared"] is True


# Chapter 004, "Fleeing and Chasing": "You cannot flee if doing so would require you to move through a
# zone occupied by an enemy (this does not include the zone the character starts their turn in)."


def test_fleeing_back_into_the_zone_the_turn_started_in_is_allowed_though_an_enemy_stands_there() -> None:
    enc = chase()
    assert enc.state.turn is not None and enc.state.turn.actor == "kai"
    act(enc, "move", "kai", to="Z2")
    assert enc.state.get("orc").zone == "Z1"
    events = act(enc, "cards.flee", "kai", *pool(1, 3), to="Z1")
    assert one(events, "cards.FleeResolved")["result"] == "escapes"
    assert enc.state.get("kai").status == "fled"


def test_the_exception_is_only_the_starting_zone() -> None:
    enc = chase(npc("wolf", zone="Z3"))
    act(enc, "move", "kai", to="Z2")
    assert refused(enc, "cards.flee", "kai", to="Z3") == "PATH_BLOCKED"


def test_a_zone_left_on_an_earlier_turn_is_not_the_starting_zone() -> None:
    enc = chase()
    act(enc, "move", "kai", to="Z2")
    enc.apply(Command("next"))
    while enc.state.turn is None or enc.state.turn.actor != "kai":
        enc.apply(Command("next"))
    assert (enc.state.round, enc.state.get("kai").zone, enc.state.get("orc").zone) == (2, "Z2", "Z1")
    assert refused(enc, "cards.flee", "kai", to="Z1") == "PATH_BLOCKED"
