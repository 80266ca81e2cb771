"""Reinforcements through the real widgets, in each of the five systems (issue #31, item 4): a creature
is set to arrive later from its token's menu before the fight (it leaves the map, the Reinforcements box
lists it), it stays out of the player window and the shared page until its round brings it, then stands
in its zone on both maps with words in the log; Undo sends it back to waiting, unseen again. A hidden
one brought in with "Bring in now" stays hidden until revealed. Each system's join option is in the
options editor."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

from gm_desk.rules.arrival_book import waiting
from gm_desk.rules.events import Command
from gm_desk.rules.player_facts import player_facts
from gm_desk.share.page import SharedView, view_html
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.player_view.window import PlayerWindow
from tests.rules.test_demos import _pick
from tests.ui.battlefield.fight_kit import SYSTEMS, action, demo_encounter, live, log_texts, opened
from tests.ui.player_view.test_player_view import player_texts
from tests.ui.test_prep_options import open_options


def last_creature(window: MainWindow) -> tuple[str, str]:
    state = live(window).state
    c = [c for c in state.combatants.values() if c.kind == "NPC"][-1]
    return c.id, c.name


def player_window(window: MainWindow) -> PlayerWindow:
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    assert view is not None and view.isVisible()
    return view


def shared_page(window: MainWindow) -> str:
    """The shared web page's words, as the player view's controller would serve them now."""
    session = live(window)
    return view_html(SharedView(player_facts(session.ruleset, session.state)))


def seen(window: MainWindow, view: PlayerWindow, name: str) -> bool:
    on_window = name in "\n".join(player_texts(view))
    on_page = name in shared_page(window)
    assert on_window == on_page, f"{name}: the player window and the shared page disagree"
    return on_window


def play_until(window: MainWindow, done: Any, limit: int = 300) -> None:
    session = live(window)
    acted: set[str] = set()
    for _ in range(limit):
        if done() or session.state.outcome is not None:
            return
        offered = [c for c in session.ruleset.legal_commands(session.state) if not c.type.startswith("gm.")]
        actor = session.state.turn.actor if session.state.turn is not None else None
        outcome = session.submit(_pick(offered, acted, actor))
        assert outcome.ok, outcome.rejected


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_creature_set_to_arrive_in_round_2_is_unseen_until_then_and_undo_hides_it_again(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    window = opened(make_window, demo_encounter(rid))
    session, scene, box = live(window), window.canvas.map_scene, window.combat.reinforcements
    cid, name = last_creature(window)
    zone_id = session.state.get(cid).zone
    assert not box.isVisibleTo(window)
    menu = scene.token_menu_actions(scene.tokens[cid])
    action(menu, "Arrives later", "At the start of round 2").trigger()
    assert cid not in scene.tokens and cid not in session.state.combatants
    assert box.isVisibleTo(window)
    assert box.lines[cid].text().startswith(f"→ {name} arrives at the start of round 2 in ")
    assert box.buttons[cid].text() == "From the start"
    window.actions_.undo.trigger()
    assert cid in scene.tokens and not box.isVisibleTo(window)
    window.actions_.redo.trigger()
    assert cid not in scene.tokens
    view = player_window(window)
    play_until(window, lambda: session.state.started)
    assert box.buttons[cid].text() == "Bring in now"
    assert not seen(window, view, name)
    play_until(window, lambda: cid in session.state.combatants)
    assert session.state.round == 2 and cid in scene.tokens
    assert scene.zone_at(scene.tokens[cid].scenePos()).zone_id == zone_id
    zone = session.state.zones.zones[zone_id].name
    assert f"{name} arrives in {zone}." in log_texts(session)
    assert seen(window, view, name) and not box.isVisibleTo(window)
    window.actions_.undo.trigger()
    assert cid not in scene.tokens and [c.id for c in waiting(session.state)] == [cid]
    assert not seen(window, view, name) and box.isVisibleTo(window)
    window.actions_.redo.trigger()
    assert cid in scene.tokens and seen(window, view, name)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_hidden_reinforcement_brought_in_now_stays_hidden_until_revealed(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    def later(setup: dict[str, Any]) -> None:
        creature = [c for c in setup["combatants"] if c["kind"] == "NPC"][-1]
        creature["hidden"], creature["engaged"] = True, []
        for other in setup["combatants"]:
            other["engaged"] = [o for o in other.get("engaged") or [] if o != creature["id"]]
        creature["arrives"] = "later"
        setup["scene_events"] = [
            {"id": "later", "name": "The horn", "text": "More come.", "when": "round_start", "round": 4}
        ]

    window = opened(make_window, demo_encounter(rid, later))
    session, scene, box = live(window), window.canvas.map_scene, window.combat.reinforcements
    cid, name = next((c.id, c.name) for c in waiting(session.state))
    assert "(hidden)" in box.lines[cid].text() and "round 4" in box.lines[cid].text()
    view = player_window(window)
    play_until(window, lambda: session.state.turn is not None)
    qtbot.mouseClick(box.buttons[cid], Qt.MouseButton.LeftButton)
    assert cid in scene.tokens and scene.tokens[cid].look.hidden
    assert log_texts(session)[-1].startswith(f"{name} arrives")
    assert not seen(window, view, name)
    assert session.submit(Command("gm.reveal", args={"cid": cid})).ok
    assert seen(window, view, name)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_the_options_editor_shows_how_reinforcements_join_with_its_default(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    window = opened(make_window, demo_encounter(rid))
    dialog = open_options(window)
    title = dialog.findChild(QLabel, "optionTitle:arrivals")
    combo = dialog.findChild(QComboBox, "option:arrivals")
    assert title is not None and title.text() == "Reinforcements join the order"
    assert combo is not None and combo.count() == 2
    note = dialog.findChild(QLabel, "optionText:arrivals").text()
    assert f"Default: {combo.itemText(0)}" in note or f"Default: {combo.itemText(1)}" in note
    dialog.close()


@pytest.mark.parametrize("rid", ["glowlands", "marching"])
def test_the_prep_sheet_lists_a_reinforcement_as_arriving_later(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    from gm_desk.ui.prep_sheet_content import sheet_content

    window = opened(make_window, demo_encounter(rid))
    session, scene = live(window), window.canvas.map_scene
    cid, name = last_creature(window)
    action(scene.token_menu_actions(scene.tokens[cid]), "Arrives later", "At the start of round 3").trigger()
    text = "".join(sheet_content("Sheet", session.setup, session.layout).sections)
    assert f"{name} <span class=\"meta\">— NPC, arrives later, in " in text


def test_after_another_encounter_was_open_the_box_shows_only_the_open_ones_reinforcements(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    def later(setup: dict[str, Any]) -> None:
        creature = [c for c in setup["combatants"] if c["kind"] == "NPC"][-1]
        setup.update(prep_arrival(setup, creature["id"]))

    first = demo_encounter("factions", later)
    second = demo_encounter("teams")
    window = opened(make_window, first)
    box = window.combat.reinforcements
    assert box.isVisibleTo(window) and len(box.lines) == 1
    assert window.open_encounter(second)
    assert not box.isVisibleTo(window) and box.lines == {}
    assert window.open_encounter(first)
    assert box.isVisibleTo(window) and len(box.lines) == 1


def prep_arrival(setup: dict[str, Any], cid: str) -> dict[str, Any]:
    from gm_desk.rules import prep

    return prep.arrive_at_round(setup, cid, 3).setup
