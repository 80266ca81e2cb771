"""Exact odds for prep and play: outcome chances against a Threat, and the Retaliations a plan can expect.

Pure functions over `fractions.Fraction`; no dice are rolled. They follow the same readings as the
rules (`rolls.classify`), so the keyword arguments mirror the options: crit_rule / crit_margin (A2),
natural_20 (A7), crit_spends_bystander and bystander_threat (A10).

`expected_retaliations` walks a planned sequence of rolls in one round, keeping the exact probability
of every combination of Retaliations already spent. It does not model creatures dropping from damage
(a dropped creature cannot retaliate), so for a plan that may kill something it is an upper bound.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands.rolls import (
    ADVANTAGE,
    CRITICAL,
    DISADVANTAGE,
    FAIL,
    MELEE,
    RANGED,
    SUCCESS,
    classify,
    crit_at,
)


@cache
def die_distribution(
    edge: str | None = None, natural_20: str = "kept"
) -> tuple[tuple[int, bool, Fraction], ...]:
    """(kept face, counts as a natural 20, probability) for the d20 as rolled with this edge."""
    if edge is None:
        return tuple((f, f == 20, Fraction(1, 20)) for f in range(1, 21))
    if edge not in (ADVANTAGE, DISADVANTAGE):
        raise ValueError(t("'{edge}' is not advantage or disadvantage.", edge=edge))
    counts: dict[tuple[int, bool], int] = {}
    for a in range(1, 21):
        for b in range(1, 21):
            kept = max(a, b) if edge == ADVANTAGE else min(a, b)
            nat = kept == 20 or (natural_20 == "any" and 20 in (a, b))
            counts[(kept, nat)] = counts.get((kept, nat), 0) + 1
    return tuple((f, n, Fraction(c, 400)) for (f, n), c in sorted(counts.items()))


def outcome_odds(
    modifier: int,
    threat: int,
    edge: str | None = None,
    *,
    crit_rule: str = "margin",
    crit_margin: int = 10,
    natural_20: str = "kept",
) -> dict[str, Fraction]:
    """The exact chances of failure, success and critical for d20 + modifier against a Threat."""
    return dict(_outcome_odds(modifier, threat, edge, crit_rule, crit_margin, natural_20))


@cache
def _outcome_odds(
    modifier: int, threat: int, edge: str | None, crit_rule: str, crit_margin: int, natural_20: str
) -> tuple[tuple[str, Fraction], ...]:
    # Kept once per reading: the simulation's tactic asks the same odds thousands of times a run.
    out = {FAIL: Fraction(0), SUCCESS: Fraction(0), CRITICAL: Fraction(0)}
    top = crit_at(threat, crit_rule, crit_margin)
    for face, nat, p in die_distribution(edge, natural_20):
        out[classify(face + modifier, nat, threat, top)] += p
    return tuple(out.items())


def odds_against(
    stats: Mapping[str, Any], modifier: int, threat_type: str = MELEE, edge: str | None = None, **reading: Any
) -> dict[str, Fraction]:
    """`outcome_odds` against a creature's stat block and the Threat the action calls for."""
    key = "melee_threat" if threat_type == MELEE else "ranged_threat"
    return outcome_odds(modifier, int(stats[key]), edge, **reading)


# --- Retaliations over a planned sequence ---------------------------------------------------------


@dataclass(frozen=True)
class Foe:
    id: str
    ranged_threat: int
    melee_threat: int
    limit: int = 1
    used: int = 0  # Retaliations already spent this round

    def threat(self, kind: str) -> int:
        return self.melee_threat if kind == MELEE else self.ranged_threat


@dataclass(frozen=True)
class PlannedRoll:
    """One roll of the plan: its target, the Threat it uses, and the creatures engaged with the roller."""

    target: str
    threat_type: str = MELEE
    modifier: int = 0
    edge: str | None = None
    engaged: tuple[str, ...] = ()
    accept_retaliation: bool = False


def expected_retaliations(
    foes: Iterable[Foe],
    plan: Iterable[PlannedRoll],
    *,
    include_sweep: bool = False,
    crit_rule: str = "margin",
    crit_margin: int = 10,
    natural_20: str = "kept",
    crit_spends_bystander: bool = True,
    bystander_threat: str = "same",
) -> Fraction:
    """The expected number of Retaliations that take effect against the roller over the plan.

    With `include_sweep`, every listed creature that has not retaliated by the end also takes its
    end-of-round Retaliation (counted as suffered).
    """
    by_id = {f.id: f for f in foes}
    ids = list(by_id)
    states: dict[tuple[int, ...], Fraction] = {tuple(by_id[i].used for i in ids): Fraction(1)}
    expected = Fraction(0)
    for step in plan:
        if step.threat_type not in (MELEE, RANGED):
            raise ValueError(t("'{threat_type}' is not melee or ranged.", threat_type=step.threat_type))
        provoked = [step.target, *(e for e in step.engaged if e != step.target)]
        unknown = [p for p in provoked if p not in by_id]
        if unknown:
            raise KeyError(t("The plan names an unknown creature '{cid}'.", cid=unknown[0]))
        after: dict[tuple[int, ...], Fraction] = {}
        for face, nat, p_roll in die_distribution(step.edge, natural_20):
            total = face + step.modifier
            for used, p_state in states.items():
                now = list(used)
                suffered = 0
                for n, cid in enumerate(provoked):
                    foe = by_id[cid]
                    slot = ids.index(cid)
                    kind = step.threat_type if n == 0 or bystander_threat == "same" else MELEE
                    threat = foe.threat(kind)
                    outcome = classify(total, nat, threat, crit_at(threat, crit_rule, crit_margin))
                    if now[slot] >= foe.limit:
                        continue
                    if outcome == CRITICAL and not (n == 0 and step.accept_retaliation):
                        if n == 0 or crit_spends_bystander:
                            now[slot] += 1
                        continue
                    now[slot] += 1
                    suffered += 1
                p = p_roll * p_state
                expected += p * suffered
                key = tuple(now)
                after[key] = after.get(key, Fraction(0)) + p
        states = after
    if include_sweep:
        for used, p_state in states.items():
            expected += p_state * sum(
                1 for slot, cid in enumerate(ids) if used[slot] == 0 and by_id[cid].used == 0
            )
    return expected
