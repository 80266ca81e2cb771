"""One simulated fight: the encounter played through the real engine by the tactic, until it ends or a cap.

The fight's dice are rolled by its own `DiceBox` (`quick_dice`), seeded from (seed, fight index) and
allowed to roll every die (the "app" setting of who rolls what): nothing is typed, and the table's own setting is not
read or changed. The fight stops when the engine records an outcome, when the round cap is passed,
after the command cap, or when the tactic finds nothing the engine accepts.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gm_desk.rules.difficulty.fight_random import FightRandom
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.state import ACTIVE

if TYPE_CHECKING:
    from gm_desk.rules.difficulty.tactic import Tactic
    from gm_desk.rules.state import EncounterState

ROUND_CAP = 20
COMMAND_CAP = 3000
FIRED = "RetaliationTakesEffect"  # the event that says a Retaliation fired (Threat & Retaliation)


def fight_seed(seed: int, index: int) -> random.Random:
    """The random generator of fight `index` of a run seeded `seed` (the same on every machine)."""
    return FightRandom(f"gm-desk-difficulty:{seed}:{index}")


@dataclass(frozen=True)
class FightResult:
    """What one fight came to."""

    won: bool
    rounds: int
    capped: bool  # hit the round or command cap, or stuck: counts as not won
    down: tuple[str, ...]  # the PCs out of the fight at the end (or at any point)
    tracks: tuple[tuple[str, int], ...]  # each PC's main track (its first Track) at the end
    retaliations: tuple[tuple[str, int], ...]  # "creature: Retaliation" -> times it fired
    commands: int


class Rerun(Encounter):
    """An encounter started again from the first state of one already built from the same setup: the
    setup is checked once per chunk of fights, not once per fight (a quarter of a millisecond each), and
    the first snapshot is the other encounter's own (a snapshot is never changed, only copied)."""

    @classmethod
    def again(cls, first: Encounter, dice: QuickDiceBox) -> Encounter:
        enc = cls.__new__(cls)
        enc.setup, enc.ruleset, enc.dice, enc.listener, enc.clock = first.setup, first.ruleset, dice, None, None
        enc.state = first.initial_state()
        enc.log, enc.redo_stack = [], []
        enc._snapshots = {0: first._snapshots[0]}  # only ever copied (`_rebuild`, `initial_state`): shared
        if vars(enc).keys() != vars(first).keys():  # the engine keeps something new: build it in full
            return Encounter(first.setup, first.ruleset, dice=dice)
        return enc


def play(
    setup: dict[str, Any] | Encounter,
    tactic: Tactic,
    seed: int,
    index: int,
    round_cap: int = ROUND_CAP,
    ending: list[EncounterState] | None = None,
) -> FightResult:
    """Fight number `index` of a run seeded `seed`, played by `tactic` from the prepared `setup` (or
    from the first state of an encounter built from it); `ending`, when given, receives the state the
    fight ended in (an adventuring day carries it to the next fight)."""
    rs = tactic.ruleset
    dice = QuickDiceBox(fight_seed(seed, index))
    enc = Rerun.again(setup, dice) if isinstance(setup, Encounter) else Encounter(setup, rs, dice=dice)
    tactic.new_fight()
    state = enc.state
    pcs = [c.id for c in state.pcs()]
    went_down: set[str] = set()
    fired: Counter[str] = Counter()
    commands = 0
    capped = False
    while (state := enc.state).outcome is None:  # the engine may replace its state: read it each step
        if state.round > round_cap or commands >= COMMAND_CAP:
            capped = True
            break
        if tactic.step(enc) is None:
            capped = True
            break
        commands += 1
        for event in enc.log[-1].events:
            if event.type == FIRED:
                fired[_fired_name(enc, event.data)] += 1
        standing = enc.state.combatants
        for cid in pcs:
            if standing[cid].status != ACTIVE:
                went_down.add(cid)
    state = enc.state
    if ending is not None:
        ending.append(state)
    outcome = state.outcome or {}
    rounds = min(state.round, round_cap)
    tracks = []
    for cid in pcs:
        shown = rs.presentation.tracks(state.combatants[cid])
        tracks.append((cid, shown[0].value if shown else 0))
    return FightResult(
        won=not capped and outcome.get("result") == "victory",
        rounds=rounds,
        capped=capped,
        down=tuple(sorted(went_down)),
        tracks=tuple(tracks),
        retaliations=tuple(sorted(fired.items())),
        commands=commands,
    )


def _fired_name(enc: Encounter, data: dict[str, Any]) -> str:
    what = data.get("retaliation")
    name = what.get("name") if isinstance(what, dict) else what
    return f"{enc.state.name_of(data.get('npc'))}: {name or 'Retaliation'}"
