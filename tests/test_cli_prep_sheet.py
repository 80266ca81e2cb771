"""`gm-desk prep-sheet NAME_OR_ID -o FILE.pdf`, run as a GM runs it (a new process) on a data folder seeded
as a first start seeds it: help, the PDF of a demo (by name or id, A4 or Letter), refusals in words with
their exit codes (an unknown name, no data file, a folder GM Desk holds, a bad page, an unwritable file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from gm_desk.instance_lock import single_instance_lock
from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setups
from gm_desk.store.connection import open_store
from gm_desk.store.seed import seed_if_empty
from tests.conftest import BESTIARY_DIR
from tests.test_app import run_app


@pytest.fixture(scope="module")
def seeded(tmp_path_factory) -> Path:
    """A data folder with the bestiary and one demo campaign per system, as a first start leaves it."""
    folder = tmp_path_factory.mktemp("seeded")
    store = open_store(database_path(folder))
    try:
        assert seed_if_empty(store, BESTIARY_DIR).seeded
    finally:
        store.close()
    return folder


def pdf_text(path: Path) -> str:
    reader = PdfReader(str(path))
    return " ".join(" ".join((page.extract_text() or "") for page in reader.pages).split()).casefold()


def test_the_verb_explains_itself() -> None:
    done = run_app("prep-sheet", "--help")
    assert done.returncode == 0
    assert "usage: gm-desk prep-sheet" in done.stdout
    for word in ("NAME_OR_ID", "--data-dir", "--page", "letter", "-o FILE"):
        assert word in done.stdout


def test_a_demo_by_name_then_by_id_on_letter(seeded: Path, tmp_path: Path) -> None:
    setup = demo_setups()["factions"]()
    target = tmp_path / "road.pdf"
    done = run_app("--data-dir", str(seeded), "prep-sheet", setup["name"].upper(), "-o", str(target))
    assert done.returncode == 0, done.stderr
    assert f"Wrote the prep sheet of '{setup['name']}'" in done.stdout and "A4 page" in done.stdout
    text = pdf_text(target)
    for combatant in setup["combatants"]:
        assert combatant["name"].casefold() in text
    # The id, as `export-encounter` reports it.
    listed = run_app(
        "export-encounter", setup["name"], "-o", str(tmp_path / "e.json"), "--data-dir", str(seeded)
    )
    the_id = listed.stdout.split("encounter id ")[1].split(",")[0]
    done = run_app(
        "prep-sheet", the_id, "-o", str(tmp_path / "by-id.pdf"), "--page", "Letter", "--data-dir", str(seeded)
    )
    assert done.returncode == 0, done.stderr
    assert "LETTER page" in done.stdout
    page = PdfReader(str(tmp_path / "by-id.pdf")).pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (612, 792)


def test_refusals_in_words_with_their_exit_codes(seeded: Path, tmp_path: Path, data_dir: Path) -> None:
    target = tmp_path / "x.pdf"
    done = run_app("prep-sheet", "The Lost Keep", "-o", str(target), "--data-dir", str(seeded))
    assert done.returncode == 2 and "No encounter is named 'The Lost Keep'" in done.stderr
    assert "Traceback" not in done.stderr and not target.exists()
    done = run_app("prep-sheet", "Anything", "-o", str(target), "--data-dir", str(data_dir))
    assert done.returncode == 2 and "no GM Desk data file" in done.stderr
    assert not database_path(data_dir).exists()
    done = run_app(
        "prep-sheet", "1", "-o", str(tmp_path / "no" / "such" / "x.pdf"), "--data-dir", str(seeded)
    )
    assert done.returncode == 2 and "cannot write" in done.stderr and "Traceback" not in done.stderr
    done = run_app("prep-sheet", "1", "-o", str(target), "--page", "a5", "--data-dir", str(seeded))
    assert done.returncode == 2 and "invalid choice: 'a5'" in done.stderr
    held = single_instance_lock(seeded)
    assert held is not None
    try:
        done = run_app("prep-sheet", "1", "-o", str(target), "--data-dir", str(seeded))
    finally:
        held.unlock()
    assert done.returncode == 3 and "GM Desk is using" in done.stderr and not target.exists()


def test_a_difficulty_summary_on_request_and_none_otherwise(seeded: Path, tmp_path: Path) -> None:
    setup = demo_setups()["glowlands"]()
    plain_sheet, with_odds = tmp_path / "plain.pdf", tmp_path / "odds.pdf"
    done = run_app("--data-dir", str(seeded), "prep-sheet", setup["name"], "-o", str(plain_sheet))
    assert done.returncode == 0, done.stderr
    assert "simulated fights" not in pdf_text(plain_sheet)
    done = run_app(
        "--data-dir", str(seeded), "prep-sheet", setup["name"], "-o", str(with_odds), "--difficulty", "40"
    )
    assert done.returncode == 0, done.stderr
    text = pdf_text(with_odds)
    assert "difficulty" in text and "of 40 simulated fights" in text and "95% interval" in text
    for pc in (c["name"] for c in setup["combatants"] if c.get("kind") == "PC"):
        assert pc.casefold() in text
    bad = run_app(
        "--data-dir",
        str(seeded),
        "prep-sheet",
        setup["name"],
        "-o",
        str(tmp_path / "b.pdf"),
        "--difficulty",
        "many",
    )
    assert bad.returncode != 0 and "must be a whole number" in bad.stderr
