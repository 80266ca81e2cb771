"""Help as a GM meets it: the manual opens offline at the section for the panel in focus (F1), the
shortcut list is made from the window's actions, and the demo menu names every system as written."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication, QMenu

from gm_desk.rules.rulesets import available
from gm_desk.ui.help import ShortcutsDialog, manual_html, shortcut_rows
from gm_desk.ui.help.shortcuts import plain_text
from gm_desk.ui.main_window import MainWindow

HEADINGS = {
    "bestiary": "The bestiary",
    "turn-order": "Turn order",
    "combat": "The combat panel",
    "map": "The map",
    "combat-log": "The combat log",
    "undo": "Undo, redo and the history",
    "dice-roller": "The dice roller",
}


def _help_menu(window: MainWindow) -> QMenu:
    (action,) = [a for a in window.menuBar().actions() if a.text() == "&Help"]
    return action.menu()


def test_help_offers_the_manual_the_shortcuts_the_demos_and_about(window: MainWindow) -> None:
    texts = [a.text() for a in _help_menu(window).actions() if not a.isSeparator()]
    assert texts == ["&Manual", "&Keyboard shortcuts", "Add a &demo campaign", "&About GM Desk"]
    assert window.actions_.manual.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)


def test_the_manual_covers_every_system_and_the_table_workflow() -> None:
    document = QTextDocument()
    document.setHtml(manual_html())
    text = document.toPlainText()
    for _, name in available():
        assert name.split()[0] in text, name
    for words in ("Preparing a fight", "Data safety", "Entering dice", *HEADINGS.values()):
        assert words in text


def _heading_at_top(window: MainWindow, heading: str) -> bool:
    browser = window.manual_viewer.browser
    block = browser.document().begin()
    while block.isValid() and not (block.text() == heading and block.blockFormat().headingLevel()):
        block = block.next()
    assert block.isValid(), heading
    rect = browser.cursorRect(QTextCursor(block))
    return browser.viewport().rect().contains(rect) and rect.top() < browser.viewport().height() // 3


def _focus(qtbot, widget) -> None:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def test_f1_opens_the_manual_at_the_part_for_the_panel_in_focus(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    targets = {
        "bestiary": window.bestiary.table,
        "turn-order": window.initiative,
        "combat": window.combat,
        "map": window.canvas,
        "combat-log": window.combat_log,
        "undo": window.history,
        "dice-roller": window.dice_roller,
    }
    for section, widget in targets.items():
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        window.history_dock.raise_()  # the log and the history share a place, as tabs
        if section == "combat-log":
            window.log_dock.raise_()
        window.activateWindow()
        _focus(qtbot, widget)
        qtbot.keyClick(widget, Qt.Key.Key_F1)
        viewer = window.manual_viewer
        assert viewer is not None and viewer.isVisible()
        assert viewer.section == section
        qtbot.waitUntil(lambda s=section: _heading_at_top(window, HEADINGS[s]))
        viewer.close()


def test_the_shortcut_list_has_every_action_with_a_shortcut(qtbot, window: MainWindow) -> None:
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    shown = dialog.rows()
    with_keys = [a for a in window.findChildren(QAction) if any(not k.isEmpty() for k in a.shortcuts())]
    assert len(with_keys) >= 10
    for action in with_keys:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert any(text == plain_text(action) and keys in words for text, words in shown), action.text()
    assert shown == shortcut_rows(window)


def test_a_new_action_with_a_shortcut_is_listed_without_editing_the_list(qtbot, window: MainWindow) -> None:
    extra = QAction("Roll && &shout", window)
    extra.setShortcut(QKeySequence("Ctrl+Alt+J"))
    window.addAction(extra)
    rows = ShortcutsDialog(window).rows()
    assert (
        "Roll & shout",
        QKeySequence("Ctrl+Alt+J").toString(QKeySequence.SequenceFormat.NativeText),
    ) in rows


def test_the_demo_menu_has_one_entry_per_system_with_its_name_as_written(window: MainWindow) -> None:
    menu = window.menuBar().findChild(QMenu, "demoMenu")
    entries = [(a.data(), a.text()) for a in menu.actions()]
    assert entries == [(rid, name.replace("&", "&&")) for rid, name in available()]
    # Qt shows `&&` as a plain `&`: "Threat & Retaliation", not "Threat _Retaliation".
    assert ("glowlands", "Threat && Retaliation") in entries
    assert all(a.isEnabled() for a in menu.actions())


def test_adding_a_demo_from_help_makes_its_campaign_and_opens_its_encounter(window: MainWindow) -> None:
    from gm_desk.store.campaigns import list_campaigns

    before = len(list_campaigns())
    menu = window.menuBar().findChild(QMenu, "demoMenu")
    (marching,) = [a for a in menu.actions() if a.data() == "marching"]
    marching.trigger()
    assert len(list_campaigns()) == before + 1
    assert window.session is not None and window.session.ruleset.id == "marching"


def test_the_frames_demo_menu_is_filled_when_first_opened_and_enabled_by_the_load(qtbot, store) -> None:
    """The frame makes no demo entries (they ask the rules registry) until the menu first opens; they are
    then the same entries, disabled until the window is loaded, and the load neither repeats nor loses them."""
    frame = MainWindow(data_dir=Path(store.path).parent)
    qtbot.addWidget(frame)
    menu = frame.menuBar().findChild(QMenu, "demoMenu")
    assert menu.actions() == [] and frame.actions_.demos == []
    menu.aboutToShow.emit()  # what opening Help ▸ Add a demo campaign does before it is drawn
    entries = [(a.data(), a.text()) for a in menu.actions()]
    assert entries == [(rid, name.replace("&", "&&")) for rid, name in available()]
    assert not any(a.isEnabled() for a in menu.actions())
    menu.aboutToShow.emit()
    assert len(menu.actions()) == len(entries)
    frame.load(store)
    assert [(a.data(), a.text()) for a in menu.actions()] == entries
    assert all(a.isEnabled() for a in menu.actions()) and menu.actions() == frame.actions_.demos


def test_a_window_loaded_before_its_demo_menu_opened_lists_every_system(qtbot, store) -> None:
    frame = MainWindow(data_dir=Path(store.path).parent)
    qtbot.addWidget(frame)
    frame.load(store)
    menu = frame.menuBar().findChild(QMenu, "demoMenu")
    assert [a.data() for a in menu.actions()] == [rid for rid, _ in available()]
    assert all(a.isEnabled() for a in menu.actions())
