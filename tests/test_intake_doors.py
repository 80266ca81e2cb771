"""Issue 29, item 11: hostile files through the newer doors. One test per reproduction of the report:
each file is refused in words (exit code 2, one line on stderr, no traceback), nothing hangs, and the
data file is the same, byte for byte, afterwards.

The verbs run in this process (as `gm-desk VERB ...` would run them): a FIFO given to a verb that
wrongly opened it would meet the writer `tests.intake_files.fifo` keeps waiting, and end, so a
regression fails here instead of hanging the suite.
"""

from __future__ import annotations

import copy
import json
import shutil
import unicodedata
from pathlib import Path

import pytest

from gm_desk import cli
from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.encounter_file import document_from_bytes, encounter_from_document
from gm_desk.rules.zone_maps import stamp
from gm_desk.store import InvalidValueError, map_store
from gm_desk.store import repositories as repo
from gm_desk.store.connection import open_store
from gm_desk.store.encounter_log import append_entry
from gm_desk.store.files import checkpoint
from gm_desk.store.intake import encounter_file
from gm_desk.store.seed import seed_if_empty
from tests.conftest import BESTIARY_DIR
from tests.intake_files import DEVICES, POSIX, content_digest, fifo, link
from tests.rules.test_encounter_file import played
from tests.test_cli import digest

posix_only = pytest.mark.skipif(not POSIX, reason="FIFOs, devices and symbolic links as POSIX has them")
TRACEBACK_WORDS = ("Traceback", "Error:", "KeyError", "NoneType", "object has no attribute")
GOOD = json.loads(encounter_file.dumps(played()))


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def written(folder: Path, name: str, doc: dict) -> Path:
    path = folder / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def seeded_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data file as a GM's is after the first start (the bestiary and the demo campaigns)."""
    path = database_path(tmp_path_factory.mktemp("seeded"))
    store = open_store(path)
    try:
        seed_if_empty(store, BESTIARY_DIR)
    finally:
        store.close()
    checkpoint(path)
    return path


@pytest.fixture
def data_folder(tmp_path: Path, seeded_file: Path) -> tuple[Path, str]:
    """A data folder of this test's own holding a copy of the seeded data file, and its digest."""
    folder = tmp_path / "D"
    folder.mkdir()
    shutil.copyfile(seeded_file, database_path(folder))
    return folder, digest(database_path(folder))


def refused(capsys: pytest.CaptureFixture[str], code: int) -> str:
    """The one line a refused verb printed, after checking it printed nothing else."""
    out, err = capsys.readouterr()
    assert code == cli.REFUSED, err
    assert out == "" and err.count("\n") == 1, err
    assert not any(words in err for words in TRACEBACK_WORDS), err
    return err.strip()


def test_a_setup_nested_600_deep_is_refused_before_anything_copies_it(
    tmp_path: Path, data_folder: tuple[Path, str], capsys
) -> None:
    folder, before = data_folder
    doc = copy.deepcopy(GOOD)
    doc["setup"]["notes"] = nested(600)
    path = written(tmp_path, "deep.json", doc)
    code = cli.import_main([str(path), "--data-dir", str(folder)])
    assert refused(capsys, code) == (
        "gm-desk import-encounter: deep.json: setup.notes[0][0][0][0][0][0]: nests lists and objects "
        "more than 32 levels deep, deeper than any GM Desk file. Nothing was imported."
    )
    assert digest(database_path(folder)) == before


def test_the_same_nesting_in_a_stat_block_is_refused_by_difficulty(tmp_path: Path, capsys) -> None:
    doc = copy.deepcopy(GOOD)
    doc["log"] = []
    doc["setup"]["combatants"][2]["stats"]["notes"] = nested(600)
    path = written(tmp_path, "deep.json", doc)
    line = refused(capsys, cli.difficulty_main([str(path), "--fights", "1"]))
    assert line.startswith("gm-desk difficulty: deep.json: setup.combatants[2].stats.notes[0]")
    assert line.endswith("nests lists and objects more than 32 levels deep, deeper than any GM Desk file.")


@posix_only
@pytest.mark.parametrize("device", DEVICES)
def test_a_link_to_a_device_is_refused_without_reading_it(
    tmp_path: Path, data_folder: tuple[Path, str], capsys, device: str
) -> None:
    folder, before = data_folder
    path = link(tmp_path / "fight.json", device)
    code = cli.import_main([str(path), "--data-dir", str(folder)])
    assert refused(capsys, code) == (
        "gm-desk import-encounter: fight.json: is a link to a device, not to a regular file; GM Desk reads "
        "only ordinary files. Nothing was imported."
    )
    assert digest(database_path(folder)) == before


@posix_only
def test_a_fifo_is_refused_by_import_difficulty_and_replay(
    tmp_path: Path, data_folder: tuple[Path, str], capsys
) -> None:
    folder, before = data_folder
    words = "fight.json: is not a regular file but a named pipe (FIFO); GM Desk reads only ordinary files."
    with fifo(tmp_path / "fight.json") as path:
        code = cli.import_main([str(path), "--data-dir", str(folder)])
        assert refused(capsys, code) == f"gm-desk import-encounter: {words} Nothing was imported."
        assert refused(capsys, cli.difficulty_main([str(path)])) == f"gm-desk difficulty: {words}"
        assert refused(capsys, cli.replay_main([str(path)])) == f"gm-desk replay: {words}"
    assert digest(database_path(folder)) == before


NULL_ZONES = {"format": "gm-desk-encounter", "version": 1, "setup": {"ruleset": "glowlands", "zones": None}}


def test_difficulty_goes_through_the_same_gate_as_import(
    tmp_path: Path, data_folder: tuple[Path, str], capsys
) -> None:
    folder, before = data_folder
    path = written(tmp_path, "nullzones.json", NULL_ZONES)
    words = "nullzones.json: setup.zones: must not be null: leave the field out instead."
    assert refused(capsys, cli.difficulty_main([str(path)])) == f"gm-desk difficulty: {words}"
    code = cli.import_main([str(path), "--data-dir", str(folder)])
    assert refused(capsys, code) == f"gm-desk import-encounter: {words} Nothing was imported."
    assert digest(database_path(folder)) == before


BAD_EVENTS = {
    "scene event without its name": (
        {"type": "SceneEventFired", "event": "tremor", "round": 1},
        "name: is missing: a SceneEventFired event carries it (text)",
    ),
    "roll without its expression": (
        {"type": "RollMade", "faces": [3], "total": 3},
        "expr: is missing: a RollMade event carries it (text)",
    ),
    "hazard end without its tag": (
        {"type": "ZoneHazardEnded", "zone": "moon"},
        "tag: is missing: a ZoneHazardEnded event carries it (text)",
    ),
}


@pytest.mark.parametrize("case", BAD_EVENTS)
def test_an_event_lacking_a_field_the_recap_reads_is_refused_at_import(
    tmp_path: Path, data_folder: tuple[Path, str], capsys, case: str
) -> None:
    folder, before = data_folder
    event, words = BAD_EVENTS[case]
    doc = copy.deepcopy(GOOD)
    doc["log"][-1]["events"].append(event)
    where = f"log[{len(doc['log']) - 1}].events[{len(doc['log'][-1]['events']) - 1}]"
    path = written(tmp_path, "fight.json", doc)
    code = cli.import_main([str(path), "--data-dir", str(folder)])
    assert refused(capsys, code) == (
        f"gm-desk import-encounter: fight.json: {where}.{words}. Nothing was imported."
    )
    assert digest(database_path(folder)) == before


@pytest.mark.parametrize("case", BAD_EVENTS)
def test_the_recap_of_a_fight_stored_before_the_gate_read_events_is_refused_in_words(
    tmp_path: Path, data_folder: tuple[Path, str], capsys, case: str
) -> None:
    folder, _before = data_folder
    store = open_store(database_path(folder))
    try:
        campaign = repo.list_campaigns()[0]
        record = repo.create_encounter(campaign.id, "Old fight", "glowlands", GOOD["setup"])
        for seq, entry in enumerate(GOOD["log"], 1):
            events = entry["events"] + ([BAD_EVENTS[case][0]] if seq == len(GOOD["log"]) else [])
            append_entry(record.id, seq, entry["command"], events)
        repo.update_encounter(record.id, status="running")
    finally:
        store.close()
    before = content_digest(database_path(folder))
    code = cli.recap_main(["Old fight", "-o", str(tmp_path / "recap.md"), "--data-dir", str(folder)])
    assert refused(capsys, code) == (
        "gm-desk recap: the fight 'Old fight' cannot be told: its log holds an event GM Desk cannot put "
        "into words."
    )
    assert not (tmp_path / "recap.md").exists()
    assert content_digest(database_path(folder)) == before


# --- map files ---------------------------------------------------------------------------------------

MAP_HEAD = 'format = "gm-desk-map"\nversion = 1\nname = "Street"\n'


def map_file(folder: Path, name: str, zones: list[tuple[str, str]], extra: str = "") -> Path:
    path = folder / name
    body = "".join(f'[[zones]]\nid = "{zone}"\nname = "{title}"\n{extra}' for zone, title in zones)
    path.write_text(MAP_HEAD + body, encoding="utf-8")
    return path


def test_a_map_with_a_400_digit_coordinate_is_refused_in_words(store, tmp_path: Path) -> None:
    path = map_file(tmp_path, "huge.toml", [("a", "A")], f"rect = [{'9' * 400}, 0, 10, 10]\n")
    with pytest.raises(InvalidValueError) as refused:
        map_store.import_map(path)
    assert str(refused.value).startswith("huge.toml: zones[0].rect: must be [x, y, width, height]")
    assert map_store.list_maps() == []


@posix_only
def test_a_map_file_that_is_a_fifo_is_refused_without_blocking(store, tmp_path: Path) -> None:
    with fifo(tmp_path / "street.toml") as path, pytest.raises(InvalidValueError) as refused:
        map_store.import_map(path)
    assert str(refused.value) == (
        "street.toml: is not a regular file but a named pipe (FIFO); GM Desk reads only ordinary files."
    )
    assert map_store.list_maps() == []


CAFE_NFC, CAFE_NFD = unicodedata.normalize("NFC", "café"), unicodedata.normalize("NFD", "café")


def test_one_zone_id_written_two_ways_is_one_zone(store, tmp_path: Path) -> None:
    path = map_file(tmp_path, "twice.toml", [(CAFE_NFC, "Terrace"), (CAFE_NFD, "Inside")])
    with pytest.raises(InvalidValueError, match=r"twice\.toml: zones\[1\]\.id: the zone id .* is used twice"):
        map_store.import_map(path)
    assert map_store.list_maps() == []


def test_a_map_with_decomposed_ids_stamps_an_encounter_the_gate_accepts(store, tmp_path: Path) -> None:
    path = map_file(tmp_path, "street.toml", [(CAFE_NFD, "Café"), ("rue", "Rue")])
    zone_map = map_store.import_map(path).map
    assert zone_map.zone_ids() == [CAFE_NFC, "rue"]
    setup = stamp(zone_map, demo_setup_for("glowlands"), None).setup
    doc = {"format": "gm-desk-encounter", "version": 1, "setup": setup, "log": []}
    raw = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    enc = encounter_from_document(document_from_bytes(raw, "stamped.json"), "stamped.json")
    assert list(enc.state.zones.zones) == [CAFE_NFC, "rue"]


# --- difficulty in bounded time ----------------------------------------------------------------------


def crowded(system: str, count: int) -> dict:
    """The system's demo with its combatants copied until there are ``count`` of them."""
    setup = demo_setup_for(system)
    people = setup["combatants"]
    setup["combatants"] = []
    for index in range(count):
        person = copy.deepcopy(people[index % len(people)])
        person.update(id=f"{person['id']}_{index}", name=f"{person['name']} {index}")
        person.pop("group", None)
        person.pop("engaged", None)
        setup["combatants"].append(person)
    setup.pop("groups", None)
    return setup


def test_difficulty_of_1000_combatants_says_why_not_before_playing(tmp_path: Path, capsys) -> None:
    doc = {"format": "gm-desk-encounter", "version": 1, "setup": crowded("factions", 1000), "log": []}
    path = written(tmp_path, "horde.json", doc)
    assert refused(capsys, cli.difficulty_main([str(path), "--fights", "1"])) == (
        "gm-desk difficulty: 1000 combatants are too many for the simulation to play even one fight in "
        "reasonable time: it plays encounters of at most 118 combatants."
    )


def test_difficulty_of_100_combatants_plays_only_what_fits(tmp_path: Path, capsys) -> None:
    doc = {"format": "gm-desk-encounter", "version": 1, "setup": crowded("factions", 100), "log": []}
    path = written(tmp_path, "crowd.json", doc)
    assert refused(capsys, cli.difficulty_main([str(path)])) == (
        "gm-desk difficulty: 100 combatants are too many to play 1000 fights of in reasonable time: the "
        "simulation plays at most 2 fights of an encounter this large. Ask for fewer with --fights."
    )


# --- the campaign an import goes to, and names said back ---------------------------------------------


def test_a_campaign_name_the_names_rule_refuses_is_refused_before_the_data_file_opens(
    tmp_path: Path, capsys
) -> None:
    folder = tmp_path / "new"
    path = written(tmp_path, "fight.json", GOOD)
    code = cli.import_main([str(path), "--campaign", "Tues\u200bday", "--data-dir", str(folder)])
    assert refused(capsys, code) == (
        "gm-desk import-encounter: The campaign name contains U+200B ZERO WIDTH SPACE (an "
        "invisible character), which a name may not hold. Nothing was imported."
    )
    assert not folder.exists()


def test_a_campaign_of_another_system_is_refused_in_words(
    tmp_path: Path, data_folder: tuple[Path, str], capsys
) -> None:
    folder, _before = data_folder
    store = open_store(database_path(folder))
    try:
        repo.create_campaign("Glow nights", "glowlands")
    finally:
        store.close()
    before = content_digest(database_path(folder))
    doc = {"format": "gm-desk-encounter", "version": 1, "setup": demo_setup_for("teams"), "log": []}
    path = written(tmp_path, "teams.json", doc)
    code = cli.import_main([str(path), "--campaign", "glow NIGHTS", "--data-dir", str(folder)])
    assert refused(capsys, code) == (
        "gm-desk import-encounter: The campaign 'Glow nights' plays Threat & Retaliation, and this file "
        "holds a fight of Alternating Teams: nothing was imported. Name a campaign of Alternating Teams, "
        "or a new one (it is made with that system)."
    )
    assert content_digest(database_path(folder)) == before


def test_a_file_name_reaches_the_terminal_without_its_escape_sequences(tmp_path: Path, capsys) -> None:
    path = written(tmp_path, "\x1b[2J\x1b]0;owned\x07.json", NULL_ZONES)
    line = refused(capsys, cli.difficulty_main([str(path)]))
    assert "\x1b" not in line and "\x07" not in line
    assert (
        line
        == "gm-desk difficulty: ?[2J?]0;owned?.json: setup.zones: must not be null: leave the field out instead."
    )


def test_a_number_the_data_file_cannot_keep_is_refused_by_the_gate_for_every_verb(
    tmp_path: Path, data_folder: tuple[Path, str], capsys
) -> None:
    """Found by the fuzz test: import-encounter refused it only when storing, difficulty played it."""
    folder, before = data_folder
    doc = copy.deepcopy(GOOD)
    doc["setup"]["options"] = {"crit_margin": 2**64}
    path = written(tmp_path, "big.json", doc)
    words = "big.json: setup.options.crit_margin: holds a whole number of 20 digits, too large for GM Desk."
    assert refused(capsys, cli.difficulty_main([str(path)])) == f"gm-desk difficulty: {words}"
    code = cli.import_main([str(path), "--data-dir", str(folder)])
    assert refused(capsys, code) == f"gm-desk import-encounter: {words} Nothing was imported."
    assert digest(database_path(folder)) == before
