"""A fight told round by round, from the log alone: each round's sentences and how things stood after it."""

from __future__ import annotations

import pytest

from gm_desk.rules.recap import recap_rounds
from gm_desk.rules.rulesets import get_ruleset
from tests.rules.test_demos import SYSTEMS, play_round


@pytest.mark.parametrize("rid", SYSTEMS)
def test_each_round_has_its_words_and_the_last_state_is_the_fights(rid: str) -> None:
    enc, _ = play_round(rid)
    rounds = recap_rounds(enc.setup, enc.log, get_ruleset(rid))
    numbers = [r.number for r in rounds]
    # before any round, then the rounds in order (factions' ambush round is round 0)
    assert numbers[0] is None and numbers[1:] == list(range(numbers[1], numbers[1] + len(numbers) - 1))
    assert rounds[0].title == "Before the first round" and rounds[1].title == f"Round {numbers[1]}"
    for later in rounds[1:]:
        assert later.lines[0] == f"Round {later.number} begins."
    # Nothing is lost or made up: every sentence of the log appears once, in order.
    said = [line for r in rounds for line in r.lines]
    assert len(said) == sum(
        1
        for e in enc.log
        for ev in e.events
        if ev.type not in ("SchedulerChanged", "RulesetDataChanged", "CombatantDataChanged", "BudgetSet")
    )
    assert rounds[-1].state.to_dict() == enc.state.to_dict()


def test_the_state_of_a_round_is_taken_when_it_ended() -> None:
    enc, _ = play_round("glowlands")
    rounds = recap_rounds(enc.setup, enc.log, get_ruleset("glowlands"))
    first = next(r for r in rounds if r.number == 1)
    assert first.state.round == 1  # round 2 had not begun
    assert rounds[0].state.round == 0


def test_a_log_with_no_command_is_one_empty_section() -> None:
    enc, _ = play_round("teams")
    rounds = recap_rounds(enc.setup, [], get_ruleset("teams"))
    assert len(rounds) == 1 and rounds[0].lines == () and rounds[0].number is None
