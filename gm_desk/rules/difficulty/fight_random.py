"""A simulated fight's random generator: `random.Random`, with a mark it can go back to cheaply.

The tactic hands an undecided command to the engine (`attempt.py`); on the rare refusal that came after
a roll, and that a trial on a copy refuses too, the fight's dice must be put back as they were. Saving
the generator's state before every attempt (624 words copied, about 11 us) cost more than the rest of
the attempt's bookkeeping, though most attempts roll nothing: here the state is saved at the first draw
after the mark, so an attempt that rolls nothing costs nothing. Every draw of a `random.Random` comes
through `getrandbits` or `random` (`randrange` and the rest are built on them), so the draws are the
same numbers as a plain `random.Random` seeded alike gives.
"""

from __future__ import annotations

import random
from typing import Any


class FightRandom(random.Random):
    def __init__(self, seed: Any = None) -> None:
        self._marked = False
        self._saved: Any = None  # the state at the mark, once something was drawn after it
        super().__init__(seed)

    def mark(self) -> None:
        """Remember where the draws stand now (`back` returns there), until `unmark`."""
        self._marked, self._saved = True, None

    def back(self) -> None:
        """Put the generator back where it stood at the mark (nothing to do when nothing was drawn)."""
        if self._saved is not None:
            self.setstate(self._saved)
            self._saved = None

    def unmark(self) -> None:
        self._marked, self._saved = False, None

    def getrandbits(self, k: int) -> int:
        if self._marked and self._saved is None:
            self._saved = self.getstate()
        return super().getrandbits(k)

    def random(self) -> float:
        if self._marked and self._saved is None:
            self._saved = self.getstate()
        return super().random()
