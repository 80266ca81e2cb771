"""The manual covers every feature: each entry of the real window's menus, each action with a shortcut and
each dialog class of GM Desk has a section of the manual, and F1 opens it from the dialog itself.

Nothing here lists the menus or the dialogs by hand: the actions are read from a real main window, the
dialog classes from every module of gm_desk.ui, so a new entry or dialog without a section fails here."""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu, QWidget

import gm_desk.ui
from gm_desk.ui.help import ManualViewer, manual_html
from gm_desk.ui.help.sections import (
    ACTION_SECTIONS,
    MAP,
    MENU_SECTIONS,
    PANEL_SECTIONS,
    WIDGET_SECTIONS,
    action_section,
)
from gm_desk.ui.main_window import MainWindow

ANCHORS = set(re.findall(r'<h[1-3] id="([^"]+)"', manual_html("en")))


def _menu_actions(menu: QMenu, path: str = "") -> Iterator[tuple[str, QAction]]:
    menu.aboutToShow.emit()  # the menus filled as they open (the player view's screens, its sides)
    for action in menu.actions():
        if action.isSeparator():
            continue
        where = f"{path} ▸ {action.text()}" if path else action.text()
        yield where, action
        if action.menu() is not None:
            yield from _menu_actions(action.menu(), where)


def _dialog_classes() -> list[type[QWidget]]:
    """Every dialog class of GM Desk that is shown as it is (a base made for others is left to them), and
    every window of its own besides the main one (named …Window, such as the player view's)."""
    for module in pkgutil.walk_packages(gm_desk.ui.__path__, "gm_desk.ui."):
        importlib.import_module(module.name)
    found: list[type[QWidget]] = []
    todo = list(QWidget.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        ours = cls.__module__.startswith("gm_desk.") and not cls.__subclasses__()
        window = issubclass(cls, QDialog) or (cls.__name__.endswith("Window") and not issubclass(cls, QMainWindow))
        if ours and window and cls not in found:
            found.append(cls)
    return found


def test_every_section_named_for_help_is_a_heading_of_the_manual() -> None:
    named = {MAP} | {
        s for table in (WIDGET_SECTIONS, PANEL_SECTIONS, ACTION_SECTIONS, MENU_SECTIONS) for s in table.values()
    }
    assert named - ANCHORS == set()


def test_every_entry_of_the_windows_menus_has_a_section(window: MainWindow) -> None:
    entries = [(f"{top.text()} ▸ {w}", a) for top in window.menuBar().actions() for w, a in _menu_actions(top.menu())]
    assert len(entries) > 60  # the whole menu bar was read, submenus included
    missing = [where for where, action in entries if action_section(action) not in ANCHORS]
    assert missing == []


def test_every_action_with_a_shortcut_has_a_section(window: MainWindow) -> None:
    with_keys = [a for a in window.findChildren(QAction) if any(not k.isEmpty() for k in a.shortcuts())]
    assert len(with_keys) >= 20
    missing = [a.text() for a in with_keys if action_section(a) not in ANCHORS]
    assert missing == []


def test_an_action_added_without_a_section_is_caught(window: MainWindow) -> None:
    extra = QAction("Roll for loot", window)
    window.menuBar().actions()[0].menu().addAction(extra)
    entries = [a for top in window.menuBar().actions() for _, a in _menu_actions(top.menu())]
    assert extra in entries and action_section(extra) not in ANCHORS


def test_every_dialog_of_gm_desk_has_a_section() -> None:
    classes = _dialog_classes()
    assert len(classes) >= 25
    assert {"PlayerWindow", "BestiaryEditorWindow", "NotesDialog"} <= {cls.__name__ for cls in classes}
    names = [cls.__name__ for cls in classes]
    assert len(names) == len(set(names))  # the registry is by class name: it must say which dialog
    missing = sorted(name for name in names if WIDGET_SECTIONS.get(name) not in ANCHORS)
    assert missing == []


def _press_f1_in(qtbot, dialog: QWidget) -> ManualViewer:
    dialog.activateWindow()
    target = dialog.focusWidget() or dialog
    target.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is dialog)
    before = set(QApplication.topLevelWidgets()) | set(dialog.findChildren(ManualViewer))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)
    viewers = [
        w
        for w in [*QApplication.topLevelWidgets(), *dialog.findChildren(ManualViewer)]
        if isinstance(w, ManualViewer) and w.isVisible()
    ]
    assert viewers, "F1 opened no manual"
    new = [v for v in viewers if v not in before] or viewers
    return new[-1]


@pytest.mark.parametrize(
    "action",
    ["options", "notes", "quick_roster", "use_map", "map_picture", "scene_events", "sides", "groups", "difficulty"],
)
def test_f1_in_a_dialog_opens_its_section(qtbot, window: MainWindow, action: str) -> None:
    before = {d for d in window.findChildren(QDialog) if d.isVisible()}
    getattr(window.actions_, action).trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() and d not in before for d in window.findChildren(QDialog)))
    (dialog,) = [d for d in window.findChildren(QDialog) if d.isVisible() and d not in before]
    viewer = _press_f1_in(qtbot, dialog)
    assert viewer.section == WIDGET_SECTIONS[type(dialog).__name__] == ACTION_SECTIONS[action]
    # over a dialog that blocks the window, the manual is that dialog's own, so it can be read and scrolled
    if dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal:
        assert viewer.parent() is dialog
    viewer.close()
    dialog.close()


def test_f1_in_a_window_of_its_own_opens_its_section(qtbot, window: MainWindow) -> None:
    from gm_desk.ui.help import ShortcutsDialog

    dialog = ShortcutsDialog(window)
    dialog.show()
    viewer = _press_f1_in(qtbot, dialog)
    assert viewer.section == "shortcuts"
    assert window.manual_viewer is viewer  # not modal: the manual beside the main window, as from the menu
    dialog.close()
    window.player_view_actions.toggle.trigger()
    player = window.player_view.window
    assert player is not None and player.isVisible()
    assert _press_f1_in(qtbot, player).section == "player-view"


def test_a_part_of_a_panel_opens_its_own_section_before_the_panels(window: MainWindow) -> None:
    from gm_desk.ui.combat.conditions import ConditionsEditor
    from gm_desk.ui.help import section_for

    panels = window.help_sections()
    window.combat.card  # noqa: B018 - the Combatant tab's card is made when first shown or asked for
    conditions = window.combat.findChild(ConditionsEditor)
    assert conditions is not None
    inside = conditions.findChildren(QWidget)[0]
    assert section_for(inside, panels) == "conditions"
    assert section_for(window.combat, panels) == "combat"
    assert section_for(window.menuBar(), panels) == ""  # outside every panel: the manual's beginning
