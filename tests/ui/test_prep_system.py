"""A system per encounter, through the real widgets: File ▸ New encounter… asks for the system (the
campaign's by default) and takes the PCs with a sheet for it, from the window and from the campaign
manager; Encounter ▸ Change system… shows what a
switch gives and applies it to a prepared encounter, and is closed to a started one."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QPushButton

from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.rulesets.teams.demo import demo_setup as teams_demo
from gm_desk.store import repositories as repo
from gm_desk.store.bestiary_links import creature_ref
from gm_desk.store.records import CreatureRecord
from gm_desk.ui.campaigns import CampaignManager
from gm_desk.ui.prep.change_system import ChangeSystemDialog
from gm_desk.ui.prep.new_encounter import NewEncounterDialog
from tests.ui.conftest import start_fight
from tests.ui.test_encounter_files_ui import menu_action


def teams_stats(cid: str) -> dict:
    return next(c["stats"] for c in teams_demo()["combatants"] if c["id"] == cid)


def glow_stats(name: str) -> dict:
    return next(c["stats"] for c in demo_setup()["combatants"] if c["name"] == name)


def create_button(dialog: NewEncounterDialog) -> QPushButton:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.text() == "Create" and button.isEnabled()
    return button


def party(campaign_id: int) -> None:
    """Haelon has a sheet for both systems, Mira for Threat & Retaliation only."""
    repo.add_party_member(campaign_id, "Haelon", "glowlands", glow_stats("Haelon"))
    repo.add_party_member(campaign_id, "Haelon", "teams", teams_stats("boudica"))
    repo.add_party_member(campaign_id, "Mira", "glowlands", glow_stats("Ysolde"))


def test_a_new_encounter_asks_for_its_system_and_takes_the_pcs_with_a_sheet(window, qtbot) -> None:
    campaign_id = window.session.campaign_id
    party(campaign_id)
    menu_action(window, "&File", "&New encounter…").trigger()
    dialog = window.findChild(NewEncounterDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.system.currentData() == "glowlands"
    assert dialog.system.currentText() == "Threat & Retaliation (the campaign's)"
    assert dialog.party.text() == "Joining: Haelon, Mira."
    qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
    assert dialog.system.currentData() == "teams"
    assert dialog.party.text() == "Joining: Haelon.\nNo sheet for this system, left out: Mira."
    name = dialog.findChild(QLineEdit, "encounterName")
    qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(name, "Gate ambush")
    qtbot.mouseClick(create_button(dialog), Qt.MouseButton.LeftButton)
    assert window.session.name == "Gate ambush"
    assert window.session.state.ruleset == "teams"
    record = repo.get_encounter(window.session.encounter_id)
    assert record.ruleset == "teams" and record.campaign_id == campaign_id
    joined = [(c["name"], c["stats"]) for c in record.setup["combatants"]]
    assert joined == [("Haelon", teams_stats("boudica"))]


def test_a_new_encounter_keeps_the_campaigns_system_by_default(window, qtbot) -> None:
    party(window.session.campaign_id)
    menu_action(window, "&File", "&New encounter…").trigger()
    dialog = window.findChild(NewEncounterDialog)
    qtbot.mouseClick(create_button(dialog), Qt.MouseButton.LeftButton)
    assert window.session.name == "New encounter" and window.session.state.ruleset == "glowlands"
    assert [c.name for c in window.session.state.combatants.values()] == ["Haelon", "Mira"]


def test_change_system_shows_what_the_switch_gives_and_applies_it(window, qtbot) -> None:
    encounter_id = window.session.encounter_id
    party(window.session.campaign_id)
    hound = repo.save_creature(CreatureRecord("teams", "Glass Hound", teams_stats("sentry")))
    action = menu_action(window, "E&ncounter", "Change &system…")
    assert action.isEnabled()
    action.trigger()
    dialog = window.findChild(ChangeSystemDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.system.findData("glowlands") == -1  # not the system it already uses
    assert dialog.system.currentData() == "teams"
    assert dialog.preview.text().splitlines() == [
        "The encounter will use Alternating Teams.",
        "Re-linked to the Alternating Teams bestiary: Glass Hound.",
        "Left out, no Alternating Teams bestiary entry of that name: "
        "Caretaker, Peacekeeper, Lumen Moth Swarm.",
        "PCs joining: Haelon.",
        "PCs left out, no Alternating Teams sheet: Mira, Brannoc, Ysolde.",
    ]
    assert repo.get_encounter(encounter_id).ruleset == "glowlands"  # nothing written before confirming
    qtbot.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert window.session.encounter_id == encounter_id
    assert window.session.state.ruleset == "teams"
    assert sorted(c.name for c in window.session.state.combatants.values()) == ["Glass Hound", "Haelon"]
    assert repo.get_encounter(encounter_id).setup["combatants"][1]["ref"] == creature_ref(hound.id)
    message = window.statusBar().currentMessage()
    assert message.startswith("'Ambush at the Dead Relay' now uses Alternating Teams.")
    assert "Left out, no Alternating Teams bestiary entry of that name: Caretaker" in message


def test_a_started_encounter_cannot_change_its_system(window) -> None:
    start_fight(window.session)
    action = menu_action(window, "E&ncounter", "Change &system…")
    assert not action.isEnabled()
    assert window.change_system() is None
    assert "only an encounter still in prep" in window.statusBar().currentMessage()
    assert repo.get_encounter(window.session.encounter_id).ruleset == "glowlands"


def test_the_campaign_managers_prepare_new_asks_for_the_system_too(store, qtbot) -> None:
    campaign = repo.create_campaign("Relay", "glowlands")
    party(campaign.id)
    manager = CampaignManager()
    qtbot.addWidget(manager)
    assert manager.campaign_id() == campaign.id
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewEncounterDialog)
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
        seen.append(dialog.party.text())
        qtbot.mouseClick(create_button(dialog), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    manager.new_encounter_button.click()
    assert seen == ["Joining: Haelon.\nNo sheet for this system, left out: Mira."]
    (made,) = repo.list_encounters(campaign.id)
    assert (made.name, made.ruleset) == ("New encounter", "teams")
