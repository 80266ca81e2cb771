"""Refresh from bestiary: give creatures in a running fight the stats their bestiary entries have now.

A creature keeps the stat block it joined the fight with (a block changing under a fight would change
rolls already made). When the GM has since edited the entry, Encounter ▸ Refresh from bestiary… (or
the token's menu) lists the creatures whose entries differ, and the ticked ones get the new block
through the rules' `gm.set_stats`, a GM override the system checks and the log records. Several
creatures refreshed at once are one step in the history; their tracks (health...) stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import stat_changes
from gm_desk.store import StaleCombatant, StoreError, ref_creature_id, stale_combatants
from gm_desk.ui.i18n import N_, tr

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk
    from gm_desk.ui.session import EncounterSession

REASON = N_("refreshed from the bestiary")  # written into the log in English, read back in words
CID_ROLE = Qt.ItemDataRole.UserRole + 1


def stale_in(session: EncounterSession, only: str | None = None) -> list[StaleCombatant]:
    """The creatures of the fight (or just `only`) whose bestiary entry differs from their stats."""
    people = [
        c
        for c in session.state.combatants.values()
        if c.status != "removed" and (only is None or c.id == only) and ref_creature_id(c.ref) is not None
    ]
    return stale_combatants(people) if people else []


def command_for(stale: StaleCombatant) -> Command:
    return Command("gm.set_stats", args={"cid": stale.combatant_id, "stats": stale.stats, "reason": REASON})


def refresh(session: EncounterSession, chosen: list[StaleCombatant]) -> list[str]:
    """Apply the new blocks (those the rules accept), as one undo step; the ids refreshed."""
    wanted = [s for s in chosen if not s.deleted and session.encounter.check(command_for(s)) is None]
    if not wanted:
        return []
    stack = session.undo_stack
    if len(wanted) > 1:
        stack.beginMacro(tr("Refresh {count} creatures from the bestiary", count=len(wanted)))
    try:
        done = [s.combatant_id for s in wanted if session.submit(command_for(s)).ok]
    finally:
        if len(wanted) > 1:
            stack.endMacro()
    return done


def changes_text(session: EncounterSession, stale: StaleCombatant) -> str:
    if stale.deleted:
        return tr(
            "{name}: its bestiary entry was deleted, so there is nothing to refresh from", name=stale.name
        )
    now = session.state.combatants[stale.combatant_id].stats
    return f"{stale.name}: {stat_changes(now, stale.stats or {}, shown=6)}"


class RefreshDialog(QDialog):
    """The creatures whose entries changed, each ticked; Apply gives the ticked ones the new stats."""

    message = Signal(str)

    def __init__(
        self, session: EncounterSession, stale: list[StaleCombatant], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("refreshBestiaryDialog")
        self.setWindowTitle(tr("Refresh from bestiary"))
        self.resize(560, 320)
        self.session = session
        self.stale = {s.combatant_id: s for s in stale}
        intro = QLabel(
            tr(
                "These creatures' bestiary entries changed after they joined the fight. The ticked ones "
                "take the new stats now; their health and other tracks stay as they are."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("staleList")
        for s in stale:
            item = QListWidgetItem(changes_text(session, s), self.list)
            item.setData(CID_ROLE, s.combatant_id)
            if s.deleted:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            else:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.apply_button = buttons.addButton(tr("Apply new stats"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setObjectName("applyStatsButton")
        self.apply_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemChanged.connect(self._update_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self._update_button()

    def chosen(self) -> list[StaleCombatant]:
        items = (self.list.item(row) for row in range(self.list.count()))
        return [
            self.stale[item.data(CID_ROLE)] for item in items if item.checkState() == Qt.CheckState.Checked
        ]

    def _update_button(self, *args: Any) -> None:
        self.apply_button.setEnabled(bool(self.chosen()))

    def accept(self) -> None:
        done = refresh(self.session, self.chosen())
        names = [self.stale[cid].name for cid in done]
        if names:
            self.message.emit(tr("New stats from the bestiary for {join}.", join=", ".join(names)))
        super().accept()


def refresh_from_bestiary(window: Desk, only: str | None = None) -> RefreshDialog | None:
    """Encounter ▸ Refresh from bestiary…: the dialog (window-modal, not blocking), or a status message
    saying why there is nothing to do."""
    session = window.session

    def say(text: str) -> None:
        window.say(text)

    if session is None:
        return None
    if session.in_prep:
        say(tr("An encounter in prep follows the bestiary by itself: nothing to refresh before the fight."))
        return None
    if session.state.outcome is not None:
        say(tr("This fight is over: its creatures keep the stats they fought with."))
        return None
    try:
        stale = stale_in(session, only)
    except StoreError as exc:
        say(str(exc))
        return None
    if not stale:
        say(tr("Every creature in this fight matches its bestiary entry."))
        return None
    dialog = RefreshDialog(session, stale, window.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.message.connect(say)
    dialog.open()
    return dialog


def token_menu_hook(window: Desk) -> Callable[[QMenu, str, str], None]:
    """A token's menu offers "Refresh from bestiary…" when its creature's entry changed mid-fight."""

    def hook(menu: QMenu, kind: str, cid: str) -> None:
        session = window.session
        if kind != "token" or session is None or session.in_prep or session.state.outcome is not None:
            return
        c = session.state.combatants.get(cid)
        if c is None or ref_creature_id(c.ref) is None:
            return
        try:
            stale = [s for s in stale_in(session, cid) if not s.deleted]
        except StoreError:
            return
        if stale:
            menu.addSeparator()
            menu.addAction(tr("Refresh from bestiary…"), lambda: refresh_from_bestiary(window, cid))

    return hook


__all__ = ["RefreshDialog", "refresh", "refresh_from_bestiary", "stale_in", "token_menu_hook"]
