"""The zone map changing during a fight, in every system: the GM's commands change it, the log says so in
words, undo and redo give each map back exactly, a replay (folded, or decided again) reaches the same
state, and every system's moves and reach follow the new map at once."""

from __future__ import annotations

import json

import pytest

from gm_desk.rules.engine import Encounter, fold
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.tx import trial
from tests.rules.field_kit import SYSTEMS, fight_with_a_move


def words_of(enc: Encounter) -> list[str]:
    return [enc.describe(e) for e in enc.log[-1].events]


def same_state(a: Encounter, b: Encounter) -> bool:
    return json.dumps(a.state.to_dict(), sort_keys=True) == json.dumps(b.state.to_dict(), sort_keys=True)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_collapsed_link_stops_the_move_and_undo_redo_replay_agree(rid: str) -> None:
    enc, move = fight_with_a_move(rid)
    here, there = enc.state.get(move.actor).zone, move.args["to"]
    enc.apply(Command("gm.unlink", args={"a": here, "b": there}))
    names = enc.state.zones.zones
    assert words_of(enc) == [f"The map changes: {names[here].name} and {names[there].name} no longer touch."]
    assert there not in enc.state.zones.neighbours(here)
    assert enc.check(move) is not None  # no way across any more
    enc.undo()
    assert enc.check(move) is None
    enc.redo()
    assert enc.check(move) is not None
    folded = Encounter.from_log(enc.setup, enc.log)
    decided = Encounter.from_log(enc.setup, enc.log, redecide=True)
    assert same_state(folded, enc) and same_state(decided, enc)
    assert fold(enc.setup, enc.events(), enc.ruleset).zones.links == enc.state.zones.links


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_new_zone_linked_in_is_a_place_to_move_to(rid: str) -> None:
    enc, move = fight_with_a_move(rid)
    here = enc.state.get(move.actor).zone
    enc.apply(Command("gm.add_zone", args={"name": "Sinkhole"}))
    made = next(z for z in enc.state.zones.zones.values() if z.name == "Sinkhole")
    assert words_of(enc) == ["The map changes: a new zone, Sinkhole."]
    out = Command("move", move.actor, {"to": made.id})
    assert enc.check(out) is not None  # nothing leads there yet
    enc.apply(Command("gm.link", args={"a": here, "b": made.id}))
    assert enc.check(out) is None
    moved = [e for e in enc.apply(out) if e.type == "Moved"]
    # Factions' move away from nearby enemies waits for their opportunity attacks first.
    assert [e.data["to"] for e in moved] == ([] if rid == "factions" else [made.id])
    after = enc.state.to_dict()
    for _ in range(3):
        enc.undo()
    assert made.id not in enc.state.zones.zones and enc.state.get(move.actor).zone == here
    for _ in range(3):
        enc.redo()
    assert enc.state.to_dict() == after
    assert same_state(Encounter.from_log(enc.setup, enc.log, redecide=True), enc)


@pytest.mark.parametrize("rid", ["glowlands", "teams", "factions", "cards"])
def test_reach_follows_the_map_at_once(rid: str) -> None:
    enc, _move = fight_with_a_move(rid)
    looks = get_ruleset(rid).presentation
    shooter = next(c for c in enc.state.combatants.values() if len(looks.reach(enc.state, c.id)) > 1)
    home = shooter.zone
    assert home is not None
    for other in enc.state.zones.neighbours(home):
        enc.apply(Command("gm.unlink", args={"a": home, "b": other}))
    assert set(looks.reach(enc.state, shooter.id)) == {home}
    enc.undo()
    assert len(looks.reach(enc.state, shooter.id)) > 1


def test_marching_distances_follow_the_map() -> None:
    enc, _move = fight_with_a_move("marching")
    enc.apply(Command("gm.add_zone", args={"id": "pit", "name": "Pit"}))
    enc.apply(Command("gm.link", args={"a": "pit", "b": "cave"}))
    assert enc.state.zones.hops("entrance", "pit") == 3
    enc.apply(Command("gm.link", args={"a": "pit", "b": "entrance"}))
    assert enc.state.zones.hops("entrance", "pit") == 1
    assert get_ruleset("marching").presentation.reach(enc.state, "ava") == {"corridor": "melee"}


def test_cover_given_mid_fight_lets_a_teams_fighter_seek_it() -> None:
    enc, move = fight_with_a_move("teams")
    actor = enc.state.get(move.actor)
    seek = Command("teams.seek_cover", actor.id, {})
    assert enc.check(seek).code == "NO_COVER"
    enc.apply(Command("gm.set_zone_tag", args={"zone": actor.zone, "tag": "cover", "on": True}))
    zone = enc.state.zones.zones[actor.zone].name
    assert words_of(enc) == [f"The map changes: {zone} is now marked cover."]
    assert enc.check(seek) is None
    enc.undo()
    assert enc.check(seek).code == "NO_COVER"


def test_factions_cover_counts_against_a_hit_once_the_zone_gives_it() -> None:
    from gm_desk.rules.rulesets.factions.damage import in_cover

    enc, _move = fight_with_a_move("factions")
    ada = enc.state.get("ada")
    assert not in_cover(enc.state, ada)
    enc.apply(Command("gm.set_zone_tag", args={"zone": ada.zone, "tag": "cover", "on": True}))
    assert in_cover(enc.state, ada)


def test_difficult_terrain_given_mid_fight_halves_a_teams_move() -> None:
    from gm_desk.rules.rulesets.teams.movement import zones_per_move
    from gm_desk.rules.tx import Tx

    enc, move = fight_with_a_move("teams")
    actor = enc.state.get(move.actor)
    path = [actor.zone, move.args["to"]]
    tx = Tx(enc.state.clone(), enc.ruleset, move, enc.dice)
    before = zones_per_move(tx, actor, path)
    enc.apply(Command("gm.set_zone_tag", args={"zone": move.args["to"], "tag": "difficult", "on": True}))
    tx = Tx(enc.state.clone(), enc.ruleset, move, enc.dice)
    assert zones_per_move(tx, actor, path) == max(1, before // 2)


def test_a_hazard_tag_taken_away_puts_its_fire_out() -> None:
    from gm_desk.rules.demo import demo_setup_for
    from gm_desk.rules.live_hazards import live

    setup = demo_setup_for("glowlands")
    trench = next(z for z in setup["zones"]["zones"] if z["id"] == "trench")
    trench["hazard"] = {"tag": "hazard", "damage": "2", "hook": "round_start"}
    enc = Encounter(setup, seed=1)
    assert "trench" in live(enc.state)
    enc.apply(Command("gm.set_zone_tag", args={"zone": "trench", "tag": "hazard", "on": False}))
    assert "trench" not in live(enc.state) and enc.state.zones.zones["trench"].hazard is None
    assert words_of(enc) == [
        "The map changes: Cable Trench is no longer marked hazard.",
        "Hazard: hazard in Cable Trench is put out by the GM.",
    ]
    enc.undo()
    assert "trench" in live(enc.state) and enc.state.zones.zones["trench"].hazard is not None


@pytest.mark.parametrize(
    ("command", "code"),
    [
        (Command("gm.link", args={"a": "yard", "b": "rubble"}), "ALREADY_LINKED"),
        (Command("gm.unlink", args={"a": "yard", "b": "tower"}), "NOT_LINKED"),
        (Command("gm.link", args={"a": "yard", "b": "yard"}), "BAD_ARGUMENT"),
        (Command("gm.link", args={"a": "yard", "b": "moon"}), "UNKNOWN_ZONE"),
        (Command("gm.add_zone", args={"id": "yard"}), "DUPLICATE_ID"),
        (Command("gm.add_zone", args={"name": "a\u2028b"}), "BAD_ARGUMENT"),
        (Command("gm.add_zone", args={"tags": ["lava"]}), "BAD_ARGUMENT"),
        (Command("gm.set_zone_tag", args={"zone": "rubble", "tag": "difficult", "on": True}), "NO_CHANGE"),
        (Command("gm.set_zone_tag", args={"zone": "yard", "tag": "cover", "on": "yes"}), "BAD_ARGUMENT"),
    ],
)
def test_a_change_the_map_cannot_take_is_refused_in_words_and_changes_nothing(command: Command, code: str) -> None:
    enc, _move = fight_with_a_move("glowlands")
    before = enc.state.zones
    outcome = trial(enc.ruleset, enc.state, command)
    assert outcome.rejected is not None and outcome.rejected.code == code and outcome.rejected.message
    assert enc.handle(command).rejected is not None and enc.state.zones is before
