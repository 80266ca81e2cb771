"""`attack_keys` places attacks among the settled commands as their exact scores do, reading a target's
health only where it could change the order."""

from __future__ import annotations

import bisect
import random
from typing import Any

from gm_desk.rules.difficulty.tactic import _Attack, _Memo, attack_keys

STATE: Any = None  # never read: every share spent is known to the memo


def placed(settled: list[tuple[float, int]], keys: list[tuple[float, int]]) -> list[int]:
    ranked = [index for _, index in settled]
    for key in sorted(keys, reverse=True):
        ranked.insert(bisect.bisect_left(settled, key), key[1])
    return ranked


def exact(settled: list[tuple[float, int]], attacks: list[tuple[_Attack, int]], memo: _Memo) -> list[int]:
    return [index for _, index in sorted(settled + [(-p.score(STATE, memo), i) for p, i in attacks])]


def cases(seed: int) -> list[tuple[list[tuple[float, int]], list[tuple[_Attack, int]], _Memo]]:
    rng = random.Random(seed)
    out = []
    for _ in range(400):
        memo = _Memo()
        targets = ["a", "b", "c"]
        memo._spent.update({t: rng.choice([0.0, 0.25, 0.5, 1.0, rng.random()]) for t in targets})
        n = rng.randrange(0, 8)
        settled = sorted((-rng.choice([200.0, 60.0, 50.0, 45.0, 20.0, 10.0, 104.5, 104.505]), i) for i in range(n))
        attacks = [
            (_Attack(rng.choice(targets), 100 + rng.choice([4.5, 4.5, 4.495, 4.505, 4.56, 3.0, rng.random() * 9]), rng.choice([0.0, 0.001])), n + j)
            for j in range(rng.randrange(1, 4))
        ]
        out.append((settled, attacks, memo))
    return out


def test_attacks_are_placed_as_their_exact_scores_place_them() -> None:
    for settled, attacks, memo in cases(1):
        assert placed(settled, attack_keys(STATE, memo, settled, attacks)) == exact(settled, attacks, memo)


def test_no_health_is_read_for_one_attack_apart_from_the_rest() -> None:
    memo = _Memo()  # nothing known: reading a share spent would need the (absent) state
    settled = [(-200.0, 0), (-60.0, 1)]
    keys = attack_keys(STATE, memo, settled, [(_Attack("a", 104.5, 0.0), 2)])
    assert placed(settled, keys) == [0, 2, 1] and not memo._spent


class Heavier(_Attack):
    """Planted: health moves this score ten times more than the band the keys assume."""

    def score(self, state: Any, memo: _Memo) -> float:
        return self.base + 0.1 * memo.spent(state, self.target) + self.defended


def test_a_band_narrower_than_the_score_moves_is_caught() -> None:
    wrong = 0
    for settled, attacks, memo in cases(1):
        heavier = [(Heavier(p.target, p.base, p.defended), i) for p, i in attacks]
        wrong += placed(settled, attack_keys(STATE, memo, settled, heavier)) != exact(settled, heavier, memo)
    assert wrong
