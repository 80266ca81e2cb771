"""`gm-desk import-encounter` and `gm-desk export-encounter`, run as a GM runs them (a new process):
help, one line on success, a refusal in words with a non-zero exit code and the data file unchanged."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest

from gm_desk.instance_lock import single_instance_lock
from gm_desk.paths import database_path
from gm_desk.verbs import split_verb
from tests.store.encounter_file_cases import documents, hostile_documents
from tests.test_app import run_app

DOCUMENTS = dict(documents())


def digest(path: Path) -> str:
    with sqlite3.connect(path) as connection:  # the journal folded in, as a copy of the file would be
        connection.execute("pragma wal_checkpoint(TRUNCATE)")
    connection.close()
    return hashlib.sha256(path.read_bytes()).hexdigest()


def written(tmp_path: Path, name: str, doc) -> Path:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("verb", ["import-encounter", "export-encounter"])
def test_each_verb_explains_itself(verb: str) -> None:
    done = run_app(verb, "--help")
    assert done.returncode == 0
    assert f"usage: gm-desk {verb}" in done.stdout and "--data-dir" in done.stdout
    assert "NAME_OR_ID" in done.stdout if verb == "export-encounter" else "--campaign" in done.stdout


def test_the_data_folder_may_come_before_the_verb() -> None:
    assert split_verb(["--data-dir", "D", "import-encounter", "F"]) == (
        "import-encounter",
        ["F", "--data-dir", "D"],
    )
    assert split_verb(["--data-dir=D", "export-encounter", "X"]) == (
        "export-encounter",
        ["X", "--data-dir=D"],
    )
    assert split_verb(["--data-dir", "D"]) == (None, ["--data-dir", "D"])


def test_import_then_export_gives_back_the_same_setup_and_log(tmp_path: Path, data_dir: Path) -> None:
    doc = DOCUMENTS["factions-running"]
    doc["setup"]["name"] = "Ambush, imported"
    source = written(tmp_path, "in", doc)
    done = run_app("--data-dir", str(data_dir), "import-encounter", str(source), "--campaign", "Tuesday")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    assert "Imported 'Ambush, imported' (running at command 5) into the new campaign 'Tuesday'" in lines[0]
    target = tmp_path / "out.json"
    done = run_app("export-encounter", "ambush, IMPORTED", "-o", str(target), "--data-dir", str(data_dir))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines() == [done.stdout.strip()]
    assert "Exported 'Ambush, imported'" in done.stdout and str(target) in done.stdout
    back = json.loads(target.read_text(encoding="utf-8"))
    assert back["setup"] == doc["setup"] and back["log"] == doc["log"]


@pytest.mark.parametrize("name", ["side that does not exist", "unknown system", "newer version"])
def test_a_refused_file_exits_non_zero_in_words_and_leaves_the_data_file_unchanged(
    tmp_path: Path, data_dir: Path, name: str
) -> None:
    assert (
        run_app(
            "import-encounter",
            str(written(tmp_path, "ok", DOCUMENTS["cards-demo"])),
            "--data-dir",
            str(data_dir),
        ).returncode
        == 0
    )
    before = digest(database_path(data_dir))
    doc, word = hostile_documents()[name]
    done = run_app("--data-dir", str(data_dir), "import-encounter", str(written(tmp_path, "bad", doc)))
    assert done.returncode == 2
    assert done.stdout == ""
    assert word in done.stderr and "Nothing was imported." in done.stderr and "Traceback" not in done.stderr
    assert digest(database_path(data_dir)) == before


def test_an_unknown_encounter_and_a_missing_data_file_are_refused(tmp_path: Path, data_dir: Path) -> None:
    done = run_app(
        "export-encounter", "Anything", "-o", str(tmp_path / "x.json"), "--data-dir", str(data_dir)
    )
    assert done.returncode == 2 and "no GM Desk data file" in done.stderr
    assert not database_path(data_dir).exists()
    run_app(
        "import-encounter", str(written(tmp_path, "ok", DOCUMENTS["teams-demo"])), "--data-dir", str(data_dir)
    )
    done = run_app(
        "export-encounter", "The Lost Keep", "-o", str(tmp_path / "x.json"), "--data-dir", str(data_dir)
    )
    assert done.returncode == 2 and "No encounter is named 'The Lost Keep'" in done.stderr
    assert not (tmp_path / "x.json").exists()


def test_a_running_gm_desk_keeps_the_verbs_out(qapp, tmp_path: Path, data_dir: Path) -> None:
    held = single_instance_lock(data_dir)
    assert held is not None
    try:
        done = run_app(
            "import-encounter",
            str(written(tmp_path, "ok", DOCUMENTS["cards-demo"])),
            "--data-dir",
            str(data_dir),
        )
    finally:
        held.unlock()
    assert done.returncode == 3 and "GM Desk is using" in done.stderr and "close it" in done.stderr
    assert not database_path(data_dir).exists()


def test_a_damaged_data_file_stops_the_import_so_the_gm_can_restore_a_backup_first(
    tmp_path: Path, data_dir: Path
) -> None:
    database_path(data_dir).write_bytes(b"not a database at all" * 100)
    before = sorted((p.name, p.read_bytes()) for p in data_dir.iterdir() if p.is_file())
    done = run_app(
        "import-encounter", str(written(tmp_path, "ok", DOCUMENTS["cards-demo"])), "--data-dir", str(data_dir)
    )
    assert done.returncode == 2 and done.stdout == ""
    assert "is damaged" in done.stderr and "Nothing was changed" in done.stderr
    assert "Restore a backup" in done.stderr and "nothing was done" in done.stderr
    # Nothing set aside, nothing started: the app's next start sets it aside and offers a backup.
    after = sorted(
        (p.name, p.read_bytes()) for p in data_dir.iterdir() if p.is_file() and p.suffix != ".lock"
    )
    assert after == [entry for entry in before if not entry[0].endswith(".lock")]
