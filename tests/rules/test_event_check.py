"""The gate reads every logged event's fields (issue 29, item 11): a shared event lacking a field its
readers read is refused at its place in the log, and no event the engine itself writes ever is."""

from __future__ import annotations

import copy
import json

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.encounter_file import EncounterFileError, document_from_bytes, encounter_from_document
from gm_desk.rules.event_check import (
    COUNTERS,
    FIELDS,
    FLAG,
    IDENT,
    IDENTS,
    INNER,
    OBJECT,
    TEXT,
    WHOLE,
    check_event,
)
from gm_desk.rules.intake import Checker, Refusal
from gm_desk.rules.rulesets import RULESETS
from gm_desk.store.intake import encounter_file
from tests.rules.test_encounter_file import played
from tests.store.encounter_file_cases import played as played_for

GOOD = json.loads(encounter_file.dumps(played()))


def gate(doc: dict) -> None:
    encounter_from_document(document_from_bytes(json.dumps(doc).encode("utf-8"), "f.json"), "f.json")


@pytest.mark.parametrize("system", list(RULESETS))
def test_every_event_a_played_demo_logs_passes(system: str) -> None:
    enc = played_for(demo_setup_for(system), 60)
    events = [event.to_dict() for entry in enc.log for event in entry.events]
    assert len({e["type"] for e in events} & set(FIELDS)) >= 8
    for number, event in enumerate(events):
        check_event(event, Checker("f.json"), ("log", number))
    gate(json.loads(encounter_file.dumps(enc)))


SAMPLES = {TEXT: "x", WHOLE: 1, IDENT: "a", OBJECT: {}, FLAG: True, IDENTS: ["a"], COUNTERS: {"move": 1}}


def complete(event: str) -> dict:
    """A body of ``event`` holding every field it needs, each of the right kind."""
    body: dict = {
        "type": event,
        **{key: copy.deepcopy(SAMPLES[kind]) for key, kind in FIELDS[event][0].items()},
    }
    for (owner, key), inner in INNER.items():
        if owner == event:
            body[key] = {name: SAMPLES[kind] for name, kind in inner.items()}
    return body


@pytest.mark.parametrize(
    ("event", "field"),
    [(kind, field) for kind, (needed, _optional) in FIELDS.items() for field in needed],
)
def test_a_shared_event_without_a_field_it_needs_is_refused_by_its_path(event: str, field: str) -> None:
    body = complete(event)
    check_event(body, Checker("f.json"), ("log", 4, "events", 2))
    del body[field]
    with pytest.raises(Refusal) as refusal:
        check_event(body, Checker("f.json"), ("log", 4, "events", 2))
    assert refusal.value.path == f"log[4].events[2].{field}"
    assert refusal.value.expected.startswith(f"is missing: a {event} event carries it (")


def test_a_field_of_the_wrong_kind_is_refused_with_what_was_expected() -> None:
    doc = copy.deepcopy(GOOD)
    doc["log"][-1]["events"].append({"type": "RoundStarted", "round": "two"})
    with pytest.raises(EncounterFileError) as refused:
        gate(doc)
    assert str(refused.value) == 'f.json: log[4].events[4].round: must be a whole number, not the text "two"'


@pytest.mark.parametrize(
    "event",
    [
        {"type": "RetaliationTakesEffect"},
        {"type": "Moved", "cid": "nobody", "to": "z1"},
        {"type": "Invented"},
    ],
)
def test_an_event_that_does_not_fold_is_refused_at_its_place(event: dict) -> None:
    doc = copy.deepcopy(GOOD)
    doc["log"][-1]["events"].append(event)
    with pytest.raises(EncounterFileError) as refused:
        gate(doc)
    assert str(refused.value).startswith(f"f.json: log[4].events[4]: the {event['type']} event does not fit")
