"""Issue 29, item 11, through the window: hostile files given to the app's own doors (the map library's
Import…, File ▸ Import encounter file…) are refused in words, and the window carries on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_desk.store import map_store
from tests.intake_files import DEVICES, POSIX, fifo, link
from tests.store.encounter_file_cases import data_file_digest
from tests.ui.test_map_library import open_library

posix_only = pytest.mark.skipif(not POSIX, reason="FIFOs, devices and symbolic links as POSIX has them")


def test_the_map_dialog_refuses_a_400_digit_coordinate_in_words(window, tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_text(
        f'format = "gm-desk-map"\nversion = 1\nname = "Huge"\n[[zones]]\nid = "a"\nname = "A"\n'
        f"rect = [{'9' * 400}, 0, 10, 10]\n",
        encoding="utf-8",
    )
    dialog = open_library(window)
    assert not dialog.import_file(path)
    assert dialog.details.text().startswith("huge.toml: zones[0].rect: must be [x, y, width, height]")
    assert map_store.list_maps() == []


def warnings_of(monkeypatch) -> list[str]:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _title, text, *a: told.append(text)))
    return told


@posix_only
@pytest.mark.parametrize("device", DEVICES)
def test_file_import_refuses_a_link_to_a_device(
    window, store, monkeypatch, tmp_path: Path, device: str
) -> None:
    told = warnings_of(monkeypatch)
    before = data_file_digest(store)
    opened = window.session.encounter_id
    assert window.import_encounter_file(link(tmp_path / "fight.json", device)) is None
    assert told == [
        "fight.json: is a link to a device, not to a regular file; GM Desk reads only ordinary files.\n\n"
        "Nothing was imported."
    ]
    assert window.session.encounter_id == opened and data_file_digest(store) == before


@posix_only
def test_file_import_refuses_a_fifo_without_blocking(window, store, monkeypatch, tmp_path: Path) -> None:
    told = warnings_of(monkeypatch)
    before = data_file_digest(store)
    with fifo(tmp_path / "fight.json") as path:
        assert window.import_encounter_file(path) is None
    assert told == [
        "fight.json: is not a regular file but a named pipe (FIFO); GM Desk reads only ordinary files.\n\n"
        "Nothing was imported."
    ]
    assert data_file_digest(store) == before
