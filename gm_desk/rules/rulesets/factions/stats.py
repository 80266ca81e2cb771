"""Reading a combatant's stat block for Faction Passing: save scores, health, morale group, fear."""

from __future__ import annotations

from gm_desk.rules.groups import UNGROUPED
from gm_desk.rules.state import Combatant


def score(c: Combatant, attr: str) -> int:
    """A save score (str, agi, wit) from the stat block; 10 when a sheet leaves it out."""
    value = c.stats.get(attr, c.stats.get(attr.upper(), 10))
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 10


def health_max(c: Combatant) -> int:
    value = c.stats.get("health_max", 1)
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 1


def group_of(c: Combatant) -> str:
    """The morale group: the combatant's own group, its stat block's (unless the GM ungrouped it in
    prep: flag `ungrouped`), else its whole faction."""
    return str(c.group or (None if UNGROUPED in c.flags else c.stats.get("group")) or c.side)


def fear_immune(c: Combatant) -> bool:
    return bool(c.stats.get("immune_to_fear"))
