"""Card swaps: two PCs by agreement at a round's start, and forced swaps earned in combat.

A forced swap is earned by a defence with successes to spare or bought with an attack's extra
successes (A12); the earner claims it with `cards.force_swap`, naming the card it wants when the
other holds several. It takes effect at the next round start (A2), or at once under the option
"immediate" (turn counting in `turns.py` then keeps anyone from acting twice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import deck, model
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.rulesets.cards.schedule import DRAW, ROUND_START, SETUP, sched_set
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.tx import Tx


def swap(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Two PCs who can talk exchange cards at the start of a round."""
    state = tx.state
    if state.phase != ROUND_START:
        if state.phase in (SETUP, DRAW):
            raise Reject("NOT_DEALT", t("The cards are not dealt yet."))
        raise Reject(
            "SWAP_ONLY_AT_ROUND_START", t("PCs swap cards only at the start of a round, before anyone acts.")
        )
    a, b = rs.combatant(tx, rs.arg(cmd, "a")), rs.combatant(tx, rs.arg(cmd, "b"))
    if not (a.is_pc and b.is_pc) or a.id == b.id:
        raise Reject("SWAP_PCS_ONLY", t("Only two different player characters may swap cards by choice."))
    if model.holder_of(state, a.id) != a.id or model.holder_of(state, b.id) != b.id:
        raise Reject("SWAP_PCS_ONLY", t("A PC sharing a group card cannot swap it."))
    for c in (a, b):
        if not model.can_communicate(c):
            raise Reject(
                "CANNOT_COMMUNICATE",
                t("{name} cannot talk to the others, so cannot agree a swap.", name=c.name),
            )
    a_card = deck.pick(state, a.id, cmd.args.get("a_card"), a.name)
    b_card = deck.pick(state, b.id, cmd.args.get("b_card"), b.name)
    deck.swap(tx, a.id, a_card, b.id, b_card, forced=False)


def earn_swap(tx: Tx, by: str, other: str, how: str) -> None:
    state = tx.state
    rights = [*state.sched.get("swap_rights", ()), {"by": by, "with": other, "how": how}]
    tx.emit("cards.SwapEarned", by=by, other=other, how=how)
    sched_set(tx, swap_rights=rights)


def force_swap(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Claim a forced swap earned this round: by a defence with successes to spare, or extra successes."""
    state = tx.state
    by, other = rs.combatant(tx, rs.arg(cmd, "by")), rs.combatant(tx, rs.arg(cmd, "with"))
    rights = list(state.sched.get("swap_rights", ()))
    right = next((r for r in rights if r["by"] == by.id and r["with"] == other.id), None)
    if right is None:
        raise Reject(
            "NO_SWAP_EARNED",
            t("{name} has not earned a card swap with {name2} this round.", name=by.name, name2=other.name),
        )
    mine, theirs = model.holder_of(state, by.id), model.holder_of(state, other.id)
    if mine == theirs:
        raise Reject("SAME_HOLDER", t("{name} and {name2} share their card.", name=by.name, name2=other.name))
    my_card = deck.pick(state, mine, cmd.args.get("my_card"), by.name)
    their_card = deck.pick(state, theirs, cmd.args.get("their_card"), by.name)
    rights.remove(right)
    sched_set(tx, swap_rights=rights)
    if opt(state, "forced_swap_timing") == "immediate":
        deck.swap(tx, mine, my_card, theirs, their_card, forced=True)
        return
    pending = [
        *state.sched.get("pending_swaps", ()),
        {"a": mine, "a_card": dict(my_card), "b": theirs, "b_card": dict(their_card)},
    ]
    tx.emit("cards.SwapPending", a=mine, a_card=my_card["card"], b=theirs, b_card=their_card["card"])
    sched_set(tx, pending_swaps=pending)


def apply_pending_swaps(tx: Tx) -> None:
    state = tx.state
    for p in state.sched.get("pending_swaps", ()):
        a_card = deck.still_held(state, p["a"], p["a_card"]["seq"])
        b_card = deck.still_held(state, p["b"], p["b_card"]["seq"])
        if a_card is None or b_card is None:
            tx.emit("Note", text="A forced card swap lapsed: one of its cards has left the fight.")
            continue
        deck.swap(tx, p["a"], a_card, p["b"], b_card, forced=True)
    if state.sched.get("pending_swaps"):
        sched_set(tx, pending_swaps=[])
