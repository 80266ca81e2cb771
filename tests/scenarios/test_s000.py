"""Acceptance scenarios S000-1 and S000-2 of Threat & Retaliation (spec 000, section 7.A).

Each case runs the real engine with the dice typed into the command, and checks the exact events in
order, then the state the spec names.
"""

from __future__ import annotations

import pytest

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command

ZONES = {
    "zones": [{"id": "z1", "name": "Z1"}, {"id": "z2", "name": "Z2"}],
    "links": [["z1", "z2"]],
}

CARETAKER_RETALIATIONS = [
    {"name": "Spear thrust", "trigger": "melee", "range": "engaged", "damage": "1d6+1"},
    {"name": "Shortbow shot", "trigger": "ranged", "range": 2, "damage": "1d6"},
]


def caretaker(zone: str, engaged: list[str], **extra: object) -> dict:
    return {
        "id": "caretaker",
        "name": "Caretaker",
        "kind": "NPC",
        "side": "machines",
        "zone": zone,
        "engaged": engaged,
        "stats": {
            "ranged_threat": 9,
            "melee_threat": 10,
            "max_strain": 99,
            "armour": 0,
            "retaliation_limit": 1,
            "retaliations": CARETAKER_RETALIATIONS,
            **extra,
        },
    }


def hero(cid: str, zone: str, weapons: list[dict], **sheet: object) -> dict:
    return {
        "id": cid,
        "name": cid.capitalize(),
        "kind": "PC",
        "side": "party",
        "zone": zone,
        "stats": {"skill_mastery": 0, "max_strain": 10, "armour": 0, "weapons": weapons, **sheet},
    }


def begin(combatants: list[dict]) -> Encounter:
    setup = {"ruleset": "glowlands", "zones": ZONES, "combatants": combatants}
    enc = Encounter(setup, seed=1)
    enc.apply(Command("start"))
    for c in combatants:
        if c["kind"] == "PC":
            enc.apply(Command("glowlands.initiative", args={"cid": c["id"]}, dice={"initiative": [10]}))
    enc.apply(Command("next"))  # round 1: the first PC's turn
    return enc


# --- S000-1 ---------------------------------------------------------------------------------------

PC1_WEAPONS = [
    {"name": "shortbow", "range": 2, "damage": "1d6"},
    {"name": "spear", "range": "engaged", "damage": "1d8"},
]


@pytest.mark.parametrize(
    ("kind", "d20", "mod", "total", "outcome", "answer"),
    [
        ("ranged", 7, 1, 8, "fail", "RetaliationTakesEffect"),
        ("ranged", 8, 1, 9, "success", "RetaliationTakesEffect"),
        ("ranged", 17, 1, 18, "success", "RetaliationTakesEffect"),
        ("ranged", 18, 1, 19, "critical", "RetaliationSuppressed"),
        ("melee", 19, 0, 19, "success", "RetaliationTakesEffect"),
        ("melee", 19, 1, 20, "critical", "RetaliationSuppressed"),
    ],
)
def test_s000_1_caretaker_thresholds(kind, d20, mod, total, outcome, answer) -> None:
    ranged = kind == "ranged"
    pc1 = hero("pc1", "z1", PC1_WEAPONS)
    if not ranged:
        pc1["engaged"] = ["caretaker"]
    enc = begin([pc1, caretaker("z2" if ranged else "z1", [])])
    weapon = "shortbow" if ranged else "spear"
    dice = {"attack": [d20], "damage": [4], "retaliation:caretaker": [2]}
    cmd = Command("glowlands.attack", "pc1", {"target": "caretaker", "weapon": weapon, "modifier": mod}, dice)
    events = enc.apply(cmd)

    hits = outcome != "fail"
    expected = ["BudgetSpent", "RollMade", "AttackResolved"]
    if hits:
        expected += ["RollMade", "DamageApplied", "ResourceChanged"]
    expected.append(answer)
    if answer == "RetaliationTakesEffect":
        expected += ["RollMade", "DamageApplied", "ResourceChanged"]
    assert [e.type for e in events] == expected

    # The spec's order on a success: the attack roll, the outcome, the damage, then the Retaliation.
    spec_view = [
        e.type
        for e in events
        if (e.type == "RollMade" and e["purpose"] == "attack")
        or e.type in ("AttackResolved", "RetaliationTakesEffect", "RetaliationSuppressed")
        or (e.type == "DamageApplied" and e["target"] == "caretaker")
    ]
    assert spec_view == ["RollMade", "AttackResolved", *(["DamageApplied"] if hits else []), answer]

    resolved = next(e for e in events if e.type == "AttackResolved")
    assert (resolved["total"], resolved["natural"], resolved["outcome"]) == (total, d20, outcome)
    assert resolved["threat"] == (9 if ranged else 10)
    assert resolved["threat_type"] == kind
    state = enc.state
    assert state.get("caretaker").res["strain"] == (4 if hits else 0)
    assert state.get("caretaker").rs["retaliations_used"] == 1
    if answer == "RetaliationTakesEffect":
        took = next(e for e in events if e.type == "RetaliationTakesEffect")
        expected_name = "Shortbow shot" if ranged else "Spear thrust"
        assert took["retaliation"]["name"] == expected_name
        assert took["target"] == "pc1"
        hurt = 2 if ranged else 3  # 1d6 showing 2, or 1d6+1 showing 2
        assert state.get("pc1").res["strain"] == hurt
    else:
        assert state.get("pc1").res["strain"] == 0


# --- S000-2 ---------------------------------------------------------------------------------------


def test_s000_2_haelon_cornered_by_two_engaged_creatures() -> None:
    haelon = hero("haelon", "z1", [{"name": "shortsword", "range": "engaged", "damage": "1d6"}])
    haelon["engaged"] = ["caretaker", "peacekeeper"]
    peacekeeper = {
        "id": "peacekeeper",
        "name": "Peacekeeper",
        "kind": "NPC",
        "side": "machines",
        "zone": "z1",
        "stats": {
            "ranged_threat": 11,
            "melee_threat": 13,
            "max_strain": 99,
            "armour": 0,
            "retaliations": [{"name": "shock coils", "trigger": "any", "range": "engaged", "damage": "2"}],
        },
    }
    enc = begin([haelon, caretaker("z1", []), peacekeeper])
    cmd = Command(
        "glowlands.attack",
        "haelon",
        {"target": "caretaker", "weapon": "shortsword", "modifier": 6},
        {"attack": [15], "damage": [3]},
    )
    events = enc.apply(cmd)

    assert [e.type for e in events] == [
        "BudgetSpent",
        "RollMade",
        "AttackResolved",
        "RollMade",
        "DamageApplied",
        "ResourceChanged",
        "RetaliationSuppressed",
        "RetaliationTakesEffect",
        "DamageApplied",
        "ResourceChanged",
    ]
    listed = [
        e
        for e in events
        if e.type in ("AttackResolved", "DamageApplied", "RetaliationSuppressed", "RetaliationTakesEffect")
        or (e.type == "RollMade" and e["purpose"] == "attack")
    ]
    view = [
        (e.type, {k: e.data.get(k) for k in ("actor", "target", "outcome", "amount", "npc") if k in e.data})
        for e in listed
    ]
    assert view == [
        ("RollMade", {"actor": "haelon"}),
        ("AttackResolved", {"actor": "haelon", "target": "caretaker", "outcome": "critical"}),
        ("DamageApplied", {"target": "caretaker", "amount": 3}),
        ("RetaliationSuppressed", {"target": "haelon", "outcome": "critical", "npc": "caretaker"}),
        ("RetaliationTakesEffect", {"target": "haelon", "outcome": "success", "npc": "peacekeeper"}),
        ("DamageApplied", {"target": "haelon", "amount": 2}),
    ]
    assert events[2]["total"] == 21
    took = events[7]
    assert took["retaliation"] == {
        "name": "shock coils",
        "trigger": "any",
        "range": "engaged",
        "damage": "2",
        "effect": None,
    }
    assert took["threat"] == 13
    state = enc.state
    assert state.get("caretaker").res["strain"] == 3
    assert state.get("caretaker").rs["retaliations_used"] == 1
    assert state.get("peacekeeper").rs["retaliations_used"] == 1
    assert state.get("haelon").res["strain"] == 2
    log = [enc.describe(e) for e in events]
    assert "Haelon hits the Caretaker with shortsword (21 vs Melee Threat 10): critical." in log
    assert "The Caretaker's Retaliation is spent without effect." in log
