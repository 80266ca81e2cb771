"""Where a reinforcement joins Faction Passing's order (option "arrivals").

A new faction goes last in the cycle. Arriving during a round (brought in by the GM: the order here
changes as the fight goes, so scene events come at round hooks only), the newcomer may act from its
faction's next go, or waits for the next round; arriving at a round's start it is in that round, at its
end in the next. The passes are settled only for an arrival during the round: at a round's hooks the
round is being opened or closed and settles itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.rulesets.factions import turns

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx

DURING_THE_ROUND = ("order", "now")


def on_arrived(rs: Factions, tx: Tx, cid: str, hook: str) -> None:
    during = hook in DURING_THE_ROUND
    waits = during and tx.state.options.get("arrivals", "this_round") == "next_round"
    turns.join(rs, tx, cid, None, waits)
    if during:
        turns.settle(rs, tx)
