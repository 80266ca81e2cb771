"""What the table must do next (`Prompt`) and one line of the turn-order tracker (`OrderEntry`).

Every system answers both (`Ruleset.prompt`, `Ruleset.order`); the initiative panel draws them and
scripts read them. Plain data, below the rulesets and their helpers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple


@dataclass(frozen=True)
class Prompt:
    """What the table must do next, for the initiative panel and for scripts."""

    kind: str  # setup | initiative | act | choose_actor | choose_first | decide | round_end | ended
    text: str
    actor: str | None = None
    side: str | None = None
    choices: tuple[str, ...] = ()
    may_pass: bool = False
    data: dict[str, Any] = field(default_factory=dict)


class PromptKey(NamedTuple):
    """What a prompt asks and of whom, without its words or data (`Ruleset.prompt_key`): what the
    simulation's tactic reads of a prompt at every step, far cheaper than the prompt where a system
    gives it without building the prompt."""

    kind: str
    actor: str | None = None
    side: str | None = None
    choices: tuple[str, ...] = ()

    @classmethod
    def of(cls, prompt: Prompt | PromptKey) -> PromptKey:
        return cls(prompt.kind, prompt.actor, prompt.side, tuple(prompt.choices))


@dataclass(frozen=True)
class OrderEntry:
    """One line of the turn-order tracker."""

    cid: str
    label: str  # what the order rests on: an initiative value, a card, a team...
    current: bool = False
    done: bool = False
