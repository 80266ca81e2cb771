"""Dice pools and harm: roll a pool, count successes, strip dice for harm, mark harm on a combatant.

A test rolls as many d6 as the pool holds and counts the dice showing `success_min` or more (reading
A1: the success convention lives in a chapter we do not have). A table that rolls real dice types
the faces in (`Command.dice[purpose]`); when only a total is typed in (`{"total": n}`), that number is
read as the count of successes, since a sum of faces cannot be turned back into one.

Pool size: the skill, plus ambush dice on the first maneuver (A7) and a fear test's "+1 to the next
roll", less an NPC's harm points (A9: on every test until healed, or only the next one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

BROKEN = "broken"
MAX_BONUS = 20


def penalty(state: EncounterState, c: Combatant) -> int:
    """Dice an NPC's harm points strip from its tests (A9)."""
    if model.harm_mode(c) != "points":
        return 0
    if opt(state, "harm_points_persist"):
        return int(c.res.get("harm_points", 0))
    return int(c.rs.get("penalty", 0))


def pool_size(state: EncounterState, c: Combatant, skill: str, bonus: int = 0) -> int:
    size = model.skill(c, skill) + bonus + int(c.rs.get("next_roll_bonus", 0)) - penalty(state, c)
    return max(0, min(model.MAX_POOL, size))


def roll_dice(tx: Tx, n: int, purpose: str, actor: str | None = None) -> int:
    """Roll n d6 and count successes; an empty pool scores none without rolling."""
    n = max(0, min(model.MAX_POOL, n))
    if n == 0:
        return 0
    roll = tx.roll(f"{n}d6", purpose, actor)
    if not roll.faces:
        if not 0 <= roll.total <= n:
            raise Reject(
                "BAD_DICE", t("{n} dice can score 0 to {n} successes, not {total}.", n=n, total=roll.total)
            )
        return roll.total
    return sum(1 for face in roll.faces if face >= int(opt(tx.state, "success_min")))


def test(tx: Tx, cid: str, skill: str, purpose: str, bonus: int = 0) -> tuple[int, int]:
    """Roll cid's pool for a skill: (pool size, successes). Uses up one-test modifiers."""
    state = tx.state
    c = state.get(cid)
    size = pool_size(state, c, skill, bonus)
    used: dict[str, int] = {}
    if c.rs.get("next_roll_bonus"):
        used["next_roll_bonus"] = 0
    if c.rs.get("penalty") and not opt(state, "harm_points_persist"):
        used["penalty"] = 0
    if used:
        tx.emit("CombatantDataChanged", cid=cid, changes=used)
    return size, roll_dice(tx, size, purpose, cid)


def harm(tx: Tx, cid: str, amount: int, kind: str = "physical", source: str = "") -> None:
    """Mark harm: harm points for NPCs tracked in points, levels of Physical/Mental Harm otherwise."""
    if amount <= 0:
        return
    state = tx.state
    c = state.get(cid)
    if model.harm_mode(c) == "points":
        track = "harm_points"
        if not opt(state, "harm_points_persist"):
            tx.emit(
                "CombatantDataChanged", cid=cid, changes={"penalty": int(c.rs.get("penalty", 0)) + amount}
            )
    else:
        track = "mental_harm" if kind == "mental" else "physical_harm"
    was = int(c.res.get(track, 0))
    tx.emit("cards.Harmed", cid=cid, amount=amount, kind=kind, source=source)
    tx.emit("ResourceChanged", cid=cid, res=track, value=was + amount, was=was)
    cap = model.harm_capacity(c)
    if cap is not None and was + amount >= cap and c.status == ACTIVE:
        tx.ruleset.set_status(tx, cid, DOWN, BROKEN)


def bonus_arg(value: object) -> int:
    if value is None:
        return 0
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > MAX_BONUS:
        raise Reject(
            "BAD_ARGUMENT",
            t("A dice bonus is a whole number from -{MAX_BONUS} to {MAX_BONUS}.", MAX_BONUS=MAX_BONUS),
        )
    return value
