"""Every adopted reading of Faction Passing is an option: each alternative is exercised here."""

from __future__ import annotations

import pytest
from factions_helpers import BOW, digest, encounter, feed, fighter, make_setup, reject, run, start_round

from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets.factions import OPTIONS, Factions
from gm_desk.rules.setup import SetupError


def two(options=None, **extra):
    a = extra.pop("a", {})
    b = extra.pop("b", {})
    return make_setup(
        [fighter("ann", "players", kind="PC", **a), fighter("cut", "bandits", **b)], options=options, **extra
    )


def attack_events(enc, *faces, **args):
    feed(enc, *faces)
    return run(enc, "factions.attack", "ann", target="cut", unaware=True, **args)


def test_the_options_are_logged_with_their_defaults_and_unknown_ones_refused():
    enc = encounter(two())
    events = run(enc, "start")
    assert events[0].data["options"] == {name: opt.default for name, opt in OPTIONS.items()}
    assert Factions.options["counter_first_blow_stops"].default is True
    with pytest.raises(SetupError):
        Encounter(two({"no_such_option": 1}))
    with pytest.raises(SetupError):
        Encounter(two({"nearby": "far"}))


def test_reveal_default_on_and_off():
    enc = encounter(two(a={"concealed_at_start": True}))
    run(enc, "start")
    run(enc, "factions.take_turn", "ann")
    events = attack_events(enc, 2, revealed=False)  # the GM rules she stays hidden
    assert "concealed" in enc.state.get("ann").flags
    assert digest(events, "FlagChanged") == []
    enc = encounter(two({"reveal_default": False}, a={"concealed_at_start": True}))
    run(enc, "start")
    run(enc, "factions.take_turn", "ann")
    attack_events(enc, 2)
    assert "concealed" in enc.state.get("ann").flags
    run(enc, "factions.bonus", "ann", what="speak", revealed=True)
    assert "concealed" not in enc.state.get("ann").flags


@pytest.mark.parametrize(
    ("mode", "expected"), [("moved_this_turn", ["to_hit", "damage"]), ("flag_only", ["damage"])]
)
def test_moving_reading(mode, expected):
    enc = encounter(two({"moving": mode}, a={"weapons": [BOW]}, b={"zone": "trees"}))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    run(enc, "move", "ann", to="ditch")  # cut is in the trees: no opportunity attack
    assert (
        reject(enc, "factions.attack", "ann", target="cut", moving=True, weapon="Bow")
        == "TOO_FAR_WHILE_MOVING"
    )
    run(enc, "gm.place", cid="ann", zone="road")
    events = attack_events(enc, 5, 3)
    assert [e.data["purpose"] for e in events if e.type == "RollMade"] == expected
    if mode == "flag_only":
        assert list(enc.dice.script) == [3]


@pytest.mark.parametrize(("mode", "code"), [("zone_or_border", None), ("zone_only", "NOT_NEARBY")])
def test_nearby_reading_with_border_positions(mode, code):
    enc = encounter(two({"nearby": mode}, b={"zone": "ditch"}))
    start_round(enc)
    run(enc, "factions.place_border", cid="cut", border="road")  # cut stands on the road's border
    run(enc, "factions.take_turn", "ann")
    if code:
        assert reject(enc, "factions.attack", "ann", target="cut") == code
    else:
        attack_events(enc, 3)
        assert enc.state.get("cut").res["health"] == 3


def test_impaired_reading_lower_of_two():
    enc = encounter(two({"impaired": "lower_of_two"}))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    events = attack_events(enc, 5, 2, hold_back=True)
    roll = digest(events, "RollMade")[0][1]
    assert (roll["expr"], roll["total"]) == ("2d6kl1", 2)


def test_separate_obscured_flag():
    enc = encounter(two())
    start_round(enc)
    assert reject(enc, "factions.obscure", cid="cut") == "OPTION_OFF"
    enc = encounter(two({"separate_obscured": True}))
    start_round(enc)
    run(enc, "factions.conceal", cid="cut")
    run(enc, "factions.take_turn", "ann")
    events = attack_events(enc, 4, 5, visible=True)  # concealed, but seen: full damage with this option
    assert [r[1]["expr"] for r in digest(events, "RollMade")] == ["1d6"]
    assert list(enc.dice.script) == [5]
    enc = encounter(two({"separate_obscured": True}))
    start_round(enc)
    run(enc, "factions.obscure", cid="cut")
    run(enc, "factions.take_turn", "ann")
    events = attack_events(enc, 4)
    assert [r[1]["expr"] for r in digest(events, "RollMade")] == ["1d4"]


@pytest.mark.parametrize(("on", "armour"), [(True, 1), (False, 0)])
def test_zone_cover(on, armour):
    setup = two({"zone_cover": on})
    setup["zones"]["zones"][0]["tags"] = ["cover"]  # the road
    enc = encounter(setup)
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    events = attack_events(enc, 4)
    assert digest(events, "factions.Hit")[0][1]["armour"] == armour


def morale_fight(**options):
    return make_setup(
        [
            fighter("ann", "players", kind="PC"),
            fighter("b1", "bandits", zone="well"),
            fighter("b2", "bandits", zone="well"),
        ],
        options=options,
        zones=["road", "well"],
        links=[["road", "well"]],
    )


def round_of_passes(enc):
    run(enc, "factions.pass")
    return run(enc, "factions.pass", faction="bandits")


def test_morale_failure_option_applies_the_fate_at_once():
    enc = encounter(morale_fight(morale_failure="surrender"))
    start_round(enc)
    run(enc, "gm.set_status", cid="b1", status="down")
    round_of_passes(enc)
    feed(enc, 20)
    run(enc, "next")
    assert enc.state.get("b2").status == "surrendered"
    assert enc.state.sched["morale_fates"] == []


def test_morale_every_round_option_checks_again():
    for every, expected in ((False, []), (True, ["b3"])):
        enc = encounter(morale_fight(morale_every_round=every))
        start_round(enc)
        run(enc, "gm.set_status", cid="b1", status="down")
        round_of_passes(enc)
        feed(enc, 2)
        run(enc, "factions.morale_save", cid="b2")  # passes: steady for the rest of the fight
        assert reject(enc, "factions.morale_save", cid="b2") == "NOT_DUE"
        run(enc, "next")
        # A newcomer joins the group, which is still at half its (now larger) number.
        run(enc, "gm.add_combatant", combatant=fighter("b3", "bandits", zone="well"))
        run(enc, "gm.add_combatant", combatant=fighter("b4", "bandits", zone="well"))
        run(enc, "gm.set_status", cid="b4", status="down")
        run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
        events = round_of_passes(enc)
        due = digest(events, "factions.MoraleDue")
        assert [m for _, d in due for m in d["members"]] == expected


def test_morale_pcs_option():
    for on, expected in ((False, []), (True, [("players", ["ann"])])):
        enc = encounter(morale_fight(morale_pcs=on))
        start_round(enc)
        run(enc, "gm.set_resource", cid="ann", res="health", value=3)
        events = round_of_passes(enc)
        assert [(d["group"], d["members"]) for _, d in digest(events, "factions.MoraleDue")] == expected


def test_durability_roll_option():
    enc = encounter(two({"durability": "roll_d6"}, b={"health_max": 1}))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    attack_events(enc, 6)
    run(enc, "end_turn")
    assert enc.state.phase == "morale"
    run(enc, "next")
    assert enc.state.phase == "aftermath"
    feed(enc, 1)
    events = run(enc, "next")
    ended = digest(events, "EncounterEnded")[0][1]
    assert ended["durability"] == {"ann:weapon:Sword": True}
    enc = encounter(two(b={"health_max": 1}))
    start_round(enc)
    run(enc, "factions.take_turn", "ann")
    attack_events(enc, 6)
    run(enc, "end_turn")
    run(enc, "next")
    assert reject(enc, "factions.durability", cid="ann", item="weapon:Sword") == "MISSING_ARGUMENT"
