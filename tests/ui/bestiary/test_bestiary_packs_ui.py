"""Importing and exporting bestiary packs from the library: clash choices, cancelling, round trips.

Modal dialogs are not clicked through: their `exec` is patched to set the real widgets (a radio button
clicked with the mouse) and accept, and the file dialogs and message boxes are patched to answer.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QProgressDialog, QPushButton

from gm_desk.store import count_creatures, delete_creatures, get_creature, list_creatures
from gm_desk.ui.bestiary.export_dialog import ExportDialog
from gm_desk.ui.bestiary.import_dialog import ClashDialog

CARETAKER_14 = """
[[creatures]]
name = "caretaker"
ranged_threat = 9
melee_threat = 14
max_strain = 8
tags = ["machine"]

[[creatures.retaliations]]
name = "Spear thrust"
trigger = "melee"
range = "engaged"
damage = "1d8"
"""

NEW_ONE = """
[[creatures]]
name = "Rust Beetle"
ranged_threat = 7
melee_threat = 8
max_strain = 5
tags = ["beast", "small"]

[[creatures.retaliations]]
name = "Acid spit"
trigger = "ranged"
range = 1
damage = "1d4"
effect = "Armour counts 1 less until repaired."
"""


def write_pack(folder: Path, *creatures: str, name: str = "Salvage Yard") -> Path:
    path = folder / "salvage.toml"
    header = f'[pack]\nname = "{name}"\nruleset = "glowlands"\nformat = 1\n'
    path.write_text(header + "".join(creatures), encoding="utf-8")
    return path


class ClashAnswers:
    """How the patched ClashDialog answers (`answer`; None is Cancel) and the names each one listed."""

    def __init__(self) -> None:
        self.answer: str | None = "skip"
        self.shown: list[list[str]] = []


@pytest.fixture
def clash_choice(qtbot, monkeypatch) -> ClashAnswers:
    """ClashDialog answers by clicking the real radio button for `answer`, then accepting."""
    answers = ClashAnswers()

    def exec_(dialog: ClashDialog) -> int:
        answers.shown.append([dialog.names.item(i).text() for i in range(dialog.names.count())])
        if answers.answer is None:
            dialog.reject()
            return QDialog.DialogCode.Rejected
        qtbot.mouseClick(dialog.buttons[answers.answer], Qt.MouseButton.LeftButton)
        assert dialog.choice() == answers.answer
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ClashDialog, "exec", exec_)
    return answers


def test_import_asks_about_clashing_names_and_replaces(library, clash_choice, tmp_path, creature_id) -> None:
    caretaker = creature_id("Caretaker")
    clash_choice.answer = "replace"
    report = library.import_file(write_pack(tmp_path, CARETAKER_14, NEW_ONE))

    assert clash_choice.shown == [["caretaker"]]
    assert (report.added, report.replaced, report.skipped) == (1, 1, ())
    replaced = get_creature(caretaker)  # same id, the pack's block
    assert replaced.statblock["melee_threat"] == 14 and replaced.pack == "Salvage Yard"
    assert replaced.statblock["retaliations"][0]["damage"] == "1d8"
    assert count_creatures() == 37 and library.row_count() == 37
    assert "Rust Beetle" in library.shown_names()
    assert (
        library.status.text()
        == "Imported 1 new creature from Salvage Yard. Replaced 1 already in the bestiary."
    )


def test_the_clash_question_lists_a_look_alike_name(library, clash_choice, tmp_path) -> None:
    """A fullwidth "ＣＡＲＥＴＡＫＥＲ" is the stored Caretaker as a GM reads it: the question lists it."""
    clash_choice.answer = None
    library.import_file(write_pack(tmp_path, CARETAKER_14.replace('"caretaker"', '"ＣＡＲＥＴＡＫＥＲ"')))
    assert clash_choice.shown == [["ＣＡＲＥＴＡＫＥＲ"]]


def test_import_keep_both_and_skip(library, clash_choice, tmp_path, creature_id) -> None:
    clash_choice.answer = "keep_both"
    library.import_file(write_pack(tmp_path, CARETAKER_14))
    assert "caretaker (2)" in library.shown_names()
    assert get_creature(creature_id("Caretaker")).statblock["melee_threat"] == 10

    clash_choice.answer = "skip"
    report = library.import_file(write_pack(tmp_path, CARETAKER_14, NEW_ONE))
    assert report.skipped == ("caretaker",) and report.added == 1 and count_creatures() == 38


def test_backing_out_of_the_clash_question_imports_nothing(library, clash_choice, tmp_path) -> None:
    clash_choice.answer = None
    assert library.import_file(write_pack(tmp_path, CARETAKER_14, NEW_ONE)) is None
    assert count_creatures() == 36 and "Rust Beetle" not in library.shown_names()


def test_a_pack_without_clashes_imports_without_asking(library, clash_choice, tmp_path) -> None:
    report = library.import_file(write_pack(tmp_path, NEW_ONE))
    assert clash_choice.shown == [] and report.added == 1


def test_cancelling_mid_import_leaves_nothing(qtbot, library, tmp_path) -> None:
    creatures = "".join(NEW_ONE.replace("Rust Beetle", f"Rust Beetle {n}") for n in range(450))
    path = write_pack(tmp_path, creatures)
    seen: list[tuple[int, int]] = []

    def click_cancel(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 200:  # the first batch is prepared (nothing written yet): the GM changes their mind
            dialog = library.findChild(QProgressDialog, "importProgress")
            assert dialog.isVisible() and dialog.value() == 200
            qtbot.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)

    library.import_progress.connect(click_cancel)
    report = library.import_file(path)

    assert report.cancelled and seen == [(0, 450), (200, 450)]
    assert count_creatures() == 36 and library.row_count() == 36
    assert not any(row[1].startswith("Rust Beetle") for row in list_creatures())
    assert library.status.text() == "Import of Salvage Yard cancelled; nothing was imported."
    assert (
        library.findChild(QProgressDialog, "importProgress") is None
        or not library.findChild(QProgressDialog, "importProgress").isVisible()
    )


def test_a_bad_pack_is_refused_with_its_line(library, tmp_path, monkeypatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text, *a: warnings.append(text)))
    path = write_pack(tmp_path, NEW_ONE.replace('damage = "1d4"', 'damage = "1d4/0"'))

    assert library.import_file(path) is None

    assert count_creatures() == 36
    assert len(warnings) == 1 and warnings[0].startswith("salvage.toml was not imported:\n\nsalvage.toml:")
    assert "creature 1 (Rust Beetle): Retaliations 1, Damage: operator '/' is not allowed" in warnings[0]


def test_import_button_opens_a_file_dialog(library, tmp_path, monkeypatch) -> None:
    path = write_pack(tmp_path, NEW_ONE)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    library.import_action.trigger()
    assert "Rust Beetle" in library.shown_names()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    assert library.choose_import() is None


def export_through_dialog(
    qtbot, library, monkeypatch, target: Path, *, scope: str, fmt: str, pack_index: int = 0
):
    """Run Export… with the dialog answered through its real widgets and the save dialog patched."""
    offered: list[ExportDialog] = []

    def exec_(dialog: ExportDialog) -> int:
        offered.append(dialog)
        qtbot.mouseClick(dialog.scope_buttons[scope], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.format_buttons[fmt], Qt.MouseButton.LeftButton)
        if scope == "pack":
            dialog.packs.setCurrentIndex(pack_index)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ExportDialog, "exec", exec_)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    written = library.choose_export()
    return written, offered[0]


def stored_by_name(ruleset: str) -> dict[str, tuple]:
    out = {}
    for row in list_creatures(ruleset):
        record = get_creature(row[0])
        out[record.name] = (record.statblock, record.tags, record.threat_lo, record.threat_hi)
    return out


def test_export_a_selection_then_reimport_it_identically(
    qtbot, library, clash_choice, tmp_path, monkeypatch
) -> None:
    library.set_ruleset("glowlands")
    library.table.selectAll()
    before = stored_by_name("glowlands")

    written, dialog = export_through_dialog(
        qtbot, library, monkeypatch, tmp_path / "mine.toml", scope="selection", fmt="toml"
    )

    assert dialog.scope_buttons["selection"].text() == "The 13 selected creatures"
    assert written == tmp_path / "mine.toml"
    document = tomllib.loads(written.read_text(encoding="utf-8"))
    assert document["pack"] == {"name": "My creatures", "ruleset": "glowlands", "format": 1}
    assert [c["name"] for c in document["creatures"]] == sorted(before, key=str.casefold)
    assert library.status.text() == "Exported 13 creatures to mine.toml."

    delete_creatures([row[0] for row in list_creatures("glowlands")])
    library.reload()
    assert library.row_count() == 0
    library.import_file(written)

    assert clash_choice.shown == []  # nothing left to clash with
    assert stored_by_name("glowlands") == before
    assert library.row_count() == 13


def test_export_a_whole_pack_as_json_then_reimport_over_it(
    qtbot, library, clash_choice, tmp_path, monkeypatch
) -> None:
    before = stored_by_name("marching")
    library.set_ruleset(None)
    library.table.clearSelection()
    written, dialog = export_through_dialog(qtbot, library, monkeypatch, tmp_path / "goblins", scope="pack", fmt="json",
                                            pack_index=4)  # fmt: skip

    assert not dialog.scope_buttons["selection"].isEnabled()
    assert dialog.packs.itemText(4) == "Marching Order: Goblin Warren (Marching Order)"
    assert written == tmp_path / "goblins.json"
    clash_choice.answer = "replace"
    report = library.import_file(written)
    assert clash_choice.shown == [sorted(before, key=str.casefold)] and report.replaced == 6
    assert stored_by_name("marching") == before and count_creatures() == 36


def test_a_selection_across_systems_cannot_be_one_pack(qtbot, library) -> None:
    library.table.selectAll()
    dialog = ExportDialog(
        [(1, "A", "glowlands"), (2, "B", "marching")],
        [("glowlands", "Core")],
        [("glowlands", "Threat & Retaliation")],
    )
    qtbot.addWidget(dialog)
    assert not dialog.scope_buttons["selection"].isEnabled()
    assert (
        dialog.selection_note.text()
        == "A pack holds creatures of one system; select creatures of one system."
    )
    assert dialog.scope() == "pack" and dialog.pack_name.text() == "Core"
