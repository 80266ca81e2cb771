"""A PC's Strain and wound ranks: damage fills Strain, a full Strain ticks the next wound rank.

Tracks: `res["strain"]` (0..max_strain) and `res["wounds"]` (how many ranks are ticked, in order). The
ranks come from the sheet's `wound_ranks`, an ordered list of names, first the lightest (Injured), last
Dying; an entry may be {"name": ..., "ticked": true} to start ticked. Without the field the ranks are
Injured, Wounded, Maimed, Dying.

A full Strain ticks the next rank and starts again from zero with the excess, as often as the damage
fills it. With every rank ticked, the next fill knocks the PC out: down and bleeding out, Strain full
(A4; option `ko_on_dying_tick`: ticking Dying knocks out at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.state import ACTIVE, DOWN

if TYPE_CHECKING:
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

BLEEDING_OUT = "bleeding_out"  # the same string as turns.BLEEDING_OUT (turns imports it from here)
DEFAULT_WOUND_RANKS = ("Injured", "Wounded", "Maimed", "Dying")


def wound_ranks(pc: Combatant) -> list[str]:
    raw = pc.stats.get("wound_ranks")
    if not raw:
        return list(DEFAULT_WOUND_RANKS)
    return [str(r["name"]) if isinstance(r, dict) else str(r) for r in raw]


def ticked_at_start(stats: dict[str, Any]) -> int:
    if isinstance(stats.get("wounds"), int) and not isinstance(stats.get("wounds"), bool):
        return int(stats["wounds"])
    return sum(1 for r in stats.get("wound_ranks") or () if isinstance(r, dict) and r.get("ticked"))


def sheet_problems(stats: dict[str, Any]) -> list[str]:
    raw = stats.get("wound_ranks")
    if raw is None:
        return []
    if not isinstance(raw, list) or not raw:
        return ["wound_ranks must be a non-empty list of rank names"]
    for r in raw:
        name = r.get("name") if isinstance(r, dict) else r
        if not isinstance(name, str) or not name.strip():
            return ["every wound rank needs a name"]
    if not 0 <= ticked_at_start(stats) <= len(raw):
        return ["more wound ranks are ticked than the sheet has"]
    return []


def hurt_pc(
    tx: Tx, pc_id: str, raw: int, source: str | None, *, armour: int | None = None, **extra: object
) -> int:
    """Armour off, then the Strain track. A PC who is already down takes no further Strain."""
    pc = tx.state.get(pc_id)
    armour = int(pc.stats.get("armour", 0)) if armour is None else armour
    taken = max(0, raw - armour)
    tx.emit("DamageApplied", target=pc_id, amount=taken, raw=raw, armour=armour, source=source, **extra)
    if taken == 0 or pc.status != ACTIVE:
        return taken
    top = int(pc.stats.get("max_strain", 1))
    ranks = wound_ranks(pc)
    was_strain, was_wounds = pc.res.get("strain", 0), pc.res.get("wounds", 0)
    strain, wounds = was_strain + taken, was_wounds
    knocked_out = False
    while strain >= top:
        if wounds >= len(ranks):
            knocked_out, strain = True, top
            break
        wounds += 1
        strain -= top
        tx.emit("ResourceChanged", cid=pc_id, res="wounds", value=wounds, was=wounds - 1)
        tx.emit("WoundTicked", cid=pc_id, rank=ranks[wounds - 1], wounds=wounds, of=len(ranks))
        if wounds == len(ranks) and opt(tx.state, "ko_on_dying_tick"):
            knocked_out, strain = True, top
            break
    if strain != was_strain:
        tx.emit("ResourceChanged", cid=pc_id, res="strain", value=strain, was=was_strain)
    if knocked_out:
        knock_out(tx, pc_id)
    return taken


def knock_out(tx: Tx, pc_id: str) -> None:
    """Down and bleeding out. Emitted directly (not through set_status) so the turn passes only once the
    whole command is decided: later Retaliations of the same attack still see who is standing."""
    pc = tx.state.get(pc_id)
    tx.emit("StatusChanged", cid=pc_id, status=DOWN, substatus=BLEEDING_OUT, was=pc.status)
    for other in sorted(pc.engaged):
        tx.emit("Disengaged", a=pc_id, b=other)
