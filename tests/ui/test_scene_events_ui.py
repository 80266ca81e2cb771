"""Scene events through the real widgets: Encounter ▸ Scene events… and Add scene event… in prep (the small
form, its refusals, edit, remove, undo), the prepared list and, at the table, the event's text in the
combat panel until the GM dismisses it (logged, undoable); the alternating systems offer no place in the
order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from gm_desk.rules import prep
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.scene_event_spec import events_of, up
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.campaigns import set_who_rolls
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.prep.scene_event_form import SceneEventDialog
from gm_desk.ui.prep.scene_events_dialog import SceneEventsDialog
from tests.ui.conftest import start_fight


def open_list(window: MainWindow) -> SceneEventsDialog:
    window.actions_.scene_events.trigger()
    dialog = window.scene_events_dialog
    assert dialog.isVisible()
    return dialog


def ok_button(form: SceneEventDialog):
    return form.buttons.button(QDialogButtonBox.StandardButton.Ok)


def fill(qtbot, form: SceneEventDialog, name: str, text: str) -> None:
    form.name.selectAll()
    qtbot.keyClicks(form.name, name)
    form.text.setFocus()
    qtbot.keyClicks(form.text, text)


def test_add_scene_event_places_the_lair_at_an_initiative_value_and_lists_it(
    qtbot, window: MainWindow
) -> None:
    session = window.session
    dialog = open_list(window)
    assert dialog.rows() == ["No scene events yet: add a lair's trick, a collapsing bridge or a timer."]
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    form = dialog.form
    assert form is not None and form.isVisible()
    # 000 has an order with initiative values: the form offers a place in it, with the system's range.
    whens = [form.when.itemData(i) for i in range(form.when.count())]
    assert whens == ["round_start", "round_end", "order"]
    fill(qtbot, form, "Lair's trick", "The roots lash out: everyone in the Cable Trench is grabbed.")
    form.when.setCurrentIndex(form.when.findData("order"))
    assert form.at.isVisibleTo(form) and (form.at.minimum(), form.at.maximum()) == (-50, 100)
    form.at.setValue(12)
    assert form.preview.text() == "Comes up at initiative 12 every round."
    qtbot.mouseClick(ok_button(form), Qt.MouseButton.LeftButton)
    assert [e.name for e in events_of(session.state)] == ["Lair's trick"]
    assert session.setup["scene_events"] == [
        {
            "name": "Lair's trick",
            "text": "The roots lash out: everyone in the Cable Trench is grabbed.",
            "when": "order",
            "round": 1,
            "every": 1,
            "at": 12,
            "id": "scene1",
        }
    ]
    assert dialog.rows() == ["Lair's trick — at initiative 12 every round"]
    # Listed before the fight above the combat panel's tabs, too.
    box = window.combat.scene
    assert box.isVisibleTo(window) and box.findChild(object, "preparedSceneEvent:scene1") is not None
    session.undo_stack.undo()
    assert events_of(session.state) == [] and not box.isVisibleTo(window)
    session.undo_stack.redo()
    assert [e.name for e in events_of(session.state)] == ["Lair's trick"]


def test_the_form_keeps_ok_off_and_says_why_while_the_entry_is_refused(qtbot, window: MainWindow) -> None:
    dialog = open_list(window)
    form = dialog.open_form()
    assert form is not None
    assert not ok_button(form).isEnabled()
    assert form.problem_text() == "Type the text you will read when it comes up."
    qtbot.keyClicks(form.text, "The bridge creaks.")
    assert ok_button(form).isEnabled() and form.problem_text() == ""
    form.name.clear()
    assert not ok_button(form).isEnabled() and form.problem_text() == "Give it a name."
    qtbot.keyClicks(form.name, "Bridge")
    form.when.setCurrentIndex(form.when.findData("round_end"))
    form.first.setValue(3)
    form.every.setValue(0)
    assert form.every.text() == "never: once only"
    assert form.preview.text() == "Comes up at the end of round 3."
    qtbot.keyClick(form, Qt.Key.Key_Escape)
    assert events_of(window.session.state) == []


def test_edit_and_remove_from_the_list_and_nothing_changes_once_the_fight_started(
    qtbot, window: MainWindow
) -> None:
    session = window.session
    dialog = open_list(window)
    made = dialog.add_event(
        {"name": "Bridge", "text": "It creaks.", "when": "round_end", "round": 2, "every": 0}
    )
    assert made == "scene1"
    dialog.add_event({"name": "Drums", "text": "Boom.", "when": "round_start", "round": 1, "every": 1})
    assert dialog.rows() == ["Bridge — at the end of round 2", "Drums — at the start of every round"]
    dialog.list.setCurrentRow(0)
    form = dialog.open_form(dialog.chosen())
    assert form is not None and form.name.text() == "Bridge" and form.first.value() == 2
    form.every.setValue(2)
    qtbot.mouseClick(ok_button(form), Qt.MouseButton.LeftButton)
    assert dialog.rows()[0] == "Bridge — at the end of round 2 and every 2 rounds after"
    dialog.list.setCurrentRow(1)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert [e.name for e in events_of(session.state)] == ["Bridge"]
    start_fight(session)
    assert not dialog.add_button.isEnabled() and not dialog.remove_button.isEnabled()
    assert dialog.message.text().startswith("The fight has started")
    assert dialog.add_event({"name": "Late", "text": "x", "when": "round_end"}) is None
    assert [e.name for e in events_of(session.state)] == ["Bridge"]
    assert not window.actions_.add_scene_event.isEnabled()


def test_at_the_table_the_event_comes_up_in_the_combat_panel_until_dismissed(
    qtbot, window: MainWindow
) -> None:
    session = window.session
    assert session.edit(prep.add_scene_event,
        {
            "name": "The bridge",
            "text": "The ropes creak.\nA plank falls into the chasm.",
            "when": "round_start",
        }
    )
    box = window.combat.scene
    prepared = box.findChild(QLabel, "preparedSceneEvent:scene1")
    assert prepared is not None and prepared.isVisibleTo(window)
    start_fight(session)  # the first round begins: the bridge comes up before Ysolde's turn
    assert box.isVisibleTo(window) and box.shown == ["scene1"]
    assert not prepared.isVisibleTo(window)  # the prep list is gone at once, not painted under the text
    title = box.findChild(object, "sceneEventTitle:scene1")
    text = box.findChild(object, "sceneEventText:scene1")
    assert "The bridge" in title.text() and "came up: start of round 1" in title.text()
    assert text.text() == "The ropes creak.<br>A plank falls into the chasm."
    assert any("Scene event: The bridge — The ropes creak." in line for line in window.combat_log.lines())
    qtbot.mouseClick(box.dismiss_buttons["scene1"], Qt.MouseButton.LeftButton)
    assert up(session.state) == [] and not box.isVisibleTo(window)
    assert session.encounter.log[-1].command.type == "gm.dismiss_scene_event"
    assert "Scene event dismissed: The bridge." in window.combat_log.lines()[-1]
    session.undo()
    assert box.isVisibleTo(window) and box.shown == ["scene1"]


def test_an_alternating_system_offers_round_hooks_only(qtbot, make_window, store) -> None:
    setup = demo_setup_for("teams")
    campaign = repo.create_campaign("Teams", "teams")
    repo.create_encounter(campaign.id, setup["name"], "teams", setup)
    window = make_window()
    dialog = open_list(window)
    assert window.session.ruleset.id == "teams"
    assert "the order is chosen as the round goes" in dialog.intro.text()
    form = dialog.open_form()
    assert form is not None
    assert [form.when.itemData(i) for i in range(form.when.count())] == ["round_start", "round_end"]
    assert not form.at.isVisibleTo(form)


def _pick(commands):
    by_type = {}
    for c in commands:
        by_type.setdefault(c.type, c)
    for kind in ("start", "end_turn", "next"):
        if kind in by_type:
            return by_type[kind]
    plain = [c for c in commands if c.type != "move" and not c.type.startswith(("gm.", "condition."))]
    return (plain or commands)[0]


@pytest.mark.parametrize("rid", list(RULESETS))
def test_in_every_system_a_scene_event_made_in_the_form_comes_up_and_is_saved_in_the_log(
    qtbot, make_window, store, rid: str
) -> None:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"{rid} campaign", rid)
    set_who_rolls(campaign.id, "app")  # GM Desk rolls every die: the fight is driven by its own commands
    record = repo.create_encounter(campaign.id, setup["name"], rid, setup)
    window = make_window()
    session = window.session
    assert session.encounter_id == record.id
    dialog = open_list(window)
    form = dialog.open_form()
    fill(qtbot, form, "Rockfall", "Stones rain from the roof.")
    order = session.ruleset.scene_order
    if order is not None:  # where the chapter's order has places, the event takes one: the first
        form.when.setCurrentIndex(form.when.findData("order"))
        form.at.setValue(order.hi if order.descending else order.lo)
    qtbot.mouseClick(ok_button(form), Qt.MouseButton.LeftButton)
    assert [e.name for e in events_of(session.state)] == ["Rockfall"]
    dialog.close()
    for _ in range(200):
        if up(session.state):
            break
        outcome = session.submit(_pick(session.ruleset.legal_commands(session.state)))
        assert outcome.ok, outcome.rejected
    assert [e.id for e in up(session.state)] == ["scene1"]
    assert window.combat.scene.shown == ["scene1"]
    session.flush()
    saved, _undone = autosave.load(record.id)
    fired = [e for e in saved.events() if e.type == "SceneEventFired"]
    assert [(e["name"], e["text"]) for e in fired] == [("Rockfall", "Stones rain from the roof.")]
    assert fired[0]["hook"] == ("order" if order is not None else "round_start")
