"""Encounter ▸ Statistics… and the recap's Statistics section, on a real data file: the window opens from
the menu and its shortcut, shows the fight's numbers (the same as the rules compute from the saved log),
follows the fight, says unknown times are unknown, and Esc closes it."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gm_desk.rules.fight_stats import fight_statistics
from gm_desk.store.autosave import load
from gm_desk.store.connection import Store
from gm_desk.ui.fight_statistics import FightStatisticsDialog
from tests.ui.test_fight_recap import play


def _encounter(rid: str) -> int:
    from gm_desk import store as repo
    from gm_desk.rules.demo import demo_setup_for

    campaign = repo.create_campaign(f"Statistics {rid}", rid)
    repo.set_who_rolls(campaign.id, "app")  # GM Desk rolls every die: the test plays without typing
    return repo.create_encounter(campaign.id, f"{rid} demo", rid, demo_setup_for(rid)).id


def _open_dialog(qtbot: Any, window: Any) -> FightStatisticsDialog:
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.findChild(FightStatisticsDialog, "fightStatistics")
    if dialog is None:  # a platform that would not pass the key to the window: the menu entry
        window.actions_.statistics.trigger()
        dialog = window.findChild(FightStatisticsDialog, "fightStatistics")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _cells(table: Any) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_the_statistics_window_shows_the_logs_numbers_and_esc_closes_it(
    qtbot: Any, store: Store, make_window: Any
) -> None:
    demo_encounter = _encounter("glowlands")
    window = make_window()
    assert window.open_encounter(demo_encounter)
    assert window.actions_.statistics.isEnabled()
    assert window.actions_.statistics.shortcut().toString() == "Ctrl+Shift+T"
    play(window.session, rounds=1)
    # the first half of the entries lose their time, as entries saved before times were kept have none
    with sqlite3.connect(store.path) as connection:
        connection.execute(
            "UPDATE encounter_entry SET made_at = NULL WHERE seq <= (SELECT max(seq) / 2 FROM encounter_entry)"
        )
    assert window.open_encounter(demo_encounter)  # read back from the file

    dialog = _open_dialog(qtbot, window)
    enc, _ = load(demo_encounter)
    stats = fight_statistics(enc.setup, enc.log, enc.ruleset)
    rows = {row[0]: row for row in _cells(dialog.by_combatant)}
    headers = [dialog.by_combatant.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(dialog.by_combatant.columnCount())]
    assert "Retaliations drawn" in headers  # Threat & Retaliation has them
    col = {name: headers.index(name) for name in headers}
    for f in stats.combatants:
        if not f.name:
            continue
        row = rows[f.name]
        assert row[col["Turns"]] == str(f.turns)
        assert row[col["Damage dealt"]] == str(f.dealt) and row[col["Damage taken"]] == str(f.taken)
        assert row[col["Retaliations drawn"]] == str(f.retaliations)
        assert row[col["Rolls"]] == str(f.rolls)
        item = dialog.by_combatant.item(list(rows).index(f.name), col["Damage dealt"])
        assert item.textAlignment() & Qt.AlignmentFlag.AlignRight  # numbers line up
    assert sum(f.rolls for f in stats.combatants) > 0
    summary = dialog.summary.text()
    assert f"Rounds: {stats.rounds}" in summary
    assert "have no time" in summary
    turn_times = [row[2] for row in _cells(dialog.by_turn)]
    assert "unknown" in turn_times  # the first turn began in an entry with no time
    assert all(time != "0 s" for time, turn in zip(turn_times, stats.turns, strict=True) if turn.seconds is None)

    # it follows the fight, and asking again brings the same window forward
    before = dialog.by_turn.rowCount()
    play(window.session, rounds=2)
    assert dialog.by_turn.rowCount() > before
    window.actions_.statistics.trigger()
    assert len(window.findChildren(FightStatisticsDialog)) == 1

    qtbot.keyClick(dialog.by_combatant, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.findChild(FightStatisticsDialog, "fightStatistics") is None or not dialog.isVisible())


def test_no_retaliation_column_where_the_system_has_none(qtbot: Any, store: Store, make_window: Any) -> None:
    window = make_window()
    assert window.open_encounter(_encounter("teams"))
    play(window.session, rounds=1)
    window.actions_.statistics.trigger()
    dialog = window.findChild(FightStatisticsDialog, "fightStatistics")
    assert dialog is not None
    headers = [dialog.by_combatant.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(dialog.by_combatant.columnCount())]
    assert "Retaliations drawn" not in headers and "Damage dealt" in headers
    assert window.open_encounter(_encounter("cards"))  # another encounter: these numbers are not its
    qtbot.waitUntil(lambda: not window.findChildren(FightStatisticsDialog))


def test_the_recap_has_a_statistics_section(qtbot: Any, store: Store, make_window: Any, tmp_path: Path) -> None:
    window = make_window()
    assert window.open_encounter(_encounter("glowlands"))
    play(window.session, rounds=1)
    from gm_desk.ui.fight_recap import export_recap

    target = export_recap(window, tmp_path / "fight.md")
    assert target is not None
    text = target.read_text(encoding="utf-8")
    section = text.split("## Statistics", 1)[1]
    stats = fight_statistics(window.session.setup, window.session.encounter.log, window.session.ruleset)
    assert f"- Rounds: {stats.rounds}" in section
    assert re.search(r"^\| Combatant \| Turns \|", section, flags=re.M)
    for f in stats.combatants:
        if f.name:
            assert re.search(rf"^\| {re.escape(f.name)} \| {f.turns} \|.*\| {f.dealt} \| {f.taken} \|", section, flags=re.M), f.name
    QApplication.processEvents()


def test_the_summary_counts_one_turn_as_one_turn(qtbot: Any) -> None:
    from gm_desk.rules.fight_stats import FightStatistics, Figures, TurnTime
    from gm_desk.ui.fight_statistics import summary_lines

    def stats(timed: int) -> FightStatistics:
        ysolde = Figures("ysolde", "Ysolde", is_pc=True, turns=timed, timed_turns=timed, seconds=13.0 * timed)
        turns = tuple(TurnTime("ysolde", 1, 13.0) for _ in range(timed))
        return FightStatistics(1, turns, (ysolde,), True, entries=8, timed_entries=8, fight_seconds=18.0)

    assert "Players' turns: 13 s over 1 turn" in summary_lines(stats(1))  # not "over 1 turns"
    assert "Players' turns: 26 s over 2 turns" in summary_lines(stats(2))
