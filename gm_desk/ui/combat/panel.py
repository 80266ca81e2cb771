"""The combat panel: the attack flow, any other action the rules allow, and the chosen combatant.

Tabs: "Attack" (Threat & Retaliation's attack against a Threat, with its Retaliations), "Action" (a
form over every legal command, for all five systems) and "Combatant" (health tracks, status and
conditions of whoever was chosen in the turn order or on the map).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QScrollArea, QTabWidget, QVBoxLayout, QWidget

from gm_desk.rules.engine import Outcome, Reject
from gm_desk.rules.events import Command
from gm_desk.ui.combat.combatant_card import CombatantCard
from gm_desk.ui.combat.command_form import CommandForm
from gm_desk.ui.combat.threat_attack import ThreatAttackPanel
from gm_desk.ui.session import EncounterSession

ATTACK_TAB, ACTION_TAB, COMBATANT_TAB = "Attack", "Action", "Combatant"


class FittingScrollArea(QScrollArea):
    """Scrolls up and down only: never narrower than its page, so no field is cut off at the right."""

    def minimumSizeHint(self) -> QSize:
        inner = self.widget().minimumSizeHint() if self.widget() is not None else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar + 2, min(inner.height(), 80))


def scrolling(widget: QWidget) -> QScrollArea:
    area = FittingScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    return area


def selected_cids(scene: Any) -> list[str]:
    """The combatants selected on the zone canvas (its token items carry `cid`)."""
    return [item.cid for item in scene.selectedItems() if isinstance(getattr(item, "cid", None), str)]


class CombatPanel(QWidget):
    """Attack, act, and look after one combatant."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("combatPanel")
        self.session: EncounterSession | None = None
        self.chosen: str | None = None
        self.attack = ThreatAttackPanel()
        self.action = CommandForm()
        self.card = CombatantCard(self._submit)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self._attack_page = scrolling(self.attack)
        self.tabs.addTab(self._attack_page, ATTACK_TAB)
        self.tabs.addTab(scrolling(self.action), ACTION_TAB)
        self.tabs.addTab(scrolling(self.card), COMBATANT_TAB)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        self.set_session(None)

    def set_session(self, session: EncounterSession | None) -> None:
        if self.session is not None:
            self.session.changed.disconnect(self.refresh)
        self.session = session
        self.chosen = None
        glowlands = session is not None and session.state.ruleset == "glowlands"
        self.attack.set_session(session if glowlands else None)
        self.action.set_session(session)
        self.tabs.setTabVisible(self.tabs.indexOf(self._attack_page), glowlands)
        self.tabs.setCurrentIndex(0 if glowlands else 1)
        if session is not None:
            session.changed.connect(self.refresh)
        self.refresh()

    def _submit(self, cmd: Command) -> Outcome:
        if self.session is None:
            return Outcome(rejected=Reject("NO_ENCOUNTER", "No encounter is open."))
        return self.session.submit(cmd)

    def refresh(self, events: Any = ()) -> None:
        session = self.session
        state = session.state if session is not None else None
        hook = session.ruleset.condition_hook if session is not None else "round_end"
        who = self.chosen or (state.actor if state is not None else None)
        self.card.show_combatant(state, who, hook)

    # --- what the other parts of the window call --------------------------------------------------

    def show_combatant(self, cid: str) -> None:
        """Show this combatant on the Combatant tab (and use it in the attack)."""
        self.chosen = cid
        self.attack.use_selection([cid])
        self.refresh()

    def use_selection(self, cids: list[str]) -> None:
        """Canvas selection: the attack takes attacker and target from it; one token shows on the card."""
        if not cids:
            return
        self.attack.use_selection(cids)
        self.chosen = cids[-1]
        self.refresh()

    def show_tab(self, name: str) -> None:
        for index in range(self.tabs.count()):
            if self.tabs.tabText(index) == name:
                self.tabs.setCurrentIndex(index)
