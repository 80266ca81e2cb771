"""An adventuring day: a chain of encounters fought in order, each PC carrying into the next fight what the
last one left it (its tracks — Strain, wounds, health, hit points, harm —, its conditions, and being out
of the fight), unless a rest between two fights lets some of it recover.

No chapter of the systems gives recovery between fights, so by default everything carries over; the GM
names, for a rest after a fight, what recovers (`RECOVERS`: "tracks" back to the start's values,
"conditions" cleared, "down" PCs back on their feet). A day is played many times; each play stops at the
first fight the party does not win (lost, or undecided at the round cap). The report gives the chance to
survive the whole day and the likely breaking point: the fight where most of the days that end, end.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from gm_desk.rules.difficulty.fight import ROUND_CAP, play
from gm_desk.rules.difficulty.report import wilson
from gm_desk.rules.difficulty.tactic import Tactic
from gm_desk.rules.i18n import N_, percent, t
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.setup import SetupError
from gm_desk.rules.state import ACTIVE, EncounterState

TRACKS, CONDITIONS, DOWN = "tracks", "conditions", "down"
RECOVERS = {
    TRACKS: N_("tracks (Strain, wounds, health, hit points, harm) back to their start"),
    CONDITIONS: N_("conditions cleared"),
    DOWN: N_("PCs who went down back on their feet"),
}
FULL_REST = frozenset(RECOVERS)
DEFAULT_DAYS = 200


@dataclass(frozen=True)
class FightOfDay:
    """One fight over all the days: how many days reached it, and how it went in those."""

    name: str
    reached: int
    won: int
    lost: int
    undecided: int

    @property
    def ended_here(self) -> int:
        return self.lost + self.undecided


@dataclass(frozen=True)
class DayReport:
    days: int
    seed: int
    round_cap: int
    survived: int
    survival_chance: float
    survival_interval: tuple[float, float]
    fights: tuple[FightOfDay, ...]
    rests: tuple[tuple[int, tuple[str, ...]], ...]  # (after fight index, what recovers)

    @property
    def breaking_point(self) -> int | None:
        """The index of the fight where most of the ended days end (None: every day survived)."""
        ends = [f.ended_here for f in self.fights]
        if not any(ends):
            return None
        return max(range(len(ends)), key=lambda i: (ends[i], -i))

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["breaking_point"] = self.breaking_point
        return out

    def words(self) -> str:
        lo, hi = self.survival_interval
        lines = [
            t(
                "The party survives the whole day in {chance} of {days} simulated days (95% interval {lo} to {hi}).",
                chance=percent(self.survival_chance),
                days=self.days,
                lo=percent(lo),
                hi=percent(hi),
            )
        ]
        rests = dict(self.rests)
        for number, fight in enumerate(self.fights, 1):
            lines.append(
                t(
                    "{number}. {name}: reached in {reached} days, won {won}, lost {lost}, undecided {undecided}.",
                    number=number,
                    name=fight.name,
                    reached=fight.reached,
                    won=fight.won,
                    lost=fight.lost,
                    undecided=fight.undecided,
                )
            )
            if number - 1 in rests and number < len(self.fights):
                said = ", ".join(t(RECOVERS[r]) for r in rests[number - 1]) or t("nothing")
                lines.append("   " + t("A rest follows: {recovers}.", recovers=said))
        point = self.breaking_point
        if point is not None:
            fight = self.fights[point]
            lines.append(
                t(
                    "Likely breaking point: fight {number}, {name} ({ended} of the {total} days that end, end there).",
                    number=point + 1,
                    name=fight.name,
                    ended=fight.ended_here,
                    total=self.days - self.survived,
                )
            )
        return "\n".join(lines)


def carried(setup: Mapping[str, Any], ending: EncounterState, recovers: frozenset[str] = frozenset()) -> dict[str, Any]:
    """`setup` with each of its PCs as the last fight left them (matched by id), but for what `recovers`."""
    out = copy.deepcopy(dict(setup))
    for entry in out.get("combatants") or []:
        if entry.get("kind") != "PC":
            continue
        was = ending.combatants.get(str(entry.get("id")))
        if was is None or not was.is_pc:
            continue
        if TRACKS not in recovers:
            entry["res"] = dict(was.res)
        if CONDITIONS not in recovers:
            entry["conditions"] = [c.to_dict() for c in was.conditions]
        if DOWN not in recovers and was.status != ACTIVE:
            entry["status"], entry["substatus"] = was.status, was.substatus
            entry["engaged"] = []
    return out


def _standing(setup: Mapping[str, Any]) -> bool:
    return any(e.get("kind") == "PC" and e.get("status", ACTIVE) == ACTIVE for e in setup.get("combatants") or [])


def simulate_day(
    setups: Sequence[Mapping[str, Any]],
    *,
    days: int = DEFAULT_DAYS,
    seed: int = 0,
    round_cap: int = ROUND_CAP,
    rests: Mapping[int, frozenset[str]] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> DayReport:
    """Play the chain `setups` (one system) `days` times; `rests` maps a fight's index to what recovers in
    the rest after it; `progress(done, days)`, when given, hears each day played (it changes nothing of
    the report). SetupError for a chain that cannot be played."""
    if not setups:
        raise SetupError(t("An adventuring day needs at least one encounter."))
    systems = {str(s.get("ruleset")) for s in setups}
    if len(systems) != 1:
        raise SetupError(t("The encounters of a day are all of one combat system."))
    if not 1 <= days <= 100_000:
        raise ValueError(t("The number of days must be between 1 and {count}.", count=100_000))
    rests = dict(rests or {})
    rs = get_ruleset(systems.pop())
    tactic = Tactic(rs, {})
    reached = [0] * len(setups)
    won = [0] * len(setups)
    lost = [0] * len(setups)
    undecided = [0] * len(setups)
    survived = 0
    for day in range(days):
        ending: list[EncounterState] = []
        for index, setup in enumerate(setups):
            fight = dict(setup)
            if ending:
                fight = carried(setup, ending[-1], rests.get(index - 1, frozenset()))
            reached[index] += 1
            if not _standing(fight):  # nobody left on their feet: the day ends before this fight
                lost[index] += 1
                break
            result = play(fight, tactic, seed, day * len(setups) + index, round_cap, ending)
            if result.won:
                won[index] += 1
                continue
            if result.capped:
                undecided[index] += 1
            else:
                lost[index] += 1
            break
        else:
            survived += 1
        if progress is not None:
            progress(day + 1, days)
    lo, hi = wilson(survived, days)
    names = [str(s.get("name") or t("Encounter {number}", number=i + 1)) for i, s in enumerate(setups)]
    return DayReport(
        days=days,
        seed=seed,
        round_cap=round_cap,
        survived=survived,
        survival_chance=round(survived / days, 4),
        survival_interval=(round(lo, 4), round(hi, 4)),
        fights=tuple(
            FightOfDay(names[i], reached[i], won[i], lost[i], undecided[i]) for i in range(len(setups))
        ),
        rests=tuple(sorted((i, tuple(sorted(r))) for i, r in rests.items())),
    )
