"""Who may react to an open Factions attack, and how: read by the attack (is a window needed?), by the
reactions themselves, and by the prompt and the legal commands.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.rulesets.factions import schedule, space, statuses
from gm_desk.rules.state import ACTIVE, Combatant

# A skill that lets a character react while it is the target of an opportunity attack (A10).
OPPORTUNITY_REACTION_SKILL = "react_to_opportunity"


def can_react(state: Any, cid: str, record: dict[str, Any]) -> bool:
    c = state.get(cid)
    if record["surprise"] or c.status != ACTIVE or cid in record["reacted"]:
        return False
    if not schedule.had_turn(state, cid):
        return True
    # The mover under an opportunity attack is spending its turn; a skill may still let it react (A10).
    move = state.rs.get("move")
    return bool(
        record["opportunity"]
        and move
        and move["cid"] == cid
        and OPPORTUNITY_REACTION_SKILL in c.stats.get("skills", ())
    )


def reactions(state: Any, record: dict[str, Any]) -> dict[str, list[str]]:
    """Who may still react to the open attack, and how."""
    out: dict[str, list[str]] = {}
    if record["surprise"]:
        return out
    attacker = state.get(record["attacker"])
    for tid in record["targets"]:
        if tid in record["unaware"] or not can_react(state, tid, record):
            continue
        t = state.get(tid)
        kinds = ["dodge"]
        if record["counter"] is None:
            kinds.append("counter")
        if not record["blast"] and shelters(state, t, attacker):
            kinds.append("hide")
        out[tid] = kinds
    if not record["blast"]:
        t = state.get(record["targets"][0])
        for g in state.combatants.values():
            if g.id in (t.id, attacker.id, *record.get("was", ())) or not schedule.friends(state, g, t):
                continue
            if space.nearby(state, g, t) and can_react(state, g.id, record):
                out.setdefault(g.id, []).append("guard")
    return out


def shelters(state: Any, t: Combatant, attacker: Combatant) -> list[str]:
    """Characters `t` could hide behind: nearby, standing, not the attacker."""
    return sorted(
        c.id
        for c in state.combatants.values()
        if c.id not in (t.id, attacker.id) and c.status in statuses.HITTABLE and space.nearby(state, t, c)
    )
