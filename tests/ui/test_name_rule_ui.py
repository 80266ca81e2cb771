"""One rule for every name, in the dialogs that ask for one (#29.7).

A name is never cut short: a 100,000-character paste stays whole in the field, is refused in words under
it, and OK (or Save) stays off; a bell, a line break, a right-to-left override or a zero width space is
refused the same way; nothing is written. The bestiary editor, the new campaign and new encounter
dialogs, the renaming of a campaign or an encounter and the PC dialog all say so, driven by their real
widgets.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import repositories as repo
from gm_desk.ui.campaigns import manager as manager_module
from gm_desk.ui.campaigns.manager import CampaignManager, NewCampaignDialog
from gm_desk.ui.campaigns.sheet_dialog import PartyMemberDialog
from gm_desk.ui.name_check import NameDialog
from gm_desk.ui.prep.new_encounter import NewEncounterDialog

PASTE = "x" * 100_000
TOO_LONG = "is 100,000 characters long: a name holds at most 80."
HOSTILE = {
    "bell": ("Bell\x07", "contains U+0007 a control character, which a name may not hold."),
    "line break": ("Two\nlines", "contains U+000A a control character, which a name may not hold."),
    "right-to-left override": (
        "Evil\u202eeno",
        "contains U+202E RIGHT-TO-LEFT OVERRIDE (an invisible character), which a name may not hold.",
    ),
    "zero width space": (
        "Craw\u200bler",
        "contains U+200B ZERO WIDTH SPACE (an invisible character), which a name may not hold.",
    ),
}


def paste(qtbot: Any, edit: QLineEdit, text: str) -> None:
    """Select the field's text and paste over it, as a GM does with Ctrl+V."""
    QGuiApplication.clipboard().setText(text)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def ok_of(buttons: QDialogButtonBox) -> Any:
    return buttons.button(QDialogButtonBox.StandardButton.Ok)


@pytest.fixture
def campaign(store: Any) -> int:
    campaign = repo.create_campaign("Tuesday", "glowlands")
    repo.create_encounter(campaign.id, "Ambush", "glowlands", demo_setup())
    return campaign.id


def test_the_bestiary_refuses_a_long_paste_in_words_and_keeps_it_in_the_field(qtbot: Any, store: Any) -> None:
    from gm_desk.rules.rulesets.glowlands.demo import CARETAKER
    from gm_desk.store.records import CreatureRecord
    from gm_desk.ui.bestiary import BestiaryEditor

    stored = repo.save_creature(
        CreatureRecord(ruleset="glowlands", name="Caretaker", statblock=dict(CARETAKER))
    )
    editor = BestiaryEditor()
    qtbot.addWidget(editor)
    editor.resize(1100, 760)
    editor.show()
    qtbot.waitExposed(editor)
    assert editor.load_creature(stored.id)
    name = editor.field("name")
    paste(qtbot, name.input, PASTE)
    assert name.input.text() == PASTE  # kept whole: not cut to 80, nor to Qt's 32,767
    assert name.issue_text() == "must be at most 80 characters long" and name.message.isVisible()
    assert not editor.save_action.isEnabled()
    qtbot.keyClick(name.input, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert editor.banner.text() == "Not saved: fix the problems marked in red first."
    assert repo.get_creature(stored.id).name == "Caretaker"
    assert editor.width() <= 1100  # the title does not stretch the editor to the name's length

    paste(qtbot, name.input, "Caretaker Prime")
    assert name.issue_text() == "" and editor.save_action.isEnabled()


@pytest.mark.parametrize("case", ["too long", *HOSTILE])
def test_a_new_campaign_is_refused_in_words_as_it_is_typed(qtbot: Any, store: Any, case: str) -> None:
    dialog = NewCampaignDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not ok_of(dialog.buttons).isEnabled() and dialog.check.label.isHidden()  # blank: no red yet
    typed, words = (PASTE, TOO_LONG) if case == "too long" else HOSTILE[case]
    paste(qtbot, dialog.name, typed)
    assert dialog.name.text() == typed
    assert dialog.check.label.text() == f"The name {words}" and dialog.check.label.isVisible()
    assert not ok_of(dialog.buttons).isEnabled()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.isVisible()  # Return does not take it either
    paste(qtbot, dialog.name, "Sunken Vaults")
    assert dialog.check.label.isHidden() and ok_of(dialog.buttons).isEnabled()


@pytest.mark.parametrize("case", ["too long", *HOSTILE])
def test_a_new_encounter_and_a_rename_are_refused_in_words(qtbot: Any, campaign: int, case: str) -> None:
    typed, words = (PASTE, TOO_LONG) if case == "too long" else HOSTILE[case]
    new = NewEncounterDialog(campaign)
    qtbot.addWidget(new)
    new.show()
    assert ok_of(new.buttons).isEnabled()  # "New encounter", as offered
    paste(qtbot, new.name, typed)
    assert new.check.label.text() == f"The name {words}" and not ok_of(new.buttons).isEnabled()
    new._accept()
    assert new.isVisible()
    rename = NameDialog(None, "Rename encounter", "New name:", "Ambush")
    qtbot.addWidget(rename)
    rename.show()
    assert ok_of(rename.buttons).isEnabled()
    paste(qtbot, rename.name, typed)
    assert rename.check.label.text() == f"The name {words}" and not ok_of(rename.buttons).isEnabled()
    qtbot.keyClick(rename.name, Qt.Key.Key_Return)
    assert rename.isVisible()


def test_the_pc_dialog_refuses_a_long_name_without_cutting_it(qtbot: Any, campaign: int) -> None:
    pc = next(c for c in demo_setup()["combatants"] if c["kind"] == "PC")
    dialog = PartyMemberDialog("glowlands", pc["name"], pc["stats"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert ok_of(dialog.buttons).isEnabled()
    paste(qtbot, dialog.name, PASTE)
    assert dialog.name.text() == PASTE and not ok_of(dialog.buttons).isEnabled()
    assert f"The name {TOO_LONG}" in dialog.form.problems_label.text()


def test_the_manager_says_what_the_store_refuses_and_changes_nothing(
    qtbot: Any, campaign: int, monkeypatch: Any
) -> None:
    manager = CampaignManager()
    qtbot.addWidget(manager)
    manager.reload(campaign)
    monkeypatch.setattr(manager_module, "ask_text", lambda parent, title, label, text="": "Bell\x07")
    manager.rename_campaign_button.click()
    assert (
        manager.message.text()
        == "Campaign name contains U+0007 a control character, which a name may not hold."
    )
    assert repo.get_campaign(campaign).name == "Tuesday"
    manager.encounters.setCurrentRow(0)
    monkeypatch.setattr(manager_module, "ask_text", lambda parent, title, label, text="": PASTE)
    manager.rename_encounter_button.click()
    assert manager.message.text() == f"Encounter name {TOO_LONG}"
    assert [e.name for e in repo.list_encounters(campaign)] == ["Ambush"]
