"""Issue 29, item 11, through the window: hostile files given to the app's own doors (the map library's
Import…, File ▸ Import encounter file…) are refused in words, and the window carries on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_desk.store import map_store
from tests.intake_files import DEVICES, POSIX, fifo, link
from tests.store.encounter_file_cases import data_file_digest
from tests.test_app_startup import run_app
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


# --- the window's settings file ----------------------------------------------------------------------

GOOD_SETTINGS = (
    "[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\x5\\x3\\0\\0\\x3#"
    "\\0\\0\\0\\x2\\0\\0\\0\\x2\\0\\0\\x5\\x1\\0\\0\\x3!\\0\\0\\0\\0\\0\\0\\0\\0\\x3 \\0\\0\\0\\x2\\0\\0\\0\\x2\\0\\0"
    "\\x5\\x1\\0\\0\\x3!)\n"
)
BAD_SETTINGS = {
    "geometry=abc": ("[window]\ngeometry=abc\n", "the window's size and place"),
    "state=abc": ("[window]\nstate=abc\n", "the panels' layout"),
    "a truncated file": (GOOD_SETTINGS[:80], "the window's size and place"),
    "last_encounter=²": ("[session]\nlast_encounter=\u00b2\n", "the encounter open last"),
    "a 4,301-digit encounter": ("[session]\nlast_encounter=" + "1" * 4301 + "\n", "the encounter open last"),
}


@pytest.mark.parametrize("case", BAD_SETTINGS)
def test_a_bad_setting_is_ignored_and_said_once(
    make_window, demo_encounter, data_dir: Path, case: str
) -> None:
    text, what = BAD_SETTINGS[case]
    (data_dir / "gm-desk-window.ini").write_text(text, encoding="utf-8")
    window = make_window()
    assert window.session is not None  # it started, on an encounter
    assert window.statusBar().currentMessage() == (
        f"GM Desk ignored a setting it could not read in gm-desk-window.ini: {what}; the default is used "
        "instead."
    )
    window.close()
    again = make_window()
    assert again.statusBar().currentMessage() == ""


def test_settings_are_never_written_through_a_link_to_the_data_file(
    make_window, demo_encounter, data_dir: Path, store
) -> None:
    settings = data_dir / "gm-desk-window.ini"
    link(settings, "gm_desk.sqlite3")
    before = data_file_digest(store)
    window = make_window()
    message = window.statusBar().currentMessage()
    assert message.startswith(
        "The window's settings file gm-desk-window.ini is a link, not a plain file; GM Desk"
    )
    assert "set it aside, untouched, as gm-desk-window.ini.set-aside-" in message
    window.close()  # the window writes its geometry as it closes
    assert data_file_digest(store) == before
    assert settings.is_file() and not settings.is_symlink()
    assert "[window]" in settings.read_text(encoding="utf-8")
    (aside,) = data_dir.glob("gm-desk-window.ini.set-aside-*")
    assert aside.is_symlink()


@posix_only
def test_a_settings_file_that_is_a_fifo_is_set_aside_and_the_start_goes_on(
    make_window, demo_encounter, data_dir: Path
) -> None:
    with fifo(data_dir / "gm-desk-window.ini"):
        window = make_window()
    assert window.session is not None
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("The window's settings file gm-desk-window.ini is a named pipe (FIFO), not a plain file;")
    )


@pytest.mark.parametrize("case", ["geometry=abc", "fifo"])
def test_the_app_starts_with_a_bad_settings_file_and_says_so(data_dir: Path, case: str) -> None:
    settings = data_dir / "gm-desk-window.ini"
    if case == "fifo":
        if not POSIX:
            pytest.skip("FIFOs as POSIX has them")
        with fifo(settings):
            done = run_app(data_dir, GM_DESK_BENCH_EXIT="1")
        said = (
            "gm-desk: The window's settings file gm-desk-window.ini is a named pipe (FIFO), not a plain file;"
        )
    else:
        settings.write_text("[window]\ngeometry=abc\n", encoding="utf-8")
        done = run_app(data_dir, GM_DESK_BENCH_EXIT="1")
        said = "gm-desk: GM Desk ignored a setting it could not read in gm-desk-window.ini: the window's size"
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.count(said) == 1
