"""A fight told round by round: what happened, in the log's plain words, and how things stood when each
round was over. The fight recap (Markdown with a picture of the map per round) is written from this.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.events import apply_event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.ruleset import QUIET_EVENTS, Ruleset
from gm_desk.rules.setup import state_from_setup
from gm_desk.rules.state import EncounterState
from gm_desk.rules.tx import Entry

BEFORE = N_("Before the first round")


@dataclass(frozen=True)
class RecapRound:
    number: int | None  # None: before the first round began
    lines: tuple[str, ...]
    state: EncounterState  # how things stood when the round was over (or at the last command)

    @property
    def title(self) -> str:
        return t(BEFORE) if self.number is None else t("Round {round}", round=self.number)


def recap_rounds(setup: dict[str, Any], entries: Sequence[Entry], ruleset: Ruleset) -> list[RecapRound]:
    """The fight's rounds in order, each with its sentences and the state at its end.

    The log's events are folded again from the setup (no rule is decided anew, no die rolled): a round
    ends where the next one starts, the last one where the log ends.
    """
    state = state_from_setup(setup, ruleset)
    rounds: list[RecapRound] = []
    number: int | None = None
    lines: list[str] = []
    for entry in entries:
        for event in entry.events:
            if event.type == "RoundStarted":
                if lines:
                    rounds.append(RecapRound(number, tuple(lines), state.clone()))
                number, lines = event.data.get("round"), []
            apply_event(state, event, ruleset.reducers)
            if event.type not in QUIET_EVENTS:
                lines.append(ruleset.describe(event, state))
    if lines or not rounds:
        rounds.append(RecapRound(number, tuple(lines), state.clone()))
    return rounds
