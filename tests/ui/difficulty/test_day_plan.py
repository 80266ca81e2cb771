"""Campaigns ▸ Plan a day…: a campaign's encounters fought in a row, planned and played from the app.

The day is the rules tests' factions chain (tests/rules/test_difficulty_day.py): "The long march" wears the
party down, "The gate" is then lost more often. Measured with seed 1 over 12 days: 3 days survived with
everything carried over, 8 with a full rest between the fights. The dialog runs in the real worker
process on a real data file; its report is compared with `simulate_day` run here on the same setups.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QPushButton

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.day import FULL_REST, TRACKS, simulate_day
from gm_desk.rules.i18n import percent
from gm_desk.store import repositories as repo
from gm_desk.ui import theme
from gm_desk.ui.campaigns import CampaignDialog
from gm_desk.ui.campaigns.day_plan import DayPlanDialog
from gm_desk.ui.campaigns.day_report import BREAKING
from gm_desk.ui.difficulty.worker import live_runs
from gm_desk.ui.i18n import use_language
from gm_desk.ui.theme import colour
from tests.rules.test_difficulty_day import chain

DAYS, SEED = 12, 1


def make_campaign(*setups: dict, ruleset: str = "factions") -> int:
    campaign = repo.create_campaign("The long road", ruleset)
    for setup in setups:
        repo.create_encounter(campaign.id, setup["name"], setup["ruleset"], setup)
    return campaign.id


def plan(qtbot, campaign_id: int) -> DayPlanDialog:
    campaigns = CampaignDialog()
    qtbot.addWidget(campaigns)
    manager = campaigns.manager
    manager.reload(campaign_id)
    assert manager.plan_day_button.text() == "Plan a &day…" and manager.plan_day_button.isEnabled()
    campaigns.show()
    qtbot.mouseClick(manager.plan_day_button, Qt.MouseButton.LeftButton)
    dialog = manager.findChild(DayPlanDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    return dialog


def click_box(qtbot, box: QCheckBox) -> None:
    """A click on the box's tick mark, where a GM clicks (its middle may be past the end of its words)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def run_and_wait(qtbot, dialog: DayPlanDialog) -> None:
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running
    qtbot.waitUntil(lambda: not dialog.running, timeout=60000)
    assert dialog.report_view.report is not None, dialog.status.text()


def table(dialog: DayPlanDialog) -> list[list[str]]:
    view = dialog.report_view.table
    return [[view.item(r, c).text() for c in range(view.columnCount())] for r in range(view.rowCount())]


def test_the_dialog_plays_a_two_fight_day_as_simulate_day_does(qtbot, store) -> None:
    first, second = chain("factions")
    dialog = plan(qtbot, make_campaign(first, second))
    assert "The long road" in dialog.windowTitle()
    assert [i.checkState() == Qt.CheckState.Checked for i in dialog.chosen()] == [True, True]
    assert dialog.days.value() == 200 and dialog.rests.rests() == {}  # by default nothing recovers
    dialog.days.setValue(DAYS)
    dialog.seed.setValue(SEED)
    run_and_wait(qtbot, dialog)
    expected = simulate_day([first, second], days=DAYS, seed=SEED)
    assert dialog.report_view.report == expected
    assert dialog.progress.value() == DAYS and dialog.progress.text() == f"{DAYS} of {DAYS} days"
    rows = table(dialog)
    assert rows == [
        [
            f"1. {expected.fights[0].name}",
            *(str(n) for n in (12, 9, 3, 0)),
            "No rest: everything carries over",
        ],
        [
            f"2. {expected.fights[1].name} — likely breaking point",
            *(str(n) for n in (9, 3, 6, 0)),
            "End of the day",
        ],
    ]
    assert [f.reached for f in expected.fights] == [12, 9] and expected.survived == 3 and expected.breaking_point == 1
    view = dialog.report_view
    assert view.table.item(1, 0).background().color() == colour(BREAKING)
    assert view.table.item(0, 0).background().color() != colour(BREAKING)
    assert view.table.item(1, 3).font().bold() and not view.table.item(0, 3).font().bold()
    assert "25% of 12 simulated days" in view.survival.text()
    lo, hi = expected.survival_interval
    assert f"95% interval {percent(lo)} to {percent(hi)}" in view.survival.text()
    assert view.breaking.text().startswith("Likely breaking point: fight 2, “The gate”: 6 of the 9 days")
    assert dialog.tabs.currentWidget() is view


def test_a_rest_chosen_in_the_dialog_reaches_the_day(qtbot, store) -> None:
    first, second = chain("factions")
    dialog = plan(qtbot, make_campaign(first, second))
    dialog.days.setValue(DAYS)
    dialog.seed.setValue(SEED)
    ((rest, parts),) = dialog.rests.boxes
    gaps = [label.text() for label in dialog.rests.findChildren(QLabel, "gapLabel") if label.isVisibleTo(dialog)]
    assert gaps == ["After “The long march”, before “The gate”:"]
    assert rest.checkState() == Qt.CheckState.Unchecked and not any(b.isChecked() for b in parts.values())
    click_box(qtbot, rest)  # a full rest: all three recover
    assert rest.checkState() == Qt.CheckState.Checked and all(b.isChecked() for b in parts.values())
    assert dialog.rests.rests() == {0: FULL_REST}
    run_and_wait(qtbot, dialog)
    rested = dialog.report_view.report
    assert rested == simulate_day([first, second], days=DAYS, seed=SEED, rests={0: FULL_REST})
    tired = simulate_day([first, second], days=DAYS, seed=SEED)
    assert (tired.survived, rested.survived) == (3, 8)  # the rest is what saves five days
    assert table(dialog)[0][-1] == "A full rest: everything recovers"
    # only some recover: the rest's box is half-ticked, and what is ticked is what the day gets
    click_box(qtbot, rest)
    assert dialog.rests.rests() == {}
    parts[TRACKS].click()
    assert rest.checkState() == Qt.CheckState.PartiallyChecked
    assert dialog.rests.rests() == {0: frozenset({TRACKS})}
    run_and_wait(qtbot, dialog)
    assert dialog.report_view.report.rests == ((0, (TRACKS,)),)
    assert table(dialog)[0][-1] == "A rest: tracks (Strain, wounds, health, hit points, harm) back to their start"


def test_a_rest_stays_with_the_fight_it_follows_when_the_day_is_reordered(qtbot, store) -> None:
    first, second = chain("factions")
    third = demo_setup_for("factions")
    third["name"] = "The road home"
    dialog = plan(qtbot, make_campaign(first, second, third))
    first_rest, _ = dialog.rests.boxes[0]
    first_rest.click()
    assert dialog.rests.rests() == {0: FULL_REST}
    dialog.fights.setCurrentRow(0)
    qtbot.mouseClick(dialog.down_button, Qt.MouseButton.LeftButton)  # The gate, The long march, The road home
    assert [i.data(Qt.ItemDataRole.UserRole + 3) for i in dialog.chosen()] == ["The gate", "The long march", "The road home"]
    assert dialog.rests.rests() == {1: FULL_REST}
    assert dialog.rests.boxes[1][0].accessibleName() == "A rest after “The long march”"
    assert dialog.rests.boxes[1][0].checkState() == Qt.CheckState.Checked


def test_cancel_stops_the_day(qtbot, store) -> None:
    first, second = chain("factions")
    dialog = plan(qtbot, make_campaign(first, second))
    dialog.days.setValue(100_000)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    run = dialog.run
    assert run is not None and dialog.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    assert not dialog.fights.isEnabled() and not dialog.days.isEnabled()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 3, timeout=60000)  # days are being played
    cancelled: list[object] = []
    run.cancelled.connect(cancelled.append)
    with qtbot.waitSignal(run.ended, timeout=30000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert cancelled == [run]
    assert not dialog.running and dialog.run_button.isEnabled() and dialog.fights.isEnabled()
    assert dialog.status.text().startswith("Cancelled") and dialog.report_view.report is None
    assert dialog.progress.value() < 100_000
    qtbot.waitUntil(lambda: not live_runs(), timeout=10000)


def test_one_fight_is_refused_in_words(qtbot, store) -> None:
    (first, _) = chain("factions")
    dialog = plan(qtbot, make_campaign(first))
    assert not dialog.run_button.isEnabled()
    text = dialog.status.text()
    assert "A day is at least two fights, and this campaign has one encounter." in text
    assert "Duplicate encounter" in text and "Prepare new" in text
    dialog.start()  # Return, or a click that got through: nothing runs, the reason stays
    assert not dialog.running and dialog.status.text() == text


def test_fights_of_two_systems_are_refused_in_words(qtbot, store) -> None:
    first, second = chain("factions")
    teams = demo_setup_for("teams")
    dialog = plan(qtbot, make_campaign(first, second, teams))
    items = [dialog.fights.item(r) for r in range(3)]
    assert [i.checkState() for i in items] == [Qt.CheckState.Checked] * 2 + [Qt.CheckState.Unchecked]
    assert dialog.run_button.isEnabled()
    items[2].setCheckState(Qt.CheckState.Checked)
    assert not dialog.run_button.isEnabled()
    text = dialog.status.text()
    assert f"“{teams['name']}” is played under" in text and "all of one combat system" in text
    assert "ruleset" not in text and "teams" not in text.split("“")[0]
    dialog.start()
    assert not dialog.running
    items[0].setCheckState(Qt.CheckState.Unchecked)
    items[1].setCheckState(Qt.CheckState.Unchecked)
    assert "at least two fights" in dialog.status.text()


def test_a_day_planned_and_run_with_the_keyboard_alone(qtbot, store) -> None:
    first, second = chain("factions")
    campaign = make_campaign(second, first)  # listed in the wrong order: the GM puts it right
    campaigns = CampaignDialog()
    qtbot.addWidget(campaigns)
    campaigns.manager.reload(campaign)
    campaigns.show()
    qtbot.waitExposed(campaigns)
    campaigns.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is campaigns)
    qtbot.keyClick(QApplication.focusWidget() or campaigns, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # Plan a &day…
    qtbot.waitUntil(lambda: campaigns.manager.findChild(DayPlanDialog) is not None)  # a mnemonic clicks a moment later
    dialog = campaigns.manager.findChild(DayPlanDialog)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)  # &Encounters, in the order fought
    assert QApplication.focusWidget() is dialog.fights
    qtbot.keyClick(dialog.fights, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)  # The gate goes second
    names = [i.data(Qt.ItemDataRole.UserRole + 3) for i in dialog.chosen()]
    assert names == ["The long march", "The gate"]
    focus = QApplication.focusWidget()
    order = []
    for _ in range(12):  # Tab from the list goes through the moves, then the rest's boxes, then Run
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        order.append(focus)
        if focus is dialog.run_button:
            break
    rest = dialog.rests.boxes[0][0]
    assert rest in order and order.index(rest) < order.index(dialog.run_button)
    if dialog.up_button.isEnabled():
        assert order.index(dialog.up_button) < order.index(rest)
    rest.setFocus()
    qtbot.keyClick(rest, Qt.Key.Key_Space)
    assert dialog.rests.rests() == {0: FULL_REST}
    qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # D&ays to simulate
    assert QApplication.focusWidget() is dialog.days
    dialog.days.selectAll()
    qtbot.keyClicks(dialog.days, str(DAYS))
    qtbot.keyClick(dialog.days, Qt.Key.Key_Tab)
    dialog.seed.selectAll()
    qtbot.keyClicks(dialog.seed, str(SEED))
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)  # Return runs
    assert dialog.running
    qtbot.waitUntil(lambda: not dialog.running, timeout=60000)
    assert dialog.report_view.report == simulate_day([first, second], days=DAYS, seed=SEED, rests={0: FULL_REST})
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)  # Esc closes
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert campaigns.isVisible()


def test_the_campaigns_window_keeps_its_buttons_in_words(qtbot, store) -> None:
    campaigns = CampaignDialog()
    qtbot.addWidget(campaigns)
    texts = [b.text() for b in campaigns.findChildren(QPushButton)]
    assert "Plan a &day…" in texts


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_campaigns_window_and_the_day_fit_a_small_screen_with_the_larger_type(qtbot, store, language) -> None:
    """1024x640, the larger type, the longest languages: neither window needs more than the screen."""
    first, second = chain("factions")
    campaign = make_campaign(first, second)
    use_language(language)
    theme.use(False, True)
    try:
        campaigns = CampaignDialog()
        qtbot.addWidget(campaigns)
        campaigns.manager.reload(campaign)
        day = DayPlanDialog(campaign)
        qtbot.addWidget(day)
        for window in (campaigns, day):
            hint = window.minimumSizeHint()
            assert hint.width() <= 1024 and hint.height() <= 640, (type(window).__name__, hint)
    finally:
        theme.use(False, False)
        use_language("en")


def test_tab_reaches_plan_a_day_where_it_is_drawn(qtbot, store) -> None:
    campaigns = CampaignDialog()
    qtbot.addWidget(campaigns)
    manager = campaigns.manager
    assert manager.remove_member_button.nextInFocusChain() is manager.plan_day_button
    assert manager.plan_day_button.nextInFocusChain() is manager.encounters
