"""Log entries keep the time they were made (schema version 6): an older file upgrades with every entry
kept and no time made up; the time survives undo, redo, resume, replay and an encounter file; a file or
a row whose time does not read as one gives an unknown time, never a failure."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.encounter_file import to_document
from gm_desk.rules.engine import Encounter
from gm_desk.rules.log_time import checked, now_text, parsed
from gm_desk.rules.tx import Entry
from gm_desk.store import DATABASE_FILENAME, load_log, load_undone, open_store
from gm_desk.store.autosave import resume, save_applied, save_undo
from gm_desk.store.campaigns import create_campaign, create_encounter
from gm_desk.store.encounter_files import export_document, import_encounter_file
from gm_desk.store.migrations import SCHEMA_VERSION

from .fixtures import make_fixtures
from .helpers import query

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _copy(version: int, tmp_path: Path) -> Path:
    target = tmp_path / f"v{version}" / DATABASE_FILENAME
    target.parent.mkdir()
    shutil.copyfile(FIXTURES / f"schema_v{version}.sqlite3", target)
    return target


def test_a_version_5_file_upgrades_keeping_every_entry_with_no_time(tmp_path: Path) -> None:
    path = _copy(5, tmp_path)
    rows = query(path, "SELECT id, encounter_id, seq, command, events, undone FROM encounter_entry ORDER BY id")
    with open_store(path) as store:
        assert store.report.upgraded_from == 5
        backup = store.report.backup
        assert [entry.made_at for entry in load_log(1)] == [None, None, None]
        assert [entry.made_at for entry in load_undone(1)] == [None]
        fight = resume(1)
        assert [entry.made_at for entry in fight.log] == [None, None, None]
        assert [entry.made_at for entry in fight.redo_stack] == [None]
    assert query(path, "SELECT id, encounter_id, seq, command, events, undone FROM encounter_entry ORDER BY id") == rows
    assert query(path, "SELECT made_at FROM encounter_entry") == [(None,)] * 4
    assert backup is not None and "before-upgrade" in backup.name
    assert query(backup, "PRAGMA user_version") == [(5,)]
    assert "made_at" not in {row[1] for row in query(backup, "PRAGMA table_info(encounter_entry)")}


def test_a_version_6_file_gives_back_its_times_and_an_unknown_one(tmp_path: Path) -> None:
    path = _copy(6, tmp_path)
    with open_store(path) as store:
        assert store.report.upgraded_from == (6 if SCHEMA_VERSION > 6 else None)  # times kept either way
        assert [entry.made_at for entry in load_log(1)] == make_fixtures.MADE_AT[:3]
        fight = resume(1)
        assert [entry.made_at for entry in fight.log] == make_fixtures.MADE_AT[:3]
        assert [entry.made_at for entry in fight.redo_stack] == make_fixtures.MADE_AT[3:]


def _ticking() -> tuple[list[str], object]:
    times = [f"2026-11-27T20:{minute:02d}:00.000000+00:00" for minute in range(60)]
    it = iter(times)
    return times, lambda: next(it)


def test_undo_redo_resume_and_replay_keep_the_original_times(store) -> None:
    campaign = create_campaign("Times", ruleset="teams")
    record = create_encounter(campaign.id, "Clocked", "teams", demo_setup_for("teams"), {})
    times, clock = _ticking()
    enc = Encounter(record.setup, clock=clock)
    for text in ("one", "two", "three"):
        enc.apply({"type": "gm.note", "args": {"text": text}})
        save_applied(record.id, enc, drop_tail=False)
    assert [entry.made_at for entry in enc.log] == times[:3]
    save_undo(record.id, 3, True)
    undone = enc.undo()
    assert undone is not None and undone.made_at == times[2]
    save_undo(record.id, 3, False)
    redone = enc.redo()
    assert redone is not None and redone.made_at == times[2]  # not stamped again
    again = resume(record.id)
    assert [entry.made_at for entry in again.log] == times[:3]
    replayed = Encounter.from_log(record.setup, again.log, redecide=True)
    assert [entry.made_at for entry in replayed.log] == times[:3]


def test_an_encounter_file_carries_the_times_and_one_without_them_imports(store, tmp_path: Path) -> None:
    campaign = create_campaign("Files", ruleset="teams")
    record = create_encounter(campaign.id, "Clocked", "teams", demo_setup_for("teams"), {})
    times, clock = _ticking()
    enc = Encounter(record.setup, clock=clock)
    for text in ("one", "two"):
        enc.apply({"type": "gm.note", "args": {"text": text}})
        save_applied(record.id, enc, drop_tail=False)
    document = export_document(record.id)
    assert [entry["at"] for entry in document["log"]] == times[:2]
    assert to_document(enc)["log"][0]["at"] == times[0]

    with_times = tmp_path / "with.json"
    with_times.write_text(json.dumps(document), encoding="utf-8")
    imported = import_encounter_file(with_times, campaign_id=campaign.id)
    assert [entry.made_at for entry in load_log(imported.encounter_id)] == times[:2]

    for entry in document["log"]:
        del entry["at"]
    document["log"][1]["at"] = "yesterday, around tea"  # a corrupt time is an unknown one
    without = tmp_path / "without.json"
    without.write_text(json.dumps(document), encoding="utf-8")
    imported = import_encounter_file(without, campaign_id=campaign.id)
    assert [entry.made_at for entry in load_log(imported.encounter_id)] == [None, None]


def test_what_reads_as_a_time() -> None:
    assert parsed(now_text()) is not None
    assert checked("2026-11-27T20:00:00+00:00") == "2026-11-27T20:00:00+00:00"
    for bad in (None, 7, "", "2026-11-27T20:00:00", "not a time", "2026-13-45T99:00:00+00:00", "9" * 500):
        assert checked(bad) is None
    entry = Entry.from_dict({"command": {"type": "gm.note"}, "events": [], "at": ["odd"]})
    assert entry.made_at is None and "at" not in entry.to_dict()
