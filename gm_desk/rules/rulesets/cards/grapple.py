"""Grappling: the grab (Force against an optional Break free reaction), holding on, breaking free.

A successful grab marks the target `restrained` (and `mouth covered` with one more success), both as
conditions whose source is the grappler, so the GM sees them and can lift them by hand. Breaking free
later is a fast maneuver once per the held creature's own turn: opposed Force when the holder reacts
with Hold (more successes than the holder needed), a single success when it does not (reading A8:
Force for both sides unless option `hold_skill` says Endure).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules import conditions
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import budget, model, rolls
from gm_desk.rules.rulesets.cards.circumstances import required
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx


def holder(c: Combatant) -> str | None:
    cond = model.condition(c, model.RESTRAINED)
    return None if cond is None else cond.data.get("by")


def close_enough(rs: Cards, tx: Tx, c: Combatant, target: Combatant) -> None:
    if c.zone is None or c.zone != target.zone:
        raise Reject("NOT_SAME_ZONE", t("{name} is not in {name2}'s zone.", name=target.name, name2=c.name))
    if opt(tx.state, "melee_needs_close") and target.id not in c.engaged:
        raise Reject(
            "NEEDS_EARLIER_ACTION",
            t("{name} must first close in on {name2} (a fast maneuver).", name=c.name, name2=target.name),
        )


def grapple(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = rs.require_turn(tx, cmd)
    budget.require_able(state, c, "grapple")
    target = rs.combatant(tx, rs.arg(cmd, "target"))
    if target.id == c.id:
        raise Reject("BAD_TARGET", t("A creature cannot grapple itself."))
    if not model.active(state, target.id):
        raise Reject("TARGET_OUT", t("{name} is not in the fight.", name=target.name))
    close_enough(rs, tx, c, target)
    if holder(target) == c.id:
        raise Reject("ALREADY_HELD", t("{name} already holds {name2}.", name=c.name, name2=target.name))
    cover = bool(rs.arg(cmd, "cover_mouth", bool, False))
    reacts = bool(rs.arg(cmd, "break_free", bool, False))
    slow = budget.check(state, c.id, budget.SLOW, t("a grapple"))
    fast = None
    if reacts:
        budget.require_able(state, target, "break_free")
        fast = budget.check(state, target.id, budget.FAST, t("breaking free"))
    bonus = budget.spend(tx, c.id, "grapple", slow, tested=True)
    if fast is not None:
        budget.spend(tx, target.id, "break free (reaction)", fast, tested=True)
    _, s_g = rolls.test(tx, c.id, "force", "grapple", bonus)
    s_b = rolls.test(tx, target.id, "force", "break_free")[1] if reacts else 0
    need = required(state, c, "force")
    margin = s_g - s_b
    held = margin >= need
    gagged = held and cover and margin >= need + 1
    tx.emit(
        "cards.GrappleResolved",
        actor=c.id,
        target=target.id,
        s_grapple=s_g,
        s_break=s_b if reacts else None,
        need=need,
        restrained=held,
        mouth_covered=gagged,
    )
    if held:
        conditions.add(tx, target.id, model.RESTRAINED, None, "none", c.id, {"by": c.id})
        if gagged and not model.mouth_covered(target):
            conditions.add(tx, target.id, model.MOUTH_COVERED, None, "none", c.id, {"by": c.id})
        if target.id not in c.engaged:
            tx.emit("Engaged", a=c.id, b=target.id)


def break_free(rs: Cards, tx: Tx, cmd: Command) -> None:
    """The held creature's fast maneuver, once per its own turn; the holder may react with Hold."""
    state = tx.state
    c = rs.require_turn(tx, cmd)
    if not model.restrained(c):
        raise Reject("NOT_HELD", t("{name} is not restrained.", name=c.name))
    if c.rs.get("broke_free_turn") == state.turn_count:
        raise Reject("ONCE_PER_TURN", t("{name} may try to break free once per turn.", name=c.name))
    budget.require_able(state, c, "break_free")
    hold = bool(rs.arg(cmd, "hold", bool, False))
    by = holder(c)
    if hold and (by is None or not model.active(state, by)):
        raise Reject("NO_HOLDER", t("Nobody is holding {name} who could hold on.", name=c.name))
    fast = budget.check(state, c.id, budget.FAST, t("breaking free"))
    hold_fast = None
    if hold:
        assert by is not None
        budget.require_able(state, state.get(by), "hold")
        hold_fast = budget.check(state, by, budget.FAST, t("holding on"))
    bonus = budget.spend(tx, c.id, "break free", fast, tested=True)
    tx.emit("CombatantDataChanged", cid=c.id, changes={"broke_free_turn": state.turn_count})
    if hold_fast is not None and by is not None:
        budget.spend(tx, by, "hold (reaction)", hold_fast, tested=True)
    _, s_held = rolls.test(tx, c.id, "force", "break_free", bonus)
    s_holder = rolls.test(tx, by, opt(state, "hold_skill"), "hold")[1] if hold and by else None
    free = s_held > s_holder if s_holder is not None else s_held >= 1
    tx.emit("cards.BreakFreeResolved", actor=c.id, holder=by, s_held=s_held, s_holder=s_holder, free=free)
    if free:
        let_go(tx, c.id)


def release(rs: Cards, tx: Tx, cmd: Command) -> None:
    """The holder lets go (no maneuver)."""
    target = rs.combatant(tx, rs.arg(cmd, "target"))
    by = holder(target)
    if by is None:
        raise Reject("NOT_HELD", t("{name} is not restrained.", name=target.name))
    if cmd.actor is not None and cmd.actor != by:
        raise Reject(
            "NOT_HOLDING",
            t("{name} is not holding {name2}.", name=tx.state.get(cmd.actor).name, name2=target.name),
        )
    let_go(tx, target.id)


def let_go(tx: Tx, cid: str) -> None:
    c = tx.state.get(cid)
    for cond in list(c.conditions):
        if cond.name in (model.RESTRAINED, model.MOUTH_COVERED):
            conditions.remove(tx, cid, cond.id, "freed")


def release_holds_by(tx: Tx, by: str) -> None:
    """Whoever `by` holds goes free (the holder dropped, fled or moved away)."""
    for c in list(tx.state.combatants.values()):
        if holder(c) == by:
            let_go(tx, c.id)
