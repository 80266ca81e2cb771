"""Where a reinforcement joins Alternating Teams' order (option "arrivals").

A new team picks last. Arriving during a round (at a turn, or brought in by the GM), the newcomer may be
picked in it while its team still picks, or waits for the next round; arriving at a round's start it is
in that round whatever the option, and at its end in the next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.rulesets.teams import turns

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.tx import Tx

DURING_THE_ROUND = ("order", "now")


def on_arrived(rs: Teams, tx: Tx, cid: str, hook: str) -> None:
    waits = hook in DURING_THE_ROUND and tx.state.options.get("arrivals", "this_round") == "next_round"
    turns.join(rs, tx, cid, None, waits)
