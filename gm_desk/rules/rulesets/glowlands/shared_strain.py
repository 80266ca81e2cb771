"""A group's shared Strain pool (option `shared_strain`, a table choice: the chapter has no groups).

With the option on, the creatures of one group (their setup `group`, two or more of them) fill one
Strain pool as large as their max_strain together. A hit on any of them loses that creature's armour,
then fills the pool; their own Strain stays as it was. When the pool is full the whole group is down at
once, so none of them answers with a Retaliation any more. PCs never share a pool: their Strain ticks
wound ranks.

The pool opens when the fight starts (holding the Strain its members start with) and is fitted again
when a member joins or is removed. It changes only by the `glowlands.PoolChanged` event {group, value,
was, of, members, left}, so undo takes it back and the log tells it: `state.rs["pools"]` {group:
{strain, of, members}} holds every pool, and each member's `rs["pool"]` {group, strain, of} its own, so
a panel reads a member's pool from the member alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.state import ACTIVE, DOWN, Combatant, EncounterState
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset
    from gm_desk.rules.tx import Tx

POOL_CHANGED = "glowlands.PoolChanged"


def on(state: EncounterState) -> bool:
    return bool(opt(state, "shared_strain"))


def top(c: Combatant) -> int:
    return int(c.stats.get("max_strain", 1))


def sharers(state: EncounterState, group: str) -> list[Combatant]:
    """The creatures of `group` still in the encounter (down ones included), in setup order."""
    return [c for c in state.npcs() if c.group == group]


def pool_of(c: Combatant) -> dict[str, Any] | None:
    """The pool `c` shares ({group, strain, of}), or None."""
    found = c.rs.get("pool")
    return found if isinstance(found, dict) else None


def open_all(tx: Tx) -> None:
    """At the start: one pool for every group of two or more creatures (the option on)."""
    if not on(tx.state):
        return
    for group in dict.fromkeys(c.group for c in tx.state.npcs() if c.group):
        resize(tx, group)


def resize(tx: Tx, group: str | None, rs: Ruleset | None = None) -> None:
    """The pool of `group` fitted to the creatures in it now: opened once two share it, grown by a
    joiner, shrunk by one removed. A pool left full downs the group (when `rs` is given)."""
    state = tx.state
    if not on(state) or not group:
        return
    people = sharers(state, group)
    current = state.rs.get("pools", {}).get(group)
    if current is None and len(people) < 2:
        return
    ids = [c.id for c in people]
    of = sum(top(c) for c in people)
    if current is None:
        was = 0
        value = sum(min(c.res.get("strain", 0), top(c)) for c in people)
    elif ids == current["members"] and of == current["of"]:
        return
    else:
        was = value = int(current["strain"])
    left = [cid for cid in (current or {}).get("members", []) if cid not in ids]
    value = min(value, of)
    why = "opened" if current is None else "resized"
    tx.emit(POOL_CHANGED, group=group, value=value, was=was, of=of, members=ids, left=left, why=why)
    if rs is not None and of and value >= of:
        down_all(rs, tx, group)


def fill(rs: Ruleset, tx: Tx, npc: Combatant, taken: int) -> bool:
    """Strain `taken` (armour already off) into the pool `npc` shares; False when it shares none."""
    pool = pool_of(npc)
    if pool is None or not on(tx.state):
        return False
    set_value(rs, tx, pool["group"], pool["strain"] + taken)
    return True


def set_value(rs: Ruleset, tx: Tx, group: str, value: int) -> None:
    """The pool of `group` at `value` (kept within 0..its size); full, it downs every member standing."""
    current = tx.state.rs["pools"][group]
    of = int(current["of"])
    value = max(0, min(of, value))
    if value != current["strain"]:
        tx.emit(
            POOL_CHANGED,
            group=group,
            value=value,
            was=current["strain"],
            of=of,
            members=list(current["members"]),
            left=[],
            why="changed",
        )
    if value >= of:
        down_all(rs, tx, group)


def down_all(rs: Ruleset, tx: Tx, group: str) -> None:
    for c in sharers(tx.state, group):
        if c.status == ACTIVE:
            rs.set_status(tx, c.id, DOWN)


def gm_set(rs: Ruleset, tx: Tx, c: Combatant, value: int, reason: str) -> None:
    """The GM's override of a shared pool, through a member's Strain track."""
    pool = pool_of(c)
    assert pool is not None
    if not 0 <= value <= pool["of"]:
        raise Reject(
            "BAD_ARGUMENT",
            t("The shared Strain of the {group} runs from 0 to {of}.", group=pool["group"], of=pool["of"]),
        )
    tx.emit("GMOverrideApplied", what=f"{pool['group']}: shared Strain set to {value}", reason=reason)
    set_value(rs, tx, pool["group"], value)


def fold(state: EncounterState, data: dict[str, Any]) -> None:
    """`glowlands.PoolChanged`: the pool and each member's copy of it."""
    group, value, of = data["group"], data["value"], data["of"]
    pools = dict(state.rs.get("pools", {}))
    pools[group] = {"strain": value, "of": of, "members": list(data["members"])}
    state.rs["pools"] = pools
    for cid in data["members"]:
        state.get(cid).rs["pool"] = {"group": group, "strain": value, "of": of}
    for cid in data.get("left", ()):
        gone = state.combatants.get(cid)
        if gone is not None:
            gone.rs.pop("pool", None)


def words(data: dict[str, Any]) -> str:
    group, value, of, why = data["group"], data["value"], data["of"], data.get("why")
    count = len(data["members"])
    fields = {"group": group, "value": value, "of": of, "count": count}
    if why == "opened":
        return t("The {group} share one Strain pool: {value} of {of} ({count} creatures).", **fields)
    if why == "resized":
        return t("The pool of the {group} now holds {count} creatures: {value} of {of} Strain.", **fields)
    if value >= of:
        return t("Shared Strain of the {group}: {value} of {of} (full: the group is down).", **fields)
    return t("Shared Strain of the {group}: {value} of {of}.", **fields)


def problems(state: EncounterState) -> list[str]:
    """Invariants: a pool holds 0..its size, and a full pool leaves no member standing."""
    out = []
    for group, pool in state.rs.get("pools", {}).items():
        if not 0 <= pool["strain"] <= pool["of"]:
            out.append(f"the shared Strain of the {group} is outside 0..{pool['of']}")
        standing = [c.name for c in sharers(state, group) if c.status == ACTIVE]
        if pool["of"] and pool["strain"] >= pool["of"] and standing:
            out.append(f"the shared Strain of the {group} is full but {', '.join(standing)} still stand(s)")
    return out
