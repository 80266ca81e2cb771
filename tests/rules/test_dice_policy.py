"""Who rolls what: the dice policy on the engine's DiceBox. A player's roll left blank is never rolled by
GM Desk under the default campaign setting: the command is refused with ROLL_NEEDED, naming the roll, and
nothing is applied. Creatures' rolls are still GM Desk's to make; scripts and replays are unaffected."""

from __future__ import annotations

import random
from collections import deque

from gm_desk.rules.dice import DEFAULT_WHO_ROLLS, WHO_ROLLS, DiceBox, policy_named
from gm_desk.rules.engine import ROLL_NEEDED, Encounter, RollNeededReject
from gm_desk.rules.rulesets import glowlands

PLAYERS, APP, TYPED = (WHO_ROLLS[name][1] for name in ("players", "app", "typed"))


def near_death(who: str, policy, script=()) -> Encounter:
    setup = {
        "ruleset": "teams",
        "name": "policy",
        "options": {},
        "zones": {"zones": [{"id": "hall", "name": "Hall", "tags": []}], "links": []},
        "sides": [
            {"id": "players", "name": "Players", "stance": "party"},
            {"id": "guards", "name": "Guards", "stance": "hostile"},
        ],
        "combatants": [
            {"id": cid, "name": cid.title(), "kind": kind, "side": side, "zone": "hall", "stats": _block()}
            for cid, kind, side in (("p1", "PC", "players"), ("g1", "NPC", "guards"))
        ],
    }
    for c in setup["combatants"]:
        if c["id"] == who:
            c["res"] = {"health": 4}
    enc = Encounter(setup, dice=DiceBox(rng=random.Random(3), script=deque(script), policy=policy))
    enc.apply({"type": "start", "args": {"instigator": "g1", "attacked_team": "players"}})
    return enc


def _block() -> dict:
    return {
        "size": 4,
        "evasion": 5,
        "deflection": {"physical": 0, "elemental": 0},
        "endurance_max": 0,
        "health_max": 10,
        "constitution": 3,
        "speed_m": 6,
        "stamina_max": 0,
        "focus_max": 0,
        "attributes": {"strength": "d6", "dexterity": "d6"},
        "skills": {"combat": "d6"},
        "proficiencies": {"martial": 1},
        "weapons": [{"name": "Spear", "attributes": ["strength"], "proficiency": "martial", "damage": 4}],
        "items": [],
    }


def test_the_default_campaign_setting_is_that_players_type_their_dice() -> None:
    assert DEFAULT_WHO_ROLLS == "players"
    assert policy_named(None) == PLAYERS and policy_named("no such setting") == PLAYERS
    assert not PLAYERS.may_roll(for_pc=True) and PLAYERS.may_roll(for_pc=False)


def test_a_pcs_death_roll_left_blank_is_not_rolled_and_nothing_is_applied() -> None:
    enc = near_death("p1", PLAYERS)
    before, log = enc.state.to_dict(), len(enc.log)
    outcome = enc.handle({"type": "teams.damage", "args": {"cid": "p1", "amount": 6}})
    rejected = outcome.rejected
    assert isinstance(rejected, RollNeededReject) and rejected.code == ROLL_NEEDED
    assert (rejected.purpose, rejected.expr, rejected.actor) == ("death_luck", "1d20", "p1")
    assert rejected.message == "Type P1's death luck roll (1d20): players roll their own dice."
    assert enc.state.to_dict() == before and len(enc.log) == log

    typed = enc.apply(
        {"type": "teams.damage", "args": {"cid": "p1", "amount": 6}, "dice": {"death_luck": [12]}}
    )
    death = next(e for e in typed if e.type == "teams.DeathTest")
    assert (death.data["luck"], death.data["passed"]) == (12, True)
    roll = next(e for e in typed if e.type == "RollMade")
    assert (roll.data["source"], roll.data["actor"]) == ("entered", "p1")


def test_a_creatures_roll_left_blank_is_rolled_by_gm_desk() -> None:
    enc = near_death("g1", PLAYERS)
    events = enc.apply({"type": "teams.damage", "args": {"cid": "g1", "amount": 6}})
    roll = next(e for e in events if e.type == "RollMade")
    assert (roll.data["purpose"], roll.data["source"], roll.data["actor"]) == ("death_luck", "rolled", "g1")


def test_app_rolls_everything_rolls_a_pcs_die_and_typed_refuses_even_a_creatures() -> None:
    enc = near_death("p1", APP)
    events = enc.apply({"type": "teams.damage", "args": {"cid": "p1", "amount": 6}})
    assert next(e for e in events if e.type == "RollMade").data["source"] == "rolled"

    enc = near_death("g1", TYPED)
    outcome = enc.handle({"type": "teams.damage", "args": {"cid": "g1", "amount": 6}})
    assert outcome.rejected is not None and outcome.rejected.code == ROLL_NEEDED
    assert (
        outcome.rejected.message
        == "Type the death luck roll (1d20) for G1: this campaign has every die typed in."
    )


def test_scripted_dice_and_replays_do_not_ask() -> None:
    enc = near_death("p1", PLAYERS, script=[15])
    enc.apply({"type": "teams.damage", "args": {"cid": "p1", "amount": 6}})
    again = Encounter.from_log(enc.setup, enc.log, redecide=True)
    again.dice.policy = PLAYERS
    assert again.state.to_dict() == enc.state.to_dict()


def test_a_pcs_initiative_in_threat_and_retaliation_is_asked_for() -> None:
    enc = Encounter(glowlands.demo_setup(), dice=DiceBox(rng=random.Random(0), policy=PLAYERS))
    enc.apply({"type": "start"})
    outcome = enc.handle({"type": "glowlands.initiative", "args": {"cid": "haelon"}})
    rejected = outcome.rejected
    assert isinstance(rejected, RollNeededReject)
    assert (rejected.purpose, rejected.actor) == ("initiative", "haelon")
    enc.apply({"type": "glowlands.initiative", "args": {"cid": "haelon"}, "dice": {"initiative": [11]}})
