"""Turn order by initiative cards: the deal, groups, several cards, second decks, swaps, joiners, the end."""

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
    turns_of_round,
)


def duel(**options) -> Encounter:
    return started(setup(pc("ida"), npc("orc"), options=options), {"ida": 3, "orc": 5})


# --- the deal -------------------------------------------------------------------------------------


def test_start_twice_and_an_empty_fight_are_refused() -> None:
    enc = encounter(setup(pc("ida")))
    assert refused(enc, "cards.draw", holder="ida") == "NOT_STARTED"
    assert refused(enc, "cards.redraw") == "NOT_STARTED"
    events = enc.apply(Command("start"))
    assert [e.type for e in events] == ["EncounterStarted", "SchedulerChanged", "PhaseChanged"]
    assert refused(enc, "start") == "ALREADY_STARTED"
    assert refused(encounter(setup()), "start") == "NO_COMBATANTS"


def test_cards_drawn_at_the_table_are_typed_in() -> None:
    enc = encounter(setup(pc("ida"), npc("orc")))
    enc.apply(Command("start"))
    assert refused(enc, "cards.draw", holder="ida", cards=[11]) == "CARD_NOT_IN_DECK"
    assert refused(enc, "cards.draw", holder="ida", cards=[1, 2]) == "WRONG_CARD_COUNT"
    events = enc.apply(Command("cards.draw", args={"holder": "ida", "card": 4}))
    assert not of_type(events, "RollMade")
    assert refused(enc, "cards.draw", holder="ida", card=5) == "ALREADY_DRAWN"
    assert refused(enc, "cards.draw", holder="orc", card=4) == "CARD_NOT_IN_DECK"
    enc.apply(Command("cards.draw", args={"holder": "orc", "cards": [9]}))
    assert order(enc) == [(4, "ida"), (9, "orc")]
    assert enc.state.phase == "round_start" and enc.state.round == 1


def test_space_deals_everyone_still_waiting_then_runs_the_round() -> None:
    enc = encounter(setup(pc("ida"), npc("orc"), pc("jon")))
    enc.apply(Command("start"))
    draw(enc, "jon", 10)
    push(enc, 1, 1)  # ida takes the 1, orc the 2 (the lowest left)
    events = enc.apply(Command("next"))
    assert [e.data["holder"] for e in events if e.type == "cards.Dealt"] == ["ida", "orc"]
    assert order(enc) == [(1, "ida"), (2, "orc"), (10, "jon")]
    assert enc.state.phase == "round_start"
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["ida", "orc", "jon"]
    assert enc.state.phase == "round_end"


def test_a_misdeal_can_be_taken_back_before_the_first_round() -> None:
    enc = encounter(setup(pc("ida"), npc("orc")))
    enc.apply(Command("start"))
    assert refused(enc, "cards.redraw") == "NOTHING_DEALT"
    draw(enc, "ida", 2)
    enc.apply(Command("cards.redraw"))
    assert enc.state.sched["cards"] == {} and len(enc.state.sched["deck"]) == 10
    deal(enc, {"ida": 8, "orc": 2})
    assert order(enc) == [(2, "orc"), (8, "ida")]


def test_a_creature_with_several_cards_takes_one_turn_per_card() -> None:
    s = setup(pc("ida"), npc("troll", initiative_cards=3))
    enc = started(s, {"troll": [2, 9, 5], "ida": 7})
    assert held(enc, "troll") == [2, 5, 9]
    assert turns_of_round(enc) == ["troll", "troll", "ida", "troll"]
    assert len(enc.state.sched["deck"]) == 6


def test_a_group_takes_the_most_cards_any_member_has() -> None:
    s = setup(pc("ida"), npc("t1", group="trolls", initiative_cards=2), npc("t2", group="trolls"))
    enc = started(s, {"ida": 4, "trolls": [1, 6]})
    assert turns_of_round(enc) == ["t1", "t2", "ida", "t1", "t2"]


def test_without_group_cards_every_creature_draws_its_own() -> None:
    s = setup(pc("ida"), npc("w1", group="wolves"), npc("w2", group="wolves"), options={"group_cards": False})
    enc = started(s, {"ida": 5, "w1": 2, "w2": 8})
    assert order(enc) == [(2, "w1"), (5, "ida"), (8, "w2")]


def test_a_group_key_in_the_stat_block_makes_a_group_too() -> None:
    s = setup(pc("ida"), npc("w1", group_key="pack"), npc("w2", group_key="pack"))
    enc = started(s, {"ida": 5, "pack": 2})
    assert turns_of_round(enc) == ["w1", "w2", "ida"]


def test_a_group_named_like_a_combatant_gets_its_own_holder_id() -> None:
    s = setup(pc("ida"), npc("orc", group="ida"), npc("orc2", group="ida"))
    enc = started(s, {"ida": 5, "group:ida": 2})
    assert order(enc) == [(2, "group:ida"), (5, "ida")]


# --- second deck ----------------------------------------------------------------------------------


def eleven(**options) -> dict:
    npcs = [npc(f"n{i}") for i in range(1, 11)]
    return setup(*npcs, pc("ida"), options=options)


def test_an_eleventh_card_comes_from_a_second_deck_and_ties_go_to_pcs() -> None:
    enc = encounter(eleven())
    enc.apply(Command("start"))
    deal(enc, {f"n{i}": i for i in range(1, 11)})
    events = draw(enc, "ida", 3)
    assert one(events, "RollMade")["expr"] == "1d10"
    assert enc.state.sched["decks"] == 2 and len(enc.state.sched["deck"]) == 9
    assert order(enc)[:4] == [(1, "n1"), (2, "n2"), (3, "ida"), (3, "n3")]


def test_ties_between_decks_follow_the_draw_order_when_pcs_do_not_come_first() -> None:
    enc = encounter(eleven(ties_pcs_first=False))
    enc.apply(Command("start"))
    deal(enc, {f"n{i}": i for i in range(1, 11)})
    draw(enc, "ida", 3)
    assert order(enc)[:4] == [(1, "n1"), (2, "n2"), (3, "n3"), (3, "ida")]


# --- swaps ----------------------------------------------------------------------------------------


def test_swap_refusals_name_the_reason() -> None:
    enc = encounter(setup(pc("ida"), pc("jon"), npc("orc")))
    enc.apply(Command("start"))
    assert refused(enc, "cards.swap", a="ida", b="jon") == "NOT_DEALT"
    deal(enc, {"ida": 1, "jon": 2, "orc": 3})
    assert refused(enc, "cards.swap", a="ida", b="ida") == "SWAP_PCS_ONLY"
    assert refused(enc, "cards.swap", a="ida", b="ghost") == "UNKNOWN_COMBATANT"
    enc.apply(Command("next"))
    turns_of_round(enc)
    assert enc.state.phase == "round_end"
    assert refused(enc, "cards.swap", a="ida", b="jon") == "SWAP_ONLY_AT_ROUND_START"


def test_a_pc_who_is_down_cannot_agree_a_swap() -> None:
    enc = started(setup(pc("ida"), pc("jon"), npc("orc")), {"ida": 1, "jon": 2, "orc": 3}, acting=False)
    enc.apply(Command("gm.set_status", args={"cid": "jon", "status": "down"}))
    assert refused(enc, "cards.swap", a="ida", b="jon") == "CANNOT_COMMUNICATE"


def troll_fight(**options) -> Encounter:
    troll = npc("troll", initiative_cards=2, skills={"strike": 2}, attacks=[{"name": "Club", "damage": 1}])
    return started(
        setup(pc("ida", skills={"finesse": 2}), troll, options=options), {"troll": [3, 8], "ida": 6}
    )


def dodge_troll(enc: Encounter) -> None:
    act(enc, "cards.attack", "troll", *pool(0, 2), *pool(1, 2), target="ida", defence="dodge")


def test_a_forced_swap_needs_an_earned_right_and_a_named_card() -> None:
    enc = troll_fight()
    assert refused(enc, "cards.force_swap", by="ida", **{"with": "troll"}) == "NO_SWAP_EARNED"
    dodge_troll(enc)
    assert refused(enc, "cards.force_swap", by="ida", **{"with": "troll"}) == "CHOOSE_CARD"
    assert (
        refused(enc, "cards.force_swap", by="ida", **{"with": "troll", "their_card": 6}) == "NOT_THEIR_CARD"
    )
    assert refused(enc, "cards.force_swap", by="troll", **{"with": "ida"}) == "NO_SWAP_EARNED"
    enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "troll", "their_card": 8}))
    assert (
        refused(enc, "cards.force_swap", by="ida", **{"with": "troll", "their_card": 8}) == "NO_SWAP_EARNED"
    )
    turns_of_round(enc)
    enc.apply(Command("next"))
    assert order(enc) == [(3, "troll"), (6, "troll"), (8, "ida")]


def test_an_unclaimed_swap_right_lapses_at_the_next_round() -> None:
    enc = troll_fight()
    dodge_troll(enc)
    turns_of_round(enc)
    enc.apply(Command("next"))
    assert enc.state.sched["swap_rights"] == []
    assert (
        refused(enc, "cards.force_swap", by="ida", **{"with": "troll", "their_card": 3}) == "NO_SWAP_EARNED"
    )


def test_a_pending_swap_lapses_when_a_card_has_left_the_fight() -> None:
    troll = npc("troll", initiative_cards=2, skills={"strike": 2}, attacks=[{"name": "Club", "damage": 1}])
    enc = started(
        setup(pc("ida", skills={"finesse": 2}), troll, npc("orc")), {"troll": [3, 8], "ida": 6, "orc": 9}
    )
    dodge_troll(enc)
    enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "troll", "their_card": 3}))
    events = enc.apply(Command("gm.remove_combatant", args={"cid": "troll"}))
    assert [e.type for e in events if e.type.startswith("Turn")] == ["TurnEnded", "TurnStarted"]
    assert enc.state.turn.actor == "ida"
    assert turns_of_round(enc) == ["ida", "orc"]
    events = enc.apply(Command("next"))  # the round ends, the next begins
    assert "A forced card swap lapsed" in one(events, "Note")["text"]
    assert held(enc, "ida") == [6]


def test_an_immediate_forced_swap_gives_nobody_a_second_turn() -> None:
    enc = troll_fight(forced_swap_timing="immediate")
    dodge_troll(enc)
    events = enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "troll", "their_card": 3}))
    assert one(events, "cards.Swapped") == {
        "a": "ida",
        "a_card": 6,
        "b": "troll",
        "b_card": 3,
        "forced": True,
    }
    assert order(enc) == [(3, "ida"), (6, "troll"), (8, "troll")]
    # The troll has played one of its two cards; ida has played none: she acts next, the troll once more.
    assert turns_of_round(enc) == ["troll", "ida", "troll"]
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["ida", "troll", "troll"]


# --- groups ---------------------------------------------------------------------------------------


def pack() -> Encounter:
    s = setup(pc("ida"), *(npc(w, group="wolves") for w in ("w1", "w2", "w3")))
    return started(s, {"ida": 6, "wolves": 5}, acting=False)


def test_group_order_refusals() -> None:
    enc = pack()
    assert refused(enc, "cards.group_order", group="bears", order=["w1"]) == "UNKNOWN_GROUP"
    assert refused(enc, "cards.group_order", group="wolves", order=["w1", "w2"]) == "BAD_ORDER"
    assert refused(enc, "cards.group_order", group="wolves", order=["w1", "w1", "w2"]) == "BAD_ORDER"
    assert refused(enc, "gm.reorder", order=["ida", "w1"]) == "ORDER_FOLLOWS_CARDS"


def test_the_gm_reorders_a_group_with_the_generic_reorder() -> None:
    enc = pack()
    events = enc.apply(Command("gm.reorder", args={"order": ["w2", "w3", "w1"]}))
    assert of_type(events, "GMOverrideApplied")
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["w2", "w3", "w1", "ida"]


def test_a_group_member_who_is_down_is_passed_over_at_the_group_slot() -> None:
    enc = pack()
    enc.apply(Command("gm.set_status", args={"cid": "w2", "status": "down"}))
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["w1", "w3", "ida"]
    assert held(enc, "wolves") == [5]


def test_the_group_card_leaves_the_fight_when_the_last_member_is_out() -> None:
    enc = pack()
    for w in ("w1", "w2"):
        enc.apply(Command("gm.set_status", args={"cid": w, "status": "dead"}))
    assert held(enc, "wolves") == [5]
    events = enc.apply(Command("gm.set_status", args={"cid": "w3", "status": "fled"}))
    assert one(events, "cards.CardsRemoved") == {
        "holder": "wolves",
        "cards": [5],
        "why": "nobody in the group is left",
    }
    assert "wolves" not in enc.state.sched["cards"]
    assert [1, 5] in enc.state.sched["discarded"]
    assert [1, 5] not in enc.state.sched["deck"]


def test_a_group_whose_card_was_removed_draws_again_when_a_member_recovers() -> None:
    enc = pack()
    for w in ("w1", "w2", "w3"):
        enc.apply(Command("gm.set_status", args={"cid": w, "status": "down"}))
    assert "wolves" not in enc.state.sched["cards"]
    push(enc, 1)  # the 1, lowest of what is left
    enc.apply(Command("gm.set_status", args={"cid": "w2", "status": "active"}))
    assert held(enc, "wolves") == [1]
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["w2", "ida"]


def test_the_acting_group_member_going_down_passes_the_turn_on() -> None:
    enc = pack()
    enc.apply(Command("next"))
    assert enc.state.turn.actor == "w1"
    enc.apply(Command("gm.set_status", args={"cid": "w1", "status": "down"}))
    assert enc.state.turn.actor == "w2"


# --- skipped, broken, dead ------------------------------------------------------------------------


def test_a_broken_or_dead_holder_is_skipped_and_keeps_its_card() -> None:
    enc = started(setup(pc("ida"), npc("orc"), npc("gob")), {"ida": 4, "orc": 2, "gob": 7}, acting=False)
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "down", "substatus": "broken"}))
    events = enc.apply(Command("next"))
    skipped = one(events, "TurnSkipped")
    assert (skipped["actor"], skipped["card"], skipped["why"]) == ("orc", 2, "broken")
    assert enc.state.turn.actor == "ida"
    assert held(enc, "orc") == [2]
    assert turns_of_round(enc) == ["ida", "gob"]
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "active"}))
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["orc", "ida", "gob"]
    enc.apply(Command("gm.set_status", args={"cid": "gob", "status": "dead"}))
    assert held(enc, "gob") == [7]


def test_the_actor_going_down_ends_its_turn() -> None:
    enc = duel()
    assert enc.state.turn.actor == "ida"
    events = enc.apply(Command("gm.set_status", args={"cid": "ida", "status": "down"}))
    assert [e.type for e in events if e.type in ("TurnEnded", "TurnStarted")] == ["TurnEnded", "TurnStarted"]
    assert enc.state.turn.actor == "orc"


def test_ending_a_turn_out_of_order_is_refused() -> None:
    enc = started(setup(pc("ida"), npc("orc")), {"ida": 3, "orc": 5}, acting=False)
    assert refused(enc, "end_turn") == "NO_TURN"
    enc.apply(Command("next"))
    assert refused(enc, "end_turn", "orc") == "NOT_YOUR_TURN"


# --- late joiners ---------------------------------------------------------------------------------


def join(enc: Encounter, cid: str, kind: str = "NPC", card_index: int | None = None, **extra) -> tuple:
    if card_index is not None:
        push(enc, card_index)
    c = {
        "id": cid,
        "name": cid,
        "kind": kind,
        "side": "party" if kind == "PC" else "foes",
        "zone": "Z1",
        "stats": {},
    }
    return enc.apply(Command("gm.add_combatant", args={"combatant": {**c, **extra}}))


def three() -> Encounter:
    return started(setup(pc("ida"), npc("orc"), pc("jon")), {"ida": 3, "orc": 5, "jon": 8})


def test_a_late_joiner_whose_card_is_passed_acts_next_round() -> None:
    enc = three()
    enc.apply(Command("next"))  # ida done, orc acts (card 5)
    join(enc, "gob", card_index=1)  # deck 1,2,4,6,7,9,10 -> the 1
    assert held(enc, "gob") == [1]
    assert turns_of_round(enc) == ["orc", "jon"]
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["gob", "ida", "orc", "jon"]


def test_a_late_joiner_whose_card_is_ahead_acts_this_round() -> None:
    enc = three()
    enc.apply(Command("next"))
    join(enc, "gob", card_index=4)  # the 6
    assert turns_of_round(enc) == ["orc", "gob", "jon"]


def test_a_late_joiner_may_act_at_once_under_the_option() -> None:
    enc = started(
        setup(pc("ida"), npc("orc"), pc("jon"), options={"late_joiner_acts_now": True}),
        {"ida": 3, "orc": 5, "jon": 8},
    )
    enc.apply(Command("next"))
    join(enc, "gob", card_index=1)
    assert turns_of_round(enc) == ["orc", "gob", "jon"]


def test_a_late_joiner_gets_a_full_round_of_maneuvers() -> None:
    enc = three()
    join(enc, "gob", card_index=4)
    assert enc.state.get("gob").rs["budget"] == {"slow": 1, "fast": 1}


def test_a_late_joiner_in_a_group_with_a_card_draws_nothing() -> None:
    s = setup(pc("ida"), npc("w1", group="wolves"))
    enc = started(s, {"ida": 6, "wolves": 5})
    events = join(enc, "w2", group="wolves")
    assert not of_type(events, "cards.Dealt")
    assert enc.state.sched["groups"]["wolves"] == ["w1", "w2"]
    assert turns_of_round(enc) == ["w1", "w2", "ida"]


def test_a_late_joiner_draws_from_a_second_deck_when_the_first_is_empty() -> None:
    enc = started(
        setup(*(npc(f"n{i}") for i in range(1, 11)), pc("ida")),
        {**{f"n{i}": i for i in range(1, 11)}, "ida": [2]},
    )
    assert enc.state.sched["decks"] == 2
    join(enc, "jon", kind="PC", card_index=1)
    assert held(enc, "jon") == [1]
    assert order(enc)[:3] == [(1, "jon"), (1, "n1"), (2, "ida")]


def test_a_joiner_before_the_deal_draws_with_everyone() -> None:
    enc = encounter(setup(pc("ida"), npc("orc")))
    enc.apply(Command("start"))
    join(enc, "gob")
    assert "gob" in enc.state.sched["holders"] and "gob" not in enc.state.sched["cards"]
    deal(enc, {"ida": 1, "orc": 2, "gob": 3})
    assert enc.state.phase == "round_start"


def test_a_removed_combatant_takes_its_card_out_of_the_fight() -> None:
    enc = three()
    enc.apply(Command("gm.remove_combatant", args={"cid": "orc"}))
    assert "orc" not in enc.state.sched["cards"]
    assert turns_of_round(enc) == ["ida", "jon"]


# --- the end --------------------------------------------------------------------------------------


def test_the_fight_ends_at_the_round_end_when_no_opponent_stands() -> None:
    enc = duel()
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "dead"}))
    assert enc.state.outcome is None  # only at the round's end
    turns_of_round(enc)
    events = enc.apply(Command("next"))
    ended = one(events, "EncounterEnded")
    assert (ended["result"], ended["round"]) == ("victory", 1)
    assert refused(enc, "next") == "ENCOUNTER_ENDED"


def test_the_fight_ends_in_defeat_when_no_pc_stands() -> None:
    enc = duel()
    enc.apply(Command("gm.set_status", args={"cid": "ida", "status": "down"}))
    turns_of_round(enc)
    assert one(enc.apply(Command("next")), "EncounterEnded")["result"] == "defeat"


def test_without_auto_end_only_the_gm_ends_the_fight() -> None:
    enc = duel(auto_end=False)
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "dead"}))
    turns_of_round(enc)
    enc.apply(Command("next"))
    assert enc.state.outcome is None and enc.state.round == 2
    enc.apply(Command("gm.end", args={"result": "victory"}))
    assert enc.state.outcome["result"] == "victory"


# --- replay, undo, the table's view ---------------------------------------------------------------


def test_a_fight_replays_identically_from_its_log() -> None:
    enc = troll_fight()
    dodge_troll(enc)
    enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "troll", "their_card": 3}))
    turns_of_round(enc)
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    folded = Encounter.from_log(enc.setup, enc.log)
    redecided = Encounter.from_log(enc.setup, enc.log, redecide=True)
    assert folded.state.to_dict() == enc.state.to_dict() == redecided.state.to_dict()
    before = enc.state.to_dict()
    enc.undo()
    enc.redo()
    assert enc.state.to_dict() == before


def test_prompt_and_order_rows_follow_the_round() -> None:
    s = setup(pc("ida"), npc("w1", group="wolves"), npc("w2", group="wolves"))
    enc = encounter(s)
    assert enc.prompt().kind == "setup"
    enc.apply(Command("start"))
    assert enc.prompt().kind == "initiative" and enc.prompt().choices == ("ida", "wolves")
    deal(enc, {"ida": 6, "wolves": 5})
    assert enc.prompt().kind == "round_start"
    enc.apply(Command("next"))
    p = enc.prompt()
    assert (p.kind, p.actor, p.data["card"]) == ("act", "w1", 5)
    rows = [(r.cid, r.label, r.current, r.done) for r in enc.ruleset.order(enc.state)]
    assert rows == [
        ("w1", "5 · wolves", True, False),
        ("w2", "5 · wolves", False, False),
        ("ida", "6", False, False),
    ]
    enc.apply(Command("next"))
    rows = [(r.cid, r.current, r.done) for r in enc.ruleset.order(enc.state)]
    assert rows == [("w1", False, True), ("w2", True, False), ("ida", False, False)]
    turns_of_round(enc)
    assert enc.prompt().kind == "round_end"


@pytest.mark.parametrize("event_type", ["cards.Dealt", "cards.Swapped", "TurnSkipped", "cards.SwapEarned"])
def test_events_read_as_sentences(event_type: str) -> None:
    troll = npc("troll", initiative_cards=2, skills={"strike": 2}, attacks=[{"name": "Club", "damage": 1}])
    s = setup(
        pc("ida", skills={"finesse": 2}), troll, npc("orc"), options={"forced_swap_timing": "immediate"}
    )
    enc = started(s, {"troll": [3, 8], "ida": 6, "orc": 9})
    dodge_troll(enc)
    enc.apply(Command("cards.force_swap", args={"by": "ida", "with": "troll", "their_card": 3}))
    enc.apply(Command("gm.set_status", args={"cid": "orc", "status": "down"}))
    turns_of_round(enc)
    enc.apply(Command("next"))
    enc.apply(Command("next"))
    turns_of_round(enc)
    texts = [enc.describe(e) for e in enc.events() if e.type == event_type]
    assert texts and all(t.endswith(".") and "{" not in t and "cards." not in t for t in texts)
