"""Initiative Cards' schedule: the phases of a fight and the one way the ruleset writes its scheduler data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.state import DEAD, FLED, REMOVED, SURRENDERED

if TYPE_CHECKING:
    from gm_desk.rules.tx import Tx

SETUP, DRAW, ROUND_START, ACTING, ROUND_END = "setup", "draw", "round_start", "acting", "round_end"
PHASES = (SETUP, DRAW, ROUND_START, ACTING, ROUND_END, "ended")
GONE = (DEAD, FLED, SURRENDERED, REMOVED)


def sched_set(tx: Tx, **changes: Any) -> None:
    tx.emit("SchedulerChanged", changes=changes)
