"""The Threat & Retaliation attack flow in detail, and ties settled by dragging in the initiative panel."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.rulesets.glowlands import odds
from gm_desk.store import repositories as repo
from tests.ui.combat.conftest import demo_encounter


def to_haelons_turn(t: Any, faces: dict[str, int]) -> None:
    t.space()
    for cid, face in faces.items():
        t.initiative.entry.field(cid).enter_faces(face)
    t.initiative.entry.all_button.click()


def test_a_critical_accepts_the_retaliation_and_its_damage_is_typed(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    to_haelons_turn(t, {"ysolde": 15, "haelon": 10, "brannoc": 5})
    t.space()
    t.space()
    assert t.state.actor == "haelon"
    attack = t.combat.attack
    assert attack.accept.text() == "If critical: accept the Retaliation (+1 damage)"
    attack.roll.enter_faces(20)
    assert attack.verdict() == "20 critical"
    assert attack.accept.isEnabled() and not attack.accept.isHidden()
    assert attack.accept.text() == "Critical! Accept the Retaliation (+1 damage)"
    assert attack.extra == {}  # unaccepted, the critical spends the Retaliation without effect
    attack.accept.setChecked(True)
    assert list(attack.extra) == ["retaliation:caretaker"]
    assert attack.extra["retaliation:caretaker"].expr == "1d6+1"
    attack.damage.enter_faces(1)  # 1d6+1 with the die doubled: 1 + 1 + 1, then +1 for accepting
    attack.extra["retaliation:caretaker"].enter_faces(2)
    attack.attack_button.click()

    caretaker, haelon = t.state.get("caretaker"), t.state.get("haelon")
    assert caretaker.res["strain"] == 3  # 4 less armour 1
    assert haelon.res["strain"] == 2  # 3 less armour 1
    saved = repo.load_log(t.session.encounter_id)[-1]
    assert saved.command == {
        "type": "glowlands.attack",
        "actor": "haelon",
        "args": {"target": "caretaker", "weapon": "Shortsword", "accept_retaliation": True},
        "dice": {"attack": [20], "damage": [1], "retaliation:caretaker": [2]},
    }
    resolved = next(e for e in saved.events if e["type"] == "AttackResolved")
    assert (resolved["outcome"], resolved["accepted_retaliation"]) == ("critical", True)
    result = attack.result_text()
    assert "Critical" in result and "(natural 20)" in result and "accepted for +1 damage" in result
    assert "Spear thrust" in result and "applied: <b>2</b> Strain" in result
    assert attack.roll.is_rolled and attack.damage.is_rolled  # cleared for the next attack


def test_the_odds_follow_the_aspect_and_the_engine(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    to_haelons_turn(t, {"ysolde": 15, "haelon": 10, "brannoc": 5})
    t.space()
    t.space()
    attack = t.combat.attack
    attack.aspect.setCurrentIndex(attack.aspect.findData("graceful"))  # Haelon's Graceful is +3
    assert attack.roll.expr == "1d20+3"
    expected = odds.outcome_odds(3, 10)
    assert [float(expected[k]) for k in ("fail", "success", "critical")] == [0.3, 0.5, 0.2]
    text = attack.odds_label.text()
    assert "Failure 30%" in text and "Success 50%" in text and "Critical 20%" in text
    # The Knife is Intimate: disadvantage against a foe without Reach, advantage against the Caretaker.
    attack.weapon.setCurrentIndex(attack.weapon.findData("Knife"))
    assert attack.terms().edge == "advantage"
    assert attack.roll.expr == "2d20kh1+3"
    attack.roll.enter_faces(4, 15)
    assert attack.verdict() == "18 success"
    attack.attack_button.click()
    assert t.session.encounter.log[-1].command.args["aspects"] == ["graceful"]


def test_the_map_selection_and_refusals_reach_the_attack(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    to_haelons_turn(t, {"ysolde": 15, "haelon": 10, "brannoc": 5})
    t.space()
    t.space()
    attack = t.combat.attack
    t.combat.use_selection(["ysolde", "hound"])
    assert (attack.attacker.currentData(), attack.target.currentData()) == ("ysolde", "hound")
    assert t.combat.card.title.text() == "Glass Hound"
    assert attack.problem.text() == "It is Haelon's turn."
    t.combat.use_selection(["haelon"])
    attack.choose(target="hound", weapon="Hunting bow")
    assert "Ranged Threat 12" in attack.threat_label.text()
    assert attack.problem.isHidden() and attack.attack_button.isEnabled()
    attack.choose(weapon="Knife")  # the Knife cannot reach the Hound: the target moves to one it reaches
    assert attack.target.currentData() == "caretaker"
    attack.choose(target="hound")  # chosen on purpose: the rules' refusal shows
    assert "Melee Threat 9" in attack.threat_label.text()
    assert attack.problem.text() == "Haelon must be engaged with Glass Hound to use Knife."


def test_a_tie_is_settled_by_dragging_the_rows(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    to_haelons_turn(t, {"haelon": 10, "ysolde": 9, "brannoc": 5})  # Haelon 14 = Ysolde 14
    panel = t.initiative
    assert t.state.sched["ties"] == [["haelon", "ysolde"]]
    assert panel.notes_label.text() == "Tied: Haelon = Ysolde. Drag to settle."
    assert panel.order.dragEnabled()
    assert panel.row_texts()[:3] == ["   Haelon  ·  14", "   Ysolde  ·  14", "   Brannoc  ·  7"]
    panel.order.move_row("ysolde", 0)
    assert t.session.encounter.log[-1].command.to_dict() == {
        "type": "glowlands.resolve_tie",
        "args": {"order": ["ysolde", "haelon"]},
    }
    assert panel.row_texts()[:2] == ["   Ysolde  ·  14", "   Haelon  ·  14"]
    assert t.state.sched["ties"] == [] and panel.notes_label.isHidden()
    # Out of a tie the order can still be rearranged by hand: a GM override the log records.
    panel.order.move_row("brannoc", 0)
    assert t.session.encounter.log[-1].command.to_dict() == {
        "type": "gm.reorder",
        "args": {"order": ["brannoc", "ysolde", "haelon"]},
    }
    t.space()
    assert t.state.actor == "brannoc" and panel.current_row() == 0


def test_the_canvas_selection_feeds_the_attack(store: Any, make_table: Any, qtbot: Any) -> None:
    from gm_desk.ui.combat import selected_cids
    from gm_desk.ui.zone_canvas import ZoneCanvas

    t = make_table(demo_encounter("glowlands"))
    to_haelons_turn(t, {"ysolde": 15, "haelon": 10, "brannoc": 5})
    canvas = ZoneCanvas(t.notices)
    qtbot.addWidget(canvas)
    scene = canvas.map_scene
    # The line the main window adds: the canvas selection goes to the combat panel.
    scene.selectionChanged.connect(lambda: t.combat.use_selection(selected_cids(scene)))
    scene.tokens["brannoc"].setSelected(True)
    scene.tokens["peacekeeper"].setSelected(True)
    assert sorted(selected_cids(scene)) == ["brannoc", "peacekeeper"]
    attack = t.combat.attack
    assert (attack.attacker.currentData(), attack.target.currentData()) == ("brannoc", "peacekeeper")
    assert "Melee Threat 13 (Engaged)" in attack.threat_label.text()  # Brannoc's first weapon: a warhammer


def test_the_panel_reads_the_natural_20_the_way_the_rules_do(store: Any, make_table: Any) -> None:
    """Under natural_20 = "any" a 20 on the discarded die of a disadvantage pair is critical; the panel's
    verdict before the roll and the engine's outcome after it agree."""
    t = make_table(demo_encounter("glowlands", {"natural_20": "any"}))
    to_haelons_turn(t, {"ysolde": 15, "haelon": 10, "brannoc": 5})
    t.space()
    t.space()
    attack = t.combat.attack
    attack.edge.setCurrentIndex(attack.edge.findData("disadvantage"))
    assert attack.terms().edge == "disadvantage" and attack.roll.expr == "2d20kl1"
    attack.roll.enter_faces(20, 3)
    assert attack.verdict() == "3 critical"
    attack.damage.enter_faces(1)
    attack.attack_button.click()
    resolved = next(e for e in t.events(len(t.types())) if e["type"] == "AttackResolved")
    assert (resolved["outcome"], resolved["natural_20"]) == ("critical", True)
