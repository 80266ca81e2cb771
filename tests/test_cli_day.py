"""`gm-desk day`, run as a GM runs it: two encounters (files or names) fought in order, with or without a
rest, the breaking point named; refusals in words with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

from gm_desk.rules.demo import demo_setup_for
from tests.rules.test_difficulty_day import chain
from tests.test_app import run_app
from tests.test_cli_difficulty import encounter_file

FEW = ("--days", "40", "--seed", "1")  # as tests/rules/test_difficulty_day.py plays it


def files(tmp_path: Path) -> list[str]:
    first, second = chain("marching")
    return [str(encounter_file(tmp_path, first, "march")), str(encounter_file(tmp_path, second, "gate"))]


def test_the_day_explains_itself() -> None:
    done = run_app("day", "--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    for words in ("usage: gm-desk day", "--rest-after N[=WHAT,...]", "--days", "--round-cap", "--json", "breaking point"):
        assert words in text


def test_a_day_of_files_names_its_breaking_point_and_a_rest_changes_it(tmp_path: Path) -> None:
    chained = files(tmp_path)
    tired = run_app("day", *chained, *FEW, "--json")
    rested = run_app("day", *chained, *FEW, "--json", "--rest-after", "1")
    assert tired.returncode == rested.returncode == 0, tired.stderr + rested.stderr
    one, two = json.loads(tired.stdout), json.loads(rested.stdout)
    assert one["days"] == 40 and one["breaking_point"] == 1 and [f["name"] for f in one["fights"]] == [
        "The long march",
        "The gate",
    ]
    assert two["rests"] == [[0, ["conditions", "down", "tracks"]]]
    assert two["survived"] > one["survived"]
    words = run_app("day", *chained, *FEW, "--rest-after", "1=tracks")
    assert words.returncode == 0 and "A rest follows: tracks" in words.stdout
    assert "Likely breaking point: fight 2, The gate" in run_app("day", *chained, *FEW).stdout


def test_a_day_of_names_from_the_data_folder(tmp_path: Path, data_dir: Path) -> None:
    for path in files(tmp_path):
        assert run_app("import-encounter", path, "--data-dir", str(data_dir)).returncode == 0
    done = run_app("day", "the long MARCH", "The gate", *FEW, "--json", "--data-dir", str(data_dir))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["breaking_point"] == 1


def test_refusals_are_words_with_exit_code_2(tmp_path: Path) -> None:
    chained = files(tmp_path)
    other = str(encounter_file(tmp_path, demo_setup_for("teams"), "teams"))
    cases = {
        (chained[0],): "a day is at least two encounters",
        (*chained, "--rest-after", "2"): "there is no fight after fight 2",
        (*chained, "--rest-after", "soon"): "--rest-after takes the number of the fight",
        (*chained, "--rest-after", "0"): "--rest-after counts fights from 1",
        (*chained, "--rest-after", "1=sleep"): "a rest recovers conditions, down, tracks, not 'sleep'",
        (chained[0], other): "one combat system",
    }
    for args, words in cases.items():
        done = run_app("day", *args, "--days", "2")
        assert done.returncode == 2, (args, done.stderr)
        assert words in done.stderr and "Traceback" not in done.stderr, (args, done.stderr)
