"""The map of the open encounter: zone, link and token items kept in step with the session.

The scene renders what the session says and turns gestures into session calls (a token dropped in a
zone, a zone moved or resized, a link dragged out with Shift, Delete on a link or a zone); it decides
nothing itself. Items are kept by id and updated in place, so selection survives every change, and an
item that leaves the map is parked until the next sync instead of being destroyed while one of its
own event handlers may still be running.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QMenu,
)

import gm_desk.ui.zone_canvas.palette as pal
from gm_desk.rules.events import Command
from gm_desk.rules.live_hazards import live, live_hazard
from gm_desk.rules.zone_hazard_spec import words
from gm_desk.rules.zones import TAGS, UNREACHABLE
from gm_desk.ui.combat.damage_box import DamageDialog
from gm_desk.ui.combat.many_dialog import ManyDialog
from gm_desk.ui.combat.tracks import presentation_of
from gm_desk.ui.i18n import tr, trn
from gm_desk.ui.name_check import NameDialog
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import menu_text
from gm_desk.ui.session import ZONE_SIZE, EncounterSession, forgetting, map_edits
from gm_desk.ui.zone_canvas.arrival_menu import add_arrival_menu
from gm_desk.ui.zone_canvas.backdrop_item import BackdropItem, is_backdrop
from gm_desk.ui.zone_canvas.hazard_editor import REMOVE, HazardDialog
from gm_desk.ui.zone_canvas.link_item import DraftLink, EngagementItem, LinkItem
from gm_desk.ui.zone_canvas.many_menu import add_to_token_menu, add_to_zone_menu
from gm_desk.ui.zone_canvas.token_item import TokenItem, TokenLook
from gm_desk.ui.zone_canvas.zone_item import SNAP, UNREACHABLE_SHOWN, ZoneItem

NUDGE_MERGE_ID = 0x5A4E  # consecutive keyboard nudges merge into one undo step
TOKEN_TOP = pal.ZONE_HEADER + pal.TOKEN_SIZE / 2 + 10
SLOT_ABOVE = pal.TOKEN_SIZE / 2 + 6  # a token's room above its centre (its disc and ring)
PAD = 4.0  # room kept between the tokens and the zone's border


def token_grid(width: float, height: float, count: int) -> tuple[int, float]:
    """(columns, scale) that fit `count` token slots in a zone's room under its name: full size while
    they fit, else the arrangement that keeps them largest. Every slot stays inside the room."""
    slot_w, slot_h = pal.TOKEN_SLOT
    room_w, room_h = max(1.0, width - 2 * PAD), max(1.0, height - pal.ZONE_HEADER - PAD)
    best = (1, 0.0)
    for cols in range(1, max(count, 1) + 1):
        rows = -(-max(count, 1) // cols)
        scale = min(1.0, room_w / (cols * slot_w), room_h / (rows * slot_h))
        if scale > best[1] + 1e-9:
            best = (cols, scale)
        if scale >= 1.0:
            break
    return best


class ZoneScene(QGraphicsScene):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: EncounterSession | None = None
        self.zones: dict[str, ZoneItem] = {}
        self.links: dict[frozenset[str], LinkItem] = {}
        self.tokens: dict[str, TokenItem] = {}
        self.engagements: dict[frozenset[str], EngagementItem] = {}
        self._parked: list[QGraphicsItem] = []
        self._draft: DraftLink | None = None
        self._link_from: ZoneItem | None = None
        self._hint_for: tuple[str, str] | None = None  # the drop last checked, so a drag checks once per zone
        self._hinted: set[ZoneItem] = set()  # zones showing a drop hint now
        # Other parts of the window add entries to the zone and token menus: hook(menu, "zone"|"token", id).
        self.menu_extras: list[Callable[[QMenu, str, str], None]] = []
        self._turn_of: str | None = None  # whose turn the map last showed
        self._drawn_map: object = None  # the zone map last drawn: a fight's command may change it
        self.damage_dialog: DamageDialog | None = None  # the token menu's damage box, while open
        self.many_dialog: ManyDialog | None = None  # the box for many at once, last opened
        self.hazard_dialog: HazardDialog | None = None  # the zone menu's Hazard… editor, last opened
        self.backdrop = BackdropItem()  # the map picture under the zones, when there is one
        self.addItem(self.backdrop)
        self.selectionChanged.connect(self._update_hops)

    # --- the session ------------------------------------------------------------------------------

    def follow(self, notices: Notices) -> None:
        """Draw the open encounter from now on (see gm_desk/ui/notice.py)."""
        notices.follow(self.on_change)
        notices.refused.connect(self._after_rejection)

    def on_change(self, notice: Notice) -> None:
        if notice.opened:
            self._open(notice.session)
        elif self.session is None:
            return
        elif notice.setup or (notice.fight and self.session.state.zones is not self._drawn_map):
            self.sync_map()  # the map itself changed (a prep edit, or the GM's change during the fight)
        elif notice.fight:
            self.refresh()
        if notice.layout and not notice.opened:
            self.apply_layout()
            self.refresh()  # a portrait given or taken away
        if notice.layout or notice.opened or notice.setup:
            self._sync_backdrop()
        if notice.look:
            self.setBackgroundBrush(self.backgroundBrush())
            self.update()

    def _open(self, session: EncounterSession | None) -> None:
        """Everything of the last encounter leaves the map; the new one's zones, links and tokens come."""
        self.session = session
        for item in [
            *self.zones.values(),
            *self.links.values(),
            *self.tokens.values(),
            *self.engagements.values(),
        ]:
            self._park(item)
        self.zones, self.links, self.tokens, self.engagements = {}, {}, {}, {}
        self._link_from = None
        self._hint_for = None
        self._hinted = set()
        if session is None:
            return
        self._turn_of = session.state.actor
        self.sync_map()

    def sync_map(self) -> None:
        """Zones and links as the session's zone map has them; then the tokens."""
        session = self.session
        if session is None:
            return
        self._parked.clear()
        zmap = session.state.zones
        self._drawn_map = zmap
        for zone_id in list(self.zones):
            if zone_id not in zmap.zones:
                self._park(self.zones.pop(zone_id))
        for zone_id, zone in zmap.zones.items():
            item = self.zones.get(zone_id)
            if item is None:
                item = ZoneItem(zone_id, zone.name, zone.tags, session.zone_rect(zone_id))
                item.set_over_picture(self.backdrop.isVisible())  # a zone made mid-fight lets it show too
                self.zones[zone_id] = item
                self.addItem(item)
            else:
                item.set_details(zone.name, zone.tags)
                item.set_scene_rect(session.zone_rect(zone_id))
        for pair in list(self.links):
            if pair not in zmap.links:
                self._park(self.links.pop(pair))
        for pair in zmap.links:
            a, b = sorted(pair)
            link = self.links.get(pair)
            if link is None:
                link = LinkItem(self.zones[a], self.zones[b])
                self.links[pair] = link
                self.addItem(link)
            link.refresh()
        self.refresh()

    def refresh(self) -> None:
        """Tokens, engagements and shading as the state has them now."""
        session = self.session
        if session is None:
            return
        state = session.state
        live = {
            cid: c for cid, c in state.combatants.items() if c.status != "removed" and c.zone in self.zones
        }
        for cid in list(self.tokens):
            if cid not in live:
                self._park(self.tokens.pop(cid))
        faces = session.faces()
        for cid, c in live.items():
            look = TokenLook.of(c, state, faces.get(cid))
            token = self.tokens.get(cid)
            if token is None:
                token = TokenItem(look)
                self.tokens[cid] = token
                self.addItem(token)
            else:
                token.set_look(look)
        self.layout_tokens()
        self._sync_engagements()
        self._sync_hazards()
        if state.actor != self._turn_of:
            # The turn passed (or was taken back): a token picked during the last turn, and the range
            # shading drawn from it, belong to that turn and go with it.
            self._turn_of = state.actor
            for item in self.selectedItems():
                if isinstance(item, TokenItem):
                    item.setSelected(False)
        self._update_hops()

    def apply_layout(self) -> None:
        """Zone rectangles from the session (after an undo, a redo or a commit)."""
        if self.session is None:
            return
        for zone_id, item in self.zones.items():
            item.set_scene_rect(self.session.zone_rect(zone_id))
        for link in self.links.values():
            link.refresh()
        self.layout_tokens()

    def _sync_backdrop(self) -> None:
        """The map picture as the layout places it; the zones let it show through their fill."""
        self.backdrop.set_placement(self.session.picture if self.session is not None else None)
        shown = self.backdrop.isVisible()
        for zone in self.zones.values():
            zone.set_over_picture(shown)

    def picture_moved(self, placement: dict[str, Any]) -> None:
        """The unlocked map picture was dragged: one undo step."""
        if self.session is not None and not self.session.set_picture(placement, tr("Move map picture")):
            self.backdrop.set_placement(self.session.picture)

    def thing_at(self, pos: QPointF) -> QGraphicsItem | None:
        """The zone, link or token under `pos` (the map picture under everything does not count)."""
        return next((item for item in self.items(pos) if not is_backdrop(item)), None)

    def _park(self, item: QGraphicsItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        self._parked.append(item)

    # --- placing tokens ---------------------------------------------------------------------------

    def slots(self, zone_id: str, count: int | None = None) -> list[QPointF]:
        """Token centres in a zone, row by row under its name; enough for everyone standing there
        (or for `count` tokens when the caller has counted them already)."""
        rect = self.zones[zone_id].scene_rect()
        if count is None:
            count = len(self._standing().get(zone_id, ()))
        cols, scale = self.slot_layout(zone_id, count)
        slot_w, slot_h = pal.TOKEN_SLOT[0] * scale, pal.TOKEN_SLOT[1] * scale
        # Filled rows spread across the zone; with room to spare, the full-size rows sit under the name.
        cols = min(cols, max(count, 1))
        left = rect.x() + (rect.width() - cols * slot_w) / 2 + slot_w / 2
        top = rect.y() + (TOKEN_TOP if scale >= 1.0 else pal.ZONE_HEADER + SLOT_ABOVE * scale)
        return [QPointF(left + (i % cols) * slot_w, top + (i // cols) * slot_h) for i in range(max(count, 1))]

    def slot_layout(self, zone_id: str, count: int) -> tuple[int, float]:
        """Columns and token scale for `count` tokens in the zone (see `token_grid`)."""
        rect = self.zones[zone_id].scene_rect()
        return token_grid(rect.width(), rect.height(), count)

    def _standing(self) -> dict[str | None, list[TokenItem]]:
        """Tokens by the zone they stand in, in token order: one pass, however many zones there are."""
        by_zone: dict[str | None, list[TokenItem]] = {}
        combatants = self.session.state.combatants if self.session else {}
        for token in self.tokens.values():
            c = combatants.get(token.cid)
            by_zone.setdefault(c.zone if c else None, []).append(token)
        return by_zone

    def layout_tokens(self, zone_id: str | None = None) -> None:
        by_zone = self._standing()
        for zid in [zone_id] if zone_id else list(self.zones):
            standing = by_zone.get(zid, [])
            dark = self.zones[zid].is_dark
            scale = self.slot_layout(zid, len(standing))[1]
            for token, spot in zip(standing, self.slots(zid, len(standing))):
                token.set_on_dark(dark)
                if token.scale() != scale:
                    token.setScale(scale)
                if not token.dragging and token.pos() != spot:
                    token.setPos(spot)
        for item in self.engagements.values():
            item.refresh()

    def _zone_of(self, cid: str) -> str | None:
        c = self.session.state.combatants.get(cid) if self.session else None
        return c.zone if c else None

    def _sync_engagements(self) -> None:
        pairs = set()
        if self.session is not None:
            for cid in self.tokens:
                for other in self.session.state.combatants[cid].engaged:
                    if other in self.tokens:
                        pairs.add(frozenset((cid, other)))
        for pair in list(self.engagements):
            if pair not in pairs:
                self._park(self.engagements.pop(pair))
        for pair in pairs:
            if pair not in self.engagements:
                a, b = sorted(pair)
                item = EngagementItem(self.tokens[a], self.tokens[b])
                self.engagements[pair] = item
                self.addItem(item)
            self.engagements[pair].refresh()

    # --- gestures from items ----------------------------------------------------------------------

    def zone_at(self, pos: QPointF) -> ZoneItem | None:
        for item in self.items(pos):
            if isinstance(item, ZoneItem):
                return item
        return None

    def token_hovering(self, token: TokenItem, pos: QPointF) -> None:
        """While a token is dragged, the zone under it says whether the rules would take it there."""
        session, target = self.session, self.zone_at(pos)
        if target is not None and (session is None or target.zone_id == self._zone_of(token.cid)):
            target = None
        # Only the zones showing a hint are touched: a drag step must not cost one call per zone.
        for item in [z for z in self._hinted if z is not target]:
            item.set_drop_hint(None)
            self._hinted.discard(item)
        if target is None:
            self._hint_for = None
        elif session is not None and self._hint_for != (token.cid, target.zone_id):
            self._hint_for = (token.cid, target.zone_id)
            target.set_drop_hint(session.check_drop(token.cid, target.zone_id) is None)
            self._hinted.add(target)

    def token_dropped(self, token: TokenItem, pos: QPointF) -> None:
        """A token let go: ask the session to move it there; wherever it ends up, lay it out again."""
        self._hint_for = None
        for item in self._hinted:
            item.set_drop_hint(None)
        self._hinted.clear()
        other = self.token_at(pos, token)
        target = self.zone_at(pos)
        here = self._zone_of(token.cid)
        if (
            self.session is not None
            and other is not None
            and here is not None
            and self._zone_of(other.cid) == here
        ):
            if not self.session.in_prep:  # onto someone in the same zone: engage them (a refusal snaps back)
                self.session.submit(Command("engage", args={"a": token.cid, "b": other.cid}))
        elif self.session is not None and target is not None and target.zone_id != here:
            self.session.drop_token(token.cid, target.zone_id)
        self.layout_tokens()

    def token_at(self, pos: QPointF, dragged: TokenItem) -> TokenItem | None:
        """The token under `pos` other than the one being dragged."""
        for item in self.items(pos):
            if isinstance(item, TokenItem) and item is not dragged:
                return item
        return None

    def zone_geometry_changed(self, zone: ZoneItem) -> None:
        """A zone is being moved or resized: its links and tokens follow."""
        for link in self.links.values():
            if zone.zone_id in link.pair:
                link.refresh()
        if self.session is not None:
            self.layout_tokens(zone.zone_id)

    def zone_geometry_committed(self, zone: ZoneItem, text: str) -> None:
        """The mouse was released: every zone whose rectangle changed is saved as one undo step."""
        if self.session is None:
            return
        rects = {
            zid: item.scene_rect()
            for zid, item in self.zones.items()
            if item.scene_rect() != self.session.zone_rect(zid)
        }
        if rects:
            self.session.set_zone_rects(rects, text)

    def nudge(self, dx: float, dy: float) -> bool:
        chosen = [item for item in self.selectedItems() if isinstance(item, ZoneItem)]
        if not chosen or self.session is None:
            return False
        rects = {item.zone_id: item.scene_rect().translated(dx, dy) for item in chosen}
        self.session.set_zone_rects(rects, tr("Nudge zone"), NUDGE_MERGE_ID)
        return True

    def delete_selected(self) -> bool:
        """Delete: selected links are removed, then selected zones (prep only)."""
        if self.session is None:
            return False
        chosen = self.selectedItems()
        done = False
        for item in chosen:
            if isinstance(item, LinkItem):
                a, b = sorted(item.pair)
                done = map_edits.unlink(self.session, a, b) or done
        for item in chosen:
            if isinstance(item, ZoneItem):
                done = self.remove_zone(item.zone_id) or done
        return done

    def remove_zone(self, zone_id: str) -> bool:
        if self.session is None:
            return False
        from gm_desk.rules import prep  # the prep edits load with the first one, not with the map

        return self.session.edit(prep.remove_zone, zone_id, layout=forgetting(zone_id)) is not None

    def begin_link(self, zone: ZoneItem, pos: QPointF) -> None:
        if self.session is None:
            return
        self._link_from = zone
        self._draft = DraftLink(zone.scene_rect().center())
        self.addItem(self._draft)
        self.drag_link(pos)

    def drag_link(self, pos: QPointF) -> None:
        if self._draft is not None:
            line = self._draft.line()
            line.setP2(pos)
            self._draft.setLine(line)

    def end_link(self, pos: QPointF) -> None:
        start, self._link_from = self._link_from, None
        if self._draft is not None:
            self._park(self._draft)
            self._draft = None
        target = self.zone_at(pos)
        if start is not None and target is not None and target is not start and self.session is not None:
            map_edits.link(self.session, start.zone_id, target.zone_id)

    def new_zone_at(self, pos: QPointF) -> str | None:
        if self.session is None:
            return None
        w, h = ZONE_SIZE
        x = round((pos.x() - w / 2) / SNAP) * SNAP
        y = round((pos.y() - h / 2) / SNAP) * SNAP
        return map_edits.new_zone(self.session, QRectF(x, y, w, h))

    def _sync_hazards(self) -> None:
        """Each zone shows the hazard at work in it now (in prep: the one the map gives it)."""
        if self.session is None:
            return
        state = self.session.state
        burning = live(state)
        for zone_id, item in self.zones.items():
            entry = burning.get(zone_id)
            if entry is not None:
                hazard = live_hazard(entry)
                left = (
                    ", " + trn("{left} round left", "{left} rounds left", int(entry["left"]), left=entry["left"])
                    if entry.get("left") is not None
                    else ""
                )
                item.set_hazard(hazard.tag, f"{words(hazard)}{left}")
                continue
            zone = state.zones.zones.get(zone_id)
            if zone is not None and zone.hazard is not None and not state.started:
                item.set_hazard(zone.hazard.tag, words(zone.hazard))
            else:
                item.set_hazard(None, "")

    def open_hazard(self, zone_id: str) -> HazardDialog | None:
        """Hazard…: the zone's timed effect in a small window-modal dialog; OK saves it (a prep edit)."""
        session = self.session
        if session is None or zone_id not in session.state.zones.zones:
            return None
        from gm_desk.rules import prep

        if not session.may_edit(prep.set_zone_hazard):
            return None
        zone = session.state.zones.zones[zone_id]
        view = self.views()[0] if self.views() else None
        dialog = HazardDialog(zone.name, zone.tags, zone.hazard, view)

        def finished(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                session.edit(prep.set_zone_hazard, zone_id, dialog.value())
            elif result == REMOVE:
                session.edit(prep.set_zone_hazard, zone_id, None)
            dialog.deleteLater()

        dialog.finished.connect(finished)
        self.hazard_dialog = dialog
        dialog.open()
        return dialog

    def rename_zone(self, zone_id: str) -> None:
        from gm_desk.rules import prep

        if self.session is None or not self.session.may_edit(prep.rename_zone):
            return
        view = self.views()[0] if self.views() else None
        current = prep.zone_name(self.session.setup, zone_id)
        ask = NameDialog(view, tr("Rename zone"), tr("Zone name:"), current)
        if ask.exec() == QDialog.DialogCode.Accepted:  # the name checked as it is typed, never cut short
            self.session.edit(prep.rename_zone, zone_id, ask.value())

    def _after_rejection(self, code: str, message: str) -> None:
        self.layout_tokens()  # a refused drop snaps back

    # --- shading by distance and by reach ----------------------------------------------------------------------

    def _update_hops(self) -> None:
        if self.session is None:
            return
        chosen = [item for item in self.selectedItems() if isinstance(item, TokenItem)]
        origin = self._zone_of(chosen[0].cid) if len(chosen) == 1 else None
        state = self.session.state
        zmap = state.zones
        reach: dict[str, str] = {}
        who = ""
        if origin is not None and origin in zmap.zones:
            cid = chosen[0].cid
            reach = presentation_of(state.ruleset).reach(state, cid)  # the rules say where it reaches
            who = state.combatants[cid].name if cid in state.combatants else ""
        for zone_id, item in self.zones.items():
            item.set_reach(reach.get(zone_id), who)
            if origin is None or origin not in zmap.zones:
                item.set_hops(None)
            else:
                hops = zmap.hops(origin, zone_id)
                item.set_hops(hops if hops < UNREACHABLE else UNREACHABLE_SHOWN)

    # --- menus ------------------------------------------------------------------------------------

    def zone_menu_actions(self, zone: ZoneItem) -> QMenu:
        """The context menu of a zone (built apart from showing it, so it can be checked)."""
        session = self.session
        menu = QMenu()
        if session is None:
            return menu
        in_prep = session.in_prep
        zid = zone.zone_id
        rename = menu.addAction(tr("Rename…"), lambda: self.rename_zone(zid))
        tags = menu.addMenu(tr("Terrain"))
        for tag in TAGS:
            act = tags.addAction(tag.capitalize())
            act.setCheckable(True)
            act.setChecked(tag in zone.tags)
            act.toggled.connect(lambda on, t=tag: map_edits.set_tag(session, zid, t, on))
        zmap = session.state.zones
        linked = set(zmap.neighbours(zid))
        link_to = menu.addMenu(tr("Link to"))
        unlink = menu.addMenu(tr("Unlink from"))
        for other, z in zmap.zones.items():
            if other == zid:
                continue
            if other in linked:
                unlink.addAction(menu_text(z.name), partial(map_edits.unlink, session, zid, other))
            else:
                link_to.addAction(menu_text(z.name), partial(map_edits.link, session, zid, other))
        link_to.setEnabled(not link_to.isEmpty())
        unlink.setEnabled(not unlink.isEmpty())
        menu.addSeparator()
        hazard = menu.addAction(tr("Hazard…"), lambda: self.open_hazard(zid))
        if not in_prep and zid in live(session.state):
            out = Command("gm.end_hazard", args={"zone": zid})
            menu.addAction(tr("Put the hazard out"), lambda: session.submit(out))
        delete = menu.addAction(tr("Delete zone"), lambda: self.remove_zone(zid))
        for item in (rename, hazard, delete):
            item.setEnabled(in_prep)
        if not in_prep:
            menu.addSeparator()
            add_to_zone_menu(menu, self, session, zid)
            note = menu.addAction(tr("During the fight: links and terrain change, names and hazards wait"))
            note.setEnabled(False)
        self._add_extras(menu, "zone", zid)
        return menu

    def token_menu_actions(self, token: TokenItem) -> QMenu:
        session = self.session
        menu = QMenu()
        if session is None:
            return menu
        cid = token.cid
        state = session.state
        c = state.combatants[cid]
        place = menu.addMenu(tr("Place in (GM)") if not session.in_prep else tr("Starts in"))
        for zid, z in state.zones.zones.items():
            act = place.addAction(menu_text(z.name), partial(session.place, cid, zid))
            act.setEnabled(zid != c.zone)
        if session.in_prep:
            add_arrival_menu(menu, session, cid)
        else:
            # The rules say who may be engaged or disengaged: each is checked on a copy of the state.
            others = [o for o in state.combatants.values() if o.id != cid and o.status != "removed"]
            engage = menu.addMenu(tr("Engage"))
            disengage = menu.addMenu(tr("Disengage"))
            for o in others:
                args = {"a": cid, "b": o.id}
                for kind, sub in (("engage", engage), ("disengage", disengage)):
                    cmd = Command(kind, args=args)
                    if session.encounter.check(cmd) is None:
                        sub.addAction(menu_text(o.name), partial(session.submit, cmd))
            engage.setEnabled(not engage.isEmpty())
            disengage.setEnabled(not disengage.isEmpty())
            menu.addAction(tr("Damage or heal…"), lambda: self.open_damage(cid))
            add_to_token_menu(menu, self, session, cid)
            if state.actor == cid:
                menu.addSeparator()
                menu.addAction(tr("End turn"), lambda: session.submit(Command("end_turn", cid)))
        self._add_extras(menu, "token", cid)
        return menu

    def open_damage(self, cid: str) -> DamageDialog | None:
        """The damage box for one token, in a small dialog that closes once the damage landed."""
        if self.session is None or cid not in self.session.state.combatants:
            return None
        view = self.views()[0] if self.views() else None
        name = self.session.state.combatants[cid].name
        self.damage_dialog = DamageDialog(self.session.submit, cid, name, view)
        self.damage_dialog.open()
        return self.damage_dialog

    def _add_extras(self, menu: QMenu, kind: str, item_id: str) -> None:
        for hook in self.menu_extras:
            hook(menu, kind, item_id)

    def keyboard_menu(self, at: Callable[[QPointF], QPoint]) -> bool:
        """The menu of the token, zone or link picked (a token first), opened by the keyboard where the
        item stands (`at` maps a scene point to the screen); False when nothing is picked."""
        chosen = self.selectedItems()
        for kind in (TokenItem, ZoneItem, LinkItem):
            item = next((i for i in chosen if isinstance(i, kind)), None)
            if isinstance(item, TokenItem):
                self.token_menu(item, at(item.scenePos()))
            elif isinstance(item, ZoneItem):
                self.zone_menu(item, at(item.scene_rect().center()))
            elif isinstance(item, LinkItem):
                self.link_menu(item, at(item.sceneBoundingRect().center()))
            if item is not None:
                return True
        return False

    def zone_menu(self, zone: ZoneItem, screen_pos: QPoint) -> None:
        self.zone_menu_actions(zone).exec(screen_pos)

    def token_menu(self, token: TokenItem, screen_pos: QPoint) -> None:
        self.token_menu_actions(token).exec(screen_pos)

    def link_menu(self, link: LinkItem, screen_pos: QPoint) -> None:
        if self.session is None:
            return
        menu = QMenu()
        a, b = sorted(link.pair)
        session = self.session
        menu.addAction(tr("Remove link"), lambda: map_edits.unlink(session, a, b))
        menu.exec(screen_pos)

    # --- the empty map ----------------------------------------------------------------------------

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.thing_at(event.scenePos()) is None:
            self.new_zone_at(event.scenePos())
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        if self.thing_at(event.scenePos()) is not None or self.session is None:
            super().contextMenuEvent(event)
            return
        menu = QMenu()
        pos = event.scenePos()
        menu.addAction(tr("New zone here"), lambda: self.new_zone_at(pos))
        menu.exec(event.screenPos())
