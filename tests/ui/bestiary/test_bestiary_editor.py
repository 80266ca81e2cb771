"""The bestiary editor driven through its real widgets, checked in the database."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import (
    create_campaign,
    create_encounter,
    get_creature,
    get_encounter,
    list_creatures,
)
from gm_desk.store.bestiary_links import creature_ref
from tests.ui.bestiary.conftest import focus

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def type_into(qtbot, widget, text: str) -> None:
    """Select what the field holds and type over it, key by key."""
    focus(qtbot, widget)
    widget.selectAll()
    qtbot.keyClicks(widget, text)


def answer(monkeypatch, button: QMessageBox.StandardButton) -> list[str]:
    """Patch QMessageBox.question to answer `button`; the questions asked are collected."""
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def test_editing_a_creature_through_the_form_reaches_the_database(qtbot, pair, creature_id) -> None:
    library, editor = pair
    caretaker = creature_id("Caretaker")
    assert library.select_creature(caretaker) and library.edit_selected()
    assert editor.creature_id == caretaker and not editor.is_dirty()

    melee = editor.field("melee_threat").input
    type_into(qtbot, melee, "14")
    assert melee.value() == 14 and editor.is_dirty() and editor.title.text() == "Caretaker •"

    retaliations = editor.field("retaliations")
    qtbot.mouseClick(retaliations.add_button, Qt.MouseButton.LeftButton)
    assert retaliations.entries.count() == 4 and retaliations.current == 3
    detail = retaliations.detail
    type_into(qtbot, detail.field("name").input, "Lantern flare")
    detail.field("trigger").input.setCurrentIndex(detail.field("trigger").input.findData("ranged"))
    reach = detail.field("range")
    reach.kind.setCurrentIndex(reach.kind.findData("zones"))
    type_into(qtbot, reach.zones, "2")
    damage = detail.field("damage")
    type_into(qtbot, damage.input, "2d+")

    assert damage.message.isVisible()
    assert (
        damage.issue_text()
        == "'2d+' is not a dice expression GM Desk understands (the notation is malformed)."
    )
    assert retaliations.entries.item(3).text() == "Lantern flare — ranged · 2 zones · 2d+"
    assert not editor.save_action.isEnabled()
    qtbot.keyClick(damage.input, Qt.Key.Key_S, CTRL)  # Ctrl+S refuses while a field is wrong
    assert get_creature(caretaker).statblock["melee_threat"] == 10
    assert editor.banner.text() == "Not saved: fix the problems marked in red first."

    type_into(qtbot, damage.input, "2d6+1")
    assert not damage.message.isVisible() and damage.issue_text() == ""
    type_into(qtbot, detail.field("effect").input, "Blinds the hero until their next turn.")
    assert editor.save_action.isEnabled()
    qtbot.keyClick(damage.input, Qt.Key.Key_S, CTRL)

    stored = get_creature(caretaker)
    assert stored.statblock["melee_threat"] == 14 and (stored.threat_lo, stored.threat_hi) == (9, 14)
    assert stored.statblock["retaliations"][3] == {
        "name": "Lantern flare",
        "trigger": "ranged",
        "range": 2,
        "damage": "2d6+1",
        "effect": "Blinds the hero until their next turn.",
        "uses_per_round": 1,
    }
    assert [r["name"] for r in stored.statblock["retaliations"]] == [
        "Spear thrust", "Shortbow shot", "Step back", "Lantern flare",
    ]  # fmt: skip
    assert not editor.is_dirty() and editor.title.text() == "Caretaker"
    assert library.status.text() == "Saved Caretaker."
    row = library.model.row_of(caretaker)
    assert library.model.index(row, 2).data() == "9–14"  # the library row follows the save


def test_problems_the_schema_finds_show_under_their_fields(qtbot, editor, creature_id) -> None:
    editor.load_creature(creature_id("Caretaker"))
    name = editor.field("name")
    type_into(qtbot, name.input, "   ")
    assert name.issue_text() == "must not be empty" and name.message.isVisible()

    retaliations = editor.field("retaliations")
    damage = retaliations.detail.field("damage")
    type_into(qtbot, damage.input, "1d6/2")  # the dice parser accepts it; a stat block may not divide
    assert damage.issue_text() == "operator '/' is not allowed; use + - * only"
    assert retaliations.entry_has_issue(0) and not retaliations.entry_has_issue(1)
    retaliations.entries.setCurrentRow(1)  # the problem stays marked while another entry is edited
    assert retaliations.entry_has_issue(0) and retaliations.detail.field("damage").issue_text() == ""
    assert retaliations.entries.item(0).toolTip() == "operator '/' is not allowed; use + - * only"

    while retaliations.entries.count():
        retaliations.entries.setCurrentRow(0)
        qtbot.mouseClick(retaliations.remove_button, Qt.MouseButton.LeftButton)
    assert retaliations.issue_text().startswith("needs at least 1 entry")
    assert not editor.save_action.isEnabled()


def test_spin_boxes_stop_at_the_schemas_bounds(qtbot, editor, creature_id) -> None:
    editor.load_creature(creature_id("Caretaker"))
    ranged = editor.field("ranged_threat").input
    assert (ranged.minimum(), ranged.maximum()) == (1, 30)
    before = editor.value()["ranged_threat"]
    type_into(qtbot, ranged, "45")  # above the highest Threat: refused in words, the old value kept
    assert ranged.lineEdit().text() == "45"
    # The 4 typed first was in range, but it is not what the GM meant: the form keeps the value before.
    assert editor.value()["ranged_threat"] == before
    assert editor.field("ranged_threat").issue_text().endswith(f"It stays {before} until you fix it.")
    armour = editor.field("armour").input
    assert (armour.minimum(), armour.maximum()) == (0, 99)
    speed = editor.field("speed").input
    before = speed.value()
    type_into(qtbot, speed, "-3")  # no silent sign flip: refused, the old value kept
    assert speed.value() == before and speed.lineEdit().text() == "-3"
    assert editor.field("speed").issue_text().startswith("-3 is not allowed")


def test_ctrl_z_undoes_inside_the_editor(qtbot, editor, creature_id) -> None:
    editor.load_creature(creature_id("Glass Hound"))
    name = editor.field("name").input
    type_into(qtbot, name, "Glass Wolf")
    armour = editor.field("armour").input
    type_into(qtbot, armour, "3")
    retaliations = editor.field("retaliations")
    qtbot.mouseClick(retaliations.add_button, Qt.MouseButton.LeftButton)
    assert editor.undo_stack.count() == 3  # the name typed key by key is one step

    qtbot.keyClick(focus(qtbot, armour), Qt.Key.Key_Z, CTRL)
    assert retaliations.entries.count() == len(
        get_creature(creature_id("Glass Hound")).statblock["retaliations"]
    )
    qtbot.keyClick(armour, Qt.Key.Key_Z, CTRL)
    assert armour.value() == get_creature(creature_id("Glass Hound")).statblock["armour"]
    qtbot.keyClick(focus(qtbot, name), Qt.Key.Key_Z, CTRL)
    assert name.text() == "Glass Hound" and not editor.is_dirty()
    qtbot.keyClick(name, Qt.Key.Key_Z, CTRL_SHIFT)
    assert name.text() == "Glass Wolf" and editor.value()["name"] == "Glass Wolf" and editor.is_dirty()


def test_revert_goes_back_to_the_stored_creature_and_redo_brings_the_edits_back(
    qtbot, editor, creature_id
) -> None:
    editor.load_creature(creature_id("Peacekeeper"))
    strain = editor.field("max_strain").input
    type_into(qtbot, strain, "30")
    editor.revert_action.trigger()
    assert strain.value() == 14 and not editor.is_dirty()
    editor.redo_action.trigger()
    assert strain.value() == 30 and editor.is_dirty()


def test_delete_asks_first(qtbot, pair, creature_id, monkeypatch) -> None:
    library, editor = pair
    hound = creature_id("Glass Hound")
    editor.load_creature(hound)
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    editor.delete_action.trigger()
    assert asked == [
        "Delete Glass Hound from the bestiary?\n\nEncounters that already use it keep their copy."
    ]
    assert get_creature(hound).name == "Glass Hound" and editor.creature_id == hound

    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    editor.delete_action.trigger()
    assert all(row[0] != hound for row in list_creatures())
    assert editor.record is None and editor.pages.currentWidget() is editor.empty
    assert library.model.row_of(hound) is None and "Glass Hound" not in library.shown_names()


def test_duplicate_stores_a_copy_and_edits_it(qtbot, pair, creature_id) -> None:
    library, editor = pair
    editor.load_creature(creature_id("Caretaker"))
    editor.duplicate_action.trigger()
    copy = get_creature(editor.creature_id)
    assert copy.name == "Caretaker (copy)" and copy.pack is None
    assert copy.statblock["retaliations"] == get_creature(creature_id("Caretaker")).statblock["retaliations"]
    assert editor.subtitle.text() == "Threat & Retaliation · your own"
    assert library.selected_ids() == [copy.id]


def test_leaving_unsaved_changes_asks_save_discard_or_stay(qtbot, editor, creature_id, monkeypatch) -> None:
    caretaker, goblin = creature_id("Caretaker"), creature_id("Goblin")
    editor.load_creature(caretaker)
    type_into(qtbot, editor.field("armour").input, "5")

    asked = answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not editor.load_creature(goblin) and editor.creature_id == caretaker
    assert asked == ["Save your changes to Caretaker first?"]
    answer(monkeypatch, QMessageBox.StandardButton.Save)
    assert editor.load_creature(goblin) and editor.creature_id == goblin
    assert get_creature(caretaker).statblock["armour"] == 5
    assert editor.field("armour_class").input.value() == get_creature(goblin).statblock["armour_class"]


def test_a_new_creature_of_another_system_is_built_from_its_schema(qtbot, pair) -> None:
    library, editor = pair
    library.new_creature("marching")
    assert editor.subtitle.text() == "Marching Order · new, not saved yet"
    morale = editor.field("morale").input
    assert morale.text() == "—" and editor.value()["morale"] is None  # nullable: "—" below the minimum
    assert editor.field("move_ft").input.singleStep() == 5
    type_into(qtbot, editor.field("name").input, "Cave Bear")
    type_into(qtbot, editor.field("hit_dice").input, "4+1")
    type_into(qtbot, editor.field("hit_points").input, "22")
    type_into(qtbot, editor.field("armour_class").input, "13")
    attacks = editor.field("attacks")
    type_into(qtbot, attacks.detail.field("name").input, "Claw")
    type_into(qtbot, attacks.detail.field("damage").input, "1d6+2")
    qtbot.mouseClick(attacks.add_button, Qt.MouseButton.LeftButton)
    type_into(qtbot, attacks.detail.field("name").input, "Bite")
    qtbot.mouseClick(attacks.up_button, Qt.MouseButton.LeftButton)  # the bite comes first
    assert editor.save()

    stored = get_creature(editor.creature_id)
    assert stored.ruleset == "marching" and stored.name == "Cave Bear"
    assert (stored.threat_lo, stored.threat_hi) == (13, 13)
    assert [(a["name"], a["damage"]) for a in stored.statblock["attacks"]] == [
        ("Bite", "1d6"),
        ("Claw", "1d6+2"),
    ]
    assert stored.statblock["morale"] is None and stored.statblock["hit_dice"] == "4+1"
    assert library.selected_ids() == [stored.id] and "Cave Bear" in library.shown_names()


def test_maps_groups_and_optional_records_of_other_systems(qtbot, editor, creature_id) -> None:
    editor.load_creature(creature_id("Bandit Brute"))
    shield = editor.field("shield")
    shield.switch.setChecked(not shield.switch.isChecked())
    expected_shield = None if shield.value() is None else {"damaged": False}
    assert editor.value()["shield"] == expected_shield
    assert editor.save()
    assert get_creature(creature_id("Bandit Brute")).statblock["shield"] == expected_shield

    editor.load_creature(creature_id("Captain of the Watch"))
    attributes = editor.field("attributes")
    before = dict(editor.value()["attributes"])
    qtbot.mouseClick(attributes.add_button, Qt.MouseButton.LeftButton)
    added_key = next(k for k in editor.value()["attributes"] if k not in before)
    assert added_key in ("strength", "dexterity", "constitution", "intellect", "will", "presence")
    attributes.rows[-1][1].input.setCurrentIndex(attributes.rows[-1][1].input.findData("d12"))
    editor.field("deflection", "physical").input.setValue(7)
    assert editor.save()
    stored = get_creature(creature_id("Captain of the Watch")).statblock
    assert stored["attributes"] == before | {added_key: "d12"} and stored["deflection"]["physical"] == 7


def test_saving_updates_prep_encounters_that_use_the_creature(qtbot, pair, creature_id) -> None:
    library, editor = pair
    hound = get_creature(creature_id("Glass Hound"))
    setup = demo_setup()
    setup["combatants"].append(
        {"id": "h1", "name": "Glass Hound", "kind": "NPC", "side": "relay", "zone": "gate",
         "stats": hound.statblock, "ref": creature_ref(hound.id)}
    )  # fmt: skip
    encounter = create_encounter(create_campaign("Hunt", "glowlands").id, "Kennels", "glowlands", setup)
    reports = []
    library.encounters_followed.connect(reports.append)

    editor.load_creature(hound.id)
    type_into(qtbot, editor.field("max_strain").input, "12")
    assert editor.save()

    combatant = next(c for c in get_encounter(encounter.id).setup["combatants"] if c["id"] == "h1")
    assert combatant["stats"]["max_strain"] == 12
    assert [r.encounter_ids for r in reports] == [(encounter.id,)]
    assert library.status.text() == "Saved Glass Hound. 1 encounter in prep now uses the new Glass Hound."


def test_inside_the_editor_ctrl_z_is_the_editors_not_the_windows(qtbot, seeded, creature_id) -> None:
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMainWindow

    from gm_desk.ui.bestiary import BestiaryEditor
    from tests.ui.bestiary.conftest import show

    window = QMainWindow()
    encounter_undo = QAction("Undo", window)
    encounter_undo.setShortcut(QKeySequence.StandardKey.Undo)  # as the main window's Edit ▸ Undo
    window.addAction(encounter_undo)
    fired = []
    encounter_undo.triggered.connect(lambda: fired.append("encounter"))
    editor = BestiaryEditor(window)
    window.setCentralWidget(editor)
    show(qtbot, window)
    editor.load_creature(creature_id("Caretaker"))
    name = editor.field("name").input
    type_into(qtbot, name, "Keeper")

    qtbot.keyClick(name, Qt.Key.Key_Z, CTRL)

    assert name.text() == "Caretaker" and fired == []
    qtbot.keyClick(focus(qtbot, editor.preview), Qt.Key.Key_Z, CTRL)  # not a text field: same rule
    assert fired == [] and editor.undo_stack.index() == 0


def test_a_number_out_of_bounds_stays_as_typed_marked_and_nothing_can_be_saved(
    qtbot, editor, creature_id
) -> None:
    """Issue #30, item 3: 99999 typed into "Retaliations per round" (1 saved) is not silently 9."""
    caretaker = creature_id("Caretaker")
    editor.load_creature(caretaker)
    field = editor.field("retaliation_limit")
    saved = get_creature(caretaker).statblock["retaliation_limit"]
    type_into(qtbot, field.input, "99999")
    qtbot.keyClick(field.input, Qt.Key.Key_Tab)  # the focus leaves the box: Qt would put a value back
    assert field.input.lineEdit().text() == "99999"  # what the GM typed stays, to be fixed
    assert editor.value()["retaliation_limit"] == saved  # not the 9 typed on the way
    assert field.issue_text().startswith("99999 is not allowed: Retaliations per round goes from")
    assert field.issue_text().endswith(f"It stays {saved} until you fix it.")
    assert not editor.save_action.isEnabled()
    qtbot.keyClick(field.input, Qt.Key.Key_S, CTRL)
    assert get_creature(caretaker).statblock["retaliation_limit"] == saved
