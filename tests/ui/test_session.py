"""EncounterSession: every command saved as it is applied, one undo stack for engine steps and map
edits, prep edits only before the fight, and a reopened encounter exactly as it was left."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from gm_desk.rules import prep
from gm_desk.rules.events import Command
from gm_desk.store import repositories as repo
from gm_desk.ui.session import (
    ALREADY_LINKED,
    FIGHT_STARTED,
    NOT_SAVED,
    ZONE_NOT_EMPTY,
    EncounterSession,
    default_positions,
    new_encounter,
)
from tests.ui.conftest import start_fight
from tests.ui.prep_calls import add_zone


def saved_commands(encounter_id: int) -> list[tuple[int, str, str | None]]:
    return [(row.seq, row.command["type"], row.command.get("actor")) for row in repo.load_log(encounter_id)]


def test_each_command_is_saved_the_moment_it_is_applied(make_session, qtbot) -> None:
    session = make_session()
    with qtbot.waitSignal(session.changed) as got:
        outcome = session.submit(Command("next"))
    assert outcome.ok
    assert [e.type for e in got.args[0].events][:2] == ["EncounterStarted", "SchedulerChanged"]
    assert saved_commands(session.encounter_id) == [(1, "next", None)]
    assert repo.get_encounter(session.encounter_id).status == "running"
    assert session.state.started and session.state.phase == "initiative"
    assert session.lines[0] == (1, "The encounter begins.")


def test_a_rejected_command_changes_nothing_and_says_why(make_session, qtbot) -> None:
    session = make_session()
    start_fight(session)
    before = session.state.to_dict()
    count = session.undo_stack.count()
    with qtbot.waitSignal(session.rejected) as got:
        outcome = session.submit(Command("move", "haelon", {"to": "gate"}))
    assert got.args == ["NOT_YOUR_TURN", "It is Ysolde's turn."]
    assert outcome.rejected is not None and outcome.rejected.code == "NOT_YOUR_TURN"
    assert session.state.to_dict() == before
    assert session.undo_stack.count() == count
    assert len(repo.load_log(session.encounter_id)) == 5


def test_undo_and_redo_go_through_the_stack_and_mark_the_saved_log(make_session) -> None:
    session = make_session()
    start_fight(session)
    assert session.submit(Command("move", "ysolde", {"to": "tower"})).ok
    assert session.state.get("ysolde").zone == "tower"
    assert session.undo_stack.undoText() == "Ysolde: move"

    session.undo()
    assert session.state.get("ysolde").zone == "pylon"
    assert [r.seq for r in repo.load_undone(session.encounter_id)] == [6]
    assert session.lines[-1] == (5, "Ysolde's turn.")

    session.redo()
    assert session.state.get("ysolde").zone == "tower"
    assert repo.load_undone(session.encounter_id) == []
    assert saved_commands(session.encounter_id)[-1] == (6, "move", "ysolde")


def test_a_new_command_after_undo_replaces_the_undone_ones(make_session) -> None:
    session = make_session()
    start_fight(session)
    session.submit(Command("move", "ysolde", {"to": "tower"}))
    session.undo()
    assert session.submit(Command("move", "ysolde", {"to": "yard"})).ok
    assert repo.load_undone(session.encounter_id) == []
    assert saved_commands(session.encounter_id)[-1] == (6, "move", "ysolde")
    assert repo.load_log(session.encounter_id)[-1].command["args"] == {"to": "yard"}
    assert not session.undo_stack.canRedo()


def test_a_reopened_encounter_undoes_and_redoes_across_sessions(make_session) -> None:
    first = make_session()
    start_fight(first)
    first.submit(Command("move", "ysolde", {"to": "tower"}))
    first.submit(Command("end_turn", "ysolde"))
    first.undo()
    state, lines = first.state.to_dict(), first.lines

    again = make_session(first.encounter_id)
    assert again.state.to_dict() == state
    assert again.lines == lines
    assert again.undo_stack.canRedo()
    again.redo()  # the end of turn undone in the first session
    assert again.state.actor == "haelon"
    again.undo()
    again.undo()  # and the move, applied in the first session
    assert again.state.get("ysolde").zone == "pylon"
    assert [r.seq for r in repo.load_undone(again.encounter_id)] == [6, 7]


def test_unsaved_means_not_applied(make_session, store, qtbot) -> None:
    session = make_session()
    start_fight(session)
    before = session.state.to_dict()
    store.close()  # the data file goes away under the session
    with qtbot.waitSignal(session.rejected) as got:
        outcome = session.submit(Command("move", "ysolde", {"to": "tower"}))
    assert got.args[0] == NOT_SAVED
    assert not outcome.ok
    assert session.state.to_dict() == before
    assert not session.encounter.can_redo


def test_a_failed_save_keeps_what_could_be_redone(make_session, store) -> None:
    session = make_session()
    start_fight(session)
    session.submit(Command("move", "ysolde", {"to": "tower"}))
    session.undo()
    store.close()
    assert not session.submit(Command("end_turn", "ysolde")).ok
    assert session.encounter.can_redo
    assert session.undo_stack.canRedo()


def test_prep_edits_are_saved_undoable_and_rebuild_the_engine(make_session) -> None:
    session = make_session()
    zone = add_zone(session, QRectF(900, 0, 200, 150), "Old Well")
    assert zone == "zone7"
    assert session.edit(prep.link, "zone7", "gate")
    assert session.place("peacekeeper", "zone7").ok
    saved = repo.get_encounter(session.encounter_id)
    assert {"id": "zone7", "name": "Old Well", "tags": []} in saved.setup["zones"]["zones"]
    assert ["gate", "zone7"] in saved.setup["zones"]["links"]
    assert saved.layout["zones"]["zone7"] == [900, 0, 200, 150]
    assert session.state.get("peacekeeper").zone == "zone7"
    assert session.state.zones.hops("zone7", "tower") == 2

    session.undo()
    session.undo()
    assert session.state.get("peacekeeper").zone == "gate"
    assert "zone7" not in session.state.zones.neighbours("gate")
    session.undo()
    assert "zone7" not in session.state.zones.zones
    assert "zone7" not in repo.get_encounter(session.encounter_id).layout["zones"]
    session.redo()
    assert session.state.zones.zones["zone7"].name == "Old Well"


def test_prep_edits_refuse_what_does_not_make_sense(make_session, qtbot) -> None:
    session = make_session()
    with qtbot.waitSignal(session.rejected) as got:
        assert not session.edit(prep.remove_zone, "yard")
    assert got.args[0] == ZONE_NOT_EMPTY
    assert "Haelon" in got.args[1] and "Relay Yard" in got.args[1]
    with qtbot.waitSignal(session.rejected) as got:
        assert not session.edit(prep.link, "yard", "gate")
    assert got.args[0] == ALREADY_LINKED
    assert session.undo_stack.count() == 0


def test_the_map_is_fixed_once_the_fight_starts_and_free_again_after_undo(make_session, qtbot) -> None:
    session = make_session()
    session.submit(Command("next"))
    with qtbot.waitSignal(session.rejected) as got:
        assert add_zone(session, QRectF(0, 600, 200, 150)) is None
    assert got.args[0] == FIGHT_STARTED
    assert len(session.state.zones.zones) == 6
    session.undo()
    assert session.in_prep
    assert add_zone(session, QRectF(0, 600, 200, 150)) == "zone7"
    assert not session.undo_stack.canRedo()  # the undone start was discarded with its setup


def test_layout_edits_are_undoable_at_any_time_and_nudges_merge(make_session) -> None:
    session = make_session()
    start_fight(session)
    old = QRectF(session.zone_rect("gate"))
    session.set_zone_rects({"gate": old.translated(10, 0)}, "Nudge zone", 7)
    session.set_zone_rects({"gate": old.translated(20, 0)}, "Nudge zone", 7)
    session.flush()
    assert session.zone_rect("gate") == old.translated(20, 0)
    assert repo.get_encounter(session.encounter_id).layout["zones"]["gate"][0] == old.x() + 20
    session.undo()  # both nudges at once
    assert session.zone_rect("gate") == old
    session.undo()  # then the turn advance
    assert session.state.actor is None


def test_a_creature_joins_in_prep_as_setup_and_in_a_fight_as_a_command(make_session) -> None:
    session = make_session()
    stats = dict(session.state.get("hound").stats)
    assert session.add_creature("Glass Hound", stats, "gate").ok
    joined = [c for c in session.state.combatants.values() if c.name == "Glass Hound 2"]
    assert len(joined) == 1 and joined[0].zone == "gate" and joined[0].side == "relay"
    start_fight(session)
    assert session.add_creature("Glass Hound", stats, "tower").ok
    assert saved_commands(session.encounter_id)[-1][1] == "gm.add_combatant"
    assert any(c.name == "Glass Hound 3" and c.zone == "tower" for c in session.state.combatants.values())


def test_new_encounter_puts_the_party_in_one_open_zone(store, make_session) -> None:
    campaign = repo.create_campaign("Fresh", "glowlands")
    repo.add_party_member(campaign.id, "Wren", "glowlands", {"max_strain": 9, "skill_mastery": 3})
    session = make_session(new_encounter(campaign.id, "Bridge fight"))
    assert session.name == "Bridge fight"
    assert [(c.name, c.kind, c.zone) for c in session.state.combatants.values()] == [("Wren", "PC", "zone1")]
    assert session.in_prep


def test_default_positions_follow_the_links() -> None:
    zones = ["a", "b", "c", "d"]
    links = [frozenset(p) for p in (("a", "b"), ("a", "c"), ("c", "d"))]
    pos = default_positions(zones, links)
    assert pos["a"][0] < pos["b"][0] == pos["c"][0] < pos["d"][0]
    assert pos["d"][1] == pos["c"][1]  # d sits level with the zone that leads to it
    apart = default_positions(["x", "y"], [])
    assert apart["x"][0] != apart["y"][0]


def test_unknown_encounter_is_a_session_error(store) -> None:
    import pytest

    from gm_desk.ui.session import SessionError

    with pytest.raises(SessionError):
        EncounterSession(999)
