"""A child process for the crash tests: applies numbered commands and reports each after its commit.

    python -m tests.store.crash_child DB_PATH ENCOUNTER_ID

It resumes the encounter from the data file, then applies GM notes forever, printing each command's
number only after the store has committed it. The parent kills it with SIGKILL at random moments.
"""

from __future__ import annotations

import sys
from pathlib import Path

from gm_desk.rules.events import Command
from gm_desk.store import open_store
from gm_desk.store.autosave import resume


def main() -> None:
    db_path, encounter_id = Path(sys.argv[1]), int(sys.argv[2])
    open_store(db_path)
    enc = resume(encounter_id)
    seq = len(enc.log)
    while True:
        seq += 1
        enc.apply(Command("gm.note", args={"text": f"note {seq}"}))
        if seq % 7 == 0:  # undo and redo now and then: the log must survive those too
            enc.undo()
            enc.redo()
        sys.stdout.write(f"{seq}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
