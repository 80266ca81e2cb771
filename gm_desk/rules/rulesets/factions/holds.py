"""What a Factions fight holds between commands: grabs, a move waiting on opportunity attacks, an open
attack; and letting go of what went stale once someone dropped, surrendered, fled or left.

Below the turn flow (`turns.tidy` uses it) and the actions, attacks and damage that start and end holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.rulesets.factions import common as fc
from gm_desk.rules.state import ACTIVE, Combatant

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx


# --- a move waiting on opportunity attacks --------------------------------------------------------


def opportunity_reactors(state: Any, mover: Combatant, to: str) -> list[str]:
    """Nearby enemies who would see the mover leave and still have their turn to react with."""
    if fc.CONCEALED in mover.flags:
        return []  # nobody is aware of a concealed mover
    out = []
    for e in state.enemies_of(mover.id):
        if e.status != ACTIVE or fc.had_turn(state, e.id) or fc.CONCEALED in e.flags:
            continue
        if fc.nearby(state, e, mover) and not fc.nearby_zone(state, e, to):
            out.append(e.id)
    return sorted(out)


def complete_move(tx: Tx, c: Combatant, to: str) -> None:
    was = c.zone
    tx.emit("Moved", cid=c.id, to=to, was=was, path=[was, to])
    if fc.border(c):
        tx.emit("CombatantDataChanged", cid=c.id, changes={"border": None})
    held = c.rs.get("holding")
    if held:  # the holder drags the grabbed character along
        other = tx.state.get(held)
        tx.emit("Moved", cid=held, to=to, was=other.zone, path=[other.zone, to], dragged_by=c.id)
        if fc.border(other):
            tx.emit("CombatantDataChanged", cid=held, changes={"border": None})


def finish_interrupted_move(rs: Factions, tx: Tx) -> None:
    """The opportunity window closed: the move resumes if the mover is still up."""
    state = tx.state
    pending = state.rs.get("move")
    if not pending:
        return
    tx.emit("RulesetDataChanged", changes={"move": None})
    mover = state.get(pending["cid"])
    if mover.status == ACTIVE:
        complete_move(tx, mover, pending["to"])


def remaining_reactors(state: Any) -> list[str]:
    pending = state.rs.get("move")
    if not pending:
        return []
    mover = state.get(pending["cid"])
    if mover.status != ACTIVE:
        return []
    return opportunity_reactors(state, mover, pending["to"])


# --- grabs ----------------------------------------------------------------------------------------


def release(tx: Tx, holder: Combatant, why: str) -> None:
    held = holder.rs.get("holding")
    if not held:
        return
    tx.emit("factions.Released", holder=holder.id, held=held, why=why)
    tx.emit("CombatantDataChanged", cid=holder.id, changes={"holding": None})
    tx.emit("CombatantDataChanged", cid=held, changes={"grabbed_by": None})
    if fc.ENTANGLED in tx.state.get(held).flags:
        tx.emit("FlagChanged", cid=held, flag=fc.ENTANGLED, on=False)


def let_go(tx: Tx, c: Combatant, why: str, *, keep: str | None = None) -> None:
    """Doing anything but moving with, attacking or hiding behind the grabbed one frees it."""
    if c.rs.get("holding") and c.rs["holding"] != keep:
        release(tx, c, why)


def release_broken_grabs(rs: Factions, tx: Tx) -> None:
    for c in list(tx.state.combatants.values()):
        held = c.rs.get("holding")
        if not held:
            continue
        other = tx.state.get(held)
        if c.status != ACTIVE:
            release(tx, c, "the holder is out of the fight")
        elif other.status in ("dead", "fled", "removed") or not fc.nearby(tx.state, c, other):
            release(tx, c, "they are no longer together")


# --- an open attack -------------------------------------------------------------------------------


def drop_stale(rs: Factions, tx: Tx) -> None:
    """An open attack whose attacker dropped is lost; a move window with nobody left to react closes."""
    state = tx.state
    record = state.rs.get("attack")
    if record and state.get(record["attacker"]).status != ACTIVE:
        tx.emit(
            "factions.AttackCancelled", attacker=record["attacker"], why="the attacker is out of the fight"
        )
        tx.emit("RulesetDataChanged", changes={"attack": None})
    elif record and not any(state.get(t).status in fc.HITTABLE for t in record["targets"]):
        tx.emit("factions.AttackCancelled", attacker=record["attacker"], why="no target is left")
        tx.emit("RulesetDataChanged", changes={"attack": None})
    if state.rs.get("move") and not state.rs.get("attack") and not remaining_reactors(state):
        finish_interrupted_move(rs, tx)
