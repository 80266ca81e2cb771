"""Who is who in a Marching Order fight: the party and the monsters, the lead, what each side sees.

Encounter-wide data lives in `state.rs` (seeded from the setup by `initial_data`):
`party_side`, `marching_order` [pc...], `lead` (a GM-designated lead or None), `sees`
{viewer_side: {seen_side: bool}}, `dark` (bool), `positions` {cid: [x, y]}, `contact_point` [x, y] or
None, `distances` {cid: feet to the nearest PC, for monsters when there is no map}, `frantic` (bool).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.state import ACTIVE, DOWN, Combatant, EncounterState

PARTY, MONSTERS = "party", "monsters"
# Statuses that keep a place in the order: down combatants are skipped but their conditions still tick.
IN_ORDER = (ACTIVE, DOWN)


def party_side(state: EncounterState) -> str | None:
    return state.rs.get("party_side")


def group_of(state: EncounterState, c: Combatant) -> str:
    """'party' for the party's side, 'monsters' for everyone else."""
    return PARTY if c.side == party_side(state) else MONSTERS


def members(state: EncounterState, group: str, statuses: tuple[str, ...] = IN_ORDER) -> list[Combatant]:
    """A group's combatants in setup order, limited to the given statuses."""
    return [c for c in state.combatants.values() if group_of(state, c) == group and c.status in statuses]


def other(group: str) -> str:
    return MONSTERS if group == PARTY else PARTY


def lead(state: EncounterState) -> str | None:
    """The GM-designated lead if able to act, else the first active entry of the marching order (A8)."""
    chosen: str | None = state.rs.get("lead")
    if chosen in state.combatants and state.combatants[chosen].status == ACTIVE:
        return chosen
    order: list[str] = state.rs.get("marching_order", [])
    for cid in order:
        c = state.combatants.get(cid)
        if c is not None and c.status == ACTIVE:
            return cid
    active = members(state, PARTY, (ACTIVE,))
    return active[0].id if active else None


def stat(c: Combatant, name: str, default: Any) -> Any:
    """A stat by its snake_case name (the bestiary's), accepting the chapter's upper-case spelling too."""
    if name in c.stats:
        return c.stats[name]
    return c.stats.get(name.upper(), default)


def agl(c: Combatant) -> int:
    return int(stat(c, "agl", 10))


def reactions_per_round(c: Combatant) -> int:
    return int(stat(c, "reactions_per_round", 1))


def move_ft(c: Combatant) -> int:
    return int(stat(c, "move_ft", 30))


def is_impaired(c: Combatant) -> bool:
    """Impaired (by surprise or otherwise): +2 to hit it, -1 on its AGL checks and saves."""
    return any(cond.name == "impaired" for cond in c.conditions)


# --- visibility -----------------------------------------------------------------------------------


def sees(state: EncounterState, viewer: str, seen: str) -> bool:
    """Whether side `viewer` sees side `seen`: the GM's word if given, else derived from light.

    In a dark scene a side sees another when one of its fighters sees in the dark, or when one of the
    other side's fighters carries a light. Anywhere else both sides see each other.
    """
    given = state.rs.get("sees", {}).get(viewer, {})
    if seen in given:
        return bool(given[seen])
    if not state.rs.get("dark"):
        return True
    viewers = [c for c in state.on_side(viewer) if c.status == ACTIVE]
    targets = [c for c in state.on_side(seen) if c.status == ACTIVE]
    return any(stat(c, "sees_in_dark", False) for c in viewers) or any(
        stat(c, "light_source", False) or "light_source" in c.flags for c in targets
    )


def unseen_group(state: EncounterState) -> str | None:
    """The group only one-way visibility hides ('party' or 'monsters'), or None when it is not one-way."""
    ps = party_side(state)
    foes = sorted({c.side for c in members(state, MONSTERS, (ACTIVE,))})
    if ps is None or not foes:
        return None
    party_sees = any(sees(state, ps, f) for f in foes)
    monsters_see = any(sees(state, f, ps) for f in foes)
    if party_sees and not monsters_see:
        return PARTY
    if monsters_see and not party_sees:
        return MONSTERS
    return None
