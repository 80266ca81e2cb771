"""How Faction Passing rolls: a save is a d20 rolled under a score (attacks hit without a roll)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.rulesets.factions.stats import score

if TYPE_CHECKING:
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx


def save(tx: Tx, c: Combatant, attr: str, purpose: str) -> bool:
    """A save: d20 against the score, roll-under (A2); `save_mode` chooses whether equal passes."""
    roll = tx.roll("1d20", purpose, c.id)
    target = score(c, attr)
    if tx.state.options.get("save_mode") == "roll_under_strict":
        return roll.total < target
    return roll.total <= target
