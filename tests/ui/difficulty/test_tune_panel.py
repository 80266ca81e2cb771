"""The Difficulty dialog as #33 left it: it counts the fights it is set to, keeps undecided fights apart
with the round cap shown and changeable, says nothing of Retaliations in a system without them, says an
encounter with no foes has none; and its Tune panel proposes changes in the background (cancellable),
applies one as one undoable edit, or saves it as a new encounter.

The marching demo is tuned here: its fights are the shortest of the five demos (20 fights a proposal,
the least the panel allows; the figures are not judged here, tests/rules/test_difficulty_tune.py does)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt

from gm_desk.rules.demo import demo_setup_for
from gm_desk.store import repositories as repo
from gm_desk.store.campaigns import get_encounter, list_encounters
from gm_desk.ui.difficulty.badge import pct
from gm_desk.ui.difficulty.report_window import DifficultyReportWindow
from gm_desk.ui.difficulty.worker import live_runs


def marching(store: Any, setup: dict | None = None) -> tuple[int, int]:
    setup = setup or demo_setup_for("marching")
    system = str(setup["ruleset"])
    campaign = repo.create_campaign(f"{system} test", system)
    return campaign.id, repo.create_encounter(campaign.id, setup["name"], system, setup).id


def dialog_on(qtbot, make_session, encounter_id: int) -> tuple[DifficultyReportWindow, Any]:
    session = make_session(encounter_id)
    dialog = DifficultyReportWindow(session.setup, session.name, session=session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, session


def test_the_dialog_counts_the_fights_it_is_set_to_and_keeps_undecided_apart(qtbot, store, make_session) -> None:
    _campaign, encounter = marching(store)
    dialog, _session = dialog_on(qtbot, make_session, encounter)
    assert dialog.progress.text() == "0 of 1,000 fights"  # not "0 of 100" while set to 1,000, and grouped as the spin box is
    dialog.fights.setValue(30)
    assert dialog.progress.maximum() == 30 and dialog.progress.text() == "0 of 30 fights"
    assert dialog.round_cap.value() == 20 and dialog.round_cap.isEnabled()
    dialog.round_cap.setValue(1)  # one round: most marching fights are still going
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert not dialog.round_cap.isEnabled() and not dialog.tune.propose_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
    report = dialog.report
    assert report.round_cap == 1 and report.undecided > 0
    assert report.wins + report.losses + report.undecided == 30
    text = dialog.capped.text()
    assert f"Won {report.wins}, lost {report.losses}, undecided {report.undecided} of 30 fights" in text
    assert "round cap of 1 rounds" in text
    assert not dialog.retaliations.isVisibleTo(dialog)  # Marching Order has no Retaliations
    assert "Retaliation" not in " ".join(w.text() for w in (dialog.win, dialog.capped, dialog.status))
    assert dialog.round_cap.isEnabled() and dialog.tune.propose_button.isEnabled()


def test_retaliations_show_in_threat_and_retaliation(qtbot, make_session, demo_encounter) -> None:
    dialog, _session = dialog_on(qtbot, make_session, demo_encounter)
    dialog.fights.setValue(25)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
    assert dialog.retaliations.isVisibleTo(dialog) and "Retaliation" in dialog.retaliations.text()


def test_an_encounter_without_foes_says_so(qtbot, store, make_session) -> None:
    setup = demo_setup_for("factions")
    setup["combatants"] = [c for c in setup["combatants"] if c.get("kind") == "PC"]
    _campaign, encounter = marching(store, setup)
    dialog, _session = dialog_on(qtbot, make_session, encounter)
    assert "no foes" in dialog.status.text() and dialog.win.text() == "No foes."
    assert "deadly" not in dialog.win.text() + dialog.status.text()
    assert not dialog.run_button.isEnabled() and not dialog.tune.propose_button.isEnabled()
    assert "no foes" in dialog.tune.status.text()


def propose(qtbot, dialog: DifficultyReportWindow, chance: int) -> None:
    panel = dialog.tune
    panel.target.setCurrentIndex(panel.target.count() - 1)  # "a win chance of…"
    assert panel.chance.isEnabled()
    panel.chance.setValue(chance)
    panel.fights.setValue(20)
    qtbot.mouseClick(panel.propose_button, Qt.MouseButton.LeftButton)
    assert panel.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: panel.tuning is not None, timeout=60000)


def test_a_proposal_is_shown_applied_as_one_undo_step_and_saved_as_new(qtbot, store, make_session) -> None:
    campaign, encounter = marching(store)
    dialog, session = dialog_on(qtbot, make_session, encounter)
    before = session.setup
    propose(qtbot, dialog, 70)
    panel = dialog.tune
    tuning = panel.tuning
    assert tuning.target == 0.7 and tuning.proposals
    assert panel.table.rowCount() == len(tuning.proposals)
    for row, proposal in enumerate(tuning.proposals):
        lo, hi = proposal.interval
        assert panel.table.item(row, 0).text() == pct(proposal.win_chance)
        assert panel.table.item(row, 1).text() == f"{pct(lo)}–{pct(hi)}"
        assert panel.table.item(row, 2).text() == "\n".join(c.words for c in proposal.changes)
        pays = proposal.pays
        who = panel.table.item(row, 3).text()
        assert (pays.name in who) if pays is not None else who == "nobody goes down more often"
    # Every word in view at the dialog's size: "Who pays" wraps in the width left, no sideways scroll.
    dialog.tabs.setCurrentWidget(panel)
    dialog.resize(560, dialog.height())  # narrower than the words' one line
    qtbot.waitUntil(lambda: panel.table.isVisible() and dialog.width() <= 600)
    assert panel.table.horizontalScrollBar().maximum() == 0
    header = panel.table.horizontalHeader()
    assert header.sectionViewportPosition(3) + header.sectionSize(3) <= panel.table.viewport().width()
    first = tuning.proposals[0]
    assert panel.chosen() is first and panel.apply_button.isEnabled()
    steps = session.undo_stack.count()
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert session.setup == first.setup and session.undo_stack.count() == steps + 1
    assert get_encounter(encounter).setup == first.setup  # saved, like every prep edit
    assert dialog.setup == first.setup == panel.setup  # the next Run and Propose play it as it stands
    session.undo()
    assert session.setup == before == dialog.setup
    # Saved as a new encounter beside this one; the same name again is refused and nothing changes.
    assert panel.save_as_new("Goblins, tuned")
    saved = next(e for e in list_encounters(campaign) if e.name == "Goblins, tuned")
    assert {**get_encounter(saved.id).setup, "name": first.setup["name"]} == first.setup
    count = len(list_encounters(campaign))
    assert not panel.save_as_new("goblins, TUNED")
    assert "already has an encounter named" in panel.status.text()
    assert len(list_encounters(campaign)) == count


def test_tuning_is_cancelled_promptly(qtbot, make_session, demo_encounter) -> None:
    dialog, _session = dialog_on(qtbot, make_session, demo_encounter)
    panel = dialog.tune
    panel.fights.setValue(5000)
    qtbot.mouseClick(panel.propose_button, Qt.MouseButton.LeftButton)
    run = panel.run
    assert run is not None and panel.cancel_button.isEnabled()
    qtbot.waitUntil(run.isRunning, timeout=5000)
    asked = time.monotonic()
    with qtbot.waitSignal(run.ended, timeout=5000):
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert time.monotonic() - asked < 2.0, "Cancel stops the tuning promptly"
    assert panel.tuning is None and panel.table.rowCount() == 0
    assert "cancelled" in panel.status.text() and panel.propose_button.isEnabled()
    assert dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: not live_runs(), timeout=30000)


def test_the_badge_says_no_foes_and_plays_nothing(qtbot, store, make_session) -> None:
    from gm_desk.ui.difficulty.badge import DifficultyBadge
    from gm_desk.ui.notice import Notices

    setup = demo_setup_for("factions")
    setup["combatants"] = [c for c in setup["combatants"] if c.get("kind") == "PC"]
    _campaign, encounter = marching(store, setup)
    notices = Notices()
    badge = DifficultyBadge(notices, fights=10, debounce_ms=10)
    qtbot.addWidget(badge)
    notices.open(make_session(encounter))
    assert badge.text() == "Difficulty: no foes" and not badge.isHidden()
    qtbot.wait(100)  # past the debounce: still nothing started
    assert badge.run is None and badge.report is None and not live_runs()


def test_each_title_is_whole_before_any_proposal_in_german(qtbot, make_session, demo_encounter, german) -> None:
    from gm_desk.ui.resources import style_sheet

    dialog, _ = dialog_on(qtbot, make_session, demo_encounter)
    dialog.setStyleSheet(style_sheet())  # the main window's, which a dialog it opens takes on
    dialog.tabs.setCurrentWidget(dialog.tune)
    table = dialog.tune.table
    qtbot.waitUntil(table.isVisible)
    header = table.horizontalHeader()
    for col in range(3):
        title = table.horizontalHeaderItem(col).text()
        assert header.sectionSize(col) >= header.sectionSizeHint(col), title
    assert table.horizontalHeaderItem(1).text() == "95-%-Intervall"
