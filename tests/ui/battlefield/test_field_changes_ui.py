"""The field changes mid-fight through the zone canvas, in each of the five systems (issue #31, item 3):
a link removed from a zone's menu or with Delete, a zone made with a double click and linked in, a zone
given cover; each logged in words, undone and redone with the window's Undo and Redo, and found again
by a second window on the same data file (the log replayed, nothing asked). The shading of a selected
token follows the new map at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from gm_desk.ui.main_window import MainWindow
from tests.ui.battlefield.fight_kit import (
    SYSTEMS,
    action,
    demo_encounter,
    live,
    log_texts,
    opened,
    play_to_a_turn,
)
from tests.ui.conftest import double_click


def linked_pair(window: MainWindow) -> tuple[str, str]:
    """Two linked zones, the first with a token in it (sorted, so each run takes the same)."""
    state = live(window).state
    held = {c.zone for c in state.combatants.values() if c.zone is not None}
    return next(
        (a, b) for a, b in sorted(tuple(sorted(pair)) for pair in state.zones.links) if a in held or b in held
    )


def name(window: MainWindow, zone_id: str) -> str:
    return live(window).state.zones.zones[zone_id].name


def replayed_map(make_window: Any, encounter_id: int) -> tuple[set[frozenset[str]], dict[str, frozenset[str]]]:
    """The map a second window finds on the same data file (the fight replayed from its log)."""
    other = opened(make_window, encounter_id)
    zmap = live(other).state.zones
    found = set(zmap.links), {zid: z.tags for zid, z in zmap.zones.items()}
    other.close()
    return found


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_link_removed_from_the_zone_menu_is_logged_undone_redone_and_replayed(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    encounter_id = demo_encounter(rid)
    window = opened(make_window, encounter_id)
    play_to_a_turn(window)
    session, scene = live(window), window.canvas.map_scene
    a, b = linked_pair(window)
    menu = scene.zone_menu_actions(scene.zones[a])
    assert not action(menu, "Rename…").isEnabled() and not action(menu, "Delete zone").isEnabled()
    action(menu, "Unlink from", name(window, b)).trigger()
    pair = frozenset((a, b))
    assert pair not in scene.links and pair not in session.state.zones.links
    assert log_texts(session)[-1] == f"The map changes: {name(window, a)} and {name(window, b)} no longer touch."
    assert session.undo_stack.undoText() == f"The map changes: {name(window, a)} and {name(window, b)} no longer touch"
    assert replayed_map(make_window, encounter_id)[0] == set(session.state.zones.links)
    window.actions_.undo.trigger()
    assert pair in scene.links and pair in session.state.zones.links
    window.actions_.redo.trigger()
    assert pair not in scene.links
    # The zone menu now offers the link back, and it is a command of its own.
    action(scene.zone_menu_actions(scene.zones[a]), "Link to", name(window, b)).trigger()
    assert pair in scene.links
    assert log_texts(session)[-1] == f"The map changes: {name(window, a)} and {name(window, b)} now touch."


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_zone_made_with_a_double_click_mid_fight_is_linked_in_and_undone_in_steps(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    encounter_id = demo_encounter(rid)
    window = opened(make_window, encounter_id)
    play_to_a_turn(window)
    session, scene, view = live(window), window.canvas.map_scene, window.canvas
    before = set(scene.zones)
    free = scene.itemsBoundingRect().bottomRight() + QPointF(160, 160)
    double_click(view, free)
    made = set(scene.zones) - before
    assert len(made) == 1
    zone_id = made.pop()
    assert scene.zones[zone_id].scene_rect().contains(free)
    zone_name = name(window, zone_id)
    assert log_texts(session)[-1] == f"The map changes: a new zone, {zone_name}."
    home = next(iter(sorted(before)))
    action(scene.zone_menu_actions(scene.zones[zone_id]), "Link to", name(window, home)).trigger()
    assert frozenset((home, zone_id)) in scene.links
    assert zone_id in replayed_map(make_window, encounter_id)[1]
    window.actions_.undo.trigger()
    assert frozenset((home, zone_id)) not in scene.links and zone_id in scene.zones
    window.actions_.undo.trigger()
    assert zone_id not in scene.zones and zone_id not in session.state.zones.zones
    window.actions_.redo.trigger()
    window.actions_.redo.trigger()
    assert frozenset((home, zone_id)) in scene.links
    assert scene.zones[zone_id].scene_rect().contains(free)  # the redone zone stands where it was made


@pytest.mark.parametrize("rid", SYSTEMS)
def test_cover_given_from_the_terrain_menu_is_on_the_zone_and_in_the_replay(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    encounter_id = demo_encounter(rid)
    window = opened(make_window, encounter_id)
    play_to_a_turn(window)
    session, scene = live(window), window.canvas.map_scene
    zone_id = next(z for z, item in sorted(scene.zones.items()) if "cover" not in item.tags)
    action(scene.zone_menu_actions(scene.zones[zone_id]), "Terrain", "Cover").trigger()
    assert "cover" in scene.zones[zone_id].tags and "cover" in session.state.zones.zones[zone_id].tags
    assert log_texts(session)[-1] == f"The map changes: {name(window, zone_id)} is now marked cover."
    assert "cover" in replayed_map(make_window, encounter_id)[1][zone_id]
    window.actions_.undo.trigger()
    assert "cover" not in scene.zones[zone_id].tags
    window.actions_.redo.trigger()
    assert "cover" in scene.zones[zone_id].tags


@pytest.mark.parametrize("rid", ["glowlands", "cards"])
def test_delete_on_a_selected_link_cuts_it_and_a_selected_tokens_shading_follows(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    window = opened(make_window, demo_encounter(rid))
    play_to_a_turn(window)
    session, scene, view = live(window), window.canvas.map_scene, window.canvas
    actor = session.state.actor
    assert actor is not None
    home = session.state.get(actor).zone
    assert home is not None
    near = sorted(session.state.zones.neighbours(home))[0]
    scene.tokens[actor].setSelected(True)
    assert scene.zones[near].hops == 1
    scene.clearSelection()
    scene.links[frozenset((home, near))].setSelected(True)
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Delete)
    assert frozenset((home, near)) not in session.state.zones.links
    scene.tokens[actor].setSelected(True)
    assert scene.zones[near].hops != 1  # farther now, or out of reach
    window.actions_.undo.trigger()
    assert scene.zones[near].hops == 1  # the shading follows the undone map at once


@pytest.mark.parametrize("rid", ["teams", "marching"])
def test_the_player_window_follows_a_zone_made_and_unmade_mid_fight(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    from tests.ui.player_view.test_player_view import player_texts

    window = opened(make_window, demo_encounter(rid))
    play_to_a_turn(window)
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    assert view is not None
    scene = window.canvas.map_scene
    before = set(scene.zones)
    double_click(window.canvas, scene.itemsBoundingRect().bottomRight() + QPointF(160, 160))
    (zone_id,) = set(scene.zones) - before
    zone_name = name(window, zone_id)
    assert zone_name in player_texts(view)
    window.actions_.undo.trigger()
    assert zone_name not in player_texts(view)
