"""The map library through the real widgets: Encounter ▸ Save map to library… stores the open encounter's
zones, links, tags and places; Encounter ▸ Use a map from the library… stamps a map into an encounter of
another system (the engine's zones are the map's, the lost are moved and named), and the dialog imports
and exports maps as TOML, refusing a hostile file in words."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QLineEdit

from gm_desk.rules.rulesets.teams.demo import demo_setup as teams_demo
from gm_desk.store import map_store
from gm_desk.store import repositories as repo
from gm_desk.ui.prep.map_library import MapLibraryDialog
from tests.ui.conftest import start_fight
from tests.ui.test_encounter_files_ui import menu_action

GLOW_ZONES = ["yard", "rubble", "pylon", "trench", "gate", "tower"]


def save_through_menu(window, qtbot, name: str) -> None:
    menu_action(window, "E&ncounter", "Save &map to library…").trigger()
    (ask,) = [d for d in window.findChildren(QInputDialog, "saveMapDialog") if d.isVisible()]
    field = ask.findChild(QLineEdit)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, name)
    qtbot.mouseClick(
        ask.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def open_library(window) -> MapLibraryDialog:
    action = menu_action(window, "E&ncounter", "Use a map from the &library…")
    assert action.isEnabled()
    action.trigger()
    dialog = window.findChild(MapLibraryDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_saved_map_is_stamped_into_an_encounter_of_another_system(window, qtbot) -> None:
    moved_rect = [1000.0, 40.0, 300.0, 200.0]
    window.session.layout["zones"]["tower"] = list(moved_rect)  # as a drag on the canvas leaves it
    save_through_menu(window, qtbot, "Dead Relay")
    assert window.statusBar().currentMessage() == "Saved the map Dead Relay (6 zones) to the library."
    (stored,) = map_store.list_maps()
    assert stored.map.zone_ids() == GLOW_ZONES and stored.map.rects["tower"] == moved_rect

    teams = repo.create_encounter(window.session.campaign_id, "Wall fight", "teams", teams_demo())
    assert window.open_encounter(teams.id)
    assert window.session.state.ruleset == "teams"
    dialog = open_library(window)
    assert [dialog.maps.item(i).text() for i in range(dialog.maps.count())] == ["Dead Relay"]
    assert dialog.details.text() == "6 zones, 7 links; tags: cover, dark, difficult, hazard."
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)

    state = window.session.state
    assert list(state.zones.zones) == GLOW_ZONES
    assert state.zones.zones["trench"].name == "Cable Trench"
    where = {c.name: c.zone for c in state.combatants.values()}
    assert where == {"Boudica": "gate", "Petra": "yard", "Gate Guard": "gate", "Sentry": "yard"}
    message = window.statusBar().currentMessage()
    assert message == (
        "'Wall fight' now uses the map Dead Relay. "
        "Moved to Relay Yard (their zone is not on this map): Sentry (was in wall)."
    )
    saved = repo.get_encounter(teams.id)
    assert [z["id"] for z in saved.setup["zones"]["zones"]] == GLOW_ZONES
    assert saved.layout["zones"]["tower"] == moved_rect
    window.undo_group.activeStack().undo()  # one undo step gives the old map back
    assert list(window.session.state.zones.zones) == ["gate", "yard", "wall"]


def test_the_dialog_exports_and_imports_toml_and_refuses_a_hostile_file(
    window, qtbot, tmp_path: Path
) -> None:
    save_through_menu(window, qtbot, "Dead Relay")
    dialog = open_library(window)
    out = tmp_path / "relay.toml"
    assert dialog.export_file(out)
    assert dialog.details.text() == "Exported Dead Relay to relay.toml."
    text = out.read_text(encoding="utf-8")
    out.write_text(text.replace('name = "Dead Relay"', 'name = "Relay copy"', 1), encoding="utf-8")
    assert dialog.import_file(out)
    assert [dialog.maps.item(i).text() for i in range(dialog.maps.count())] == ["Dead Relay", "Relay copy"]
    assert dialog.picked().map.zones == map_store.list_maps()[0].map.zones

    hostile = tmp_path / "hostile.toml"
    hostile_text = text.replace('name = "Dead Relay"', 'name = "Hostile"', 1).replace(
        'id = "tower"', 'id = "moon"'
    )
    hostile.write_text(hostile_text, encoding="utf-8")
    assert not dialog.import_file(hostile)
    assert dialog.details.text().startswith("hostile.toml: links[")
    assert "must be the id of a zone listed above" in dialog.details.text()
    assert dialog.maps.count() == 2


def test_a_started_fight_keeps_its_map(window, qtbot) -> None:
    save_through_menu(window, qtbot, "Dead Relay")
    start_fight(window.session)
    assert not menu_action(window, "E&ncounter", "Use a map from the &library…").isEnabled()
    assert menu_action(window, "E&ncounter", "Save &map to library…").isEnabled()


def test_a_name_the_library_has_or_no_name_is_refused_in_words(window, qtbot) -> None:
    save_through_menu(window, qtbot, "Dead Relay")
    save_through_menu(window, qtbot, "dead relay")
    assert window.statusBar().currentMessage() == "The library already has a map named 'Dead Relay'."
    save_through_menu(window, qtbot, "   ")
    assert window.statusBar().currentMessage().endswith("name: must not be empty")
    assert [m.map.name for m in map_store.list_maps()] == ["Dead Relay"]
