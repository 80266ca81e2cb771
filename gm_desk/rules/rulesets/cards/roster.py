"""The roster during a fight: groups in the Director's order, joiners, leavers and the recovered.

A late joiner draws from what is left of the deck (a second deck when it is empty) and, if its card
is already passed this round, first acts next round. A member joining a group that holds a card just
joins its slot. Someone who drops keeps its card and is skipped; a group whose members are all out
loses its card (set aside, not returned) and draws again should one of them recover.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import budget, deck, model
from gm_desk.rules.rulesets.cards.grapple import release_holds_by
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.rulesets.cards.schedule import ACTING, DRAW, ROUND_END, ROUND_START, SETUP, sched_set
from gm_desk.rules.rulesets.cards.turns import advance, close_turn, slot_done
from gm_desk.rules.state import REMOVED
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.tx import Tx


def group_order(rs: Cards, tx: Tx, cmd: Command) -> None:
    """The Director's order for a group's members at its slot."""
    state = tx.state
    group = rs.arg(cmd, "group")
    order = rs.arg(cmd, "order", list)
    if not model.is_group(state, group):
        raise Reject("UNKNOWN_GROUP", t("There is no group '{group}'.", group=group))
    set_group_order(tx, group, order)


def set_group_order(tx: Tx, group: str, order: list[Any]) -> None:
    state = tx.state
    now = model.members(state, group)
    if sorted(order) != sorted(now) or len(set(order)) != len(order):
        raise Reject("BAD_ORDER", t("The new order must list each member of {group} once.", group=group))
    sched_set(tx, groups={**model.groups(state), group: list(order)})


def on_left(rs: Cards, tx: Tx, cid: str) -> None:
    """Someone dropped or left: its turn ends, its holds let go, a group with nobody left loses its card."""
    state = tx.state
    c = state.get(cid)
    had_turn = state.turn is not None and state.turn.actor == cid
    if had_turn:
        close_turn(rs, tx)
    elif state.phase == ACTING and state.turn is None and state.sched.get("current"):
        # A removal: the base class has already ended this combatant's turn; move its slot on.
        had_turn = True
        cur = state.sched["current"]
        if model.is_group(state, cur["holder"]):
            sched_set(tx, group_done=[*state.sched.get("group_done", ()), cid])
        else:
            slot_done(tx, cur["holder"])
    release_holds_by(tx, cid)
    holder = model.holder_of(state, cid)
    if model.is_group(state, holder):
        if not any(model.active(state, m) for m in model.members(state, holder)):
            deck.discard_all(tx, holder, "nobody in the group is left")
    elif c.status == REMOVED:
        deck.discard_all(tx, holder, f"{c.name} left the encounter")
    if had_turn and state.phase == ACTING and state.outcome is None:
        advance(rs, tx)


def on_joined(rs: Cards, tx: Tx, cid: str) -> None:
    """A late joiner draws from what is left of the deck (a second deck if it is empty)."""
    state = tx.state
    holder = enlist(tx, cid)
    if state.phase in (SETUP, DRAW):
        return
    if holder not in state.sched.get("cards", {}):
        deal_late(tx, holder)
    budget.refill(tx, state.get(cid))


def enlist(tx: Tx, cid: str) -> str:
    """A newcomer becomes a holder of its own, or joins its group's; the holder."""
    state = tx.state
    c = state.get(cid)
    g = model.group_name(state, c)
    if g is not None and g in state.combatants:
        g = f"group:{g}"
    if g is not None and model.is_group(state, g):
        sched_set(tx, groups={**model.groups(state), g: [*model.members(state, g), cid]})
        return g
    if g is not None:
        sched_set(tx, groups={**model.groups(state), g: [cid]}, holders=[*state.sched["holders"], g])
        return g
    sched_set(tx, holders=[*state.sched.get("holders", ()), cid])
    return cid


def deal_late(tx: Tx, holder: str) -> None:
    mark_passed(tx, holder, deck.deal(tx, holder))


def mark_passed(tx: Tx, holder: str, kept: list[dict[str, int]]) -> None:
    """A late holder's cards already passed this round are played (unless it acts at once)."""
    state = tx.state
    pos = state.sched.get("pos")
    if state.phase in (ACTING, ROUND_END) and pos is not None and not opt(state, "late_joiner_acts_now"):
        behind = sum(1 for card in kept if model.key(state, holder, card) < pos)
        if state.phase == ROUND_END:
            behind = len(kept)
        if behind:
            sched_set(tx, taken={**state.sched.get("taken", {}), holder: behind})


def on_recovered(rs: Cards, tx: Tx, cid: str) -> None:
    """A group member back on its feet after its group's card was removed: the group draws again."""
    state = tx.state
    holder = model.holder_of(state, cid)
    if state.phase in (ROUND_START, ACTING, ROUND_END) and holder not in state.sched.get("cards", {}):
        deal_late(tx, holder)
