"""The player view through the real windows: it follows every command, undo and redo of a fight at once,
shows the order and the map, and never a Threat, a Retaliation or a hidden combatant before it is
revealed; the GM can freeze it; F11 makes it full screen."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsTextItem, QLabel, QListWidget, QWidget

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.events import Command
from gm_desk.store.connection import Store
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.player_view.window import PlayerWindow
from tests.rules.test_demos import _pick
from tests.rules.test_player_facts import secrets_of

HIDDEN_NAME = {"glowlands": "Glass Hound"}


def encounter_with_a_hidden_creature(rid: str) -> tuple[int, dict[str, Any], str]:
    setup = copy.deepcopy(demo_setup_for(rid))
    creature = [c for c in setup["combatants"] if c.get("kind") != "PC"][-1]
    creature["hidden"] = True
    campaign = repo.create_campaign(f"Player view {rid}", rid)
    repo.set_who_rolls(campaign.id, "app")  # GM Desk rolls every die: the test plays without typing
    encounter = repo.create_encounter(campaign.id, setup["name"], rid, setup)
    return encounter.id, setup, creature["name"]


def player_texts(view: PlayerWindow) -> list[str]:
    """Every text the player window shows: labels, list rows, tooltips, the map's words."""
    texts: list[str] = [view.windowTitle()]
    for widget in [view, *view.findChildren(QWidget)]:
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
    for item in view.scene.items():
        texts.append(item.toolTip())
        if isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
    return [t for t in texts if t]


def shown_order(window: MainWindow) -> list[str]:
    session = window.session
    assert session is not None
    state = session.state
    return [
        state.get(e.cid).name
        for e in session.ruleset.shown_order(state)
        if not state.get(e.cid).hidden and state.get(e.cid).status != "removed"
    ]


def check(window: MainWindow, view: PlayerWindow, secrets: list[str], hidden: str, when: str) -> None:
    session = window.session
    assert session is not None
    text = "\n".join(player_texts(view))
    for secret in secrets:
        assert secret not in text, f"{when}: the players read {secret!r}"
    assert "Threat" not in text, when
    hidden_now = any(c.name == hidden and c.hidden for c in session.state.combatants.values())
    if hidden_now:
        assert hidden not in text, f"{when}: the hidden {hidden} shows"
    rows = [view.order.item(i).text().lstrip("▶✓ ") for i in range(view.order.count())]
    assert rows == shown_order(window), when


@pytest.mark.parametrize("rid", ["glowlands", "teams", "cards"])
def test_the_player_view_follows_a_fight_and_keeps_its_secrets(
    qtbot: Any, store: Store, make_window: Any, rid: str
) -> None:
    encounter_id, setup, hidden = encounter_with_a_hidden_creature(rid)
    window = make_window()
    assert window.open_encounter(encounter_id)
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    assert view is not None and view.isVisible()
    secrets = secrets_of(setup)
    session = window.session
    check(window, view, secrets, hidden, "opened")
    acted: set[str] = set()
    steps = 0
    while steps < 40 and session.state.round < 2 and session.state.outcome is None:
        offered = [c for c in session.ruleset.legal_commands(session.state) if c.type != "gm.reveal"]
        actor = session.state.turn.actor if session.state.turn is not None else None
        outcome = session.submit(_pick(offered, acted, actor))
        assert outcome.ok, outcome.rejected
        steps += 1
        check(window, view, secrets, hidden, f"after command {steps}")
    assert steps >= 5
    for n in range(3):
        window.actions_.undo.trigger()
        check(window, view, secrets, hidden, f"after undo {n + 1}")
    for n in range(2):
        window.actions_.redo.trigger()
        check(window, view, secrets, hidden, f"after redo {n + 1}")
    creature = next(c for c in session.state.combatants.values() if c.name == hidden)
    if creature.hidden:  # (it may have stepped out of hiding to act already)
        assert hidden not in "\n".join(player_texts(view))
        assert session.submit(Command("gm.reveal", args={"cid": creature.id})).ok
    assert hidden in "\n".join(player_texts(view))  # revealed: now the players see it
    check(window, view, secrets, hidden, "revealed")


def test_a_frozen_player_view_waits_and_catches_up(qtbot: Any, store: Store, make_window: Any) -> None:
    encounter_id, _setup, _hidden = encounter_with_a_hidden_creature("glowlands")
    window = make_window()
    assert window.open_encounter(encounter_id)
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    before = view.round_label.text()
    window.player_view_actions.freeze.trigger()
    assert view.frozen_label.isVisibleTo(view)
    session = window.session
    acted: set[str] = set()
    while session.state.round < 1:  # the fight starts and initiative is rolled, while frozen
        actor = session.state.turn.actor if session.state.turn is not None else None
        assert session.submit(_pick(session.ruleset.legal_commands(session.state), acted, actor)).ok
    assert view.round_label.text() == before == "Before the fight"  # frozen: nothing moved
    assert view.order.count() == 0
    window.player_view_actions.freeze.trigger()
    assert not view.frozen_label.isVisibleTo(view)
    assert view.round_label.text() == "Round 1"  # unfrozen: caught up at once
    assert view.order.count() == len(shown_order(window)) > 0


def test_closing_the_player_view_unchecks_it_and_f11_toggles_full_screen(
    qtbot: Any, store: Store, make_window: Any
) -> None:
    encounter_id, _setup, _hidden = encounter_with_a_hidden_creature("glowlands")
    window = make_window()
    assert window.open_encounter(encounter_id)
    actions = window.player_view_actions
    actions.toggle.trigger()
    view = window.player_view.window
    assert actions.toggle.isChecked() and actions.freeze.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_F11)
    assert view.isFullScreen()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isFullScreen()
    view.close()
    assert not actions.toggle.isChecked() and window.player_view.window is None
    assert not actions.freeze.isEnabled()


def test_the_player_window_tells_tags_burning_zones_scene_events_and_the_clock(
    qtbot: Any, store: Store, make_window: Any
) -> None:
    setup = copy.deepcopy(demo_setup_for("marching"))
    setup["options"] = {**setup.get("options", {}), "frantic": True, "frantic_seconds": 5}
    zone = setup["zones"]["zones"][0]
    zone["tags"] = sorted({*zone.get("tags", []), "burning", "Slippery ice"})
    zone["hazard"] = {"tag": "burning", "damage": "1", "hook": "round_end", "rounds": 3}
    setup["scene_events"] = [
        {"id": "gong", "name": "The gong", "text": "A gong booms in the deep.", "when": "round_start"}
    ]
    campaign = repo.create_campaign("Player view words", "marching")
    repo.set_who_rolls(campaign.id, "app")
    encounter = repo.create_encounter(campaign.id, setup["name"], "marching", setup)
    window = make_window()
    assert window.open_encounter(encounter.id)
    window.player_view_actions.toggle.trigger()
    view = window.player_view.window
    text = "\n".join(player_texts(view))
    assert "burning, 3 rounds left" in text and "Slippery ice" in text
    assert not view.clock_label.isVisibleTo(view) and not view.scene_label.isVisibleTo(view)
    session = window.session
    acted: set[str] = set()
    while session.state.turn is None:
        actor = None
        assert session.submit(_pick(session.ruleset.legal_commands(session.state), acted, actor)).ok
    assert view.scene_label.isVisibleTo(view)
    assert view.scene_label.text() == "The gong: A gong booms in the deep."
    assert view.clock_label.isVisibleTo(view)
    assert view.clock_label.text().startswith("Frantic combat · ") and "5 seconds a step" in view.clock_label.text()
