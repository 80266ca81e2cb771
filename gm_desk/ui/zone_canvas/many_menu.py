"""The map's way to act on many at once during the fight: the tokens picked (Ctrl+click or a rubber band),
or everyone in a zone, get damage, healing or a condition in one step (`ManyDialog`, `gm.each`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsScene, QMenu

from gm_desk.rules.state import REMOVED
from gm_desk.ui.combat.many_dialog import ManyDialog, open_many
from gm_desk.ui.i18n import tr
from gm_desk.ui.session import EncounterSession


def picked(scene: QGraphicsScene, session: EncounterSession) -> list[str]:
    """The combatants whose tokens are selected, in the encounter's order."""
    chosen = {getattr(item, "cid", None) for item in scene.selectedItems()}
    return [cid for cid in session.state.combatants if cid in chosen]


def in_zone(session: EncounterSession, zone_id: str) -> list[str]:
    """Everyone standing in the zone (the GM's view: the hidden too), in the encounter's order."""
    return [c.id for c in session.state.combatants.values() if c.zone == zone_id and c.status != REMOVED]


def open_for(scene: Any, session: EncounterSession, cids: list[str], title: str) -> ManyDialog | None:
    if not cids:
        return None
    names = [session.state.combatants[cid].name for cid in cids]
    view = scene.views()[0] if scene.views() else None
    dialog = open_many(session.submit, cids, names, title, view)
    scene.many_dialog = dialog
    return dialog


def add_to_token_menu(menu: QMenu, scene: Any, session: EncounterSession, cid: str) -> None:
    """With several tokens picked, this one among them: the entry for all of them."""
    cids = picked(scene, session)
    if len(cids) < 2 or cid not in cids:
        return
    title = tr("Damage or condition on the {count} picked…", count=len(cids))
    menu.addAction(title, lambda: open_for(scene, session, cids, title.rstrip("…")))


def add_to_zone_menu(menu: QMenu, scene: Any, session: EncounterSession, zone_id: str) -> None:
    cids = in_zone(session, zone_id)
    zone = session.state.zones.zones[zone_id].name
    title = tr("Damage or condition on everyone here ({count})…", count=len(cids))
    act = menu.addAction(title, lambda: open_for(scene, session, cids, tr("Everyone in {zone}", zone=zone)))
    act.setEnabled(bool(cids))


def open_picked(window: Any) -> ManyDialog | None:
    """Encounter ▸ Damage or condition on the picked… (Ctrl+Shift+D): the tokens picked on the map; with
    none picked, or before the fight, the status bar says what to do."""
    session = window.session
    if session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    if session.in_prep:
        window.say(tr("Damage and conditions wait for the fight: start it first."), 5000)
        return None
    scene = window.canvas.map_scene
    cids = picked(scene, session)
    if not cids:
        window.say(tr("Pick tokens on the map first: Ctrl+click them, or drag a box around them."), 5000)
        return None
    title = tr("Damage or condition on the {count} picked", count=len(cids))
    return open_for(scene, session, cids, title)
