"""Pack archives: a bestiary pack and its creatures' portraits in one ZIP, imported through the bestiary's
Import… with every picture checked, and refused whole (nothing changed) when anything in it is hostile
(issue #31, item 2)."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_desk import store as repo
from gm_desk.store import PackError, load_pack
from gm_desk.ui.main_window import MainWindow
from tests.store.encounter_file_cases import data_file_digest
from tests.store.picture_files import picture_bytes, png_claiming, png_with_bad_crc
from tests.test_app import PROJECT_ROOT

PACK = (PROJECT_ROOT / "bestiary" / "glowlands_core.toml").read_bytes()
HOUND = picture_bytes("png", (80, 80), "#335577")
HERON = picture_bytes("jpeg", (80, 100), "#aa7733")


def archive(path: Path, entries: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in entries.items():
            out.writestr(name, data)
    return path


def good(tmp_path: Path) -> Path:
    return archive(
        tmp_path / "glowlands with faces.zip",
        {
            "glowlands_core.toml": PACK,
            "portraits/Glass Hound.png": HOUND,
            "portraits/ghostlight heron.jpg": HERON,  # case does not matter
            "__MACOSX/._Glass Hound.png": b"resource fork",
        },
    )


def portrait_of(name: str) -> bytes | None:
    ids = {row[1]: row[0] for row in repo.list_creatures()}
    digest = repo.portrait_of("creature", ids[name])
    return repo.picture_data(digest) if digest else None


def test_an_archive_imports_the_pack_and_gives_each_creature_its_portrait(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: told.append(a[2])))
    report = window.bestiary.import_file(good(tmp_path))
    assert report is not None and not told, told
    assert report.added > 10 and report.portraits == 2
    assert "Portraits: 2 creatures got theirs from the archive." in report.summary()
    assert portrait_of("Glass Hound") == HOUND and portrait_of("Ghostlight Heron") == HERON
    assert portrait_of("Caretaker") is None


def _hostile(tmp_path: Path, kind: str) -> Path:
    entries = {"glowlands_core.toml": PACK, "portraits/Glass Hound.png": HOUND}
    if kind == "a bomb":
        entries["portraits/Glass Hound.png"] = png_claiming(60_000, 60_000)
    elif kind == "a damaged picture":
        entries["portraits/Glass Hound.png"] = png_with_bad_crc()
    elif kind == "a picture named for nobody":
        entries["portraits/Goblin King.png"] = HOUND
    elif kind == "a path that climbs out":
        entries["../evil.png"] = HOUND
    elif kind == "two pack files":
        entries["more.toml"] = PACK
    elif kind == "no pack file":
        del entries["glowlands_core.toml"]
    elif kind == "a stray file":
        entries["readme.exe"] = b"MZ"
    elif kind == "a JPEG named .png":
        entries["portraits/Glass Hound.png"] = HERON
    path = tmp_path / f"{kind}.zip"
    if kind == "not a zip":
        path.write_bytes(b"PK\x03\x04 this is not really a zip")
        return path
    return archive(path, entries)


@pytest.mark.parametrize(
    "kind",
    [
        "a bomb",
        "a damaged picture",
        "a picture named for nobody",
        "a path that climbs out",
        "two pack files",
        "no pack file",
        "a stray file",
        "a JPEG named .png",
        "not a zip",
    ],
)
def test_a_hostile_archive_is_refused_in_words_and_nothing_changes(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: Any, store: Any, kind: str
) -> None:
    path = _hostile(tmp_path, kind)
    with pytest.raises(PackError) as refused:
        load_pack(path)
    assert path.name.split(".")[0][:8] in str(refused.value) or "Glass Hound.png" in str(refused.value)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: told.append(a[2])))
    window.session.flush()
    before, creatures = data_file_digest(store), repo.count_creatures()
    assert window.bestiary.import_file(path) is None
    assert len(told) == 1 and "Traceback" not in told[0]
    assert data_file_digest(store) == before and repo.count_creatures() == creatures
