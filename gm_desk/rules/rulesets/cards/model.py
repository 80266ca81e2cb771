"""Reading a combatant and the deal: skills, harm mode, maneuvers, markers, holders and their cards.

Pure lookups over the state, shared by every other module of the ruleset. A *holder* is whoever owns
initiative cards: a combatant, or a group of identical opponents sharing one card. A card is a dict
`{"card": value, "deck": deck number, "seq": draw order}`; `key` sorts cards into the turn order
(lowest value first; equal values, only possible with a second deck, PCs first, then by draw order).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.conditions import has
from gm_desk.rules.groups import UNGROUPED
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState

SKILLS = (
    "strike", "force", "shoot", "finesse", "sneak", "endure", "track", "read", "persuade", "intimidate",
    "cast",
)  # fmt: skip
MAX_POOL = 100  # the dice module's own cap on one roll

# Markers a GM can set with condition.add (or that grappling sets); names as the GM types them.
RESTRAINED = "restrained"
MOUTH_COVERED = "mouth covered"
BURNING = "burning"
POISONED = "poisoned"
SILENCED = ("cannot communicate", "gagged", "silenced", MOUTH_COVERED)
SEVERE_MENTAL = "severe mental harm"


def skills(c: Combatant) -> dict[str, int]:
    raw = c.stats.get("skills") or {}
    return {str(k).lower(): int(v) for k, v in raw.items()}


def skill(c: Combatant, name: str) -> int:
    return skills(c).get(name, 0)


def harm_mode(c: Combatant) -> str:
    return str(c.stats.get("harm_mode") or ("levels" if c.is_pc else "points"))


def harm_capacity(c: Combatant) -> int | None:
    cap = c.stats.get("harm_capacity")
    return int(cap) if cap is not None else None


def per_card(c: Combatant) -> dict[str, int]:
    """Slow and fast maneuvers per round (per card), 1 and 1 unless the stat block says otherwise."""
    m = c.stats.get("maneuvers") or {}
    return {"slow": int(m.get("slow", 1)), "fast": int(m.get("fast", 1))}


def initiative_cards(c: Combatant) -> int:
    return max(1, int(c.stats.get("initiative_cards", 1)))


def attacks(c: Combatant) -> list[dict[str, Any]]:
    return [dict(a) for a in c.stats.get("attacks") or ()]


def immune(c: Combatant, what: str) -> bool:
    return what in {str(x).lower() for x in c.stats.get("immune") or ()}


def ignores_darkness(c: Combatant) -> bool:
    return bool(c.stats.get("ignores_darkness", False))


def restrained(c: Combatant) -> bool:
    return has(c, RESTRAINED)


def burning(c: Combatant) -> bool:
    return has(c, BURNING)


def mouth_covered(c: Combatant) -> bool:
    return has(c, MOUTH_COVERED)


def can_communicate(c: Combatant) -> bool:
    if c.status != ACTIVE or "cannot_communicate" in c.flags:
        return False
    return not any(has(c, name) for name in SILENCED)


def severe_mental(c: Combatant) -> bool:
    return "severe_mental_harm" in c.flags or has(c, SEVERE_MENTAL)


def condition(c: Combatant, name: str) -> Any:
    return next((cond for cond in c.conditions if cond.name == name), None)


# --- holders and cards ----------------------------------------------------------------------------


def group_name(state: EncounterState, c: Combatant) -> str | None:
    """The group a creature shares its card with: its setup group, else its stat block's group_key
    (unless the GM ungrouped it in prep: flag `ungrouped`)."""
    if c.is_pc or not state.options.get("group_cards", True):
        return None
    return c.group or (None if UNGROUPED in c.flags else c.stats.get("group_key")) or None


def groups(state: EncounterState) -> dict[str, list[str]]:
    found: dict[str, list[str]] = state.sched.get("groups", {})
    return found


def is_group(state: EncounterState, holder: str) -> bool:
    return holder in groups(state)


def holder_of(state: EncounterState, cid: str) -> str:
    for g, members in groups(state).items():
        if cid in members:
            return g
    return cid


def members(state: EncounterState, holder: str) -> list[str]:
    return list(groups(state).get(holder, [holder]))


def holder_is_pc(state: EncounterState, holder: str) -> bool:
    c = state.combatants.get(holder)
    return c is not None and c.is_pc and not is_group(state, holder)


def holder_name(state: EncounterState, holder: str) -> str:
    c = state.combatants.get(holder)
    if c is not None and not is_group(state, holder):
        return c.name
    return holder.removeprefix("group:")  # a group named like a combatant keeps its name on screen


def key(state: EncounterState, holder: str, card: dict[str, int]) -> list[int]:
    pcs_first = state.options.get("ties_pcs_first", True)
    return [card["card"], 0 if (pcs_first and holder_is_pc(state, holder)) else 1, card["seq"]]


def held(state: EncounterState, holder: str) -> list[dict[str, int]]:
    """The holder's cards, best first."""
    cards = state.sched.get("cards", {}).get(holder, [])
    return sorted(cards, key=lambda card: key(state, holder, card))


def values(state: EncounterState, holder: str) -> list[int]:
    return [card["card"] for card in held(state, holder)]


def slots(state: EncounterState) -> list[tuple[list[int], str, dict[str, int]]]:
    """Every card in play as (sort key, holder, card), in turn order."""
    out = []
    for holder in state.sched.get("cards", {}):
        for card in held(state, holder):
            out.append((key(state, holder, card), holder, card))
    return sorted(out, key=lambda slot: slot[0])


def card_count(state: EncounterState, cid: str) -> int:
    return len(state.sched.get("cards", {}).get(holder_of(state, cid), []))


def active(state: EncounterState, cid: str) -> bool:
    c = state.combatants.get(cid)
    return c is not None and c.status == ACTIVE
