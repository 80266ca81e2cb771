"""Circumstances: extra successes a scene demands for a kind of test (darkness: +1 to Shoot).

The GM sets them per skill and cause (`cards.circumstance`, or `circumstances` in the setup); a
creature that ignores darkness is exempt from those caused by darkness. Fog and dim light add
nothing by the chapter's own advice, so the tool has no default circumstances.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import model
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

MAX_EXTRA = 5


def parse(raw: Any) -> list[dict[str, Any]]:
    """Circumstances from a setup: [{"skill", "extra", "cause"}...]; raises ValueError when malformed."""
    out = []
    for item in raw or ():
        skill = str(item["skill"]).lower()
        extra = int(item.get("extra", 1))
        if skill not in model.SKILLS or not 0 <= extra <= MAX_EXTRA:
            raise ValueError(
                t(
                    "circumstance {item} needs a known skill and 0-{MAX_EXTRA} extra successes",
                    item=repr(item),
                    MAX_EXTRA=MAX_EXTRA,
                )
            )
        out.append({"skill": skill, "extra": extra, "cause": str(item.get("cause") or "circumstance")})
    return out


def extra(state: EncounterState, c: Combatant, skill: str) -> int:
    total = 0
    for item in state.rs.get("circumstances", ()):
        if item["skill"] != skill:
            continue
        if item["cause"] == "darkness" and model.ignores_darkness(c):
            continue
        total += int(item["extra"])
    return total


def required(state: EncounterState, c: Combatant, skill: str) -> int:
    """Successes a test needs: one, plus what the circumstances add."""
    return 1 + extra(state, c, skill)


def set_circumstance(rs: Cards, tx: Tx, cmd: Command) -> None:
    skill = str(rs.arg(cmd, "skill")).lower()
    amount = rs.arg(cmd, "extra", int, 1)
    cause = str(rs.arg(cmd, "cause", str, "circumstance")).strip() or "circumstance"
    if skill not in model.SKILLS:
        raise Reject("UNKNOWN_SKILL", t("'{skill}' is not a skill of this system.", skill=skill))
    if not 0 <= amount <= MAX_EXTRA:
        raise Reject(
            "BAD_ARGUMENT", t("A circumstance adds 0 to {MAX_EXTRA} successes.", MAX_EXTRA=MAX_EXTRA)
        )
    kept = [i for i in tx.state.rs.get("circumstances", ()) if (i["skill"], i["cause"]) != (skill, cause)]
    if amount:
        kept.append({"skill": skill, "extra": amount, "cause": cause})
    tx.emit("cards.CircumstanceSet", skill=skill, extra=amount, cause=cause)
    tx.emit("RulesetDataChanged", changes={"circumstances": kept})
