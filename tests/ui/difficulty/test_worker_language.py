"""The worker process writes its words in the GM's language: a refusal only the worker finds, what the tuner
tried and each proposal's changes reach the dialog in German like the rest of it (they came in English)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.i18n import t
from gm_desk.rules.setup import SetupError
from gm_desk.ui.difficulty import child
from gm_desk.ui.difficulty.worker import DifficultyRun, launch


def played(qtbot, run: DifficultyRun) -> dict[str, Any]:
    """What the run said: its notes, then its report or its refusal."""
    said: dict[str, Any] = {"notes": []}
    run.noted.connect(lambda _run, words: said["notes"].append(words))
    run.failed.connect(lambda _run, words: said.setdefault("failed", words))
    run.reported.connect(lambda _run, report: said.setdefault("report", report))
    owner = QObject()
    launch(run, owner)
    qtbot.waitUntil(lambda: "failed" in said or "report" in said, timeout=120000)
    return said


def test_a_refusal_only_the_worker_finds_is_in_the_gms_language(qtbot, german) -> None:
    setup = demo_setup_for("glowlands")
    setup["combatants"][0]["zone"] = "nowhere"
    with pytest.raises(SetupError) as refused:
        Encounter(setup)  # here, in German, as the worker must say it
    expected = t("This encounter cannot be played yet: {why}", why=refused.value)
    assert expected.startswith("Diese Begegnung")
    assert played(qtbot, DifficultyRun(setup, fights=10))["failed"] == expected


def test_what_the_tuner_tried_and_proposes_is_in_the_gms_language(qtbot, german) -> None:
    # The notes and the proposals' changes are written by the same `t` in the worker: notes that begin in
    # German ("Versucht: ...") show that the worker writes German.
    said = played(qtbot, DifficultyRun(demo_setup_for("marching"), fights=40, seed=2, tune=child.TuneJob(0.6)))
    tried = t("Tried: {changes}", changes="@").split("@")[0]
    assert tried == "Versucht: "
    assert said["notes"] and all(note.startswith(tried) for note in said["notes"])
    assert said["report"].proposals
    for proposal in said["report"].proposals:
        for change in proposal.changes:
            if change.edit == "add_creature":
                assert change.words == t("Add another {name}", name=change.details[0])
