"""The simulated fight's generator draws what a plain `random.Random` seeded alike draws, and goes back to
its mark exactly, saving its state only when something was drawn after the mark."""

from __future__ import annotations

import random

from gm_desk.rules.difficulty.fight import fight_seed
from gm_desk.rules.difficulty.fight_random import FightRandom


def draws(rng: random.Random) -> list[float]:
    out: list[float] = [rng.randrange(size) for size in (2, 4, 6, 8, 10, 12, 20, 100, 1000)]
    out += [rng.random(), rng.getrandbits(64), rng.choice(range(37))]
    return out


def test_the_same_draws_as_a_plain_generator_seeded_alike() -> None:
    plain, fight = random.Random("gm-desk-difficulty:3:7"), FightRandom("gm-desk-difficulty:3:7")
    for _ in range(50):
        assert draws(fight) == draws(plain)
    assert isinstance(fight_seed(3, 7), FightRandom)
    assert draws(fight_seed(3, 7)) == draws(random.Random("gm-desk-difficulty:3:7"))


def test_back_returns_to_the_mark_and_a_mark_without_draws_saves_nothing() -> None:
    rng = FightRandom(5)
    draws(rng)
    rng.mark()
    assert rng._saved is None  # nothing drawn yet: nothing copied
    rng.back()
    state = rng.getstate()
    ahead = draws(rng)
    rng.back()
    assert rng.getstate() == state
    assert draws(rng) == ahead
    rng.unmark()
    rng.back()  # no mark: nothing to go back to
    assert draws(rng) != ahead
