"""Groups in prep, through the real widgets: Encounter ▸ Groups… (pick rows, Group selected… with its
proposed name, Ungroup, Rename group…), Ctrl+G and Ctrl+Shift+G on the tokens picked on the map; each a
prep edit saved with the setup and undone with Ctrl+Z; the groups are there again when the data file is
opened anew; the system's rule for a group is said above the list; fixed once the fight starts."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit

from gm_desk.paths import database_path
from gm_desk.rules import groups, prep
from gm_desk.store import repositories as repo
from gm_desk.store.connection import open_store
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep.groups_editor import GroupsEditor
from tests.ui.conftest import start_fight
from tests.ui.test_encounter_files_ui import menu_action

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def add_caretakers(window: MainWindow, count: int = 2) -> list[str]:
    """More Caretakers, as a bestiary drop in prep adds them; their ids."""
    session = window.session
    stats = next(c for c in session.setup["combatants"] if c["id"] == "caretaker")["stats"]
    before = set(session.state.combatants)
    for _ in range(count):
        assert session.add_creature("Caretaker", stats, "yard").ok
    return [cid for cid in session.state.combatants if cid not in before]


def open_groups(qtbot: Any, window: MainWindow) -> GroupsEditor:
    action = menu_action(window, "E&ncounter", "G&roups…")
    assert action.isEnabled()
    action.trigger()
    editor = window.groups_editor
    assert editor.isVisible()
    editor.activateWindow()  # its own window: its Ctrl+G and Ctrl+Shift+G work while it is in front
    qtbot.waitUntil(editor.isActiveWindow)
    return editor


def click_rows(qtbot: Any, editor: GroupsEditor, cids: list[str]) -> None:
    """Click the first row, Ctrl-click the others, as a GM picks several."""
    items = {it.data(0, Qt.ItemDataRole.UserRole): it for it in editor._all_items()}
    for n, cid in enumerate(cids):
        rect = editor.tree.visualItemRect(items[cid])
        modifier = CTRL if n else Qt.KeyboardModifier.NoModifier
        qtbot.mouseClick(editor.tree.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
    assert editor.selected_cids() == cids


def answer(qtbot: Any, prompt: QInputDialog, name: str | None = None) -> None:
    """Type a name (or keep the one proposed) and press Return."""
    line = prompt.findChild(QLineEdit)
    assert prompt.isVisible() and line is not None
    if name is not None:
        line.selectAll()
        qtbot.keyClicks(line, name)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert not prompt.isVisible()


def saved_groups(encounter_id: int) -> dict[str, str]:
    return {
        c["id"]: c["group"] for c in repo.get_encounter(encounter_id).setup["combatants"] if c.get("group")
    }


def test_group_in_the_editor_undo_redo_reopen_the_data_file_and_ungroup(
    qtbot, window: MainWindow, data_dir
) -> None:
    session = window.session
    encounter_id = session.encounter_id
    new = add_caretakers(window)
    editor = open_groups(qtbot, window)
    assert editor.rule_label.text().startswith("In Threat & Retaliation: Creatures take no turns here")
    assert "Shared Strain for groups" in editor.rule_label.text()
    trio = ["caretaker", *new]
    click_rows(qtbot, editor, trio)
    qtbot.mouseClick(editor.group_button, Qt.MouseButton.LeftButton)
    assert editor.name_prompt.textValue() == "Caretakers"  # proposed from Caretaker, Caretaker 2…
    answer(qtbot, editor.name_prompt)
    assert groups.members(session.setup) == {"Caretakers": trio}
    assert saved_groups(encounter_id) == dict.fromkeys(trio, "Caretakers")
    assert editor.row_texts()[3:7] == [
        "Caretakers  ·  3 in the group",
        "  Caretaker",
        "  Caretaker 2",
        "  Caretaker 3",
    ]
    assert window.canvas.map_scene.tokens["caretaker"].toolTip().endswith("Group: Caretakers")

    # A PC and a creature are on two sides: refused in words, nothing saved.
    click_rows(qtbot, editor, ["haelon", "peacekeeper"])
    qtbot.keyClick(editor.tree, Qt.Key.Key_G, CTRL)
    answer(qtbot, editor.name_prompt, "Odd pair")
    assert "stand on different sides" in editor.message.text()
    assert saved_groups(encounter_id) == dict.fromkeys(trio, "Caretakers")

    # One prep edit, one undo step: Ctrl+Z takes it back and redo gives it back, both saved.
    window.actions_.undo.trigger()
    assert groups.members(session.setup) == {} and saved_groups(encounter_id) == {}
    assert not any(t.startswith("Caretakers") for t in editor.row_texts())
    window.actions_.redo.trigger()
    assert saved_groups(encounter_id) == dict.fromkeys(trio, "Caretakers")
    editor.close()
    window.close()

    # The data file opened anew, as on the next day: the group is there.
    window.store.close()
    reopened = open_store(database_path(data_dir))
    try:
        again = MainWindow(reopened)
        qtbot.addWidget(again)
        again.show()
        assert again.session.encounter_id == encounter_id
        assert groups.members(again.session.setup) == {"Caretakers": trio}
        editor = open_groups(qtbot, again)
        click_rows(qtbot, editor, [new[0]])
        qtbot.keyClick(editor.tree, Qt.Key.Key_G, CTRL | SHIFT)
        assert groups.members(again.session.setup) == {"Caretakers": ["caretaker", new[1]]}
        # Renamed through its row; the last two out: a group of one is let go as well.
        click_rows(qtbot, editor, ["caretaker"])
        qtbot.mouseClick(editor.rename_button, Qt.MouseButton.LeftButton)
        answer(qtbot, editor.name_prompt, "Wardens")
        assert groups.members(again.session.setup) == {"Wardens": ["caretaker", new[1]]}
        click_rows(qtbot, editor, [new[1]])
        qtbot.mouseClick(editor.ungroup_button, Qt.MouseButton.LeftButton)
        assert groups.members(again.session.setup) == {} and saved_groups(encounter_id) == {}
        again.actions_.undo.trigger()
        assert saved_groups(encounter_id) == {"caretaker": "Wardens", new[1]: "Wardens"}
        editor.close()
        again.close()
    finally:
        reopened.close()


def test_ctrl_g_groups_the_tokens_picked_on_the_map_and_ctrl_shift_g_ungroups_them(qtbot, window) -> None:
    session = window.session
    scene = window.canvas.map_scene
    for cid in ("hound", "moths"):
        scene.tokens[cid].setSelected(True)
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL)
    prompt = window.group_name_prompt
    assert prompt.textValue() == "Group"  # a Glass Hound and a Lumen Moth Swarm: no shared name
    answer(qtbot, prompt, "Beasts")
    assert groups.members(session.setup) == {"Beasts": ["hound", "moths"]}
    assert window.statusBar().currentMessage() == "2 combatants are in the group Beasts."
    scene.clearSelection()
    scene.tokens["moths"].setSelected(True)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL | SHIFT)
    assert groups.members(session.setup) == {}  # the hound alone is no group
    # One token picked: the Groups editor opens with it picked, to pick the others there.
    scene.clearSelection()
    scene.tokens["hound"].setSelected(True)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL)
    editor = window.groups_editor
    assert editor.isVisible() and editor.selected_cids() == ["hound"]
    assert "Pick two or more tokens" in window.statusBar().currentMessage()
    editor.close()


def test_once_the_fight_starts_groups_are_fixed_and_in_force(qtbot, window) -> None:
    session = window.session
    assert session.edit(prep.group, ["caretaker", "peacekeeper"], "Keepers")
    start_fight(session)
    assert session.state.get("peacekeeper").group == "Keepers"
    assert not window.actions_.group.isEnabled() and not window.actions_.ungroup.isEnabled()
    editor = open_groups(qtbot, window)
    assert "groups are fixed" in editor.message.text()
    assert not editor.group_button.isEnabled() and not editor.ungroup_button.isEnabled()
    refusals: list[str] = []
    session.rejected.connect(lambda _code, text: refusals.append(text))
    assert not session.edit(prep.ungroup, ["caretaker"])
    assert refusals == ["The fight has started, so groups are fixed. Undo back to the start to change them."]
    assert saved_groups(session.encounter_id) == {"caretaker": "Keepers", "peacekeeper": "Keepers"}
    editor.close()


def test_the_sides_editor_names_each_members_group_and_a_member_moved_to_another_side_leaves_it(
    qtbot, window
) -> None:
    session = window.session
    assert session.edit(prep.group, ["peacekeeper", "hound", "moths"], "Beasts")
    window.actions_.sides.trigger()
    sides = window.sides_editor
    texts = [sides.member_lists["relay"].item(i).text() for i in range(sides.member_lists["relay"].count())]
    assert "Glass Hound  · Beasts" in texts
    assert session.edit(prep.move_to_side, "hound", "party")  # a group stands on one side: the hound leaves it
    assert session.state.get("hound").side == "party" and session.state.get("hound").group is None
    assert groups.members(session.setup) == {"Beasts": ["peacekeeper", "moths"]}
    assert session.undo_stack.undoText() == "Glass Hound joins The Outriders (leaves Beasts)"
    session.undo_stack.undo()
    assert groups.members(session.setup) == {"Beasts": ["peacekeeper", "hound", "moths"]}
    sides.close()
