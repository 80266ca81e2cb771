"""Scene events (issue 18, item 5): entries that come up at a round hook or at a place in the order, with a
text for the GM; in every system, where each chapter's order allows it:

- 000 (PCs act by their Skill Mastery roll, highest first, then the Retaliation sweep): an initiative
  value among the PCs' rolls, or a round hook;
- 001 and 002 (teams and factions alternate, choosing who acts as the round goes): round hooks only;
- 003 (the round's order is built from the marching order): a place in that order, or a round hook;
- 004 (ten cards, lowest first, never redrawn): a card, taken out of the deck, or a round hook.
"""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter, Entry
from gm_desk.rules.events import Command, Event
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.scene_event_spec import SceneEvent, up, when_words
from gm_desk.rules.setup import SetupError

SYSTEMS = list(RULESETS)
ORDERED = ("glowlands", "marching", "cards")
ALTERNATING = ("teams", "factions")
GLOW_FACES = {"ysolde": 15, "haelon": 10, "brannoc": 5}  # Skill Mastery 20, 14, 7


def event(ident: str, when: str, **more: Any) -> dict[str, Any]:
    return {"id": ident, "name": ident.title(), "text": f"The {ident} happens.", "when": when, **more}


def setup_with(rid: str, *events: dict[str, Any]) -> dict[str, Any]:
    setup = demo_setup_for(rid)
    setup["scene_events"] = list(events)
    return setup


def encounter(setup: dict[str, Any]) -> Encounter:
    return Encounter(setup, dice=DiceBox(rng=random.Random(5), script=deque([1] * 4000)))


def _pick(commands: list[Command]) -> Command:
    """Start, end the turn, the next step; else the first answer that is not a GM tool or a move."""
    by_type: dict[str, Command] = {}
    for c in commands:
        by_type.setdefault(c.type, c)
    for kind in ("start", "end_turn", "next"):
        if kind in by_type:
            return by_type[kind]
    plain = [c for c in commands if c.type != "move" and not c.type.startswith(("gm.", "condition."))]
    return (plain or commands)[0]


def play_until(enc: Encounter, done: Any, limit: int = 300) -> None:
    """Drive the fight with its own legal commands (no attacks) until `done(enc)`."""
    for _ in range(limit):
        if done(enc) or enc.state.outcome is not None:
            return
        cmd = _pick(enc.ruleset.legal_commands(enc.state))
        outcome = enc.handle(cmd)
        assert outcome.ok, (cmd, outcome.rejected)
    raise AssertionError("the fight did not get there")


def in_round(n: int) -> Any:
    return lambda enc: enc.state.round > n


def fired(enc: Encounter) -> list[Event]:
    return [e for e in enc.events() if e.type == "SceneEventFired"]


def flat(enc: Encounter) -> list[Event]:
    return list(enc.events())


# --- round hooks, in every system -------------------------------------------------------------------


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_round_start_event_every_round_comes_up_right_after_each_round_begins(rid: str) -> None:
    enc = encounter(setup_with(rid, event("drums", "round_start", every=1)))
    play_until(enc, in_round(3))
    events = flat(enc)
    rounds = [e["round"] for e in events if e.type == "RoundStarted" and e["round"] >= 1]
    came = fired(enc)
    assert [e["round"] for e in came] == rounds[: len(came)] and len(came) >= 3
    for shown in came:
        at = events.index(shown)
        before = [e for e in events[:at] if e.type in ("RoundStarted", "TurnStarted", "RoundEnded")]
        assert before[-1].type == "RoundStarted" and before[-1]["round"] == shown["round"], rid
        assert shown["hook"] == "round_start" and shown["text"] == "The drums happens."
    assert "Scene event: Drums — The drums happens." in [enc.describe(e) for e in came]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_round_end_event_once_in_round_two_comes_up_just_before_that_round_ends_and_never_again(
    rid: str,
) -> None:
    enc = encounter(setup_with(rid, event("bridge", "round_end", round=2)))
    play_until(enc, in_round(4))
    events = flat(enc)
    came = fired(enc)
    assert [e["round"] for e in came] == [2]
    after = [e for e in events[events.index(came[0]) :] if e.type in ("RoundEnded", "TurnStarted")]
    assert after[0].type == "RoundEnded" and after[0]["round"] == 2


@pytest.mark.parametrize("rid", SYSTEMS)
def test_every_n_rounds_counts_from_the_first_round_it_comes_up_in(rid: str) -> None:
    enc = encounter(setup_with(rid, event("timer", "round_start", round=2, every=2)))
    play_until(enc, in_round(6))
    assert [e["round"] for e in fired(enc)] == [2, 4, 6]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_scene_event_is_no_combatant_nobody_attacks_or_counts_it(rid: str) -> None:
    plain = encounter(demo_setup_for(rid))
    with_event = encounter(setup_with(rid, event("lair", "round_start", every=1)))
    assert set(with_event.state.combatants) == set(plain.state.combatants)
    assert with_event.state.sides.keys() == plain.state.sides.keys()
    play_until(with_event, in_round(1))
    refused = with_event.handle(Command("gm.damage", args={"cid": "lair", "amount": 3}))
    assert refused.rejected is not None and refused.rejected.code == "UNKNOWN_COMBATANT"
    assert all(o.cid != "lair" for o in with_event.ruleset.order(with_event.state))


@pytest.mark.parametrize("rid", SYSTEMS)
def test_it_stays_up_until_the_gm_dismisses_it_and_the_dismissal_undoes(rid: str) -> None:
    enc = encounter(setup_with(rid, event("bridge", "round_start"), event("rain", "round_start")))
    play_until(enc, lambda e: bool(fired(e)))
    play_until(enc, in_round(1))
    assert [e.id for e in up(enc.state)] == ["bridge", "rain"]
    outcome = enc.handle(Command("gm.dismiss_scene_event", args={"event": "bridge"}))
    assert outcome.ok
    assert [enc.describe(e) for e in outcome.events] == ["Scene event dismissed: Bridge."]
    assert [e.id for e in up(enc.state)] == ["rain"]
    again = enc.handle(Command("gm.dismiss_scene_event", args={"event": "bridge"}))
    assert again.rejected is not None and again.rejected.code == "NO_CHANGE"
    unknown = enc.handle(Command("gm.dismiss_scene_event", args={"event": "dragon"}))
    assert unknown.rejected is not None and unknown.rejected.code == "BAD_ARGUMENT"
    assert "dragon" in unknown.rejected.message
    enc.undo()
    assert [e.id for e in up(enc.state)] == ["bridge", "rain"]
    assert enc.handle(Command("gm.dismiss_scene_event")).ok  # no event named: all of them
    assert up(enc.state) == []


def _json(entries: list[Entry]) -> str:
    return json.dumps([e.to_dict() for e in entries], sort_keys=True)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_undo_takes_a_scene_event_back_with_its_command_and_redo_brings_the_same_events(rid: str) -> None:
    enc = encounter(setup_with(rid, event("drums", "round_start", every=1), event("end", "round_end")))
    play_until(enc, lambda e: bool(fired(e)))
    entry = enc.log[-1]
    assert any(e.type == "SceneEventFired" for e in entry.events)
    after = enc.state.to_dict()
    enc.undo()
    assert not fired(enc) and up(enc.state) == []
    redone = enc.redo()
    assert redone is not None and _json([redone]) == _json([entry])
    assert enc.state.to_dict() == after


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_replayed_log_reaches_the_same_state_folded_or_decided_again(rid: str) -> None:
    setup = setup_with(rid, event("drums", "round_start", every=1), event("end", "round_end", round=2))
    enc = encounter(setup)
    play_until(enc, in_round(3))
    assert enc.handle(Command("gm.dismiss_scene_event", args={"event": "drums"})).ok
    folded = Encounter.from_log(setup, enc.log)
    decided = Encounter.from_log(setup, enc.log, redecide=True)
    assert folded.state.to_dict() == enc.state.to_dict() == decided.state.to_dict()
    assert _json(decided.log) == _json(enc.log)


# --- places in the order ----------------------------------------------------------------------------


def glowlands_round_one(*events: dict[str, Any]) -> Encounter:
    enc = encounter(setup_with("glowlands", *events))
    assert enc.handle(Command("start")).ok
    for cid, face in GLOW_FACES.items():
        cmd = Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": [face]})
        assert enc.handle(cmd).ok
    assert enc.handle(Command("next")).ok
    return enc


def turns_and_scenes(enc: Encounter, upto_round: int = 1) -> list[str]:
    """Who acts and what comes up, in order, through round `upto_round`."""
    out = []
    for e in enc.events():
        if e.type == "RoundEnded" and e["round"] >= upto_round:
            out.append("end")
            break
        if e.type == "TurnStarted":
            out.append(e["actor"])
        elif e.type == "SceneEventFired":
            out.append(f"*{e['event']}")
        elif e.type == "PhaseChanged" and e["phase"] == "retaliation_sweep":
            out.append("sweep")
    return out


def test_000_an_initiative_value_comes_up_between_the_pcs_who_rolled_above_and_below_it() -> None:
    # Ysolde 20, Haelon 14, Brannoc 7: the lair acts at 10, after Haelon and before Brannoc.
    enc = glowlands_round_one(event("lair", "order", at=10, every=1))
    play_until(enc, in_round(1))
    assert turns_and_scenes(enc) == ["ysolde", "haelon", "*lair", "brannoc", "sweep", "end"]
    came = fired(enc)[0]
    assert (came["hook"], came["before"]) == ("order", "brannoc")


def test_000_a_pc_tied_with_the_event_acts_first_and_one_below_everyone_comes_before_the_sweep() -> None:
    enc = glowlands_round_one(event("tie", "order", at=14), event("low", "order", at=-3))
    play_until(enc, in_round(1))
    assert turns_and_scenes(enc) == ["ysolde", "haelon", "*tie", "brannoc", "*low", "sweep", "end"]


def test_000_an_event_above_every_roll_comes_first_each_round_it_is_due() -> None:
    enc = glowlands_round_one(event("trap", "order", at=30, round=2, every=1))
    play_until(enc, in_round(2))
    assert turns_and_scenes(enc, 2).count("*trap") == 1
    assert turns_and_scenes(enc, 2)[-6:] == ["*trap", "ysolde", "haelon", "brannoc", "sweep", "end"]


def cards_dealt(*events: dict[str, Any], cards: dict[str, int]) -> Encounter:
    enc = encounter(setup_with("cards", *events))
    assert enc.handle(Command("start")).ok
    for holder, card in cards.items():
        outcome = enc.handle(Command("cards.draw", args={"holder": holder, "cards": [card]}))
        assert outcome.ok, outcome.rejected
    return enc


def test_004_the_event_holds_a_card_taken_out_of_the_deck_and_comes_up_on_it() -> None:
    enc = encounter(setup_with("cards", event("fire", "order", at=4, every=1)))
    assert enc.handle(Command("start")).ok
    assert [v for _, v in enc.state.sched["deck"]] == [1, 2, 3, 5, 6, 7, 8, 9, 10]
    taken = enc.handle(Command("cards.draw", args={"holder": "ida", "cards": [4]}))
    assert taken.rejected is not None and taken.rejected.code == "CARD_NOT_IN_DECK"
    # Ida 2, the wolf pack 5 (one card for both), Jon 6: the fire comes up on the 4, before the pack.
    enc = cards_dealt(event("fire", "order", at=4, every=1), cards={"ida": 2, "w1": 5, "jon": 6})
    play_until(enc, in_round(2))
    assert turns_and_scenes(enc, 2) == [
        "ida",
        "*fire",
        "w1",
        "w2",
        "jon",
        "ida",
        "*fire",
        "w1",
        "w2",
        "jon",
        "end",
    ]


def test_004_an_event_on_a_card_above_everyone_comes_up_when_the_last_card_is_played() -> None:
    enc = cards_dealt(event("dawn", "order", at=10), cards={"ida": 2, "w1": 5, "jon": 6})
    play_until(enc, in_round(1))
    assert turns_and_scenes(enc) == ["ida", "w1", "w2", "jon", "*dawn", "end"]
    assert enc.state.phase != "acting"


def first_order(enc: Encounter) -> list[str]:
    """The order the first round was built in."""
    return next(list(e["order"]) for e in enc.events() if e.type == "marching.InitiativeDecided")


def test_003_the_event_takes_a_place_in_the_order_and_whoever_held_it_acts_after() -> None:
    enc = encounter(setup_with("marching", event("rockfall", "order", at=2, every=1)))
    play_until(enc, in_round(1))
    order = first_order(enc)
    assert len(order) == 4
    assert turns_and_scenes(enc) == [order[0], "*rockfall", *order[1:], "end"]
    assert fired(enc)[0]["before"] == order[1]


def test_003_a_place_past_the_end_of_the_order_comes_up_after_the_last_fighter() -> None:
    enc = encounter(setup_with("marching", event("echo", "order", at=40), event("gong", "round_end")))
    play_until(enc, in_round(1))
    order = first_order(enc)
    assert turns_and_scenes(enc) == [*order, "*echo", "*gong", "end"]


@pytest.mark.parametrize("rid", ALTERNATING)
def test_alternating_systems_have_no_fixed_order_so_an_order_place_is_refused(rid: str) -> None:
    assert get_ruleset(rid).scene_order is None
    with pytest.raises(SetupError) as refused:
        Encounter(setup_with(rid, event("lair", "order", at=3)))
    assert "scene_events[0].when" in str(refused.value)
    assert "round_start" in str(refused.value)


@pytest.mark.parametrize("rid", ORDERED)
def test_ordered_systems_name_what_the_place_is(rid: str) -> None:
    order = get_ruleset(rid).scene_order
    assert order is not None and order.label in ("initiative", "card", "place") and order.lo < order.hi
    assert order.hint


# --- the setup's check ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entry", "field", "words"),
    [
        ({"id": "a", "name": "Bridge", "text": "   ", "when": "round_start"}, "scene_events[0].text", "text"),
        ({"id": "a", "name": "Bridge", "when": "round_start"}, "scene_events[0]", '"text"'),
        ({"id": "a", "name": "", "text": "x", "when": "round_start"}, "scene_events[0].name", "name"),
        ({"id": "a", "name": "B", "text": "x", "when": "midnight"}, "scene_events[0].when", "round_end"),
        (
            {"id": "a", "name": "B", "text": "x", "when": "round_end", "round": 0},
            "scene_events[0].round",
            "1 to",
        ),
        (
            {"id": "a", "name": "B", "text": "x", "when": "round_end", "round": 10**9},
            "scene_events[0].round",
            "1000",
        ),
        (
            {"id": "a", "name": "B", "text": "x", "when": "round_end", "every": -1},
            "scene_events[0].every",
            "0 to",
        ),
        (
            {"id": "a", "name": "B", "text": "x", "when": "round_end", "every": True},
            "scene_events[0].every",
            "true",
        ),
        ({"id": "a", "name": "B", "text": "x", "when": "order"}, "scene_events[0]", '"at"'),
        ({"id": "a", "name": "B", "text": "x", "when": "order", "at": 11}, "scene_events[0].at", "1 to 10"),
        (
            {"id": "a", "name": "B", "text": "x", "when": "round_end", "at": 3},
            "scene_events[0].at",
            "only for",
        ),
        (
            {"id": "a", "name": "B", "text": "x", "when": "round_end", "hp": 3},
            "scene_events[0].hp",
            "not a field",
        ),
        ({"id": "a", "name": "B", "text": "x" * 2001, "when": "round_end"}, "scene_events[0].text", "2000"),
    ],
)
def test_a_bad_scene_event_is_refused_with_the_field_at_fault(
    entry: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(SetupError) as refused:
        Encounter(setup_with("cards", entry))
    assert field in str(refused.value) and words in str(refused.value)


def test_two_scene_events_with_one_id_are_refused() -> None:
    with pytest.raises(SetupError) as refused:
        Encounter(setup_with("teams", event("a", "round_end"), event("a", "round_start")))
    assert "scene_events[1].id" in str(refused.value) and "used twice" in str(refused.value)


def test_when_words_say_when_it_comes_up() -> None:
    order = get_ruleset("glowlands").scene_order
    assert when_words(SceneEvent("a", "A", "x", "round_start")) == "at the start of round 1"
    assert when_words(SceneEvent("a", "A", "x", "round_end", every=1)) == "at the end of every round"
    assert when_words(SceneEvent("a", "A", "x", "round_end", round=3, every=1)) == (
        "at the end of every round from round 3"
    )
    assert when_words(SceneEvent("a", "A", "x", "round_start", round=2, every=2)) == (
        "at the start of round 2 and every 2 rounds after"
    )
    assert (
        when_words(SceneEvent("a", "A", "x", "order", at=12, every=1), order)
        == "at initiative 12 every round"
    )
    assert (
        when_words(SceneEvent("a", "A", "x", "order", at=12, round=3), order) == "at initiative 12 in round 3"
    )


def test_an_event_still_up_when_the_fight_ends_can_be_dismissed_after_it() -> None:
    enc = encounter(setup_with("teams", event("alarm", "round_start")))
    play_until(enc, in_round(0))
    assert [e.id for e in up(enc.state)] == ["alarm"]
    assert enc.handle(Command("gm.end", args={"result": "victory"})).ok
    assert enc.handle(Command("gm.dismiss_scene_event")).ok
    assert up(enc.state) == []


@pytest.mark.parametrize("rid", SYSTEMS)
def test_the_difficulty_estimate_is_the_same_with_scene_events(rid: str) -> None:
    """They consume no die and hold no turn: seeded runs of the same fights give the same figures. (In 004
    an event placed on a card takes that card out of the deck, which changes the deal: a round hook here.)"""
    from gm_desk.rules.difficulty.run import simulate

    plain = simulate(demo_setup_for(rid), fights=12, seed=3, workers=1)
    order = get_ruleset(rid).scene_order
    placed = ("order", {"at": order.lo}) if order is not None and rid != "cards" else ("round_end", {})
    with_events = setup_with(
        rid, event("drums", "round_start", every=1), event("lair", placed[0], every=2, **placed[1])
    )
    scened = simulate(with_events, fights=12, seed=3, workers=1)
    assert (scened.wins, scened.rounds_histogram, scened.pcs) == (
        plain.wins,
        plain.rounds_histogram,
        plain.pcs,
    )
    assert scened.commands_mean == plain.commands_mean
