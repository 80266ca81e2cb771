"""What the table sees of Faction Passing: prompts, the tracker, log sentences; and the invariants' teeth."""

from __future__ import annotations

import random

from factions_helpers import encounter, feed, fighter, make_setup, run, s002_setup, start_round

from gm_desk.rules.engine import Encounter
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.factions import demo_setup
from gm_desk.rules.rulesets.factions.reducers import REDUCERS


def test_demo_setup_is_valid_and_starts_with_the_ambush():
    enc = Encounter(demo_setup(), seed=3)
    run(enc, "start")
    assert enc.state.round == 0 and enc.state.phase == "ambush_bonus"
    assert enc.prompt().choices == ("archer",)
    assert get_ruleset("factions").id == "factions"


def test_prompts_follow_the_fight():
    enc = encounter(s002_setup())
    assert enc.prompt().kind == "setup"
    run(enc, "start")
    assert enc.prompt().kind == "choose_first"
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    assert enc.prompt().text.startswith("Roll a d20")
    feed(enc, 9)
    run(enc, "next")
    p = enc.prompt()
    assert (p.kind, p.side, p.choices, p.may_pass) == (
        "choose_actor",
        "players",
        ("balthasar", "theobald"),
        True,
    )
    run(enc, "factions.take_turn", "theobald")
    p = enc.prompt()
    assert (p.kind, p.actor, p.data) == ("act", "theobald", {"budget": {"bonus": 1, "main": 1, "move": 1}})
    run(enc, "move", "theobald", to="ditch")
    assert enc.prompt().text == "Theobald moves away: opportunity attacks?"


def test_the_tracker_lists_factions_in_order_with_who_has_acted():
    enc = encounter(s002_setup(fast_slow=False))
    start_round(enc, "bandits")
    run(enc, "factions.take_turn", "leader")
    rows = enc.ruleset.order(enc.state)
    assert [r.cid for r in rows] == ["balthasar", "sybilla", "theobald", "bandit1", "bandit2", "leader"]
    assert [r.cid for r in rows if r.current] == ["leader"]
    run(enc, "end_turn")
    rows = enc.ruleset.order(enc.state)
    assert [r.cid for r in rows if r.done] == ["leader"]
    assert rows[0].label == "Players · WIT 12"


def test_every_own_event_has_words():
    seen = set()
    for seed in range(30):
        rng = random.Random(seed)
        enc = Encounter(demo_setup(), seed=seed)
        for _ in range(150):
            legal = enc.ruleset.legal_commands(enc.state)
            if not legal:
                break
            for event in enc.apply(rng.choice(legal)):
                if event.type in QUIET_EVENTS:
                    continue
                text = enc.describe(event)
                assert text and text != event.type and "{" not in text, (event, text)
                seen.add(event.type)
    own = {t for t in seen if t.startswith("factions.")}
    assert len(own) >= 20
    assert own <= set(REDUCERS)


def test_invariants_catch_broken_promises():
    enc = encounter(make_setup([fighter("ann", "players", kind="PC"), fighter("cut", "bandits")]))
    start_round(enc)
    assert enc.ruleset.invariants(enc.state) == []
    broken = enc.state.clone()
    broken.sched["had_turn"] = ["ann", "ann"]
    broken.sched["current"] = "bandits"
    broken.sched["passes"] = 2
    problems = enc.ruleset.invariants(broken)
    assert "someone is counted twice as having acted" in problems
    assert "every faction passed but the phase goes on" in problems
    run(enc, "factions.take_turn", "ann")
    broken = enc.state.clone()
    broken.turn.budget["main"] = -1
    broken.get("ann").status = "down"
    problems = enc.ruleset.invariants(broken)
    assert "main went below zero" in problems
    assert "Ann holds a turn while down" in problems
