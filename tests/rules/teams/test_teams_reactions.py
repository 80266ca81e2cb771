"""Alternating Teams reactions: the window after a hit, Dodge, Parry, Block, Intercept, Fortify, Resist.

p1 attacks g1 with a spear (d6 + d6 + 1, damage 4); g1 has evasion 5, no deflection, 10 endurance and,
unless told otherwise, 2 stamina, so the window opens on a hit.
"""

from __future__ import annotations

from teams_helpers import SHIELD, SPEAR, block, encounter, first, kinds, make_setup, refused, run, start

DEFENDER = block(stamina_max=2, items=[dict(SHIELD)], proficiencies={"reflex": 1})


def window(g1: dict | None = None, dice=(3, 3, 10), teams=None, **kw):
    """p1 hits g1 for a test total of 7 (raw damage 11); the window is open."""
    teams = teams or {"players": ["p1"], "guards": ["g1"]}
    stats = {"g1": g1 or DEFENDER, **kw.pop("stats", {})}
    enc = encounter(make_setup(teams, stats=stats, **kw))
    start(enc, instigator="p1", attacked_team="guards")
    events = run(enc, "teams.attack", "p1", dice, target="g1")
    assert "teams.ReactionWindow" in kinds(events)
    return enc


def g1(enc):
    return enc.state.get("g1")


def test_a_hit_waits_for_the_targets_reaction():
    enc = window()
    prompt = enc.prompt()
    assert (prompt.kind, prompt.actor, prompt.choices) == (
        "decide",
        "g1",
        ("none", "dodge", "parry", "block"),
    )
    assert prompt.data["hit"]["attack_total"] == 7
    assert g1(enc).res["endurance"] == 10
    assert refused(enc, "teams.attack", "p1", target="g1") == "SETTLE_FIRST"
    assert refused(enc, "end_turn") == "SETTLE_FIRST"
    assert refused(enc, "teams.defend", "p1", reaction="none") == "NOT_YOUR_DECISION"
    assert refused(enc, "teams.defend", "g1", reaction="pray") == "BAD_ARGUMENT"
    assert refused(enc, "teams.stay_conscious", "g1", choice="fall") == "NOTHING_PENDING"
    events = run(enc, "teams.defend", "g1", reaction="none")
    assert first(events, "teams.Damage")["dealt"] == 11
    assert g1(enc).res["endurance"] == 0 and g1(enc).res["health"] == 9
    assert enc.state.rs["pending"] is None


def test_no_window_when_nobody_can_react():
    enc = encounter(make_setup({"players": ["p1"], "guards": ["g1"]}))
    start(enc, instigator="p1", attacked_team="guards")
    events = run(enc, "teams.attack", "p1", (3, 3, 10), target="g1")
    assert "teams.ReactionWindow" not in kinds(events) and "teams.Damage" in kinds(events)


def test_the_last_action_waits_for_the_window_before_the_turn_closes():
    enc = encounter(make_setup({"players": ["p1"], "guards": ["g1"]}, stats={"g1": DEFENDER}))
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "teams.interact", "p1", what="a")
    run(enc, "teams.interact", "p1", what="b")
    run(enc, "teams.attack", "p1", (3, 3, 10), target="g1")
    assert enc.state.actor == "p1"
    events = run(enc, "teams.defend", "g1", reaction="none")
    assert "TurnEnded" in kinds(events)


# --- Dodge ----------------------------------------------------------------------------------------


def test_a_dodge_that_reaches_the_attack_total_avoids_it():
    enc = window()
    events = run(enc, "teams.defend", "g1", (4, 2, 5), reaction="dodge")
    dodge = first(events, "teams.Dodge")
    assert (dodge["total"], dodge["dc"], dodge["success"]) == (7, 7, True)
    assert "teams.Damage" not in kinds(events)
    assert g1(enc).res["stamina"] == 1 and g1(enc).rs["budget"]["reaction"] == 0


def test_a_failed_dodge_takes_the_hit():
    enc = window()
    events = run(enc, "teams.defend", "g1", (1, 1, 5), reaction="dodge")
    assert first(events, "teams.Dodge")["success"] is False
    assert first(events, "teams.Damage")["dealt"] == 11


def test_a8_dodge_difficulty_can_be_fixed_by_option_or_by_the_gm():
    enc = window(options={"dodge_dc": 4})
    events = run(enc, "teams.defend", "g1", (2, 1, 5), reaction="dodge")  # 2 + 1 + reflex 1
    assert first(events, "teams.Dodge")["dc"] == 4 and first(events, "teams.Dodge")["success"]
    enc = window()
    events = run(enc, "teams.defend", "g1", (1, 1, 5), reaction="dodge", dc=3)
    assert first(events, "teams.Dodge")["dc"] == 3


def test_a_critical_cannot_be_dodged_unless_the_option_allows_it():
    enc = window(dice=(3, 3, 19))
    assert refused(enc, "teams.defend", "g1", reaction="dodge") == "CANNOT_DODGE_CRITICAL"
    enc = window(dice=(3, 3, 19), options={"dodge_vs_critical": True})
    run(enc, "teams.defend", "g1", (6, 4, 5), reaction="dodge")
    assert g1(enc).res["endurance"] == 10


def test_with_one_defence_off_a_failed_dodge_leaves_a_parry_open():
    enc = window(g1=dict(DEFENDER, reactions_per_round=2), options={"one_defence_per_attack": False})
    events = run(enc, "teams.defend", "g1", (1, 1, 5), reaction="dodge")
    assert "teams.Damage" not in kinds(events)
    assert enc.prompt().choices == ("none", "parry", "block")
    assert refused(enc, "teams.defend", "g1", reaction="dodge") == "DEFENCE_USED"
    run(enc, "teams.defend", "g1", reaction="parry", item="Shield")
    assert g1(enc).res["stamina"] == 0


# --- Parry ----------------------------------------------------------------------------------------


def test_a_parry_adds_the_item_value_to_physical_deflection_and_costs_durability():
    enc = window()
    events = run(enc, "teams.defend", "g1", reaction="parry", item="Shield")
    assert first(events, "teams.Parried")["value"] == 2
    assert first(events, "teams.Damage")["reduction"] == 2 and first(events, "teams.Damage")["dealt"] == 9
    assert g1(enc).rs["durability"] == {"Shield": 4}


def test_an_item_without_a_parry_value_adds_one_and_weapons_count_as_metal():
    plain = {"name": "Board", "block_value": 1}
    enc = window(g1=dict(DEFENDER, items=[plain]))
    events = run(enc, "teams.defend", "g1", reaction="parry", item="Board")
    assert first(events, "teams.Parried")["value"] == 1
    assert g1(enc).rs["durability"] == {"Board": 3}  # not metal: 4, less 1
    enc = window()
    events = run(enc, "teams.defend", "g1", reaction="parry", item="Spear")
    assert (first(events, "teams.Parried")["value"], g1(enc).rs["durability"]) == (1, {"Spear": 9})
    enc = window(options={"weapon_parry_durability": 4})
    run(enc, "teams.defend", "g1", reaction="parry", item="Spear")
    assert g1(enc).rs["durability"] == {"Spear": 3}


def test_broken_unheld_unknown_items_cannot_parry_and_only_physical_hits_can_be_parried():
    enc = window(g1=dict(DEFENDER, items=[dict(SHIELD, durability=0)]))
    assert refused(enc, "teams.defend", "g1", reaction="parry", item="Shield") == "ITEM_BROKEN"
    assert refused(enc, "teams.defend", "g1", reaction="parry", item="Lute") == "UNKNOWN_ITEM"
    assert refused(enc, "teams.defend", "g1", reaction="parry") == "MISSING_ARGUMENT"
    torch = dict(SPEAR, name="Torch", damage_type="fire")
    enc = window(stats={"p1": block(weapons=[torch])})
    assert refused(enc, "teams.defend", "g1", reaction="parry", item="Shield") == "PARRY_NOT_PHYSICAL"


def test_reactions_need_stamina_and_a_reaction_left():
    enc = window(g1=block(), teams={"players": ["p1"], "guards": ["g1", "g2"]}, stats={"g2": DEFENDER})
    assert refused(enc, "teams.defend", "g1", reaction="dodge") == "NO_STAMINA"
    enc = encounter(
        make_setup({"players": ["p1"], "guards": ["g1", "g2"]}, stats={"g1": DEFENDER, "g2": DEFENDER})
    )
    start(enc, instigator="p1", attacked_team="guards")
    run(enc, "teams.fortify", cid="g1", dice=(1, 1, 1), dc=1)
    run(enc, "teams.attack", "p1", (3, 3, 10), target="g1")  # g2 could intercept: the window opens
    assert enc.prompt().choices == ("none",)
    assert refused(enc, "teams.defend", "g1", reaction="dodge") == "NO_REACTION_LEFT"


def test_a_spent_reaction_closes_the_window_for_the_next_attack():
    enc = window()
    run(enc, "teams.defend", "g1", (6, 4, 5), reaction="dodge")
    events = run(enc, "teams.attack", "p1", (3, 3, 10), target="g1")
    assert "teams.ReactionWindow" not in kinds(events) and "teams.Damage" in kinds(events)


# --- Block ----------------------------------------------------------------------------------------


def test_a_block_puts_the_hit_on_the_item():
    enc = window(g1=dict(DEFENDER, items=[dict(SHIELD, durability=10)]))
    events = run(enc, "teams.defend", "g1", reaction="block", item="Shield")
    blocked = first(events, "teams.Blocked")
    assert (blocked["raw"], blocked["to_item"], blocked["durability"], blocked["excess"]) == (11, 8, 2, 0)
    assert "teams.Damage" not in kinds(events) and g1(enc).res["endurance"] == 10


def test_damage_beyond_the_items_durability_hits_the_blocker_unreduced():
    armoured = dict(DEFENDER, deflection={"physical": 2, "elemental": 0})
    enc = window(g1=armoured)
    events = run(enc, "teams.defend", "g1", reaction="block", item="Shield")
    blocked = first(events, "teams.Blocked")
    assert (blocked["to_item"], blocked["durability"], blocked["excess"]) == (8, 0, 3)
    assert g1(enc).res["endurance"] == 7
    enc = window(g1=armoured, options={"block_excess_reduced": True})
    run(enc, "teams.defend", "g1", reaction="block", item="Shield")
    assert g1(enc).res["endurance"] == 9


def test_a_block_always_costs_the_item_at_least_one():
    enc = window(g1=dict(DEFENDER, items=[dict(SHIELD, block_value=20)]))
    events = run(enc, "teams.defend", "g1", reaction="block", item="Shield")
    assert first(events, "teams.Blocked")["to_item"] == 1


def test_only_unbroken_blocking_items_block():
    enc = window()
    assert refused(enc, "teams.defend", "g1", reaction="block", item="Spear") == "NO_BLOCK_VALUE"
    enc = window(g1=dict(DEFENDER, items=[dict(SHIELD, durability=0)]))
    assert refused(enc, "teams.defend", "g1", reaction="block", item="Shield") == "ITEM_BROKEN"


# --- Intercept ------------------------------------------------------------------------------------


def grid_window(**kw):
    return window(
        teams={"players": ["p1"], "guards": ["g1", "g2", "g3"]},
        stats={"g2": dict(DEFENDER, evasion=3), **kw.pop("stats", {})},
        pos={"p1": [0, 0], "g1": [1, 0], "g2": [4, 0], "g3": [30, 0]},
        **kw,
    )


def test_an_ally_intercepts_trades_places_and_defends_for_free():
    enc = grid_window()
    assert enc.prompt().data["interceptors"] == ["g2"]
    events = run(enc, "teams.intercept", "g2")
    caught = first(events, "teams.Intercepted")
    assert (caught["cid"], caught["ally"], caught["evasion"], caught["hit"]) == ("g2", "g1", 3, True)
    assert enc.state.rs["pos"]["g2"] == [1, 0] and enc.state.rs["pos"]["g1"] == [4, 0]
    g2 = enc.state.get("g2")
    assert g2.res["stamina"] == 1 and g2.rs["budget"]["reaction"] == 0
    assert enc.prompt().actor == "g2"
    events = run(enc, "teams.defend", "g2", reaction="parry", item="Shield")
    assert first(events, "teams.Damage")["target"] == "g2"
    assert enc.state.get("g2").res["stamina"] == 0  # the free reaction still costs stamina
    assert g1(enc).res["endurance"] == 10


def test_an_interceptor_the_attack_cannot_hit_turns_it_into_a_miss():
    enc = grid_window(stats={"g2": dict(DEFENDER, evasion=12)})
    events = run(enc, "teams.intercept", "g2")
    assert first(events, "teams.Intercepted")["hit"] is False
    assert enc.state.rs["pending"] is None and "teams.Damage" not in kinds(events)


def test_intercepting_has_limits():
    enc = grid_window()
    assert refused(enc, "teams.intercept", "g3") == "NO_STAMINA"
    assert refused(enc, "teams.intercept", "g1") == "CANNOT_INTERCEPT_SELF"
    assert refused(enc, "teams.intercept", "p1") == "NOT_AN_ALLY"
    run(enc, "teams.intercept", "g2")
    assert refused(enc, "teams.intercept", "g1") == "DEFENCE_USED"


def test_an_ally_beyond_speed_cannot_intercept():
    enc = grid_window(stats={"g3": DEFENDER})
    assert enc.prompt().data["interceptors"] == ["g2"]
    assert refused(enc, "teams.intercept", "g3") == "TOO_FAR"


def test_on_a_zone_map_the_interceptor_enters_the_targets_zone():
    enc = window(
        teams={"players": ["p1"], "guards": ["g1", "g2"]},
        stats={"g2": DEFENDER},
        zones={"g2": "yard"},
    )
    run(enc, "teams.intercept", "g2")
    assert enc.state.get("g2").zone == "hall"


def test_allies_may_intercept_for_a_target_who_cannot_react():
    enc = window(g1=block(), teams={"players": ["p1"], "guards": ["g1", "g2"]}, stats={"g2": DEFENDER})
    assert enc.prompt().choices == ("none",)
    run(enc, "teams.defend", "g1", reaction="none")
    assert g1(enc).res["endurance"] == 0


# --- Fortify and Resist ---------------------------------------------------------------------------


def test_fortify_and_resist_are_tests_paid_with_stamina_and_focus():
    setup = make_setup(
        {"players": ["p1"], "guards": ["g1"]},
        stats={"p1": block(stamina_max=1, focus_max=1, attributes={"strength": "d6", "will": "d8"})},
    )
    enc = encounter(setup)
    start(enc, instigator="g1", attacked_team="players")
    assert refused(enc, "teams.resist", cid="p1") == "MISSING_ARGUMENT"
    events = run(enc, "teams.resist", cid="p1", dice=(6, 5), dc=6, what="a fear spell")
    test = first(events, "teams.Test")
    assert (test["kind"], test["total"], test["success"], test["what"]) == ("resist", 6, True, "a fear spell")
    assert enc.state.get("p1").res["focus"] == 0
    assert refused(enc, "teams.fortify", cid="p1", dc=3) == "NO_REACTION_LEFT"
    setup["combatants"][0]["stats"]["focus_max"] = 0
    enc = encounter(setup)
    start(enc, instigator="g1", attacked_team="players")
    assert refused(enc, "teams.resist", cid="p1", dc=3) == "NO_FOCUS"
    events = run(enc, "teams.fortify", cid="p1", dice=(1, 1, 3), dc=3)
    assert first(events, "teams.Test")["success"] is False and enc.state.get("p1").res["stamina"] == 0
