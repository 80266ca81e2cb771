"""Edge cases of Faction Passing's resolution: reactions, blasts, opportunity attacks, holds, counters."""

from __future__ import annotations

from factions_helpers import (
    BOW,
    digest,
    encounter,
    feed,
    fighter,
    kinds,
    make_setup,
    reject,
    run,
    start_round,
)

FIREPOT = {"name": "Firepot", "damage_die": "d6", "kind": "ranged", "range_zones": 2, "blast": True}


def fight(*extra, first="players", **options):
    base = [fighter("ann", "players", kind="PC"), fighter("cut", "bandits")]
    enc = encounter(make_setup([*base, *extra], options=options))
    start_round(enc, first)
    return enc


# --- who may react --------------------------------------------------------------------------------


def test_an_unaware_target_cannot_react_but_a_nearby_ally_may_guard():
    enc = fight(fighter("dog", "bandits"))
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut", unaware=True)
    assert enc.prompt().data["offers"] == {"dog": ["guard"]}
    assert reject(enc, "factions.react", "cut", kind="dodge") == "CANNOT_REACT"
    assert reject(enc, "factions.react", "dog", kind="sing") == "BAD_ARGUMENT"


def test_reaction_commands_need_an_open_attack():
    enc = fight()
    run(enc, "factions.take_turn", "ann")
    assert reject(enc, "factions.react", "cut", kind="dodge") == "NOTHING_PENDING"
    assert reject(enc, "factions.no_reaction") == "NOTHING_PENDING"
    assert reject(enc, "factions.stunt_reply", accept=True) == "NOTHING_PENDING"
    assert reject(enc, "factions.opportunity", "cut") == "NOTHING_PENDING"


def test_nothing_else_happens_while_an_attack_waits_for_reactions():
    enc = fight()
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    assert reject(enc, "next") == "SETTLE_FIRST"
    assert reject(enc, "end_turn") == "SETTLE_FIRST"
    assert reject(enc, "move", "ann", to="ditch") == "SETTLE_FIRST"
    assert reject(enc, "factions.bonus", "ann", what="speak") == "SETTLE_FIRST"


def test_a_counter_with_a_ranged_weapon_beyond_half_range_needs_its_own_save_and_can_miss():
    enc = encounter(
        make_setup(
            [
                fighter("ann", "players", kind="PC", zone="hill", weapons=[BOW]),
                fighter("cut", "bandits", weapons=[BOW]),
            ]
        )
    )
    start_round(enc, "bandits")
    run(enc, "factions.take_turn", "cut")
    feed(enc, 1)
    run(enc, "factions.attack", "cut", target="ann")  # 2 zones > 1.5: a save, passed
    feed(enc, 15, 4)
    events = run(enc, "factions.react", "ann", kind="counter")
    assert [(d["purpose"], d["total"]) for _, d in digest(events, "RollMade")] == [
        ("counter_to_hit", 15),
        ("damage", 4),
    ]
    result = digest(events, "factions.AttackResolved")[0][1]["results"][0]
    assert (result["counter_hit"], result["dealt_to_attacker"], result["order"]) == (False, None, ["cut"])
    assert enc.state.get("ann").res["health"] == 2


def test_a_grapple_used_to_counter_lands_after_the_damaging_blow():
    enc = fight()
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    feed(enc, 2, 15)  # ann's sword 2 on cut, then ann's STR save against the grapple fails
    events = run(enc, "factions.react", "cut", kind="counter", mode="grapple")
    assert [(d["purpose"], d["total"]) for _, d in digest(events, "RollMade")] == [
        ("damage", 2),
        ("grapple_save", 15),
    ]
    assert enc.state.get("ann").rs["grabbed_by"] == "cut"
    assert "entangled" in enc.state.get("ann").flags


def test_a_blast_target_may_dodge_on_its_own():
    enc = fight(
        fighter("bob", "players", kind="PC"),
        fighter("pyro", "bandits", zone="trees", weapons=[FIREPOT]),
        first="bandits",
    )
    run(enc, "factions.take_turn", "pyro")
    run(enc, "factions.attack", "pyro", zone="road")  # one zone: no save
    assert enc.state.rs["attack"]["targets"] == ["ann", "cut", "bob"]
    assert reject(enc, "factions.react", "ann", kind="hide", behind="bob") == "CANNOT_REACT"
    feed(enc, 1)
    run(enc, "factions.react", "ann", kind="dodge")
    feed(enc, 3, 4)
    events = run(enc, "factions.no_reaction")
    assert [(d["target"], d["dealt"]) for _, d in digest(events, "factions.Hit")] == [("cut", 3), ("bob", 4)]
    assert enc.state.get("ann").res["health"] == 6


def test_blasts_out_of_range_empty_zones_and_border_occupants():
    far = make_setup(
        [
            fighter("ann", "players", kind="PC", zone="ditch"),
            fighter("pyro", "bandits", zone="hill", weapons=[FIREPOT]),
            fighter("cut", "bandits", zone="trees"),
        ]
    )
    enc = encounter(far)
    start_round(enc, "bandits")
    run(enc, "factions.take_turn", "pyro")
    assert reject(enc, "factions.attack", "pyro", zone="ditch") == "OUT_OF_REACH"
    assert reject(enc, "factions.attack", "pyro") == "MISSING_ARGUMENT"
    run(enc, "factions.place_border", cid="cut", border="road")
    feed(enc, 4)  # road is 2 zones off: a WIT save, passed; ann in the ditch is not caught
    events = run(enc, "factions.attack", "pyro", zone="road")
    assert enc.state.rs["attack"]["targets"] == ["cut"]  # on the road's border
    enc = encounter(far)
    start_round(enc, "bandits")
    run(enc, "factions.take_turn", "pyro")
    feed(enc, 4)
    events = run(enc, "factions.attack", "pyro", zone="road")
    assert digest(events, "factions.AttackResolved") == [
        ("factions.AttackResolved", {"attacker": "pyro", "results": [], "zone": "road", "result": "empty"})
    ]


def test_a_missed_blast_at_an_isolated_zone_is_lost():
    setup = make_setup(
        [fighter("ann", "players", kind="PC"), fighter("pyro", "bandits", weapons=[FIREPOT])],
        zones=["road", "island"],
        links=[],
    )
    enc = encounter(setup)
    start_round(enc, "bandits")
    run(enc, "factions.take_turn", "pyro")
    feed(enc, 20)
    events = run(enc, "factions.attack", "pyro", zone="road", challenging=True)
    assert digest(events, "factions.Deviated", "factions.AttackResolved") == [
        ("factions.Deviated", {"was": "road", "to": None}),
        ("factions.AttackResolved", {"attacker": "pyro", "results": [], "result": "lost"}),
    ]


# --- opportunity attacks --------------------------------------------------------------------------


def test_no_opportunity_attack_from_someone_who_acted_or_against_a_concealed_mover():
    enc = fight(first="bandits")
    run(enc, "factions.take_turn", "cut")
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "move", "ann", to="ditch")
    assert kinds(events)[-1] == "Moved"
    enc = fight()
    run(enc, "factions.conceal", cid="ann")
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "move", "ann", to="ditch", sneaking=True)
    assert kinds(events)[-1] == "Moved" and "concealed" in enc.state.get("ann").flags


def test_a_skill_lets_the_mover_react_to_an_opportunity_attack():
    enc = encounter(
        make_setup(
            [fighter("ann", "players", kind="PC", skills=["react_to_opportunity"]), fighter("cut", "bandits")]
        )
    )
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "move", "ann", to="ditch")
    assert reject(enc, "factions.opportunity", "ann") == "CANNOT_REACT"
    run(enc, "factions.opportunity", "cut")
    assert enc.prompt().data["offers"] == {"ann": ["dodge", "counter"]}
    feed(enc, 3)
    events = run(enc, "factions.react", "ann", kind="dodge")
    assert digest(events, "factions.Dodged") == [("factions.Dodged", {"cid": "ann", "passed": True})]
    assert enc.state.get("ann").zone == "ditch"
    assert enc.state.sched["reactions"] == ["cut", "ann"]


def test_two_enemies_may_each_take_an_opportunity_attack():
    enc = fight(fighter("dog", "bandits"))
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "move", "ann", to="ditch")
    assert digest(events, "factions.MoveInterrupted")[0][1]["reactors"] == ["cut", "dog"]
    feed(enc, 1)
    run(enc, "factions.opportunity", "cut")
    assert enc.state.get("ann").zone == "road"  # dog may still strike
    events = run(enc, "factions.no_reaction")
    assert kinds(events)[0] == "RulesetDataChanged" and enc.state.get("ann").zone == "ditch"


# --- holds ----------------------------------------------------------------------------------------


def grabbed():
    enc = fight(fighter("dog", "bandits", zone="hill"))
    run(enc, "factions.take_turn", "ann")
    feed(enc, 20)
    run(enc, "factions.attack", "ann", target="cut", mode="grapple", unaware=True)
    return enc


def test_a_grabbed_character_cannot_walk_away_and_attacking_it_keeps_the_hold():
    enc = grabbed()
    assert enc.state.get("ann").rs["holding"] == "cut"
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "cut")
    assert reject(enc, "move", "cut", to="ditch") == "ENTANGLED"
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "dog")
    run(enc, "end_turn")  # the players are spent: the round's phase ends by itself
    run(enc, "next")  # morale: nothing
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    run(enc, "factions.take_turn", "ann")
    feed(enc, 2)
    run(enc, "factions.attack", "ann", target="cut")
    assert enc.state.get("ann").rs["holding"] == "cut"


def test_shove_frees_the_victim_onto_a_border():
    enc = grabbed()
    assert reject(enc, "factions.shove", "ann") == "MISSING_ARGUMENT"
    assert reject(enc, "factions.shove", "ann", to="hill") == "TOO_FAR"
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "cut")
    assert reject(enc, "factions.shove", "cut", to="ditch") == "NOT_HOLDING"
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "dog")
    run(enc, "end_turn")  # the players are spent: the round's phase ends by itself
    run(enc, "next")
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "factions.shove", "ann", to="ditch", hazard=True)
    assert digest(events, "factions.Shoved") == [
        ("factions.Shoved", {"cid": "ann", "target": "cut", "to": "ditch", "hazard": True})
    ]
    cut = enc.state.get("cut")
    assert (cut.zone, cut.rs["border"], "entangled" in cut.flags) == ("road", "ditch", False)


def test_the_holder_hides_behind_the_grabbed_one_without_asking():
    enc = grabbed()
    run(enc, "end_turn")
    run(enc, "factions.pass", faction="bandits")  # the players are spent too: the round ends
    run(enc, "next")
    run(enc, "gm.place", cid="dog", zone="road")
    run(enc, "factions.first", faction="bandits", by=enc.state.sched["holder"])
    run(enc, "factions.take_turn", "dog")
    run(enc, "factions.attack", "dog", target="ann")
    run(enc, "factions.react", "ann", kind="hide", behind="cut", consent=False)  # cut has no say
    assert enc.state.rs["attack"]["targets"] == ["cut"]
    assert enc.state.get("ann").rs["holding"] == "cut"
    feed(enc, 5)
    run(enc, "factions.no_reaction")
    assert enc.state.get("cut").res["health"] == 1


def test_a_hold_breaks_when_the_holder_drops_or_lets_go():
    enc = grabbed()
    run(enc, "factions.release", cid="ann")
    assert enc.state.get("ann").rs["holding"] is None
    assert reject(enc, "factions.release", cid="ann") == "NOT_HOLDING"
    enc = grabbed()
    events = run(enc, "gm.set_status", cid="ann", status="down")
    assert digest(events, "factions.Released")[0][1]["why"] == "the holder is out of the fight"


# --- table commands -------------------------------------------------------------------------------


def test_flag_commands_refuse_no_ops_and_bad_borders():
    enc = fight()
    assert reject(enc, "factions.cover", cid="ann", on=False) == "NO_CHANGE"
    run(enc, "factions.cover", cid="ann")
    assert "in_cover" in enc.state.get("ann").flags
    assert reject(enc, "factions.place_border", cid="ann", border="hill") == "NOT_A_BORDER"
    assert reject(enc, "factions.place_border", cid="ann", border=None) == "NO_CHANGE"
