"""Grappling, holding and breaking free; what restrained, burning and silenced combatants can do."""

from __future__ import annotations

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from tests.rules.cards.cards_kit import act, npc, of_type, one, pc, pool, refused, setup, started


def wrestle(**options) -> Encounter:
    jon = pc("jon", skills={"force": 3, "endure": 2})
    orc = npc(
        "orc",
        zone="Z1",
        skills={"force": 3, "strike": 2, "finesse": 2},
        attacks=[{"name": "Club", "damage": 1}],
    )
    s = setup(jon, orc, pc("ida", zone="Z2"), options=options)
    return started(s, {"jon": 1, "orc": 2, "ida": 3})


def names(enc: Encounter, cid: str) -> list[str]:
    return [c.name for c in enc.state.get(cid).conditions]


def grab(enc: Encounter, successes: int = 1) -> None:
    act(enc, "cards.grapple", "jon", *pool(successes, 3), target="orc")


def test_grapple_refusals() -> None:
    enc = wrestle()
    assert refused(enc, "cards.grapple", "jon", target="jon") == "BAD_TARGET"
    assert refused(enc, "cards.grapple", "jon", target="ida") == "NOT_SAME_ZONE"
    assert refused(enc, "cards.break_free", "jon") == "NOT_HELD"
    grab(enc)
    assert refused(enc, "cards.grapple", "jon", target="orc") == "ALREADY_HELD"


def test_a_failed_grab_restrains_nobody_but_spends_the_slow_maneuver() -> None:
    enc = wrestle()
    events = act(enc, "cards.grapple", "jon", *pool(1, 3), *pool(1, 3), target="orc", break_free=True)
    assert one(events, "cards.GrappleResolved")["restrained"] is False
    assert names(enc, "orc") == []
    assert [(e["actor"], e["costs"], e["off_turn"]) for e in of_type(events, "BudgetSpent")] == [
        ("jon", {"slow": 1}, False),
        ("orc", {"fast": 1}, True),
    ]


def test_covering_the_mouth_needs_one_more_success() -> None:
    enc = wrestle()
    events = act(
        enc, "cards.grapple", "jon", *pool(2, 3), *pool(1, 3), target="orc", break_free=True, cover_mouth=True
    )
    result = one(events, "cards.GrappleResolved")
    assert (result["restrained"], result["mouth_covered"]) == (True, False)


def test_a_restrained_creature_may_only_break_free_shout_or_parry() -> None:
    enc = wrestle()
    grab(enc)
    enc.apply(Command("next"))
    assert refused(enc, "move", "orc", to="Z2") == "RESTRAINED"
    assert refused(enc, "cards.flee", "orc", to="Z2") == "RESTRAINED"
    assert refused(enc, "cards.test", "orc", skill="finesse") == "RESTRAINED"
    assert refused(enc, "cards.maneuver", "orc", name="draw weapon") == "RESTRAINED"
    enc.apply(Command("cards.maneuver", "orc", {"name": "shout"}))
    enc.apply(Command("next"))  # ida's turn: she runs in and stabs; the held orc parries
    enc.apply(Command("move", "ida", {"to": "Z1"}))
    knife = {"name": "Knife", "skill": "strike", "damage": 1}
    assert refused(enc, "cards.attack", "ida", target="orc", weapon=knife, defence="dodge") == "RESTRAINED"
    events = act(enc, "cards.attack", "ida", *pool(0, 2), target="orc", weapon=knife, defence="parry")
    assert one(events, "cards.AttackResolved")["defence"] == "parry"


def test_a_restrained_creature_may_not_parry_under_the_strict_reading() -> None:
    enc = wrestle(restrained_may_parry=False)
    grab(enc)
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert refused(enc, "cards.defend", by="orc", kind="parry") == "RESTRAINED"


def test_a_covered_mouth_cannot_shout_or_agree_a_swap() -> None:
    enc = wrestle()
    act(enc, "cards.grapple", "jon", *pool(2, 3), target="orc", cover_mouth=True)
    enc.apply(Command("next"))
    assert refused(enc, "cards.maneuver", "orc", name="shout") == "MOUTH_COVERED"


def test_without_a_hold_one_success_breaks_free() -> None:
    enc = wrestle()
    grab(enc)
    enc.apply(Command("next"))
    events = act(enc, "cards.break_free", "orc", *pool(0, 3))
    assert one(events, "cards.BreakFreeResolved") == {
        "actor": "orc", "holder": "jon", "s_held": 0, "s_holder": None, "free": False,
    }  # fmt: skip
    assert names(enc, "orc") == ["restrained"]


def test_holding_on_needs_a_reaction_and_a_holder() -> None:
    enc = wrestle()
    grab(enc)
    enc.apply(Command("next"))
    events = act(enc, "cards.break_free", "orc", *pool(3, 3), *pool(2, 3), hold=True)
    assert one(events, "cards.BreakFreeResolved")["free"] is True
    assert [(e["actor"], e["off_turn"]) for e in of_type(events, "BudgetSpent")] == [
        ("orc", False),
        ("jon", True),
    ]


def test_holding_on_can_test_endure_instead() -> None:
    enc = wrestle(hold_skill="endure")
    grab(enc)
    enc.apply(Command("next"))
    events = act(enc, "cards.break_free", "orc", *pool(1, 3), *pool(1, 2), hold=True)
    assert [r["expr"] for r in of_type(events, "RollMade")] == ["3d6", "2d6"]
    assert one(events, "cards.BreakFreeResolved")["free"] is False


def test_a_restraint_set_by_the_gm_has_no_holder_to_hold_on() -> None:
    enc = wrestle()
    enc.apply(Command("condition.add", args={"cid": "jon", "name": "restrained"}))
    assert refused(enc, "cards.break_free", "jon", hold=True) == "NO_HOLDER"
    events = act(enc, "cards.break_free", "jon", *pool(1, 3))
    assert one(events, "cards.BreakFreeResolved")["free"] is True


def test_the_holder_lets_go_moves_away_or_drops() -> None:
    enc = wrestle()
    grab(enc)
    assert refused(enc, "cards.release", "ida", target="orc") == "NOT_HOLDING"
    enc.apply(Command("cards.release", "jon", {"target": "orc"}))
    assert names(enc, "orc") == []
    assert refused(enc, "cards.release", "jon", target="orc") == "NOT_HELD"
    enc = wrestle()
    grab(enc)
    enc.apply(Command("move", "jon", {"to": "Z2"}))
    assert names(enc, "orc") == []
    enc = wrestle()
    grab(enc)
    enc.apply(Command("gm.set_status", args={"cid": "jon", "status": "down"}))
    assert names(enc, "orc") == []


def test_a_burning_creature_may_only_fight_the_fire_flee_or_shout() -> None:
    enc = wrestle()
    act(enc, "cards.ignite", None, *pool(2, 2), cid="jon", damage=2)
    assert refused(enc, "move", "jon", to="Z2") == "BURNING"
    assert refused(enc, "cards.grapple", "jon", target="orc") == "BURNING"
    assert refused(enc, "cards.test", "jon", skill="force") == "BURNING"
    enc.apply(Command("cards.maneuver", "jon", {"name": "shout"}))
    enc.apply(Command("next"))
    assert refused(enc, "cards.attack", "orc", target="jon", defence="dodge") == "BURNING"


def test_a_creature_that_is_down_cannot_react() -> None:
    enc = wrestle()
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "down"}))
    assert refused(enc, "cards.grapple", "jon", target="orc") == "TARGET_OUT"
    assert refused(enc, "cards.defend", by="orc", kind="dodge") == "CANNOT_ACT"
