"""`gm.damage`: the GM's damage and healing on a combatant's main track, for every registered system,
through each system's own damage path where its chapter has overflow rules."""

from __future__ import annotations

import random
from collections import deque

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.presentation import DRAIN, FILL
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.state import ACTIVE, DEAD, DOWN

SYSTEMS = list(RULESETS)


def encounter(rid: str, faces: list[int] | None = None) -> Encounter:
    return Encounter(demo_setup_for(rid), dice=DiceBox(rng=random.Random(3), script=deque(faces or [])))


def damage(enc: Encounter, cid: str, amount: object):
    return enc.handle(Command("gm.damage", args={"cid": cid, "amount": amount}))


def main(enc: Encounter, cid: str):
    return enc.ruleset.presentation.tracks(enc.state.get(cid))[0]


def health_left(enc: Encounter, cid: str) -> int:
    """How far the main track is from its end, in points (more is healthier)."""
    t = main(enc, cid)
    return t.value if t.kind == DRAIN else -t.value


def cids(rid: str) -> list[str]:
    return [c["id"] for c in demo_setup_for(rid)["combatants"]]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_damage_lands_on_the_main_track_of_every_combatant_logged_in_words(rid: str) -> None:
    enc = encounter(rid)
    for cid in cids(rid):
        before = health_left(enc, cid)
        name = enc.state.get(cid).name
        outcome = damage(enc, cid, "1")
        assert outcome.ok, outcome.rejected
        words = [enc.describe(e) for e in outcome.events]
        assert f"GM override: {name} takes 1 damage." in words
        # Teams' damage comes off endurance first, the main track: every system moves its first track.
        assert health_left(enc, cid) == before - 1, (rid, cid, words)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_healing_moves_the_main_track_back_and_never_past_fresh(rid: str) -> None:
    enc = encounter(rid)
    cid = cids(rid)[0]
    fresh = health_left(enc, cid)
    assert damage(enc, cid, 5).ok
    assert health_left(enc, cid) < fresh
    outcome = damage(enc, cid, "-2")
    assert outcome.ok
    assert any("heals 2" in enc.describe(e) for e in outcome.events)
    assert damage(enc, cid, "-100").ok
    assert health_left(enc, cid) == fresh
    refused = damage(enc, cid, "-1")
    assert refused.rejected is not None and refused.rejected.code == "NO_CHANGE"
    assert "already" in refused.rejected.message


@pytest.mark.parametrize("rid", SYSTEMS)
def test_undo_takes_the_damage_back_as_one_command(rid: str) -> None:
    enc = encounter(rid)
    cid = cids(rid)[-1]
    before = enc.state.to_dict()
    assert damage(enc, cid, 10_000).ok
    assert enc.state.to_dict() != before
    enc.undo()
    assert enc.state.to_dict() == before


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_track_run_to_its_end_drops_the_combatant(rid: str) -> None:
    enc = encounter(rid, faces=[1] * 50)
    for cid in cids(rid):
        track = main(enc, cid)
        assert damage(enc, cid, 10_000).ok
        if track.top is not None:
            assert enc.state.get(cid).status in (DOWN, DEAD), (rid, cid)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_dice_expression_is_rolled_as_the_gms_roll_and_logged(rid: str) -> None:
    enc = encounter(rid, faces=[3, 4])
    cid = cids(rid)[0]
    before = health_left(enc, cid)
    outcome = damage(enc, cid, "2d6+1")
    assert outcome.ok, outcome.rejected
    rolls = [e for e in outcome.events if e.type == "RollMade"]
    assert [(r.data["expr"], r.data["faces"], r.data["total"], r.data["actor"]) for r in rolls] == [
        ("2d6+1", [3, 4], 8, None)
    ]
    assert any("takes 8 damage (2d6+1 rolled 8)" in enc.describe(e) for e in outcome.events)
    assert health_left(enc, cid) == before - 8 or enc.state.get(cid).status != ACTIVE


@pytest.mark.parametrize("rid", SYSTEMS)
@pytest.mark.parametrize(
    ("typed", "code", "words"),
    [
        ("abc", "BAD_ARGUMENT", "neither a number nor a dice expression"),
        ("", "BAD_ARGUMENT", "Type the damage"),
        ("0", "BAD_ARGUMENT", "other than 0"),
        (None, "BAD_ARGUMENT", "Type the damage"),
        (True, "BAD_ARGUMENT", "Type the damage"),
        ("12345678", "BAD_ARGUMENT", "more damage or healing"),
        (10_001, "BAD_ARGUMENT", "at most 10000"),
        ("1d1001", "BAD_DICE", "between 1 and 1000 sides"),
        ("200d6", "BAD_DICE", "more than 100 dice"),
        ("2d6+", "BAD_DICE", "not a dice expression GM Desk understands"),
    ],
)
def test_absurd_input_is_refused_in_words_and_changes_nothing(rid: str, typed, code, words) -> None:
    enc = encounter(rid)
    cid = cids(rid)[0]
    before = enc.state.to_dict()
    outcome = damage(enc, cid, typed)
    assert outcome.rejected is not None
    assert (outcome.rejected.code, words in outcome.rejected.message) == (code, True), (
        outcome.rejected.message
    )
    assert enc.state.to_dict() == before and enc.log == []


@pytest.mark.parametrize("rid", SYSTEMS)
def test_an_unknown_combatant_is_refused(rid: str) -> None:
    outcome = damage(encounter(rid), "nobody", 3)
    assert outcome.rejected is not None and outcome.rejected.code == "UNKNOWN_COMBATANT"


# --- each system's own overflow rules -------------------------------------------------------------


def test_threat_and_retaliation_strain_over_its_maximum_ticks_a_wound_and_skips_armour() -> None:
    enc = encounter("glowlands")
    pc = next(c for c in enc.state.combatants.values() if c.is_pc)
    top = int(pc.stats["max_strain"])
    assert damage(enc, pc.id, top - 1).ok
    outcome = damage(enc, pc.id, 3)
    assert enc.state.get(pc.id).res["wounds"] == 1
    assert enc.state.get(pc.id).res["strain"] == 2
    assert any("ticks off a wound rank: Injured" in enc.describe(e) for e in outcome.events)
    assert all("armour" not in enc.describe(e) for e in outcome.events)


def test_threat_and_retaliation_every_rank_ticked_knocks_the_pc_out_bleeding() -> None:
    enc = encounter("glowlands")
    pc = next(c for c in enc.state.combatants.values() if c.is_pc)
    assert damage(enc, pc.id, 10_000).ok
    after = enc.state.get(pc.id)
    assert (after.status, after.substatus) == (DOWN, "bleeding_out")
    wounds = enc.ruleset.presentation.tracks(after)[1]
    assert (wounds.label, after.res["wounds"]) == ("Wounds", wounds.top)


def test_alternating_teams_damage_spills_from_endurance_into_health() -> None:
    enc = encounter("teams")
    cid = cids("teams")[0]
    c = enc.state.get(cid)
    endurance, health = c.res["endurance"], c.res["health"]
    assert damage(enc, cid, endurance + 2).ok
    assert (enc.state.get(cid).res["endurance"], enc.state.get(cid).res["health"]) == (0, health - 2)


def test_faction_passing_health_at_zero_incapacitates() -> None:
    enc = encounter("factions")
    cid = cids("factions")[0]
    assert damage(enc, cid, enc.state.get(cid).res["health"]).ok
    assert (enc.state.get(cid).status, enc.state.get(cid).substatus) == (DOWN, "incapacitated")


def test_marching_order_hit_points_go_below_zero_and_a_creature_dies() -> None:
    enc = encounter("marching")
    npc = next(c for c in enc.state.combatants.values() if not c.is_pc)
    hp = npc.res["hp"]
    assert damage(enc, npc.id, hp + 2).ok
    assert enc.state.get(npc.id).res["hp"] == -2 and enc.state.get(npc.id).status == DEAD


def test_initiative_cards_damage_is_physical_harm_and_a_full_harm_track_breaks_a_creature() -> None:
    enc = encounter("cards")
    npc = next(c for c in enc.state.combatants.values() if not c.is_pc)
    track = main(enc, npc.id)
    assert track.kind == FILL and track.top
    outcome = damage(enc, npc.id, track.top)
    assert any("physical harm" in enc.describe(e) for e in outcome.events)
    assert (enc.state.get(npc.id).status, enc.state.get(npc.id).substatus) == (DOWN, "broken")


def test_threat_and_retaliation_a_turn_holder_knocked_out_by_the_gm_loses_the_turn() -> None:
    from tests.rules.glowlands.glowlands_kit import running

    enc = running(demo_setup_for("glowlands"))
    holder = enc.state.actor
    assert holder is not None and enc.state.get(holder).is_pc
    assert damage(enc, holder, 10_000).ok
    assert enc.state.get(holder).status == DOWN
    assert enc.state.actor != holder
    enc.undo()
    assert enc.state.actor == holder and enc.state.get(holder).status == ACTIVE
