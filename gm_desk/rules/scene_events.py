"""When scene events come up, and the GM's dismissal: the engine's side of `scene_event_spec`.

Every system calls the same three hooks (through `Ruleset`): `round_hook` at the start and the end of
each round, `before_turn` just before a turn starts, and `order_done` once the round's order has run
out (the end of the round at the latest). An event placed in the order comes up before the first turn
of a combatant whose place (`Ruleset.scene_slot`) comes after it, or when the order runs out; a
round-hook event comes up at its hook. Each comes up at most once a round, as a logged
`SceneEventFired` event carrying its name and text, so the log reads it and undo takes it back with the
command that brought it. It stays up in the combat panel until the GM dismisses it
(`gm.dismiss_scene_event`, a command like any other); nothing waits for that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules import arrivals
from gm_desk.rules.i18n import t
from gm_desk.rules.scene_event_spec import ORDER, ROUND_END, ROUND_START, SceneEvent, book, events_of, up
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.system_rules import SystemRules
    from gm_desk.rules.tx import Tx

HOOKS = (ROUND_START, ROUND_END)


def _waiting(state: EncounterState, kind: str) -> list[SceneEvent]:
    """The events of `kind` due this round that have not come up in it yet."""
    last = book(state)["last"]
    return [
        e for e in events_of(state) if e.when == kind and e.due(state.round) and last.get(e.id) != state.round
    ]


def _fire(rs: SystemRules, tx: Tx, event: SceneEvent, hook: str, before: str | None = None) -> None:
    """The event comes up, and the reinforcements it brings arrive (`arrivals`)."""
    tx.emit(
        "SceneEventFired",
        event=event.id,
        name=event.name,
        text=event.text,
        round=tx.state.round,
        hook=hook,
        before=before,
    )
    arrivals.bring(rs, tx, event.id, hook)


def round_hook(rs: SystemRules, tx: Tx, hook: str) -> None:
    """The start or the end of a round: the events due at it (at the end, the order's leftovers first)."""
    if not book(tx.state)["events"] or tx.state.outcome is not None:
        return
    if hook == ROUND_END:
        order_done(rs, tx)
    for event in _waiting(tx.state, hook):
        _fire(rs, tx, event, hook)


def before_turn(rs: SystemRules, tx: Tx, cid: str) -> None:
    """A turn is about to start: the order's events placed before it come up first."""
    order = rs.scene_order
    if order is None or not book(tx.state)["events"] or tx.state.outcome is not None:
        return
    slot = rs.scene_slot(tx.state, cid)
    if slot is None:
        return
    due = [e for e in _waiting(tx.state, ORDER) if e.at is not None and order.comes_before(e.at, slot)]
    for event in sorted(due, key=lambda e: order.sort_key(e.at or 0)):
        _fire(rs, tx, event, ORDER, before=cid)


def order_done(rs: SystemRules, tx: Tx) -> None:
    """The round's order has run out: its events that have not come up yet come up now, in order."""
    order = rs.scene_order
    if order is None or not book(tx.state)["events"] or tx.state.outcome is not None:
        return
    for event in sorted(_waiting(tx.state, ORDER), key=lambda e: order.sort_key(e.at or 0)):
        _fire(rs, tx, event, ORDER)


def reserved_places(state: EncounterState) -> set[int]:
    """The places the order's events hold (004 takes their cards out of the deck)."""
    return {e.at for e in events_of(state) if e.when == ORDER and e.at is not None}


def dismiss(rs: SystemRules, tx: Tx, cmd: Command) -> None:
    """`gm.dismiss_scene_event` {event}: the GM has dealt with it (no `event`: every one up)."""
    shown = up(tx.state)
    wanted = cmd.args.get("event")
    if wanted is None:
        chosen = shown
    else:
        known = {e.id for e in events_of(tx.state)}
        if not isinstance(wanted, str) or wanted not in known:
            raise Reject(
                "BAD_ARGUMENT",
                t("This encounter has no scene event {repr_wanted}.", repr_wanted=repr(wanted)),
            )
        chosen = [e for e in shown if e.id == wanted]
    if not chosen:
        raise Reject("NO_CHANGE", t("No scene event is waiting to be dismissed."))
    tx.emit("SceneEventDismissed", events=[e.id for e in chosen], names=[e.name for e in chosen])
