"""`gm-desk difficulty NAME --tune P`, run as a GM runs it (a new process): the target as a fraction or a
percentage gives the same proposals; the JSON lists them, each with its changes, win chance
and interval; --save-as saves the first as a new encounter whose fights are the proposal's; bad input is
refused in words with exit code 2 and changes nothing.

The marching demo is tuned, with 20 fights a proposal: its fights are the shortest of the demos, and
these tests check what the verb says and saves, not how near the target it gets
(tests/rules/test_difficulty_tune.py does)."""

from __future__ import annotations

import json
from pathlib import Path

from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setup_for
from gm_desk.store.connection import open_store
from tests.test_app import run_app
from tests.test_cli_difficulty import encounter_file

FEW = ("--fights", "20", "--seed", "2", "--workers", "1")


def encounters(data_dir: Path) -> list[tuple[str, dict]]:
    from gm_desk.store.campaigns import get_encounter, list_campaigns, list_encounters

    store = open_store(database_path(data_dir))
    try:
        return sorted(
            (e.name, get_encounter(e.id).setup) for c in list_campaigns() for e in list_encounters(c.id)
        )
    finally:
        store.close()


def test_the_help_tells_the_tuning() -> None:
    done = run_app("difficulty", "--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    for words in ("--tune P", "--save-as NEW_NAME", "--allow-options", "--round-cap R", "percentage (60%)"):
        assert words in text


def test_a_fraction_and_a_percentage_give_the_same_proposals(tmp_path: Path) -> None:
    path = encounter_file(tmp_path, demo_setup_for("marching"))
    fraction = run_app("difficulty", str(path), "--tune", "0.7", "--json", *FEW)
    percent = run_app("difficulty", str(path), "--tune", "70%", "--json", *FEW)
    assert fraction.returncode == percent.returncode == 0, fraction.stderr + percent.stderr
    assert fraction.stdout == percent.stdout
    doc = json.loads(fraction.stdout)
    assert doc["target"] == 0.7 and doc["fights"] == 20  # the encounter as it is comes first, as before
    proposals = doc["proposals"]
    assert 1 <= len(proposals) <= 3
    for proposal in proposals:
        lo, hi = proposal["interval"]
        assert lo <= proposal["win_chance"] <= hi and proposal["fights"] == 20
        assert isinstance(proposal["changes"], list) and all(isinstance(c, str) and c for c in proposal["changes"])
    words = run_app("difficulty", str(path), "--tune", "70%", *FEW)
    assert words.returncode == 0 and "Target: the party wins 70%." in words.stdout
    assert "1. " + "; ".join(proposals[0]["changes"]) in words.stdout


def test_save_as_keeps_the_first_proposal_as_a_new_encounter(tmp_path: Path, data_dir: Path) -> None:
    setup = demo_setup_for("marching")
    setup["name"] = "Warren"
    imported = run_app("import-encounter", str(encounter_file(tmp_path, setup)), "--data-dir", str(data_dir))
    assert imported.returncode == 0, imported.stderr
    tuned = run_app(
        "difficulty", "warren", "--tune", "0.7", "--save-as", "Warren, tuned", "--json", *FEW,
        "--data-dir", str(data_dir),
    )  # fmt: skip
    assert tuned.returncode == 0, tuned.stderr
    doc = json.loads(tuned.stdout)
    assert doc["saved_as"] == "Warren, tuned"
    first = doc["proposals"][0]
    # The saved encounter, played on the same seed, gives the first proposal's figures.
    again = run_app("difficulty", "Warren, tuned", "--json", *FEW, "--data-dir", str(data_dir))
    assert again.returncode == 0, again.stderr
    report = json.loads(again.stdout)
    assert report["win_chance"] == first["win_chance"] and report["win_interval"] == first["interval"]
    names = [name for name, _ in encounters(data_dir)]
    assert "Warren" in names and "Warren, tuned" in names
    # The same name again is refused, and nothing is added or changed.
    before = encounters(data_dir)
    clash = run_app(
        "difficulty", "warren", "--tune", "0.7", "--save-as", "WARREN, TUNED", *FEW, "--data-dir", str(data_dir)
    )
    assert clash.returncode == 2 and "already has an encounter named" in clash.stderr
    assert "Traceback" not in clash.stderr and clash.stdout == ""
    assert encounters(data_dir) == before


def test_bad_input_is_refused_in_words_and_changes_nothing(tmp_path: Path, data_dir: Path) -> None:
    run_app("import-encounter", str(encounter_file(tmp_path, demo_setup_for("marching"))), "--data-dir", str(data_dir))
    before = encounters(data_dir)
    name = before[0][0]
    cases = {
        ("--tune", "lots"): "is not a win chance: give easy, fair, hard or deadly",
        ("--tune", "1.5"): "is more than 1: write a percentage with its sign",
        ("--tune", "150%"): "is not between 0% and 100%",
        ("--tune", "nan"): "is not a win chance",
        ("--save-as", "Copy"): "--save-as and --allow-options go with --tune",
        ("--allow-options",): "--save-as and --allow-options go with --tune",
        ("--tune", "0.5", "--save-as", "  "): "--save-as needs a name",
    }
    for args, words in cases.items():
        done = run_app("difficulty", name, *args, *FEW, "--data-dir", str(data_dir))
        assert done.returncode == 2, (args, done.stderr)
        assert words in done.stderr and "Traceback" not in done.stderr and done.stdout == "", (args, done.stderr)
    assert encounters(data_dir) == before


def test_an_encounter_without_foes_is_said_so_not_simulated(tmp_path: Path) -> None:
    setup = demo_setup_for("factions")
    setup["combatants"] = [c for c in setup["combatants"] if c.get("kind") == "PC"]
    path = encounter_file(tmp_path, setup)
    for extra in ((), ("--tune", "hard")):
        done = run_app("difficulty", str(path), "--fights", "5", *extra)
        assert done.returncode == 2 and "has no foes: there is no fight to simulate" in done.stderr
        assert done.stdout == "" and "Traceback" not in done.stderr
