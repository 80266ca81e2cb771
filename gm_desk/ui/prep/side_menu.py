"""The token menu's side and hiding entries: "Side ▸ …" and "Hidden" while the encounter is prepared,
"Reveal" (the engine's `gm.reveal`) once the fight runs and the combatant is still hidden."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from gm_desk.rules import prep
from gm_desk.rules.events import Command
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import menu_text

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk
    from gm_desk.ui.session import EncounterSession


def fill_token_menu(menu: QMenu, session: EncounterSession, cid: str) -> None:
    """Add the side and hiding entries for combatant `cid` of `session` to a token's menu."""
    state = session.state
    c = state.combatants.get(cid)
    if c is None or state.outcome is not None:
        return
    menu.addSeparator()
    if session.in_prep:
        sides = menu.addMenu(tr("Side"))
        for side in state.sides.values():
            act = sides.addAction(menu_text(side.name), partial(session.edit, prep.move_to_side, cid, side.id))
            act.setCheckable(True)
            act.setChecked(side.id == c.side)
        hidden = menu.addAction(tr("Hidden"), lambda: session.edit(prep.set_hidden, cid, not c.hidden))
        hidden.setCheckable(True)
        hidden.setChecked(c.hidden)
        hidden.setToolTip(tr("Left out of the turn order until it acts or you reveal it"))
    elif c.hidden:
        menu.addAction(tr("Reveal"), lambda: session.submit(Command("gm.reveal", args={"cid": cid})))


def token_menu_hook(window: Desk) -> Callable[[QMenu, str, str], None]:
    def hook(menu: QMenu, kind: str, cid: str) -> None:
        if kind == "token" and window.session is not None:
            fill_token_menu(menu, window.session, cid)

    return hook
