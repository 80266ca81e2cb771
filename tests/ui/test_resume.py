"""Resume: a fight left running (the window closed or the app killed without ending it) reopens exactly
where it stood, with a banner over the map offering to resume it or to open another encounter."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.store import seed_if_empty
from gm_desk.ui.encounter_picker import EncounterPicker
from gm_desk.ui.main_window import KEY_LAST, SETTINGS_FILE, MainWindow
from gm_desk.ui.resume import ResumeBanner
from tests.conftest import BESTIARY_DIR
from tests.ui.conftest import start_fight


@pytest.fixture
def seeded(store: Any) -> Any:
    report = seed_if_empty(store, BESTIARY_DIR)
    assert report.seeded
    return report


@pytest.fixture
def open_window(qtbot: Any, store: Any, seeded: Any):
    def make() -> MainWindow:
        window = MainWindow(store, dice=DiceBox(script=deque()))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def leave_mid_fight(window: MainWindow) -> dict[str, Any]:
    """Fight into round 1, move twice, take one move back, and close the window as a GM might; what
    the table looked like at that moment."""
    session = window.session
    start_fight(session)
    assert session.submit(Command("move", "ysolde", {"to": "yard"})).ok
    assert session.submit(Command("move", "ysolde", {"to": "gate"})).ok
    window.actions_.undo.trigger()
    seen = {
        "state": session.state.to_dict(),
        "log": window.combat_log.lines(),
        "steps": window.history.steps(),
        "encounter": session.encounter_id,
    }
    window.close()
    return seen


def banner(window: MainWindow) -> ResumeBanner | None:
    found = window.canvas.findChild(ResumeBanner)
    return found if found is not None and found.isVisible() else None


def test_reopening_offers_to_resume_exactly_where_the_fight_stood(open_window) -> None:
    before = leave_mid_fight(open_window())
    window = open_window()
    session = window.session
    assert session.encounter_id == before["encounter"]
    offer = banner(window)
    assert offer is not None and offer is window.resume_banner
    assert offer.text.text() == "Resume Ambush at the Dead Relay — round 1, Ysolde's turn?"
    assert [offer.resume_button.text(), offer.other_button.text()] == ["Resume", "Open another…"]
    assert session.state.to_dict() == before["state"]
    assert session.state.get("ysolde").zone == "yard"
    assert window.combat_log.lines() == before["log"]
    # The undone move is still there to redo (a step undone before the close is named by its command).
    assert window.history.steps() == [*before["steps"][:-1], "move"]
    assert window.history.current_row() == len(before["steps"]) - 2
    assert window.actions_.redo.isEnabled()
    # A strip along the top of the map, which gives it room: no zone hides under it.
    canvas = window.canvas
    assert offer.geometry().topLeft().isNull() and offer.width() == canvas.width()
    assert canvas.viewport().geometry().top() == offer.height() > 0

    offer.resume_button.click()
    assert banner(window) is None
    assert canvas.viewport().geometry().top() == 0
    assert (
        window.statusBar().currentMessage() == "Resumed Ambush at the Dead Relay at round 1, Ysolde's turn."
    )
    window.actions_.redo.trigger()  # carrying on: the undone move is still there to redo
    assert session.state.get("ysolde").zone == "gate"


def test_open_another_shows_the_picker_and_the_offer_goes_with_the_old_encounter(open_window, seeded) -> None:
    leave_mid_fight(open_window())
    campaign = repo.get_campaign(seeded.campaign_id)
    other = repo.create_encounter(campaign.id, "Quiet road", campaign.ruleset, repo.get_encounter(1).setup).id
    window = open_window()
    offer = banner(window)
    assert offer is not None

    def choose_quiet_road() -> None:
        picker = QApplication.activeModalWidget()
        assert isinstance(picker, EncounterPicker)
        top = picker.tree.topLevelItem(0)
        item = next(top.child(i) for i in range(top.childCount()) if top.child(i).text(0) == "Quiet road")
        picker.tree.setCurrentItem(item)
        picker._accept()

    QTimer.singleShot(0, choose_quiet_road)
    offer.other_button.click()
    assert window.session.encounter_id == other
    assert banner(window) is None


def test_the_offer_goes_once_the_gm_carries_on(open_window) -> None:
    leave_mid_fight(open_window())
    window = open_window()
    assert banner(window) is not None
    assert window.session.submit(Command("move", "ysolde", {"to": "gate"})).ok
    assert banner(window) is None


def test_no_offer_for_a_fight_in_prep_or_over(open_window) -> None:
    window = open_window()  # the demo, never started
    assert window.session is not None and window.resume_banner is None and banner(window) is None
    start_fight(window.session)
    assert window.session.submit(Command("gm.end", args={"result": "victory"})).ok
    window.close()
    again = open_window()
    assert again.session.state.outcome is not None
    assert again.resume_banner is None and banner(again) is None


def test_without_saved_settings_the_running_fight_is_found(open_window, seeded, store) -> None:
    # A second campaign's fight left running; the window's settings file lost (never synced, deleted).
    setup = repo.get_encounter(seeded.encounter_id).setup
    campaign = repo.create_campaign("Second table", "glowlands")
    running = repo.create_encounter(campaign.id, "Night watch", "glowlands", setup).id
    window = open_window()
    assert window.open_encounter(running)
    start_fight(window.session)
    assert repo.get_encounter(running).status == "running"
    before = window.session.state.to_dict()
    window.close()
    settings = Path(store.path).parent / SETTINGS_FILE
    settings.unlink()
    again = open_window()
    assert again.session.encounter_id == running
    assert again.session.state.to_dict() == before
    assert banner(again).text.text() == "Resume Night watch — round 1, Ysolde's turn?"
    assert again.settings.value(KEY_LAST) == running


def test_the_offer_says_what_the_table_was_asked_when_nobody_holds_a_turn(open_window) -> None:
    window = open_window()
    assert window.session.submit(Command("next")).ok  # initiative: the table is asked for rolls
    assert window.session.prompt().text.startswith("Each PC rolls Skill Mastery (waiting for ")
    window.close()
    again = open_window()
    assert (
        banner(again).text.text()
        == "Resume Ambush at the Dead Relay — before round 1, each PC rolls Skill Mastery?"
    )
