"""`attempt` decides a command by handing it to the engine: the same verdict as a trial on a copy of the
state, and a refusal leaves the fight as it was, its dice included."""

from __future__ import annotations

import random

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.attempt import attempt
from gm_desk.rules.difficulty.fight import fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Tactic, ever_played
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.tx import Reject, trial


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_attempt_gives_the_trials_verdict_and_a_refusal_changes_nothing(ruleset: str) -> None:
    setup = demo_setup_for(ruleset)
    rs = get_ruleset(ruleset)
    tactic = Tactic(rs)
    enc = Encounter(setup, rs, dice=QuickDiceBox(fight_seed(3, 0)))
    tactic.new_fight()
    refused = accepted = 0
    for _ in range(40):
        if enc.state.outcome is not None:
            break
        for cmd in rs.candidate_commands(enc.state, ever_played):
            verdict = trial(rs, enc.state, cmd).ok
            before, log, dice = enc.state.to_dict(), len(enc.log), enc.dice.rng.getstate()
            legal, played = attempt(enc, cmd)
            assert legal == verdict, cmd
            if played:
                accepted += 1
                enc.undo()
                enc.dice.rng.setstate(dice)
            else:
                refused += 1
            assert (enc.state.to_dict(), len(enc.log), enc.dice.rng.getstate()) == (before, log, dice)
        if tactic.step(enc) is None:
            break
    assert accepted  # (in some systems every candidate the tactic weighs is legal: none refused)


@pytest.mark.parametrize("generator", ["FightRandom", "random.Random"])
def test_a_refusal_after_a_roll_puts_the_dice_back_when_a_trial_refuses_too(generator: str) -> None:
    # A planted rule that rolls, then refuses: the engine spent a die and rebuilt its state; the trial
    # refuses as well, so the command would never have reached the engine: the dice go back, whether the
    # fight rolls with the simulation's FightRandom (its state saved at the first draw) or any generator.
    rs = get_ruleset("glowlands")

    class RollsThenRefuses(type(rs)):  # type: ignore[misc]
        def decide(self, tx, cmd):  # type: ignore[no-untyped-def]
            if cmd.type == "end_turn":
                tx.roll("1d20", "planted")
                raise Reject("BAD_ARGUMENT", "planted")
            return super().decide(tx, cmd)

    planted = RollsThenRefuses()
    rng = fight_seed(3, 0) if generator == "FightRandom" else random.Random("gm-desk-difficulty:3:0")
    enc = Encounter(demo_setup_for("glowlands"), planted, dice=QuickDiceBox(rng))
    tactic = Tactic(planted)
    tactic.new_fight()
    while not any(c.type == "end_turn" for c in planted.candidate_commands(enc.state, ever_played)):
        assert tactic.step(enc) is not None
    end = next(c for c in planted.candidate_commands(enc.state, ever_played) if c.type == "end_turn")
    dice, before = rng.getstate(), enc.state.to_dict()
    assert attempt(enc, end) == (False, False)
    assert rng.getstate() == dice
    assert enc.state.to_dict() == before
