"""Where a reinforcement joins Marching Order's order (option "arrivals").

The order is built anew each round from everyone standing, so a newcomer arriving at a round's start is
in it, and one arriving at its end is in the next. Arriving during a round (at a place in the order, or
brought in by the GM), it takes the last place of this round's order, or waits for the next round. An
arrival before a turn never starts one itself: that turn is starting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.rulesets.marching import turns

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx

DURING_THE_ROUND = ("order", "now")


def on_arrived(rs: Marching, tx: Tx, cid: str, hook: str) -> None:
    hold = hook not in DURING_THE_ROUND or tx.state.options.get("arrivals", "this_round") == "next_round"
    turns.join(rs, tx, cid, {}, hold=hold, may_start=hook == "now")
