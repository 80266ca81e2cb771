"""The encounter log: append as commands apply, undo marks, truncation on a new command, snapshots."""

from __future__ import annotations

import pytest

from gm_desk.store import (
    ConflictError,
    InvalidValueError,
    NotFoundError,
    append_entry,
    create_campaign,
    create_encounter,
    get_encounter,
    latest_snapshot,
    load_log,
    load_undone,
    mark_undone,
    open_store,
    save_snapshot,
    truncate_after,
)


@pytest.fixture
def encounter_id(store) -> int:
    campaign = create_campaign("Ember Road", "glowlands")
    return create_encounter(campaign.id, "Bridge ambush", "glowlands", {"zones": []}).id


def _append(encounter_id: int, *seqs: int) -> None:
    for seq in seqs:
        append_entry(encounter_id, seq, {"type": "act", "n": seq}, [{"type": "acted", "n": seq}])


def _seqs(entries) -> list[int]:
    return [entry.seq for entry in entries]


def test_entries_load_back_in_order_with_their_events(encounter_id: int) -> None:
    _append(encounter_id, 1, 3, 2)

    log = load_log(encounter_id)

    # made_at: None, no time was given for these entries
    assert log == [(n, {"type": "act", "n": n}, [{"type": "acted", "n": n}], None) for n in (1, 2, 3)]
    assert _seqs(load_log(encounter_id, after_seq=1)) == [2, 3]


def test_each_append_is_committed_at_once(encounter_id: int, store) -> None:
    before = get_encounter(encounter_id).updated_at
    _append(encounter_id, 1, 2)
    store.close()

    reopened = open_store(store.path)
    try:
        assert _seqs(load_log(encounter_id)) == [1, 2]
        assert get_encounter(encounter_id).updated_at > before
    finally:
        reopened.close()


def test_a_duplicate_seq_is_refused_and_the_log_is_intact(encounter_id: int) -> None:
    _append(encounter_id, 1, 2)

    with pytest.raises(ConflictError, match="Entry 2 of encounter"):
        append_entry(encounter_id, 2, {"type": "other"}, [])

    assert load_log(encounter_id)[1].command == {"type": "act", "n": 2}


def test_appending_checks_its_arguments(encounter_id: int) -> None:
    with pytest.raises(NotFoundError):
        append_entry(9999, 1, {"type": "act"}, [])
    with pytest.raises(InvalidValueError):
        append_entry(encounter_id, 1, {"type": "act"}, {"not": "a list"})
    with pytest.raises(InvalidValueError):
        append_entry(encounter_id, True, {"type": "act"}, [])
    assert load_log(encounter_id) == []


def test_undo_marks_entries_and_redo_clears_the_mark(encounter_id: int) -> None:
    _append(encounter_id, 1, 2, 3)

    mark_undone(encounter_id, 3)
    mark_undone(encounter_id, 2)
    assert _seqs(load_log(encounter_id)) == [1]
    assert _seqs(load_undone(encounter_id)) == [2, 3]

    mark_undone(encounter_id, 2, undone=False)
    assert _seqs(load_log(encounter_id)) == [1, 2]
    with pytest.raises(NotFoundError):
        mark_undone(encounter_id, 42)


def test_a_new_command_after_undo_drops_the_redo_stack(encounter_id: int) -> None:
    _append(encounter_id, 1, 2, 3)
    save_snapshot(encounter_id, 1, {"round": 1})
    save_snapshot(encounter_id, 3, {"round": 3})
    mark_undone(encounter_id, 3)
    mark_undone(encounter_id, 2)

    assert truncate_after(encounter_id, 1) == 2
    _append(encounter_id, 2)

    assert _seqs(load_log(encounter_id)) == [1, 2] and load_undone(encounter_id) == []
    assert latest_snapshot(encounter_id) == (1, {"round": 1})


def test_latest_snapshot_never_includes_undone_entries(encounter_id: int) -> None:
    assert latest_snapshot(encounter_id) is None
    _append(encounter_id, 1, 2, 3, 4)
    save_snapshot(encounter_id, 2, {"round": 1})
    save_snapshot(encounter_id, 4, {"round": 2})
    save_snapshot(encounter_id, 4, {"round": 2, "replaced": True})

    assert latest_snapshot(encounter_id) == (4, {"round": 2, "replaced": True})
    mark_undone(encounter_id, 4)
    assert latest_snapshot(encounter_id) == (2, {"round": 1})
    for seq in (3, 2, 1):
        mark_undone(encounter_id, seq)
    assert latest_snapshot(encounter_id) is None


def test_resume_is_snapshot_plus_tail(encounter_id: int) -> None:
    _append(encounter_id, *range(1, 21))
    save_snapshot(encounter_id, 16, {"after": 16})

    seq, state = latest_snapshot(encounter_id)
    tail = load_log(encounter_id, after_seq=seq)

    assert state == {"after": 16} and _seqs(tail) == [17, 18, 19, 20]
