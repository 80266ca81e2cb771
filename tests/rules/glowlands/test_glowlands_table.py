"""What the table sees: prompts, the log's words, the options, the demo, and long random fights driven by
the ruleset's own legal commands (invariants, undo/redo and replay checked all the way)."""

from __future__ import annotations

import random

import pytest
from glowlands_kit import COILS, attack, npc, pc, running, setup

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.glowlands import Glowlands, demo_setup
from gm_desk.rules.rulesets.glowlands.reducers import REDUCERS
from gm_desk.rules.setup import SetupError
from gm_desk.rules.statblocks import validate_creature

RULES = get_ruleset("glowlands")


def test_the_registry_serves_this_ruleset_with_every_adopted_reading_as_an_option() -> None:
    assert isinstance(RULES, Glowlands)
    readings = {
        "reroll_each_round",  # A1
        "crit_rule",  # A2
        "crit_margin",
        "bleed_out_failure",  # A3
        "death_counter_limit",
        "ko_on_dying_tick",  # A4
        "backout_uses_aspect_roll",  # A5
        "backout_partial",
        "exact_range",  # A6
        "adv_mode",  # A7
        "natural_20",
        "show_threat_labels",  # A8
        "retaliation_reset",  # A9
        "crit_spends_bystander",  # A10
        "bystander_threat",
        "difficult_rounding",  # A11
        "prepared_expiry",  # A12
        "retaliation_damage",
    }
    assert readings <= set(RULES.options)
    defaults = {name: opt.default for name, opt in RULES.options.items()}
    assert defaults["crit_margin"] == 10 and defaults["bleed_out_failure"] == "death"
    assert defaults["retaliation_damage"] == "auto" and defaults["adv_mode"] == "cancel"
    enc = Encounter(demo_setup())
    enc.apply(Command("start"))
    assert enc.log[0].events[0].data["options"] == defaults


def test_the_demo_is_the_ambush_at_the_dead_relay() -> None:
    demo = demo_setup()
    assert demo["name"] == "Ambush at the Dead Relay"
    zones = demo["zones"]["zones"]
    assert 5 <= len(zones) <= 6
    tags = {t for z in zones for t in z["tags"]}
    assert {"difficult", "cover"} <= tags and tags & {"dark", "hazard"}
    pcs = [c for c in demo["combatants"] if c["kind"] == "PC"]
    creatures = {c["id"]: c for c in demo["combatants"] if c["kind"] == "NPC"}
    assert len(pcs) == 3
    for p in pcs:
        for key in (
            "skill_mastery",
            "graceful",
            "defiant",
            "lucky",
            "max_strain",
            "wound_ranks",
            "armour",
            "speed",
            "weapons",
        ):
            assert key in p["stats"], (p["name"], key)
    caretaker = creatures["caretaker"]["stats"]
    assert (caretaker["ranged_threat"], caretaker["melee_threat"]) == (9, 10)
    assert (caretaker["ranged_threat_label"], caretaker["melee_threat_label"]) == ("Medium", "Engaged")
    assert [(r["range"], r.get("damage")) for r in caretaker["retaliations"]] == [
        ("engaged", "1d6+1"),
        (2, "1d6"),
        ("engaged", None),  # Step back: it slides out of reach
    ]
    peacekeeper = creatures["peacekeeper"]["stats"]
    assert (peacekeeper["melee_threat"], peacekeeper["ranged_threat"]) == (13, 11)
    coils = peacekeeper["retaliations"][0]
    assert (coils["name"], coils["range"], coils["damage"]) == ("Shock coils", "engaged", "2") and coils[
        "effect"
    ]
    assert 3 <= len(creatures) <= 4
    assert any("caretaker" in p.get("engaged", []) for p in pcs)
    for c in creatures.values():
        validate_creature("glowlands", c["stats"])  # the bestiary schema accepts them as they are
    assert demo_setup() is not demo_setup() and demo_setup() == demo_setup()


def test_prompts_guide_the_table_through_a_round() -> None:
    enc = Encounter(demo_setup(), seed=2)
    assert enc.prompt().kind == "setup"
    enc.apply(Command("start"))
    assert enc.prompt().kind == "initiative" and set(enc.prompt().choices) == {"haelon", "brannoc", "ysolde"}
    for cid, total in (("haelon", 18), ("brannoc", 9), ("ysolde", 14)):
        enc.apply(Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": {"total": total}}))
    enc.apply(Command("next"))
    p = enc.prompt()
    assert p.kind == "act" and p.actor == "haelon" and p.may_pass
    assert p.text == (
        "Haelon's turn: 2 actions left, the Aspect roll is still free. Engaged with the Caretaker "
        "(Melee Threat 10 (Engaged)): moving away needs a back-out."
    )
    for _ in range(3):
        enc.apply(Command("next"))
    p = enc.prompt()
    assert p.kind == "decide" and p.choices == ("caretaker", "peacekeeper", "hound", "moths")
    assert p.data["suggestions"]["caretaker"] == {"target": "haelon", "retaliation": "Spear thrust"}
    assert "the Caretaker (Spear thrust against Haelon?)" in p.text


def test_waiting_damage_is_the_prompt_until_settled() -> None:
    enc = running(
        setup(pc("ann", engaged=["cat"]), npc("cat", retaliations=[COILS]), retaliation_damage="confirm")
    )
    enc.apply(attack("ann", "cat", "Sword", [3], None))
    p = enc.prompt()
    assert p.kind == "decide"
    assert (
        p.text
        == "Apply or dismiss the waiting Retaliation damage: The Cat's Shock coils (Engaged, 2 damage): A jolt against Ann."
    )


SAMPLES = {
    "AttackResolved": {
        "actor": "haelon",
        "target": "caretaker",
        "outcome": "critical",
        "total": 21,
        "natural": 15,
        "natural_20": False,
        "threat": 10,
        "threat_type": "melee",
        "weapon": "Shortsword",
        "edge": None,
        "accepted_retaliation": False,
    },
    "ActionResolved": {
        "actor": "haelon",
        "npc": "caretaker",
        "what": "a lock",
        "outcome": "success",
        "total": 12,
        "natural": 12,
        "threat": 9,
        "threat_type": "ranged",
        "edge": None,
    },
    "ActionTaken": {"actor": "haelon", "what": "reload"},
    "DamageApplied": {"target": "caretaker", "amount": 3, "raw": 4, "armour": 1, "source": "haelon"},
    "WoundTicked": {"cid": "haelon", "rank": "Injured", "wounds": 1, "of": 4},
    "RetaliationTakesEffect": {
        "npc": "peacekeeper",
        "target": "haelon",
        "id": "ret1",
        "cause": "melee",
        "in_reach": True,
        "pending": False,
        "retaliation": {
            "name": "Shock coils",
            "trigger": "any",
            "range": "engaged",
            "damage": "2",
            "effect": "A jolt.",
        },
    },
    "RetaliationSuppressed": {"npc": "caretaker", "target": "haelon", "spent": True},
    "RetaliationPrevented": {"npc": "caretaker", "target": "haelon", "reason": "down"},
    "RetaliationApplied": {"id": "ret1", "npc": "peacekeeper", "target": "haelon"},
    "RetaliationDismissed": {"id": "ret1", "npc": "peacekeeper", "target": "haelon"},
    "SweepSkipped": {"npc": "hound"},
    "BackOutResolved": {
        "actor": "haelon",
        "total": 14,
        "natural": 9,
        "edge": None,
        "outcomes": {"caretaker": "success"},
        "threats": {"caretaker": 10},
        "leaves": ["caretaker"],
        "escaped": True,
    },
    "BleedOutResolved": {
        "actor": "haelon",
        "total": 12,
        "natural": 9,
        "outcome": "success",
        "result": "holds_on",
        "marks": 0,
    },
    "ActionPrepared": {
        "actor": "haelon",
        "action": "attack",
        "args": {},
        "trigger": "it charges",
        "needs_roll": True,
    },
    "PreparedUsed": {"actor": "haelon", "action": "attack", "trigger": "it charges"},
    "ReactionUsed": {"actor": "haelon", "what": "a ward"},
    "glowlands.PoolChanged": {
        "group": "Hounds",
        "value": 9,
        "was": 4,
        "of": 16,
        "members": ["hound", "moths"],
        "left": [],
        "why": "changed",
    },
}

WORDS = {
    "AttackResolved": "Haelon hits the Caretaker with Shortsword (21 vs Melee Threat 10 (Engaged)): critical.",
    "ActionResolved": "Haelon attempts a lock (12 vs the Caretaker's Ranged Threat 9 (Medium)): success.",
    "DamageApplied": "The Caretaker takes 3 damage (4 less 1 armour).",
    "RetaliationTakesEffect": "The Peacekeeper retaliates against Haelon: Shock coils (Engaged, 2 damage): A jolt.",
    "RetaliationSuppressed": "The Caretaker's Retaliation is spent without effect.",
    "SweepSkipped": "The Glass Hound lets its end-of-round Retaliation pass.",
    "BackOutResolved": "Haelon tries to back out (14): success against the Caretaker; gets out of reach.",
    "BleedOutResolved": "Haelon fights to stay alive (12 vs 10): hangs on.",
    "ActionPrepared": "Haelon prepares to attack when: it charges.",
    "glowlands.PoolChanged": "Shared Strain of the Hounds: 9 of 16.",
}


def test_every_event_of_this_ruleset_has_words() -> None:
    state = Encounter(demo_setup()).state
    assert set(SAMPLES) == set(REDUCERS)
    for kind, data in SAMPLES.items():
        text = RULES.describe(Event(kind, data), state)
        assert text and text != kind and text.endswith("."), kind
        if kind in WORDS:
            assert text == WORDS[kind]


def walk(seed: int, options: dict, steps: int = 200) -> Encounter:
    the_setup = demo_setup()
    the_setup["options"] = options
    for c in the_setup["combatants"]:  # fragile heroes, so knock-outs and bleeding out happen
        if c["kind"] == "PC":
            c["stats"]["max_strain"] = 2
            c["stats"]["wound_ranks"] = ["Wounded", "Dying"]
    enc = Encounter(the_setup, seed=seed)
    pick = random.Random(seed)
    for _ in range(steps):
        offered = RULES.legal_commands(enc.state)
        if not offered:
            break
        cmd = pick.choice(offered)
        outcome = enc.handle(cmd)
        assert outcome.ok, (cmd, outcome.rejected and outcome.rejected.code)
        assert RULES.invariants(enc.state) == []
        for event in outcome.events:
            assert enc.describe(event)
        if pick.random() < 0.15:
            before = enc.state.to_dict()
            enc.undo()
            enc.redo()
            assert enc.state.to_dict() == before
    assert Encounter.from_log(the_setup, enc.log).state.to_dict() == enc.state.to_dict()
    assert Encounter.from_log(the_setup, enc.log, redecide=True).state.to_dict() == enc.state.to_dict()
    return enc


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"retaliation_damage": "confirm", "auto_end_turn": True, "bleed_out_failure": "death_counter"},
        {
            "reroll_each_round": True,
            "retaliation_reset": "turn",
            "backout_partial": True,
            "ko_on_dying_tick": True,
        },
    ],
)
def test_long_random_fights_keep_every_promise(options) -> None:
    kinds = set()
    for seed in range(4):
        enc = walk(seed, options)
        kinds |= {entry.command.type for entry in enc.log}
    assert {"glowlands.attack", "glowlands.sweep", "glowlands.bleed_out", "next", "move"} <= kinds


@pytest.mark.parametrize(
    ("combatant", "why"),
    [
        (npc("cat", max_strain=0), "max_strain"),
        (npc("cat", melee_threat=31), "melee_threat"),
        (npc("cat", retaliation_limit=0), "retaliation_limit"),
        (npc("cat", retaliations=[{"name": "Bite", "trigger": "smell"}]), "trigger"),
        (npc("cat", retaliations=[{"name": "Bite", "range": "far"}]), "range"),
        (npc("cat", retaliations=[{"name": "Bite", "damage": "1d6+"}]), "dice"),
        (npc("cat", armour="thick"), "armour"),
        (pc("ann", strain=11), "strain"),
        (pc("ann", wound_ranks=[]), "wound_ranks"),
        (pc("ann", weapons=[{"name": "Sling", "range": "far", "damage": "1d4"}]), "Sling"),
    ],
)
def test_bad_sheets_and_stat_blocks_are_refused_with_a_reason(combatant, why) -> None:
    with pytest.raises(SetupError, match=why):
        Encounter(setup(combatant))
    enc = running(setup(pc("bob"), npc("dog")))
    outcome = enc.handle(Command("gm.add_combatant", args={"combatant": combatant}))
    assert outcome.rejected is not None and outcome.rejected.code == "BAD_COMBATANT"
