"""A child process for the crash tests: the app's own encounter session, fighting a scripted battle.

    python -m tests.store.crash_child DB_PATH ENCOUNTER_ID SEED

It opens the data file and the encounter exactly as GM Desk does (an `EncounterSession`), then plays
commands the ruleset offers as legal, with an undo and a redo now and then, printing the log length
after every change the session has saved. The parent kills it with SIGKILL at random moments.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from gm_desk.rules.events import Command
from gm_desk.store import open_store
from gm_desk.ui.session import EncounterSession


def main() -> None:
    db_path, encounter_id, seed = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    app = QApplication.instance() or QApplication(["crash-child"])
    open_store(db_path)
    session = EncounterSession(encounter_id)
    rng = random.Random(seed)
    sys.stdout.write(f"start {len(session.encounter.log)}\n")
    sys.stdout.flush()

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    def report() -> None:  # after every saved change, the log length the file now holds
        say(str(len(session.encounter.log)))

    while True:
        offered = session.ruleset.legal_commands(session.state)
        if not offered or session.state.outcome is not None:
            say("-")  # about to undo: the log may shrink by one
            session.undo()
            report()
            continue
        say("+")  # about to apply a command: the log may grow by one
        if not session.submit(rng.choice(offered)).ok:
            session.submit(Command("gm.note", args={"text": "the GM notes something"}))
        report()
        if rng.random() < 0.1:  # the log must survive undo and redo too
            say("-")
            session.undo()
            report()
            say("+")
            session.redo()
            report()
        app.processEvents()


if __name__ == "__main__":
    main()
