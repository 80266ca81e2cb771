"""Reinforcements (issue #31, item 4) in each system: held back until their scene event, known to no
order and no player fact until then, brought in by that event (or by the GM at once) into their zone
with words in the log, placed in the order by the system's option "Reinforcements join the order",
taken back by undo with the command that brought them, and replayed without asking again."""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

import pytest

from gm_desk.rules import prep
from gm_desk.rules.arrival_book import waiting
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.player_facts import player_facts
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.setup import SetupError, state_from_setup
from tests.rules.field_kit import SYSTEMS
from tests.rules.test_demos import _pick


def with_reinforcement(rid: str, round_no: int = 2, hidden: bool = False) -> tuple[dict[str, Any], str]:
    """The demo of `rid` with its last creature arriving at the start of round `round_no`."""
    setup = demo_setup_for(rid)
    creature = [c for c in setup["combatants"] if c["kind"] == "NPC"][-1]
    creature["hidden"] = hidden
    return prep.arrive_at_round(setup, creature["id"], round_no).setup, creature["id"]


def encounter(setup: dict[str, Any]) -> Encounter:
    return Encounter(setup, dice=DiceBox(rng=random.Random(5), script=deque([1] * 4000)))


def play_until(enc: Encounter, done: Any, limit: int = 300) -> None:
    rules = get_ruleset(enc.setup["ruleset"])
    acted: set[str] = set()
    for _ in range(limit):
        if done(enc) or enc.state.outcome is not None:
            return
        offered = [c for c in rules.legal_commands(enc.state) if c.type != "gm.bring_in"]
        actor = enc.state.turn.actor if enc.state.turn is not None else None
        outcome = enc.handle(_pick(offered, acted, actor))
        assert outcome.rejected is None, outcome.rejected


def facts_text(enc: Encounter) -> str:
    facts = player_facts(get_ruleset(enc.setup["ruleset"]), enc.state)
    return json.dumps([facts.order, facts.tokens, facts.zones], default=repr)


def state_json(enc: Encounter) -> str:
    return json.dumps(enc.state.to_dict(), sort_keys=True)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_reinforcement_waits_unseen_then_arrives_with_its_round_and_undo_takes_it_back(rid: str) -> None:
    setup, cid = with_reinforcement(rid)
    name = next(c["name"] for c in setup["combatants"] if c["id"] == cid)
    zone_id = next(c["zone"] for c in setup["combatants"] if c["id"] == cid)
    enc = encounter(setup)
    assert cid not in enc.state.combatants and [c.id for c in waiting(enc.state)] == [cid]
    assert name not in facts_text(enc)
    play_until(enc, lambda e: cid in e.state.combatants)
    assert cid in enc.state.combatants, f"{rid}: never arrived"
    assert enc.state.round == 2 and waiting(enc.state) == []
    assert enc.state.get(cid).zone == zone_id
    zone = enc.state.zones.zones[zone_id].name
    words = [enc.describe(e) for e in enc.log[-1].events]
    assert f"{name} arrives in {zone}." in words
    assert name in facts_text(enc)
    rules = get_ruleset(rid)
    assert rules.invariants(enc.state) == []
    arrived = state_json(enc)
    enc.undo()
    assert cid not in enc.state.combatants and [c.id for c in waiting(enc.state)] == [cid]
    assert name not in facts_text(enc)
    enc.redo()
    assert state_json(enc) == arrived
    assert state_json(Encounter.from_log(enc.setup, enc.log)) == arrived
    assert state_json(Encounter.from_log(enc.setup, enc.log, redecide=True)) == arrived


@pytest.mark.parametrize("rid", SYSTEMS)
def test_the_gm_brings_a_hidden_reinforcement_in_at_once_and_it_stays_hidden(rid: str) -> None:
    setup, cid = with_reinforcement(rid, round_no=5, hidden=True)
    enc = encounter(setup)
    bring = Command("gm.bring_in", args={"cid": cid})
    assert enc.check(bring).code == "NOT_STARTED"
    play_until(enc, lambda e: e.state.turn is not None)
    assert enc.check(bring) is None
    assert bring in get_ruleset(rid).legal_commands(enc.state)
    enc.apply(bring)
    c = enc.state.get(cid)
    assert c.hidden and c.name not in facts_text(enc)
    assert enc.check(bring).code == "NO_CHANGE"
    assert get_ruleset(rid).invariants(enc.state) == []
    play_until(enc, lambda e: (e.state.round or 0) >= 6)  # its own round comes and brings nobody twice
    assert list(enc.state.combatants).count(cid) == 1 and waiting(enc.state) == []


@pytest.mark.parametrize("rid", SYSTEMS)
def test_each_system_offers_the_join_option_with_a_default(rid: str) -> None:
    rules = get_ruleset(rid)
    option = rules.options["arrivals"]
    assert option.title == "Reinforcements join the order"
    assert option.choices and option.default in option.choices


def test_a_reinforcement_on_a_missing_event_or_engaged_at_the_start_is_refused_in_words() -> None:
    setup, cid = with_reinforcement("glowlands")
    broken = json.loads(json.dumps(setup))
    next(c for c in broken["combatants"] if c["id"] == cid)["arrives"] = "nowhere"
    with pytest.raises(SetupError, match="which this encounter does not have"):
        state_from_setup(broken, get_ruleset("glowlands"))
    assert prep.check(broken) is not None
    engaged = json.loads(json.dumps(setup))
    first = engaged["combatants"][0]
    first["engaged"] = [cid]
    assert prep.check(engaged) is not None


def test_removing_the_event_brings_its_reinforcements_back_to_the_start() -> None:
    setup, cid = with_reinforcement("teams")
    event_id = next(c["arrives"] for c in setup["combatants"] if c["id"] == cid)
    done = prep.remove_scene_event(setup, event_id)
    assert all("arrives" not in c for c in done.setup["combatants"])
    assert done.notes and "Now there from the start" in done.notes[0]


def test_marching_a_reinforcement_brought_in_mid_round_goes_last_or_waits_by_the_option() -> None:
    for reading, expect_queued in (("this_round", True), ("next_round", False)):
        setup, cid = with_reinforcement("marching", round_no=5)
        setup.setdefault("options", {})["arrivals"] = reading
        enc = encounter(setup)
        play_until(enc, lambda e: e.state.turn is not None)
        enc.apply(Command("gm.bring_in", args={"cid": cid}))
        queue = enc.state.sched.get("queue", [])
        assert (queue[-1:] == [cid]) is expect_queued, reading


def test_glowlands_a_pc_reinforcement_takes_the_last_place_of_the_order() -> None:
    setup = demo_setup_for("glowlands")
    pc = next(c for c in setup["combatants"] if c["kind"] == "PC" and not c.get("engaged"))
    setup = prep.arrive_at_round(setup, pc["id"], 3).setup
    enc = encounter(setup)
    play_until(enc, lambda e: e.state.turn is not None)
    enc.apply(Command("gm.bring_in", args={"cid": pc["id"]}))
    assert enc.state.sched["order"][-1] == pc["id"]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_with_every_present_foe_down_the_fight_goes_on_until_the_reinforcement_comes(rid: str) -> None:
    setup, cid = with_reinforcement(rid)
    enc = encounter(setup)
    play_until(enc, lambda e: e.state.turn is not None)
    foes = [c.id for c in enc.state.combatants.values() if c.kind == "NPC"]
    for foe in foes:
        enc.apply(Command("gm.set_status", args={"cid": foe, "status": "dead"}))
    play_until(enc, lambda e: cid in e.state.combatants)
    assert enc.state.outcome is None and cid in enc.state.combatants, rid
    notes = [w for entry in enc.log for e in entry.events if "still to come" in (w := enc.describe(e))]
    assert len(notes) == 1 and "Bring" not in notes[0]
    assert get_ruleset(rid).invariants(enc.state) == []
    for foe in [cid]:
        enc.apply(Command("gm.set_status", args={"cid": foe, "status": "dead"}))
    play_until(enc, lambda e: e.state.outcome is not None)
    assert enc.state.outcome is not None and enc.state.outcome["result"] in ("victory", "ended"), rid


def cards_with_an_empty_deck(reading: str) -> tuple[Encounter, str]:
    """The cards demo with eight more foes, so that the deal leaves no card; the last one waits."""
    setup = demo_setup_for("cards")
    setup.setdefault("options", {})["arrivals"] = reading
    base = next(c for c in setup["combatants"] if c["kind"] == "NPC")
    for n in range(8):
        extra = json.loads(json.dumps(base))
        extra.update(id=f"x{n}", name=f"Extra {n}", group=None, flags=["ungrouped"], engaged=[])
        setup["combatants"].append(extra)
    enc = encounter(prep.arrive_at_round(setup, "x7", 3).setup)
    play_until(enc, lambda e: e.state.turn is not None)
    assert enc.state.sched.get("deck") == []
    return enc, "x7"


def test_cards_a_reinforcement_finding_no_card_left_gets_the_gms() -> None:
    enc, cid = cards_with_an_empty_deck("deck_then_gm")
    enc.apply(Command("gm.bring_in", args={"cid": cid}))
    words = [enc.describe(e) for e in enc.log[-1].events]
    assert "No card is left in the deck for Extra 7: the GM gives it one (Give card)." in words
    rules = get_ruleset("cards")
    assert Command("cards.give_card", args={"holder": cid, "card": 10}) in rules.gm_tools(enc.state)
    assert enc.check(Command("cards.give_card", args={"holder": cid, "card": 11})).code == "BAD_ARGUMENT"
    enc.apply(Command("cards.give_card", args={"holder": cid, "card": 4}))
    assert enc.describe(enc.log[-1].events[0]) == "The GM gives Extra 7 the 4."
    labels = {e.cid: e.label for e in rules.order(enc.state)}
    assert labels[cid] == "4 (the GM's)"
    assert enc.check(Command("cards.give_card", args={"holder": cid, "card": 5})).code == "ALREADY_DRAWN"
    assert rules.invariants(enc.state) == []
    enc.undo()
    assert cid not in {e.cid for e in rules.order(enc.state)}


def test_cards_by_the_other_reading_a_second_deck_deals_the_reinforcement_a_card() -> None:
    enc, cid = cards_with_an_empty_deck("deck_then_second")
    enc.apply(Command("gm.bring_in", args={"cid": cid}))
    rules = get_ruleset("cards")
    labels = {e.cid: e.label for e in rules.order(enc.state)}
    assert "(deck 2)" in labels[cid]
    assert rules.gm_tools(enc.state)[0].type != "cards.give_card"


@pytest.mark.parametrize(("rid", "at"), [("glowlands", 100), ("marching", 1), ("cards", 1)])
def test_a_reinforcement_arrives_at_its_place_in_the_order_before_that_turn(rid: str, at: int) -> None:
    setup = demo_setup_for(rid)
    creature = [c for c in setup["combatants"] if c["kind"] == "NPC"][-1]
    setup["scene_events"] = [
        {"id": "horn", "name": "The horn", "text": "More come.", "when": "order", "at": at, "round": 2}
    ]
    setup = prep.arrive_with(setup, creature["id"], "horn").setup
    enc = encounter(setup)
    play_until(enc, lambda e: creature["id"] in e.state.combatants)
    assert creature["id"] in enc.state.combatants and enc.state.round == 2, rid
    fired = next(e for e in enc.log[-1].events if e.type == "SceneEventFired")
    assert fired.data["hook"] == "order" and fired.data["event"] == "horn"
    arrived = [e.type for e in enc.log[-1].events].index("Arrived")
    assert [e.type for e in enc.log[-1].events].index("SceneEventFired") < arrived
    # (A card an order event reserves is out of the deck, which the cards invariant does not count yet:
    # so it is with any scene event at a card, reinforcements or none.)
    reserved = "deck 1 does not hold ten cards in all"
    assert [p for p in get_ruleset(rid).invariants(enc.state) if not (rid == "cards" and p == reserved)] == []
    enc.undo()
    assert creature["id"] not in enc.state.combatants
