"""The combat panel: the attack flow, any other action the rules allow, and the chosen combatant.

Tabs: "Action" (a form over every legal command, for all five systems) and "Combatant" (health
tracks, status and conditions of whoever was chosen in the turn order or on the map), after the tabs a
system asks for by feature (`Presentation.ui_features`): "Attack" for "threat_attack" (the attack
against a Threat, with its Retaliations). `FEATURE_TABS` is the one place a feature meets its tab.
Above the tabs, `SceneEventsBox`: the scene events that came up, in large type, until dismissed; and
`ReinforcementsBox`: who arrives later, with a button to bring each in now.

The Action and Combatant tabs are built when first shown (or first asked for, as `action` and `card`):
a fight opened on a system's own tab does not make (or keep up to date) the forms behind the others.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from gm_desk.rules.presentation import THREAT_ATTACK
from gm_desk.ui.combat.reinforcements_box import ReinforcementsBox
from gm_desk.ui.combat.scene_events_box import SceneEventsBox
from gm_desk.ui.combat.scroll import scrolling
from gm_desk.ui.combat.threat_attack import ThreatAttackPanel
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.session import EncounterSession

if TYPE_CHECKING:
    from gm_desk.ui.combat.combatant_card import CombatantCard
    from gm_desk.ui.combat.command_form import CommandForm

ATTACK_TAB, ACTION_TAB, COMBATANT_TAB = N_("Attack"), N_("Action"), N_("Combatant")  # tr() where shown


# Feature (`Presentation.ui_features`) → its tab's title and widget, in the order the tabs come. Each
# widget is made with the window's notices and follows them itself (showing nothing when the open
# encounter's system does without it), and takes `use_selection(cids)`.
FEATURE_TABS: dict[str, tuple[str, Callable[[Notices], QWidget]]] = {
    THREAT_ATTACK: (ATTACK_TAB, ThreatAttackPanel)
}


def selected_cids(scene: Any) -> list[str]:
    """The combatants selected on the zone canvas (its token items carry `cid`)."""
    return [item.cid for item in scene.selectedItems() if isinstance(getattr(item, "cid", None), str)]


class CombatPanel(QWidget):
    """Attack, act, and look after one combatant."""

    command_done = Signal()  # a form sent a command that was applied: the keys go back to the fight

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("combatPanel")
        self.session: EncounterSession | None = None
        self.chosen: str | None = None
        self._notices = notices
        self._action: CommandForm | None = None  # the Action and Combatant tabs' forms, once first needed
        self._card: CombatantCard | None = None
        self.scene = SceneEventsBox(notices, self)  # the scene events that came up, above the tabs
        self.reinforcements = ReinforcementsBox(notices, self)  # who arrives later, under them
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        # feature → (its widget, the page holding it); each shown only in a fight of a system that asks
        self.features: dict[str, tuple[Any, QWidget]] = {}
        for feature, (title, make) in FEATURE_TABS.items():
            widget = make(notices)
            page = widget if getattr(widget, "scrolls_itself", False) else scrolling(widget)
            self.tabs.addTab(page, tr(title))
            self.features[feature] = (widget, page)
        self.attack: ThreatAttackPanel = self.features[THREAT_ATTACK][0]
        self._action_page = QWidget()  # the form scrolls its fields itself, its button stays in view
        self._action_layout = _empty_layout(self._action_page)
        self.tabs.addTab(self._action_page, tr(ACTION_TAB))
        self._card_page = QWidget()  # the card in a scrolling area
        self._card_layout = _empty_layout(self._card_page)
        self.tabs.addTab(self._card_page, tr(COMBATANT_TAB))
        self.tabs.currentChanged.connect(self._build_shown)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scene)
        layout.addWidget(self.reinforcements)
        layout.addWidget(self.tabs, 1)
        for widget, _page in self.features.values():
            if hasattr(widget, "done"):
                widget.done.connect(self.command_done)
        notices.follow(self.on_change)

    @property
    def action(self) -> CommandForm:
        """The Action tab's form over every legal command, built when first needed."""
        if self._action is None:
            from gm_desk.ui.combat.command_form import CommandForm

            self._action = CommandForm(self._notices)  # follows the notices from now on, the open fight at once
            self._action.done.connect(self.command_done)
            self._action_layout.addWidget(self._action)
            self._action.show()  # a layout shows a widget added to a shown page only later
        return self._action

    @property
    def card(self) -> CombatantCard:
        """The Combatant tab's card, built when first needed (showing whoever is chosen now)."""
        if self._card is None:
            from gm_desk.ui.combat.combatant_card import CombatantCard

            self._card = CombatantCard(self._notices.submit)
            area = scrolling(self._card)
            self._card_layout.addWidget(area)
            area.show()
            self._show_card()
        return self._card

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._build_shown()

    def _build_shown(self, _index: int = -1) -> None:
        """The tab on the screen has its form (a hidden panel builds it when it is shown)."""
        if not self.isVisible():
            return
        page = self.tabs.currentWidget()
        if page is self._action_page:
            self.action  # noqa: B018 - built on first show
        elif page is self._card_page:
            self.card  # noqa: B018

    def on_change(self, notice: Notice) -> None:
        self.session = session = notice.session
        if notice.opened:
            self.chosen = None
            if self._card is not None:
                self._card.forget()
            first: QWidget = self._action_page  # a system's own tab comes first when it has one
            for feature, (_widget, page) in reversed(self.features.items()):
                shown = session is not None and session.ruleset.presentation.shows(feature)
                self.tabs.setTabVisible(self.tabs.indexOf(page), shown)
                first = page if shown else first
            self.tabs.setCurrentWidget(first)
            self._build_shown()
        if notice.encounter or notice.look:
            self.refresh()

    def refresh(self) -> None:
        if self._card is not None:
            self._show_card()

    def _show_card(self) -> None:
        assert self._card is not None
        session = self.session
        state = session.state if session is not None else None
        hook = session.ruleset.condition_hook if session is not None else "round_end"
        who = self.chosen or (state.actor if state is not None else None)
        face = session.face(who) if session is not None and who else None
        self._card.show_combatant(state, who, hook, face)

    # --- what the other parts of the window call --------------------------------------------------

    def show_combatant(self, cid: str) -> None:
        """Show this combatant on the Combatant tab (and use it in the attack)."""
        self.chosen = cid
        for widget, _ in self.features.values():
            widget.use_selection([cid])
        self.refresh()

    def use_selection(self, cids: list[str]) -> None:
        """Canvas selection: the attack takes attacker and target from it; one token shows on the card."""
        if not cids:
            return
        for widget, _ in self.features.values():
            widget.use_selection(cids)
        self.chosen = cids[-1]
        self.refresh()

    def form_for_actor(self) -> QWidget:
        """Where the keys go to act (View ▸ Go to ▸ Form): the system's own form when the acting
        combatant uses it (the Attack tab, for a PC's turn in Threat & Retaliation), its first field;
        else the Action form's list of what can be done."""
        session = self.session
        state = session.state if session is not None else None
        actor = state.combatants.get(state.actor) if state is not None and state.actor else None
        for feature, (widget, page) in self.features.items():
            if session is None or not session.ruleset.presentation.shows(feature) or not widget.isEnabled():
                continue
            entry: QWidget | None = None
            if hasattr(widget, "keyboard_entry"):
                entry = widget.keyboard_entry(actor)
            if entry is not None:
                self.tabs.setCurrentWidget(page)
                return entry
        self.tabs.setCurrentWidget(self._action_page)
        return self.action.picker

    def show_tab(self, name: str) -> None:
        for index in range(self.tabs.count()):
            if self.tabs.tabText(index) == tr(name):
                self.tabs.setCurrentIndex(index)


def _empty_layout(page: QWidget) -> QVBoxLayout:
    """A tab's page's layout, empty until its form is built into it."""
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    return layout
