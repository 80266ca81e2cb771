"""The encounter engine: a setup plus a log of commands, each answered by events from the ruleset.

- `handle(command)` asks the active ruleset to decide; its events are folded into state as they are
  emitted (so later checks in the same command see earlier consequences). A rejected command changes
  nothing and carries a stable reason code and a sentence for the GM.
- Undo drops the last command's events and keeps them for redo. Snapshots every few commands keep undo
  fast however long the log grows: restore the nearest snapshot and fold the few entries after it.
- Every roll is an event, so replaying a log folds events and never rolls again. A roll the dice
  policy keeps for a person (`DicePolicy`: in a campaign, by default, a PC's roll is the player's),
  left blank, refuses the command with code ROLL_NEEDED (`RollNeededReject`, carrying the roll's
  purpose, expression and actor): nothing is applied, and the UI asks for that roll.
- An optional listener hears each applied, undone and redone entry (scripts and tools; the app's
  session saves through the store's autosave module itself).
"""

from __future__ import annotations

import gc
import json
import random
import re
from collections import deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from gm_desk.rules.dice import DiceBox, DiceError, Roll, RollNeeded
from gm_desk.rules.events import Command, Event, apply_event
from gm_desk.rules.refusals import is_known
from gm_desk.rules.setup import state_from_setup

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt, Ruleset
    from gm_desk.rules.state import EncounterState

SNAPSHOT_EVERY = 32
INTERNAL_ERROR = "INTERNAL_ERROR"
ROLL_NEEDED = "ROLL_NEEDED"


@contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic garbage collection while a long log is loaded or folded.

    A 10,000-command log becomes tens of thousands of objects that all stay alive; CPython's collector
    would scan the whole growing heap again and again meanwhile, finding nothing (over half of the
    time of a resume). Reference counting still frees everything as usual; nesting is harmless.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


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
    c = state.combatants.get(actor) if actor is not None else None
    base, _, for_whom = purpose.partition(":")
    what = re.sub(r"(\D)(\d+)$", r"\1 \2", base.partition("#")[0].replace("_", " ")) or "roll"
    if c is not None and c.is_pc:
        return f"Type {c.name}'s {what} roll ({expr}): players roll their own dice."
    named = state.combatants.get(for_whom)
    whose = (
        f" for {c.name}" if c is not None else f" for {named.name if named else for_whom}" if for_whom else ""
    )
    return f"Type the {what} roll ({expr}){whose}: this campaign has every die typed in."


@dataclass(frozen=True, slots=True)
class Entry:
    """One applied command with the events it produced."""

    command: Command
    events: tuple[Event, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"command": self.command.to_dict(), "events": [e.to_dict() for e in self.events]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Entry:
        return cls(
            Command.from_dict(data["command"]), tuple(Event.from_dict(e) for e in data.get("events", ()))
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """What `handle` returns: the events applied, or the rejection."""

    events: tuple[Event, ...] = ()
    rejected: Reject | None = None

    @property
    def ok(self) -> bool:
        return self.rejected is None


class Listener(Protocol):
    def applied(self, seq: int, entry: Entry) -> None: ...
    def undone(self, seq: int) -> None: ...
    def redone(self, seq: int, entry: Entry) -> None: ...


class Tx:
    """One command being decided: emits events (folded at once), rolls dice, rejects."""

    # Fixed fields: a ruleset keeps its working notes in `scratch`, never in attributes of its own.
    __slots__ = ("_dice", "_recorded", "command", "events", "ruleset", "scratch", "state")

    def __init__(
        self,
        state: EncounterState,
        ruleset: Ruleset,
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
                raise Reject("REPLAY_DIVERGED", f"The log holds no recorded roll for '{purpose}'.")
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
        INTERNAL_ERROR, f"GM Desk could not apply that, and nothing changed ({type(exc).__name__}: {exc})."
    )
    failure.__cause__ = exc
    return failure


def trial(ruleset: Ruleset, state: EncounterState, cmd: Command, dice: DiceBox | None = None) -> Outcome:
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


class Encounter:
    """A live encounter: state, log, undo and redo."""

    def __init__(
        self,
        setup: dict[str, Any],
        ruleset: Ruleset | None = None,
        *,
        dice: DiceBox | None = None,
        seed: int | None = None,
        listener: Listener | None = None,
    ) -> None:
        from gm_desk.rules.rulesets import get_ruleset

        self.setup = setup
        self.ruleset = ruleset or get_ruleset(setup["ruleset"])
        self.dice = dice or DiceBox(rng=random.Random(seed))
        self.listener = listener
        self.state = state_from_setup(setup, self.ruleset)
        self.log: list[Entry] = []
        self.redo_stack: list[Entry] = []
        self._snapshots: dict[int, EncounterState] = {0: self.state.clone()}

    # --- commands ---------------------------------------------------------------------------------

    def handle(self, command: Command | dict[str, Any]) -> Outcome:
        cmd = command if isinstance(command, Command) else Command.from_dict(command)
        tx = Tx(self.state, self.ruleset, cmd, self.dice)
        try:
            self.ruleset.decide(tx, cmd)
        except Reject as rejected:
            if tx.events:  # a rule refused after emitting: rebuild the state as it was
                self.state = self._rebuild(len(self.log))
            return Outcome(rejected=rejected)
        except Exception as exc:  # a bug in a rule must not leave a half-applied command behind
            self.state = self._rebuild(len(self.log))
            return Outcome(rejected=internal_error(exc))
        entry = Entry(cmd, tuple(tx.events))
        self.log.append(entry)
        self.redo_stack.clear()
        self._maybe_snapshot()
        if self.listener:
            self.listener.applied(len(self.log), entry)
        return Outcome(events=entry.events)

    def apply(self, command: Command | dict[str, Any]) -> tuple[Event, ...]:
        """Handle a command that must succeed (scripts, tests); raise the Reject otherwise."""
        outcome = self.handle(command)
        if outcome.rejected:
            raise outcome.rejected
        return outcome.events

    def check(self, command: Command | dict[str, Any]) -> Reject | None:
        """Would this command be accepted? Decides it on a copy, so nothing changes and nothing is logged."""
        cmd = command if isinstance(command, Command) else Command.from_dict(command)
        return trial(self.ruleset, self.state, cmd).rejected

    # --- undo and redo ----------------------------------------------------------------------------

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> Entry | None:
        if not self.log:
            return None
        entry = self.log.pop()
        self.redo_stack.append(entry)
        for seq in [s for s in self._snapshots if s > len(self.log)]:
            del self._snapshots[seq]
        self.state = self._rebuild(len(self.log))
        if self.listener:
            self.listener.undone(len(self.log) + 1)
        return entry

    def redo(self) -> Entry | None:
        if not self.redo_stack:
            return None
        entry = self.redo_stack.pop()
        for event in entry.events:
            apply_event(self.state, event, self.ruleset.reducers)
        self.log.append(entry)
        self._maybe_snapshot()
        if self.listener:
            self.listener.redone(len(self.log), entry)
        return entry

    def _maybe_snapshot(self) -> None:
        if len(self.log) % SNAPSHOT_EVERY == 0:
            self._snapshots[len(self.log)] = self.state.clone()

    def _rebuild(self, upto: int) -> EncounterState:
        base = max(s for s in self._snapshots if s <= upto)
        state = self._snapshots[base].clone()
        for entry in self.log[base:upto]:
            for event in entry.events:
                apply_event(state, event, self.ruleset.reducers)
        return state

    # --- reading ----------------------------------------------------------------------------------

    def initial_state(self) -> EncounterState:
        """A copy of the state before the first command (the setup's, already checked once)."""
        return self._snapshots[0].clone()

    def prompt(self) -> Prompt:
        return self.ruleset.prompt(self.state)

    def describe(self, event: Event) -> str:
        return self.ruleset.describe(event, self.state)

    def events(self) -> Iterable[Event]:
        for entry in self.log:
            yield from entry.events

    # --- replay -----------------------------------------------------------------------------------

    @classmethod
    def from_log(
        cls,
        setup: dict[str, Any],
        entries: Iterable[Entry],
        *,
        redecide: bool = False,
        ruleset: Ruleset | None = None,
    ) -> Encounter:
        """Rebuild an encounter from its log.

        By default the logged events are folded (fast, never rolls). With `redecide`, each command is
        decided again with its recorded rolls and must produce the same events: a check that the log
        and the rules agree, and the way scenario files without events are run.
        """
        enc = cls(setup, ruleset)
        with gc_paused():
            for entry in entries:
                if redecide or not entry.events:
                    recorded = deque(Roll.from_dict(e.data) for e in entry.events if e.type == "RollMade")
                    enc._redecide(entry.command, recorded if entry.events else None, entry)
                else:
                    for event in entry.events:
                        apply_event(enc.state, event, enc.ruleset.reducers)
                    enc.log.append(entry)
                    enc._maybe_snapshot()
        return enc

    def _redecide(self, cmd: Command, recorded: deque[Roll] | None, original: Entry) -> None:
        tx = Tx(self.state, self.ruleset, cmd, self.dice, recorded)
        try:
            self.ruleset.decide(tx, cmd)
        except Reject as rejected:
            raise ReplayError(len(self.log) + 1, f"{rejected.code}: {rejected.message}") from None
        if original.events and _as_json(tx.events) != _as_json(original.events):
            raise ReplayError(
                len(self.log) + 1, "the rules now decide this command differently than the log says"
            )
        self.log.append(Entry(cmd, tuple(tx.events)))
        self._maybe_snapshot()


def _as_json(events: Iterable[Event]) -> str:
    """Events compared as they would be saved (tuples and lists alike)."""
    return json.dumps([e.to_dict() for e in events], sort_keys=True)


class ReplayError(ValueError):
    def __init__(self, seq: int, why: str) -> None:
        super().__init__(f"Command {seq} cannot be replayed: {why}.")
        self.seq = seq


def fold(setup: dict[str, Any], events: Iterable[Event], ruleset: Ruleset) -> EncounterState:
    """The state a setup reaches through a sequence of events."""
    state = state_from_setup(setup, ruleset)
    for event in events:
        apply_event(state, event, ruleset.reducers)
    return state
