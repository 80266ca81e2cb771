"""Blasts on the map (Faction Passing): "Blast attack here…" in a zone's menu presets the combat panel's
Action tab, and a blast that misses and deviates shows on the canvas (aimed zone, landed zone, arrow) for
a few seconds."""

from __future__ import annotations

from collections import deque
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command
from gm_desk.rules.presentation import BLAST_AIM
from gm_desk.rules.rulesets.factions import demo_setup
from gm_desk.store import repositories as repo
from gm_desk.store import seed_if_empty
from gm_desk.ui.combat.panel import ACTION_TAB
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.theme import colour
from gm_desk.ui.zone_canvas.blast_overlay import BLAST
from tests.conftest import BESTIARY_DIR
from tests.ui.conftest import start_fight

BLAST_HERE = "Blast attack here…"


@pytest.fixture
def window(qtbot: Any, store: Any) -> MainWindow:
    seed_if_empty(store, BESTIARY_DIR)
    win = MainWindow(store, dice=DiceBox(script=deque()))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def thrower(window: MainWindow) -> str:
    """The factions demo (road, ditch and treeline; road touches both) with the bestiary's Firepot
    Thrower in the treeline, played to the thrower's turn in round 1."""
    setup = demo_setup()
    campaign = repo.create_campaign("Red Hollow", "factions")
    assert window.open_encounter(repo.create_encounter(campaign.id, setup["name"], "factions", setup).id)
    firepot = repo.list_creatures("factions", text="Firepot Thrower")[0][0]
    window.add_creature(firepot, "trees")
    session = window.session
    (cid,) = [c.id for c in session.state.combatants.values() if c.name == "Bandit Firepot Thrower"]
    for cmd in (
        Command("next"),
        Command("factions.pass", args={"faction": "bandits"}),  # the ambush turn left unused
        Command("factions.first", args={"faction": "bandits", "by": "bandits"}),
        Command("factions.take_turn", cid),
    ):
        outcome = session.submit(cmd)
        assert outcome.ok, outcome.rejected
    assert session.state.actor == cid
    return cid


def entries(window: MainWindow, zone: str) -> dict[str, Any]:
    menu = window.canvas.map_scene.zone_menu_actions(window.canvas.map_scene.zones[zone])
    window._kept_menu = menu  # the actions live as long as their menu
    return {a.text(): a for a in menu.actions() if a.text()}


def pixel(window: MainWindow, at: QPointF) -> QColor:
    canvas = window.canvas
    return canvas.grab().toImage().pixelColor(canvas.mapFromScene(at))


def test_a_zone_menu_aims_the_throwers_blast_through_the_action_tab(window: MainWindow, thrower: str) -> None:
    found = entries(window, "ditch")
    assert BLAST_HERE in found
    act = found[BLAST_HERE]
    assert act.isEnabled() and act.toolTip() == "Bandit Firepot Thrower throws the Firepot at Ditch."
    window.combat.show_tab("Combatant")
    act.trigger()
    form = window.combat.action
    assert window.combat.tabs.tabText(window.combat.tabs.currentIndex()) == ACTION_TAB
    assert window.combat_dock.isVisible()
    assert form.command() == Command("factions.attack", thrower, {"weapon": "Firepot", "zone": "ditch"})
    assert list(form.dice) == ["to_hit"]  # two zones away, beyond half range: a WIT save to hit
    assert form.go.isEnabled()


def test_a_missed_blast_shows_where_it_was_aimed_and_where_it_landed(
    window: MainWindow, thrower: str, qtbot: Any
) -> None:
    overlay = window.blast_overlay
    overlay.set_shown_ms(300)
    scene = window.canvas.map_scene
    entries(window, "ditch")[BLAST_HERE].trigger()
    form = window.combat.action
    form.dice["to_hit"].enter_faces(20)  # WIT 9: a 20 misses
    assert list(form.dice) == ["to_hit", "deviation"]
    form.dice["deviation"].enter_faces(1)  # the ditch has one neighbour: the road
    outcome = form.submit()
    assert outcome.ok
    deviated = [e.data for e in outcome.events if e.type == "factions.Deviated"]
    assert deviated == [{"was": "ditch", "to": "road", "choices": ["road"]}]
    assert overlay.shown == ("ditch", "road") and overlay.isVisible()
    for zone in ("ditch", "road"):
        assert overlay.boundingRect().contains(scene.zones[zone].scene_rect())
    # Each zone is labelled just above it, the landed one in the blast colour.
    road = scene.zones["road"].scene_rect()
    label = overlay.label_rect("road")
    assert label.bottom() < road.top() and abs(label.center().x() - road.center().x()) < 1
    solid = QPointF(label.left() + 3, label.center().y())  # the label's rounded end, left of its text
    drawn, blast = pixel(window, solid), colour(BLAST)
    assert (
        max(
            abs(drawn.red() - blast.red()),
            abs(drawn.green() - blast.green()),
            abs(drawn.blue() - blast.blue()),
        )
        < 12
    )
    # The overlay takes no clicks: the map under it still answers.
    middle = (scene.zones["ditch"].scene_rect().center() + road.center()) / 2
    assert overlay not in scene.items(middle)
    assert scene.zone_at(road.center()) is scene.zones["road"]
    # A few seconds later it fades away.
    qtbot.waitUntil(lambda: overlay.shown is None and not overlay.isVisible(), timeout=3000)
    assert pixel(window, solid) != colour


def test_undo_takes_the_overlay_away_and_a_hit_shows_none(window: MainWindow, thrower: str) -> None:
    overlay = window.blast_overlay
    session = window.session
    miss = Command(
        "factions.attack", thrower, {"weapon": "Firepot", "zone": "ditch"}, {"to_hit": [20], "deviation": [1]}
    )
    assert session.submit(miss).ok
    assert overlay.shown == ("ditch", "road")
    window.actions_.undo.trigger()
    assert overlay.shown is None and not overlay.isVisible()
    hit = Command("factions.attack", thrower, {"weapon": "Firepot", "zone": "ditch"}, {"to_hit": [3]})
    outcome = session.submit(hit)
    assert outcome.ok and not any(e.type == "factions.Deviated" for e in outcome.events)
    assert overlay.shown is None


def test_the_entry_is_refused_where_the_rules_refuse(window: MainWindow, thrower: str) -> None:
    session = window.session
    assert session.submit(Command("factions.main", thrower, {"what": "interact"})).ok  # the main action spent
    act = entries(window, "road")[BLAST_HERE]
    assert not act.isEnabled()
    assert (
        act.toolTip()
        == session.encounter.check(
            Command("factions.attack", thrower, {"weapon": "Firepot", "zone": "road"})
        ).message
    )


def test_no_entry_without_a_blast_weapon_in_hand_or_outside_faction_passing(
    window: MainWindow, thrower: str, store: Any
) -> None:
    session = window.session
    assert session.submit(Command("end_turn", thrower)).ok
    assert session.submit(Command("factions.take_turn", "ada")).ok  # a sword: nothing to throw
    assert BLAST_HERE not in entries(window, "ditch")
    demo = repo.list_encounters(repo.list_campaigns()[0].id)[0].id  # the seeded glowlands demo
    assert window.open_encounter(demo)
    start_fight(window.session)
    assert BLAST_HERE not in entries(window, "yard")


def test_no_entry_in_prep(window: MainWindow) -> None:
    setup = demo_setup()
    campaign = repo.create_campaign("Red Hollow", "factions")
    assert window.open_encounter(repo.create_encounter(campaign.id, setup["name"], "factions", setup).id)
    assert window.session.in_prep
    assert BLAST_HERE not in entries(window, "road")


def test_a_blast_lost_off_the_map_marks_only_the_aimed_zone(window: MainWindow) -> None:
    setup = demo_setup()
    setup["zones"]["zones"].append({"id": "well", "name": "Old well", "tags": []})  # linked to nothing
    campaign = repo.create_campaign("Red Hollow", "factions")
    assert window.open_encounter(repo.create_encounter(campaign.id, setup["name"], "factions", setup).id)
    window.add_creature(repo.list_creatures("factions", text="Firepot Thrower")[0][0], "well")
    session = window.session
    (cid,) = [c.id for c in session.state.combatants.values() if c.name == "Bandit Firepot Thrower"]
    for cmd in (
        Command("next"),
        Command("factions.pass", args={"faction": "bandits"}),
        Command("factions.first", args={"faction": "bandits", "by": "bandits"}),
        Command("factions.take_turn", cid),
        Command(
            "factions.attack",
            cid,
            {"weapon": "Firepot", "zone": "well", "challenging": True},
            {"to_hit": [20]},
        ),
    ):
        outcome = session.submit(cmd)
        assert outcome.ok, outcome.rejected
    assert [e.data for e in outcome.events if e.type == "factions.Deviated"] == [{"was": "well", "to": None}]
    overlay = window.blast_overlay
    assert overlay.shown == ("well", None)
    label = overlay.label_rect("well")
    assert label.bottom() < window.canvas.map_scene.zones["well"].scene_rect().top()
    assert overlay.boundingRect().contains(label)
    colour = pixel(window, QPointF(label.left() + 3, label.center().y()))
    assert colour.red() > 150 and colour.green() < 90 and colour.blue() < 90  # the red of the aimed mark


def test_the_entry_follows_the_systems_blast_aim_feature(
    window: MainWindow, thrower: str, monkeypatch: Any
) -> None:
    """The menu asks the ruleset whether it aims blasts, not which system it is."""
    assert window.session.ruleset.presentation.shows(BLAST_AIM) and BLAST_HERE in entries(window, "ditch")
    monkeypatch.setattr(type(window.session.ruleset.presentation), "ui_features", frozenset())
    assert BLAST_HERE not in entries(window, "ditch")
    monkeypatch.setattr(type(window.session.ruleset.presentation), "ui_features", frozenset({BLAST_AIM}))
    assert entries(window, "ditch")[BLAST_HERE].isEnabled()
