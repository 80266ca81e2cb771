"""Acceptance scenarios of Faction Passing & Auto-Hit Saves (system 002).

S002-1 and S002-2 follow the chapter's worked example (fast and slow activations). S002-R1.. are
resolution scenarios written from the chapter's rules: automatic hits, WIT saves to hit, reactions,
counters, blasts, opportunity attacks, non-lethal attacks, morale, and what happens after the fight.
Dice are scripted; saves are d20 roll-under; every expected event and value is spelled out.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event

SWORD = {"name": "Sword", "damage_die": "d6", "kind": "melee"}


def fighter(cid: str, side: str, zone: str = "road", kind: str = "NPC", **stats: Any) -> dict[str, Any]:
    block = {"str": 10, "agi": 10, "wit": 10, "health_max": 6, "armour": 0, "weapons": [dict(SWORD)]}
    block.update(stats)
    return {"id": cid, "name": cid.title(), "kind": kind, "side": side, "zone": zone, "stats": block}


def setup(combatants: list[dict[str, Any]], holder: str = "players", **options: Any) -> dict[str, Any]:
    zones = ["road", "ditch", "trees", "hill", "well"]
    return {
        "ruleset": "factions",
        "name": "scenario",
        "options": options,
        "factions": ["players", "bandits"],
        "initiative_holder": holder,
        "zones": {
            "zones": [{"id": z, "name": z.title(), "tags": []} for z in zones],
            "links": [["road", "ditch"], ["road", "trees"], ["trees", "hill"], ["road", "well"]],
        },
        "sides": [
            {"id": "players", "name": "Players", "stance": "party"},
            {"id": "bandits", "name": "Bandits", "stance": "hostile"},
        ],
        "combatants": combatants,
    }


def encounter(data: dict[str, Any]) -> Encounter:
    return Encounter(data, dice=DiceBox(script=deque()))


def run(
    enc: Encounter, type_: str, actor: str | None = None, dice: tuple[int, ...] = (), **args: Any
) -> list[Event]:
    enc.dice.script.extend(dice)
    events = list(enc.apply(Command(type_, actor, args)))
    assert not enc.dice.script, f"{type_} left dice unused: {list(enc.dice.script)}"
    return events


def code(enc: Encounter, type_: str, actor: str | None = None, **args: Any) -> str:
    outcome = enc.handle(Command(type_, actor, args))
    assert outcome.rejected is not None
    return outcome.rejected.code


def pick(events: list[Event], *types: str) -> list[tuple[str, dict[str, Any]]]:
    return [(e.type, e.data) for e in events if e.type in types]


def rolls(events: list[Event]) -> list[tuple[str, int]]:
    return [(e.data["purpose"], e.data["total"]) for e in events if e.type == "RollMade"]


def turns_taken(events: list[Event]) -> list[str]:
    return [e.data["actor"] for e in events if e.type == "factions.TurnTaken"]


def health(enc: Encounter, cid: str) -> int:
    return enc.state.get(cid).res["health"]


# --- 7.A: the chapter's worked example ------------------------------------------------------------


def worked_example() -> Encounter:
    return encounter(
        setup(
            [
                fighter("balthasar", "players", kind="PC", wit=12),
                fighter("sybilla", "players", kind="PC", wit=6),
                fighter("theobald", "players", kind="PC", wit=9),
                fighter("bandit1", "bandits", wit=8, agi=10),
                fighter("bandit2", "bandits", wit=8),
                fighter("leader", "bandits", wit=10),
            ],
            fast_slow=True,
        )
    )


def play_fast_phase(enc: Encounter) -> list[Event]:
    events = run(enc, "start")
    events += run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    events += run(enc, "factions.roll_fat", dice=(9,))
    assert enc.prompt().choices == ("balthasar", "theobald")
    assert [c.id for c in enc.state.on_side("bandits") if c.id in _fast_eligible(enc)] == ["leader"]
    events += run(enc, "factions.take_turn", "theobald")
    events += run(enc, "factions.attack", "theobald", target="bandit1")
    events += run(enc, "factions.react", "bandit1", kind="dodge", dice=(4,))  # AGI 10: a pass
    events += run(enc, "end_turn", "theobald")
    events += run(enc, "factions.take_turn", "leader")
    events += run(enc, "end_turn", "leader")
    events += run(enc, "factions.pass", faction="players")  # Balthasar could still act
    return events


def _fast_eligible(enc: Encounter) -> set[str]:
    from gm_desk.rules.rulesets.factions.schedule import eligible

    return {c.id for c in enc.state.combatants.values() if eligible(enc.state, c)}


def test_s002_1_fast_phase():
    enc = worked_example()
    events = play_fast_phase(enc)
    assert _fast_eligible(enc) == {"balthasar", "sybilla", "bandit2"}  # now in the slow phase
    assert turns_taken(events) == ["theobald", "leader"]
    assert enc.state.sched["reactions"] == ["bandit1"]
    had = set(enc.state.sched["had_turn"])
    assert {c: c in had for c in enc.state.combatants} == {
        "balthasar": False,
        "sybilla": False,
        "theobald": True,
        "bandit1": True,
        "bandit2": False,
        "leader": True,
    }
    assert pick(events, "factions.Dodged", "factions.AttackResolved") == [
        ("factions.Dodged", {"cid": "bandit1", "passed": True}),
        (
            "factions.AttackResolved",
            {"attacker": "theobald", "results": [{"target": "bandit1", "result": "dodged"}]},
        ),
    ]
    assert health(enc, "bandit1") == 6
    tail = pick(events, "factions.Passed", "factions.PhaseEnded", "PhaseChanged")[-4:]
    assert tail == [
        ("factions.Passed", {"faction": "players", "auto": False}),
        ("factions.Passed", {"faction": "bandits", "auto": True}),
        ("factions.PhaseEnded", {"phase": "fast"}),
        ("PhaseChanged", {"phase": "slow"}),
    ]
    assert enc.state.phase == "slow"


def test_s002_2_slow_phase():
    enc = worked_example()
    play_fast_phase(enc)
    assert enc.state.sched["current"] == "players"  # the holder's choice carries over
    assert enc.prompt().choices == ("balthasar", "sybilla")
    events = run(enc, "factions.take_turn", "sybilla") + run(enc, "end_turn")
    assert enc.prompt().choices == ("bandit2",)
    events += run(enc, "factions.take_turn", "bandit2") + run(enc, "end_turn")
    events += run(enc, "factions.take_turn", "balthasar") + run(enc, "end_turn")
    assert turns_taken(events) == ["sybilla", "bandit2", "balthasar"]
    assert pick(events, "factions.Passed", "factions.PhaseEnded", "PhaseChanged") == [
        ("factions.Passed", {"faction": "bandits", "auto": True}),
        ("factions.Passed", {"faction": "players", "auto": True}),
        ("factions.PhaseEnded", {"phase": "slow"}),
        ("PhaseChanged", {"phase": "morale"}),
    ]
    assert enc.state.phase == "morale"
    events = run(enc, "next")  # nobody's morale is in question
    assert pick(events, "RoundEnded", "RoundStarted") == [
        ("RoundEnded", {"round": 1}),
        ("RoundStarted", {"round": 2}),
    ]
    assert enc.state.round == 2 and enc.state.phase == "choose_first"
    assert enc.state.sched["had_turn"] == []


# --- resolution scenarios written from the chapter's rules ----------------------------------------

BOW = {"name": "Bow", "damage_die": "d6", "kind": "ranged", "range_zones": 3}
MORTAR = {"name": "Mortar", "damage_die": "d8", "kind": "indirect", "range_zones": 3}
FIREPOT = {"name": "Firepot", "damage_die": "d6", "kind": "ranged", "range_zones": 2, "blast": True}
SWEEP = {"name": "Flail sweep", "damage_die": "d8", "kind": "melee", "blast": True}


def started(combatants: list[dict[str, Any]], first: str = "players", **options: Any) -> Encounter:
    enc = encounter(setup(combatants, **options))
    run(enc, "start")
    run(enc, "factions.first", faction=first, by=enc.state.sched["holder"])
    return enc


def test_s002_r1_an_ordinary_melee_attack_hits_automatically():
    enc = started([fighter("ann", "players", kind="PC"), fighter("cut", "bandits", armour=1)])
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "factions.attack", "ann", target="cut")
    assert pick(events, "factions.AttackDeclared")[0][1]["save"] is False
    assert enc.prompt().choices == ("cut",)  # the target may react
    events = run(enc, "factions.no_reaction", dice=(5,))
    assert rolls(events) == [("damage", 5)]
    assert pick(events, "factions.Hit", "ResourceChanged") == [
        ("factions.Hit", {"attacker": "ann", "target": "cut", "rolled": 5, "armour": 1, "dealt": 4}),
        ("ResourceChanged", {"cid": "cut", "res": "health", "value": 2, "was": 6}),
    ]
    assert enc.state.turn.budget == {"bonus": 1, "main": 0, "move": 1}


def test_s002_r2_beyond_half_range_needs_a_wit_save_to_hit():
    combatants = [fighter("ann", "players", kind="PC", weapons=[BOW]), fighter("cut", "bandits", zone="hill")]
    enc = started(combatants)
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "factions.attack", "ann", target="cut", dice=(14,))  # 2 zones > 1.5: WIT 10 save
    assert rolls(events) == [("to_hit", 14)]
    assert pick(events, "factions.ToHit", "factions.AttackResolved") == [
        ("factions.ToHit", {"attacker": "ann", "passed": False}),
        ("factions.AttackResolved", {"attacker": "ann", "results": [{"target": "cut", "result": "miss"}]}),
    ]
    assert enc.state.rs.get("attack") is None and health(enc, "cut") == 6
    enc = started(combatants)
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "factions.attack", "ann", target="cut", unaware=True, dice=(7, 3))
    assert rolls(events) == [("to_hit", 7), ("damage", 3)]
    assert health(enc, "cut") == 3


def test_s002_r3_impossible_attacks_are_refused_before_anything_happens():
    enc = started(
        [
            fighter("ann", "players", kind="PC", weapons=[BOW, MORTAR, dict(SWORD)]),
            fighter("cut", "bandits", zone="hill"),
            fighter("dog", "bandits", zone="trees"),
        ]
    )
    run(enc, "factions.take_turn", "ann")
    assert code(enc, "factions.attack", "ann", target="cut", weapon="Sword") == "NOT_NEARBY"
    assert code(enc, "factions.attack", "ann", target="cut", weapon="Bow", visible=False) == "NOT_VISIBLE"
    assert code(enc, "factions.attack", "ann", target="dog", weapon="Mortar") == "TOO_CLOSE"
    assert code(enc, "factions.attack", "ann", target="cut", weapon="Mortar", moving=True) == "MOVING"
    assert (
        code(enc, "factions.attack", "ann", target="cut", weapon="Bow", moving=True) == "TOO_FAR_WHILE_MOVING"
    )
    assert code(enc, "factions.attack", "ann", target="cut", weapon="Bow", barrier=True) == "BARRIER"
    assert code(enc, "factions.attack", "ann", target="ann") == "CANNOT_TARGET_SELF"
    assert code(enc, "factions.attack", "ann", target="cut", weapon="Lance") == "UNKNOWN_WEAPON"
    assert enc.state.turn.budget["main"] == 1
    # Indirect fire over the trees at the hill: always a WIT save, even unseen.
    events = run(
        enc, "factions.attack", "ann", target="cut", weapon="Mortar", visible=False, unaware=True, dice=(3, 8)
    )
    assert rolls(events) == [("to_hit", 3), ("damage", 8)]
    assert enc.state.get("cut").status == "down" and enc.state.get("cut").substatus == "incapacitated"


def counter_fight(**options: Any) -> Encounter:
    enc = started([fighter("ann", "players", kind="PC"), fighter("cut", "bandits")], **options)
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    return enc


def test_s002_r4_a_counter_lands_the_bigger_blow_first_and_a_fallen_fighter_strikes_no_more():
    enc = counter_fight()
    events = run(enc, "factions.react", "cut", kind="counter", dice=(6, 2))
    assert rolls(events) == [("damage", 6), ("counter_damage", 2)]  # rolled together
    result = pick(events, "factions.AttackResolved")[0][1]["results"][0]
    assert result == {
        "target": "cut",
        "result": "countered",
        "dealt_to_defender": 6,
        "dealt_to_attacker": 2,
        "counter_hit": True,
        "order": ["ann"],
        "effects": [],
    }
    assert (health(enc, "ann"), health(enc, "cut")) == (6, 0)
    assert enc.state.get("cut").status == "down"
    # Option: both blows land even when the first takes its victim out.
    enc = counter_fight(counter_first_blow_stops=False)
    run(enc, "factions.react", "cut", kind="counter", dice=(6, 2))
    assert (health(enc, "ann"), health(enc, "cut")) == (4, 0)


def test_s002_r4b_a_counter_that_drops_the_attacker_ends_the_attackers_turn():
    enc = counter_fight()
    events = run(enc, "factions.react", "cut", kind="counter", dice=(2, 6))
    assert pick(events, "factions.AttackResolved")[0][1]["results"][0]["order"] == ["cut"]
    assert (health(enc, "ann"), health(enc, "cut")) == (0, 6)
    assert pick(events, "TurnEnded", "factions.Go", "factions.Passed", "PhaseChanged") == [
        ("TurnEnded", {"actor": "ann"}),
        ("factions.Go", {"faction": "bandits"}),
        ("factions.Passed", {"faction": "bandits", "auto": True}),  # cut's counter was its turn
        ("factions.Go", {"faction": "players"}),
        ("factions.Passed", {"faction": "players", "auto": True}),
        ("PhaseChanged", {"phase": "morale"}),
    ]
    assert enc.state.turn is None and enc.state.phase == "morale"


def test_s002_r5_a_counter_tie_hits_both_at_once():
    enc = counter_fight()
    events = run(enc, "factions.react", "cut", kind="counter", dice=(3, 3))
    assert pick(events, "factions.AttackResolved")[0][1]["results"][0]["order"] == ["ann", "cut"]
    assert (health(enc, "ann"), health(enc, "cut")) == (3, 3)


def test_s002_r6_hiding_behind_a_nearby_ally_who_then_reacts_in_turn():
    enc = started(
        [fighter("ann", "players", kind="PC"), fighter("cut", "bandits"), fighter("dog", "bandits")]
    )
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    assert code(enc, "factions.react", "cut", kind="hide", behind="dog", consent=False) == "NO_CONSENT"
    events = run(enc, "factions.react", "cut", kind="hide", behind="dog")
    assert pick(events, "factions.Redirected") == [
        ("factions.Redirected", {"was": "cut", "to": "dog", "how": "hide"})
    ]
    assert enc.prompt().choices == ("dog",)  # dog may now react with its own turn (not guard cut)
    events = run(enc, "factions.react", "dog", kind="dodge", dice=(15, 4))  # AGI 10: fails
    assert rolls(events) == [("dodge", 15), ("damage", 4)]
    assert (health(enc, "cut"), health(enc, "dog")) == (6, 2)
    assert enc.state.sched["had_turn"] == ["ann", "cut", "dog"]


def test_s002_r7_a_guard_takes_the_blow_and_cannot_dodge_it():
    enc = started(
        [fighter("ann", "players", kind="PC"), fighter("cut", "bandits"), fighter("dog", "bandits")]
    )
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut")
    events = run(enc, "factions.react", "dog", kind="guard", dice=(5,))  # nobody else can react: resolves
    assert pick(events, "factions.Redirected") == [
        ("factions.Redirected", {"was": "cut", "to": "dog", "how": "guard"})
    ]
    assert (health(enc, "cut"), health(enc, "dog")) == (6, 1)
    assert enc.state.rs.get("attack") is None


def test_s002_r8_a_missed_ranged_blast_drifts_to_a_neighbour_picked_by_a_die():
    enc = started(
        [
            fighter("ann", "players", kind="PC"),
            fighter("bob", "players", kind="PC", zone="trees"),
            fighter("pyro", "bandits", zone="trees", weapons=[FIREPOT]),
        ],
        first="bandits",
    )
    run(enc, "factions.take_turn", "pyro")
    # Challenging circumstances: a WIT save; 15 fails, so the pot drifts. Road's neighbours, sorted:
    # ditch, trees, well; a d3 shows 2: trees, where the thrower stands.
    events = run(enc, "factions.attack", "pyro", zone="road", challenging=True, dice=(15, 2))
    assert rolls(events) == [("to_hit", 15), ("deviation", 2)]
    assert pick(events, "factions.Deviated") == [
        ("factions.Deviated", {"was": "road", "to": "trees", "choices": ["ditch", "trees", "well"]})
    ]
    assert enc.state.rs["attack"]["targets"] == ["bob", "pyro"]
    assert enc.prompt().choices == ("bob",)  # the thrower has spent its turn and cannot react
    events = run(enc, "factions.no_reaction", dice=(4, 6))
    assert [(d["target"], d["dealt"]) for _, d in pick(events, "factions.Hit")] == [("bob", 4), ("pyro", 6)]
    assert health(enc, "ann") == 6
    assert enc.state.get("pyro").status == "down" and enc.state.turn is None


def test_s002_r9_a_melee_blast_hits_the_whole_zone_but_the_attacker_and_one_target_may_counter():
    enc = started(
        [
            fighter("ann", "players", kind="PC"),
            fighter("bob", "players", kind="PC"),
            fighter("eve", "players", kind="PC", zone="ditch"),
            fighter("brute", "bandits", weapons=[SWEEP], health_max=12),
            fighter("cut", "bandits"),
        ],
        first="bandits",
    )
    run(enc, "factions.take_turn", "brute")
    events = run(enc, "factions.attack", "brute", challenging=True)  # cannot miss: no save even so
    assert pick(events, "factions.AttackDeclared")[0][1]["save"] is False
    assert enc.state.rs["attack"]["targets"] == ["ann", "bob", "cut"]
    run(enc, "factions.react", "ann", kind="counter")
    assert enc.prompt().data["offers"]["bob"] == ["dodge"]  # the counter is taken
    assert code(enc, "factions.react", "bob", kind="counter") == "CANNOT_REACT"
    run(enc, "factions.react", "bob", kind="dodge", dice=(2,))
    events = run(enc, "factions.no_reaction", dice=(3, 5, 7))
    # ann's counter: the blast deals 3 to her, her sword 5 to the brute; cut takes 7.
    assert (health(enc, "ann"), health(enc, "bob"), health(enc, "cut"), health(enc, "brute")) == (3, 6, 0, 7)
    assert health(enc, "eve") == 6
    results = pick(events, "factions.AttackResolved")[0][1]["results"]
    assert [r["result"] for r in results] == ["countered", "dodged", "hit"]


def test_s002_r10_moving_away_invites_an_opportunity_attack_then_the_move_goes_on():
    enc = started(
        [
            fighter("ann", "players", kind="PC"),
            fighter("cut", "bandits"),
            fighter("dog", "bandits", zone="well"),
        ]
    )
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "move", "ann", to="ditch")
    assert pick(events, "factions.MoveInterrupted") == [
        ("factions.MoveInterrupted", {"cid": "ann", "to": "ditch", "reactors": ["cut"]})
    ]
    assert enc.state.get("ann").zone == "road"
    assert code(enc, "end_turn") == "SETTLE_FIRST"
    events = run(enc, "factions.opportunity", "cut", dice=(3,))  # ann is spending her turn: no reaction
    assert pick(events, "factions.Reacted", "Moved") == [
        ("factions.Reacted", {"actor": "cut", "kind": "opportunity", "against": "ann"}),
        ("Moved", {"cid": "ann", "to": "ditch", "was": "road", "path": ["road", "ditch"]}),
    ]
    assert health(enc, "ann") == 3 and "cut" in enc.state.sched["had_turn"]


def test_s002_r10b_an_opportunity_attack_can_stop_the_mover():
    enc = started([fighter("ann", "players", kind="PC", health_max=2), fighter("cut", "bandits")])
    run(enc, "factions.take_turn", "ann")
    run(enc, "move", "ann", to="ditch")
    events = run(enc, "factions.opportunity", "cut", dice=(5,))
    assert "Moved" not in [e.type for e in events]
    assert enc.state.get("ann").zone == "road" and enc.state.get("ann").status == "down"
    assert enc.state.turn is None and enc.state.rs.get("move") is None


def test_s002_r11_grapple_holds_and_disarm_drops_a_weapon():
    axe = {"name": "Axe", "damage_die": "d8", "kind": "melee"}
    enc = started(
        [fighter("ann", "players", kind="PC"), fighter("cut", "bandits", weapons=[axe, dict(SWORD)])]
    )
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut", mode="disarm", drop="Sword")
    events = run(enc, "factions.no_reaction", dice=(16,))  # STR 10: fails
    assert rolls(events) == [("disarm_save", 16)]
    assert enc.state.get("cut").rs["dropped"] == ["Sword"]
    assert code(enc, "factions.bonus", "ann", what="pick_up", item="Sword") == "NOT_DROPPED"
    run(enc, "end_turn")
    run(enc, "factions.take_turn", "cut")
    assert code(enc, "factions.attack", "cut", target="ann", weapon="Sword") == "ITEM_DROPPED"
    # ann has had her turn, so she cannot react: the STR save comes at once.
    events = run(enc, "factions.attack", "cut", target="ann", mode="grapple", dice=(12,))
    assert pick(events, "factions.Grabbed", "FlagChanged") == [
        ("factions.Grabbed", {"holder": "cut", "target": "ann", "passed": False}),
        ("FlagChanged", {"cid": "ann", "flag": "entangled", "on": True}),
    ]
    run(enc, "move", "cut", to="ditch")  # the holder drags ann along; nobody else is around
    assert enc.state.get("ann").zone == "ditch"
    events = run(enc, "factions.bonus", "cut", what="pick_up", item="Sword")  # anything else lets go
    assert pick(events, "factions.Released")[0][1]["why"] == "it did something else"
    assert fc_flags(enc, "ann") == set() and enc.state.get("cut").rs["dropped"] == []


def fc_flags(enc: Encounter, cid: str) -> set[str]:
    return set(enc.state.get(cid).flags)


def one_blow(
    cover: bool = False, conceal: bool = False, dice: tuple[int, ...] = (), **args: Any
) -> list[Event]:
    pick_ = {"name": "Pick", "damage_die": "d8", "kind": "melee", "penetrates_cover": True}
    enc = started(
        [
            fighter("ann", "players", kind="PC", weapons=[dict(SWORD), pick_]),
            fighter("cut", "bandits", armour=1, health_max=20),
        ]
    )
    if cover:
        run(enc, "factions.cover", cid="cut")
    if conceal:
        run(enc, "factions.conceal", cid="cut")
    run(enc, "factions.take_turn", "ann")
    return run(enc, "factions.attack", "ann", target="cut", unaware=True, dice=dice, **args)


def blow(events: list[Event]) -> tuple[list[tuple[str, str, int]], dict[str, Any]]:
    dice = [(e.data["purpose"], e.data["expr"], e.data["total"]) for e in events if e.type == "RollMade"]
    return dice, pick(events, "factions.Hit")[0][1]


def test_s002_r12_impaired_damage_cover_and_concealment():
    held_back = blow(one_blow(cover=True, hold_back=True, dice=(4,)))
    assert held_back == (
        [("damage", "1d4", 4)],
        {"attacker": "ann", "target": "cut", "rolled": 4, "armour": 2, "dealt": 2},
    )
    piercing = blow(one_blow(cover=True, weapon="Pick", dice=(8,)))
    assert piercing[1]["armour"] == 1 and piercing[1]["dealt"] == 7
    fists = blow(one_blow(weapon="unarmed", dice=(3,)))
    assert fists[0] == [("damage", "1d4", 3)] and fists[1]["dealt"] == 2
    # A concealed target is not visible: a melee attack needs a WIT save, and damage is impaired.
    hidden = blow(one_blow(conceal=True, dice=(5, 3)))
    assert hidden[0] == [("to_hit", "1d20", 5), ("damage", "1d4", 3)]
    assert hidden[1]["dealt"] == 2


def test_s002_r13_morale_breaks_a_halved_group_and_steadies_those_who_pass():
    bandits = [fighter(f"b{i}", "bandits", zone="well") for i in range(1, 6)]
    bandits.append(fighter("b6", "bandits", zone="well", immune_to_fear=True))
    enc = started([fighter("ann", "players", kind="PC"), *bandits])
    for cid in ("b1", "b2", "b3"):
        run(enc, "gm.set_status", cid=cid, status="down")
    run(enc, "factions.pass")
    events = run(enc, "factions.pass", faction="bandits")
    assert pick(events, "factions.MoraleDue") == [
        ("factions.MoraleDue", {"group": "bandits", "members": ["b4", "b5"], "why": "3 of 6 still fight"})
    ]
    assert enc.prompt().choices == ("b4", "b5")
    events = run(enc, "next", dice=(3, 17))  # the Space bar rolls the group save, member by member
    assert rolls(events) == [("morale:b4", 3), ("morale:b5", 17)]
    assert "morale_immune" in enc.state.get("b4").flags
    assert code(enc, "next") == "SETTLE_FIRST"
    assert code(enc, "factions.morale_fate", cid="b4", fate="retreat") == "NOTHING_PENDING"
    run(enc, "factions.morale_fate", cid="b5", fate="retreat")
    assert (enc.state.get("b5").status, enc.state.get("b5").substatus) == ("fled", "retreated")
    run(enc, "next")
    assert enc.state.round == 2
    # The group was checked when it crossed the line; it is not checked again.
    run(enc, "gm.set_status", cid="b4", status="down")
    run(enc, "factions.first", faction="players", by=enc.state.sched["holder"])
    run(enc, "factions.pass")
    events = run(enc, "factions.pass", faction="bandits")
    assert pick(events, "factions.MoraleDue") == []


def test_s002_r13b_a_lone_fighter_checks_at_half_health_but_pcs_do_not():
    enc = started([fighter("ann", "players", kind="PC"), fighter("chief", "bandits", health_max=12, wit=13)])
    run(enc, "gm.set_resource", cid="chief", res="health", value=6)
    run(enc, "gm.set_resource", cid="ann", res="health", value=1)
    run(enc, "factions.pass")
    events = run(enc, "factions.pass", faction="bandits")
    assert pick(events, "factions.MoraleDue") == [
        (
            "factions.MoraleDue",
            {"group": "bandits", "members": ["chief"], "why": "Chief fights alone at half health or less"},
        )
    ]
    run(enc, "next", dice=(13,))  # WIT 13: passes
    assert "morale_immune" in enc.state.get("chief").flags


def test_s002_r14_a_final_blow_kills_a_nearby_incapacitated_foe():
    enc = started(
        [
            fighter("ann", "players", kind="PC"),
            fighter("cut", "bandits"),
            fighter("dog", "bandits", zone="hill"),
        ]
    )
    run(enc, "factions.take_turn", "ann")
    assert code(enc, "factions.attack", "ann", target="cut", final_blow=True) == "NOT_INCAPACITATED"
    run(enc, "gm.set_status", cid="cut", status="down")
    run(enc, "gm.set_status", cid="dog", status="down")
    assert code(enc, "factions.attack", "ann", target="dog", final_blow=True) == "NOT_NEARBY"
    assert code(enc, "factions.attack", "ann", target="cut") == "TARGET_OUT"
    events = run(enc, "factions.attack", "ann", target="cut", final_blow=True)
    assert pick(events, "factions.FinalBlow", "StatusChanged") == [
        ("factions.FinalBlow", {"attacker": "ann", "target": "cut"}),
        ("StatusChanged", {"cid": "cut", "status": "dead", "substatus": None, "was": "down"}),
    ]


def test_s002_r15_a_stunt_accepted_replaces_damage_and_a_refused_one_goes_on():
    enc = started([fighter("ann", "players", kind="PC"), fighter("cut", "bandits")])
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut", stunt="cut's belt: his trousers fall")
    assert enc.prompt().actor == "cut"
    assert code(enc, "factions.react", "cut", kind="dodge") == "SETTLE_FIRST"
    events = run(enc, "factions.stunt_reply", accept=True)
    assert pick(events, "factions.StuntAnswered", "factions.AttackResolved") == [
        ("factions.StuntAnswered", {"target": "cut", "accept": True}),
        ("factions.AttackResolved", {"attacker": "ann", "results": [{"target": "cut", "result": "stunt"}]}),
    ]
    assert health(enc, "cut") == 6 and "cut" not in enc.state.sched["had_turn"]
    enc = started([fighter("ann", "players", kind="PC"), fighter("cut", "bandits")])
    run(enc, "factions.take_turn", "ann")
    run(enc, "factions.attack", "ann", target="cut", stunt="surrender now")
    run(enc, "factions.stunt_reply", accept=False)
    assert enc.prompt().choices == ("cut",)  # the attack goes on: cut may react
    run(enc, "factions.react", "cut", kind="dodge", dice=(2,))
    assert health(enc, "cut") == 6


def test_s002_r16_worn_gear_breaks_and_is_checked_after_the_fight():
    axe = {"name": "Axe", "damage_die": "d10", "kind": "melee", "damaged": True}
    maul = {"name": "Maul", "damage_die": "d10", "kind": "melee"}
    enc = started(
        [
            fighter("ann", "players", kind="PC", weapons=[maul]),
            fighter("bob", "players", kind="PC", weapons=[axe]),
            fighter(
                "brute", "bandits", armour=2, health_max=9, shield={"damaged": True}, armour_damaged=True
            ),
        ]
    )
    run(enc, "factions.take_turn", "bob")
    events = run(enc, "factions.attack", "bob", target="brute", unaware=True, dice=(1,))
    assert pick(events, "factions.GearChanged") == [
        (
            "factions.GearChanged",
            {"cid": "bob", "item": "weapon:Axe", "state": "destroyed", "why": "rolled a 1"},
        )
    ]
    run(enc, "end_turn")
    run(enc, "factions.pass", faction="bandits")
    run(enc, "factions.take_turn", "ann")
    events = run(enc, "factions.attack", "ann", target="brute", unaware=True, dice=(9,))
    # 9 before armour breaks the damaged shield (first), not the damaged armour.
    assert pick(events, "factions.GearChanged") == [
        (
            "factions.GearChanged",
            {"cid": "brute", "item": "shield", "state": "destroyed", "why": "a heavy hit"},
        )
    ]
    assert health(enc, "brute") == 2
    run(enc, "end_turn")
    run(enc, "gm.set_status", cid="brute", status="down")
    events = run(enc, "next")  # morale has nothing to do; the end check finds the fight over
    assert enc.state.phase == "aftermath"
    assert enc.prompt().choices == ("ann:weapon:Maul", "brute:armour")
    run(enc, "factions.durability", cid="ann", item="weapon:Maul", damaged=True)
    assert code(enc, "factions.durability", cid="bob", item="weapon:Axe", damaged=True) == "NOT_DUE"
    events = run(enc, "next")
    ended = pick(events, "EncounterEnded")[0][1]
    assert ended["result"] == "victory"
    assert ended["durability"] == {"ann:weapon:Maul": True}
    assert ended["durability_unchecked"] == ["brute:armour"]
    assert enc.state.get("ann").rs["gear"] == {"weapon:Maul": "damaged"}


def test_s002_r17_a_long_chase_is_a_group_agi_save():
    enc = started(
        [
            fighter("ann", "players", kind="PC"),
            fighter("cut", "bandits", agi=12),
            fighter("dog", "bandits", agi=8),
        ]
    )
    events = run(enc, "factions.chase", fleeing=["cut", "dog"], dice=(12, 9))
    assert pick(events, "factions.ChaseResolved") == [
        ("factions.ChaseResolved", {"speed": "even", "escaped": ["cut"], "caught": ["dog"]})
    ]
    assert (enc.state.get("cut").status, enc.state.get("cut").substatus) == ("fled", "escaped")
    assert enc.state.get("dog").status == "active"
    events = run(enc, "factions.chase", fleeing=["dog"], speed="pursuers_faster")
    assert rolls(events) == [] and pick(events, "factions.ChaseResolved")[0][1]["caught"] == ["dog"]
    events = run(enc, "factions.chase", fleeing=["dog"], speed="fleeing_faster")
    assert rolls(events) == [] and enc.state.get("dog").status == "fled"
