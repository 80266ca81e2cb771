"""The simulation as a worker process plays it: no Qt here, so the spawned process starts light.

`play(setup, fights, seed, queue)` runs the rules layer's `simulate` and puts on `queue`
("progress", done, total) after each chunk, then ("report", Report) or ("failed", sentence).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.difficulty import simulate
from gm_desk.rules.setup import SetupError


def play(setup: dict[str, Any], fights: int, seed: int, queue: Any) -> None:
    try:
        report = simulate(
            setup,
            fights=fights,
            seed=seed,
            workers=1,
            progress=lambda done, total: queue.put(("progress", done, total)),
        )
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        queue.put(("failed", f"This encounter cannot be played yet: {exc}"))
        return
    queue.put(("report", report))
