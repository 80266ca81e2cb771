"""Faults injected through real file systems, each told for what it is and leaving nothing changed.

A full disk is a small tmpfs filled to the last page; a read-only folder is a tmpfs remounted read-only;
a read-only data file is the file bind-mounted read-only over itself (root, who runs the tests here,
ignores chmod, but not a read-only mount); a crash is SIGKILL. Mounting needs root (CAP_SYS_ADMIN):
where it is refused, the tests that need it say so and are skipped. The start-up cases run the real
app in a subprocess (offscreen, quitting once loaded) and read what it wrote on stderr.

Checksums: a file that must be unchanged is compared byte for byte (sha256); a restored file by its
content (every row of every table), since a restore rewrites the pages.
"""

from __future__ import annotations

import errno
import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from gm_desk.instance_lock import (
    FolderNotWritable,
    reader_lock,
    readers_present,
    single_instance_lock,
    writer_pid,
)
from gm_desk.leftovers import leftovers, remove_leftovers
from gm_desk.paths import DATABASE_FILENAME, LOCK_NAME
from gm_desk.store import (
    DiskFullError,
    StoreError,
    bulk_insert_creatures,
    create_campaign,
    list_campaigns,
    save_creature,
)
from gm_desk.store.auto_backup import AutoBackup
from gm_desk.store.backup import list_backups, make_backup, restore_backup
from gm_desk.store.errors import NeedsRecoveryError, ReadOnlyError
from gm_desk.store.files import side_files
from gm_desk.store.records import CreatureRecord
from gm_desk.store.recovery import open_with_recovery
from tests.conftest import PROJECT_ROOT

from .helpers import sha256

pytestmark = pytest.mark.slow

# --------------------------------------------------------------------------------------- helpers


def _mount(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["mount", *args], capture_output=True, text=True, check=False)


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Callable[[int], Path]]:
    """`tmpfs(kib)`: a fresh tmpfs of that size, unmounted at the end; skips the test where mounting is
    refused (not root, no CAP_SYS_ADMIN), saying why."""
    mounted: list[Path] = []

    def mount(kib: int) -> Path:
        point = tmp_path / f"tmpfs{len(mounted)}"
        point.mkdir()
        done = _mount("-t", "tmpfs", "-o", f"size={kib}k,mode=0755", "tmpfs", str(point))
        if done.returncode != 0:
            pytest.skip(f"mounting a tmpfs was refused here ({done.stderr.strip()}): run the tests as root")
        mounted.append(point)
        return point

    yield mount
    for point in reversed(mounted):
        subprocess.run(["umount", "-l", str(point)], capture_output=True, check=False)


def _read_only_remount(point: Path) -> None:
    done = _mount("-o", "remount,ro", str(point))
    assert done.returncode == 0, done.stderr


@pytest.fixture
def read_only_bind() -> Iterator[Callable[[Path], None]]:
    """`read_only_bind(file)`: the file mounted read-only over itself (undone at the end)."""
    bound: list[Path] = []

    def bind(path: Path) -> None:
        done = _mount("--bind", str(path), str(path))
        if done.returncode != 0:
            pytest.skip(f"a bind mount was refused here ({done.stderr.strip()}): run the tests as root")
        bound.append(path)
        assert _mount("-o", "remount,bind,ro", str(path)).returncode == 0

    yield bind
    for path in reversed(bound):
        subprocess.run(["umount", str(path)], capture_output=True, check=False)


def _fill(folder: Path, leave: int = 0, name: str = "filler") -> Path:
    """Fill the disk holding `folder` to the last byte, then give `leave` bytes back."""
    filler = folder / name
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for chunk in (1 << 20, 1 << 16, 4096, 512, 1):
            while True:
                try:
                    os.write(fd, b"\0" * chunk)
                except OSError as error:
                    assert error.errno == errno.ENOSPC
                    break
        if leave:
            os.ftruncate(fd, max(0, os.fstat(fd).st_size - leave))
    finally:
        os.close(fd)
    return filler


def _content(path: Path) -> str:
    """Every row of every table of a closed data file, as one digest."""
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        return hashlib.sha256("\n".join(connection.iterdump()).encode()).hexdigest()


def _files(folder: Path) -> dict[str, str]:
    """Each file under `folder` (the lock file aside) and its sha256."""
    return {
        str(p.relative_to(folder)): sha256(p)
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != LOCK_NAME
    }


def _prepared(folder: Path, creatures: int = 50) -> Path:
    """A closed data file in `folder` with a GM's prep and one verified backup of it."""
    path = folder / DATABASE_FILENAME
    with open_with_recovery(path) as store:
        create_campaign("Ember Road", "glowlands")
        bulk_insert_creatures(
            [
                {"ruleset": "glowlands", "name": f"Wolf {n}", "statblock": {"threat": n}}
                for n in range(creatures)
            ]
        )
        store.backup("manual")
    return path


def _names() -> list[str]:
    return [campaign.name for campaign in list_campaigns()]


def _gm_desk(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """The real program in a subprocess; an app start quits once its window is loaded."""
    return subprocess.run(
        [sys.executable, "-m", "gm_desk", *args],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "GM_DESK_BENCH_EXIT": "1", **env},
    )


def _told(done: subprocess.CompletedProcess[str]) -> str:
    """The start-up lines of stderr (each begins with `gm-desk:`), as one text."""
    return "\n".join(line for line in done.stderr.splitlines() if line.startswith("gm-desk:"))


# --------------------------------------------------------------------------- 1. the disk is full


def test_a_full_disk_at_the_minute_tick_raises_no_false_alarm_afterwards(tmpfs) -> None:
    """A 400 KB change fits in the -wal but not in the main file: the minute's tick cannot checkpoint
    it and the day's backup has no room, both told in words; another change is refused; the GM frees
    space and closes; the next start finds everything, and says nothing of a lost journal."""
    folder = tmpfs(24 * 1024)
    path = folder / DATABASE_FILENAME
    store = open_with_recovery(path)
    try:
        create_campaign("Ember Road", "glowlands")
        auto = AutoBackup(store, clock=lambda: datetime.now() + timedelta(hours=1))
        auto.tick()  # the guard's mark is in the main file, its removal in the WAL; a backup is made
        filler = _fill(folder, leave=640 * 1024)
        save_creature(CreatureRecord("glowlands", "Loremaster", {"lore": os.urandom(200_000).hex()}))

        with pytest.raises(DiskFullError) as no_checkpoint:
            auto.tick()  # the guard's refresh: its checkpoint must grow the main file by 400 KB
        assert "disk is full" in str(no_checkpoint.value) and str(folder) in str(no_checkpoint.value)
        with pytest.raises(DiskFullError) as no_backup:
            auto.backup("automatic, while running")
        said = str(no_backup.value)
        assert "a backup needs about" in said and str(folder / "backups") in said and "free" in said
        with pytest.raises(DiskFullError) as refused:
            save_creature(CreatureRecord("glowlands", "Archivist", {"lore": os.urandom(400_000).hex()}))
        assert "disk is full" in str(refused.value) and str(folder) in str(refused.value)

        filler.unlink()  # the GM frees space, then closes
    finally:
        store.close()
    expected = _content(path)

    again = open_with_recovery(path)
    try:
        assert again.report.moved_aside is None and again.report.messages == ()
        assert _names() == ["Ember Road"]
    finally:
        again.close()
    assert _content(path) == expected
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        assert connection.execute("SELECT name FROM creature").fetchall() == [("Loremaster",)]
    assert not [p for p in (folder / "backups").iterdir() if p.name.endswith(".partial")]


def test_a_start_with_8_kib_free_says_the_disk_is_full_where_and_how_much(tmpfs, tmp_path: Path) -> None:
    folder = tmpfs(8 * 1024) / "data"
    folder.mkdir()
    _prepared(folder)
    before = _files(folder)
    _fill(folder.parent, leave=8 * 1024)

    done = _gm_desk("--data-dir", str(folder))

    told = _told(done)
    assert done.returncode == 2, done.stderr
    assert "disk is full" in told and str(folder) in told and "needs about" in told, told
    assert "disk I/O error" not in told and "cannot read" not in told
    assert _files(folder) == before  # nothing changed, no -shm or -wal left behind


def test_a_verb_that_meets_a_lost_journal_changes_nothing_and_the_next_start_offers_the_copy(
    tmp_path: Path,
) -> None:
    """The mark of a session in the main file and no -wal (a sync tool copied the main file alone)."""
    here, folder = tmp_path / "here" / DATABASE_FILENAME, tmp_path / "data"
    with open_with_recovery(here) as store:
        create_campaign("Ember Road", "glowlands")
        AutoBackup(store).tick()
        folder.mkdir()
        (folder / DATABASE_FILENAME).write_bytes(here.read_bytes())
    before = _files(folder)

    done = _gm_desk("export-encounter", "Anything", "-o", str(tmp_path / "x.json"), "--data-dir", str(folder))

    assert done.returncode == 2
    assert "lost its journal file" in done.stderr and "Nothing was changed" in done.stderr
    assert "Start GM Desk" in done.stderr
    assert _files(folder) == before

    started = _gm_desk("--data-dir", str(folder))

    told = _told(started)
    assert started.returncode == 0, started.stderr
    assert "lost its journal file" in told and "may be missing" in told
    assert "newest good backup" in told and "--restore-backup" in told and "found-without-its-journal" in told
    (copy,) = (b for b in list_backups(folder / "backups") if b.reason == "found without its journal")
    assert copy.campaigns == 1


# ------------------------------------------------------------------------------- 2. read-only


def test_a_read_only_data_folder_is_called_read_only_not_already_running(tmpfs) -> None:
    folder = tmpfs(16 * 1024) / "data"
    folder.mkdir()
    _prepared(folder)
    before = _files(folder)
    _read_only_remount(folder.parent)

    started = _gm_desk("--data-dir", str(folder))
    verb = _gm_desk("export-encounter", "Anything", "-o", "/dev/null", "--data-dir", str(folder))

    for done in (started, verb):
        assert done.returncode == 2, done.stderr
        assert "read-only" in done.stderr and str(folder) in done.stderr, done.stderr
        assert "already running" not in done.stderr and "GM Desk is using" not in done.stderr
    assert "gm-desk:" in _told(started) and "Remount that disk read-write" in started.stderr
    assert _files(folder) == before
    with pytest.raises(FolderNotWritable):
        single_instance_lock(folder)


def test_a_read_only_data_file_is_told_leaves_no_shm_and_works_once_fixed(
    data_dir: Path, read_only_bind
) -> None:
    path = _prepared(data_dir)
    before = _files(data_dir)
    read_only_bind(path)

    done = _gm_desk("--data-dir", str(data_dir))

    assert done.returncode == 2, done.stderr
    told = _told(done)
    assert f"The data file {path} is read-only" in told or f"GM Desk cannot write to {path}" in told, told
    assert _files(data_dir) == before
    assert not any(p.exists() for p in side_files(path))  # no -shm left to refuse writes later
    with pytest.raises(ReadOnlyError):
        open_with_recovery(path)

    subprocess.run(["umount", str(path)], check=True)  # the GM makes the file writable again
    with open_with_recovery(path) as store:
        create_campaign("Written after the fix", "glowlands")
        assert store.report.moved_aside is None
    assert "Written after the fix" in [name for (name,) in _rows(path, "SELECT name FROM campaign")]


def _rows(path: Path, sql: str) -> list[tuple]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        return connection.execute(sql).fetchall()


# ----------------------------------------------------------------------- 3. a failed backup


def test_a_failed_daily_backup_is_told_in_words_on_screen_and_stderr(qtbot, store, capfd) -> None:
    from gm_desk.ui.backups import BackupTimer

    create_campaign("Ember Road", "glowlands")
    store.backup_dir.write_text("a file where the backups folder should be")
    timer = BackupTimer(store)
    failures: list[str] = []
    timer.failed.connect(failures.append)

    assert timer.open_check() is None

    (said,) = failures
    assert said.startswith("Automatic backup failed: GM Desk could not make a backup:")
    assert f"{store.backup_dir} is a file, not a folder" in said
    err = capfd.readouterr().err
    assert f"gm-desk: {said}" in err and "Traceback" not in err
    assert store.backup_dir.read_text() == "a file where the backups folder should be"


# ------------------------------------------------------------------- 4. killed during a backup

CHILD_STOPS_IN_A_BACKUP = """
import sys, time
from pathlib import Path
from gm_desk.store import backup
from gm_desk.store.recovery import open_with_recovery

def stop_here(path):
    print("partial", path, flush=True)
    time.sleep(600)

backup.verify_database = stop_here  # the copy is written: the process is killed before it is checked
store = open_with_recovery(Path(sys.argv[1]))
store.backup("killed half-way")
"""


def test_a_backup_killed_half_way_leaves_a_partial_that_the_next_opening_removes(data_dir: Path) -> None:
    path = _prepared(data_dir)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD_STOPS_IN_A_BACKUP, str(path)],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = child.stdout.readline().split()  # type: ignore[union-attr]
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=60)
    assert line and line[0] == "partial", child.stderr.read()  # type: ignore[union-attr]
    partial = Path(line[1])
    assert partial.name.endswith(".partial") and partial.stat().st_size > 0
    assert leftovers(data_dir) == [partial]
    backups_before = [info.path for info in list_backups(data_dir / "backups")]

    done = _gm_desk("--data-dir", str(data_dir))

    assert done.returncode == 0, done.stderr
    assert not partial.exists() and leftovers(data_dir) == []
    assert [info.path for info in list_backups(data_dir / "backups")] == backups_before  # the good ones stay


def test_the_work_files_of_a_killed_restore_or_upgrade_are_removed_with_their_journals(
    data_dir: Path,
) -> None:
    junk = [
        data_dir / f"{DATABASE_FILENAME}.restoring",
        data_dir / f"{DATABASE_FILENAME}.restoring-journal",
        data_dir / f"{DATABASE_FILENAME}.upgrading",
        data_dir / "backups" / "gm_desk-20260101-120000-000000-x.sqlite3.partial",
        data_dir / "backups" / "gm_desk-20260101-120000-000000-x.sqlite3.partial-journal",
        data_dir / "backups" / "gm_desk-20260101-120000-000000-x.sqlite3.zip.partial",
    ]
    kept = [
        data_dir / DATABASE_FILENAME,
        data_dir / "backups" / "gm_desk-20260101-120000-000000-x.sqlite3.zip",
    ]
    for file in junk + kept:
        file.parent.mkdir(exist_ok=True)
        file.write_bytes(b"x" * 100)

    assert sorted(remove_leftovers(data_dir)) == sorted(junk)
    assert all(file.exists() for file in kept) and not any(file.exists() for file in junk)


# --------------------------------------------------------------------------- 5. emptied file


def test_an_emptied_data_file_is_not_replaced_by_a_demo_desk_the_backup_is_offered(data_dir: Path) -> None:
    path = _prepared(data_dir)
    (backup,) = list_backups(data_dir / "backups")
    expected = _content_of_backup(backup.path, data_dir)
    path.write_bytes(b"")
    before = _files(data_dir)

    verb = _gm_desk("export-encounter", "Anything", "-o", "/dev/null", "--data-dir", str(data_dir))

    assert verb.returncode == 2 and "is empty (0 bytes)" in verb.stderr and "--restore-backup" in verb.stderr
    assert _files(data_dir) == before

    started = _gm_desk("--data-dir", str(data_dir))

    told = _told(started)
    assert started.returncode == 0, started.stderr
    assert "empty (0 bytes)" in told and "newest good backup" in told and backup.path.name in told, told
    (emptied,) = data_dir.glob(f"{DATABASE_FILENAME}.emptied-*")
    assert emptied.stat().st_size == 0  # kept aside as found

    restored = _gm_desk("--restore-backup", str(backup.path), "--data-dir", str(data_dir))

    assert restored.returncode == 0, restored.stderr
    assert _content(path) == expected


def _content_of_backup(backup: Path, scratch: Path) -> str:
    from gm_desk.store.backup import unpack_backup

    plain = scratch.parent / "unpacked.sqlite3"
    unpack_backup(backup, plain)
    try:
        return _content(plain)
    finally:
        plain.unlink()


def test_an_empty_file_without_backups_is_a_first_start(db_path: Path) -> None:
    db_path.write_bytes(b"")
    with open_with_recovery(db_path) as store:
        assert store.report.created and store.report.moved_aside is None


def test_a_verb_never_sets_a_file_aside(db_path: Path) -> None:
    _prepared(db_path.parent)
    db_path.write_bytes(b"")
    before = _files(db_path.parent)
    with pytest.raises(NeedsRecoveryError, match="Nothing was changed"):
        open_with_recovery(db_path, repair=False)
    assert _files(db_path.parent) == before


# ------------------------------------------------------------------------------------ 8. the lock

CHILD_HOLDS_THE_LOCK = """
import sys, time
from pathlib import Path
from gm_desk.instance_lock import single_instance_lock
lock = single_instance_lock(Path(sys.argv[1]))
print("locked" if lock is not None else "refused", flush=True)
time.sleep(600)
"""


def test_a_lock_left_with_the_pid_of_a_live_python_process_does_not_block_the_start(data_dir: Path) -> None:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        # What the old lock left: a process id, now another live Python program's.
        (data_dir / LOCK_NAME).write_text(f"{other.pid}\ngm-desk\n{os.uname().nodename}\n")
        done = _gm_desk("--data-dir", str(data_dir))
        assert done.returncode == 0, done.stderr
        assert "already running" not in done.stderr
    finally:
        other.kill()
        other.wait()


def test_the_lock_is_the_kernels_a_killed_writer_frees_it_and_readers_never_block(data_dir: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD_HOLDS_THE_LOCK, str(data_dir)],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline().strip() == "locked"  # type: ignore[union-attr]
        assert single_instance_lock(data_dir) is None
        assert writer_pid(data_dir) == child.pid
        refused = _gm_desk("--data-dir", str(data_dir))
        assert refused.returncode == 3 and "already running" in _told(refused)
        with reader_lock(data_dir) as reader, reader_lock(data_dir) as second:  # a writer runs: readers too
            assert reader is not None and second is not None and readers_present(data_dir)
        assert not readers_present(data_dir)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)

    lock = single_instance_lock(data_dir)
    assert lock is not None, "the kernel releases the lock of a killed process"
    assert writer_pid(data_dir) == os.getpid()
    lock.unlock()


# ---------------------------------------------------------------------------- 9. compact backups


def test_backups_are_compact_and_a_damaged_one_is_refused_before_anything_is_replaced(
    data_dir: Path,
) -> None:
    path = data_dir / DATABASE_FILENAME
    with open_with_recovery(path) as store:
        create_campaign("Ember Road", "glowlands")
        bulk_insert_creatures(
            [
                {
                    "ruleset": "glowlands",
                    "name": f"Wolf {n}",
                    "statblock": {"threat": n, "lore": "Howls at the moon. " * 12},
                }
                for n in range(3000)
            ]
        )
        backup = store.backup("manual")
    size, packed = path.stat().st_size, backup.stat().st_size
    assert backup.name.endswith(".sqlite3.zip") and packed * 4 < size, (packed, size)

    broken = backup.with_name(backup.name.replace("manual", "broken"))
    data = bytearray(backup.read_bytes())
    data[len(data) // 2 : len(data) // 2 + 64] = b"\xff" * 64
    broken.write_bytes(bytes(data))
    before = sha256(path)
    with pytest.raises(StoreError):
        restore_backup(broken, path)
    assert sha256(path) == before and not list(data_dir.glob("*.restoring*"))

    restore_backup(backup, path)
    with open_with_recovery(path) as store:
        assert _names() == ["Ember Road"]


def test_a_backup_that_finds_the_disk_full_leaves_nothing_behind(tmpfs) -> None:
    folder = tmpfs(16 * 1024)
    path = _prepared(folder)
    before = {p.name for p in (folder / "backups").iterdir()}
    filler = _fill(folder, leave=64 * 1024)
    try:
        with pytest.raises(DiskFullError, match="needs about"):
            make_backup(path, folder / "backups", "no room")
    finally:
        filler.unlink()
    assert {p.name for p in (folder / "backups").iterdir()} == before


def test_the_backups_keep_within_their_size_budget_the_newest_whatever_their_size() -> None:
    from gm_desk.store.backup import BackupInfo
    from gm_desk.store.backup_policy import BackupPolicy

    now = datetime(2026, 5, 12, 14, 0)
    infos = [  # one a day for 24 days, newest first: the day rule keeps the 14 newest
        BackupInfo(Path(f"b{n:02}.sqlite3.zip"), now - timedelta(days=n), "daily on open", size=50)
        for n in range(24)
    ]
    policy = BackupPolicy()

    assert policy.to_delete(infos) == [info.path for info in reversed(infos[14:])]
    # Backups of 50 bytes for a data file of 100: 5 x 100 holds 10 of them; the oldest go first.
    assert policy.to_delete(infos, data_size=100) == [info.path for info in reversed(infos[10:])]
    # A data file that shrank to almost nothing: the two newest stay all the same.
    assert policy.to_delete(infos, data_size=1) == [info.path for info in reversed(infos[2:])]
