"""Surprise in Marching Order: a surprised fighter is `impaired` (cause: surprise) for its first turn(s).

Used when the fight starts (`turns.start`, for those the GM listed before) and by the GM's
`marching.surprise` command (`resolution.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules import conditions
from gm_desk.rules.rulesets.marching.roster import stat

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.marching import Marching
    from gm_desk.rules.tx import Tx


def surprise(rs: Marching, tx: Tx, cid: str) -> bool:
    """Impair a surprised fighter for its first turn(s); False when it cannot be surprised."""
    c = tx.state.get(cid)
    if stat(c, "cannot_be_surprised", False):
        tx.emit("marching.SurpriseResisted", cid=cid)
        return False
    rounds = int(tx.state.options.get("surprise_rounds", 1))
    conditions.add(tx, cid, "impaired", rounds, "turn_end", "surprise", {"cause": "surprise"})
    return True
