"""Encounter ▸ Options…, driven through the real widgets: each option of the system with its
description, default and allowed values; changed values saved with the encounter's setup (undoable),
in force and logged when the fight starts; read-only once it has started."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel, QSpinBox

from gm_desk.rules import prep
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.store import repositories as repo
from gm_desk.store.encounter_log import load_log
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep.options_editor import OptionsEditor
from tests.ui.conftest import start_fight
from tests.ui.test_encounter_files_ui import menu_action

CHANGED = {"reroll_each_round": True, "crit_rule": "double_plus_one", "crit_margin": 8}


def open_options(window: MainWindow) -> OptionsEditor:
    action = menu_action(window, "E&ncounter", "&Options…")
    assert action.isEnabled()
    action.trigger()
    dialog = window.findChild(OptionsEditor)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_every_option_is_shown_with_its_description_default_and_allowed_values(window) -> None:
    dialog = open_options(window)
    options = get_ruleset("glowlands").options
    assert list(dialog.inputs) == list(options)
    assert isinstance(dialog.findChild(QCheckBox, "option:reroll_each_round"), QCheckBox)
    combo = dialog.findChild(QComboBox, "option:crit_rule")
    # Each choice in words, never its key (#30.6): "own_turn" and "double_plus_one" are not for a GM.
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "at the Threat plus the margin",
        "at twice the Threat plus one",
    ]
    spin = dialog.findChild(QSpinBox, "option:crit_margin")
    assert spin.value() == 10
    note = dialog.findChild(QLabel, "optionText:crit_rule").text()
    assert options["crit_rule"].text in note
    assert (
        "Default: at the Threat plus the margin · one of: at the Threat plus the margin; at twice the "
        "Threat plus one." in note
    )
    assert "Default: off · on or off." in dialog.findChild(QLabel, "optionText:reroll_each_round").text()
    assert "Default: 10 · a whole number." in dialog.findChild(QLabel, "optionText:crit_margin").text()
    assert dialog.findChild(QLabel, "optionTitle:crit_margin").text() == "Critical margin"


def test_changed_options_are_saved_undoable_then_in_force_and_logged_at_start(window, qtbot) -> None:
    encounter_id = window.session.encounter_id
    dialog = open_options(window)
    check = dialog.findChild(QCheckBox, "option:reroll_each_round")
    combo = dialog.findChild(QComboBox, "option:crit_rule")
    spin = dialog.findChild(QSpinBox, "option:crit_margin")
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, "8")
    assert dialog.titles["crit_rule"].font().bold() and not dialog.titles["adv_mode"].font().bold()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert repo.get_encounter(encounter_id).setup["options"] == CHANGED
    assert window.session.state.options["crit_rule"] == "double_plus_one"

    # A prep edit like any other: Ctrl+Z takes it back, redo gives it back, both saved.
    window.actions_.undo.trigger()
    assert repo.get_encounter(encounter_id).setup["options"] == {}
    assert window.session.state.options["crit_margin"] == 10
    window.actions_.redo.trigger()
    assert repo.get_encounter(encounter_id).setup["options"] == CHANGED

    start_fight(window.session)
    for name, value in CHANGED.items():
        assert window.session.state.options[name] == value
    started = [e for row in load_log(encounter_id) for e in row.events if e["type"] == "EncounterStarted"]
    assert len(started) == 1
    assert {name: started[0]["options"][name] for name in CHANGED} == CHANGED
    # The dialog says changed values are written in the log when the fight starts: they are, in words.
    assert window.combat_log.lines()[0] == (
        "The encounter begins. Options changed from their defaults: Initiative re-rolled every round: on; "
        "Critical hits: at twice the Threat plus one; Critical margin: 8."
    )
    assert started[0]["options"]["adv_mode"] == "cancel"  # the others at their defaults, logged too


def test_once_started_the_options_are_read_only(window, qtbot) -> None:
    assert window.session.edit(prep.set_options, {"exact_range": True})
    start_fight(window.session)
    dialog = open_options(window)
    assert "The fight has started" in dialog.findChild(QLabel).text()
    assert all(not field.isEnabled() for field in dialog.inputs.values())
    assert dialog.findChild(QCheckBox, "option:exact_range").isChecked()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Save) is None
    qtbot.mouseClick(dialog.findChild(QCheckBox, "option:exact_range"), Qt.MouseButton.LeftButton)
    assert dialog.value("exact_range") is True
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Close), Qt.MouseButton.LeftButton)
    # The session refuses too, in words, and nothing is saved.
    refusals: list[str] = []
    window.session.rejected.connect(lambda _code, text: refusals.append(text))
    assert not window.session.edit(prep.set_options, {})
    assert refusals and "options are fixed" in refusals[0]
    assert repo.get_encounter(window.session.encounter_id).setup["options"] == {"exact_range": True}


SYSTEMS = list(RULESETS)  # every registered system, from the registry


@pytest.mark.parametrize("ruleset_id", SYSTEMS)
def test_every_system_shows_its_options_and_saves_a_changed_pair(
    ruleset_id, store, make_window, qtbot
) -> None:
    setup = importlib.import_module(f"gm_desk.rules.rulesets.{ruleset_id}.demo").demo_setup()
    campaign = repo.create_campaign("Campaign", ruleset_id)
    encounter_id = repo.create_encounter(campaign.id, setup["name"], ruleset_id, setup).id
    window = make_window()
    assert window.session.encounter_id == encounter_id
    dialog = open_options(window)
    options = get_ruleset(ruleset_id).options
    assert list(dialog.inputs) == list(options)
    flag = next(n for n, o in options.items() if isinstance(o.default, bool) and not o.choices)
    choice = next(n for n, o in options.items() if o.choices)
    qtbot.mouseClick(dialog.inputs[flag], Qt.MouseButton.LeftButton)
    combo = dialog.inputs[choice]
    combo.setFocus()
    last = options[choice].choices[-1] != options[choice].default  # else the first one differs
    qtbot.keyClick(combo, Qt.Key.Key_End if last else Qt.Key.Key_Home)
    expected = {flag: not options[flag].default, choice: options[choice].choices[-1 if last else 0]}
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert repo.get_encounter(encounter_id).setup["options"] == expected
    assert {n: window.session.state.options[n] for n in expected} == expected
