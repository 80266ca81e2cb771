"""Bleeding out: a knocked-out PC's turn holds one Defiant + Lucky roll against 10, and then ends.

A critical (20 or more, or a natural 20) brings the PC back: Strain one below its maximum, standing,
acting normally from the next turn. A success keeps them hanging on. A failure kills them (A3; option
`bleed_out_failure`: 'no_change', or 'death_counter' where `death_counter_limit` failures kill).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import rolls, turns
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.rolls import CRITICAL, FAIL
from gm_desk.rules.rulesets.glowlands.strain import BLEEDING_OUT
from gm_desk.rules.state import ACTIVE, DEAD
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.tx import Tx

DIFFICULTY = 10
ASPECTS = ("defiant", "lucky")
ROLL_ACTION = "bleed_out_roll"  # end_turn looks for this name in the turn's spent list


def bleed_out(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase != turns.PC_TURNS:
        raise Reject("NO_TURN", t("No PC's turn is running."))
    pc = rs.require_turn(tx, cmd)
    if pc.substatus != BLEEDING_OUT:
        raise Reject("NOT_BLEEDING_OUT", t("{name} is not bleeding out.", name=pc.name))
    assert state.turn is not None
    if ROLL_ACTION in state.turn.spent:
        raise Reject("ALREADY_ROLLED", t("{name} has already rolled this turn.", name=pc.name))
    modifier = rolls.modifier(cmd, pc.stats, ASPECTS)
    which = rolls.roll_edge(cmd, state)
    # The roll is the turn's only action: it spends everything the turn holds.
    costs = {k: v for k, v in state.turn.budget.items() if v > 0}
    rs.spend(tx, pc.id, ROLL_ACTION, costs)
    check = rolls.roll(tx, pc.id, "bleed_out", modifier, which)
    outcome = rolls.classify(
        check.total, check.natural_20, DIFFICULTY, rolls.crit_threshold(state, DIFFICULTY)
    )
    marks = int(pc.rs.get("death_marks", 0))
    if outcome == CRITICAL:
        result = "conscious"
    elif outcome != FAIL:
        result = "holds_on"
    else:
        rule = opt(state, "bleed_out_failure")
        if rule == "no_change":
            result = "no_change"
        elif rule == "death_counter":
            marks += 1
            result = "dies" if marks >= int(opt(state, "death_counter_limit")) else "death_mark"
        else:
            result = "dies"
    tx.emit(
        "BleedOutResolved",
        actor=pc.id,
        total=check.total,
        natural=check.natural,
        outcome=outcome,
        result=result,
        marks=marks,
    )
    if marks != int(pc.rs.get("death_marks", 0)):
        tx.emit("CombatantDataChanged", cid=pc.id, changes={"death_marks": marks})
    if result == "conscious":
        top = int(pc.stats.get("max_strain", 1))
        tx.emit(
            "ResourceChanged", cid=pc.id, res="strain", value=max(0, top - 1), was=pc.res.get("strain", 0)
        )
        rs.set_status(tx, pc.id, ACTIVE, None)
    elif result == "dies":
        rs.set_status(tx, pc.id, DEAD, None)
    rs.finish_turn(tx)
    turns.advance_to_next_pc(rs, tx)
