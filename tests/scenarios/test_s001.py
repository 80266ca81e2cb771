"""Acceptance scenarios S001-1 to S001-18 of Alternating Teams & Luck Die (spec 001, section 7.A).

Each scenario runs on the real engine with scripted dice (faces in the order the rules roll them: the
test dice, then the luck die, then any stray-shot die) and checks exact events and state.
"""

from __future__ import annotations

import copy
from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from tests.rules.teams.teams_helpers import CROSSBOW, SHORTBOW, SPEAR

DAGGER = {**SPEAR, "name": "Dagger", "damage": 2, "crit_damage": 4, "crit_threshold": 20}


def stats(**over: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "size": 4,
        "evasion": 5,
        "deflection": {"physical": 0, "elemental": 0},
        "endurance_max": 10,
        "health_max": 10,
        "constitution": 3,
        "speed_m": 6,
        "stamina_max": 0,
        "attributes": {"strength": "d6", "dexterity": "d6"},
        "skills": {"combat": "d6", "athletics": "d4"},
        "proficiencies": {"martial": 1},
        "weapons": [dict(SPEAR)],
    }
    out.update(copy.deepcopy(over))
    return out


def fight(teams: dict[str, list[str]], blocks: dict[str, dict] | None = None, **extra: Any) -> Encounter:
    """Teams of combatants in one hall; `pos` gives grid squares and `res` starting tracks by id."""
    blocks = blocks or {}
    pos = extra.pop("pos", {})
    res = extra.pop("res", {})
    setup = {
        "ruleset": "teams",
        "zones": {"zones": [{"id": "hall", "name": "Hall", "tags": ["cover"]}], "links": []},
        "sides": [
            {"id": t, "name": t.title(), "stance": "party" if i == 0 else "hostile"}
            for i, t in enumerate(teams)
        ],
        "combatants": [
            {
                "id": c,
                "name": c.title(),
                "side": t,
                "zone": "hall",
                "stats": blocks.get(c, stats()),
                "res": res.get(c, {}),
                **({"pos": pos[c]} if c in pos else {}),
            }
            for t, members in teams.items()
            for c in members
        ],
        **extra,
    }
    return Encounter(setup, dice=DiceBox(script=deque()))


def do(enc: Encounter, type_: str, actor: str | None = None, dice: tuple[int, ...] = (), **args: Any):
    enc.dice.script.extend(dice)
    cmd: dict[str, Any] = {"type": type_, "args": args}
    if actor:
        cmd["actor"] = actor
    events = enc.apply(cmd)
    assert not enc.dice.script, "every scripted die is used"
    return events


def refused(enc: Encounter, type_: str, actor: str | None = None, **args: Any) -> str:
    cmd: dict[str, Any] = {"type": type_, "args": args}
    if actor:
        cmd["actor"] = actor
    outcome = enc.handle(cmd)
    assert outcome.rejected is not None
    return outcome.rejected.code


def turns_taken(enc: Encounter) -> list[str]:
    return [e.data["actor"] for e in enc.events() if e.type == "TurnStarted"]


def one(events, type_: str):
    found = [e for e in events if e.type == type_]
    assert len(found) == 1, f"{len(found)} {type_} events"
    return found[0]


# --- turn order -----------------------------------------------------------------------------------


def test_s001_1_instigator_sets_team_initiative():
    enc = fight({"players": ["p1", "p2"], "guards": ["g1", "g2", "g3"]})
    attack = {"type": "teams.attack", "args": {"target": "g1"}}
    events = do(enc, "start", dice=(3, 2, 10), instigator="p1", opening_action=attack, attacked_team="guards")
    assert enc.state.sched["team_order"] == ["players", "guards"]
    assert enc.state.turn.actor == "p1"
    assert enc.state.turn.spent == ["attack"]
    assert enc.state.turn.budget["action"] == 2
    resolved = one(events, "teams.AttackResolved")
    assert (resolved["attacker"], resolved["target"], resolved["total"]) == ("p1", "g1", 6)


def test_s001_2_alternating_picks_and_a_new_order_next_round():
    enc = fight({"players": ["roland", "clementine"], "guards": ["captain", "guard1"]})
    do(enc, "start", team_order=["players", "guards"])
    for cid in ("roland", "captain", "clementine", "guard1"):
        do(enc, "teams.pick", cid=cid)
        events = do(enc, "end_turn")
    assert [e.type for e in events][-3:] == ["RoundEnded", "RoundStarted", "SchedulerChanged"]
    assert enc.state.round == 2
    for cid in ("clementine", "guard1", "roland", "captain"):
        do(enc, "teams.pick", cid=cid)
        do(enc, "end_turn")
    assert turns_taken(enc) == [
        "roland",
        "captain",
        "clementine",
        "guard1",
        "clementine",
        "guard1",
        "roland",
        "captain",
    ]


def test_s001_3_lopsided_teams():
    enc = fight({"players": ["p1", "p2", "p3", "p4"], "guards": ["g1", "g2"]})
    do(enc, "start", team_order=["players", "guards"])
    for cid in ("p1", "g1", "p2", "g2"):
        do(enc, "teams.pick", cid=cid)
        do(enc, "end_turn")
    from gm_desk.rules.rulesets.teams import turns

    assert not turns.team_can_pick(enc.state, "guards")
    assert enc.prompt().side == "players"
    do(enc, "teams.pick", cid="p3")
    do(enc, "end_turn")
    do(enc, "teams.pick", cid="p4")
    events = do(enc, "end_turn")
    assert "RoundEnded" in [e.type for e in events]
    assert turns_taken(enc) == ["p1", "g1", "p2", "g2", "p3", "p4"]


def test_s001_4_knocked_out_before_acting_revived_and_acting_later():
    enc = fight(
        {"players": ["petra", "roland", "clementine"], "guards": ["g1", "g2", "g3"]},
        {
            "roland": stats(evasion=2, endurance_max=0, health_max=10, constitution=2),
            "clementine": stats(attributes={"intellect": "d6"}, skills={"survival": "d4"}),
        },
    )
    do(enc, "start", team_order=["players", "guards"])
    do(enc, "teams.pick", cid="petra")
    do(enc, "end_turn")
    do(enc, "teams.pick", cid="g1")
    events = do(enc, "teams.attack", "g1", dice=(1, 1, 10), target="roland")  # 3 hits evasion 2; 3+4 = 7
    assert enc.state.get("roland").res["health"] == 3
    assert one(events, "teams.KnockedOut")["why"] == "no reaction or stamina left to fortify"
    assert enc.state.get("roland").substatus == "unconscious"
    do(enc, "end_turn")
    assert enc.prompt().choices == ("clementine",)
    do(enc, "teams.pick", cid="clementine")
    events = do(enc, "teams.resuscitate", "clementine", dice=(6, 4, 10), target="roland")
    test = one(events, "teams.Resuscitation")
    assert (test["total"], test["dc"], test["success"]) == (10, 7, True)  # dc: roland's missing health
    roland = enc.state.get("roland")
    assert (roland.status, roland.substatus) == ("active", None)
    assert "roland" not in enc.state.sched["acted"]
    assert [c.name for c in enc.state.get("clementine").conditions] == ["prone"]
    assert enc.state.turn.budget["action"] == 1
    do(enc, "end_turn")
    assert enc.prompt().side == "guards"
    do(enc, "teams.pick", cid="g2")
    do(enc, "end_turn")
    assert enc.prompt().choices == ("roland",)
    do(enc, "teams.pick", cid="roland")
    do(enc, "end_turn")
    do(enc, "teams.pick", cid="g3")
    events = do(enc, "end_turn")
    assert "RoundEnded" in [e.type for e in events]
    assert turns_taken(enc) == ["petra", "g1", "clementine", "g2", "roland", "g3"]


def test_s001_5_surprise_round():
    enc = fight({"goblins": ["gb1", "gb2", "gb3"], "players": ["roland", "petra"]})
    do(enc, "start", team_order=["goblins", "players"], surprise="goblins")
    assert (enc.state.phase, enc.state.round) == ("surprise_round", 0)
    for cid in ("gb1", "gb2", "gb3"):
        assert enc.prompt().side == "goblins"
        do(enc, "teams.pick", cid=cid)
        do(enc, "end_turn")
    assert (enc.state.phase, enc.state.round) == ("round", 1)
    teams_picking = []
    for cid in ("gb1", "roland", "gb2", "petra", "gb3"):
        teams_picking.append(enc.prompt().side)
        do(enc, "teams.pick", cid=cid)
        do(enc, "end_turn")
    assert teams_picking == ["goblins", "players", "goblins", "players", "goblins"]
    assert turns_taken(enc)[:3] == ["gb1", "gb2", "gb3"]


def test_s001_6_surprise_round_with_an_unsurprisable_defender():
    enc = fight(
        {"goblins": ["gb1", "gb2", "gb3"], "players": ["clementine", "roland"]},
        {"clementine": stats(talents=["cannot_be_surprised"])},
    )
    do(enc, "start", team_order=["goblins", "players"], surprise="goblins")
    do(enc, "teams.pick", cid="gb1")
    do(enc, "end_turn")
    assert enc.prompt().choices == ("clementine",)
    do(enc, "teams.pick", cid="clementine")
    do(enc, "gm.set_status", cid="gb2", status="dead")
    do(enc, "end_turn")
    do(enc, "teams.pick", cid="gb3")
    events = do(enc, "end_turn")
    assert [e.type for e in events][-4:] == ["RoundEnded", "PhaseChanged", "RoundStarted", "SchedulerChanged"]
    assert turns_taken(enc) == ["gb1", "clementine", "gb3"]
    assert (enc.state.phase, enc.state.round) == ("round", 1)
    assert enc.prompt().side == "goblins" and enc.prompt().choices == ("gb1", "gb3")


def test_s001_7_extended_action_across_turns():
    def turn_one() -> Encounter:
        enc = fight(
            {"players": ["petra"], "guards": ["g1"]},
            {"petra": stats(weapons=[dict(CROSSBOW)]), "g1": stats(evasion=20)},
        )
        do(enc, "start", instigator="petra", attacked_team="guards")
        do(enc, "teams.attack", "petra", dice=(2, 2, 5), target="g1", weapon="Crossbow")
        assert enc.state.get("petra").rs["loaded"] == {"Crossbow": False}
        assert enc.state.turn.budget["action"] == 2
        do(enc, "teams.seek_cover", "petra", behind_cover=True)
        assert enc.state.turn.budget["action"] == 1
        events = do(enc, "teams.reload", "petra", weapon="Crossbow")
        started = one(events, "teams.ExtendedStarted")
        assert (started["action"], started["cost"], started["paid"]) == ("reload", 2, 1)
        assert one(events, "BudgetSpent")["costs"] == {"action": 1}
        assert one(events, "teams.TurnClosed")["why"] == "no actions left"
        assert enc.state.get("petra").rs["extended"]["paid"] == 1
        assert enc.state.get("petra").rs["loaded"] == {"Crossbow": False}
        do(enc, "teams.pick", cid="g1")
        do(enc, "end_turn")
        do(enc, "teams.pick", cid="petra")
        return enc

    enc = turn_one()
    assert refused(enc, "move", "petra", to="hall") == "SETTLE_FIRST"
    do(enc, "teams.continue", "petra")
    petra = enc.state.get("petra")
    assert petra.rs["loaded"] == {"Crossbow": True}
    assert petra.rs["extended"] is None
    assert enc.state.turn.budget["action"] == 2

    enc = turn_one()
    do(enc, "teams.abandon", "petra")
    petra = enc.state.get("petra")
    assert petra.rs["extended"] is None
    assert enc.state.turn.budget["action"] == 3
    assert petra.rs["loaded"] == {"Crossbow": False}


# --- resolution -----------------------------------------------------------------------------------

BOUDICA = stats(
    attributes={"strength": "d6", "dexterity": "d6"},
    skills={"combat": "d6", "athletics": "d4"},
    proficiencies={"martial": 1, "fortitude": 1},
    weapons=[dict(SPEAR)],
)


def boudica_against(enemy: dict[str, Any]) -> Encounter:
    enc = fight({"players": ["boudica"], "foes": ["enemy"]}, {"boudica": BOUDICA, "enemy": enemy})
    do(enc, "start", instigator="boudica", attacked_team="foes")
    return enc


def test_s001_8_boudicas_spear_test_hits_on_equality():
    enc = boudica_against(stats(evasion=6, size=4))
    events = do(enc, "teams.attack", "boudica", dice=(3, 2, 10), target="enemy", attribute="strength")
    attack = one(events, "teams.AttackResolved")
    assert (attack["attribute"], attack["proficiency"], attack["rolls"]) == ("strength", "martial", [6])
    assert (attack["total"], attack["evasion"], attack["hit"], attack["crit"]) == (6, 6, True, False)


def test_s001_9_boudicas_damage_against_deflection():
    enc = boudica_against(stats(evasion=6, deflection={"physical": 8, "elemental": 0}))
    events = do(enc, "teams.attack", "boudica", dice=(3, 2, 10), target="enemy")
    hit = one(events, "teams.Damage")
    assert (hit["raw"], hit["reduction"], hit["dealt"], hit["crit"]) == (10, 8, 2, False)
    assert enc.state.get("enemy").res["endurance"] == 8


def test_s001_10_critical_via_the_luck_die():
    enc = boudica_against(stats(evasion=6, deflection={"physical": 8, "elemental": 0}))
    events = do(enc, "teams.attack", "boudica", dice=(3, 2, 19), target="enemy")
    assert one(events, "teams.AttackResolved")["crit"] is True
    hit = one(events, "teams.Damage")
    assert (hit["raw"], hit["dealt"], hit["crit"]) == (14, 6, True)


AGNESSA = stats(attributes={"dexterity": "d6"}, proficiencies={"finesse": 2}, weapons=[dict(SHORTBOW)])


def test_s001_11_stray_shot_onto_an_ally():
    enc = fight(
        {"players": ["agnessa", "ally"], "foes": ["enemy"]},
        {"agnessa": AGNESSA},
        pos={"enemy": [5, 5], "ally": [5, 6], "agnessa": [5, 12]},
    )
    do(enc, "start", instigator="agnessa", attacked_team="foes")
    events = do(enc, "teams.attack", "agnessa", dice=(4, 4, 1, 1), target="enemy")
    stray = one(events, "teams.StrayShot")
    assert (stray["intended"], stray["candidates"], stray["target"]) == ("enemy", ["ally"], "ally")
    attack = one(events, "teams.AttackResolved")
    assert (attack["target"], attack["intended"], attack["total"], attack["hit"]) == (
        "ally",
        "enemy",
        10,
        True,
    )
    assert one(events, "teams.Damage")["target"] == "ally"
    assert enc.state.get("ally").res["endurance"] == 0 and enc.state.get("enemy").res["endurance"] == 10


def test_s001_12_multiple_attack_penalty():
    enc = fight({"players": ["agnessa"], "foes": ["enemy"]}, {"agnessa": AGNESSA, "enemy": stats(evasion=4)})
    do(enc, "start", instigator="agnessa", attacked_team="foes")
    do(enc, "teams.attack", "agnessa", dice=(1, 1, 8), target="enemy")
    assert enc.state.get("agnessa").rs["attacks"] == 1
    events = do(enc, "teams.attack", "agnessa", dice=(2, 1, 8), target="enemy")
    attack = one(events, "teams.AttackResolved")
    assert (attack["raw"], attack["map_penalty"], attack["total"], attack["hit"]) == (5, 2, 3, False)
    assert enc.state.get("agnessa").rs["attacks"] == 2


def test_s001_13_sneak_attack():
    fabian = stats(weapons=[dict(DAGGER)])
    enc = fight({"players": ["fabian"], "foes": ["enemy"]}, {"fabian": fabian, "enemy": stats(evasion=30)})
    do(enc, "start", instigator="fabian", attacked_team="foes")
    events = do(enc, "teams.attack", "fabian", dice=(1, 2, 3, 4, 5), target="enemy", unseen=True)
    attack = one(events, "teams.AttackResolved")
    assert (attack["advantage"], attack["sources"]) == (1, {"sneak": 1})
    assert attack["rolls"] == [4, 8]  # the whole test twice (1+2+1, 3+4+1), the best kept
    assert attack["total"] == 8


def test_s001_14_flanking_from_range_and_double_advantage():
    def setup() -> Encounter:
        enc = fight(
            {"players": ["agnessa", "boudica", "fabian"], "foes": ["enemy"]},
            {"agnessa": AGNESSA, "enemy": stats(evasion=30)},
            pos={"enemy": [5, 5], "boudica": [4, 5], "fabian": [6, 5], "agnessa": [5, 12]},
        )
        do(enc, "start", instigator="agnessa", attacked_team="foes")
        return enc

    events = do(setup(), "teams.attack", "agnessa", dice=(1, 1, 2, 2, 5), target="enemy")
    attack = one(events, "teams.AttackResolved")
    assert (attack["advantage"], attack["sources"]) == (1, {"flank": 1})
    events = do(setup(), "teams.attack", "agnessa", dice=(1, 1, 2, 2, 3, 3, 5), target="enemy", unseen=True)
    attack = one(events, "teams.AttackResolved")
    assert (attack["advantage"], attack["sources"], attack["rolls"]) == (
        2,
        {"sneak": 1, "flank": 1},
        [4, 6, 8],
    )


def test_s001_15_size_difference():
    fabian = stats(size=4, weapons=[dict(DAGGER)])
    goblin = stats(size=3, evasion=5, deflection={"physical": 2, "elemental": 0})
    enc = fight({"players": ["fabian"], "goblins": ["goblin"]}, {"fabian": fabian, "goblin": goblin})
    do(enc, "start", instigator="fabian", attacked_team="goblins")
    events = do(enc, "teams.attack", "fabian", dice=(3, 2, 10), target="goblin")
    attack = one(events, "teams.AttackResolved")
    assert (attack["size_diff"], attack["evasion"], attack["hit"]) == (1, 6, True)
    assert one(events, "teams.Damage")["reduction"] == 1


BOUDICA_TRACKS = dict(BOUDICA, endurance_max=12, health_max=12, constitution=4, stamina_max=3)


def boudica_hurt(**res: int) -> Encounter:
    """Boudica in a party of two, so her falling does not leave the foes alone and end the fight."""
    enc = fight(
        {"players": ["boudica", "roland"], "foes": ["enemy"]},
        {"boudica": BOUDICA_TRACKS},
        res={"boudica": res},
    )
    do(enc, "start", instigator="enemy", attacked_team="players")
    return enc


def test_s001_16_endurance_and_harmed():
    from gm_desk.rules.rulesets.teams import stats as read

    enc = boudica_hurt()
    do(enc, "teams.damage", cid="boudica", amount=7)
    boudica = enc.state.get("boudica")
    assert (boudica.res["endurance"], boudica.res["health"]) == (5, 12)
    assert read.harmed(boudica) and not read.bloodied(boudica)


def test_s001_17_overflow_into_health_and_the_stay_conscious_fortify():
    from gm_desk.rules.rulesets.teams import stats as read

    enc = boudica_hurt(endurance=5)
    events = do(enc, "teams.damage", cid="boudica", amount=10)
    boudica = enc.state.get("boudica")
    assert (boudica.res["endurance"], boudica.res["health"]) == (0, 7)
    assert one(events, "teams.StayConsciousNeeded")["dc"] == 5
    prompt = enc.prompt()
    assert (prompt.kind, prompt.actor, prompt.data) == (
        "decide",
        "boudica",
        {"type": "stay_conscious", "dc": 5},
    )
    assert prompt.choices == ("fortify", "fall")
    events = do(enc, "teams.stay_conscious", "boudica", dice=(4, 2, 9), choice="fortify")
    test = one(events, "teams.Test")
    assert (test["kind"], test["total"], test["dc"], test["success"]) == ("stay_conscious", 7, 5, True)
    boudica = enc.state.get("boudica")
    assert boudica.status == "active"
    assert boudica.res["stamina"] == 2 and boudica.rs["budget"]["reaction"] == 0
    assert read.bloodied(boudica)


def test_s001_18_death_on_overflow():
    enc = boudica_hurt(endurance=0, health=7)
    events = do(enc, "teams.damage", cid="boudica", amount=8, dice=(1,))
    story = [e.type for e in events if e.type not in ("RollMade", "ResourceChanged", "teams.Damage")]
    assert story == ["teams.DamageApplied", "StatusChanged", "teams.DeathTest", "StatusChanged"]
    became, died = [e for e in events if e.type == "StatusChanged"]
    assert (became["status"], became["substatus"]) == ("down", "unconscious")
    assert died["status"] == "dead"
    death = one(events, "teams.DeathTest")
    assert (death["luck"], death["dc"], death["passed"]) == (1, 10, False)
    assert enc.state.get("boudica").res["health"] == 0
