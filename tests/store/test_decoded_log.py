"""decoded_log: a log read again gives the entries it gave before for the rows that did not change, and
freshly decoded ones from the first row that did (issue #34: switching back to a fight)."""

from __future__ import annotations

import json

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.store import autosave
from gm_desk.store import repositories as repo
from gm_desk.store.decoded_log import entry_of, read_entries
from gm_desk.store.encounter_log import load_log
from gm_desk.store.models import db


def _fight_of_notes(texts: list[str]) -> int:
    setup = demo_setup()
    encounter_id = repo.create_encounter(repo.create_campaign("C", "glowlands").id, "E", "glowlands", setup).id
    enc = Encounter(setup)
    for text in texts:
        enc.apply(Command("gm.note", args={"text": text}))
        autosave.save_applied(encounter_id, enc, drop_tail=False)
    return encounter_id


def _fresh(encounter_id: int) -> list[object]:
    return [entry_of(row) for row in load_log(encounter_id)]


def _notes(entries: list[object]) -> list[str]:
    return [entry.command.args["text"] for entry in entries]  # type: ignore[attr-defined]


def test_rows_read_again_unchanged_give_the_same_entries(store: object) -> None:
    encounter_id = _fight_of_notes(["one", "two", "three"])
    seqs, first = read_entries(encounter_id)
    again_seqs, again = read_entries(encounter_id)
    assert seqs == again_seqs == [1, 2, 3]
    assert all(a is b for a, b in zip(first, again, strict=True))
    assert again == _fresh(encounter_id)


def test_the_rows_after_the_first_change_are_decoded_again(store: object) -> None:
    encounter_id = _fight_of_notes(["one", "two", "three"])
    _seqs, first = read_entries(encounter_id)
    first.pop()  # the engine's log shrinks on an undo: what is kept is its own copy
    command = json.dumps({"type": "gm.note", "args": {"text": "TWO"}})
    db.execute_sql("UPDATE encounter_entry SET command = ? WHERE encounter_id = ? AND seq = 2", (command, encounter_id))

    _seqs, again = read_entries(encounter_id)
    assert _notes(again) == ["one", "TWO", "three"]
    assert again[0] is first[0] and again[1] is not first[1]
    assert again == _fresh(encounter_id)


def test_a_longer_or_shorter_log_keeps_what_it_shares(store: object) -> None:
    encounter_id = _fight_of_notes(["one", "two"])
    _seqs, first = read_entries(encounter_id)
    enc, _undone = autosave.load(encounter_id)
    enc.apply(Command("gm.note", args={"text": "three"}))
    autosave.save_applied(encounter_id, enc, drop_tail=False)

    seqs, longer = read_entries(encounter_id)
    assert seqs == [1, 2, 3] and _notes(longer) == ["one", "two", "three"]
    assert longer[0] is first[0] and longer[1] is first[1]
    autosave.save_undo(encounter_id, 3, True)
    seqs, shorter = read_entries(encounter_id)
    assert seqs == [1, 2] and shorter == _fresh(encounter_id) and shorter[1] is first[1]
