"""Which card a reinforcement gets in Initiative Cards (option "arrivals").

A reinforcement joins its group (it plays at the group's card) or becomes a holder of its own and draws
a card from those left in the deck, like a late joiner. When none are left, by default the GM gives it
one: it holds no card (and has no turn) until `cards.give_card` {holder, card}; or, by the other
reading, a second deck is opened for it (A5's rule for a deal that runs out). Whether a card already
passed this round is played follows "A late joiner acts at once".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.events import Command
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import budget, deck, model, roster, turns
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.rulesets.cards.schedule import ACTING, DRAW, ROUND_END, ROUND_START, SETUP, sched_set
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.tx import Tx

AWAITS_CARD = "cards.AwaitsCard"
CARD_GIVEN = "cards.CardGiven"


def on_arrived(rs: Cards, tx: Tx, cid: str, hook: str) -> None:
    state = tx.state
    none_left = not state.sched.get("deck")
    if not (none_left and opt(state, "arrivals") == "deck_then_gm"):
        roster.on_joined(rs, tx, cid)
        return
    holder = roster.enlist(tx, cid)
    if state.phase not in (SETUP, DRAW) and holder not in state.sched.get("cards", {}):
        tx.emit(AWAITS_CARD, holder=holder, name=model.holder_name(state, holder))
    budget.refill(tx, state.get(cid))


def waiting_for_a_card(state: EncounterState) -> list[str]:
    """Holders in play who hold no card once the cards are dealt (the GM gives each one)."""
    if state.phase not in (ROUND_START, ACTING, ROUND_END):
        return []
    return turns.missing(state)


def give_card(rs: Cards, tx: Tx, cmd: Command) -> None:
    """`cards.give_card` {holder, card}: the GM gives a card (1-10) to a holder who has none."""
    state = tx.state
    who = rs.arg(cmd, "holder")
    holder = who if model.is_group(state, who) else None
    if holder is None:
        rs.combatant(tx, who)
        holder = model.holder_of(state, who)
    if holder not in waiting_for_a_card(state):
        if state.phase in (SETUP, DRAW):
            raise Reject("NOT_DEALT", t("The cards are dealt first: draw them."))
        raise Reject(
            "ALREADY_DRAWN", t("{holder_name} already has a card.", holder_name=model.holder_name(state, holder))
        )
    value = cmd.args.get("card")
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= deck.DECK_SIZE:
        raise Reject("BAD_ARGUMENT", t("Cards are whole numbers from 1 to 10."))
    seq = int(state.sched.get("seq", 1))
    # A card of no deck: its "deck" is below 1 and its own (so two GM's cards of one value stay apart).
    kept = [{"card": value, "deck": -seq, "seq": seq}]
    tx.emit(CARD_GIVEN, holder=holder, card=value, name=model.holder_name(state, holder))
    sched_set(tx, cards={**state.sched.get("cards", {}), holder: kept}, seq=seq + 1)
    roster.mark_passed(tx, holder, kept)


def give_card_commands(state: EncounterState) -> list[Command]:
    """A `cards.give_card` for each holder waiting for the GM's card (the highest card, as a sample)."""
    return [Command("cards.give_card", args={"holder": h, "card": 10}) for h in waiting_for_a_card(state)]
