"""Maneuvers: one slow and one fast per round (per card), the slow one usable as a fast one.

The round's maneuvers live in the combatant's `rs["budget"]` (the pool reactions draw on off-turn).
When a turn opens, one card's share moves from the pool into the turn's budget; when the turn closes,
whatever is left goes back to the pool, so unspent fast maneuvers stay usable as reactions until the
round ends (reading A3; option `budget_reset` = "turn" refills at each own turn instead).

Restrictions live here too: a restrained creature may only break free, shout (and parry, A8); a
burning one may only put out the fire, flee or shout; a covered mouth cannot shout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject
from gm_desk.rules.words import plain

if TYPE_CHECKING:
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

SLOW, FAST = "slow", "fast"
# What each marker still allows (section 3, reading A8).
WHILE_RESTRAINED = frozenset({"break_free", "shout"})
WHILE_BURNING = frozenset({"extinguish", "flee", "shout"})


def round_budget(state: EncounterState, c: Combatant) -> dict[str, int]:
    per = model.per_card(c)
    cards = max(1, model.card_count(state, c.id)) if opt(state, "budget_per_card") else 1
    return {SLOW: per[SLOW] * cards, FAST: per[FAST] * cards}


def pool(c: Combatant) -> dict[str, int]:
    budget = c.rs.get("budget") or {}
    return {SLOW: int(budget.get(SLOW, 0)), FAST: int(budget.get(FAST, 0))}


def refill(tx: Tx, c: Combatant) -> None:
    tx.emit("BudgetSet", actor=c.id, budget=round_budget(tx.state, c), off_turn=True)


def share_for_turn(state: EncounterState, c: Combatant) -> tuple[dict[str, int], dict[str, int]]:
    """(this turn's budget, what stays in the pool) when one of c's cards comes up."""
    per = model.per_card(c)
    if opt(state, "budget_reset") == "turn":
        return dict(per), {SLOW: 0, FAST: 0}
    have = pool(c)
    share = {k: min(per[k], have[k]) for k in (SLOW, FAST)}
    return share, {k: have[k] - share[k] for k in (SLOW, FAST)}


def current(state: EncounterState, cid: str) -> tuple[dict[str, int], bool]:
    """The budget cid spends from now, and whether that is its own turn's budget."""
    turn = state.turn
    if turn is not None and turn.actor == cid:
        return turn.budget, True
    return pool(state.get(cid)), False


def check(state: EncounterState, cid: str, kind: str, action: str) -> str:
    """The counter cid would spend on a `kind` maneuver; refuses when none is left. ``action`` is in the
    GM's words already (`t("an attack")`): the refusal names it."""
    budget, _ = current(state, cid)
    name = state.get(cid).name
    if kind == SLOW:
        if budget.get(SLOW, 0) >= 1:
            return SLOW
        raise Reject(
            "NO_MANOEUVRE_LEFT",
            t("{name} has no slow maneuver left for {action} this round.", name=name, action=action),
        )
    if budget.get(FAST, 0) >= 1:
        return FAST
    if budget.get(SLOW, 0) >= 1:
        return SLOW  # the slow maneuver spent as a second fast one
    raise Reject(
        "NO_MANOEUVRE_LEFT",
        t("{name} has no maneuver left for {action} this round.", name=name, action=action),
    )


def spend(tx: Tx, cid: str, action: str, counter: str, *, tested: bool) -> int:
    """Spend one maneuver (checked before with `check`); returns ambush bonus dice it carries."""
    _, own = current(tx.state, cid)
    tx.emit("BudgetSpent", actor=cid, action=action, costs={counter: 1}, off_turn=not own)
    c = tx.state.get(cid)
    bonus = int(c.rs.get("first_bonus", 0))
    if bonus and (tested or opt(tx.state, "ambush_bonus_to") == "first_maneuver"):
        tx.emit("CombatantDataChanged", cid=cid, changes={"first_bonus": 0})
        return bonus if tested else 0
    return 0


def require_able(state: EncounterState, c: Combatant, what: str) -> None:
    """Refuse what a restrained, burning or silenced combatant cannot do, and anyone out of the fight."""
    if c.status != ACTIVE:
        raise Reject(
            "CANNOT_ACT", t("{name} is {value} and cannot act.", name=c.name, value=plain(c.substatus or c.status))
        )
    if model.restrained(c):
        allowed = WHILE_RESTRAINED | ({"parry"} if opt(state, "restrained_may_parry") else set())
        if what not in allowed:
            raise Reject(
                "RESTRAINED",
                t("{name} is restrained: only breaking free or shouting is possible.", name=c.name),
            )
    if model.burning(c) and what not in WHILE_BURNING:
        raise Reject(
            "BURNING", t("{name} is burning: only putting out the fire, fleeing or shouting.", name=c.name)
        )
    if what == "shout" and model.mouth_covered(c):
        raise Reject("MOUTH_COVERED", t("{name}'s mouth is covered.", name=c.name))
