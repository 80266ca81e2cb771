"""Damage rolls and damage to creatures.

A weapon's damage dice are doubled on a natural 20 (the flat part is not); a Retaliation's damage may
be a plain number ("2"), which is read without a roll. Damage to a creature loses its armour, fills its
Strain (or its group's shared pool, `shared_strain.py`), and drops it when the Strain is full, before any
Retaliation is looked at.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from gm_desk.rules import dice
from gm_desk.rules.rulesets.glowlands import shared_strain
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset
    from gm_desk.rules.tx import Tx

_DICE = re.compile(r"(\d*)\s*d\s*(\d+|%)", re.IGNORECASE)


def dice_count(expr: str) -> int:
    return sum(int(n) if n else 1 for n, _ in _DICE.findall(expr))


def check(expr: str) -> str:
    """A damage expression the dice module accepts, or a Reject."""
    try:
        return dice.validate(str(expr))
    except dice.DiceError as exc:
        raise Reject("BAD_ARGUMENT", str(exc)) from None


def flat_part(expr: str) -> int:
    """The constant part of 'XdY+Z': the total with every die on 1, less the dice."""
    try:
        low = dice.entered(expr, [1] * dice_count(expr))
    except dice.DiceError:
        return 0
    return low.total - sum(low.kept)


def roll_damage(
    tx: Tx, expr: str, purpose: str, actor: str | None, *, doubled: bool = False
) -> tuple[int, bool]:
    """(amount, doubled) for a damage expression; plain numbers are not rolled and log no roll."""
    if dice_count(expr) == 0:
        try:
            return max(0, dice.entered(expr, []).total), False
        except dice.DiceError as exc:
            raise Reject("BAD_ARGUMENT", str(exc)) from None
    result = tx.roll(expr, purpose, actor)
    if not doubled:
        return max(0, result.total), False
    # Only the dice double. A total typed in without faces: its dice part is the total less the flat part.
    dice_part = sum(result.kept) if result.faces else result.total - flat_part(expr)
    return max(0, result.total + dice_part), True


def hurt_creature(
    rs: Ruleset,
    tx: Tx,
    npc_id: str,
    raw: int,
    source: str | None,
    *,
    armour: int | None = None,
    **extra: object,
) -> int:
    """Armour off, Strain up (never past its maximum), down when full; a creature sharing its group's
    pool fills the pool instead (`shared_strain`). Returns the Strain taken."""
    npc = tx.state.get(npc_id)
    armour = int(npc.stats.get("armour", 0)) if armour is None else armour
    taken = max(0, raw - armour)
    tx.emit("DamageApplied", target=npc_id, amount=taken, raw=raw, armour=armour, source=source, **extra)
    if taken == 0 or npc.status != ACTIVE:
        return taken
    if shared_strain.fill(rs, tx, npc, taken):
        return taken
    top = int(npc.stats.get("max_strain", 1))
    was = npc.res.get("strain", 0)
    value = min(top, was + taken)
    tx.emit("ResourceChanged", cid=npc_id, res="strain", value=value, was=was)
    if value >= top:
        rs.set_status(tx, npc_id, DOWN)
    return taken
