"""Deciding a command the tactic has not decided yet by handing it to the engine, instead of deciding it
on a copy of the state first and then handing it over.

The tactic used to decide each new candidate with `trial` (a copy of the whole state, and dice of
their own) and then to hand the legal one to the engine, which decided it again: twice the rules' work,
and a copy, for nearly every command a new situation plays. `attempt` hands it to the engine at once
and reads the same verdict from what the engine did:

- accepted: the command is played (what `trial` then `handle` came to: the rules accept it on this
  state; a refusal in these rules comes before any die is rolled, so the trial's own dice never
  decided otherwise);
- refused before anything was emitted: nothing was rolled or changed (the engine keeps its state
  object), exactly the refusal a trial on a copy gives;
- refused after something was emitted (the engine rebuilt its state): the trial decides, as before,
  on a copy with its own dice; when it refuses too, the fight's dice are put back as they were, since
  the command would never have reached the engine; when it accepts, the engine's refusal stands, dice
  and all, as it did when the engine was handed a command the trial passed.

So the fight plays the same commands with the same dice as with a trial before every new command.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.difficulty.fight_random import FightRandom
from gm_desk.rules.tx import trial

if TYPE_CHECKING:
    from gm_desk.rules.engine import Encounter
    from gm_desk.rules.events import Command


def attempt(enc: Encounter, cmd: Command) -> tuple[bool, bool]:
    """(legal, played): what the rules say of `cmd` in the encounter's state, and whether the engine
    accepted it (then it is played)."""
    dice = enc.dice
    if dice.script:  # scripted faces would be spent by a refusal: decide on a copy first, as before
        legal = trial(enc.ruleset, enc.state, cmd).ok
        return legal, legal and enc.handle(cmd).ok
    rng = dice.rng
    if not isinstance(rng, FightRandom):  # a plain generator: its state is saved before every attempt
        saved = rng.getstate()
        legal, played, put_back = _decide(enc, cmd)
        if put_back:
            rng.setstate(saved)
        return legal, played
    rng.mark()  # the state is saved only if the attempt draws (`FightRandom`)
    try:
        legal, played, put_back = _decide(enc, cmd)
        if put_back:
            rng.back()
        return legal, played
    finally:
        rng.unmark()


def _decide(enc: Encounter, cmd: Command) -> tuple[bool, bool, bool]:
    """`attempt`'s verdict, and whether the fight's dice must be put back (a refusal after a roll that
    a trial on a copy refuses too: the command would never have reached the engine)."""
    before = enc.state
    if enc.handle(cmd).ok:
        return True, True, False
    if enc.state is before:  # refused before any event, so before any roll
        return False, False, False
    legal = trial(enc.ruleset, enc.state, cmd).ok
    return legal, False, not legal
