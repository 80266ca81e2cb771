"""`gm-desk share NAME_OR_ID`, run as a GM runs it (a process of its own) beside a writer of the same data
file: the printed address answers with the page, the page follows each command and undo the writer saves,
the verb never takes the writer's lock and never writes, and ends cleanly on SIGTERM and SIGINT; bad
input is told in words with exit code 2."""

from __future__ import annotations

import signal
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from gm_desk.instance_lock import single_instance_lock
from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.connection import Store
from tests.share.sharing_process import SharingProcess, file_state, status
from tests.test_app import run_app

pytestmark = pytest.mark.slow
NAME = "Ambush at the Dead Relay"


@pytest.fixture
def fight(store: Store, data_dir: Path) -> tuple[int, Encounter]:
    """The glowlands demo in the test's data file, written as the app writes it (the store stays open: a writer)."""
    setup = demo_setup_for("glowlands")
    campaign = repo.create_campaign("Table", "glowlands")
    record = repo.create_encounter(campaign.id, NAME, "glowlands", setup)
    return record.id, Encounter(record.setup, seed=4)


@pytest.fixture
def sharing(fight, data_dir: Path) -> Iterator[SharingProcess]:
    process = SharingProcess(NAME.upper(), "--bind", "127.0.0.1", "--port", "0", "--data-dir", str(data_dir))
    try:
        assert process.url.startswith("http://127.0.0.1:"), (
            process.process.stderr.read() if process.process.stderr else ""
        )
        yield process
    finally:
        process.kill()


def play(encounter_id: int, enc: Encounter, command: Command) -> None:
    """The app's way: decided, then saved at once."""
    assert enc.handle(command).ok
    autosave.save_applied(encounter_id, enc, drop_tail=False)


def test_the_verb_explains_itself() -> None:
    done = run_app("share", "--help")
    assert done.returncode == 0
    for word in ("usage: gm-desk share", "NAME_OR_ID", "--bind", "--port", "--data-dir"):
        assert word in done.stdout


def test_the_printed_address_answers_200_with_the_page_itself(sharing: SharingProcess) -> None:
    page = sharing.page()
    assert "Before the fight" in page and "Ysolde" in page and "<svg" in page
    token = sharing.url.rstrip("/").rsplit("/", 1)[1]
    assert len(token) >= 20
    assert status(sharing.url.replace(token, "")) == 404


def test_the_page_follows_the_fight_the_writer_saves_and_undo_takes_it_back(
    sharing: SharingProcess, fight: tuple[int, Encounter], data_dir: Path
) -> None:
    encounter_id, enc = fight
    lock = single_instance_lock(data_dir)  # the app's own lock, held while sharing runs: never wanted by it
    assert lock is not None
    try:
        play(encounter_id, enc, Command("next"))
        for cid, face in {"ysolde": 15, "haelon": 10, "brannoc": 5}.items():
            play(
                encounter_id,
                enc,
                Command("glowlands.initiative", args={"cid": cid}, dice={"initiative": [face]}),
            )
        play(encounter_id, enc, Command("next"))
        assert sharing.page_shows("Round 1") and sharing.page_shows("Now: Ysolde")
        autosave.save_undo(encounter_id, len(enc.log), True)
        enc.undo()
        assert sharing.page_shows("Before the fight")
    finally:
        lock.unlock()
    code, err = sharing.end(signal.SIGTERM)
    assert code == 0, err
    assert "Traceback" not in err


def test_it_ends_cleanly_on_sigint_and_writes_nothing(fight, data_dir: Path) -> None:
    path = database_path(data_dir)
    before = file_state(path)
    process = SharingProcess(NAME, "--data-dir", str(data_dir))
    try:
        assert process.url and "Ysolde" in process.page()
        code, err = process.end(signal.SIGINT)
    finally:
        process.kill()
    assert code == 0 and "Traceback" not in err and "stopped sharing" in err
    assert file_state(path) == before


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["No such fight"], "No encounter is named 'No such fight'"),
        ([NAME, "--bind", "not-an-address"], "'not-an-address' is not an IP address"),
        ([NAME, "--bind", "192.0.2.254"], "192.0.2.254 is not an address of this computer"),
        ([NAME, "--port", "70000"], "the port must be 0 (any free one) to 65535"),
        ([NAME, "--port", "http"], "the port must be a whole number"),
    ],
)
def test_bad_input_is_told_in_words_with_exit_code_2(
    fight, data_dir: Path, args: list[str], words: str
) -> None:
    done = run_app("share", *args, "--data-dir", str(data_dir))
    assert done.returncode == 2, done.stderr
    assert words in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_a_port_in_use_is_told_in_words(fight, data_dir: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run_app("share", NAME, "--port", str(port), "--data-dir", str(data_dir))
    assert done.returncode == 2 and f"Port {port} is in use" in done.stderr and "Traceback" not in done.stderr


def test_a_folder_without_a_data_file_is_told(tmp_path: Path) -> None:
    done = run_app("share", NAME, "--data-dir", str(tmp_path))
    assert done.returncode == 2 and "there is no GM Desk data file" in done.stderr
    assert not database_path(tmp_path).exists()  # and none was made
