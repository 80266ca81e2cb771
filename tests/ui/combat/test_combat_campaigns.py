"""Campaigns and the party: the manager over the seeded data file, PC sheets edited through the rules'
form, encounters prepared and opened, and a fight ended with what the group takes from it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from gm_desk.rules.ruleset import END_RESULTS
from gm_desk.store import repositories as repo
from gm_desk.ui.campaigns import manager as manager_module
from gm_desk.ui.campaigns.aftermath import EndFightDialog, end_fight, record_aftermath
from gm_desk.ui.campaigns.manager import CampaignManager
from gm_desk.ui.campaigns.sheet_dialog import PartyMemberDialog
from gm_desk.ui.initiative import panel as panel_module


@pytest.fixture
def manager(seeded: Any, qtbot: Any) -> CampaignManager:
    widget = CampaignManager()
    qtbot.addWidget(widget)
    return widget


def test_campaigns_are_created_renamed_and_deleted(manager: CampaignManager, monkeypatch: Any) -> None:
    demos = [c.name for c in repo.list_campaigns()]  # one demo campaign per system
    assert manager.campaigns.item(0).text() == f"{demos[0]}\nThreat & Retaliation"
    monkeypatch.setattr(manager_module, "ask_campaign", lambda parent: ("Sunken Vaults", "cards"))
    manager.new_campaign_button.click()
    assert [c.name for c in repo.list_campaigns()] == [*demos, "Sunken Vaults"]
    assert manager.heading.text() == "Sunken Vaults · Initiative Cards"
    assert manager.party_names() == [] and manager.encounter_lines() == []

    monkeypatch.setattr(
        manager_module, "ask_text", lambda parent, title, label, text="": "The Drowned Vaults"
    )
    manager.rename_campaign_button.click()
    assert repo.get_campaign(manager.campaign_id()).name == "The Drowned Vaults"
    assert manager.campaigns.currentItem().text() == "The Drowned Vaults\nInitiative Cards"

    monkeypatch.setattr(manager_module, "confirm", lambda parent, title, text: False)
    manager.delete_campaign_button.click()
    assert len(repo.list_campaigns()) == len(demos) + 1
    monkeypatch.setattr(manager_module, "confirm", lambda parent, title, text: True)
    manager.delete_campaign_button.click()
    assert [c.name for c in repo.list_campaigns()] == demos
    assert manager.heading.text() == f"{demos[0]} · Threat & Retaliation"


def test_the_party_is_edited_with_the_rules_form(
    manager: CampaignManager, monkeypatch: Any, qtbot: Any
) -> None:
    assert manager.party_names() == ["Haelon", "Brannoc", "Ysolde"]
    seen: dict[str, Any] = {}

    def new_pc(parent: Any, ruleset: str, name: str, sheet: dict[str, Any]) -> Any:
        dialog = PartyMemberDialog(ruleset, name, sheet, parent)
        qtbot.addWidget(dialog)
        ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
        seen["empty_name_ok"] = ok.isEnabled()
        dialog.name.setText("Mira")
        dialog.name.textEdited.emit("Mira")
        form = dialog.form
        form.editor("skill_mastery").set_value(3)
        form.editor("mighty").set_value(2)
        weapons = form.editor("weapons")
        weapons.add_button.click()
        weapon = weapons.detail
        weapon.field("name").set_value("Glaive")
        weapon.field("range").set_value("engaged")
        weapon.field("damage").set_value("2d")  # a typo the rules refuse
        weapon.field("damage").edited.emit("")
        seen["bad_damage_ok"] = ok.isEnabled()
        seen["problems"] = form.problems_label.text()
        weapon.field("damage").set_value("1d10")
        weapon.field("damage").edited.emit("")
        seen["ok"] = ok.isEnabled()
        return dialog.value()

    monkeypatch.setattr(manager_module, "edit_member", new_pc)
    manager.add_member_button.click()
    assert seen["empty_name_ok"] is False and seen["bad_damage_ok"] is False and seen["ok"] is True
    assert seen["problems"].startswith("• weapon 'Glaive':")
    members = repo.list_party(manager.campaign_id())
    mira = members[-1]
    assert (mira.name, mira.ruleset) == ("Mira", "glowlands")
    assert mira.sheet["skill_mastery"] == 3 and mira.sheet["mighty"] == 2 and mira.sheet["max_strain"] == 10
    assert mira.sheet["weapons"] == [{"name": "Glaive", "range": "engaged", "damage": "1d10", "tags": []}]
    assert manager.party_names() == ["Haelon", "Brannoc", "Ysolde", "Mira"]

    def tougher(parent: Any, ruleset: str, name: str, sheet: dict[str, Any], *_ids: Any, **_portrait: Any) -> Any:
        return name, {**sheet, "armour": 2}

    monkeypatch.setattr(manager_module, "edit_member", tougher)
    manager.select_member(members[0].id)
    manager.edit_member_button.click()
    assert repo.get_party_member(members[0].id).sheet["armour"] == 2

    monkeypatch.setattr(manager_module, "confirm", lambda parent, title, text: True)
    manager.select_member(members[1].id)
    manager.remove_member_button.click()
    assert manager.party_names() == ["Haelon", "Ysolde", "Mira"]


def test_encounters_are_prepared_opened_and_ended(
    manager: CampaignManager, seeded: Any, make_table: Any, monkeypatch: Any, qtbot: Any
) -> None:
    monkeypatch.setattr(manager_module, "ask_encounter", lambda parent, cid: ("Bridge of Ash", "glowlands"))
    manager.new_encounter_button.click()
    assert manager.encounter_lines() == ["Ambush at the Dead Relay — in prep", "Bridge of Ash — in prep"]
    fresh = repo.list_encounters(manager.campaign_id())[-1]
    names = [c["name"] for c in repo.get_encounter(fresh.id).setup["combatants"]]
    assert names == ["Haelon", "Brannoc", "Ysolde"]
    manager.select_encounter(seeded.encounter_id)
    with qtbot.waitSignal(manager.open_requested) as opened:
        manager.open_button.click()
    assert opened.args == [seeded.encounter_id]

    # The demo fight is run to round 1 and ended as a stalemate; the group names its picks.
    t = make_table(seeded.encounter_id)
    t.space()
    for cid, face in (("ysolde", 15), ("haelon", 10), ("brannoc", 5)):
        t.initiative.entry.field(cid).enter_faces(face)
    t.initiative.entry.all_button.click()
    t.space()

    def stalemate(parent: Any, session: Any) -> None:
        dialog = EndFightDialog(session, parent)
        qtbot.addWidget(dialog)
        dialog.result_box.setCurrentIndex(dialog.result_box.findData("stalemate"))
        dialog._ok()  # the fight ends: the dialog now asks for one benefit and one drawback
        assert (len(dialog.benefits), len(dialog.drawbacks)) == (1, 1)
        dialog.benefits[0].setText("Salvaged a relay core")
        dialog.drawbacks[0].setText("Brannoc's hammer cracked")
        dialog._ok()

    monkeypatch.setattr(panel_module, "open_end_dialog", stalemate)
    assert t.initiative.end_button.text() == "End…"
    t.initiative.end_button.click()
    outcome = t.state.outcome
    assert (outcome["result"], outcome["benefits"], outcome["drawbacks"]) == ("stalemate", 1, 1)
    assert outcome["benefits_chosen"] == ["Salvaged a relay core"]
    assert outcome["drawbacks_chosen"] == ["Brannoc's hammer cracked"]
    assert repo.get_encounter(seeded.encounter_id).status == "ended"
    assert t.types()[-2:] == ["gm.end", "glowlands.aftermath"]
    assert not t.initiative.end_button.isEnabled() and not t.initiative.next_button.isEnabled()
    assert not t.combat.attack.isEnabled() and t.combat.action.labels() == ["Nothing to do right now"]
    # The list reads the outcome the store saved with the picks.
    manager.reload()
    assert manager.encounter_lines()[0] == (
        "Ambush at the Dead Relay — finished: Stalemate in round 1 · benefits: Salvaged a relay core"
        " · drawbacks: Brannoc's hammer cracked"
    )


def test_a_fight_ended_without_picks_asks_for_them(seeded: Any, make_table: Any) -> None:
    t = make_table(seeded.encounter_id)
    t.space()
    assert end_fight(t.session, "victory", "the keepers fall silent").ok
    assert t.initiative.prompt_label.text() == (
        "The fight is over: victory. The group picks 2 benefits and 1 drawback."
    )
    assert t.initiative.end_button.text() == "Picks…" and t.initiative.end_button.isEnabled()
    t.initiative.back_button.click()  # undo: the fight goes on
    assert t.state.outcome is None and t.initiative.end_button.text() == "End…"
    assert repo.get_encounter(seeded.encounter_id).status == "running"


def ended_demo(seeded: Any, make_table: Any) -> Any:
    t = make_table(seeded.encounter_id)
    t.space()
    assert end_fight(t.session, "victory").ok
    return t


def test_the_picks_go_through_the_engine_and_follow_undo_and_redo(seeded: Any, make_table: Any) -> None:
    t = ended_demo(seeded, make_table)
    assert panel_module.picks_pending(t.session)
    assert record_aftermath(t.session, ["Salvage", "A map"], ["Lost horse"]).ok
    chosen = {"benefits_chosen": ["Salvage", "A map"], "drawbacks_chosen": ["Lost horse"]}
    assert {k: t.state.outcome[k] for k in chosen} == chosen
    assert not panel_module.picks_pending(t.session)
    assert t.initiative.end_button.text() == "End…" and not t.initiative.end_button.isEnabled()
    assert t.events(len(t.types()))[-1]["type"] == "AftermathRecorded"

    t.session.undo()  # the picks go; the fight stays ended
    assert t.state.outcome["result"] == "victory" and "benefits_chosen" not in t.state.outcome
    assert panel_module.picks_pending(t.session) and t.initiative.end_button.text() == "Picks…"
    t.session.redo()
    assert {k: t.state.outcome[k] for k in chosen} == chosen
    t.session.undo()
    t.session.undo()  # and the end of the fight itself
    assert t.state.outcome is None and not panel_module.picks_pending(t.session)
    t.session.redo()
    t.session.redo()
    assert {k: t.state.outcome[k] for k in chosen} == chosen


def test_too_many_picks_or_picks_twice_are_refused(seeded: Any, make_table: Any) -> None:
    t = ended_demo(seeded, make_table)
    refused: list[str] = []
    t.session.rejected.connect(lambda code, message: refused.append(code))
    assert not record_aftermath(t.session, ["A", "B", "C"], ["D"]).ok
    assert not record_aftermath(t.session, ["A", "B"], []).ok  # the drawback is owed too
    assert record_aftermath(t.session, ["A", "B"], ["C"]).ok
    assert not record_aftermath(t.session, ["B"], []).ok
    assert refused == ["TOO_MANY_PICKS", "TOO_FEW_PICKS", "AFTERMATH_RECORDED"]


def test_the_end_dialog_offers_the_rules_endings(seeded: Any, make_table: Any, qtbot: Any) -> None:
    t = make_table(seeded.encounter_id)
    dialog = EndFightDialog(t.session)
    qtbot.addWidget(dialog)
    keys = [dialog.result_box.itemData(i) for i in range(dialog.result_box.count())]
    assert tuple(keys) == END_RESULTS


def test_the_saved_outcome_follows_the_picks(seeded: Any, make_table: Any) -> None:
    t = ended_demo(seeded, make_table)
    assert record_aftermath(t.session, ["Salvage", "A map"], ["Lost horse"]).ok
    assert repo.get_encounter(seeded.encounter_id).outcome["benefits_chosen"] == ["Salvage", "A map"]
    t.session.undo()
    assert "benefits_chosen" not in repo.get_encounter(seeded.encounter_id).outcome


def test_the_picks_dialog_asks_for_exactly_the_chapters_picks(
    seeded: Any, make_table: Any, qtbot: Any
) -> None:
    """#30.11: a defeat gives one benefit and two drawbacks; the dialog asks for those three and takes
    nothing less (a drawback left out would be lost for good)."""
    t = ended_demo(seeded, make_table)
    t.session.undo()
    assert end_fight(t.session, "defeat").ok
    dialog = EndFightDialog(t.session)
    qtbot.addWidget(dialog)
    assert (len(dialog.benefits), len(dialog.drawbacks)) == (1, 2)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert "1 benefit and 2 drawbacks" in dialog.message.text() and "Defeat" in dialog.message.text()
    dialog.benefits[0].setText("A map")
    dialog.drawbacks[0].setText("Lost horse")
    assert not ok.isEnabled()  # the second drawback is still to name
    dialog.drawbacks[1].setText("   ")
    assert not ok.isEnabled()
    dialog.drawbacks[1].setText("Cracked shield")
    assert ok.isEnabled()
    ok.click()
    assert t.state.outcome["drawbacks_chosen"] == ["Lost horse", "Cracked shield"]
