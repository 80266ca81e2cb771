"""Pictures in the data file: kept byte for byte and once, portraits, pruning, and every hostile
picture refused in words with the data file unchanged (issue #31, item 1)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import pytest

from gm_desk.store import (
    InvalidValueError,
    add_party_member,
    create_campaign,
    delete_creature,
    import_picture,
    picture_data,
    picture_info,
    portrait_of,
    portraits,
    prune_pictures,
    save_creature,
    set_portrait,
    store_picture,
)
from gm_desk.store.intake.picture import MAX_PICTURE_BYTES
from gm_desk.store.records import CreatureRecord
from tests.store.encounter_file_cases import data_file_digest
from tests.store.picture_files import (
    bmp_bytes,
    gif_bytes,
    picture_bytes,
    png_claiming,
    png_with_bad_crc,
)


@pytest.mark.parametrize("kind", ["png", "jpeg", "webp"])
def test_a_picture_is_kept_byte_for_byte_under_its_digest(store: Any, tmp_path: Path, kind: str) -> None:
    data = picture_bytes(kind, (120, 80))
    path = tmp_path / f"map.{'jpg' if kind == 'jpeg' else kind}"
    path.write_bytes(data)
    record = import_picture(path)
    assert record.digest == hashlib.sha256(data).hexdigest()
    assert (record.kind, record.width, record.height, record.size) == (kind, 120, 80, len(data))
    assert picture_data(record.digest) == data
    assert import_picture(path) == record  # the same bytes again: the same picture, kept once
    assert picture_info(record.digest) == record


def test_portraits_belong_to_their_owner_and_go_with_it(store: Any) -> None:
    face = store_picture(picture_bytes("png"), "face.png").digest
    creature = save_creature(CreatureRecord(ruleset="glowlands", name="Glass Hound", statblock={}))
    campaign = create_campaign("Portraits", "glowlands")
    member = add_party_member(campaign.id, "Haelon", "glowlands", {})
    set_portrait("creature", creature.id, face)
    set_portrait("member", member.id, face)
    assert portrait_of("creature", creature.id) == face and portraits("member") == {member.id: face}
    assert prune_pictures() == 0  # still used twice
    delete_creature(creature.id)
    assert portraits("creature") == {}  # gone with the creature
    set_portrait("member", member.id, None)
    assert portrait_of("member", member.id) is None
    assert prune_pictures() == 1  # nothing refers to it any more
    with pytest.raises(InvalidValueError, match="no longer in the data file"):
        set_portrait("member", member.id, face)


def _hostile(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Each hostile picture file, and the words its refusal must hold."""

    def put(name: str, data: bytes) -> Path:
        path = tmp_path / name
        path.write_bytes(data)
        return path

    png, jpeg, webp = picture_bytes("png", (200, 150)), picture_bytes("jpeg", (200, 150)), picture_bytes("webp")
    big = tmp_path / "huge.png"
    with big.open("wb") as out:  # larger than the limit, without writing all of it
        out.write(png)
        out.truncate(MAX_PICTURE_BYTES + 1)
    folder = tmp_path / "folder.png"
    folder.mkdir()
    fifo = tmp_path / "pipe.png"
    os.mkfifo(fifo)
    link = tmp_path / "zero.png"
    link.symlink_to("/dev/zero")
    return {
        "empty": (put("empty.png", b""), "is empty"),
        "text named .png": (put("notes.png", b"The goblins hide behind the wall.\n"), "not a PNG, JPEG or WebP"),
        "a JPEG named .png": (put("liar.png", jpeg), "named as a PNG picture but holds a JPEG one"),
        "a PNG named .webp": (put("liar.webp", png), "named as a WebP picture but holds a PNG one"),
        "truncated PNG": (put("cut.png", png[: len(png) // 2]), "damaged or cut short"),
        "truncated JPEG": (put("cut.jpg", jpeg[: len(jpeg) // 2]), "damaged or cut short"),
        "truncated WebP": (put("cut.webp", webp[: len(webp) - 20]), "damaged or cut short"),
        "PNG with a broken checksum": (put("crc.png", png_with_bad_crc()), "damaged or cut short"),
        "decompression bomb": (put("bomb.png", png_claiming(30_000, 30_000)), "decompression bomb"),
        "too many pixels": (put("wide.png", png_claiming(9_000, 9_000)), "9000×9000 pixels"),
        "side too long": (put("strip.png", png_claiming(20_000, 2)), "16384 a side"),
        "over the byte limit": (big, "a picture may be at most 20 MB"),
        "GIF": (put("anim.gif", gif_bytes()), "not a PNG, JPEG or WebP"),
        "a PNG named .exe": (put("setup.exe", png), "has the ending '.exe'"),
        "GIF named .png": (put("anim.png", gif_bytes()), "not a PNG, JPEG or WebP"),
        "BMP named .jpg": (put("old.jpg", bmp_bytes()), "not a PNG, JPEG or WebP"),
        "SVG named .png": (put("vector.png", b"<svg xmlns='http://www.w3.org/2000/svg'/>"), "not a PNG"),
        "a folder": (folder, "not a regular file"),
        "a named pipe": (fifo, "not a regular file"),
        "a link to /dev/zero": (link, "not to a regular file"),
    }


def test_hostile_pictures_are_refused_in_words_and_change_nothing(store: Any, tmp_path: Path) -> None:
    kept = store_picture(picture_bytes("png"), "kept.png")
    cases = _hostile(tmp_path)
    assert len(cases) >= 10
    before = data_file_digest(store)
    for label, (path, words) in cases.items():
        with pytest.raises(InvalidValueError) as refused:
            import_picture(path)
        message = str(refused.value)
        assert words in message, (label, message)
        assert path.name in message and "nothing was changed" in message, (label, message)
        assert "Traceback" not in message and "PIL" not in message, (label, message)
    assert data_file_digest(store) == before
    assert picture_data(kept.digest) == picture_bytes("png")


def test_a_file_of_the_previous_schema_upgrades_with_no_pictures_and_no_notes(open_db, db_path: Path) -> None:
    from peewee import SqliteDatabase

    from gm_desk.store.connection import PRAGMAS
    from gm_desk.store.migrations import MIGRATIONS, migrate
    from tests.store.helpers import make_v1_file, query, row_counts

    make_v1_file(db_path)
    database = SqliteDatabase(str(db_path), pragmas=list(PRAGMAS))
    migrate(database, MIGRATIONS[:4])  # a version-4 file, as the last release wrote
    database.close()
    counts = row_counts(db_path)
    store = open_db(db_path)
    assert store.report.upgraded_from == 4
    after = row_counts(db_path)
    assert {t: after[t] for t in counts} == counts
    assert after["picture"] == after["creature_portrait"] == after["member_portrait"] == 0
    assert set(query(db_path, "SELECT notes FROM encounter")) == {("{}",)}
    assert query(db_path, "SELECT count(*) FROM map WHERE picture IS NOT NULL") == [(0,)]
