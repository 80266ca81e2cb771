"""The deck: dealing cards (rolled or as the table drew them), ambush extras, second decks and swaps.

The deck is the sorted list of `[deck number, value]` still undealt. A random draw rolls 1d<cards
left> as an index into that list, through `tx.roll`, so a replay reads the logged roll and never
deals differently; a table dealing real cards passes the values instead. When a deck runs out, a
second one (1-10 again) is opened. An ambush winner draws one card more than it keeps and the
unkept card goes back (reading A4), which is the same as reshuffling before the next draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t, tn
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.tx import Tx

DECK_SIZE = 10


def fresh_deck(number: int) -> list[list[int]]:
    return [[number, value] for value in range(1, DECK_SIZE + 1)]


def needed(state: EncounterState, holder: str) -> int:
    """Cards a holder keeps: its initiative_cards (a group: the most any member has)."""
    return max(model.initiative_cards(state.get(cid)) for cid in model.members(state, holder))


def deal(tx: Tx, holder: str, given: list[Any] | None = None) -> list[dict[str, int]]:
    """Deal a holder its cards (an ambush extra included) and keep the best; returns the kept cards."""
    state = tx.state
    keep = needed(state, holder)
    draw = keep + (1 if holder in state.sched.get("extra", ()) else 0)
    if given is not None:
        if not isinstance(given, list) or len(given) != draw:
            raise Reject(
                "WRONG_CARD_COUNT",
                tn(
                    "{holder_name} draws {draw} card; {len_value} were given.",
                    "{holder_name} draws {draw} cards; {len_value} were given.",
                    draw,
                    holder_name=model.holder_name(state, holder),
                    draw=draw,
                    len_value=len(given or []),
                ),
            )
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in given):
            raise Reject("BAD_ARGUMENT", t("Cards are whole numbers from 1 to 10."))
    deck = [list(entry) for entry in state.sched.get("deck", ())]
    decks = int(state.sched.get("decks", 1))
    seq = int(state.sched.get("seq", 1))
    drawn: list[list[int]] = []
    for i in range(draw):
        if not deck:  # A5: a second (third...) deck once the first runs out
            decks += 1
            deck = fresh_deck(decks)
        if given is not None:
            entry = next((e for e in deck if e[1] == given[i]), None)
            if entry is None:
                raise Reject("CARD_NOT_IN_DECK", t("The {value} is not in the deck.", value=given[i]))
        else:
            # One name per holder and card: a deal of everyone's cards in one command types each apart.
            roll = tx.roll(f"1d{len(deck)}", f"card{i + 1}:{holder}", None)
            if not 1 <= roll.total <= len(deck):
                raise Reject(
                    "BAD_DICE", t("A card is picked with a number from 1 to {len_deck}.", len_deck=len(deck))
                )
            entry = deck[roll.total - 1]
        deck.remove(entry)
        drawn.append(entry)
    # Keep the best: the lowest values, the earlier draw first among equals.
    order = sorted(range(len(drawn)), key=lambda i: (drawn[i][1], i))
    kept_idx = sorted(order[:keep])
    unkept = [drawn[i] for i in order[keep:]]
    kept = [{"card": drawn[i][1], "deck": drawn[i][0], "seq": seq + i} for i in kept_idx]
    discarded = list(state.sched.get("discarded", ()))
    if unkept and opt(state, "unkept_card") == "return":
        deck = sorted(deck + unkept)
    else:
        discarded = sorted(discarded + unkept)
    cards = {**state.sched.get("cards", {}), holder: kept}
    tx.emit(
        "cards.Dealt",
        holder=holder,
        drawn=[e[1] for e in drawn],
        kept=[c["card"] for c in kept],
        unkept=[e[1] for e in unkept],
        returned=opt(state, "unkept_card") == "return",
    )
    tx.emit(
        "SchedulerChanged",
        changes={"deck": deck, "decks": decks, "seq": seq + draw, "cards": cards, "discarded": discarded},
    )
    return kept


def discard_all(tx: Tx, holder: str, why: str) -> None:
    """Take a holder's cards out of the fight (not back into the deck)."""
    state = tx.state
    cards = dict(state.sched.get("cards", {}))
    gone = cards.pop(holder, [])
    if not gone:
        return
    discarded = sorted(list(state.sched.get("discarded", ())) + [[c["deck"], c["card"]] for c in gone])
    tx.emit("cards.CardsRemoved", holder=holder, cards=[c["card"] for c in gone], why=why)
    tx.emit("SchedulerChanged", changes={"cards": cards, "discarded": discarded})


def pick(state: EncounterState, holder: str, value: Any, who: str) -> dict[str, int]:
    """One of a holder's cards: the only one, or the one named by value."""
    cards = model.held(state, holder)
    if not cards:
        raise Reject(
            "NO_CARD", t("{holder_name} holds no card.", holder_name=model.holder_name(state, holder))
        )
    if value is None:
        if len(cards) > 1:
            raise Reject(
                "CHOOSE_CARD",
                t(
                    "{holder_name} holds several cards ({join}): {who} must name one.",
                    holder_name=model.holder_name(state, holder),
                    join=", ".join(str(c["card"]) for c in cards),
                    who=who,
                ),
            )
        return cards[0]
    match = [c for c in cards if c["card"] == value]
    if not match:
        raise Reject(
            "NOT_THEIR_CARD",
            t(
                "{holder_name} does not hold the {value}.",
                holder_name=model.holder_name(state, holder),
                value=value,
            ),
        )
    return match[0]


def swap(tx: Tx, a: str, a_card: dict[str, int], b: str, b_card: dict[str, int], forced: bool) -> None:
    """Exchange one card of holder a with one card of holder b, now."""
    state = tx.state
    cards = dict(state.sched.get("cards", {}))
    mine = [c for c in cards.get(a, []) if c["seq"] != a_card["seq"]] + [b_card]
    theirs = [c for c in cards.get(b, []) if c["seq"] != b_card["seq"]] + [a_card]
    cards[a], cards[b] = mine, theirs
    tx.emit("cards.Swapped", a=a, a_card=a_card["card"], b=b, b_card=b_card["card"], forced=forced)
    tx.emit("SchedulerChanged", changes={"cards": cards})


def still_held(state: EncounterState, holder: str, seq: int) -> dict[str, int] | None:
    return next((c for c in state.sched.get("cards", {}).get(holder, []) if c["seq"] == seq), None)
