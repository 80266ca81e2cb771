"""The token menu's "Arrives" entries before the fight: a combatant comes later, at the start of a round
or with a scene event already prepared, or is there from the start again (prep edits of the setup; see
`gm_desk.rules.prep.arrivals`). A reinforcement leaves the map until it arrives: the combat panel's
Reinforcements box lists it."""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QMenu

from gm_desk.rules.scene_event_spec import events_of
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import menu_text
from gm_desk.ui.session import EncounterSession

ROUNDS = range(2, 7)  # the rounds offered in the menu; a scene event reaches any other


def add_arrival_menu(menu: QMenu, session: EncounterSession, cid: str) -> QMenu:
    """The "Arrives later" submenu of a token before the fight."""
    from gm_desk.rules import prep  # the prep edits load with a token's menu, not with the map

    sub = menu.addMenu(tr("Arrives later"))
    for number in ROUNDS:
        sub.addAction(tr("At the start of round {n}", n=number), partial(session.edit, prep.arrive_at_round, cid, number))
    events = events_of(session.state)
    if events:
        sub.addSeparator()
    for event in events:
        sub.addAction(tr("With {name}", name=menu_text(event.name)), partial(session.edit, prep.arrive_with, cid, event.id))
    return sub
