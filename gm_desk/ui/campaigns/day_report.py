"""The report of an adventuring day, as the Plan a day window shows it: the chance to survive the whole day
with its 95% interval, a table of the fights in order (how many days reached each, and how it went:
won, lost, undecided), what follows each fight (a rest and what it lets recover, or nothing), and the
likely breaking point, named in words under the table and marked on its row (words and colour).
Everything shown comes from the rules' `DayReport`.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from gm_desk.rules.difficulty.day import FULL_REST, RECOVERS, DayReport
from gm_desk.ui.difficulty.badge import pct
from gm_desk.ui.i18n import number, tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import colour, style

BREAKING = "#f6e2b8"  # the breaking point's row (the "hard" band's colour): with words, never alone
INK = "#202020"
COLUMNS = 6


def then_words(report: DayReport, index: int) -> str:
    """What follows fight `index` of the day."""
    if index >= len(report.fights) - 1:
        return tr("End of the day")
    parts = dict(report.rests).get(index)
    if parts is None:
        return tr("No rest: everything carries over")
    if not parts:
        return tr("A rest, but nothing recovers")
    if set(parts) == FULL_REST:
        return tr("A full rest: everything recovers")
    return tr("A rest: {recovers}", recovers=", ".join(tr(RECOVERS[k]) for k in RECOVERS if k in parts))


class DayReportView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayReport")
        self.report: DayReport | None = None
        self.survival = plain_label(tr("No day played yet: choose the fights, then Run."), self)
        self.survival.setObjectName("daySurvival")
        self.survival.setWordWrap(True)
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setObjectName("dayFights")
        self.table.setHorizontalHeaderLabels(
            [tr("Fight"), tr("Reached"), tr("Won"), tr("Lost"), tr("Undecided"), tr("Then")]
        )
        header = self.table.horizontalHeader()
        # The numbers as wide as they are; the fight's name and what follows it share the rest and wrap
        # (larger type, long names and a long rest would otherwise push "Then" out of sight).
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COLUMNS - 1, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        self.breaking = plain_label(parent=self)
        self.breaking.setObjectName("breakingPoint")
        self.breaking.setWordWrap(True)
        self.note = plain_label(parent=self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.survival)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.breaking)
        layout.addWidget(self.note)

    def clear(self) -> None:
        self.report = None
        self.table.setRowCount(0)
        self.survival.setText(tr("No day played yet: choose the fights, then Run."))
        style(self.survival, "")
        self.breaking.clear()
        self.note.clear()

    def show_report(self, report: DayReport) -> None:
        self.report = report
        lo, hi = report.survival_interval
        self.survival.setText(
            tr(
                "The party survives the whole day in {chance} of {days:,} simulated days (95% interval {lo} to {hi}).",
                chance=pct(report.survival_chance),
                days=report.days,
                lo=pct(lo),
                hi=pct(hi),
            )
        )
        style(self.survival, "QLabel#daySurvival { font-size: 15px; font-weight: 700; }")
        point = report.breaking_point
        self.table.setRowCount(len(report.fights))
        for row, fight in enumerate(report.fights):
            name = f"{row + 1}. {fight.name}"
            if row == point:
                name = tr("{fight} — likely breaking point", fight=name)
            cells = (
                name,
                number(fight.reached, ","),
                number(fight.won, ","),
                number(fight.lost, ","),
                number(fight.undecided, ","),
                then_words(report, row),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row == point:
                    item.setBackground(colour(BREAKING))
                    item.setForeground(colour(INK))
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        for col in range(1, COLUMNS - 1):
            self.table.resizeColumnToContents(col)
        self.table.resizeRowsToContents()
        if point is None:
            self.breaking.setText(tr("The party came through every simulated day: no fight is a breaking point."))
        else:
            fight = report.fights[point]
            self.breaking.setText(
                tr(
                    "Likely breaking point: fight {number}, “{name}”: {ended:,} of the {total:,} days that end early end there.",
                    number=point + 1,
                    name=fight.name,
                    ended=fight.ended_here,
                    total=report.days - report.survived,
                )
            )
        self.note.setText(
            tr(
                "Reached: the days that got to this fight. A day ends at the first fight the party does not win; undecided: still going after the round cap of {round_cap} rounds. Seed {seed}.",
                round_cap=report.round_cap,
                seed=report.seed,
            )
        )
