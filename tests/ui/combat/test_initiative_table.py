"""The initiative panel as a GM types at the table: rows that stay put while initiative is typed in, the
cursor moving on to the next PC, and a start that takes arguments asking for them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.combat.conftest import demo_encounter


def test_entered_rows_stay_in_place_and_return_moves_to_the_next_pc(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    panel = t.initiative
    t.space()
    entry = panel.entry
    cids = list(entry.rows)
    assert cids == ["haelon", "brannoc", "ysolde"]
    first = entry.field("haelon")
    first.input.setFocus()
    t.qtbot.keyClicks(first.input, "10")
    t.qtbot.keyClick(first.input, Qt.Key.Key_Return)
    # Haelon's row stays where it was, marked as entered with his value; the cursor is on Brannoc's field.
    assert entry.order == cids
    assert entry.rows["haelon"][2].text() == "✓ 14"
    assert not entry.field("haelon").isEnabled()
    assert QApplication.focusWidget() is entry.field("brannoc").input
    t.qtbot.keyClicks(QApplication.focusWidget(), "5")
    t.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert QApplication.focusWidget() is entry.field("ysolde").input
    # The roll typed last lands on Ysolde, the PC it is written beside.
    t.qtbot.keyClicks(QApplication.focusWidget(), "15")
    t.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    init = t.state.sched["init"]
    assert {cid: init[cid] for cid in cids} == {"haelon": 14, "brannoc": 7, "ysolde": 20}
    assert t.state.phase == "ready" and entry.isHidden()


def test_an_undone_entry_waits_again_in_its_own_row(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    t.space()
    entry = t.initiative.entry
    entry.field("haelon").enter_faces(10)
    entry.rows["haelon"][2].click()
    assert entry.entered == {"haelon": "14"}
    t.initiative.back_button.click()
    assert entry.order == ["haelon", "brannoc", "ysolde"] and entry.entered == {}
    assert entry.field("haelon").isEnabled()


def test_a_teams_fight_asks_who_started_it_and_whom_they_attacked(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams"))
    form = t.initiative.start_form
    assert form.isVisible()
    instigator, attacked = form.boxes["instigator"], form.boxes["attacked_team"]
    # The setup's choice is the default, and every choice offered is a legal start.
    assert (instigator.currentText(), attacked.currentText()) == ("Boudica", "Guards")
    assert [instigator.itemText(i) for i in range(instigator.count())] == [
        "Boudica",
        "Petra",
        "Gate Guard",
        "Sentry",
        "— nobody",
    ]
    instigator.setCurrentText("Sentry")  # a guard started it: the only team they can attack is the Players
    assert [attacked.itemText(i) for i in range(attacked.count())] == ["Players"]
    t.space()
    assert t.state.started and form.isHidden()
    assert t.state.sched["instigator"] == "sentry"
    assert t.state.sched["team_order"] == ["guards", "players"]
    assert t.types() == ["start"]


def test_a_factions_fight_asks_which_faction_started_it_as_its_hint_says(store: Any, make_table: Any) -> None:
    """#30.9: the hint asked for a faction order and the initiative with no field to give them; the start
    form now asks which faction started the fight (it holds the initiative), and the hint says so."""
    t = make_table(demo_encounter("factions"))
    assert "which faction started the fight" in t.initiative.prompt_label.text()
    assert "order Travellers, Bandits" in t.initiative.prompt_label.text()
    form = t.initiative.start_form
    assert form.isVisible()
    holder = form.boxes["holder"]
    label = form.form.labelForField(holder).text()
    assert label == "Started the fight (holds the initiative)"
    assert [holder.itemText(i) for i in range(holder.count())] == ["Bandits", "Travellers", "— nobody"]
    holder.setCurrentText("Travellers")
    t.space()
    assert t.state.started and t.state.sched["holder"] == "party"
    assert t.types() == ["start"]


def test_the_marching_hint_names_what_the_start_uses(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("marching"))
    assert t.initiative.start_form.isHidden()  # the start takes no choice: the hint asks for none
    assert t.initiative.prompt_label.text() == (
        "Place everyone, then start: the party marches Ava, Bren, the first in the lead; nobody starts surprised."
    )


def test_a_system_whose_start_takes_nothing_shows_no_start_form(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    assert t.initiative.start_form.isHidden()
    t.space()
    assert t.state.started and t.types() == ["next"]


def test_tab_goes_from_one_pc_field_to_the_next_and_keeps_what_was_typed(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    t.space()
    entry = t.initiative.entry
    entry.field("haelon").input.setFocus()
    t.qtbot.keyClicks(entry.field("haelon").input, "10")
    t.qtbot.keyClick(entry.field("haelon").input, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is entry.field("brannoc").input
    t.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is entry.field("ysolde").input
    assert entry.field("haelon").input.text() == "10" and t.types() == ["next"]
