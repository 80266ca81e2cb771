"""Pictures travel with encounter files: the map picture and the faces go out with the layout, come back
byte for byte, and a hostile picture inside a file refuses the whole file with nothing changed
(issue #31, items 1 and 2)."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_desk import store as repo
from gm_desk.ui.main_window import MainWindow
from tests.store.encounter_file_cases import data_file_digest
from tests.store.picture_files import battle_map_bytes, picture_bytes, png_claiming, png_with_bad_crc
from tests.test_app import run_app

MAP = battle_map_bytes((900, 600))
FACE = picture_bytes("webp", (96, 96), "#aa3322")


@pytest.fixture(autouse=True)
def warnings(monkeypatch: Any) -> list[str]:
    """What a warning box would have told the GM (a box would wait for a click)."""
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text, *a: told.append(text)))
    return told


def dressed(window: MainWindow) -> tuple[str, str, str]:
    """Give the open encounter a map picture and one combatant a face; (map digest, face digest, cid)."""
    session = window.session
    assert session is not None
    map_digest = repo.store_picture(MAP, "map.jpg").digest
    face_digest = repo.store_picture(FACE, "face.webp").digest
    placement = {"digest": map_digest, "x": -40.0, "y": -30.0, "width": 900.0, "opacity": 0.7, "locked": True}
    assert session.set_picture(placement, "Map picture")
    cid = next(iter(session.state.combatants))
    assert session.set_faces({cid: face_digest}, "Portrait")
    session.save_layout()
    return map_digest, face_digest, cid


def saved(window: MainWindow, path: Path) -> dict[str, Any]:
    assert window.save_encounter_file(path)
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def test_a_saved_file_carries_the_map_picture_and_the_faces_byte_for_byte(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    map_digest, face_digest, cid = dressed(window)
    doc = saved(window, tmp_path / "ambush.gmdesk.json")
    assert doc["layout"]["picture"]["digest"] == map_digest and doc["layout"]["faces"] == {cid: face_digest}
    carried = {d: base64.b64decode(p["data"]) for d, p in doc["pictures"].items()}
    assert carried == {map_digest: MAP, face_digest: FACE}
    assert {d: p["kind"] for d, p in doc["pictures"].items()} == {map_digest: "jpeg", face_digest: "webp"}


def test_an_imported_file_opens_with_its_picture_and_faces_where_they_were(
    qtbot: Any, window: MainWindow, tmp_path: Path, warnings: list[str]
) -> None:
    map_digest, face_digest, cid = dressed(window)
    before = copy.deepcopy(window.session.picture)
    path = tmp_path / "ambush.gmdesk.json"
    saved(window, path)
    first = window.session.encounter_id
    new_id = window.import_encounter_file(path)
    assert not warnings
    assert new_id is not None and new_id != first and window.session.encounter_id == new_id
    assert window.session.picture == before and window.session.face(cid) == face_digest
    scene = window.canvas.map_scene
    assert scene.backdrop.isVisible()
    assert repo.picture_data(map_digest) == MAP and repo.picture_data(face_digest) == FACE
    # and out again: the same pictures, the same layout
    again = saved(window, tmp_path / "again.gmdesk.json")
    assert again["pictures"] == json.loads(path.read_text(encoding="utf-8"))["pictures"]
    assert again["layout"]["picture"] == before


def test_the_command_line_round_trip_keeps_the_pictures_byte_for_byte(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    map_digest, face_digest, _cid = dressed(window)
    source = tmp_path / "out.gmdesk.json"
    saved(window, source)
    other = tmp_path / "other-desk"
    done = run_app("--data-dir", str(other), "import-encounter", str(source), "--campaign", "Travels")
    assert done.returncode == 0, done.stderr
    back = tmp_path / "back.gmdesk.json"
    new_id = re.search(r"encounter id (\d+)", done.stdout)
    assert new_id is not None, done.stdout
    done = run_app("--data-dir", str(other), "export-encounter", new_id.group(1), "-o", str(back))
    assert done.returncode == 0, done.stderr
    doc = json.loads(back.read_text(encoding="utf-8"))
    assert {d: base64.b64decode(p["data"]) for d, p in doc["pictures"].items()} == {
        map_digest: MAP,
        face_digest: FACE,
    }
    assert hashlib.sha256(base64.b64decode(doc["pictures"][map_digest]["data"])).hexdigest() == map_digest


def _replace_picture(doc: dict[str, Any], digest: str, data: bytes | str, *, rename: bool = True) -> None:
    """Put other bytes in the file where the picture `digest` was (under their own name if `rename`)."""
    text = data if isinstance(data, str) else base64.b64encode(data).decode("ascii")
    del doc["pictures"][digest]
    new = hashlib.sha256(data if isinstance(data, bytes) else b"").hexdigest() if rename else digest
    kind = "jpeg" if isinstance(data, bytes) and data.startswith(b"\xff\xd8") else "png"
    doc["pictures"][new] = {"kind": kind, "data": text}
    doc["layout"]["picture"]["digest"] = new


HOSTILE: dict[str, Any] = {
    "bytes not those its name says": lambda doc, d: _replace_picture(doc, d, picture_bytes("png"), rename=False),
    "a decompression bomb": lambda doc, d: _replace_picture(doc, d, png_claiming(60_000, 60_000)),
    "a damaged PNG": lambda doc, d: _replace_picture(doc, d, png_with_bad_crc()),
    "a truncated JPEG": lambda doc, d: _replace_picture(doc, d, MAP[: len(MAP) // 2]),
    "not base64": lambda doc, d: _replace_picture(doc, d, "this is not base64 @@@", rename=False),
    "a text file": lambda doc, d: _replace_picture(doc, d, b"just some words, not a picture"),
    "no data": lambda doc, d: doc["pictures"][d].pop("data"),
    "a name that is no digest": lambda doc, d: doc["pictures"].update({"map.png": doc["pictures"].pop(d)}),
    "pictures not an object": lambda doc, d: doc.update({"pictures": ["a", "b"]}),
    "a kind that is not what it holds": lambda doc, d: doc["pictures"][d].update({"kind": "webp"}),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_picture_inside_a_file_refuses_the_file_and_changes_nothing(
    qtbot: Any, window: MainWindow, tmp_path: Path, warnings: list[str], store: Any, kind: str
) -> None:
    map_digest, _face, _cid = dressed(window)
    doc = saved(window, tmp_path / "good.gmdesk.json")
    HOSTILE[kind](doc, map_digest)
    path = tmp_path / "hostile.gmdesk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    told = warnings
    window.session.flush()
    before, opened = data_file_digest(store), window.session.encounter_id
    assert window.import_encounter_file(path) is None
    assert len(told) == 1 and "hostile.gmdesk.json" in told[0] and "Nothing was imported" in told[0], told
    assert "Traceback" not in told[0]
    assert data_file_digest(store) == before and window.session.encounter_id == opened


def test_a_layout_naming_a_picture_the_file_does_not_carry_opens_without_it(
    qtbot: Any, window: MainWindow, tmp_path: Path, warnings: list[str]
) -> None:
    map_digest, face_digest, cid = dressed(window)
    doc = saved(window, tmp_path / "good.gmdesk.json")
    del doc["pictures"][map_digest]
    path = tmp_path / "no-map.gmdesk.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.import_encounter_file(path) is not None, warnings
    assert window.session.picture is None and window.session.face(cid) == face_digest
