"""The combat form labels a command's arguments in words the ruleset gives, never by their raw names."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout

from gm_desk.rules.events import Command
from tests.ui.combat.conftest import demo_encounter


def row_labels(form: Any) -> list[str]:
    layout = form.args_form
    return [
        layout.itemAt(row, QFormLayout.ItemRole.LabelRole).widget().text() for row in range(layout.rowCount())
    ]


def test_a_card_swap_reads_swaps_and_with(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("cards"))
    t.space()
    for holder, card in (("ida", 4), ("jon", 10), ("Wolves", 3)):
        t.initiative.entry.field(holder).setValue(card)
    t.initiative.entry.all_button.click()
    assert t.combat.action.pick("cards.swap", a="ida", b="jon")
    assert row_labels(t.combat.action) == ["Swaps", "With"]


def test_a_move_asks_for_a_zone_and_a_teams_pick_for_a_combatant(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("teams"))
    t.space()
    form = t.combat.action
    assert form.pick("move")
    assert row_labels(form) == ["Who", "To zone"]
    assert t.session.submit(Command("end_turn", "boudica")).ok
    assert form.pick("teams.pick", cid="guard")
    assert row_labels(form) == ["Who", "Combatant"]
