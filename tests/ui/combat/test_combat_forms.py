"""The spec-built forms (PC sheets of every system) and the typed-or-rolled dice field."""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.rules.rulesets import RULESETS
from gm_desk.ui.campaigns.sheets import blank_sheet, pc_sheet_specs, sheet_problems
from gm_desk.ui.combat.dice_entry import DiceEntry, purpose_words
from gm_desk.ui.forms import SpecForm

SYSTEMS = list(RULESETS)


@pytest.mark.parametrize("ruleset_id", SYSTEMS)
def test_every_demo_pc_sheet_survives_the_form(ruleset_id: str, qtbot: Any) -> None:
    form = SpecForm(
        pc_sheet_specs(ruleset_id), validator=lambda sheet: sheet_problems(ruleset_id, "PC", sheet)
    )
    qtbot.addWidget(form)
    setup = RULESETS[ruleset_id].demo_setup()
    for pc in (c for c in setup["combatants"] if c["kind"] == "PC"):
        form.set_value(pc["stats"])
        value = form.value()
        assert form.check() == []
        # Whatever the sheet held comes back unchanged; the form only adds fields at their defaults.
        for key, held in pc["stats"].items():
            if isinstance(held, list) and held and isinstance(held[0], dict):
                assert [{k: w[k] for k in entry} for w, entry in zip(value[key], held)] == held
            else:
                assert value[key] == held, key
    form.set_value(blank_sheet(ruleset_id))
    assert form.check() == [] and form.value() == blank_sheet(ruleset_id)


def test_an_optional_record_is_switched_on_and_off(qtbot: Any) -> None:
    form = SpecForm(pc_sheet_specs("factions"))
    qtbot.addWidget(form)
    form.set_value({"str": 10, "agi": 10, "wit": 10, "health_max": 6})
    shield = form.editor("shield")
    assert "shield" not in form.value() and not shield.switch.isChecked()
    shield.switch.setChecked(True)
    assert form.value()["shield"] == {"damaged": False}


def test_named_values_are_added_from_the_suggestions(qtbot: Any) -> None:
    form = SpecForm(pc_sheet_specs("teams"))
    qtbot.addWidget(form)
    form.set_value({"evasion": 8, "health_max": 10, "attributes": {"strength": "d6"}})
    attributes = form.editor("attributes")
    attributes.add_button.click()
    assert form.value()["attributes"] == {"strength": "d6", "dexterity": "d4"}


def test_the_rules_judge_a_sheet(qtbot: Any) -> None:
    sheet = {**blank_sheet("glowlands"), "max_strain": 0}
    form = SpecForm(pc_sheet_specs("glowlands"), validator=lambda s: sheet_problems("glowlands", "Ren", s))
    qtbot.addWidget(form)
    form.set_value({**sheet, "weapons": [{"name": "Bow", "range": 3, "damage": "1d8", "tags": []}]})
    assert form.value()["max_strain"] == 1  # the spin box stops at the schema's minimum
    assert form.check() == []
    assert sheet_problems("glowlands", "", {"max_strain": 0}) == [
        "The character needs a name.",
        "max_strain must be a whole number of at least 1",
    ]


def test_dice_are_typed_as_faces_or_as_a_total(qtbot: Any) -> None:
    entry = DiceEntry("1d20+4", purpose="attack")
    qtbot.addWidget(entry)
    assert entry.value() is None and entry.is_rolled and entry.result.text() == "roll"
    entry.enter_faces(15)
    assert entry.value() == [15] and entry.preview().total == 19 and entry.result.text() == "= 19"
    entry.enter_faces(15, 3)
    assert entry.value() is None and entry.problem() == "More dice were entered than '1d20+4' rolls."
    entry.enter_total(21, 17)
    assert entry.value() == {"total": 21, "natural": 17} and not entry.natural.isHidden()
    entry.enter_total(21)
    assert entry.value() == {"total": 21}
    entry.input.setText("abc")
    assert entry.value() is None and entry.problem() == "Type whole numbers: the faces the dice showed."
    entry.clear()
    assert entry.value() is None
    assert (
        purpose_words("retaliation:caretaker", {"caretaker": "Caretaker"}) == "Retaliation damage (Caretaker)"
    )
    assert purpose_words("attack#2") == "Attack roll 2"


def test_one_number_for_several_dice_says_how_to_type_the_sum(qtbot: Any) -> None:
    """A player calls out "9" for 1d6+1d6+1: the field says why it is refused and how to type a sum."""
    entry = DiceEntry("1d6+1d6+1", purpose="attack")
    qtbot.addWidget(entry)
    entry.input.setText("9")
    problem = entry.problem()
    assert problem.startswith("A d6 cannot show 9.") and "press Total to type the sum" in problem
    entry.input.setText("5")  # a face a d6 shows, but one number for two dice
    assert "press Total to type the sum" in entry.problem()
    entry.input.setText("4 3")
    assert entry.problem() == "" and entry.preview().total == 8
    one_die = DiceEntry("1d6", purpose="damage")
    qtbot.addWidget(one_die)
    one_die.input.setText("9")
    assert one_die.problem() == "A d6 cannot show 9."  # one die: no talk of sums
