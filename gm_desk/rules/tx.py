"""What a ruleset works with while it decides one command: the transaction `Tx` (emit events, roll dice,
read options), the refusal `Reject` (a code from `gm_desk.rules.refusals` and a sentence), and the
plain records of what a command gave (`Entry`, `Outcome`).

The systems import these from here, not from the engine: this module imports nothing of the engine,
so a system, the ruleset base and the engine depend on it and never on each other.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from gm_desk.rules import log_time
from gm_desk.rules.dice import DiceBox, DiceError, Roll, RollNeeded
from gm_desk.rules.events import Command, Event, Reducer, apply_event
from gm_desk.rules.i18n import t
from gm_desk.rules.refusals import is_known

if TYPE_CHECKING:
    from gm_desk.rules.state import EncounterState

INTERNAL_ERROR = "INTERNAL_ERROR"
ROLL_NEEDED = "ROLL_NEEDED"


class Decider(Protocol):
    """All a transaction and `trial` need of a combat system: how its events change the state, how it
    decides a command, and the two shared rules code reaches through `tx.ruleset` (when conditions
    tick, how a status changes). Every `Ruleset` is one."""

    @property
    def reducers(self) -> Mapping[str, Reducer]: ...

    @property
    def condition_hook(self) -> str: ...

    def decide(self, tx: Tx, cmd: Command) -> None: ...

    def set_status(self, tx: Tx, cid: str, status: str, substatus: str | None = None) -> None: ...


class Reject(Exception):
    """A command the rules do not allow. `code` is stable (tests and the UI key on it) and comes from
    the one list every system shares (`gm_desk.rules.refusals`, documented in docs/refusals.md)."""

    def __init__(self, code: str, message: str) -> None:
        # A code outside the list is a programming error; the engine turns it into INTERNAL_ERROR.
        assert is_known(code), f"refusal code {code!r} is not in gm_desk/rules/refusals.py"
        super().__init__(message)
        self.code = code
        self.message = message


class RollNeededReject(Reject):
    """ROLL_NEEDED: a roll that is not GM Desk's to make was left blank. It names the roll, so the UI
    can add its field: `purpose` (the key of `Command.dice`), `expr` and `actor` (None: the GM's)."""

    def __init__(self, purpose: str, expr: str, actor: str | None, message: str) -> None:
        super().__init__(ROLL_NEEDED, message)
        self.purpose = purpose
        self.expr = expr
        self.actor = actor


def rolls_for_pc(state: EncounterState, actor: str | None) -> bool:
    """Is a roll made for this actor a player's roll?"""
    c = state.combatants.get(actor) if actor is not None else None
    return c is not None and c.is_pc


def roll_needed_words(state: EncounterState, purpose: str, expr: str, actor: str | None) -> str:
    """The sentence for a roll that must be typed: whose, which, with what dice."""
    from gm_desk.rules.words import purpose_words  # here: the words module reads events that import this one

    c = state.combatants.get(actor) if actor is not None else None
    base, _, for_whom = purpose.partition(":")
    what = purpose_words(base or "roll")
    if c is not None and c.is_pc:
        return t("Type {name}'s {what} roll ({expr}): players roll their own dice.", name=c.name, what=what, expr=expr)
    named = state.combatants.get(for_whom)
    whom = c.name if c is not None else (named.name if named else for_whom)
    if whom:
        return t(
            "Type the {what} roll ({expr}) for {name}: this campaign has every die typed in.",
            what=what,
            expr=expr,
            name=whom,
        )
    return t("Type the {what} roll ({expr}): this campaign has every die typed in.", what=what, expr=expr)


@dataclass(frozen=True, slots=True)
class Entry:
    """One applied command with the events it produced, and when it was made (`log_time`: UTC text,
    None when not known). Undo, redo and replay keep the entry, so its time stays the original one."""

    command: Command
    events: tuple[Event, ...]
    made_at: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {"command": self.command.to_dict(), "events": [e.to_dict() for e in self.events]}
        if self.made_at is not None:
            out["at"] = self.made_at
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Entry:
        return cls(
            Command.from_dict(data["command"]),
            tuple(Event.from_dict(e) for e in data.get("events", ())),
            log_time.checked(data.get("at")),  # a corrupt time is an unknown one
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """What `handle` returns: the events applied, or the rejection."""

    events: tuple[Event, ...] = ()
    rejected: Reject | None = None

    @property
    def ok(self) -> bool:
        return self.rejected is None


class Tx:
    """One command being decided: emits events (folded at once), rolls dice, rejects."""

    # Fixed fields: a ruleset keeps its working notes in `scratch`, never in attributes of its own.
    __slots__ = ("_dice", "_recorded", "command", "events", "ruleset", "scratch", "state")

    def __init__(
        self,
        state: EncounterState,
        ruleset: Decider,
        command: Command,
        dice: DiceBox,
        recorded: deque[Roll] | None = None,
    ) -> None:
        self.state = state
        self.ruleset = ruleset
        self.command = command
        self.events: list[Event] = []
        # Working notes a ruleset keeps while one command is being decided (never state, never logged).
        self.scratch: dict[str, Any] = {}
        self._dice = dice
        self._recorded = recorded

    def emit(self, type_: str, **data: Any) -> Event:
        event = Event(type_, data)
        apply_event(self.state, event, self.ruleset.reducers)
        self.events.append(event)
        return event

    def roll(self, expr: str, purpose: str, actor: str | None = None) -> Roll:
        """Roll (or take the entered or recorded result) and log it as a RollMade event."""
        if self._recorded is not None:
            if not self._recorded:
                raise Reject(
                    "REPLAY_DIVERGED", t("The log holds no recorded roll for '{purpose}'.", purpose=purpose)
                )
            result = self._recorded.popleft()
        else:
            try:
                result = self._dice.roll(
                    expr, purpose, self.command.dice, for_pc=rolls_for_pc(self.state, actor)
                )
            except DiceError as exc:
                raise Reject("BAD_DICE", str(exc)) from None
            except RollNeeded as needed:
                words = roll_needed_words(self.state, purpose, needed.expr, actor)
                raise RollNeededReject(purpose, needed.expr, actor, words) from None
        self.emit("RollMade", actor=actor, **result.to_dict())
        return result

    def option(self, name: str) -> Any:
        return self.state.options[name]

    def new_id(self, prefix: str) -> str:
        return f"{prefix}{self.state.next_id}"


def internal_error(exc: Exception) -> Reject:
    """A bug in a rule, reported as a refusal: the command is not applied and the GM can go on."""
    failure = Reject(
        INTERNAL_ERROR,
        t(
            "GM Desk could not apply that, and nothing changed ({name__}: {exc}).",
            name__=type(exc).__name__,
            exc=exc,
        ),
    )
    failure.__cause__ = exc
    return failure


def trial(ruleset: Decider, state: EncounterState, cmd: Command, dice: DiceBox | None = None) -> Outcome:
    """Decide `cmd` on a copy of `state`: the events it would give, or why it would be refused.

    Nothing changes and nothing is logged. Any exception counts as a refusal (INTERNAL_ERROR), exactly
    as `Encounter.handle` would answer, so a check never promises what handling then refuses.
    """
    tx = Tx(state.clone(), ruleset, cmd, dice or DiceBox(rng=random.Random(0)))
    try:
        ruleset.decide(tx, cmd)
    except Reject as rejected:
        return Outcome(rejected=rejected)
    except Exception as exc:
        return Outcome(rejected=internal_error(exc))
    return Outcome(events=tuple(tx.events))
