"""Which dice a command will ask for, found by deciding it on a copy of the state.

The rules name each roll by purpose ("attack", "damage", "retaliation:caretaker") and build its
expression from the sheet, so the UI never guesses: it decides the command on a clone with throwaway
dice (every die a 1) and reads the RollMade events. Rolls that depend on an earlier one (damage after a hit) appear once
the earlier one is typed in, because the probe passes along whatever dice are already entered.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.events import Command, Event
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Reject, trial


class LowestDice(random.Random):
    """Every die shows 1: creatures survive the probe's damage, so the Retaliations they would answer
    with (and the dice those roll) are found."""

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        return start if stop is not None else 0


@dataclass(frozen=True)
class PlannedRoll:
    purpose: str
    expr: str
    actor: str | None


@dataclass(frozen=True)
class Probe:
    """What deciding the command on a copy gave: its rolls and events, or why it was refused."""

    rolls: tuple[PlannedRoll, ...] = ()
    events: tuple[Event, ...] = ()
    rejected: Reject | None = None

    @property
    def ok(self) -> bool:
        return self.rejected is None


def probe(ruleset: Ruleset, state: EncounterState, cmd: Command, dice: dict[str, Any] | None = None) -> Probe:
    """Decide `cmd` (with the dice typed so far) on a copy; nothing changes and nothing is logged."""
    tried = replace(cmd, dice={**cmd.dice, **(dice or {})})
    outcome = trial(ruleset, state, tried, DiceBox(rng=LowestDice()))
    if outcome.rejected is not None:
        return Probe(rejected=outcome.rejected)
    seen: dict[str, PlannedRoll] = {}
    for event in outcome.events:
        if event.type == "RollMade":
            purpose = str(event.data.get("purpose") or "")
            if purpose and purpose not in seen:
                seen[purpose] = PlannedRoll(purpose, str(event.data["expr"]), event.data.get("actor"))
    return Probe(tuple(seen.values()), outcome.events)
