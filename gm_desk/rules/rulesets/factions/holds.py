"""What a Factions fight holds between commands: grabs, a move waiting on opportunity attacks, an open
attack; and letting go of what went stale once someone dropped, surrendered, fled or left.

Below the turn flow (`turns.tidy` uses it) and the actions, attacks and damage that start and end holds;
`pending` says what the table must settle before anything else, and `require_no_pending` refuses
anything else until then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.factions import schedule, space, statuses
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx


# --- a move waiting on opportunity attacks --------------------------------------------------------


def opportunity_reactors(state: Any, mover: Combatant, to: str) -> list[str]:
    """Nearby enemies who would see the mover leave and still have their turn to react with."""
    if statuses.CONCEALED in mover.flags:
        return []  # nobody is aware of a concealed mover
    out = []
    for e in state.enemies_of(mover.id):
        if e.status != ACTIVE or schedule.had_turn(state, e.id) or statuses.CONCEALED in e.flags:
            continue
        if space.nearby(state, e, mover) and not space.nearby_zone(state, e, to):
            out.append(e.id)
    return sorted(out)


def complete_move(tx: Tx, c: Combatant, to: str) -> None:
    was = c.zone
    tx.emit("Moved", cid=c.id, to=to, was=was, path=[was, to])
    if space.border(c):
        tx.emit("CombatantDataChanged", cid=c.id, changes={"border": None})
    held = c.rs.get("holding")
    if held:  # the holder drags the grabbed character along
        other = tx.state.get(held)
        tx.emit("Moved", cid=held, to=to, was=other.zone, path=[other.zone, to], dragged_by=c.id)
        if space.border(other):
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
    if statuses.ENTANGLED in tx.state.get(held).flags:
        tx.emit("FlagChanged", cid=held, flag=statuses.ENTANGLED, on=False)


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
        elif other.status in ("dead", "fled", "removed") or not space.nearby(tx.state, c, other):
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
    elif record and not any(state.get(t).status in statuses.HITTABLE for t in record["targets"]):
        tx.emit("factions.AttackCancelled", attacker=record["attacker"], why="no target is left")
        tx.emit("RulesetDataChanged", changes={"attack": None})
    if state.rs.get("move") and not state.rs.get("attack") and not remaining_reactors(state):
        finish_interrupted_move(rs, tx)


def pending(state: EncounterState) -> str | None:
    """What the table must settle before anything else: an attack's reactions, or an interrupted move."""
    attack = state.rs.get("attack")
    if attack:
        return "stunt" if attack.get("stage") == "stunt" else "reaction"
    if state.rs.get("move"):
        return "opportunity"
    return None


def require_no_pending(state: EncounterState) -> None:
    what = pending(state)
    if what == "stunt":
        raise Reject("SETTLE_FIRST", t("The target must first accept or refuse the proposed stunt."))
    if what == "reaction":
        raise Reject(
            "SETTLE_FIRST", t("An attack waits for reactions: react, or let it resolve with no reaction.")
        )
    if what == "opportunity":
        raise Reject("SETTLE_FIRST", t("A move waits for opportunity attacks: attack, or let the mover go."))
