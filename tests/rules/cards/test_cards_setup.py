"""Setups and stat blocks: what the ruleset accepts, the options it records, and the shipped bestiary."""

from __future__ import annotations

import tomllib

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.cards import Cards, demo_setup
from gm_desk.rules.rulesets.cards.options import OPTIONS
from gm_desk.rules.setup import SetupError
from tests.conftest import BESTIARY_DIR
from tests.rules.cards.cards_kit import npc, pc, setup


@pytest.mark.parametrize(
    ("stats", "problem"),
    [
        ({"skills": {"juggling": 2}}, "not a skill"),
        ({"skills": {"strike": 11}}, "0 to 10 dice"),
        ({"harm_mode": "hearts"}, "points or levels"),
        ({"harm_capacity": 0}, "harm_capacity"),
        ({"initiative_cards": 6}, "initiative_cards"),
        ({"maneuvers": {"slow": 4}}, "maneuvers"),
        ({"attacks": [{"name": "Bite", "damage": -1}]}, "damage"),
        ({"attacks": [{"name": "Bite", "damage": 1, "skill": "bake"}]}, "skill of this system"),
        ({"attacks": [{"name": "Bite", "damage": 1, "range": [3, 1]}]}, "band"),
        ({"fear_value": 11}, "fear_value"),
    ],
)
def test_bad_stat_blocks_are_refused_with_a_reason(stats: dict, problem: str) -> None:
    with pytest.raises(SetupError, match=problem):
        Encounter(setup(pc("ida"), {**npc("orc"), "stats": stats}))


def test_a_late_joiner_with_a_bad_stat_block_is_refused() -> None:
    enc = Encounter(setup(pc("ida"), npc("orc")))
    bad = {"id": "gob", "name": "Gob", "kind": "NPC", "side": "foes", "stats": {"skills": {"strike": 99}}}
    assert enc.handle(Command("gm.add_combatant", args={"combatant": bad})).rejected.code == "BAD_COMBATANT"


@pytest.mark.parametrize(
    "extra",
    [
        {"circumstances": [{"skill": "cooking", "extra": 1}]},
        {"obstacles": [{"between": ["Z1", "Z2"], "successes": 0}]},
        {"fire_table": {"big": {"damage": "lots"}}},
    ],
)
def test_a_bad_scene_is_refused(extra: dict) -> None:
    with pytest.raises(SetupError, match="scene"):
        Encounter(setup(pc("ida"), **extra))


def test_unknown_options_and_bad_choices_are_refused() -> None:
    with pytest.raises(SetupError):
        Encounter(setup(pc("ida"), options={"forced_swap_timing": "whenever"}))
    with pytest.raises(SetupError):
        Encounter(setup(pc("ida"), options={"no_such_option": True}))


def test_every_option_is_recorded_when_the_fight_starts() -> None:
    enc = Encounter(setup(pc("ida"), options={"ticks_at": "round_end"}))
    events = enc.apply(Command("start"))
    recorded = events[0].data["options"]
    assert set(recorded) == set(OPTIONS) and recorded["ticks_at"] == "round_end"
    assert recorded["forced_swap_timing"] == "next_round" and recorded["harm_points_persist"] is True


def test_tracks_follow_the_harm_mode() -> None:
    enc = Encounter(setup(pc("ida"), npc("orc"), {**npc("sage"), "stats": {"harm_mode": "levels"}}))
    assert enc.state.get("ida").res == {"physical_harm": 0, "mental_harm": 0}
    assert enc.state.get("orc").res == {"harm_points": 0}
    assert enc.state.get("sage").res == {"physical_harm": 0, "mental_harm": 0}


def test_the_demo_setup_runs_a_round() -> None:
    enc = Encounter(demo_setup(), seed=7)
    for _ in range(8):
        enc.apply(Command("next"))
    assert enc.state.round >= 1 and Cards().invariants(enc.state) == []


def test_the_shipped_bestiary_creatures_fit_the_ruleset() -> None:
    with (BESTIARY_DIR / "cards_core.toml").open("rb") as fh:
        pack = tomllib.load(fh)
    combatants = [
        {"id": f"c{i}", "name": c["name"], "kind": "NPC", "side": "foes", "zone": "Z1", "stats": c}
        for i, c in enumerate(pack["creatures"])
    ]
    enc = Encounter(setup(pc("ida"), *combatants))
    assert len(enc.state.combatants) == len(pack["creatures"]) + 1
    troll = next(c for c in enc.state.combatants.values() if c.name == "Hill Troll")
    from gm_desk.rules.rulesets.cards import model

    assert model.initiative_cards(troll) == 2 and model.immune(troll, "fear")
    enc.apply(Command("start"))
    groups = enc.state.sched["groups"]
    assert {g: len(m) for g, m in groups.items()} == {
        g: sum(1 for c in pack["creatures"] if c.get("group_key") == g) for g in groups
    }
