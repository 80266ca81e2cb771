"""The main window as a GM meets it: the seeded demo opens, docks and menus are there with their
shortcuts, Space advances, refusals show in the status bar, the log reads and filters, files save,
window state stays in the data folder."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel

from gm_desk import __version__
from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.store.intake import encounter_file
from gm_desk.store.seed import DEMO_CAMPAIGN_NAME, seed_if_empty
from gm_desk.ui.about import AboutDialog
from gm_desk.ui.main_window import KEY_LAST, SETTINGS_FILE, MainWindow
from tests.ui.conftest import BESTIARY, start_fight


def test_opens_the_seeded_demo_campaign_with_its_zones_and_creatures(store, make_window) -> None:
    report = seed_if_empty(store, BESTIARY)
    assert report.seeded, report.reason
    window = make_window()
    encounter = repo.get_encounter(report.encounter_id)
    assert window.windowTitle() == f"GM Desk — {DEMO_CAMPAIGN_NAME} — {encounter.name}"
    scene = window.canvas.map_scene
    assert set(scene.zones) == {z["id"] for z in encounter.setup["zones"]["zones"]}
    creatures = {c["id"] for c in encounter.setup["combatants"] if c["kind"] == "NPC"}
    assert creatures and creatures <= set(scene.tokens)
    assert window.creature_count() == repo.count_creatures(encounter.ruleset) > 0
    assert window.initiative.prompt_label.text() == window.session.prompt().text
    assert window.combat_log.lines() == []


def test_docks_menus_and_shortcuts(window: MainWindow) -> None:
    assert window.initiative_dock.widget() is window.initiative
    assert window.bestiary_dock.widget() is window.bestiary
    assert window.log_dock.widget() is window.combat_log
    areas = {
        d.objectName(): window.dockWidgetArea(d)
        for d in (window.initiative_dock, window.bestiary_dock, window.log_dock)
    }
    assert areas == {
        "initiativeDock": Qt.DockWidgetArea.RightDockWidgetArea,
        "bestiaryDock": Qt.DockWidgetArea.LeftDockWidgetArea,
        "combatLogDock": Qt.DockWidgetArea.BottomDockWidgetArea,
    }
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "E&ncounter", "&View", "&Help"]
    acts = window.actions_
    shortcuts = {
        "quit": acts.quit.shortcut(),
        "undo": acts.undo.shortcut(),
        "fit": acts.fit.shortcut(),
        "zoom_out": acts.zoom_out.shortcut(),
        "next": acts.next.shortcut(),
    }
    assert shortcuts == {
        "quit": QKeySequence("Ctrl+Q"),
        "undo": QKeySequence(QKeySequence.StandardKey.Undo),
        "fit": QKeySequence("Ctrl+0"),
        "zoom_out": QKeySequence("Ctrl+-"),
        "next": QKeySequence(Qt.Key.Key_Space),
    }
    assert QKeySequence("Ctrl+Shift+Z") in acts.redo.shortcuts()
    assert QKeySequence("Ctrl+=") in acts.zoom_in.shortcuts()
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    toggles = [a.text() for a in view_menu.actions()][:4]
    assert toggles == ["Initiative", "Combat", "Bestiary", "Combat log"]
    view_menu.actions()[3].trigger()
    assert window.log_dock.isHidden()


def test_zoom_and_fit(window: MainWindow, qtbot) -> None:
    canvas = window.canvas
    fitted = canvas.zoom
    qtbot.keyClick(canvas, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert canvas.zoom > fitted
    qtbot.keyClick(canvas, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(canvas, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert canvas.zoom < fitted
    qtbot.keyClick(canvas, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert abs(canvas.zoom - fitted) < 1e-6
    assert canvas.mapToScene(canvas.viewport().rect()).boundingRect().contains(canvas.map_rect())


def test_space_advances_and_refusals_show_in_the_status_bar(window: MainWindow, qtbot) -> None:
    session = window.session
    qtbot.keyClick(window.canvas, Qt.Key.Key_Space)
    assert session.state.started and session.state.phase == "initiative"
    assert window.combat_log.lines()[0] == "The encounter begins."
    qtbot.keyClick(window.canvas, Qt.Key.Key_Space)
    assert window.statusBar().currentMessage() == "Waiting for initiative from Haelon, Brannoc, Ysolde."
    assert session.state.phase == "initiative"
    window.initiative.next_button.click()
    assert len(repo.load_log(session.encounter_id)) == 1


def test_the_initiative_panel_follows_the_fight(window: MainWindow) -> None:
    panel = window.initiative
    assert panel.round_label.text() == "Before the fight"
    start_fight(window.session)
    assert panel.round_label.text() == "Round 1"
    assert panel.phase_label.text() == "PC turns"
    rows = [panel.order.item(r).text() for r in range(panel.order.count())]
    assert rows[:3] == ["▶ Ysolde  ·  20", "   Haelon  ·  14", "   Brannoc  ·  7"]  # creatures follow the PCs
    assert panel.current_row() == 0
    action = window.combat.action
    assert action.pick("move", to="tower")
    action.go.click()
    assert window.session.state.get("ysolde").zone == "tower"
    panel.next_button.click()
    assert panel.current_row() == 1
    assert window.mode_label.text().startswith("Round 1 · Haelon's turn")


def test_the_combat_log_reads_and_filters(window: MainWindow) -> None:
    start_fight(window.session)
    log = window.combat_log
    lines = log.lines()
    assert lines[0] == "The encounter begins."
    assert "Ysolde rolls Skill Mastery: 1d20+5 [15] = 20." in lines
    assert lines[-1] == "Ysolde's turn."
    log.filter.setText("haelon")
    assert log.lines() == [line for line in lines if "haelon" in line.lower()]
    assert log.lines()
    log.filter.clear()
    window.actions_.undo.trigger()
    assert log.lines() == lines[: lines.index("Round 1 begins.")]


def test_save_encounter_file_writes_a_replayable_file(window: MainWindow, tmp_path: Path) -> None:
    start_fight(window.session)
    window.session.submit(Command("move", "ysolde", {"to": "tower"}))
    path = tmp_path / "relay.json"
    assert window.save_encounter_file(path)
    assert window.statusBar().currentMessage() == "Saved relay.json."
    loaded = encounter_file.load(path)
    assert loaded.state.to_dict() == window.session.state.to_dict()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file left behind


def test_an_encounter_file_that_cannot_be_written_is_reported_and_the_old_one_kept(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    path = tmp_path / "relay.json"
    path.write_text("the old file")

    def full_disk(fd: int) -> None:  # the new text is written, then the flush to disk fails
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    assert not window.save_encounter_file(path)
    assert window.statusBar().currentMessage() == "The file was not saved: No space left on device"
    assert path.read_text() == "the old file"
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")]


def test_the_bestiary_lists_searches_and_adds_to_the_encounter(
    window: MainWindow, qtmodeltester, qtbot
) -> None:
    repo.save_creature(repo_creature("Glass Hound"))
    repo.save_creature(repo_creature("Cinder Tick"))
    panel = window.bestiary
    panel.reload()
    assert window.creature_count() == 2
    qtmodeltester.check(panel.model)
    panel.search.setText("HOUND")
    assert window.creature_count() == 1
    window.canvas.map_scene.zones["gate"].setSelected(True)
    panel.table.selectRow(0)
    panel.add_button.click()
    joined = [c for c in window.session.state.combatants.values() if c.name == "Glass Hound 2"]
    assert len(joined) == 1 and joined[0].zone == "gate"
    assert joined[0].id in window.canvas.map_scene.tokens
    assert window.statusBar().currentMessage() == "Glass Hound 2 joins the encounter."
    window.actions_.undo.trigger()
    assert all(c.name != "Glass Hound 2" for c in window.session.state.combatants.values())


def repo_creature(name: str):
    from gm_desk.rules.rulesets.glowlands.demo import CREATURES
    from gm_desk.store.records import CreatureRecord

    stats = next(c["stats"] for c in CREATURES if c["name"] == "Glass Hound")
    return CreatureRecord(ruleset="glowlands", name=name, statblock=dict(stats), threat_lo=9, threat_hi=12)


def test_window_state_lives_in_the_data_folder(
    window: MainWindow, store, make_window, demo_encounter
) -> None:
    settings_path = Path(store.path).parent / SETTINGS_FILE
    other = repo.create_encounter(
        window.session.campaign_id, "Second fight", "glowlands", window.session.setup
    ).id
    assert window.open_encounter(other)
    assert window.windowTitle().endswith("— Second fight")
    # Not the default 1280x800, and within the offscreen screen (800 wide: a wider window is cut to it,
    # then grows back to its least width, which differs with the panels an encounter shows).
    size = (790, 540)
    window.resize(*size)
    window.close()
    assert settings_path.exists()
    assert int(QSettings(str(settings_path), QSettings.Format.IniFormat).value(KEY_LAST)) == other
    again = make_window()
    assert again.session.encounter_id == other
    assert (again.width(), again.height()) == (max(size[0], again.minimumSize().width()), size[1])


def test_each_encounter_has_its_own_undo_history(window: MainWindow, demo_encounter) -> None:
    start_fight(window.session)
    other = repo.create_encounter(
        window.session.campaign_id, "Second fight", "glowlands", window.session.setup
    ).id
    window.open_encounter(other)
    assert not window.actions_.undo.isEnabled()
    window.open_encounter(demo_encounter)
    assert window.actions_.undo.isEnabled()
    assert window.session.state.actor == "ysolde"


def test_a_message_about_one_fight_is_not_left_showing_over_the_next(window: MainWindow) -> None:
    session = window.session
    session.submit(Command("next"))
    session.submit(Command("next"))  # refused: initiative is still owed, and the status bar says so
    assert window.statusBar().currentMessage().startswith("Waiting for initiative")
    other = repo.create_encounter(
        window.session.campaign_id, "Second fight", "glowlands", window.session.setup
    )
    window.open_encounter(other.id)
    assert window.statusBar().currentMessage() == ""


def test_about_names_the_version(qtbot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert f"GM Desk {__version__}" in dialog.text.text()
    assert "<li>Threat & Retaliation</li>" in dialog.text.text()


def test_an_empty_data_file_opens_an_empty_desk(make_window) -> None:
    window = make_window()
    assert window.session is None
    assert window.windowTitle() == "GM Desk"
    assert window.creature_count() == 0
    assert not window.actions_.save_file.isEnabled()


def test_qt_calls_returning_none_do_not_wear_out_none(qtbot) -> None:
    """PySide6 6.12.0 on Python 3.11 corrupts None's refcount and aborts after a few thousand such calls."""
    label = QLabel()
    qtbot.addWidget(label)
    for i in range(20_000):
        label.setToolTip(f"tip {i % 7}")
    assert label.toolTip() == f"tip {19_999 % 7}"


def test_a_refusal_in_the_status_bar_goes_once_the_fight_moves_on(window) -> None:
    from tests.ui.conftest import start_fight

    session = window.session
    start_fight(session)  # Ysolde's turn
    refused = session.submit(Command("end_turn", "haelon"))
    assert not refused.ok
    assert window.statusBar().currentMessage() == refused.rejected.message
    window.statusBar().showMessage("Saved the encounter file.")  # someone else's message stays
    assert session.submit(Command("gm.note", args={"text": "the bridge creaks"})).ok
    assert window.statusBar().currentMessage() == "Saved the encounter file."
    session.submit(Command("end_turn", "haelon"))
    assert session.submit(Command("end_turn", "ysolde")).ok
    assert window.statusBar().currentMessage() == ""


def test_a_roll_to_type_is_asked_by_its_panel_not_shouted_in_the_status_bar(window) -> None:
    from gm_desk.store.campaigns import set_who_rolls

    session = window.session
    assert session.submit(Command("next")).ok
    set_who_rolls(session.campaign_id, "players")
    outcome = session.submit(Command("glowlands.initiative", args={"cid": "haelon"}))
    assert outcome.rejected is not None and outcome.rejected.code == "ROLL_NEEDED"
    assert window.statusBar().currentMessage() == ""


def _in_view(widget) -> bool:
    """Whether the GM can see all of `widget` in the window without scrolling anything."""
    return widget.isVisible() and widget.visibleRegion().boundingRect().size() == widget.size()


def test_at_1280x800_the_initiative_rows_and_then_the_d20_and_attack_button_are_in_view(
    window, qtbot
) -> None:
    window.resize(1280, 800)
    qtbot.wait(50)
    panel, attack = window.initiative, window.combat.attack
    qtbot.keyClick(panel.order, Qt.Key.Key_Space)  # start: initiative is typed in the panel
    # The panel lays its new rows out through queued events: on a busy machine that takes a moment.
    qtbot.waitUntil(lambda: all(_in_view(panel.entry.field(cid)) for cid in ("haelon", "brannoc", "ysolde")))
    for cid, face in (("haelon", 14), ("brannoc", 3), ("ysolde", 2)):
        panel.entry.field(cid).enter_faces(face)
    panel.entry.all_button.click()
    qtbot.keyClick(panel.order, Qt.Key.Key_Space)  # round 1: Haelon's turn
    window.combat.show_tab("Attack")
    assert window.session.state.actor == "haelon"
    qtbot.waitUntil(lambda: _in_view(attack.roll.input) and _in_view(attack.attack_button))
