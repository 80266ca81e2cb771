"""Maneuvers: one slow and one fast per round (per card), slow as fast, reactions off-turn until round end."""

from __future__ import annotations

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from tests.rules.cards.cards_kit import (
    act,
    npc,
    of_type,
    one,
    pc,
    pool,
    refused,
    setup,
    started,
    turns_of_round,
)

CLAW = [{"name": "Claw", "skill": "strike", "damage": 1}]


def orc(cid: str = "orc", **stats) -> dict:
    return npc(cid, skills={"strike": 1}, attacks=CLAW, **stats)


def ida(**kw) -> dict:
    return pc("ida", skills={"finesse": 1, "read": 1}, **kw)


def swing(enc: Encounter, attacker: str, *, dodge: bool = True) -> tuple:
    """A missed claw at ida, dodged (one die each, no success)."""
    faces = pool(0, 1) + (pool(0, 1) if dodge else [])
    args = {"target": "ida", "defence": "dodge"} if dodge else {"target": "ida"}
    return act(enc, "cards.attack", attacker, *faces, **args)


def spent(events: tuple) -> list[tuple[str, dict, bool]]:
    return [(e["actor"], e["costs"], e["off_turn"]) for e in of_type(events, "BudgetSpent")]


def test_the_slow_maneuver_can_be_a_second_fast_one_and_no_more() -> None:
    enc = started(setup(ida(), orc()), {"ida": 2, "orc": 5})
    assert enc.state.turn.budget == {"slow": 1, "fast": 1}
    assert spent(enc.apply(Command("move", "ida", {"to": "Z2"}))) == [("ida", {"fast": 1}, False)]
    assert spent(enc.apply(Command("move", "ida", {"to": "Z3"}))) == [("ida", {"slow": 1}, False)]
    assert refused(enc, "move", "ida", to="Z4") == "NO_MANOEUVRE_LEFT"
    assert refused(enc, "cards.test", "ida", skill="read") == "NO_MANOEUVRE_LEFT"
    assert enc.state.get("ida").zone == "Z3"


def test_one_zone_per_move_maneuver() -> None:
    enc = started(setup(ida(), orc()), {"ida": 2, "orc": 5})
    assert refused(enc, "move", "ida", to="Z3") == "NOT_ADJACENT"
    assert refused(enc, "move", "ida", to="Z1") == "ALREADY_THERE"
    assert refused(enc, "move", "ida", to="Z9") == "UNKNOWN_ZONE"


def test_a_reaction_before_ones_turn_uses_up_the_rounds_fast_maneuver() -> None:
    enc = started(setup(ida(), orc()), {"orc": 2, "ida": 5})
    events = swing(enc, "orc")
    assert spent(events) == [("orc", {"slow": 1}, False), ("ida", {"fast": 1}, True)]
    assert enc.state.get("ida").rs["budget"] == {"slow": 1, "fast": 0}
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "ida"
    assert enc.state.turn.budget == {"slow": 1, "fast": 0}
    assert spent(enc.apply(Command("move", "ida", {"to": "Z2"}))) == [("ida", {"slow": 1}, False)]
    assert refused(enc, "move", "ida", to="Z3") == "NO_MANOEUVRE_LEFT"


def test_maneuvers_saved_on_ones_turn_serve_as_reactions_until_the_round_ends() -> None:
    s = setup(ida(), orc("o1"), orc("o2"), orc("o3"))
    enc = started(s, {"ida": 2, "o1": 5, "o2": 7, "o3": 9})
    enc.apply(Command("next"))  # ida saves both maneuvers
    assert enc.state.get("ida").rs["budget"] == {"slow": 1, "fast": 1}
    assert spent(swing(enc, "o1"))[1] == ("ida", {"fast": 1}, True)
    enc.apply(Command("next"))
    assert spent(swing(enc, "o2"))[1] == ("ida", {"slow": 1}, True)  # the slow one, as a fast one
    enc.apply(Command("next"))
    assert refused(enc, "cards.attack", "o3", target="ida", defence="dodge") == "NO_MANOEUVRE_LEFT"
    swing(enc, "o3", dodge=False)
    turns_of_round(enc)
    enc.apply(Command("next"))  # a new round refills everyone
    assert enc.state.get("ida").rs["budget"] == {"slow": 1, "fast": 1}
    assert enc.state.turn is None and enc.state.phase == "round_start"


def test_a_declared_defence_is_spent_even_if_no_attack_comes() -> None:
    enc = started(setup(ida(), orc()), {"orc": 2, "ida": 5})
    events = enc.apply(Command("cards.defend", args={"by": "ida", "kind": "dodge"}))
    assert spent(events) == [("ida", {"fast": 1}, True)]
    assert refused(enc, "cards.defend", by="ida", kind="dodge") == "DEFENCE_USED"
    enc.apply(Command("next"))
    assert enc.state.turn.budget == {"slow": 1, "fast": 0}


def troll(**options) -> Encounter:
    t = npc("troll", initiative_cards=2, skills={"strike": 1, "finesse": 1, "read": 1}, attacks=CLAW)
    sword = [{"name": "Sword", "skill": "strike", "damage": 1}]
    return started(
        setup(pc("ida", skills={"strike": 1}, attacks=sword), t, options=options), {"troll": [2, 8], "ida": 5}
    )


def test_a_creature_with_two_cards_gets_a_slow_and_a_fast_maneuver_per_card() -> None:
    enc = troll()
    assert enc.state.turn.actor == "troll"
    assert enc.state.turn.budget == {"slow": 1, "fast": 1}
    assert enc.state.get("troll").rs["budget"] == {"slow": 1, "fast": 1}  # the other card's share
    act(enc, "cards.test", "troll", *pool(0, 1), skill="read")
    assert refused(enc, "cards.test", "troll", skill="read") == "NO_MANOEUVRE_LEFT"
    enc.apply(Command("next"))
    assert enc.state.get("troll").rs["budget"] == {"slow": 1, "fast": 2}  # its unspent fast waits
    events = act(enc, "cards.attack", "ida", *pool(0, 1), *pool(0, 1), target="troll", defence="dodge")
    assert spent(events)[1] == ("troll", {"fast": 1}, True)
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "troll"
    assert enc.state.turn.budget == {"slow": 1, "fast": 1}
    assert enc.state.get("troll").rs["budget"] == {"slow": 0, "fast": 0}


def test_one_set_of_maneuvers_per_round_when_not_per_card() -> None:
    enc = troll(budget_per_card=False)
    assert enc.state.get("troll").rs["budget"] == {"slow": 0, "fast": 0}
    act(enc, "cards.test", "troll", *pool(0, 1), skill="read")
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "troll"
    assert enc.state.turn.budget == {"slow": 0, "fast": 1}
    assert refused(enc, "cards.test", "troll", skill="read") == "NO_MANOEUVRE_LEFT"


def test_maneuvers_can_refill_at_each_own_turn_instead() -> None:
    enc = started(setup(ida(), orc(), options={"budget_reset": "turn"}), {"orc": 2, "ida": 5})
    swing(enc, "orc")
    assert enc.state.get("ida").rs["budget"] == {"slow": 1, "fast": 0}
    enc.apply(Command("next"))
    assert enc.state.turn.budget == {"slow": 1, "fast": 1}  # a fresh set for her turn
    enc.apply(Command("move", "ida", {"to": "Z2"}))
    enc.apply(Command("next"))  # round ends
    enc.apply(Command("next"))  # round 2: no refill at the round start
    assert enc.state.get("ida").rs["budget"] == {"slow": 1, "fast": 0}


def test_a_budget_never_goes_negative_and_the_invariants_hold() -> None:
    enc = started(setup(ida(), orc()), {"orc": 2, "ida": 5})
    swing(enc, "orc")
    assert refused(enc, "cards.attack", "orc", target="ida") == "NO_MANOEUVRE_LEFT"
    assert enc.ruleset.invariants(enc.state) == []
    one(enc.apply(Command("next")), "TurnStarted")
