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
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol

from gm_desk.rules.dice import DiceBox, Roll
from gm_desk.rules.events import Command, Event, apply_event
from gm_desk.rules.i18n import t
from gm_desk.rules.setup import state_from_setup

# The transaction and refusal types live below the engine; re-exported here for scripts and tests.
from gm_desk.rules.tx import (
    INTERNAL_ERROR,
    ROLL_NEEDED,
    Entry,
    Outcome,
    Reject,
    RollNeededReject,
    Tx,
    internal_error,
    roll_needed_words,
    rolls_for_pc,
    trial,
)

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Prompt, Ruleset
    from gm_desk.rules.state import EncounterState

SNAPSHOT_EVERY = 32

__all__ = [
    "INTERNAL_ERROR",
    "ROLL_NEEDED",
    "Encounter",
    "Entry",
    "Listener",
    "Outcome",
    "Reject",
    "ReplayError",
    "RollNeededReject",
    "Tx",
    "fold",
    "gc_paused",
    "internal_error",
    "roll_needed_words",
    "rolls_for_pc",
    "trial",
]


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


class Listener(Protocol):
    def applied(self, seq: int, entry: Entry) -> None: ...
    def undone(self, seq: int) -> None: ...
    def redone(self, seq: int, entry: Entry) -> None: ...


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
        clock: Callable[[], str] | None = None,
    ) -> None:
        from gm_desk.rules.rulesets import get_ruleset

        self.setup = setup
        self.ruleset = ruleset or get_ruleset(setup["ruleset"])
        self.dice = dice or DiceBox(rng=random.Random(seed))
        self.listener = listener
        # Stamps each new entry with the time it is made (`log_time.now_text`); None: no times kept.
        self.clock = clock
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
        entry = Entry(cmd, tuple(tx.events), self.clock() if self.clock is not None else None)
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
        resume: tuple[int, EncounterState] | None = None,
    ) -> Encounter:
        """Rebuild an encounter from its log.

        By default the logged events are folded (fast, never rolls). With `redecide`, each command is
        decided again with its recorded rolls and must produce the same events: a check that the log
        and the rules agree, and the way scenario files without events are run.

        `resume` is a saved resume point, (seq, the state after the log's first seq entries): those
        entries join the log without being folded again, and the rest are folded from that state. It
        is used only where the fold would have been plain: not with `redecide`, not past the log's end,
        not over an entry without events (that one would be decided again). Undo past it folds from
        the setup, as before the first in-memory snapshot.
        """
        enc = cls(setup, ruleset)
        entries = list(entries)
        if resume is not None and not redecide:
            seq, state = resume
            if 0 < seq <= len(entries) and all(entry.events for entry in entries[:seq]):
                enc.log = entries[:seq]
                enc.state = state
                enc._snapshots[seq] = state.clone()
                entries = entries[seq:]
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
        self.log.append(Entry(cmd, tuple(tx.events), original.made_at))
        self._maybe_snapshot()


def _as_json(events: Iterable[Event]) -> str:
    """Events compared as they would be saved (tuples and lists alike)."""
    return json.dumps([e.to_dict() for e in events], sort_keys=True)


class ReplayError(ValueError):
    def __init__(self, seq: int, why: str) -> None:
        super().__init__(t("Command {seq} cannot be replayed: {why}.", seq=seq, why=why))
        self.seq = seq


def fold(setup: dict[str, Any], events: Iterable[Event], ruleset: Ruleset) -> EncounterState:
    """The state a setup reaches through a sequence of events."""
    state = state_from_setup(setup, ruleset)
    for event in events:
        apply_event(state, event, ruleset.reducers)
    return state
