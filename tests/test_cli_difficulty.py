"""`gm-desk difficulty`, run as a GM runs it (a new process): help, words or JSON, the same bytes for the
same seed whatever the workers, and refusals in words with exit code 2 (3 while GM Desk holds the folder)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from gm_desk.instance_lock import single_instance_lock
from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setup_for
from tests.conftest import PROJECT_ROOT
from tests.test_app import run_app


def encounter_file(tmp_path: Path, setup: dict, name: str = "fight") -> Path:
    doc = {"format": "gm-desk-encounter", "version": 1, "app_version": "0", "setup": setup, "log": []}
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_the_verb_explains_itself() -> None:
    done = run_app("difficulty", "--help")
    assert done.returncode == 0
    for word in (
        "usage: gm-desk difficulty",
        "FILE|NAME",
        "--fights",
        "--seed",
        "--workers",
        "--json",
        "--data-dir",
    ):
        assert word in done.stdout


def test_a_file_gives_words_or_json_and_the_seed_fixes_the_bytes(tmp_path: Path) -> None:
    path = encounter_file(tmp_path, demo_setup_for("glowlands"))
    words = run_app("difficulty", str(path), "--fights", "60", "--seed", "4")
    assert words.returncode == 0, words.stderr
    assert "Ambush at the Dead Relay" in words.stdout and "The party wins" in words.stdout
    one = run_app("difficulty", str(path), "--fights", "160", "--seed", "4", "--json", "--workers", "1")
    two = run_app("difficulty", str(path), "--fights", "160", "--seed", "4", "--json", "--workers", "2")
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    assert one.stdout == two.stdout
    doc = json.loads(one.stdout)
    assert doc["fights"] == 160 and doc["seed"] == 4 and 0 <= doc["win_chance"] <= 1
    assert len(doc["win_interval"]) == 2 and {pc["name"] for pc in doc["pcs"]} == {
        "Haelon",
        "Brannoc",
        "Ysolde",
    }


def test_an_encounter_is_found_by_name_in_the_data_folder(tmp_path: Path, data_dir: Path) -> None:
    setup = demo_setup_for("teams")
    setup["name"] = "Bridge at dusk"
    imported = run_app("import-encounter", str(encounter_file(tmp_path, setup)), "--data-dir", str(data_dir))
    assert imported.returncode == 0, imported.stderr
    done = run_app("difficulty", "bridge AT dusk", "--fights", "20", "--json", "--data-dir", str(data_dir))
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert (
        doc["encounter"] == "Bridge at dusk" and doc["system"] == "Alternating Teams" and doc["fights"] == 20
    )


def test_refusals_are_words_with_exit_code_2(tmp_path: Path, data_dir: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    done = run_app("difficulty", str(bad), "--fights", "10")
    assert (
        done.returncode == 2
        and "not a valid encounter file" in done.stderr
        and "Traceback" not in done.stderr
    )
    done = run_app("difficulty", "No such fight", "--data-dir", str(data_dir))
    assert done.returncode == 2 and "no GM Desk data file" in done.stderr
    done = run_app("difficulty", str(bad), "--fights", "0")
    assert done.returncode == 2 and "--fights must be at least 1" in done.stderr
    setup = demo_setup_for("glowlands")
    setup["combatants"][0]["zone"] = "nowhere"
    done = run_app("difficulty", str(encounter_file(tmp_path, setup)), "--fights", "10")
    assert (
        done.returncode == 2 and "must be the id of a zone" in done.stderr and "Traceback" not in done.stderr
    )


def test_an_unknown_name_is_refused_and_a_running_gm_desk_keeps_the_verb_out(
    tmp_path: Path, data_dir: Path
) -> None:
    run_app(
        "import-encounter",
        str(encounter_file(tmp_path, demo_setup_for("cards"))),
        "--data-dir",
        str(data_dir),
    )
    done = run_app("difficulty", "The Lost Keep", "--data-dir", str(data_dir))
    assert done.returncode == 2 and "No encounter is named 'The Lost Keep'" in done.stderr
    held = single_instance_lock(data_dir)
    assert held is not None
    try:
        done = run_app("difficulty", "The Lost Keep", "--data-dir", str(data_dir))
    finally:
        held.unlock()
    assert done.returncode == 3 and "GM Desk is using" in done.stderr
    assert database_path(data_dir).exists()


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path: Path) -> None:
    path = encounter_file(tmp_path, demo_setup_for("marching"))
    proc = subprocess.Popen(
        [sys.executable, "-m", "gm_desk", "difficulty", str(path), "--fights", "5"],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # like `| head` gone before the report is printed
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err
