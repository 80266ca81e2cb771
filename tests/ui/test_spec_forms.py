"""The one form library (gm_desk.ui.forms) in the PC sheet: what it brought over from the bestiary editor.

A PC's weapons are edited in the list-and-form editor of the bestiary (named new entries, Move up and
Move down, problems marked per entry), dice typos are spelled out under their field, named values read
as words, a record keeps its shape, and the form scrolls to the field with the focus.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from gm_desk.ui.campaigns.sheet_dialog import PartyMemberDialog
from gm_desk.ui.campaigns.sheets import blank_sheet, pc_sheet_specs, sheet_problems
from gm_desk.ui.forms import SpecForm

BOW = {"name": "Hunting bow", "range": 2, "damage": "1d8", "tags": ["two-handed"]}
SWORD = {"name": "Shortsword", "range": "engaged", "damage": "1d6+1", "tags": ["light"]}


def glowlands_form(qtbot: Any) -> SpecForm:
    form = SpecForm(pc_sheet_specs("glowlands"), validator=lambda s: sheet_problems("glowlands", "Ren", s))
    qtbot.addWidget(form)
    form.set_value({**blank_sheet("glowlands"), "weapons": [SWORD, BOW]})
    return form


def test_weapons_are_added_named_and_reordered(qtbot: Any) -> None:
    form = glowlands_form(qtbot)
    paths: list[str] = []
    form.edited.connect(paths.append)
    weapons = form.editor("weapons")
    assert [weapons.entries.item(row).text() for row in range(2)] == ["Shortsword", "Hunting bow"]
    assert weapons.detail.field("name").value() == "Shortsword" and not weapons.up_button.isEnabled()

    weapons.add_button.click()
    assert weapons.current == 2 and weapons.entries.item(2).text() == "New weapon"
    assert form.value()["weapons"][2] == {"name": "New weapon", "range": "intimate", "tags": []}
    weapons.up_button.click()
    weapons.up_button.click()
    assert [w["name"] for w in form.value()["weapons"]] == ["New weapon", "Shortsword", "Hunting bow"]
    assert weapons.current == 0 and not weapons.up_button.isEnabled()
    weapons.remove_button.click()
    assert form.value()["weapons"] == [SWORD, BOW]
    assert [p.rstrip("0123456789") for p in paths] == ["weapons.!add", "weapons.!move", "weapons.!move",
                                                       "weapons.!remove"]  # fmt: skip


def test_a_dice_typo_is_spelled_out_under_its_field_and_stops_the_sheet(qtbot: Any) -> None:
    form = glowlands_form(qtbot)
    weapons = form.editor("weapons")
    weapons.entries.setCurrentRow(1)
    damage = weapons.detail.field("damage")
    damage.input.selectAll()
    qtbot.keyClicks(damage.input, "2d+")

    sentence = "'2d+' is not a dice expression GM Desk understands (the notation is malformed)."
    assert damage.issue_text() == sentence and not damage.message.isHidden()
    assert form.value()["weapons"][1]["damage"] == "2d+"
    assert form.check() and form.problems_label.text().startswith("• weapon 'Hunting bow':")
    qtbot.keyClick(damage.input, Qt.Key.Key_Backspace)
    qtbot.keyClicks(damage.input, "6")
    assert damage.issue_text() == "" and damage.message.isHidden() and form.check() == []


def test_problems_located_by_a_schema_mark_their_entry(qtbot: Any) -> None:
    form = glowlands_form(qtbot)
    weapons = form.editor("weapons")
    form.show_issues([(("weapons", 1, "damage"), "too much for a bow"), (("armour",), "too thick")])
    assert weapons.entry_has_issue(1) and not weapons.entry_has_issue(0)
    assert weapons.entries.item(1).toolTip() == "too much for a bow"
    assert weapons.detail.field("damage").issue_text() == ""  # the sword is shown
    weapons.entries.setCurrentRow(1)
    assert weapons.detail.field("damage").issue_text() == "too much for a bow"
    assert form.issue_text() == "too thick\ntoo much for a bow"


def test_named_values_read_as_words_and_keep_the_schemas_spelling(qtbot: Any) -> None:
    form = SpecForm(pc_sheet_specs("teams"))
    qtbot.addWidget(form)
    form.set_value({"evasion": 8, "health_max": 10, "attributes": {"strength": "d6", "intellect": "d4"}})
    attributes = form.editor("attributes")
    assert [combo.currentText() for combo, _, _ in attributes.rows] == ["Strength", "Intellect"]
    assert attributes.add_button.text() == "Add attribute"
    cards = SpecForm(pc_sheet_specs("cards"))
    qtbot.addWidget(cards)
    assert (
        cards.editor("skills").add_button.text() == "Add skill"
    )  # "Skills (dice)": the parenthesis is not a plural

    attributes.rows[1][0].setEditText("Sixth sense")  # a key of the GM's own, kept as typed
    assert form.value()["attributes"] == {"strength": "d6", "Sixth sense": "d4"}
    attributes.rows[0][2].click()  # ✕
    assert form.value()["attributes"] == {"Sixth sense": "d4"}


def test_a_record_keeps_its_shape(qtbot: Any) -> None:
    form = SpecForm(pc_sheet_specs("factions"))
    qtbot.addWidget(form)
    stats = {"str": 10, "agi": 9, "wit": 8, "health_max": 6}
    form.set_value({**stats, "shield": None, "house_rule": {"luck": 2}})
    value = form.value()
    assert value["shield"] is None and value["house_rule"] == {"luck": 2}  # what it had, it keeps
    form.set_value(stats)
    assert "shield" not in form.value() and "house_rule" not in form.value()  # nothing empty is added
    assert form.value()["armour"] == 0  # but a field with a value is filled in at its default


def test_the_form_follows_the_focus_and_the_wheel_only_turns_a_focused_box(qtbot: Any) -> None:
    dialog = PartyMemberDialog("teams", "Ada", blank_sheet("teams"))
    qtbot.addWidget(dialog)
    dialog.resize(460, 360)
    dialog.show()
    qtbot.waitExposed(dialog)
    form = dialog.form
    bar = form.scroll.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0
    last = form.editor("reactions_per_round").input
    dialog.activateWindow()
    last.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is last)
    assert bar.value() > 0
    assert last.visibleRegion().boundingRect().height() == last.height()  # all of it in view

    first = form.editor("size").input
    before = first.value()

    def wheel() -> bool:
        event = QWheelEvent(
            QPointF(5, 5), QPointF(first.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, 120),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(first, event)
        return event.isAccepted()

    assert not wheel() and first.value() == before  # not focused: the wheel is the form's
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    wheel()
    assert first.value() == before + 1
