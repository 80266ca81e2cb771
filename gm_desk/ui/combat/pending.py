"""Reaction damage waiting for the GM (in Threat & Retaliation: option `retaliation_damage` = confirm).

One row per waiting reaction (`Presentation.waiting_reactions`, plain `WaitingReaction` data): who hits
whom with what, the effect text, a dice field for the damage (typed as the GM rolled it, or left to
roll) and Apply / Dismiss, which send the commands the system names (`glowlands.apply_retaliation`
{id} or {id, skip}). Applying fills the PC's Strain and ticks wound ranks by the rules; the result
shows in the log and on the PC's tracks. Only the fights of a system that asks for
"pending_retaliations" (`Presentation.ui_features`) show it.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import WaitingReaction
from gm_desk.rules.presentation import PENDING_RETALIATIONS
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Outcome
from gm_desk.ui.combat.dice_entry import DiceEntry, dice_in
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import menu_text
from gm_desk.ui.theme import style


def waiting(state: EncounterState | None) -> list[WaitingReaction]:
    """The reactions waiting in this fight; none in a system without "pending_retaliations"."""
    if state is None:
        return []
    shown = get_ruleset(state.ruleset).presentation
    return list(shown.waiting_reactions(state)) if shown.shows(PENDING_RETALIATIONS) else []


class PendingRetaliations(QFrame):
    """The waiting Retaliations, each with its damage and one click to apply."""

    def __init__(self, submit: Callable[[Command], Outcome], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pendingRetaliations")
        style(self, "QFrame#pendingRetaliations { background: #fff7e6; border: 1px solid #f0d9a8; border-radius: 6px; }")
        self._submit = submit
        self.items: list[WaitingReaction] = []
        self.rows: dict[str, tuple[DiceEntry | None, QPushButton, QPushButton]] = {}
        self.title = QLabel(tr("Retaliation waiting"), self)
        self.title.setObjectName("sectionLabel")
        self.grid = QGridLayout()
        self.grid.setColumnStretch(0, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        self.hide()

    def show_state(self, state: EncounterState | None) -> None:
        items = waiting(state)
        if items == self.items:
            return
        self.items = items
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()  # gone at once, deleted when the event loop runs
                widget.deleteLater()
        self.rows = {}
        for row, item in enumerate(items):
            self._add(row * 2, item, state)
        self.setVisible(bool(items))

    def _add(self, row: int, item: WaitingReaction, state: Any) -> None:
        npc = state.combatants[item.by].name if item.by in state.combatants else item.by
        pc = state.combatants[item.target].name if item.target in state.combatants else item.target
        effect = f"<br><i>{html.escape(str(item.effect))}</i>" if item.effect else ""
        text = QLabel(
            tr(
                "<b>{escape}</b>: {escape2} → {escape3}, {escape4} damage{effect}",
                escape=html.escape(item.name),
                escape2=html.escape(npc),
                escape3=html.escape(pc),
                escape4=html.escape(str(item.damage)),
                effect=effect,
            ),
            self,
        )
        text.setTextFormat(Qt.TextFormat.RichText)  # the words are bold; the names escaped above
        text.setWordWrap(True)
        expr = str(item.damage or "0")
        entry = DiceEntry(expr, self, purpose=item.purpose) if dice_in(expr)[0] else None
        apply = QPushButton(tr("Apply to {pc}", pc=menu_text(pc)), self)
        apply.setObjectName("applyRetaliation")
        dismiss = QPushButton(tr("Dismiss"), self)
        apply.clicked.connect(lambda *_, i=item.id: self.apply(i))
        dismiss.clicked.connect(lambda *_, i=item.id: self.dismiss(i))
        self.grid.addWidget(text, row, 0, 1, 3)
        if entry is not None:
            self.grid.addWidget(entry, row + 1, 0)
        self.grid.addWidget(apply, row + 1, 1)
        self.grid.addWidget(dismiss, row + 1, 2)
        self.rows[item.id] = (entry, apply, dismiss)

    def entry(self, rid: str) -> DiceEntry | None:
        return self.rows[rid][0]

    def item(self, rid: str) -> WaitingReaction | None:
        return next((i for i in self.items if i.id == rid), None)

    def apply(self, rid: str) -> Outcome | None:
        item = self.item(rid)
        entry = self.rows[rid][0] if rid in self.rows else None
        if item is None or (entry is not None and entry.problem()):
            return None
        cmd = item.apply
        if entry is not None and entry.value() is not None:
            cmd = replace(cmd, dice={item.purpose: entry.value()})
        return self._submit(cmd)

    def dismiss(self, rid: str) -> Outcome | None:
        item = self.item(rid)
        return self._submit(item.dismiss) if item is not None else None
