"""Alternating Teams around the fight: options, stat blocks from the bestiary, the demo, prompts and words,
GM overrides that cut across a decision, and replay."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from teams_helpers import SHORTBOW, block, encounter, first, kinds, make_setup, refused, run, start

from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.teams import Teams, demo_setup, stats
from gm_desk.rules.setup import SetupError
from gm_desk.rules.statblocks import validate_creature

PACK = Path(__file__).resolve().parents[3] / "bestiary" / "teams_core.toml"


# --- options and stat blocks ----------------------------------------------------------------------


def test_the_registry_finds_the_ruleset_and_every_option_has_a_default_and_a_reading():
    rs = get_ruleset("teams")
    assert isinstance(rs, Teams)
    for name, option in rs.options.items():
        assert option.text, name
        assert option.default is not None
        if option.choices:
            assert option.default in option.choices


@pytest.mark.parametrize(
    ("name", "value"),
    [("zone_metres", 0), ("killing_strike_cost", 0), ("dodge_dc", -1), ("luck_die", "d100"), ("nonsense", 1)],
)
def test_options_out_of_bounds_are_refused_at_setup(name, value):
    with pytest.raises(SetupError):
        encounter(make_setup({"a": ["a1"], "b": ["b1"]}, options={name: value}))


def test_a_stat_block_the_rules_cannot_read_is_refused():
    for bad in (
        block(health_max=0),
        block(attributes={"strength": "d7"}),
        block(proficiencies={"martial": 9}),
        block(deflection={"physical": -1}),
        block(weapons=[{"name": "Stick", "damage": 200, "crit_damage": 200}]),
        block(weapons=[{"damage": 1}]),
        block(weapons=[dict(SHORTBOW), dict(SHORTBOW)]),
        block(items=[{"block_value": 2}]),
    ):
        with pytest.raises(SetupError):
            encounter(make_setup({"a": ["a1"], "b": ["b1"]}, stats={"a1": bad}))
    enc = encounter(make_setup({"a": ["a1"], "b": ["b1"]}))
    start(enc, instigator="a1", attacked_team="b")
    newcomer = {"id": "x", "name": "X", "side": "b", "stats": block(size=12)}
    assert refused(enc, "gm.add_combatant", combatant=newcomer) == "BAD_COMBATANT"


def test_a_bad_square_in_the_setup_is_refused():
    with pytest.raises(SetupError):
        encounter(make_setup({"a": ["a1"], "b": ["b1"]}, pos={"a1": [1]}))


def bestiary() -> list[dict]:
    with PACK.open("rb") as fh:
        return tomllib.load(fh)["creatures"]


def test_every_bestiary_creature_reads_the_same_field_names():
    for raw in bestiary():
        data = validate_creature("teams", raw).model_dump()
        c = Teams().check_combatant
        from gm_desk.rules.state import Combatant

        combatant = Combatant("x", data["name"], "NPC", "b", stats=data)
        assert c(combatant) == [], data["name"]
        assert stats.initial_resources(combatant)["health"] == raw["health_max"]
        assert stats.weapon(combatant, None)["name"] == raw["weapons"][0]["name"]


def test_bestiary_creatures_fight_by_the_rules():
    creatures = [validate_creature("teams", raw).model_dump() for raw in bestiary()]
    rs = get_ruleset("teams")
    for seed in range(6):
        rnd = random.Random(seed)
        setup = make_setup(
            {"watch": ["w1", "w2"], "raiders": ["r1", "r2"]},
            stats={cid: rnd.choice(creatures) for cid in ("w1", "w2", "r1", "r2")},
        )
        enc = Encounter(setup, seed=seed)
        enc.apply({"type": "start", "args": {"instigator": "r1", "attacked_team": "watch"}})
        for _ in range(80):
            offered = rs.legal_commands(enc.state)
            if not offered:
                break
            attacks = [
                c for c in offered if c.type in ("teams.attack", "teams.defend", "teams.stay_conscious")
            ]
            cmd = rnd.choice(attacks or offered)
            assert enc.handle(cmd).ok, cmd
            assert rs.invariants(enc.state) == []
        replayed = Encounter.from_log(setup, enc.log, redecide=True)
        assert replayed.state.to_dict() == enc.state.to_dict()


def test_the_demo_setup_starts_with_its_instigator():
    enc = Encounter(demo_setup(), seed=3)
    enc.apply({"type": "next"})
    assert enc.state.turn.actor == "boudica"
    assert len(enc.state.zones.zones) >= 3 and len(enc.state.sides) == 2


# --- distances and the other readings -------------------------------------------------------------


def test_zone_size_is_an_option_for_moves_and_ranges():
    enc = encounter(make_setup({"a": ["a1"], "b": ["b1"]}, options={"zone_metres": 3}))
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "move", "a1", to="gate")  # speed 6 m crosses two 3 m zones
    enc = encounter(
        make_setup(
            {"a": ["a1"], "b": ["b1"]},
            stats={"a1": block(weapons=[dict(SHORTBOW, range_m=10)], attributes={"dexterity": "d6"})},
            zones={"b1": "gate"},
            options={"zone_metres": 5},
        )
    )
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "teams.attack", "a1", (1, 1, 5), target="b1")  # two zones of 5 m: in range


def test_resuscitate_difficulty_follows_the_option():
    setup = make_setup(
        {"a": ["a1", "a2"], "b": ["b1"]},
        stats={"a2": block(endurance_max=0, constitution=0), "a1": block(attributes={"intellect": "d4"})},
        options={"resuscitate_dc": "ten"},
    )
    enc = encounter(setup)
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "teams.damage", cid="a2", amount=1)
    events = run(enc, "teams.resuscitate", "a1", (4, 5), target="a2")
    assert first(events, "teams.Resuscitation")["dc"] == 10
    assert first(events, "teams.Resuscitation")["success"] is False


def test_resuscitate_needs_an_unconscious_target_next_to_the_actor():
    enc = encounter(make_setup({"a": ["a1", "a2"], "b": ["b1"]}, zones={"a2": "yard"}))
    start(enc, instigator="a1", attacked_team="b")
    assert refused(enc, "teams.resuscitate", "a1", target="a1") == "CANNOT_TARGET_SELF"
    assert refused(enc, "teams.resuscitate", "a1", target="a2") == "TARGET_NOT_UNCONSCIOUS"
    run(enc, "gm.set_status", cid="a2", status="down", substatus="unconscious")
    assert refused(enc, "teams.resuscitate", "a1", target="a2") == "NOT_ADJACENT"


# --- GM overrides across a decision ---------------------------------------------------------------


def test_removing_the_actor_hands_the_pick_on():
    enc = encounter(make_setup({"a": ["a1", "a2"], "b": ["b1"]}))
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "gm.remove_combatant", cid="a1")
    assert enc.state.turn is None and enc.prompt().side == "b"


def test_a_decision_lapses_when_the_decider_leaves_the_fight():
    setup = make_setup(
        {"a": ["a1"], "b": ["b1", "b2"]}, stats={"b1": block(stamina_max=2)}, zones={"b2": "tower"}
    )
    enc = encounter(setup)
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "teams.attack", "a1", (3, 3, 10), target="b1")
    assert enc.state.rs["pending"]["kind"] == "defend"
    events = run(enc, "gm.set_status", cid="b1", status="dead")
    assert enc.state.rs["pending"] is None and "Note" in kinds(events)
    run(enc, "end_turn")


def test_a_stay_conscious_decision_lapses_when_the_gm_knocks_the_victim_out():
    setup = make_setup({"a": ["a1"], "b": ["b1"]}, stats={"b1": block(stamina_max=2, endurance_max=0)})
    enc = encounter(setup)
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "teams.damage", cid="b1", amount=6)
    run(enc, "gm.set_status", cid="b1", status="down", substatus="unconscious")
    assert enc.state.rs["pending"] is None


def test_an_opening_action_that_no_longer_fits_lapses():
    enc = encounter(
        make_setup(
            {"a": ["a1", "a2"], "b": ["b1", "b2"]}, zones={"b2": "tower"}, options={"instigator_first": False}
        )
    )
    opening = {"type": "teams.attack", "args": {"target": "b1"}}
    start(enc, instigator="a2", attacked_team="b", opening_action=opening)
    run(enc, "teams.pick", cid="a1")
    run(enc, "gm.set_status", cid="b1", status="dead")
    run(enc, "end_turn")
    run(enc, "teams.pick", cid="b2")
    run(enc, "end_turn")
    events = run(enc, "teams.pick", cid="a2")
    assert "teams.OpeningAction" not in kinds(events)
    assert "lapses" in first(events, "Note")["text"]


# --- what the table sees --------------------------------------------------------------------------


def test_prompts_follow_the_fight():
    enc = encounter(make_setup({"a": ["a1", "a2"], "b": ["b1"]}))
    assert enc.prompt().kind == "setup"
    start(enc, team_order=["b", "a"], surprise="b")
    prompt = enc.prompt()
    assert (prompt.kind, prompt.side, prompt.choices) == ("choose_actor", "b", ("b1",))
    assert prompt.text.startswith("Surprise round")
    run(enc, "next")
    assert enc.prompt().kind == "act" and enc.prompt().data["actions"] == 3


def test_the_tracker_lists_teams_in_order_with_marks():
    enc = encounter(make_setup({"a": ["a1", "a2"], "b": ["b1"]}))
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "teams.damage", cid="a2", amount=12)
    rows = get_ruleset("teams").order(enc.state)
    assert [r.cid for r in rows] == ["a1", "a2", "b1"]
    assert rows[0].current and not rows[0].done
    assert rows[1].label == "A, bloodied"
    run(enc, "end_turn")
    rows = get_ruleset("teams").order(enc.state)
    assert rows[0].done


def test_every_event_of_a_fight_is_put_into_words():
    setup = make_setup(
        {"a": ["a1", "a2"], "b": ["b1", "b2"]},
        stats={
            "a1": block(focus_max=4),
            "b1": block(
                stamina_max=3,
                endurance_max=0,
                constitution=1,
                reactions_per_round=2,
                items=[{"name": "Shield", "block_value": 2}],
            ),
        },
        options={"allow_team_pass": True, "auto_end_turn": False},
    )
    enc = encounter(setup)
    start(enc, instigator="a1", attacked_team="b")
    run(enc, "teams.attack", "a1", (2, 2, 10), target="b1")  # 5 hits; raw 9, the shield takes 7 of it
    events = run(enc, "teams.defend", "b1", reaction="block", item="Shield")
    assert first(events, "teams.Blocked")["excess"] == 3
    run(enc, "teams.stay_conscious", "b1", (1, 1, 2), choice="fortify")
    assert enc.state.get("b1").substatus == "unconscious"
    run(enc, "teams.command", "a1", ally="a2", action={"type": "teams.interact", "args": {"what": "door"}})
    run(enc, "teams.step", "a1")
    run(enc, "teams.short_task", "a1", what="shout")
    run(enc, "end_turn")
    run(enc, "teams.pass")
    run(enc, "teams.pick", cid="a2")
    run(enc, "teams.killing_strike", "a2", (6, 6, 6, 6, 5), target="b1")
    assert enc.state.get("b1").status == "dead"
    quiet = {"SchedulerChanged", "RulesetDataChanged", "CombatantDataChanged", "BudgetSet"}
    rs = get_ruleset("teams")
    seen = set()
    for event in enc.events():
        seen.add(event.type)
        if event.type not in quiet:
            words = rs.describe(event, enc.state)
            assert words and words != event.type, event.type
    assert {
        "teams.Blocked",
        "teams.Test",
        "teams.Commanded",
        "teams.ExtendedStarted",
        "teams.TeamPassed",
    } <= seen
