"""Turn order by initiative cards: the deal, the round start, the slots in card order, the round end.

Phases: `setup` → `start` → `draw` (optional ambush test, then every holder draws) → each round:
`round_start` (pending forced swaps applied, PCs may swap cards) → `acting` (every slot, lowest card
first; a group's members each take a turn at its slot in the Director's order; a creature with several
cards takes one turn per card) → `round_end` (end check) → the next round. Cards are never redrawn.

Progress through a round is counted per holder (`taken`: how many of its cards it has played this
round), not by a cursor. The next slot is the lowest card any holder still has to play, so a card
swapped mid-round (option A2 "immediate") never gives anyone a second turn or takes one away, and a
late joiner whose card is already passed is simply marked as having played it.

Scheduler data (`state.sched`): `deck` [[deck, value]...], `decks`, `seq`, `cards` {holder: [card]},
`holders` [holder...] (dealing order), `groups` {group: [member...]} (Director's order), `extra`
[holder...] (ambush extra card), `taken` {holder: n}, `group_done` [member...], `current` {holder,
seq} (the slot being played), `pos` (its sort key), `turns` {cid: n}, `pending_swaps`, `swap_rights`,
`discarded`, `ambush`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules import arrivals, conditions, scene_events
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import budget, deck, hazards, model
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.rulesets.cards.schedule import (
    ACTING,
    DRAW,
    GONE,
    PHASES,
    ROUND_END,
    ROUND_START,
    SETUP,
    sched_set,
)
from gm_desk.rules.rulesets.cards.swaps import apply_pending_swaps
from gm_desk.rules.state import ACTIVE, REMOVED, EncounterState
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.tx import Tx

# --- the deal -------------------------------------------------------------------------------------


def build_holders(state: EncounterState) -> tuple[list[str], dict[str, list[str]]]:
    """Holders in dealing order (entry order; a group where its first member stands) and the groups."""
    holders: list[str] = []
    groups: dict[str, list[str]] = {}
    for c in state.combatants.values():
        if c.status == REMOVED:
            continue
        g = model.group_name(state, c)
        if g is None:
            holders.append(c.id)
            continue
        if g in state.combatants:
            g = f"group:{g}"  # a group named like a combatant: keep holder ids apart
        if g not in groups:
            groups[g] = []
            holders.append(g)
        groups[g].append(c.id)
    return holders, groups


def first_deck(state: EncounterState) -> list[list[int]]:
    """The first deck, less the cards scene events hold (each comes up on its card; nobody draws it)."""
    held = scene_events.reserved_places(state)
    return [entry for entry in deck.fresh_deck(1) if entry[1] not in held]


def start(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.started:
        raise Reject("ALREADY_STARTED", t("The encounter has already started."))
    if not any(c.status != REMOVED for c in state.combatants.values()):
        raise Reject("NO_COMBATANTS", t("Add someone to the fight before dealing the cards."))
    tx.emit("EncounterStarted", options=dict(state.options))
    holders, groups = build_holders(state)
    sched_set(
        tx,
        deck=first_deck(state),
        decks=1,
        seq=1,
        cards={},
        holders=holders,
        groups=groups,
        extra=[],
        ambush=None,
        taken={},
        group_done=[],
        current=None,
        pos=None,
        turns={},
        pending_swaps=[],
        swap_rights=[],
        rolled=[],
        discarded=[],
    )
    tx.emit("PhaseChanged", phase=DRAW)


def missing(state: EncounterState) -> list[str]:
    cards = state.sched.get("cards", {})
    return [h for h in state.sched.get("holders", ()) if h not in cards and holder_in_play(state, h)]


def holder_in_play(state: EncounterState, holder: str) -> bool:
    return any(state.get(m).status not in GONE for m in model.members(state, holder))


def draw(rs: Cards, tx: Tx, cmd: Command) -> None:
    """A holder draws its card(s): typed in as the table drew them (`cards`), or rolled."""
    state = tx.state
    if state.phase != DRAW:
        if state.phase == SETUP:
            raise Reject("NOT_STARTED", t("Start the encounter before dealing the cards."))
        raise Reject(
            "NO_REDRAW_DURING_FIGHT", t("Cards are dealt once; nobody draws again during the fight.")
        )
    who = rs.arg(cmd, "holder")
    holder = who if model.is_group(state, who) else None
    if holder is None:
        rs.combatant(tx, who)
        holder = model.holder_of(state, who)
    if holder not in missing(state):
        if holder in state.sched.get("cards", {}):
            raise Reject(
                "ALREADY_DRAWN",
                t("{holder_name} already has a card.", holder_name=model.holder_name(state, holder)),
            )
        raise Reject(
            "CANNOT_ACT",
            t("{holder_name} is out of the fight.", holder_name=model.holder_name(state, holder)),
        )
    given = cmd.args.get("cards")
    if given is None and isinstance(cmd.args.get("card"), int):
        given = [cmd.args["card"]]
    deck.deal(tx, holder, given)
    if not missing(state):
        begin_round(rs, tx)


def draw_all(rs: Cards, tx: Tx) -> None:
    for holder in missing(tx.state):
        deck.deal(tx, holder)
    begin_round(rs, tx)


def redraw(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Take a misdeal back before the first round; refused once the fight has begun."""
    state = tx.state
    if state.phase == SETUP:
        raise Reject("NOT_STARTED", t("No cards have been dealt yet."))
    if state.phase != DRAW:
        raise Reject(
            "NO_REDRAW_DURING_FIGHT", t("Cards are dealt once; nobody draws again during the fight.")
        )
    if not state.sched.get("cards"):
        raise Reject("NOTHING_DEALT", t("No cards have been dealt yet."))
    tx.emit("Note", text="The deal is taken back; the cards are shuffled again.")
    sched_set(tx, deck=first_deck(state), decks=1, seq=1, cards={}, discarded=[])


# --- rounds ---------------------------------------------------------------------------------------


def begin_round(rs: Cards, tx: Tx) -> None:
    state = tx.state
    number = state.round + 1
    rs.start_round(tx, number)
    tx.emit("PhaseChanged", phase=ROUND_START)
    sched_set(tx, taken={}, group_done=[], current=None, pos=None, turns={}, swap_rights=[], rolled=[])
    apply_pending_swaps(tx)
    for c in state.combatants.values():
        if c.status == REMOVED:
            continue
        if opt(state, "budget_reset") == "round" or number == 1:
            budget.refill(tx, c)
        if number > 1 and c.rs.get("first_bonus"):
            tx.emit("CombatantDataChanged", cid=c.id, changes={"first_bonus": 0})
    if opt(state, "ticks_at") == "round_start":
        hazards.tick(tx)


def begin_acting(rs: Cards, tx: Tx) -> None:
    tx.emit("PhaseChanged", phase=ACTING)
    advance(rs, tx)


def next_slot(state: EncounterState) -> tuple[str, dict[str, int]] | None:
    """The lowest card any holder still has to play this round."""
    taken = state.sched.get("taken", {})
    best: tuple[list[int], str, dict[str, int]] | None = None
    for holder in state.sched.get("cards", {}):
        cards = model.held(state, holder)
        done = taken.get(holder, 0)
        if done >= len(cards):
            continue
        k = model.key(state, holder, cards[done])
        if best is None or k < best[0]:
            best = (k, holder, cards[done])
    return None if best is None else (best[1], best[2])


def next_member(state: EncounterState, group: str) -> str | None:
    done = set(state.sched.get("group_done", ()))
    for cid in model.members(state, group):
        if cid not in done and model.active(state, cid):
            return cid
    return None


def advance(rs: Cards, tx: Tx) -> None:
    """Open the next turn, skipping holders that cannot act; the round's end when no card is left."""
    state = tx.state
    while True:
        cur = state.sched.get("current")
        if cur is not None and model.is_group(state, cur["holder"]):
            member = next_member(state, cur["holder"])
            if member is not None:
                open_turn(rs, tx, member)
                return
            slot_done(tx, cur["holder"])
            continue
        slot = next_slot(state)
        if slot is None:
            scene_events.order_done(rs, tx)  # scene events on cards after the last one played
            tx.emit("PhaseChanged", phase=ROUND_END)
            return
        holder, card = slot
        sched_set(
            tx,
            current={"holder": holder, "seq": card["seq"]},
            pos=model.key(state, holder, card),
            group_done=[],
        )
        if model.is_group(state, holder):
            if next_member(state, holder) is None:
                tx.emit("TurnSkipped", actor=holder, card=card["card"], why="nobody in the group can act")
                slot_done(tx, holder)
            continue
        if not model.active(state, holder):
            c = state.get(holder)
            tx.emit("TurnSkipped", actor=holder, card=card["card"], why=c.substatus or c.status)
            slot_done(tx, holder)
            continue
        open_turn(rs, tx, holder)
        return


def slot_card(state: EncounterState) -> int | None:
    """The value of the card being played now (a scene event on a lower card comes up before it)."""
    cur = state.sched.get("current")
    if not cur:
        return None
    for card in state.sched.get("cards", {}).get(cur["holder"], ()):
        if card.get("seq") == cur.get("seq"):
            value = card.get("card")
            return value if isinstance(value, int) else None
    return None


def slot_done(tx: Tx, holder: str) -> None:
    state = tx.state
    taken = {**state.sched.get("taken", {}), holder: state.sched.get("taken", {}).get(holder, 0) + 1}
    sched_set(tx, taken=taken, current=None, group_done=[])


def open_turn(rs: Cards, tx: Tx, cid: str) -> None:
    state = tx.state
    c = state.get(cid)
    share, rest = budget.share_for_turn(state, c)
    tx.emit("BudgetSet", actor=cid, budget=rest, off_turn=True)
    turns = {**state.sched.get("turns", {}), cid: state.sched.get("turns", {}).get(cid, 0) + 1}
    sched_set(tx, turns=turns, rolled=[], turn_zone={cid: c.zone})
    rs.start_turn(tx, cid, share)


def close_turn(rs: Cards, tx: Tx) -> None:
    """End the running turn: unspent maneuvers go back to the pool for reactions; the slot moves on."""
    state = tx.state
    turn = state.turn
    if turn is None:
        return
    left = dict(turn.budget)
    actor = rs.finish_turn(tx)
    assert actor is not None
    have = budget.pool(state.get(actor))
    tx.emit("BudgetSet", actor=actor, budget={k: have[k] + left.get(k, 0) for k in have}, off_turn=True)
    cur = state.sched.get("current")
    if cur is None:
        return
    if model.is_group(state, cur["holder"]):
        sched_set(tx, group_done=[*state.sched.get("group_done", ()), actor])
    else:
        slot_done(tx, cur["holder"])


def end_turn(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase != ACTING or state.turn is None:
        raise Reject("NO_TURN", t("Nobody's turn is running."))
    if cmd.actor is not None and cmd.actor != state.turn.actor:
        raise Reject("NOT_YOUR_TURN", t("It is {name}'s turn.", name=state.get(state.turn.actor).name))
    close_turn(rs, tx)
    advance(rs, tx)


def finish_round(rs: Cards, tx: Tx) -> None:
    state = tx.state
    conditions.tick(tx, "round_end")
    if opt(state, "ticks_at") == "round_end":
        hazards.tick(tx)
    rs.scene_hooks(tx, "round_end")
    tx.emit("RoundEnded", round=state.round)
    if end_check(rs, tx):
        return
    begin_round(rs, tx)


def end_check(rs: Cards, tx: Tx) -> bool:
    """A side with nobody active loses (section 2.2, step 5); flight and surrender are the GM's call."""
    state = tx.state
    if not opt(state, "auto_end"):
        return False
    stance = {sid: s.stance for sid, s in state.sides.items()}
    party = [c for c in state.combatants.values() if stance.get(c.side) == "party" and c.status == ACTIVE]
    foes = [c for c in state.combatants.values() if stance.get(c.side) == "hostile" and c.status == ACTIVE]
    over = None
    if not party:
        over = ("defeat", "no one on the players' side can fight on")
    elif not foes:
        over = ("victory", "no opponent can fight on")
    # With reinforcements still to come the fight goes on to the round that brings them.
    if over is None or arrivals.still_to_come(tx, *over):
        return False
    rs.end(tx, *over)
    return True


def advance_command(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Space bar: whatever comes next where nobody has a choice to make."""
    state = tx.state
    phase = state.phase
    if phase == SETUP:
        start(rs, tx, cmd)
    elif phase == DRAW:
        draw_all(rs, tx)
    elif phase == ROUND_START:
        begin_acting(rs, tx)
    elif phase == ACTING:
        end_turn(rs, tx, cmd)
    elif phase == ROUND_END:
        finish_round(rs, tx)
    else:
        raise Reject("ENCOUNTER_ENDED", t("This encounter has ended."))


__all__ = ["ACTING", "DRAW", "PHASES", "ROUND_END", "ROUND_START", "SETUP", "sched_set"]
