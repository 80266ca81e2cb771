"""Backing out of engagement: one Graceful + Defiant roll against each engaged creature's Melee Threat.

Against each creature: a failure keeps the PC in reach and its Retaliation takes effect; a success takes
the PC out of reach but the Retaliation still takes effect; a critical takes the PC out and spends the
Retaliation without effect. With several creatures the PC leaves only when the roll is at least a
success against every one (A5; option `backout_partial`: leave each creature beaten). The Retaliations
land while the PC is still in reach; the engagement ends afterwards. The PC stays in the zone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import retaliation, rolls
from gm_desk.rules.rulesets.glowlands.attacks import require_standing
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.rolls import FAIL, MELEE
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

ASPECTS = ("graceful", "defiant")


@dataclass
class BackOutPlan:
    actor: str
    foes: list[str]
    modifier: int
    edge: str | None


def plan_backout(rs: Glowlands, state: EncounterState, cmd: Command, pc: Combatant) -> BackOutPlan:
    require_standing(pc)
    foes = retaliation.engaged_creatures(state, pc)
    if not foes:
        raise Reject(
            "NOT_ENGAGED", t("{name} is not engaged with any creature that is standing.", name=pc.name)
        )
    return BackOutPlan(pc.id, foes, rolls.modifier(cmd, pc.stats, ASPECTS), rolls.roll_edge(cmd, state))


def execute_backout(rs: Glowlands, tx: Tx, plan: BackOutPlan) -> bool:
    """Returns whether the PC got out of every creature's reach."""
    state = tx.state
    check = rolls.roll(tx, plan.actor, "back_out", plan.modifier, plan.edge)
    threats = {n: rolls.threat_of(state.get(n), MELEE) for n in plan.foes}
    outcomes = {
        n: rolls.classify(check.total, check.natural_20, t, rolls.crit_threshold(state, t))
        for n, t in threats.items()
    }
    if opt(state, "backout_partial"):
        leaves = [n for n in plan.foes if outcomes[n] != FAIL]
    else:
        leaves = list(plan.foes) if all(o != FAIL for o in outcomes.values()) else []
    tx.emit(
        "BackOutResolved",
        actor=plan.actor,
        total=check.total,
        natural=check.natural,
        edge=check.edge,
        outcomes=outcomes,
        threats=threats,
        leaves=leaves,
        escaped=len(leaves) == len(plan.foes),
    )
    for n in plan.foes:
        retaliation.answer(rs, tx, plan.actor, n, outcomes[n], MELEE, threat=threats[n], threat_type=MELEE)
    pc = state.get(plan.actor)
    if pc.status == ACTIVE:
        for n in leaves:
            if n in pc.engaged:
                tx.emit("Disengaged", a=plan.actor, b=n)
    return len(leaves) == len(plan.foes)
