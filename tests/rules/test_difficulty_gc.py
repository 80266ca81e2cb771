"""A chunk of fights is played without cyclic collection (`run.play_chunk`): the same results as fights
played with the collector at work, the collector on again afterwards, and what a fight leaves in cycles
gone before the next fight starts (a chunk that never collected, planted, is caught)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty import run
from gm_desk.rules.difficulty.fight import ROUND_CAP, play
from gm_desk.rules.difficulty.tactic import Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import get_ruleset


@pytest.mark.parametrize("system", ["teams", "glowlands"])
def test_a_chunk_plays_what_fights_with_the_collector_at_work_play(system: str) -> None:
    setup = demo_setup_for(system)
    assert gc.isenabled()
    results, _ = run.play_chunk(setup, 3, 0, 5, ROUND_CAP, {})
    assert gc.isenabled()
    rs = get_ruleset(system)
    tactic = Tactic(rs)
    first = Encounter(setup, rs)
    assert results == [play(first, tactic, 3, index) for index in range(5)]


class Cycle:
    def __init__(self) -> None:
        self.me = self


def leaving_cycles(checks: list[bool]) -> Any:
    """A `play` that leaves a cycle behind each fight and notes whether the last fight's was gone."""
    left: list[weakref.ref[Cycle]] = []

    def playing(*args: Any, **kwargs: Any) -> Any:
        if left:
            checks.append(left[-1]() is None)
        left.append(weakref.ref(Cycle()))
        return play(*args, **kwargs)

    return playing


def test_what_a_fight_leaves_in_cycles_is_gone_before_the_next(monkeypatch: pytest.MonkeyPatch) -> None:
    checks: list[bool] = []
    monkeypatch.setattr(run, "play", leaving_cycles(checks))
    run.play_chunk(demo_setup_for("marching"), 3, 0, 4, ROUND_CAP, {})
    assert checks == [True, True, True]


def test_a_chunk_that_never_collects_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    checks: list[bool] = []
    monkeypatch.setattr(run, "play", leaving_cycles(checks))
    monkeypatch.setattr(run.gc, "collect", lambda generation=2: 0)  # planted: nothing collected
    run.play_chunk(demo_setup_for("marching"), 3, 0, 4, ROUND_CAP, {})
    assert checks == [False, False, False]
