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

from typing import TYPE_CHECKING, Any

from gm_desk.rules import conditions
from gm_desk.rules.engine import Reject
from gm_desk.rules.rulesets.cards import budget, deck, hazards, model
from gm_desk.rules.rulesets.cards.grapple import release_holds_by
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.state import ACTIVE, DEAD, FLED, REMOVED, SURRENDERED, EncounterState

if TYPE_CHECKING:
    from gm_desk.rules.engine import Tx
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards

SETUP, DRAW, ROUND_START, ACTING, ROUND_END = "setup", "draw", "round_start", "acting", "round_end"
PHASES = (SETUP, DRAW, ROUND_START, ACTING, ROUND_END, "ended")
GONE = (DEAD, FLED, SURRENDERED, REMOVED)


def sched_set(tx: Tx, **changes: Any) -> None:
    tx.emit("SchedulerChanged", changes=changes)


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


def start(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.started:
        raise Reject("ALREADY_STARTED", "The encounter has already started.")
    if not any(c.status != REMOVED for c in state.combatants.values()):
        raise Reject("NO_COMBATANTS", "Add someone to the fight before dealing the cards.")
    tx.emit("EncounterStarted", options=dict(state.options))
    holders, groups = build_holders(state)
    sched_set(
        tx,
        deck=deck.fresh_deck(1),
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
            raise Reject("NOT_STARTED", "Start the encounter before dealing the cards.")
        raise Reject("NO_REDRAW_DURING_FIGHT", "Cards are dealt once; nobody draws again during the fight.")
    who = rs.arg(cmd, "holder")
    holder = who if model.is_group(state, who) else None
    if holder is None:
        rs.combatant(tx, who)
        holder = model.holder_of(state, who)
    if holder not in missing(state):
        if holder in state.sched.get("cards", {}):
            raise Reject("ALREADY_DRAWN", f"{model.holder_name(state, holder)} already has a card.")
        raise Reject("NOT_IN_FIGHT", f"{model.holder_name(state, holder)} is out of the fight.")
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
        raise Reject("NOT_STARTED", "No cards have been dealt yet.")
    if state.phase != DRAW:
        raise Reject("NO_REDRAW_DURING_FIGHT", "Cards are dealt once; nobody draws again during the fight.")
    if not state.sched.get("cards"):
        raise Reject("NOTHING_DEALT", "No cards have been dealt yet.")
    tx.emit("Note", text="The deal is taken back; the cards are shuffled again.")
    sched_set(tx, deck=deck.fresh_deck(1), decks=1, seq=1, cards={}, discarded=[])


# --- swaps ------------------------------------------------------------------------------------------


def swap(rs: Cards, tx: Tx, cmd: Command) -> None:
    """Two PCs who can talk exchange cards at the start of a round."""
    state = tx.state
    if state.phase != ROUND_START:
        if state.phase in (SETUP, DRAW):
            raise Reject("NOT_DEALT", "The cards are not dealt yet.")
        raise Reject(
            "SWAP_ONLY_AT_ROUND_START", "PCs swap cards only at the start of a round, before anyone acts."
        )
    a, b = rs.combatant(tx, rs.arg(cmd, "a")), rs.combatant(tx, rs.arg(cmd, "b"))
    if not (a.is_pc and b.is_pc) or a.id == b.id:
        raise Reject("SWAP_PCS_ONLY", "Only two different player characters may swap cards by choice.")
    if model.holder_of(state, a.id) != a.id or model.holder_of(state, b.id) != b.id:
        raise Reject("SWAP_PCS_ONLY", "A PC sharing a group card cannot swap it.")
    for c in (a, b):
        if not model.can_communicate(c):
            raise Reject("CANNOT_COMMUNICATE", f"{c.name} cannot talk to the others, so cannot agree a swap.")
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
        raise Reject("NO_SWAP_EARNED", f"{by.name} has not earned a card swap with {other.name} this round.")
    mine, theirs = model.holder_of(state, by.id), model.holder_of(state, other.id)
    if mine == theirs:
        raise Reject("SAME_HOLDER", f"{by.name} and {other.name} share their card.")
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


def group_order(rs: Cards, tx: Tx, cmd: Command) -> None:
    """The Director's order for a group's members at its slot."""
    state = tx.state
    group = rs.arg(cmd, "group")
    order = rs.arg(cmd, "order", list)
    if not model.is_group(state, group):
        raise Reject("UNKNOWN_GROUP", f"There is no group '{group}'.")
    set_group_order(tx, group, order)


def set_group_order(tx: Tx, group: str, order: list[Any]) -> None:
    state = tx.state
    now = model.members(state, group)
    if sorted(order) != sorted(now) or len(set(order)) != len(order):
        raise Reject("BAD_ORDER", f"The new order must list each member of {group} once.")
    sched_set(tx, groups={**model.groups(state), group: list(order)})


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
    sched_set(tx, turns=turns, rolled=[])
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
        raise Reject("NO_TURN", "Nobody's turn is running.")
    if cmd.actor is not None and cmd.actor != state.turn.actor:
        raise Reject("NOT_YOUR_TURN", f"It is {state.get(state.turn.actor).name}'s turn.")
    close_turn(rs, tx)
    advance(rs, tx)


def finish_round(rs: Cards, tx: Tx) -> None:
    state = tx.state
    conditions.tick(tx, "round_end")
    if opt(state, "ticks_at") == "round_end":
        hazards.tick(tx)
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
    if not party:
        rs.end(tx, "defeat", "no one on the players' side can fight on")
        return True
    if not foes:
        rs.end(tx, "victory", "no opponent can fight on")
        return True
    return False


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
        raise Reject("ENCOUNTER_ENDED", "This encounter has ended.")


# --- joining and leaving --------------------------------------------------------------------------


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
    c = state.get(cid)
    g = model.group_name(state, c)
    if g is not None and g in state.combatants:
        g = f"group:{g}"
    if g is not None and model.is_group(state, g):
        sched_set(tx, groups={**model.groups(state), g: [*model.members(state, g), cid]})
        holder = g
    elif g is not None:
        sched_set(tx, groups={**model.groups(state), g: [cid]}, holders=[*state.sched["holders"], g])
        holder = g
    else:
        sched_set(tx, holders=[*state.sched.get("holders", ()), cid])
        holder = cid
    if state.phase in (SETUP, DRAW):
        return
    if holder not in state.sched.get("cards", {}):
        deal_late(tx, holder)
    budget.refill(tx, state.get(cid))


def deal_late(tx: Tx, holder: str) -> None:
    state = tx.state
    kept = deck.deal(tx, holder)
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
