"""Issue #18's whole promise in one fight per system, built through the real widgets: a third faction
(Sides…), a group (Groups…, Ctrl+G), a hidden combatant (the token menu), a scene event (Add scene
event…) and two changed options (Options…); then the fight starts, and the engine's state and the saved
log carry every part."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.scene_event_spec import events_of
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.campaigns import set_who_rolls
from gm_desk.store.encounter_log import load_log
from gm_desk.ui.combat.legal import legal_now
from tests.ui.test_groups_editor import CTRL, answer, click_rows, open_groups
from tests.ui.test_hidden_combatants import token_action
from tests.ui.test_prep_options import open_options
from tests.ui.test_scene_events_ui import fill, ok_button, open_list
from tests.ui.test_sides_editor import open_editor, rename, side_menu_action


def hostile_pair(session: Any) -> tuple[str, str, str]:
    """Three creatures of one hostile side (copies of one are added if the demo has fewer)."""
    state = session.state
    by_side: dict[str, list[str]] = {}
    for c in state.combatants.values():
        if c.kind == "NPC":
            by_side.setdefault(c.side, []).append(c.id)
    _side, members = max(by_side.items(), key=lambda item: len(item[1]))
    while len(members) < 3:  # two to group, one to hide
        first = state.get(members[0])
        entry = next(e for e in session.setup["combatants"] if e["id"] == first.id)
        before = set(state.combatants)
        assert session.add_creature(first.name, entry["stats"], first.zone).ok
        state = session.state
        members += [cid for cid in state.combatants if cid not in before]
    return members[0], members[1], members[2]


@pytest.mark.parametrize("rid", list(RULESETS))
def test_a_complete_encounter_built_in_the_app_starts_with_every_part(
    qtbot: Any, store: Any, make_window: Any, rid: str
) -> None:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"Prep {rid}", rid)
    set_who_rolls(campaign.id, "app")
    record = repo.create_encounter(campaign.id, setup["name"], rid, setup)
    window = make_window()
    assert window.open_encounter(record.id)
    session = window.session
    grouped_a, grouped_b, hidden = hostile_pair(session)

    # A third faction, and the hidden one's side-mate moves there by the token menu.
    editor = open_editor(window)
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    rename(qtbot, editor, "Third Faction")
    third = editor.chosen
    editor.close()
    _menu, join = side_menu_action(window, hidden, "Third Faction")
    join.trigger()

    # A group of two, picked in the Groups editor, Ctrl+G, its proposed name taken.
    groups = open_groups(qtbot, window)
    click_rows(qtbot, groups, [grouped_a, grouped_b])
    qtbot.keyClick(groups.tree, Qt.Key.Key_G, CTRL)
    prompt = QApplication.activeModalWidget() or groups.prompt
    answer(qtbot, prompt, "Squad")
    groups.close()

    # Hidden from the token menu.
    _menu, hide = token_action(window, hidden, "Hidden")
    hide.trigger()

    # A scene event, at the round's start (every chapter's order allows that hook).
    events = open_list(window)
    form = events.open_form()
    fill(qtbot, form, "Rockfall", "Stones rain from the roof.")
    qtbot.mouseClick(ok_button(form), Qt.MouseButton.LeftButton)
    events.close()

    # Two options changed: a yes/no one and a choice.
    options = get_ruleset(rid).options
    dialog = open_options(window)
    flag = next(n for n, o in options.items() if isinstance(o.default, bool) and not o.choices)
    choice = next(n for n, o in options.items() if o.choices)
    qtbot.mouseClick(dialog.inputs[flag], Qt.MouseButton.LeftButton)
    combo = dialog.inputs[choice]
    combo.setFocus()
    last = options[choice].choices[-1] != options[choice].default
    qtbot.keyClick(combo, Qt.Key.Key_End if last else Qt.Key.Key_Home)
    changed = {flag: not options[flag].default, choice: options[choice].choices[-1 if last else 0]}
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)

    # Saved as prepared.
    saved = repo.get_encounter(record.id).setup
    entries = {c["id"]: c for c in saved["combatants"]}
    assert any(s["name"] == "Third Faction" for s in saved["sides"])
    assert entries[hidden]["side"] == third and entries[hidden].get("hidden") is True
    assert entries[grouped_a]["group"] == entries[grouped_b]["group"] == "Squad"
    assert [e["name"] for e in saved.get("scene_events", [])] == ["Rockfall"]
    assert saved["options"] == changed

    # The fight starts.
    for _ in range(12):
        if session.state.started:
            break
        starts = [c for c in legal_now(session) if c.type in ("start", "next")]
        assert starts and session.submit(starts[0]).ok
    state = session.state
    assert state.started
    assert state.sides[third].name == "Third Faction" and len(state.sides) >= 3
    assert state.get(hidden).hidden and state.get(hidden).side == third
    assert state.get(grouped_a).group == state.get(grouped_b).group == "Squad"
    assert [e.name for e in events_of(session.state)] == ["Rockfall"]
    assert {name: state.options[name] for name in changed} == changed
    session.flush()
    started = [e for row in load_log(record.id) for e in row.events if e["type"] == "EncounterStarted"]
    assert len(started) == 1 and {n: started[0]["options"][n] for n in changed} == changed
    replayed, _undone = autosave.load(record.id)  # the saved log replays to the same fight
    assert replayed.state.to_dict() == state.to_dict()
