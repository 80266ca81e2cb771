"""Timed zone hazards (issue 19, item 11): a zone's tag (`burning`, `hazard`, one of the GM's own) deals
damage to everyone in the zone at a round hook, for a number of rounds, and may spread to a linked zone;
the engine lands the damage on each system's main track through its own damage path (as `gm.damage`
does), logs it, and records every roll, so undo and replay never roll again."""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox, DicePolicy
from gm_desk.rules.engine import ROLL_NEEDED, Encounter, RollNeededReject
from gm_desk.rules.events import Command, Event
from gm_desk.rules.live_hazards import live
from gm_desk.rules.presentation import DRAIN
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.setup import SetupError
from gm_desk.rules.zone_hazard_spec import ZoneHazard, hazard_problem, words
from gm_desk.rules.zones import ZoneMap
from tests.rules.test_scene_events import GLOW_FACES, play_until

SYSTEMS = list(RULESETS)


def burning(rid: str, zone: str | None = None, **hazard: Any) -> tuple[dict[str, Any], str]:
    """The demo of `rid` with a hazard in `zone` (by default where its first PC stands)."""
    setup = demo_setup_for(rid)
    if zone is None:
        zone = next(c["zone"] for c in setup["combatants"] if c["kind"] == "PC")
    for z in setup["zones"]["zones"]:
        if z["id"] == zone:
            tag = hazard.get("tag", "burning")
            z["tags"] = sorted({*z.get("tags", []), tag})
            z["hazard"] = {"tag": tag, "damage": "2", "hook": "round_end", **hazard}
    return setup, zone


def encounter(setup: dict[str, Any], seed: int = 5, faces: list[int] | None = None) -> Encounter:
    return Encounter(setup, dice=DiceBox(rng=random.Random(seed), script=deque(faces or [])))


def health_left(enc: Encounter, cid: str) -> int:
    track = enc.ruleset.presentation.tracks(enc.state.get(cid))[0]
    return track.value if track.kind == DRAIN else -track.value


def hazard_events(enc: Encounter, kind: str) -> list[Event]:
    return [e for e in enc.events() if e.type == kind]


def entry_index(enc: Encounter, kind: str, nth: int = 0) -> int:
    seen = 0
    for index, entry in enumerate(enc.log):
        for e in entry.events:
            if e.type == kind:
                if seen == nth:
                    return index
                seen += 1
    raise AssertionError(f"no {kind}")


@pytest.mark.parametrize("rid", SYSTEMS)
def test_it_strikes_everyone_in_its_zone_at_the_round_end_on_the_systems_main_track(rid: str) -> None:
    setup, zone = burning(rid, rounds=1)
    enc = encounter(setup)
    play_until(enc, lambda e: bool(hazard_events(e, "ZoneHazardStruck")))
    index = entry_index(enc, "ZoneHazardStruck")
    before = Encounter.from_log(setup, enc.log[:index])
    struck = hazard_events(enc, "ZoneHazardStruck")[0]
    standing = [
        c.id for c in before.state.combatants.values() if c.zone == zone and c.status in ("active", "down")
    ]
    assert struck["victims"] == standing and standing
    assert (struck["amount"], struck["rolled"], struck["tag"]) == (2, False, "burning")
    # The same damage the GM would type for each of them: the system's own path, overflow included.
    by_hand = Encounter.from_log(setup, enc.log[:index])
    for cid in standing:
        assert by_hand.handle(Command("gm.damage", args={"cid": cid, "amount": 2})).ok
    at = Encounter.from_log(setup, enc.log[: index + 1])
    for cid in standing:
        assert health_left(at, cid) == health_left(by_hand, cid), (rid, cid)
        assert health_left(at, cid) < health_left(before, cid)
    words_logged = [enc.describe(e) for e in enc.log[index].events]
    zone_name = enc.state.zones.zones[zone].name
    assert any(w.startswith(f"Hazard: burning in {zone_name} deals 2 to ") for w in words_logged)
    events = [e.type for e in enc.log[index].events]
    assert events.index("ZoneHazardStruck") < events.index("RoundEnded")
    ended = hazard_events(enc, "ZoneHazardEnded")
    assert [(e["zone"], e["why"]) for e in ended] == [(zone, "expired")]
    assert live(enc.state) == {}


@pytest.mark.parametrize("rid", SYSTEMS)
def test_it_strikes_for_its_rounds_and_dies_out(rid: str) -> None:
    setup, zone = burning(rid, rounds=2, hook="round_start")
    enc = encounter(setup)
    play_until(enc, lambda e: e.state.round > 3)
    struck = hazard_events(enc, "ZoneHazardStruck")
    starts = [e["round"] for e in enc.events() if e.type == "RoundStarted" and e["round"] >= 1]
    assert len(struck) == 2 and starts[:3] == [1, 2, 3]
    assert [e["left"] for e in hazard_events(enc, "ZoneHazardTicked")] == [1]
    assert [e["zone"] for e in hazard_events(enc, "ZoneHazardEnded")] == [zone]
    assert "Hazard: burning in" in enc.describe(hazard_events(enc, "ZoneHazardEnded")[0])


@pytest.mark.parametrize("rid", SYSTEMS)
def test_undo_and_redo_of_a_strike_never_roll_again_and_a_replay_is_exact(rid: str) -> None:
    setup, _ = burning(rid, damage="1d6+1", spread=50)
    enc = encounter(setup, seed=11)
    play_until(enc, lambda e: e.state.round > 3)
    rolls = [e for e in enc.events() if e.type == "RollMade" and str(e["purpose"]).startswith("hazard")]
    assert any(r["purpose"].startswith("hazard_damage:") for r in rolls)
    for strike in hazard_events(enc, "ZoneHazardStruck"):
        assert strike["rolled"] and 2 <= strike["amount"] <= 7
    final = enc.state.to_dict()
    folded = Encounter.from_log(setup, enc.log)
    decided = Encounter.from_log(setup, enc.log, redecide=True)
    assert folded.state.to_dict() == final == decided.state.to_dict()
    index = entry_index(enc, "ZoneHazardStruck")
    undone = []
    while len(enc.log) > index:
        undone.append(enc.undo())
    assert not hazard_events(enc, "ZoneHazardStruck")
    while enc.can_redo:
        enc.redo()
    assert enc.state.to_dict() == final
    assert json.dumps([e.to_dict() for e in reversed(undone) if e], sort_keys=True) == json.dumps(
        [e.to_dict() for e in enc.log[index:]], sort_keys=True
    )


def test_a_spread_roll_at_or_under_the_chance_sets_the_linked_zone_burning_from_the_next_hook() -> None:
    # The glowlands demo: the Relay Yard links the Gatehouse, the Pylon Base and the Collapsed Wall.
    setup, zone = burning("glowlands", "yard", spread=40, rounds=3)
    enc = encounter(setup)
    play_until(enc, lambda e: bool(hazard_events(e, "ZoneHazardStruck")))
    last = enc.log[-1].events
    spreads = [e for e in last if e.type == "RollMade" and e["purpose"].startswith("hazard_spread:")]
    neighbours = enc.state.zones.neighbours(zone)
    assert [r["purpose"] for r in spreads] == [f"hazard_spread:{zone}>{n}" for n in neighbours]
    reached = [e["to"] for e in last if e.type == "ZoneHazardSpread"]
    assert reached == [r["purpose"].split(">")[1] for r in spreads if r["total"] <= 40]
    assert sorted(live(enc.state)) == sorted([zone, *reached])
    for other in reached:
        assert live(enc.state)[other]["left"] == 3 and live(enc.state)[other]["from"] == zone
    # A zone set burning this round does not strike until the next hook.
    assert [e["zone"] for e in last if e.type == "ZoneHazardStruck"] == [zone]


def test_a_sure_spread_reaches_every_linked_zone_but_never_one_where_it_already_ended() -> None:
    setup, _ = burning("cards", "ford", spread=100, rounds=1)
    enc = encounter(setup)
    play_until(enc, lambda e: e.state.round > 4)
    spread = [(e["from"], e["to"]) for e in hazard_events(enc, "ZoneHazardSpread")]
    # ford -> bank -> track, each burning one round; the fire never comes back to a burnt-out zone.
    assert spread == [("ford", "bank"), ("bank", "track")]
    assert live(enc.state) == {}
    assert "spreads from Ford to Reed bank" in enc.describe(hazard_events(enc, "ZoneHazardSpread")[0])


def test_no_chance_to_spread_rolls_nothing_and_nobody_in_the_zone_rolls_no_damage() -> None:
    setup, _ = burning("cards", "bank", damage="1d6", spread=0)  # nobody stands on the reed bank...
    setup["combatants"] = [c for c in setup["combatants"] if c["id"] != "jon"]  # (Jon does: he leaves)
    enc = encounter(setup)
    play_until(enc, lambda e: e.state.round > 2)
    assert not hazard_events(enc, "ZoneHazardStruck")
    assert not [e for e in enc.events() if e.type == "RollMade" and e["purpose"].startswith("hazard")]


def test_the_gm_puts_a_hazard_out_and_undo_lights_it_again() -> None:
    setup, zone = burning("factions", "road")
    enc = encounter(setup)
    play_until(enc, lambda e: e.state.round >= 1)
    outcome = enc.handle(Command("gm.end_hazard", args={"zone": zone}))
    assert outcome.ok
    assert [enc.describe(e) for e in outcome.events] == ["Hazard: burning in Road is put out by the GM."]
    assert live(enc.state) == {}
    refused = enc.handle(Command("gm.end_hazard", args={"zone": zone}))
    assert refused.rejected is not None and refused.rejected.code == "NO_CHANGE"
    unknown = enc.handle(Command("gm.end_hazard", args={"zone": "moon"}))
    assert unknown.rejected is not None and unknown.rejected.code == "UNKNOWN_ZONE"
    play_until(enc, lambda e: e.state.round > 2)
    assert not hazard_events(enc, "ZoneHazardStruck")
    enc2 = encounter(setup)
    play_until(enc2, lambda e: e.state.round >= 1)
    enc2.handle(Command("gm.end_hazard", args={"zone": zone}))
    enc2.undo()
    assert zone in live(enc2.state)


def test_in_a_campaign_where_every_die_is_typed_the_hazards_roll_is_asked_of_the_gm() -> None:
    setup, zone = burning("glowlands", "yard", damage="1d6", hook="round_start")
    enc = Encounter(setup, dice=DiceBox(rng=random.Random(1), policy=DicePolicy(False, False)))
    assert enc.handle(Command("start")).ok
    for cid, face in GLOW_FACES.items():
        assert enc.handle(Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": [face]})).ok
    refused = enc.handle(Command("next"))
    assert isinstance(refused.rejected, RollNeededReject) and refused.rejected.code == ROLL_NEEDED
    assert (refused.rejected.purpose, refused.rejected.expr, refused.rejected.actor) == (
        f"hazard_damage:{zone}",
        "1d6",
        None,
    )
    assert enc.state.round == 0  # nothing was applied
    done = enc.handle(Command("next", dice={f"hazard_damage:{zone}": [4]}))
    assert done.ok
    assert [e["amount"] for e in done.events if e.type == "ZoneHazardStruck"] == [4]


# --- the zone map's hazard, and its check -------------------------------------------------------------


def test_a_zone_map_keeps_its_hazard_through_its_dict() -> None:
    setup, zone = burning("teams", "gate", damage="1d4+1", rounds=3, spread=20)
    zmap = ZoneMap.from_dict(setup["zones"])
    assert zmap.zones[zone].hazard == ZoneHazard("burning", "1d4+1", "round_end", 3, 20)
    assert ZoneMap.from_dict(zmap.to_dict()).zones[zone].hazard == zmap.zones[zone].hazard
    assert (
        words(zmap.zones[zone].hazard) == "1d4+1 damage at the end of each round, for 3 rounds, 20% to spread"
    )
    assert words(ZoneHazard()) == "1 damage at the end of each round, all fight"


@pytest.mark.parametrize(
    ("hazard", "field", "says"),
    [
        ({"tag": "burning"}, "", '"damage"'),
        ({"tag": "burning", "damage": "lots"}, "damage", "number or dice"),
        ({"tag": "burning", "damage": "1d6; drop table"}, "damage", "number or dice"),
        ({"tag": "burning", "damage": "999d999"}, "damage", "number or dice"),
        ({"tag": "burning", "damage": 3, "hook": "noon"}, "hook", "round_start"),
        ({"tag": "burning", "damage": 3, "rounds": 0}, "rounds", "1 to 100"),
        ({"tag": "burning", "damage": 3, "rounds": 10**9}, "rounds", "1 to 100"),
        ({"tag": "burning", "damage": 3, "spread": 101}, "spread", "0 to 100"),
        ({"tag": "burning", "damage": 3, "spread": 12.5}, "spread", "decimal"),
        ({"tag": "burning", "damage": 3, "heat": 9}, "heat", "not a field"),
        ({"tag": "", "damage": 3}, "tag", "tag"),
    ],
)
def test_a_bad_hazard_is_refused_with_the_field_at_fault(
    hazard: dict[str, Any], field: str, says: str
) -> None:
    problem = hazard_problem(hazard)
    assert problem is not None and problem[0] == field and says in problem[1]
    setup, zone = burning("teams", "gate")
    next(z for z in setup["zones"]["zones"] if z["id"] == zone)["hazard"] = hazard
    with pytest.raises(SetupError) as refused:
        Encounter(setup)
    assert "Gate: the hazard" in str(refused.value)


def test_a_hazard_belongs_to_a_tag_its_zone_carries() -> None:
    assert hazard_problem({"tag": "acid", "damage": "2"}, ["burning"]) == (
        "tag",
        'names a tag the zone does not carry (the text "acid")',
    )
    setup, zone = burning("teams", "gate")
    for z in setup["zones"]["zones"]:
        if z["id"] == zone:
            z["tags"] = []
    with pytest.raises(SetupError) as refused:
        Encounter(setup)
    assert "tag it does not carry" in str(refused.value)
