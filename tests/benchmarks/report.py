"""One row of the benchmark table, and the table itself (text or JSON)."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass


@dataclass
class Row:
    figure: str
    value: float  # in `unit`
    unit: str
    baseline: str = ""  # what the floor is
    baseline_value: float | None = None
    target: str = ""
    met: bool | None = None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.baseline_value:
            return self.value / self.baseline_value
        return None


def median_time(fn: Callable[[], object], repeat: int = 5) -> float:
    """Median wall time of `fn` in seconds over `repeat` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def as_text(rows: list[Row]) -> str:
    head = f"{'figure':<58} {'value':>12} {'baseline':>12} {'ratio':>7}  {'target':<22} met"
    lines = [head, "-" * len(head)]
    for r in rows:
        base = f"{r.baseline_value:.4g}" if r.baseline_value is not None else "-"
        ratio = f"{r.ratio:.2f}x" if r.ratio is not None else "-"
        met = {True: "yes", False: "NO", None: "-"}[r.met]
        lines.append(
            f"{r.figure:<58} {r.value:>9.4g} {r.unit:<2} {base:>12} {ratio:>7}  {r.target:<22} {met}"
        )
        if r.baseline:
            lines.append(f"{'':<4}baseline: {r.baseline}")
        if r.note:
            lines.append(f"{'':<4}{r.note}")
    return "\n".join(lines)


def as_json(rows: list[Row]) -> str:
    return json.dumps([{**asdict(r), "ratio": r.ratio} for r in rows], indent=1)
