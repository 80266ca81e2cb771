"""Encounter ▸ Statistics… (Ctrl+Shift+T): the open fight in numbers, from its log (gm_desk/rules/fight_stats).

Rounds, how long the turns took (each player's and the GM's), damage dealt and taken, the Retaliations
drawn (in a system that has them) and the rolls against what such rolls give on average. A time that is
not known (entries from before GM Desk kept times) is said to be unknown, never shown as 0. The window
follows the fight while it is open, and closes when another encounter opens. The recap's Statistics
section is written from the same rows (`combatant_table`, `summary_lines`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.fight_stats import TABLE, FightStatistics, Figures, fight_statistics
from gm_desk.rules.i18n import fill
from gm_desk.ui.i18n import tr, trn
from gm_desk.ui.plain_text import plain_label

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts
    from gm_desk.ui.notice import Notice, Notices
    from gm_desk.ui.session import EncounterSession

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def duration(seconds: float | None) -> str:
    """A length of time in a GM's words: "42 s", "3 min 05 s", "1 h 02 min"; "unknown" for None."""
    if seconds is None:
        return tr("unknown")
    whole = round(seconds)
    if whole < 60:
        return tr("{s} s", s=whole)
    minutes, secs = divmod(whole, 60)
    if minutes < 60:
        return tr("{m} min {s:02d} s", m=minutes, s=secs)
    hours, minutes = divmod(minutes, 60)
    return tr("{h} h {m:02d} min", h=hours, m=minutes)


def signed(value: float) -> str:
    rounded = round(value, 1)
    return fill("{value:+.1f}", {"value": rounded}) if rounded else fill("{value:.1f}", {"value": 0.0})


def who(figures: Figures) -> str:
    if figures.cid == TABLE:
        return tr("The table (no one's roll)")
    return figures.name


def _turn_time(figures: Figures) -> str:
    """The time of a combatant's turns: known total, with the unknown ones said."""
    if not figures.turns:
        return "—"
    if not figures.timed_turns:
        return tr("unknown")
    shown = duration(figures.seconds)
    if figures.untimed_turns:
        return tr("{time} (+{n} unknown)", time=shown, n=figures.untimed_turns)
    return shown


def _average_roll(figures: Figures) -> str:
    if not figures.judged_rolls:
        return "—"
    return fill("{value:.1f}", {"value": figures.rolled / figures.judged_rolls})  # the language's decimal point


def _expected_roll(figures: Figures) -> str:
    if not figures.judged_rolls:
        return "—"
    return fill("{value:.1f}", {"value": figures.expected / figures.judged_rolls})


def combatant_table(stats: FightStatistics) -> tuple[list[str], list[list[str]]]:
    """(headers, rows) of the per-combatant figures, as the window and the recap show them: the name
    first, then numbers (right-aligned where shown)."""
    headers = [
        tr("Combatant"),
        tr("Turns"),
        tr("Time on turns"),
        tr("Per turn"),
        tr("Damage dealt"),
        tr("Damage taken"),
    ]
    if stats.has_retaliations:
        headers.append(tr("Retaliations drawn"))
    headers += [tr("Rolls"), tr("Average rolled"), tr("Average expected"), tr("Above or below")]
    # The window shows a header on two lines ("Damage" over "dealt") so that every column fits.
    rows = []
    for f in stats.combatants:
        if f.cid == TABLE and not f.rolls:
            continue
        average = f.average_seconds
        row = [
            who(f),
            str(f.turns),
            _turn_time(f),
            duration(average) if f.turns and average is not None else ("—" if not f.turns else tr("unknown")),
            str(f.dealt),
            str(f.taken),
        ]
        if stats.has_retaliations:
            row.append(str(f.retaliations))
        luck = f.luck
        row += [str(f.rolls), _average_roll(f), _expected_roll(f), signed(luck) if luck is not None else "—"]
        rows.append(row)
    return headers, rows


def turn_table(stats: FightStatistics) -> tuple[list[str], list[list[str]]]:
    """(headers, rows): each turn in order, with its round, whose it was and how long it ran."""
    names = {f.cid: who(f) for f in stats.combatants}
    headers = [tr("Round"), tr("Whose turn"), tr("Time")]
    rows = []
    for turn in stats.turns:
        time = duration(turn.seconds) if turn.finished else tr("still running")
        rows.append([str(turn.round), names.get(turn.actor, turn.actor), time])
    return headers, rows


def summary_lines(stats: FightStatistics) -> list[str]:
    """The fight in a few sentences: rounds, the time of the fight, the players' and the GM's turns."""
    lines = [tr("Rounds: {n}", n=stats.rounds)]
    if stats.fight_seconds is not None:
        lines.append(tr("Time from the first command to the last: {time}", time=duration(stats.fight_seconds)))
    else:
        lines.append(tr("Time of the fight: unknown (the log holds fewer than two times)"))
    for pcs, label in ((True, tr("Players' turns")), (False, tr("GM's turns"))):
        seconds, timed, untimed = stats.side_seconds(pcs)
        if not timed and not untimed:
            continue
        time = duration(seconds) if timed else tr("unknown")
        line = trn("{label}: {time} over {n} turn", "{label}: {time} over {n} turns", timed, label=label, time=time, n=timed)
        if untimed:
            line += " " + tr("({n} more with no time kept)", n=untimed)
        lines.append(line)
    if stats.timed_entries < stats.entries:
        lines.append(
            tr(
                "{n} of {total} log entries have no time (made before GM Desk kept times, or not readable).",
                n=stats.entries - stats.timed_entries,
                total=stats.entries,
            )
        )
    return lines


def markdown_section(stats: FightStatistics) -> list[str]:
    """The recap's Statistics section (Markdown), the same figures as the window."""
    from gm_desk.ui.plain_text import markdown as escape

    parts = [f"## {escape(tr('Statistics'))}", ""]
    parts += [f"- {escape(line)}" for line in summary_lines(stats)]
    parts.append("")
    headers, rows = combatant_table(stats)
    cells = [[escape(cell).replace("|", "\\|") for cell in row] for row in [headers, *rows]]
    parts.append("| " + " | ".join(cells[0]) + " |")
    parts.append("|" + "|".join([" --- "] + [" ---: "] * (len(headers) - 1)) + "|")
    parts += ["| " + " | ".join(row) + " |" for row in cells[1:]]
    parts.append("")
    return parts


def _fill(table: QTableWidget, headers: list[str], rows: list[list[str]], name_column: int = 0) -> None:
    """The rows in the table: the names left, every figure right-aligned so that digits line up."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels([_two_lines(text) for text in headers])
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setTextAlignment(LEFT if c == name_column else RIGHT)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            table.setItem(r, c, item)
    table.resizeColumnsToContents()


def _two_lines(header: str) -> str:
    """A header of several words on two lines, split at the space nearest its middle."""
    spaces = [i for i, ch in enumerate(header) if ch == " "]
    if not spaces:
        return header
    middle = min(spaces, key=lambda i: abs(i - len(header) / 2))
    return header[:middle] + "\n" + header[middle + 1 :]


def _table(name: str, parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move within it
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    table.horizontalHeader().setStretchLastSection(False)
    return table


class FightStatisticsDialog(QDialog):
    """The open fight's statistics, redrawn after every command, undo and redo."""

    def __init__(self, session: EncounterSession, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fightStatistics")
        self.setWindowTitle(tr("Statistics — {name}", name=session.name))
        self.session: EncounterSession | None = session
        self.summary = plain_label(parent=self)
        self.summary.setObjectName("statisticsSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tabs = QTabWidget(self)
        self.by_combatant = _table("combatantTable", self.tabs)
        self.by_combatant.setAccessibleName(tr("Figures by combatant"))
        self.by_turn = _table("turnTable", self.tabs)
        self.by_turn.setAccessibleName(tr("Turn by turn"))
        self.tabs.addTab(self.by_combatant, tr("By &combatant"))
        self.tabs.addTab(self.by_turn, tr("&Turn by turn"))
        self.note = QLabel(
            tr(
                "Damage is what landed, as the log records it. The average expected is what the same dice "
                "give on average; above or below adds up how far the rolls came from it."
            ),
            self,
        )
        self.note.setWordWrap(True)
        self.note.setObjectName("statisticsNote")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(1000, 540)
        self.stats: FightStatistics | None = None
        self._notices = notices
        notices.follow(self._changed)

    def _changed(self, notice: Notice) -> None:
        if notice.session is not self.session:
            self.reject()  # another encounter is open: its numbers are not these
        elif notice.fight or notice.opened:
            self.refresh()

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        enc = session.encounter
        self.stats = stats = fight_statistics(session.setup, enc.log, session.ruleset)
        self.summary.setText("\n".join(summary_lines(stats)))
        _fill(self.by_combatant, *combatant_table(stats))
        _fill(self.by_turn, *turn_table(stats), name_column=1)

    def done(self, result: int) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self._notices.changed.disconnect(self._changed)
        self.session = None
        super().done(result)


def open_statistics(window: MainParts) -> FightStatisticsDialog | None:
    """Encounter ▸ Statistics…: the open fight's numbers (a word in the status bar when none is open)."""
    session = window.session
    if session is None:
        window.statusBar().showMessage(tr("Open an encounter to see its statistics."), 8000)
        return None
    shown = window.window().findChild(FightStatisticsDialog, "fightStatistics")
    if isinstance(shown, FightStatisticsDialog) and shown.isVisible() and shown.session is session:
        shown.raise_()
        shown.activateWindow()
        return shown
    dialog = FightStatisticsDialog(session, window.notices, window.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()  # not modal: the GM plays on and the figures follow
    dialog.by_combatant.setFocus()
    return dialog
