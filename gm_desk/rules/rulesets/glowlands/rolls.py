"""Rolls against a Threat: the d20 (with advantage or disadvantage), the natural 20, and the outcome.

Every roll a PC makes in a fight goes through here: attacks, non-attack actions, backing out and the
bleed-out roll. The outcome rule is pure (`classify`) so the odds module uses the very same reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.dice import Roll
    from gm_desk.rules.events import Command
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

FAIL, SUCCESS, CRITICAL = "fail", "success", "critical"
MELEE, RANGED = "melee", "ranged"
ADVANTAGE, DISADVANTAGE = "advantage", "disadvantage"
MAX_MODIFIER = 100


def crit_at(threat: int, rule: str = "margin", margin: int = 10) -> int:
    """The total that makes a roll critical against this Threat (A2)."""
    return 2 * threat + 1 if rule == "double_plus_one" else threat + margin


def crit_threshold(state: EncounterState, threat: int) -> int:
    return crit_at(threat, opt(state, "crit_rule"), int(opt(state, "crit_margin")))


def classify(total: int, natural_20: bool, threat: int, critical_at: int) -> str:
    """A natural 20 is critical whatever the Threat; otherwise the total decides."""
    if natural_20 or total >= critical_at:
        return CRITICAL
    if total >= threat:
        return SUCCESS
    return FAIL


def edge(advantages: int, disadvantages: int, mode: str = "cancel") -> str | None:
    """Advantage, disadvantage or neither (A7): sources cancel and never stack, or (net) are counted."""
    if mode == "net":
        diff = advantages - disadvantages
        return ADVANTAGE if diff > 0 else DISADVANTAGE if diff < 0 else None
    if advantages and disadvantages:
        return None
    return ADVANTAGE if advantages else DISADVANTAGE if disadvantages else None


def d20_expression(modifier: int, which: str | None) -> str:
    die = {ADVANTAGE: "2d20kh1", DISADVANTAGE: "2d20kl1"}.get(which or "", "1d20")
    return f"{die}{modifier:+d}" if modifier else die


@dataclass(frozen=True, slots=True)
class Check:
    total: int
    natural: int | None
    natural_20: bool
    edge: str | None
    modifier: int


def roll(tx: Tx, actor: str, purpose: str, modifier: int, which: str | None) -> Check:
    """Roll (or take the entered) d20 + modifier and read the natural 20 the way the options say."""
    result = tx.roll(d20_expression(modifier, which), purpose, actor)
    return Check(result.total, result.natural, is_natural_20(tx.state, result), which, modifier)


def is_natural_20(state: EncounterState, result: Roll) -> bool:
    """The kept die shows 20; under the option natural_20 = "any" (A7 alternative) the discarded die
    of an advantage pair counts too."""
    if result.natural == 20:
        return True
    return opt(state, "natural_20") == "any" and 20 in result.faces


# --- reading the common arguments of a roll -------------------------------------------------------


def count(cmd: Command, name: str) -> int:
    """An advantage or disadvantage source count: true/false or a small whole number."""
    value = cmd.args.get(name, 0)
    if isinstance(value, bool):
        return int(value)
    if not isinstance(value, int) or not 0 <= value <= 5:
        raise Reject("BAD_ARGUMENT", t("'{name}' is true, false or a count from 0 to 5.", name=name))
    return value


def modifier(cmd: Command, sheet: dict[str, Any], aspects: tuple[str, ...] = ()) -> int:
    """The roll's modifier: the sheet's values of the named Aspects plus a typed-in modifier.

    `aspects` are the ones the rule names (Graceful + Defiant to back out); a command may name its own
    in args 'aspects', which must be on the sheet.
    """
    extra = cmd.args.get("modifier", 0)
    if isinstance(extra, bool) or not isinstance(extra, int) or abs(extra) > MAX_MODIFIER:
        raise Reject(
            "BAD_ARGUMENT",
            t(
                "'modifier' is a whole number from -{MAX_MODIFIER} to {MAX_MODIFIER}.",
                MAX_MODIFIER=MAX_MODIFIER,
            ),
        )
    named = cmd.args.get("aspects", [])
    if not isinstance(named, list) or not all(isinstance(a, str) for a in named):
        raise Reject("BAD_ARGUMENT", t("'aspects' is a list of Aspect names."))
    total = extra + sum(_aspect(sheet, a, required=False) for a in aspects)
    return total + sum(_aspect(sheet, a.strip().lower(), required=True) for a in named)


ASPECT_NAMES = ("graceful", "defiant", "lucky", "clever", "mighty")


def sheet_aspects(sheet: dict[str, Any]) -> dict[str, int]:
    """The Aspects a PC sheet carries (at its top level or under `aspects`) and their values, in the
    usual order and then the sheet's own; a value that is not a whole number is left out."""
    raw = sheet.get("aspects")
    nested: dict[str, Any] = raw if isinstance(raw, dict) else {}
    names = [a for a in ASPECT_NAMES if sheet.get(a) is not None or a in nested]
    out: dict[str, int] = {}
    for name in names + [a for a in nested if a not in names]:
        try:
            out[name] = _aspect(sheet, name, required=True)
        except Reject:
            continue
    return out


def _aspect(sheet: dict[str, Any], name: str, *, required: bool) -> int:
    value = sheet.get(name)
    if value is None and (sheet.get("aspects") or {}).get(name) is not None:
        value = sheet["aspects"][name]
    if value is None:
        if required:
            raise Reject("UNKNOWN_ASPECT", t("The character sheet has no Aspect '{name}'.", name=name))
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise Reject("BAD_SHEET", t("The Aspect '{name}' on the sheet is not a whole number.", name=name))
    return value


def roll_edge(cmd: Command, state: EncounterState, sources: tuple[int, int] = (0, 0)) -> str | None:
    """Advantage or disadvantage from the rule's own sources plus what the GM adds in the command."""
    adv = sources[0] + count(cmd, "advantage")
    dis = sources[1] + count(cmd, "disadvantage")
    return edge(adv, dis, opt(state, "adv_mode"))


def threat_of(npc: Combatant, kind: str) -> int:
    return int(npc.stats.get("melee_threat" if kind == MELEE else "ranged_threat", 10))
