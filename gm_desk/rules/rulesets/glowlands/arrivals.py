"""Where a reinforcement joins Threat & Retaliation's order (option "arrivals").

Only PCs take turns here. A creature that arrives answers with Retaliation at once (fresh counters, a
place in its group's shared Strain: as any late creature). A PC, by default, takes the last place of the
order: its initiative is set one below the lowest, so the order stays sorted and no tie is made, and
arriving during a round it still acts in it. With "roll", it waits for its Skill Mastery roll, typed as
a late PC's (`glowlands.initiative` with `late`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.rulesets.glowlands import turns
from gm_desk.rules.rulesets.glowlands.options import opt

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.tx import Tx


def on_arrived(rs: Glowlands, tx: Tx, cid: str, hook: str) -> None:
    state = tx.state
    turns.on_joined(rs, tx, cid)
    if not state.get(cid).is_pc or opt(state, "arrivals") != "last":
        return
    init = dict(state.sched.get("init", {}))
    init[cid] = min(init.values(), default=1) - 1
    order = [p for p in state.sched.get("order", ()) if p != cid] + [cid]
    tx.emit("SchedulerChanged", changes={"init": init, "order": order})
