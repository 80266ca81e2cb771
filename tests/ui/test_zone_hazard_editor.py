"""A zone's timed hazard through the real widgets: the zone menu's Hazard… editor in prep (its fields, its
refusals, a new tag, removal, undo), what the map shows of it, at the table the strike in the log and
"Put the hazard out" (logged, undoable), and the prep sheet's list of scene events and hazards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from gm_desk.rules import prep
from gm_desk.rules.live_hazards import live
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.zone_hazard_spec import ZoneHazard
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep_sheet_content import sheet_content
from gm_desk.ui.zone_canvas.hazard_editor import HazardDialog
from tests.ui.conftest import start_fight


def zone_action(window: MainWindow, zone_id: str, text: str):
    scene = window.canvas.map_scene
    menu = scene.zone_menu_actions(scene.zones[zone_id])
    found = [a for a in menu.actions() if a.text() == text]
    return menu, (found[0] if found else None)


def open_editor(window: MainWindow, zone_id: str) -> HazardDialog:
    _menu, action = zone_action(window, zone_id, "Hazard…")
    assert action is not None and action.isEnabled()
    action.trigger()
    dialog = window.canvas.map_scene.hazard_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def ok_button(dialog: HazardDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def retype(qtbot, field, text: str) -> None:
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Backspace)
    qtbot.keyClicks(field, text)


def test_the_hazard_editor_gives_the_trench_a_timed_effect_shown_on_the_map(
    qtbot, window: MainWindow
) -> None:
    session = window.session
    dialog = open_editor(window, "trench")
    # The Cable Trench carries the "hazard" tag: the effect is offered for it, with sensible defaults.
    assert dialog.tag.currentText() == "hazard" and dialog.damage.text() == "1d6"
    assert not dialog.remove_button.isVisible()
    retype(qtbot, dialog.damage, "2d4+1")
    dialog.hook.setCurrentIndex(dialog.hook.findData("round_start"))
    dialog.rounds.setValue(2)
    dialog.spread.setValue(25)
    assert (
        dialog.preview.text()
        == "Hazard: 2d4+1 damage at the start of each round, for 2 rounds, 25% to spread."
    )
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    trench = next(z for z in session.setup["zones"]["zones"] if z["id"] == "trench")
    assert trench["hazard"] == {
        "tag": "hazard",
        "damage": "2d4+1",
        "hook": "round_start",
        "rounds": 2,
        "spread": 25,
    }
    assert session.state.zones.zones["trench"].hazard == ZoneHazard("hazard", "2d4+1", "round_start", 2, 25)
    item = window.canvas.map_scene.zones["trench"]
    assert item.hazard_tag == "hazard"
    assert (
        "Hazard (hazard): 2d4+1 damage at the start of each round, for 2 rounds, 25% to spread"
        in item.toolTip()
    )
    session.undo_stack.undo()
    assert session.state.zones.zones["trench"].hazard is None and item.hazard_tag is None


def test_a_bad_damage_keeps_ok_off_and_a_new_tag_joins_the_zone(qtbot, window: MainWindow) -> None:
    session = window.session
    dialog = open_editor(window, "yard")
    assert dialog.tag.currentText() == "burning"  # the yard has no hazard tag: fire is suggested
    retype(qtbot, dialog.damage, "lots")
    assert not ok_button(dialog).isEnabled()
    assert dialog.problem_text() == 'The damage must be a number or dice such as 1d6+1, not the text "lots".'
    retype(qtbot, dialog.damage, "")
    assert dialog.problem_text() == "Type the damage it deals: a number or dice such as 1d6."
    retype(qtbot, dialog.damage, "3")
    dialog.tag.setCurrentText("acid")
    dialog.rounds.setValue(0)
    assert dialog.rounds.text() == "all fight (until put out)"
    assert ok_button(dialog).isEnabled()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    yard = next(z for z in session.setup["zones"]["zones"] if z["id"] == "yard")
    assert yard["tags"] == ["acid"]
    assert yard["hazard"] == {"tag": "acid", "damage": "3", "hook": "round_end", "spread": 0}
    # Opened again, the editor holds the hazard and offers to remove it (the tag stays).
    dialog = open_editor(window, "yard")
    assert (dialog.tag.currentText(), dialog.damage.text(), dialog.rounds.value()) == ("acid", "3", 0)
    assert dialog.remove_button.isVisible()
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    yard = next(z for z in session.setup["zones"]["zones"] if z["id"] == "yard")
    assert "hazard" not in yard and yard["tags"] == ["acid"]


def test_at_the_table_the_hazard_strikes_and_the_gm_puts_it_out(qtbot, window: MainWindow) -> None:
    session = window.session
    assert session.edit(prep.set_zone_hazard,
        "yard", {"tag": "burning", "damage": "2", "hook": "round_start", "rounds": 3}
    )
    start_fight(session)  # round 1 begins: the yard burns Haelon and the Caretaker
    lines = window.combat_log.lines()
    assert any("Hazard: burning in Relay Yard deals 2 to Haelon, Caretaker." in line for line in lines)
    item = window.canvas.map_scene.zones["yard"]
    assert item.hazard_tag == "burning" and "2 rounds left" in item.toolTip()
    _menu, editor = zone_action(window, "yard", "Hazard…")
    assert editor is not None and not editor.isEnabled()  # the map is fixed during the fight
    _menu, put_out = zone_action(window, "yard", "Put the hazard out")
    assert put_out is not None
    put_out.trigger()
    assert live(session.state) == {} and item.hazard_tag is None
    assert "Hazard: burning in Relay Yard is put out by the GM." in window.combat_log.lines()[-1]
    _menu, none_left = zone_action(window, "yard", "Put the hazard out")
    assert none_left is None
    session.undo()
    assert "yard" in live(session.state) and item.hazard_tag == "burning"


def test_the_prep_sheet_lists_the_scene_events_and_hazards_after_the_sides() -> None:
    setup = demo_setup()
    plain = sheet_content("Relay", setup, None)
    assert not any("Scene events and hazards" in s for s in plain.sections)
    setup["scene_events"] = [{"id": "b", "name": "Bridge", "text": "It creaks & sways.", "when": "round_end"}]
    trench = next(z for z in setup["zones"]["zones"] if z["id"] == "trench")
    trench["hazard"] = {"tag": "hazard", "damage": "1d4", "rounds": 2}
    content = sheet_content("Relay", setup, None)
    scene = content.sections[1]
    assert scene.startswith("<h2>Scene events and hazards</h2>")
    assert "<b>Bridge</b> <i>(at the end of round 1)</i>: It creaks &amp; sways." in scene
    assert "<b>Cable Trench</b> <i>(hazard)</i>: 1d4 damage at the end of each round, for 2 rounds" in scene
