"""`gm-desk recap NAME_OR_ID -o FILE.md`, run as a GM runs it (a new process): help, a played fight's recap
with its pictures, and refusals in words with their exit codes."""

from __future__ import annotations

import re
from pathlib import Path

from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.connection import open_store
from tests.rules.test_demos import play_round
from tests.test_app import run_app


def played_fight(folder: Path) -> str:
    """A data folder holding one cards fight played through a round, saved as the app saves it."""
    enc, _ = play_round("cards")
    store = open_store(database_path(folder))
    try:
        campaign = repo.create_campaign("Recap", "cards")
        record = repo.create_encounter(campaign.id, "Bridge fight", "cards", demo_setup_for("cards"))
        replay = Encounter(record.setup)
        for entry in enc.log:
            replay.log.append(entry)
            autosave.save_applied(record.id, replay, drop_tail=False)
    finally:
        store.close()
    return "Bridge fight"


def test_the_verb_explains_itself() -> None:
    done = run_app("recap", "--help")
    assert done.returncode == 0
    assert "usage: gm-desk recap" in done.stdout and "--data-dir" in done.stdout and "-o FILE" in done.stdout


def test_a_played_fights_recap_and_its_pictures(tmp_path: Path) -> None:
    name = played_fight(tmp_path)
    target = tmp_path / "out" / "bridge.md"
    target.parent.mkdir()
    done = run_app("--data-dir", str(tmp_path), "recap", name.lower(), "-o", str(target))
    assert done.returncode == 0, done.stderr
    assert f"Wrote the recap of '{name}'" in done.stdout
    text = target.read_text(encoding="utf-8")
    assert re.findall(r"^## (.+)$", text, flags=re.M)[:2] == ["Before the first round", "Round 1"]
    pictures = re.findall(r"\]\(([^)]+\.png)\)", text)
    assert pictures and all((target.parent / p).stat().st_size > 1000 for p in pictures)


def test_refusals_say_why_with_an_exit_code(tmp_path: Path) -> None:
    played_fight(tmp_path)
    done = run_app("--data-dir", str(tmp_path), "recap", "no such fight", "-o", str(tmp_path / "x.md"))
    assert done.returncode != 0 and "no such fight" in (done.stderr + done.stdout).lower()
    assert not (tmp_path / "x.md").exists()
