"""Export… from the bestiary carries the system's condition library with the creatures (unless the GM
unticks it), and importing the file brings the conditions back."""

from __future__ import annotations

import tomllib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog

from gm_desk.rules.condition_library import ConditionTemplate
from gm_desk.store.condition_store import ConditionRecord, delete_condition, list_conditions, save_condition
from gm_desk.ui.bestiary.export_dialog import ExportDialog
from tests.ui.bestiary.test_bestiary_packs_ui import clash_choice  # noqa: F401 (a fixture)

HEXED = ConditionTemplate(name="Hexed", rounds=3, tick="turn_end", note="-1 to every roll")


def export_system(qtbot, library, monkeypatch, target, *, untick: bool = False):
    def exec_(dialog: ExportDialog) -> int:
        qtbot.mouseClick(dialog.scope_buttons["system"], Qt.MouseButton.LeftButton)
        dialog.systems.setCurrentIndex(dialog.systems.findData("glowlands"))
        if untick:
            dialog.with_conditions.click()
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ExportDialog, "exec", exec_)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    return library.choose_export()


def test_the_condition_library_travels_with_an_exported_pack(
    qtbot,
    library,
    clash_choice,  # noqa: F811
    tmp_path,
    monkeypatch,
) -> None:
    saved = save_condition(ConditionRecord("glowlands", HEXED))
    save_condition(ConditionRecord("cards", ConditionTemplate(name="Dazzled")))

    written = export_system(qtbot, library, monkeypatch, tmp_path / "all.toml")
    document = tomllib.loads(written.read_text(encoding="utf-8"))
    assert document["conditions"] == [HEXED.to_dict()]

    delete_condition(saved.id)
    clash_choice.answer = "skip"  # the creatures are still in the bestiary
    library.import_file(written)
    assert [r.template for r in list_conditions("glowlands")] == [HEXED]


def test_unticked_the_conditions_stay_home(qtbot, library, tmp_path, monkeypatch) -> None:
    save_condition(ConditionRecord("glowlands", HEXED))
    written = export_system(qtbot, library, monkeypatch, tmp_path / "bare.toml", untick=True)
    assert "conditions" not in tomllib.loads(written.read_text(encoding="utf-8"))
