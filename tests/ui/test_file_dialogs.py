"""File dialogs open where the GM last opened or saved a file, from one start to the next (issue #30,
item 10: they opened in the home folder's root every time). The GM's pick in the dialog is played by
answering Qt's dialog function, as the other dialog tests answer a question box."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog

from gm_desk.ui import file_dialogs
from gm_desk.ui.main_window import MainWindow


def test_the_next_dialog_opens_in_the_folder_of_the_last_file(
    window: MainWindow, make_window: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    asked: list[str] = []
    folder = tmp_path / "campaign notes"
    folder.mkdir()

    def save_as(parent: Any, title: str, start: str, kinds: str) -> tuple[str, str]:
        asked.append(start)
        return str(folder / Path(start).name), kinds  # the name suggested, in the GM's folder

    def open_(parent: Any, title: str, start: str, kinds: str) -> tuple[str, str]:
        asked.append(start)
        return str(folder / "Ambush.gmdesk.json"), kinds

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_)
    window.session.name = "Ambush"
    assert window.save_encounter_file()  # File ▸ Save encounter file…
    assert Path(asked[0]).parent == Path.home()  # the first time: the home folder
    assert (folder / "Ambush.gmdesk.json").exists()
    window.combat_log.export_markdown()  # another dialog, another kind of file
    assert Path(asked[1]).parent == folder
    window.close()
    again = make_window()  # the next start remembers it
    assert file_dialogs.last_folder() == folder
    assert again.import_encounter_file() is not None
    assert asked[2] == str(folder)


def test_a_folder_that_is_gone_gives_way_to_the_home_folder(window: MainWindow, tmp_path: Path) -> None:
    window.settings.setValue(file_dialogs.KEY_FOLDER, str(tmp_path / "moved away"))
    assert file_dialogs.last_folder() == Path.home()
