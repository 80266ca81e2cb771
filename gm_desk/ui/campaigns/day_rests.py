"""The rests of an adventuring day: for each gap between two fights in order, whether the party rests and
what a rest lets recover (the rules' `RECOVERS`: tracks, conditions, PCs who went down).

Nothing recovers by default, as the rules have it. Each gap has a box "A rest here" that ticks or
clears all three at once (half-ticked when only some recover) and the three boxes themselves. A rest
belongs to the fight it follows (by the encounter's number in the store), so it stays with that fight
when the GM reorders the day. `rests()` gives what `simulate_day` takes: a fight's place in the day ->
what recovers after it.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from gm_desk.rules.difficulty.day import RECOVERS
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label

INDENT = 24


class RestsPanel(QWidget):
    """One group of boxes per gap between the fights given to `show_fights`."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayRests")
        self.chosen: dict[int, set[str]] = {}  # encounter id -> what recovers in the rest after it
        self.order: list[int] = []
        self.boxes: list[tuple[QCheckBox, dict[str, QCheckBox]]] = []  # per gap, in order
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def show_fights(self, fights: Sequence[tuple[int, str]]) -> None:
        """The day's fights in order as (encounter id, name): a group of boxes for each gap."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.boxes = []
        self.order = [eid for eid, _ in fights]
        if len(fights) < 2:
            self._layout.addWidget(plain_label(tr("Rests go between two fights: tick at least two encounters."), self))
        for (eid, name), (_, following) in itertools.pairwise(fights):
            gap = plain_label(tr("After “{name}”, before “{next}”:", name=name, next=following), self)
            gap.setWordWrap(True)
            gap.setObjectName("gapLabel")
            self._layout.addWidget(gap)
            rest = QCheckBox(tr("A rest here, and what it lets recover:"), self)
            rest.setTristate(True)
            rest.setObjectName("restBox")
            rest.setAccessibleName(tr("A rest after “{name}”", name=name))
            self._layout.addWidget(rest)
            parts: dict[str, QCheckBox] = {}
            for key, words in RECOVERS.items():
                box = QCheckBox(tr(words), self)
                box.setChecked(key in self.chosen.get(eid, set()))
                box.toggled.connect(lambda on, eid=eid, key=key: self._part(eid, key, on))
                row = QWidget(self)
                line = QHBoxLayout(row)
                line.setContentsMargins(INDENT, 0, 0, 0)
                line.addWidget(box)
                self._layout.addWidget(row)
                parts[key] = box
            rest.clicked.connect(lambda _on, eid=eid: self._whole(eid))
            self.boxes.append((rest, parts))
            self._show_state(len(self.boxes) - 1)
        self._layout.addStretch(1)
        for index in range(self._layout.count()):  # at once, not at the next turn of the event loop (Tab reaches them)
            item = self._layout.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()

    def _gap_of(self, eid: int) -> int:
        return self.order.index(eid)

    def _part(self, eid: int, key: str, on: bool) -> None:
        parts = self.chosen.setdefault(eid, set())
        if on:
            parts.add(key)
        else:
            parts.discard(key)
        self._show_state(self._gap_of(eid))
        self.changed.emit()

    def _whole(self, eid: int) -> None:
        """The rest's own box: all three recover, or (when all three did) none."""
        gap = self._gap_of(eid)
        _rest, parts = self.boxes[gap]
        every = all(box.isChecked() for box in parts.values())
        for box in parts.values():
            box.setChecked(not every)
        self._show_state(gap)

    def _show_state(self, gap: int) -> None:
        rest, parts = self.boxes[gap]
        ticked = sum(box.isChecked() for box in parts.values())
        state = (
            Qt.CheckState.Unchecked
            if not ticked
            else Qt.CheckState.Checked
            if ticked == len(parts)
            else Qt.CheckState.PartiallyChecked
        )
        rest.blockSignals(True)
        rest.setCheckState(state)
        rest.blockSignals(False)

    def rests(self) -> dict[int, frozenset[str]]:
        """What recovers after each fight of the day that is followed by a rest, by the fight's place."""
        out: dict[int, frozenset[str]] = {}
        for index, eid in enumerate(self.order[:-1]):
            parts = frozenset(self.chosen.get(eid, set()))
            if parts:
                out[index] = parts
        return out

    def focus_chain(self) -> list[QWidget]:
        """The boxes in reading order, for the dialog's Tab order."""
        return [w for rest, parts in self.boxes for w in (rest, *parts.values())]
