"""`gm-desk import-encounter` follows the one rule for names (#29.7): a `--campaign` name or a file's
encounter name the rule refuses is said in words on stderr, exit code 2, and the data file is unchanged
(a `--campaign` name is refused before the data file is even opened)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_desk.paths import database_path
from tests.store.encounter_file_cases import documents
from tests.test_app import run_app
from tests.test_cli import digest, written

DOCUMENTS = dict(documents())


@pytest.mark.parametrize(
    ("campaign", "words"),
    [
        ("Tues\x07day", "The campaign name contains U+0007 a control character, which a name may not hold."),
        ("Tues\u200bday", "The campaign name contains U+200B ZERO WIDTH SPACE (an invisible character)"),
        ("Tues\u202eday", "The campaign name contains U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("T" * 100_000, "The campaign name is 100,000 characters long: a name holds at most 80."),
    ],
    ids=["bell", "zero width space", "right-to-left override", "100,000 characters"],
)
def test_a_campaign_name_the_rule_refuses_is_said_and_nothing_is_written(
    tmp_path: Path, data_dir: Path, campaign: str, words: str
) -> None:
    source = written(tmp_path, "in", DOCUMENTS["cards-demo"])
    done = run_app("import-encounter", str(source), "--campaign", campaign, "--data-dir", str(data_dir))
    assert done.returncode == 2 and done.stdout == ""
    assert words in done.stderr and "Nothing was imported." in done.stderr and "Traceback" not in done.stderr
    assert not database_path(data_dir).exists()  # refused before the data folder was set up


def test_an_encounter_name_too_long_for_the_rule_is_refused_and_the_data_file_unchanged(
    tmp_path: Path, data_dir: Path
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
    # A first opening of a new data file leaves SQLite's statistics in it (PRAGMA optimize): done here,
    # by an export, so the digest below compares what the refused import alone would change.
    assert (
        run_app(
            "export-encounter", "1", "-o", str(tmp_path / "x.json"), "--data-dir", str(data_dir)
        ).returncode
        == 0
    )
    before = digest(database_path(data_dir))
    doc = DOCUMENTS["cards-demo"]
    doc["setup"]["name"] = "A" * 150
    done = run_app("import-encounter", str(written(tmp_path, "long", doc)), "--data-dir", str(data_dir))
    assert done.returncode == 2 and done.stdout == ""
    # The file's gate holds names to the same rule (80 at most) and says where in the file.
    assert "setup.name: must be at most 80 characters long, not 150. Nothing was imported." in done.stderr
    assert digest(database_path(data_dir)) == before
