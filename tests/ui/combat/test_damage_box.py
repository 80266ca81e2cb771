"""The damage box on the combat panel's Combatant tab: the GM types damage, dice or healing and the
track moves as the rules say, logged and undoable; a refusal stays beside the box in words."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS
from gm_desk.store import repositories as repo
from gm_desk.ui.combat.damage_box import PLACEHOLDER
from tests.ui.combat.conftest import demo_encounter


def type_in(table: Any, text: str) -> None:
    table.combat.show_tab("Combatant")
    field = table.combat.card.damage.field
    field.clear()
    table.qtbot.keyClicks(field, text)
    table.qtbot.keyClick(field, Qt.Key.Key_Return)


def test_damage_over_the_strain_maximum_ticks_a_wound_and_undo_takes_it_back(make_table, store) -> None:
    table = make_table(demo_encounter("glowlands"))
    table.combat.show_combatant("haelon")
    card = table.combat.card
    box = card.damage
    assert box.field.placeholderText() == PLACEHOLDER and "-3" in PLACEHOLDER
    type_in(table, "13")  # Strain 10: full once, 3 over
    assert card.track_text("strain") == "3/10 · Injured"  # the rank ticked beside the Strain (#30.4)
    assert card.track_text("wounds").startswith("1/4") and "Injured" in card.track_text("wounds")
    assert box.field.text() == "" and box.answer.text() == "Applied 13."
    assert table.types()[-1] == "gm.damage"
    last = max(seq for seq, _ in table.session.lines)
    assert "Haelon ticks off a wound rank: Injured (1 of 4)." in [
        t for seq, t in table.session.lines if seq == last
    ]
    table.session.undo_stack.undo()
    assert card.track_text("strain") == "0/10" and card.track_text("wounds").startswith("0/4")


def test_healing_with_a_minus_and_dice_rolled_as_the_gms_roll(make_table, store) -> None:
    table = make_table(demo_encounter("glowlands"), script=[3, 4])
    table.combat.show_combatant("caretaker")
    type_in(table, "2d6+1")
    assert table.combat.card.track_text("strain") == "8/8"
    assert table.state.get("caretaker").status == "down"
    type_in(table, "-3")
    assert table.combat.card.track_text("strain") == "5/8"


@pytest.mark.parametrize("typed", ["abc", "0", "1d1001"])
def test_a_refusal_is_said_beside_the_box_and_nothing_is_logged(make_table, store, typed: str) -> None:
    table = make_table(demo_encounter("glowlands"))
    table.combat.show_combatant("haelon")
    saved = len(repo.load_log(table.session.encounter_id))
    type_in(table, typed)
    box = table.combat.card.damage
    refusal = table.session.encounter.check(Command("gm.damage", args={"cid": "haelon", "amount": typed}))
    assert refusal is not None
    assert box.answer.isVisible() and box.answer.text() == refusal.message
    assert box.field.text() == typed
    assert len(repo.load_log(table.session.encounter_id)) == saved
    assert table.combat.card.track_text("strain") == "0/10"


@pytest.mark.parametrize("rid", list(RULESETS))
def test_every_system_moves_its_main_track_from_the_box(make_table, store, rid: str) -> None:
    table = make_table(demo_encounter(rid))
    cid = next(iter(table.state.combatants))
    table.combat.show_combatant(cid)
    track = table.session.ruleset.presentation.tracks(table.state.get(cid))[0]
    before = table.combat.card.track_text(track.key)
    type_in(table, "1")
    assert table.types()[-1] == "gm.damage"
    assert table.combat.card.track_text(track.key) != before


def test_the_box_is_off_when_nobody_is_chosen(make_table, store) -> None:
    table = make_table(demo_encounter("glowlands"))
    table.combat.show_combatant("")
    assert not table.combat.card.damage.field.isEnabled()
