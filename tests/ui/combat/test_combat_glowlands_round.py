"""A whole round of the demo encounter (Threat & Retaliation) played through the panels.

Initiative typed and rolled, turns advanced with Space, a condition added and expiring at the round's
end, an attack resolved with typed dice against the Caretaker's Melee Threat, its Retaliation applied
to Haelon's Strain with typed damage, the end-of-round sweep, and the data file checked afterwards.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from gm_desk.store import repositories as repo


def confirm_retaliation(encounter_id: int) -> None:
    """The seeded demo, with Retaliation damage waiting for the GM (so it is applied by hand)."""
    setup = repo.get_encounter(encounter_id).setup
    repo.update_encounter(encounter_id, setup={**setup, "options": {"retaliation_damage": "confirm"}})


def click_row(table: Any, cid: str) -> None:
    order = table.initiative.order
    row = order.cids().index(cid)
    order.scrollToItem(order.item(row))
    table.qtbot.mouseClick(
        order.viewport(), Qt.MouseButton.LeftButton, pos=order.visualItemRect(order.item(row)).center()
    )


def test_a_whole_round_of_the_demo_fight(seeded: Any, make_table: Any) -> None:
    confirm_retaliation(seeded.encounter_id)
    t = make_table(seeded.encounter_id)
    panel, combat = t.initiative, t.combat

    # Start, then initiative: the demo campaign has players type their dice, so all three are typed.
    t.space()
    assert t.state.phase == "initiative"
    assert panel.phase_label.text() == "Initiative"
    assert list(panel.entry.rows) == ["haelon", "brannoc", "ysolde"]
    panel.entry.field("ysolde").enter_faces(15)
    panel.entry.field("haelon").enter_faces(10)
    panel.entry.all_button.click()  # Brannoc's blank row is a player's: it waits, nothing rolled
    assert t.state.phase == "initiative" and panel.entry.waiting() == ["brannoc"]
    panel.entry.field("brannoc").enter_faces(7)
    panel.entry.all_button.click()
    assert t.state.phase == "ready"
    assert panel.entry.isHidden()
    assert panel.row_texts()[:3] == ["   Ysolde  ·  20", "   Haelon  ·  14", "   Brannoc  ·  9"]
    rolls = [e for e in t.events() if e["type"] == "RollMade"]
    assert [(r["actor"], r["total"], r["source"]) for r in rolls] == [
        ("haelon", 14, "entered"),
        ("ysolde", 20, "entered"),
        ("brannoc", 9, "entered"),
    ]

    # Round 1: Ysolde acts first, with two actions and the Aspect roll to spend.
    t.space()
    assert (panel.round_label.text(), panel.phase_label.text()) == ("Round 1", "PC turns")
    assert panel.current_row() == 0
    assert panel.order.row_of("ysolde").counters == [
        ("action", 2, 2),
        ("aspect_roll", 1, 1),
        ("reaction", 1, 1),
    ]

    # A condition for one round on the Caretaker, chosen in the turn order.
    click_row(t, "caretaker")
    card = combat.card
    assert card.title.text() == "Caretaker"
    card.conditions.name.setCurrentText("stunned")
    card.conditions.rounds.setValue(1)
    card.conditions.add_button.click()
    assert card.conditions.lines() == ["stunned — 1 left, ticks at the end of each round"]
    assert panel.order.row_of("caretaker").conditions == ["stunned 1"]

    # Space: Haelon's turn. He attacks the Caretaker he is engaged with; the player rolled a 12.
    t.space()
    assert t.state.actor == "haelon" and panel.current_row() == 1
    attack = combat.attack
    assert (attack.attacker.currentData(), attack.target.currentData()) == ("haelon", "caretaker")
    assert attack.weapon.currentData() == "Shortsword"
    assert "Melee Threat 10 (Engaged)" in attack.threat_label.text()
    assert "critical on 20+ or a natural 20" in attack.threat_label.text()
    odds = attack.odds_label.text()
    assert "Failure 45%" in odds and "Success 50%" in odds and "Critical 5%" in odds
    attack.roll.enter_faces(12)
    assert attack.verdict() == "12 success"
    assert attack.accept.isHidden()
    attack.damage.enter_faces(4)
    attack.attack_button.click()
    caretaker, haelon = t.state.get("caretaker"), t.state.get("haelon")
    assert caretaker.res["strain"] == 4
    result = attack.result_text()
    assert "Success" in result and "takes <b>4</b> damage (5 less 1 armour)" in result
    assert "Spear thrust" in result and "waits for you" in result
    pending = t.state.rs["pending"]
    assert [(p["npc"], p["target"], p["retaliation"]["name"]) for p in pending] == [
        ("caretaker", "haelon", "Spear thrust")
    ]

    # Space is refused while the Retaliation waits; nothing is saved.
    saved = len(repo.load_log(t.session.encounter_id))
    with t.qtbot.waitSignal(t.session.rejected) as refused:
        t.space()
    assert refused.args[0] == "SETTLE_FIRST"
    assert len(repo.load_log(t.session.encounter_id)) == saved

    # One click applies it, with the damage the GM rolled (3 + 1, less Haelon's armour 1).
    rid = pending[0]["id"]
    attack.pending.entry(rid).enter_faces(3)
    attack.pending.rows[rid][1].click()
    assert haelon.res["strain"] == 3 and haelon.res["wounds"] == 0
    assert t.state.rs["pending"] == []
    last = repo.load_log(t.session.encounter_id)[-1]
    assert last.command == {
        "type": "glowlands.apply_retaliation",
        "args": {"id": rid},
        "dice": {"retaliation_damage": [3]},
    }
    combat.show_combatant("haelon")
    assert card.track_text("strain") == "3/10"
    assert card.track_text("wounds") == "0/4  (none ticked)"
    assert panel.order.row_of("haelon").counters == [
        ("action", 1, 2),
        ("aspect_roll", 0, 1),
        ("reaction", 1, 1),
    ]

    # Brannoc, then the Retaliation phase: every creature that stayed silent may retaliate; all pass.
    t.space()
    assert t.state.actor == "brannoc"
    t.space()
    assert panel.phase_label.text() == "Retaliation phase"
    for name in ("Peacekeeper", "Glass Hound", "Lumen Moth Swarm"):
        t.choose(f"{name}: let it pass")
    assert panel.prompt_label.text() == "Round 1 is over. Next round."

    # The round ends: the condition expires, round 2 starts with Ysolde.
    t.space()
    assert (panel.round_label.text(), t.state.actor) == ("Round 2", "ysolde")
    assert t.state.get("caretaker").conditions == []
    assert panel.order.row_of("caretaker").conditions == []
    end_of_round = [
        e
        for e in t.events(len(repo.load_log(t.session.encounter_id)))
        if e["type"] in ("ConditionRemoved", "RoundStarted")
    ]
    assert end_of_round == [
        {
            "type": "ConditionRemoved",
            "cid": "caretaker",
            "condition": end_of_round[0]["condition"],
            "reason": "expired",
            "name": "stunned",
        },
        {"type": "RoundStarted", "round": 2},
    ]
    assert t.types() == [
        "next",
        "glowlands.initiative",
        "glowlands.initiative",
        "glowlands.initiative",
        "next",
        "condition.add",
        "next",
        "glowlands.attack",
        "glowlands.apply_retaliation",
        "next",
        "next",
        "glowlands.sweep",
        "glowlands.sweep",
        "glowlands.sweep",
        "next",
    ]
    attack_entry = repo.load_log(t.session.encounter_id)[7]
    assert attack_entry.command["dice"] == {"attack": [12], "damage": [4]}

    # Back takes the last step back: the round is not over, the condition is there again.
    panel.back_button.click()
    assert panel.round_label.text() == "Round 1"
    assert [c.name for c in t.state.get("caretaker").conditions] == ["stunned"]
    assert len(repo.load_undone(t.session.encounter_id)) == 1
