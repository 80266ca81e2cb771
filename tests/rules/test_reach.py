"""Reach on the zone map (issue 19, item 11): each system says, as plain data, which zones a combatant's
weapons or answers reach from where it stands, read from the ranges its own rules use."""

from __future__ import annotations

import importlib

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.reach import BOTH, MELEE, RANGED, reach_zones
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.zones import ZoneMap


def demo(ruleset_id: str) -> Encounter:
    return Encounter(importlib.import_module(f"gm_desk.rules.rulesets.{ruleset_id}").demo_setup(), seed=1)


def line() -> ZoneMap:
    zmap = ZoneMap()
    for zid in "abcde":
        zmap.add_zone(zid)
    for x, y in ("ab", "bc", "cd"):
        zmap.link(x, y)
    return zmap  # e stands apart: no path reaches it


def test_melee_reaches_its_own_zone_and_a_number_that_many_hops() -> None:
    assert reach_zones(line(), "a", ["engaged"]) == {"a": MELEE}
    assert reach_zones(line(), "b", [1]) == {"a": RANGED, "b": RANGED, "c": RANGED}
    assert reach_zones(line(), "a", ["intimate", 2]) == {"a": BOTH, "b": RANGED, "c": RANGED}
    assert reach_zones(line(), "a", [(2, 3)]) == {"c": RANGED, "d": RANGED}
    assert reach_zones(line(), "a", [2], exact=True) == {"c": RANGED}
    assert reach_zones(line(), None, [3]) == {} and reach_zones(line(), "zz", [3]) == {}


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_every_system_shades_a_reach_for_each_placed_fighter_in_its_demo(ruleset_id: str) -> None:
    enc = demo(ruleset_id)
    state, shown = enc.state, get_ruleset(ruleset_id).presentation
    for c in state.combatants.values():
        reach = shown.reach(state, c.id)
        assert set(reach) <= set(state.zones.zones), (c.id, reach)
        assert set(reach.values()) <= {MELEE, RANGED, BOTH}
        assert reach, f"{c.name} reaches nowhere in the {ruleset_id} demo"
        if MELEE in reach.values() or BOTH in reach.values():
            assert reach.get(c.zone) in (MELEE, BOTH)  # melee reach is the zone it stands in


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_the_reach_follows_the_fighter_when_it_moves(ruleset_id: str) -> None:
    enc = demo(ruleset_id)
    shown = get_ruleset(ruleset_id).presentation
    c = next(c for c in enc.state.combatants.values() if MELEE in shown.reach(enc.state, c.id).values())
    other = next(z for z in enc.state.zones.zones if z != c.zone)
    assert enc.handle(Command("gm.place", args={"cid": c.id, "zone": other})).ok
    assert shown.reach(enc.state, c.id).get(other) in (MELEE, BOTH)


def test_a_glowlands_creature_threatens_as_far_as_its_retaliations_reach() -> None:
    enc = demo("glowlands")
    state, shown = enc.state, get_ruleset("glowlands").presentation
    # The Caretaker: a spear thrust (Engaged) and a shortbow shot (2 zones) from the yard.
    caretaker = state.get("caretaker")
    want = {z: RANGED for z in state.zones.zones if state.zones.hops(caretaker.zone, z) <= 2}
    want[caretaker.zone] = BOTH
    assert shown.reach(state, "caretaker") == want
    assert shown.reach(state, "brannoc") == {"rubble": MELEE}  # a warhammer and a throwing axe (0)


def test_a_teams_weapon_in_metres_reaches_whole_zones() -> None:
    enc = demo("teams")
    state, shown = enc.state, get_ruleset("teams").presentation
    assert shown.reach(state, "boudica") == {"gate": MELEE}  # a spear: no range, melee
    state.options["zone_metres"] = 60
    far = shown.reach(state, "petra")  # a 60 m crossbow: one zone of 60 m
    assert far == {z: RANGED for z in state.zones.zones if state.zones.hops("yard", z) <= 1}


def test_a_factions_weapon_reaches_its_range_zones() -> None:
    enc = demo("factions")
    state, shown = enc.state, get_ruleset("factions").presentation
    assert shown.reach(state, "ada") == {"road": MELEE}  # an axe
    bram = shown.reach(state, "bram")  # an axe and a crossbow of 3 zones
    assert bram["road"] == BOTH and all(k == RANGED for z, k in bram.items() if z != "road")
