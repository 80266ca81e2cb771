"""A library map keeps the picture under its zones: saved with the map, stamped into another encounter
with it, carried byte for byte in the map's TOML file, and refused with the file when it is hostile
(issue #31, item 1)."""

from __future__ import annotations

import base64
import tomllib
from pathlib import Path
from typing import Any

from gm_desk import store as repo
from gm_desk.rules.rulesets.teams.demo import demo_setup as teams_demo
from gm_desk.store import map_store
from gm_desk.ui.main_window import MainWindow
from tests.store.encounter_file_cases import data_file_digest
from tests.store.picture_files import battle_map_bytes, png_claiming
from tests.ui.test_map_library import open_library, save_through_menu

MAP = battle_map_bytes((1000, 700), "webp")


def pictured(window: MainWindow) -> dict[str, Any]:
    digest = repo.store_picture(MAP, "relay.webp").digest
    placement = {"digest": digest, "x": 10.0, "y": -20.0, "width": 1000.0, "opacity": 0.6, "locked": True}
    assert window.session.set_picture(placement, "Map picture")
    return placement


def test_a_saved_library_map_brings_its_picture_into_another_encounter(qtbot: Any, window: MainWindow) -> None:
    placement = pictured(window)
    save_through_menu(window, qtbot, "Dead Relay")
    (stored,) = map_store.list_maps()
    assert stored.map.picture == placement
    teams = repo.create_encounter(window.session.campaign_id, "Wall fight", "teams", teams_demo())
    assert window.open_encounter(teams.id)
    assert window.session.picture is None
    dialog = open_library(window)
    dialog.use_button.click()
    assert window.session.picture == placement
    assert window.canvas.map_scene.backdrop.isVisible()
    window.actions_.undo.trigger()  # the map and its picture go back in one step
    assert window.session.picture is None and "wall" in window.session.state.zones.zones


def test_a_map_file_carries_its_picture_byte_for_byte(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    placement = pictured(window)
    save_through_menu(window, qtbot, "Dead Relay")
    dialog = open_library(window)
    out = tmp_path / "relay.toml"
    assert dialog.export_file(out)
    document = tomllib.loads(out.read_text(encoding="utf-8"))
    assert document["picture"] == placement
    assert base64.b64decode(document["pictures"][placement["digest"]]["data"]) == MAP
    text = out.read_text(encoding="utf-8").replace('name = "Dead Relay"', 'name = "Relay copy"', 1)
    out.write_text(text, encoding="utf-8")
    assert dialog.import_file(out)
    copy = next(r for r in map_store.list_maps() if r.map.name == "Relay copy")
    assert copy.map.picture == placement and repo.picture_data(placement["digest"]) == MAP


def test_a_map_file_with_a_hostile_picture_is_refused_and_nothing_changes(
    qtbot: Any, window: MainWindow, tmp_path: Path, store: Any
) -> None:
    placement = pictured(window)
    save_through_menu(window, qtbot, "Dead Relay")
    dialog = open_library(window)
    out = tmp_path / "relay.toml"
    assert dialog.export_file(out)
    bomb = base64.b64encode(png_claiming(50_000, 50_000)).decode("ascii")
    text = out.read_text(encoding="utf-8").replace('name = "Dead Relay"', 'name = "Bomb"', 1)
    document = tomllib.loads(text)
    old = document["pictures"][placement["digest"]]["data"]
    out.write_text(text.replace(old, bomb), encoding="utf-8")
    window.session.flush()
    before = data_file_digest(store)
    assert not dialog.import_file(out)
    assert "relay.toml" in dialog.details.text() and "nothing was changed" in dialog.details.text()
    assert data_file_digest(store) == before
    assert [r.map.name for r in map_store.list_maps()] == ["Dead Relay"]
