"""Groups made through the real widgets act as each system says once the fight starts: in every system the
group is in the engine's state and the Groups editor says the system's rule; Initiative Cards deals the
group one card (typed in the initiative panel) and shows its members at that card, and a pack the
stat blocks group is split by Ungroup; Threat & Retaliation shares one Strain pool when its option is
switched on in the options editor, the pool logged in words and undone with Ctrl+Z."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

from gm_desk.rules import groups, prep
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.store import repositories as repo
from gm_desk.store.encounter_log import load_log
from gm_desk.ui.combat.legal import legal_now
from gm_desk.ui.main_window import MainWindow
from tests.ui.conftest import start_fight
from tests.ui.test_groups_editor import CTRL, add_caretakers, answer, click_rows, open_groups, saved_groups
from tests.ui.test_prep_options import open_options

SYSTEMS = ["glowlands", "teams", "factions", "marching", "cards"]


def demo_window(make_window, rid: str) -> MainWindow:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"Groups {rid}", rid)
    encounter_id = repo.create_encounter(campaign.id, setup["name"], rid, setup).id
    window = make_window()
    assert window.open_encounter(encounter_id)
    return window


def start(window: MainWindow) -> None:
    session = window.session
    for _ in range(10):
        if session.state.started:
            return
        starts = [c for c in legal_now(session) if c.type in ("start", "next")]
        assert starts and session.submit(starts[0]).ok
    assert session.state.started


@pytest.mark.parametrize("rid", SYSTEMS)
def test_in_every_system_a_group_made_in_the_editor_is_in_the_fight(qtbot, store, make_window, rid) -> None:
    window = demo_window(make_window, rid)
    session = window.session
    pair = [c.id for c in session.state.combatants.values() if c.kind == "NPC"][:2]
    editor = open_groups(qtbot, window)
    rule = get_ruleset(rid).presentation.group_rule(dict(session.state.options))
    assert editor.rule_label.text() == f"In {get_ruleset(rid).name}: {rule.words}"
    click_rows(qtbot, editor, pair)
    qtbot.keyClick(editor.tree, Qt.Key.Key_G, CTRL)
    answer(qtbot, editor.name_prompt, "Squad")
    assert saved_groups(session.encounter_id) == dict.fromkeys(pair, "Squad")
    editor.close()
    start(window)
    assert [session.state.get(cid).group for cid in pair] == ["Squad", "Squad"]
    started = load_log(session.encounter_id)
    assert started and started[0].command["type"] in ("start", "next")
    if rule.shared_slot:  # one card for the group: the deal asks for the group, not its members
        assert "Squad" in session.prompt().choices
        assert not set(pair) & set(session.prompt().choices)


def test_cards_one_card_typed_for_the_group_and_its_members_shown_at_it(qtbot, store, make_window) -> None:
    window = demo_window(make_window, "cards")
    session = window.session
    editor = open_groups(qtbot, window)
    assert editor.row_texts()[2:5] == ["Wolves  ·  2 in the group", "  Grey Wolf", "  Grey Wolf 2"]
    click_rows(qtbot, editor, ["w1", "w2"])
    qtbot.mouseClick(editor.ungroup_button, Qt.MouseButton.LeftButton)
    # Their stat blocks share a card ("wolf pack") too: Ungroup lets go of that as well.
    assert groups.members(session.setup) == {} and prep.stat_block_groups(session.setup, session.state) == {}
    assert all("ungrouped" in c.get("flags", []) for c in session.setup["combatants"] if c["kind"] == "NPC")
    start(window)
    assert set(session.prompt().choices) == {"ida", "jon", "w1", "w2"}  # one card each
    window.actions_.undo.trigger()  # back to prep: the fight had only begun
    while not session.in_prep:
        window.actions_.undo.trigger()
    window.actions_.undo.trigger()  # and the ungrouping taken back
    assert groups.members(session.setup) == {"Wolves": ["w1", "w2"]}
    start(window)
    entry = window.initiative.entry
    for holder, card in (("ida", 6), ("jon", 8), ("Wolves", 3)):
        entry.field(holder).setValue(card)
    entry.all_button.click()
    rows = window.initiative.row_texts()
    assert [r.split("  ·  ")[1] for r in rows] == ["3 · Wolves", "3 · Wolves", "6", "8"]
    assert "Grey Wolf" in rows[0] and "Grey Wolf 2" in rows[1]
    editor.close()


def test_glowlands_shared_strain_switched_on_in_the_options_pools_the_groups_strain(qtbot, window) -> None:
    session = window.session
    trio = ["caretaker", *add_caretakers(window)]
    assert session.edit(prep.group, trio, "Caretakers")
    dialog = open_options(window)
    qtbot.mouseClick(dialog.findChild(QCheckBox, "option:shared_strain"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert repo.get_encounter(session.encounter_id).setup["options"] == {"shared_strain": True}
    editor = open_groups(qtbot, window)
    assert "Shared Strain is on" in editor.rule_label.text()
    editor.close()
    start_fight(session)
    assert "The Caretakers share one Strain pool: 0 of 24 (3 creatures)." in window.combat_log.lines()
    assert session.submit(Command("gm.damage", args={"cid": trio[1], "amount": 5})).ok
    assert "Shared Strain of the Caretakers: 5 of 24." in window.combat_log.lines()
    look = window.canvas.map_scene.tokens["caretaker"].look
    assert (look.track.label, look.track.value, look.track.top) == ("Shared Strain", 5, 24)
    assert session.state.get(trio[1]).res["strain"] == 0  # its own Strain stays where it was
    assert session.submit(Command("gm.damage", args={"cid": "caretaker", "amount": 19})).ok
    assert [session.state.get(cid).status for cid in trio] == ["down", "down", "down"]
    logged = [e["type"] for row in load_log(session.encounter_id) for e in row.events]
    assert logged.count("glowlands.PoolChanged") == 3
    window.actions_.undo.trigger()
    assert [session.state.get(cid).status for cid in trio] == ["active", "active", "active"]
    assert window.canvas.map_scene.tokens["caretaker"].look.track.value == 5
