"""Reinforcements: combatants prepared in the setup who arrive with a scene event, not at the start.

A setup's combatant with `"arrives": "<scene event id>"` is held back when the fight is built: it is not
among the state's combatants (so no order, no target, no player surface knows it), but waits in
`state.rs["arrivals"]` (`arrival_book`, in the setup's order). When its scene event
comes up (`scene_events`), it arrives in that same command: `Arrived` puts it in its zone, and its
system places it in the order (`Ruleset.on_arrived`, read from the system's option "Reinforcements join
the order"). The GM may also bring one in at once (`gm.bring_in` {cid}). Both are logged with words,
taken back by undo with the command that brought them, and replayed from the log without asking again.
A reinforcement prepared hidden arrives hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.arrival_book import ARRIVED, SETUP_KEY, STILL_TO_COME, book, is_awaited
from gm_desk.rules.events import Command
from gm_desk.rules.i18n import t
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.system_rules import SystemRules
    from gm_desk.rules.tx import Tx

NOW = "now"  # the hook of an arrival the GM brings in by hand (during the round, like an order event)


def bring(rs: SystemRules, tx: Tx, event_id: str, hook: str) -> None:
    """A scene event came up: everyone waiting for it arrives, in the setup's order."""
    for cid, raw in list(book(tx.state).items()):
        if raw.get(SETUP_KEY) == event_id and tx.state.outcome is None:
            arrive(rs, tx, cid, hook, event_id)


def arrive(rs: SystemRules, tx: Tx, cid: str, hook: str, event_id: str | None) -> None:
    raw = book(tx.state)[cid]
    body = {k: v for k, v in raw.items() if k != SETUP_KEY}
    tx.emit(ARRIVED, cid=cid, combatant=body, event=event_id)
    rs.on_arrived(tx, cid, hook)


def bring_in(rs: SystemRules, tx: Tx, cmd: Command) -> None:
    """`gm.bring_in` {cid}: a waiting reinforcement arrives now, whatever its scene event says."""
    cid = cmd.args.get("cid")
    if not isinstance(cid, str) or cid not in book(tx.state):
        if isinstance(cid, str) and cid in tx.state.combatants:
            name = tx.state.combatants[cid].name
            raise Reject("NO_CHANGE", t("{name} is already in the fight.", name=name))
        raise Reject("UNKNOWN_COMBATANT", t("No reinforcement '{cid}' is waiting.", cid=cid))
    if not tx.state.started:
        raise Reject("NOT_STARTED", t("Reinforcements arrive once the fight has started."))
    arrive(rs, tx, cid, NOW, None)


def bring_in_commands(state: EncounterState) -> list[Command]:
    """`gm.bring_in` for each reinforcement still waiting, once the fight runs."""
    if not state.started or state.outcome is not None:
        return []
    return [Command("gm.bring_in", args={"cid": cid}) for cid in book(state)]


def still_to_come(tx: Tx, result: str, why: str) -> bool:
    """Do reinforcements still wait, so that a fight a system would end goes on? Said once in the log
    (again only after someone arrived)."""
    people = book(tx.state)
    if not people:
        return False
    if not is_awaited(tx.state):
        names = ", ".join(str(raw.get("name") or cid) for cid, raw in people.items())
        tx.emit(STILL_TO_COME, result=result, why=why, names=names)
    return True
