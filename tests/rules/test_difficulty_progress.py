"""A run's progress grows fight by fight, not chunk by chunk: the Difficulty dialog's bar moved 25, 525,
1,000 on a run of 1,000 fights, and sat still for seconds between. What it hears changes nothing of the
report, and the last it hears is every fight."""

from __future__ import annotations

import json
import subprocess
import sys

# Played in a process of its own, where no Qt is loaded: the workers are forked, as the GUI's worker and
# the command line fork theirs. TICK = 0: every new count is told, so the test does not hang on timing.
PROGRESS_RUN = """
import json, sys
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty import run, simulate

assert "PySide6" not in sys.modules
run.TICK = 0
run.CHUNK = 40
setup = demo_setup_for("teams")
fights = run.FIRST_CHUNK + 2 * 40 + 7
plain = simulate(setup, fights=fights, seed=4, workers=1).to_json()
heard = {}
for workers in (1, 2):
    said = []
    report = simulate(setup, fights=fights, seed=4, workers=workers, progress=lambda done, total: said.append((done, total)))
    heard[workers] = {"same": report.to_json() == plain, "said": said}
print(json.dumps({"fights": fights, "chunk": run.CHUNK, "first": run.FIRST_CHUNK, "heard": heard}))
"""


def test_progress_is_heard_within_chunks_and_ends_at_every_fight() -> None:
    done = subprocess.run([sys.executable, "-c", PROGRESS_RUN], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    run = json.loads(done.stdout)
    fights = run["fights"]
    chunk_ends = {run["first"] + k * run["chunk"] for k in range(4)} | {fights}
    for workers, heard in run["heard"].items():
        assert heard["same"], f"progress changed the report with {workers} worker(s)"
        counts = [count for count, total in heard["said"]]
        assert all(total == fights for _, total in heard["said"])
        assert counts == sorted(counts) and len(set(counts)) == len(counts), counts  # growing, each count once
        assert counts[-1] == fights
        inside = [count for count in counts if count not in chunk_ends]
        assert len(inside) >= 10, f"{workers} worker(s): progress only at chunk ends: {counts}"
