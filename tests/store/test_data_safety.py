"""Promises of "nothing a GM prepared is ever lost" that the other store tests leave open.

- A damaged file (flipped bytes, truncated, not SQLite) and a file that lost its WAL are each set
  aside untouched, explained, and come with the newest good backup to restore.
- The WAL guard never raises a false alarm (clean close, crash with the WAL kept, long sessions).
- Automatic backups: made on open (once a day) and while running (only after changes), verified
  before anything older is deleted, pruned by the policy; imports back the file up first.
- A real I/O error is reported and the earlier rows stay; a lock left by a killed GM Desk is taken over.
- A 5 MB hostile pack costs bounded memory; exported packs stay in the chosen folder.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tracemalloc
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from gm_desk.store import (
    DATABASE_FILENAME,
    SCHEMA_VERSION,
    NewerSchemaError,
    StoreError,
    bulk_insert_creatures,
    count_creatures,
    create_campaign,
    list_backups,
    list_campaigns,
    transaction,
    wal_guard,
)
from gm_desk.store import backup as backup_module
from gm_desk.store.auto_backup import REASON_DAILY, REASON_RUNNING, AutoBackup, import_with_backup
from gm_desk.store.backup import BackupInfo, make_backup, unpack_backup
from gm_desk.store.backup_policy import BackupPolicy
from gm_desk.store.errors import DamagedDatabaseError
from gm_desk.store.files import side_files
from gm_desk.store.intake.packs import MAX_PACK_BYTES, PackError, export_pack, import_pack_file, load_pack
from gm_desk.store.recovery import (
    REASON_FOUND_WITHOUT_WAL,
    good_backups,
    newest_good_backup,
    open_with_recovery,
    recovery_offer,
    restore_in_place,
    restore_latest,
)
from tests.conftest import BESTIARY_DIR, PROJECT_ROOT

from .helpers import make_v1_file, query, sha256
from .test_connection import DAMAGE


def _names() -> list[str]:
    return [campaign.name for campaign in list_campaigns()]


def _creatures(count: int, prefix: str = "Wolf") -> list[dict]:
    return [
        {"ruleset": "glowlands", "name": f"{prefix} {n}", "statblock": {"threat": n}} for n in range(count)
    ]


def _prepared_file(db_path: Path) -> Path:
    """A closed data file with a GM's prep, a verified backup of it, and one more change after that."""
    with open_with_recovery(db_path) as store:
        create_campaign("Ember Road", "glowlands")
        bulk_insert_creatures(_creatures(200))
        backup = store.backup("manual")
        create_campaign("Added after the backup", "glowlands")
    return backup


def _spawn(code: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT), "QT_QPA_PLATFORM": "offscreen"},
    )


def _kill_after_first_line(child: subprocess.Popen[str]) -> str:
    line = child.stdout.readline().strip()  # type: ignore[union-attr]
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert line, child.stderr.read()  # type: ignore[union-attr]
    return line


# ------------------------------------------------------------------------------ damaged data files


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_file_is_kept_aside_explained_and_its_backup_offered(db_path: Path, damage) -> None:
    backup = _prepared_file(db_path)
    damage(db_path)
    damaged = sha256(db_path)

    store = open_with_recovery(db_path)
    try:
        moved = store.report.moved_aside
        assert moved is not None and sha256(moved) == damaged  # kept, byte for byte
        assert "damaged" in store.report.messages[0] or "not a GM Desk data file" in store.report.messages[0]
        assert moved.name in store.report.messages[0]
        offer = recovery_offer(store)
        assert offer is not None and offer.moved_aside == moved
        assert offer.backups[0].path == backup and offer.what_happened == store.report.messages[0]
        assert offer.backups[0].summary == "200 creatures, 1 campaign, 0 encounters"

        restore_in_place(store, backup)

        assert _names() == ["Ember Road"] and count_creatures() == 200
        assert store.report.moved_aside is None  # the reopened file's own report
    finally:
        store.close()
    assert sha256(moved) == damaged


def test_a_file_copied_without_its_wal_is_set_aside_with_a_copy_of_what_it_holds(tmp_path: Path) -> None:
    here = tmp_path / "here" / DATABASE_FILENAME
    elsewhere = tmp_path / "elsewhere" / DATABASE_FILENAME
    with open_with_recovery(here) as store:
        create_campaign("Ember Road", "glowlands")
        wal_guard.refresh(store.database)  # the minute tick: Ember Road is now in the main file
        create_campaign("Still only in the WAL", "glowlands")
        elsewhere.parent.mkdir()
        shutil.copyfile(here, elsewhere)  # a sync tool that copies the main file alone
        copied = sha256(elsewhere)

    store = open_with_recovery(elsewhere)
    try:
        report = store.report
        assert report.moved_aside is not None and report.moved_aside.name.startswith(
            f"{DATABASE_FILENAME}.incomplete-"
        )
        assert sha256(report.moved_aside) == copied
        assert report.problem == "its journal file (-wal) is missing"
        assert (
            "lost its journal file" in report.messages[0] and "may be missing from it" in report.messages[0]
        )
        assert report.moved_aside.name in report.messages[0]
        assert _names() == []  # a new, empty file
        offer = recovery_offer(store)
        assert offer is not None and offer.backups[0].reason == REASON_FOUND_WITHOUT_WAL
        assert offer.backups[0].summary == "0 creatures, 1 campaign, 0 encounters"

        restore_in_place(store, offer.backups[0].path)

        assert _names() == ["Ember Road"]
    finally:
        store.close()
    # Restored and closed cleanly: the next start is a normal one.
    with open_with_recovery(elsewhere) as again:
        assert again.report.moved_aside is None and _names() == ["Ember Road"]


CHILD_WRITES_THEN_WAITS = """
import sys, time
from pathlib import Path
from gm_desk.store import create_campaign
from gm_desk.store.recovery import open_with_recovery
open_with_recovery(Path(sys.argv[1]))
create_campaign("Written just before the kill", "glowlands")
print("committed", flush=True)
time.sleep(120)
"""


@pytest.mark.slow
def test_a_killed_session_whose_wal_is_lost_is_detected(db_path: Path) -> None:
    backup = _prepared_file(db_path)
    _kill_after_first_line(_spawn(CHILD_WRITES_THEN_WAITS, str(db_path)))
    wal = side_files(db_path)[0]
    assert wal.exists() and wal.stat().st_size > 0
    wal.unlink()  # the commit made just before the kill is gone with it

    store = open_with_recovery(db_path)
    try:
        assert store.report.moved_aside.name.startswith(f"{DATABASE_FILENAME}.incomplete-")
        offer = recovery_offer(store)
        found, older = offer.backups[0], offer.backups[1]
        assert found.reason == REASON_FOUND_WITHOUT_WAL and older.path == backup
        restore_in_place(store, found.path)
        # Everything up to the session's start is back; the commit in the lost WAL is not.
        assert sorted(_names()) == ["Added after the backup", "Ember Road"]
    finally:
        store.close()


@pytest.mark.slow
def test_a_killed_session_with_its_wal_kept_recovers_silently(db_path: Path) -> None:
    _prepared_file(db_path)
    _kill_after_first_line(_spawn(CHILD_WRITES_THEN_WAITS, str(db_path)))

    with open_with_recovery(db_path) as store:
        assert store.report.moved_aside is None and store.report.messages == ()
        assert "Written just before the kill" in _names()


def test_the_guard_raises_no_alarm_after_clean_closes_and_long_sessions(db_path: Path) -> None:
    for session in range(3):
        with open_with_recovery(db_path) as store:
            for tick in range(5):
                bulk_insert_creatures(_creatures(400, f"Session {session} tick {tick}"))  # autocheckpoints
                assert wal_guard.refresh(store.database)
        assert wal_guard.lost_wal(db_path) is None
        assert query(db_path, "SELECT count(*) FROM store_meta WHERE key = ?", wal_guard.MARK_KEY) == [(0,)]

    with open_with_recovery(db_path) as store:
        assert store.report.moved_aside is None and count_creatures() == 6000


def test_while_open_the_main_file_alone_reads_as_incomplete(db_path: Path) -> None:
    with open_with_recovery(db_path) as store:
        create_campaign("Ember Road", "glowlands")
        with transaction():
            assert not wal_guard.refresh(store.database)  # never inside someone's transaction
        lone = db_path.with_name("lone.sqlite3")
        shutil.copyfile(db_path, lone)
        assert wal_guard.lost_wal(lone) is not None
        assert wal_guard.lost_wal(db_path) is None  # its -wal is right there


def test_the_guard_leaves_newer_and_foreign_files_to_open_store(db_path: Path) -> None:
    make_v1_file(db_path)
    with closing(sqlite3.connect(db_path)) as connection:
        connection.execute("INSERT INTO store_meta VALUES (?, 'x')", (wal_guard.MARK_KEY,))
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        connection.commit()
    before = sha256(db_path)

    with pytest.raises(NewerSchemaError):
        open_with_recovery(db_path)
    assert sha256(db_path) == before


# ------------------------------------------------------------------------------ finding good backups


def _fake_backup(folder: Path, stamp: str, reason: str, content: bytes | Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    packed = isinstance(content, Path) and content.name.endswith(".zip")
    path = folder / f"gm_desk-{stamp}-000000-{reason}.sqlite3{'.zip' if packed else ''}"
    if isinstance(content, Path):
        shutil.copyfile(content, path)
    else:
        path.write_bytes(content)
    return path


def test_the_newest_good_backup_skips_damaged_empty_newer_and_foreign_ones(store, tmp_path: Path) -> None:
    create_campaign("Ember Road", "glowlands")
    good = store.backup("manual")
    newer = tmp_path / "newer.sqlite3"
    unpack_backup(good, newer)
    with closing(sqlite3.connect(newer)) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    foreign = tmp_path / "foreign.sqlite3"
    with closing(sqlite3.connect(foreign)) as connection:
        connection.execute("CREATE TABLE campaign (name TEXT)")
        connection.execute("INSERT INTO campaign VALUES ('not ours')")
        connection.commit()
    flipped = tmp_path / "flipped.sqlite3"
    unpack_backup(good, flipped)
    DAMAGE["flipped bytes in a page"](flipped)
    folder = store.backup_dir
    _fake_backup(folder, "29991231-235959", "damaged", os.urandom(8192))
    _fake_backup(folder, "29991231-235958", "flipped", flipped)
    _fake_backup(folder, "29991231-235957", "newer", newer)
    _fake_backup(folder, "29991231-235956", "foreign", foreign)

    assert len(list_backups(folder)) == 5
    assert newest_good_backup(folder).path == good
    assert [info.path for info in good_backups(folder)] == [good]


def test_no_good_backup_means_no_offer(db_path: Path) -> None:
    db_path.write_bytes(os.urandom(8192))

    with open_with_recovery(db_path) as store:
        assert store.report.moved_aside is not None
        assert newest_good_backup(store.backup_dir) is None and recovery_offer(store) is None


def test_an_empty_backup_is_not_offered(store) -> None:
    store.backup("of an empty file")
    assert list_backups(store.backup_dir) and newest_good_backup(store.backup_dir) is None


def test_restore_latest_puts_the_newest_good_backup_back(db_path: Path) -> None:
    backup = _prepared_file(db_path)

    restored, safety = restore_latest(db_path)

    assert restored.path == backup and "before-restore" in safety.name
    with open_with_recovery(db_path):
        assert _names() == ["Ember Road"]


def test_a_refused_restore_reopens_the_file_as_it_was(store, tmp_path: Path) -> None:
    create_campaign("Ember Road", "glowlands")
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(os.urandom(8192))

    with pytest.raises(DamagedDatabaseError):
        restore_in_place(store, junk)

    assert not store.closed and _names() == ["Ember Road"]


# ------------------------------------------------------------------------------ the backup policy


def _info(created: datetime, name: str = "", problem: str | None = None) -> BackupInfo:
    path = Path(name or f"gm_desk-{created:%Y%m%d-%H%M%S}-000000-x.sqlite3")
    return BackupInfo(path, created, "x", 1, problem=problem)


NOW = datetime(2026, 5, 12, 14, 30)


def test_the_policy_makes_one_backup_a_day_on_open() -> None:
    policy = BackupPolicy()
    assert policy.due_on_open(NOW, [])
    assert policy.due_on_open(NOW, [_info(NOW - timedelta(days=1))])
    assert not policy.due_on_open(NOW, [_info(NOW.replace(hour=0, minute=1))])


def test_the_policy_backs_up_while_running_only_after_changes_and_the_interval() -> None:
    policy = BackupPolicy(every=timedelta(minutes=30))
    assert not policy.due_while_running(NOW, None, changed=False)
    assert policy.due_while_running(NOW, None, changed=True)
    assert not policy.due_while_running(NOW, NOW - timedelta(minutes=29), changed=True)
    assert policy.due_while_running(NOW, NOW - timedelta(minutes=30), changed=True)
    assert policy.due_while_running(NOW, NOW + timedelta(hours=2), changed=True)  # clock set back
    with pytest.raises(ValueError):
        BackupPolicy(keep_recent=0)
    with pytest.raises(ValueError):
        BackupPolicy(every=timedelta(0))


def test_the_policy_keeps_the_recent_ones_and_one_per_day() -> None:
    policy = BackupPolicy(keep_recent=3, keep_days=4)
    today = [_info(NOW - timedelta(minutes=30 * n)) for n in range(6)]  # 14:30 back to 12:00
    earlier = [_info(NOW - timedelta(days=d, hours=h)) for d in (1, 2, 5, 9) for h in (1, 3)]
    unreadable_newest_of_day_2 = _info(NOW - timedelta(days=2), "gm_desk-broken.sqlite3", problem="bad")

    deleted = set(policy.to_delete([*earlier, unreadable_newest_of_day_2, *today]))

    kept = {info.path for info in [*today, *earlier, unreadable_newest_of_day_2]} - deleted
    assert kept == {
        today[0].path,  # the three newest...
        today[1].path,
        today[2].path,
        earlier[0].path,  # ...and the newest readable one of each of the three days before (4 days in all)
        earlier[2].path,
        earlier[4].path,
    }
    assert policy.max_files == 7


# ------------------------------------------------------------------------------ automatic backups


def _later(minutes: int):
    return lambda: datetime.now() + timedelta(minutes=minutes)


def test_the_first_open_of_the_day_is_backed_up_once(store) -> None:
    auto = AutoBackup(store)
    assert auto.on_open() is None  # nothing in the file yet: nothing to keep

    create_campaign("Ember Road", "glowlands")
    made = auto.on_open()

    assert made is not None and REASON_DAILY.replace(",", "").replace(" ", "-") in made.name
    assert query(made, "SELECT name FROM campaign") == [("Ember Road",)]
    assert auto.on_open() is None  # once a day


def test_while_running_a_backup_follows_changes_and_the_interval(store) -> None:
    create_campaign("Ember Road", "glowlands")
    store.backup("manual")
    soon, later = AutoBackup(store, clock=_later(5)), AutoBackup(store, clock=_later(31))

    assert later.tick() is None  # nothing changed since the backup
    create_campaign("Wolf den", "glowlands")
    assert soon.tick() is None  # changed, but the last backup is only five minutes old
    made = later.tick()

    assert made is not None and "automatic-while-running" in made.name
    assert query(made, "SELECT count(*) FROM campaign") == [(2,)]
    assert later.tick() is None  # the guard's own writes are not changes
    with transaction():
        create_campaign("Half-way through an import", "glowlands")
        assert AutoBackup(store, clock=_later(120)).tick() is None


def test_automatic_backups_are_pruned_by_the_policy_after_the_new_one_is_verified(store) -> None:
    create_campaign("Ember Road", "glowlands")
    source = store.backup("manual")
    for days_ago in range(1, 6):
        stamp = (datetime.now() - timedelta(days=days_ago)).strftime("%Y%m%d-%H%M%S")
        _fake_backup(store.backup_dir, stamp, "daily-on-open", source)
    auto = AutoBackup(store, BackupPolicy(keep_recent=2, keep_days=3))

    made = auto.backup(REASON_RUNNING)

    kept = [info.path for info in list_backups(store.backup_dir)]
    # The two newest (today), then the newest of the two days before them: three days in all.
    assert kept[:2] == [made, source] and len(kept) == 4
    assert [info.created.date() for info in list_backups(store.backup_dir)][2:] == [
        (datetime.now() - timedelta(days=1)).date(),
        (datetime.now() - timedelta(days=2)).date(),
    ]


def test_a_backup_is_reopened_and_checked_before_any_older_one_is_dropped(store, monkeypatch) -> None:
    create_campaign("Ember Road", "glowlands")
    older = [store.backup(f"old {n}") for n in range(3)]
    real_verify = backup_module.verify_database
    seen: list[tuple[str, list[str]]] = []

    def spying_verify(path: Path) -> int:
        seen.append((path.name, sorted(p.name for p in store.backup_dir.iterdir())))
        return real_verify(path)

    monkeypatch.setattr(backup_module, "verify_database", spying_verify)
    made = make_backup(store.path, store.backup_dir, "new", keep=3)

    ((checked, present),) = seen
    assert checked == made.name.removesuffix(".zip") + ".partial"  # the copy, checked before it is packed
    assert set(present) >= {p.name for p in older}  # every older one still there while it is checked
    assert [info.path for info in list_backups(store.backup_dir)] == [made, older[2], older[1]]

    def failing_verify(path: Path) -> int:
        raise DamagedDatabaseError(f"{path.name} failed its integrity check (test).")

    monkeypatch.setattr(backup_module, "verify_database", failing_verify)
    before = sorted(p.name for p in store.backup_dir.iterdir())
    with pytest.raises(DamagedDatabaseError):
        AutoBackup(store).backup(REASON_RUNNING)
    assert sorted(p.name for p in store.backup_dir.iterdir()) == before  # nothing dropped, no partial left


def test_an_import_backs_up_the_file_first(store) -> None:
    create_campaign("Ember Road", "glowlands")
    pack = load_pack(BESTIARY_DIR / "glowlands_core.toml")

    report = import_with_backup(pack)

    (info,) = list_backups(store.backup_dir)
    assert info.reason.startswith("before import of ")
    assert info.creatures == 0 and info.campaigns == 1  # the file as it was before the import
    assert report.added == len(pack.creatures) == count_creatures()


def test_no_backup_no_import(store, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the backups folder should be")
    pack = load_pack(BESTIARY_DIR / "glowlands_core.toml")

    with pytest.raises(StoreError, match="GM Desk could not back up your data first"):
        import_with_backup(pack, backup_dir=blocker)

    assert count_creatures() == 0


# ------------------------------------------------------------------------------ I/O errors, the lock

CHILD_HITS_AN_IO_ERROR = """
import resource, signal, sys
from pathlib import Path
from gm_desk.store import open_store, bulk_insert_creatures, StoreError
path = Path(sys.argv[1])
store = open_store(path)
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
limit = max(p.stat().st_size for p in path.parent.iterdir() if p.is_file()) + 65536
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.RLIM_INFINITY))
rows = [{"ruleset": "glowlands", "name": f"Late {n}", "statblock": {"lore": "x" * 1000}} for n in range(3000)]
try:
    bulk_insert_creatures(rows)
    print("accepted")
except StoreError as error:
    print(type(error).__name__, "|", error)
"""


@pytest.mark.slow
def test_a_real_io_error_is_reported_and_the_earlier_rows_stay(db_path: Path) -> None:
    with open_with_recovery(db_path):
        create_campaign("Ember Road", "glowlands")
        bulk_insert_creatures(_creatures(300))

    child = _spawn(CHILD_HITS_AN_IO_ERROR, str(db_path))
    out, err = child.communicate(timeout=120)

    kind, _, message = out.strip().partition(" | ")
    assert kind == "StoreIOError", out + err
    assert "could not read or write its data file" in message and "disk I/O error" in message
    assert query(db_path, "PRAGMA integrity_check") == [("ok",)]
    with open_with_recovery(db_path) as store:
        assert store.report.moved_aside is None
        assert count_creatures() == 300 and _names() == ["Ember Road"]


CHILD_HOLDS_THE_LOCK = """
import sys, time
from pathlib import Path
from gm_desk.instance_lock import single_instance_lock
lock = single_instance_lock(Path(sys.argv[1]))
print("locked" if lock is not None else "refused", flush=True)
time.sleep(120)
"""


@pytest.mark.slow
def test_the_lock_of_a_killed_gm_desk_is_taken_over(qapp, data_dir: Path) -> None:
    from gm_desk.instance_lock import single_instance_lock

    child = _spawn(CHILD_HOLDS_THE_LOCK, str(data_dir))
    try:
        assert child.stdout.readline().strip() == "locked"  # type: ignore[union-attr]
        assert single_instance_lock(data_dir) is None  # its owner is alive: refused
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)

    lock = single_instance_lock(data_dir)
    assert lock is not None, "the lock of a killed process must be taken over"
    lock.unlock()


# ------------------------------------------------------------------------------ packs in and out

HEADER_JSON = b'{"pack": {"name": "H", "ruleset": "glowlands", "format": 1}, "creatures": ['
HEADER_TOML = b'[pack]\nname = "H"\nruleset = "glowlands"\nformat = 1\n'
ROOM = MAX_PACK_BYTES - 256

# The worst cases measured: a few bytes of text per Python object the parser must build. Each is
# just under the 5 MB size limit, so the parser must read it to the end before it can refuse it.
HOSTILE_5MB = {
    "million_empty_creatures.json": HEADER_JSON + b"{}," * ((ROOM - len(HEADER_JSON)) // 3) + b"{}]}",
    "million_inline_tables.toml": HEADER_TOML
    + b"x = ["
    + b"{}," * ((ROOM - len(HEADER_TOML)) // 3)
    + b"{}]\n",
}
# Measured peak: ~245 MB for either (Python objects cost ~47 times their text). The bound is generous
# and about bytes, never time: it catches a parser that keeps copies or grows faster than the file.
PEAK_BOUND = 64 * MAX_PACK_BYTES


@pytest.mark.slow
@pytest.mark.parametrize("name", HOSTILE_5MB)
def test_a_5mb_hostile_pack_is_refused_within_bounded_memory(name: str, store, tmp_path: Path) -> None:
    raw = HOSTILE_5MB[name]
    assert MAX_PACK_BYTES - 1024 < len(raw) <= MAX_PACK_BYTES
    path = tmp_path / name
    path.write_bytes(raw)

    tracemalloc.start()
    try:
        with pytest.raises(PackError) as refused:
            import_pack_file(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()

    assert peak < PEAK_BOUND, f"{peak / 1e6:.0f} MB to refuse a {len(raw) / 1e6:.1f} MB file"
    assert name in str(refused.value) and len(str(refused.value)) < 4000
    assert count_creatures() == 0


HOSTILE_NAMES = ["../x", "../../outside", "CON", "a/b", "x" * 300, "\u202eevil", "..", "C:\\x\\y", "nul.txt"]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_an_export_named_after_a_hostile_pack_name_stays_in_the_chosen_folder(
    name: str, fmt: str, tmp_path: Path
) -> None:
    chosen = tmp_path / "chosen"
    chosen.mkdir()
    creatures = load_pack(BESTIARY_DIR / "cards_core.toml").creatures

    written = export_pack(creatures, chosen, fmt, pack_name=name)

    assert written.parent == chosen and written.resolve().parent == chosen.resolve()
    assert [p.name for p in tmp_path.iterdir()] == ["chosen"]  # nothing beside the chosen folder
    assert [p.name for p in chosen.iterdir()] == [written.name]  # no sub-folder, no temporary file
    assert len(written.name) <= 120 and "\u202e" not in written.name and "/" not in written.name
    assert load_pack(written).creatures == creatures


@pytest.mark.parametrize("name", ["CON", "\u202eevil", "..", "nul.txt", "a:b*c?"])
def test_an_export_to_a_hostile_file_name_stays_in_the_chosen_folder(name: str, tmp_path: Path) -> None:
    chosen = tmp_path / "chosen"
    chosen.mkdir()
    creatures = load_pack(BESTIARY_DIR / "cards_core.toml").creatures

    written = export_pack(creatures, chosen / f"{name}.toml")

    assert written.parent == chosen and [p.name for p in chosen.iterdir()] == [written.name]


@pytest.mark.parametrize("name", ["../x", "x" * 300])
def test_an_export_path_with_a_hostile_file_name_stays_in_the_chosen_folder(
    name: str, tmp_path: Path
) -> None:
    chosen = tmp_path / "chosen"
    chosen.mkdir()
    creatures = load_pack(BESTIARY_DIR / "cards_core.toml").creatures

    written = export_pack(creatures, chosen / f"{name}.toml")

    assert written.resolve().parent == chosen.resolve()


# ------------------------------------------------------------------------------ restoring by hand


def test_restore_backup_on_the_command_line(qapp, data_dir: Path, capsys) -> None:
    from gm_desk.app import main
    from gm_desk.instance_lock import single_instance_lock

    db_path = data_dir / DATABASE_FILENAME
    backup = _prepared_file(db_path)
    junk = data_dir / "junk.sqlite3"
    junk.write_bytes(os.urandom(8192))

    held = single_instance_lock(data_dir)
    try:
        assert main(["--data-dir", str(data_dir), "--restore-backup", str(backup)]) == 3
    finally:
        held.unlock()
    assert "close it, then restore" in capsys.readouterr().err
    assert main(["--data-dir", str(data_dir), "--restore-backup", str(junk)]) == 2
    assert "the backup was not restored" in capsys.readouterr().err

    assert main(["--data-dir", str(data_dir), "--restore-backup", str(backup)]) == 0

    said = capsys.readouterr().out
    assert said.startswith(f"Restored {backup}") and "before-restore" in said
    with open_with_recovery(db_path) as store:
        assert store.report.moved_aside is None and _names() == ["Ember Road"]
