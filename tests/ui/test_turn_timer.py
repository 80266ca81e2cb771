"""View ▸ Turn timer: off by default; on, the status bar says how long the current turn has run, read
from the log's times; the players see it (player window, shared page) only when the GM chooses; and it
never changes the fight or its log."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from typing import Any

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.player_facts import player_facts
from gm_desk.share.page import SharedView, view_html
from gm_desk.store.connection import Store
from gm_desk.ui.turn_timer import timer_words
from tests.rules.test_demos import _pick


def _encounter() -> int:
    campaign = repo.create_campaign("Timer", "glowlands")
    repo.set_who_rolls(campaign.id, "app")
    return repo.create_encounter(campaign.id, "Demo", "glowlands", demo_setup_for("glowlands")).id


def _into_a_turn(session: Any) -> None:
    """Play until someone's turn is running."""
    acted: set[str] = set()
    for _ in range(60):
        if session.state.turn is not None:
            return
        offered = [c for c in session.ruleset.legal_commands(session.state) if c.type != "gm.reveal"]
        assert session.submit(_pick(offered, acted, None)).ok
    raise AssertionError("no turn began")


def _rows(store: Store) -> list[tuple]:
    with sqlite3.connect(store.path) as connection:
        return connection.execute("SELECT seq, command, events, undone, made_at FROM encounter_entry").fetchall()


def test_the_timer_is_off_by_default_and_on_when_set_and_changes_nothing(
    qtbot: Any, store: Store, make_window: Any
) -> None:
    window = make_window()
    assert window.open_encounter(_encounter())
    _into_a_turn(window.session)
    timer, actions = window.turn_timer, window.turn_timer_actions
    assert not timer.on and not actions.toggle.isChecked() and not actions.players.isEnabled()
    assert timer.label.isHidden()
    assert window.session.state.turn is not None  # a turn is running

    rows, state = _rows(store), window.session.state.to_dict()
    actions.toggle.trigger()
    assert timer.on and timer.label.isVisible() and actions.players.isEnabled()
    assert timer.label.text().startswith("This turn: 0:0")
    qtbot.wait(1100)  # a tick or so
    assert timer.label.text().startswith("This turn: 0:0")
    assert _rows(store) == rows and window.session.state.to_dict() == state  # nothing written, nothing changed
    assert window.settings.value("turn_timer/on") in (True, "true")

    actions.toggle.trigger()
    assert not timer.on and timer.label.isHidden()


def test_players_see_the_timer_only_when_the_gm_chooses(qtbot: Any, store: Store, make_window: Any) -> None:
    window = make_window()
    assert window.open_encounter(_encounter())
    _into_a_turn(window.session)
    player = window.player_view.open()
    timer, actions = window.turn_timer, window.turn_timer_actions
    actions.toggle.trigger()
    assert timer.on and player.timer_label.isHidden()  # the GM's timer only
    assert timer.players_since(window.session) is None

    actions.players.trigger()
    qtbot.waitUntil(lambda: player.timer_label.isVisible())
    assert player.timer_label.text().startswith("This turn: ")
    since = timer.players_since(window.session)
    assert since is not None
    facts = player_facts(window.session.ruleset, window.session.state)
    assert 'id="turn-timer"' in view_html(SharedView(facts, turn_since=since))
    assert 'id="turn-timer"' not in view_html(SharedView(facts))
    assert 'id="turn-timer"' not in view_html(SharedView(facts, turn_since="not a time"))

    actions.players.trigger()  # taken back
    qtbot.waitUntil(lambda: player.timer_label.isHidden())
    assert timer.players_since(window.session) is None


def test_the_words() -> None:
    began = datetime(2026, 11, 27, 20, 0, tzinfo=UTC)
    assert timer_words(True, began, began + timedelta(seconds=65)) == "This turn: 1:05"
    assert timer_words(True, None) == "This turn: time unknown"
    assert timer_words(False, None) == "No turn running"
    assert timer_words(True, began, began + timedelta(hours=1, seconds=5)) == "This turn: 1:00:05"
