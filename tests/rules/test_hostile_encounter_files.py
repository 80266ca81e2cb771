"""Hostile encounter files: each is refused at the gate, in a GM's words, naming the field path and
quoting only a few dozen characters of the bad value; nothing is printed before the refusal."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest

from gm_desk.cli import replay_main as run
from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.store.intake import encounter_file
from tests.rules.test_encounter_file import SETUP, played

PYTHON_WORDS = ("NoneType", "string indices", "unpack", "object is not", "KeyError", "'id'", "Traceback")


def document(setup: dict | None = None, log: list | None = None) -> dict:
    return {"format": "gm-desk-encounter", "version": 1, "setup": setup or SETUP, "log": log or []}


def with_setup(**changes: object) -> dict:
    setup = copy.deepcopy(SETUP)
    setup.update(changes)
    return document(setup)


def with_combatant(index: int, **changes: object) -> dict:
    setup = copy.deepcopy(SETUP)
    setup["combatants"][index].update(changes)
    return document(setup)


def with_stats(index: int, **stats: object) -> dict:
    setup = copy.deepcopy(SETUP)
    setup["combatants"][index]["stats"].update(stats)
    return document(setup)


def teams_npc(**stats: object) -> dict:
    setup = {
        "ruleset": "teams",
        "zones": {"zones": [{"id": "z1", "name": "Hall"}]},
        "sides": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "combatants": [
            {"id": "x", "name": "X", "kind": "NPC", "side": "a", "zone": "z1",
             "stats": {"evasion": 10, "health_max": 5, **stats}},
        ],
    }  # fmt: skip
    return document(setup)


def factions_npc(**stats: object) -> dict:
    setup = {
        "ruleset": "factions",
        "zones": {"zones": [{"id": "z1", "name": "Hall"}]},
        "combatants": [
            {"id": "x", "name": "X", "kind": "NPC", "side": "a", "zone": "z1",
             "stats": {"str": 10, "agi": 10, "wit": 10, "health_max": 5, **stats}},
        ],
    }  # fmt: skip
    return document(setup)


HUGE = "x" * 1_000_000

CASES = {
    "zones a number": (with_setup(zones=5), "setup.zones", "must be an object"),
    "zones null": (with_setup(zones=None), "setup.zones", "must not be null"),
    "zones string": (with_setup(zones="relay"), "setup.zones", "must be an object"),
    "zones list": (with_setup(zones=[1, 2]), "setup.zones", "must be an object"),
    "zone without id": (
        with_setup(zones={"zones": [{"name": "Relay"}]}),
        "setup.zones.zones[0]",
        "needs an id",
    ),
    "zone entry a string": (with_setup(zones={"zones": ["relay"]}), "setup.zones.zones[0]", "must be a zone"),
    "link not a pair": (
        with_setup(zones={"zones": [{"id": "z1"}, {"id": "z2"}], "links": [["z1", "z2", "z3"]]}),
        "setup.zones.links[0]",
        "must be a pair",
    ),
    "link to unknown zone": (
        with_setup(zones={"zones": [{"id": "z1"}], "links": [["z1", "nowhere"]]}),
        "setup.zones.links[0][1]",
        "must be the id of a zone",
    ),
    "combatant a string": (with_setup(combatants=["haelon"]), "setup.combatants[0]", "must be a combatant"),
    "combatant a list": (with_setup(combatants=[[1, 2]]), "setup.combatants[0]", "must be a combatant"),
    "combatant without id": (
        with_setup(combatants=[{"name": "Nobody", "side": "party"}]),
        "setup.combatants[0]",
        "needs an id",
    ),
    "combatants null": (with_setup(combatants={"a": 1}), "setup.combatants", "must be a list"),
    "unknown side": (with_combatant(2, side="robots"), "setup.combatants[2].side", "names a side"),
    "group with no members": (with_setup(groups={"pack": []}), "setup.groups.pack", "no members"),
    "group with a stranger": (
        with_setup(groups={"pack": ["caretaker", "ghost"]}),
        "setup.groups.pack[1]",
        "must be a combatant",
    ),
    "huge ruleset": (with_setup(ruleset=HUGE), "setup.ruleset", "names no combat system"),
    "huge command type": (
        document(log=[{"command": {"type": HUGE}}]),
        "log[0].command.type",
        "at most 80 characters",
    ),
    "glowlands threat out of range": (
        with_stats(2, ranged_threat=100_000),
        "setup.combatants[2].stats.ranged_threat",
        "at most 30",
    ),
    "teams health out of range": (teams_npc(health_max=100_000), "stats.health_max", "at most 999"),
    "teams 50,000 weapons": (
        teams_npc(weapons=[{"name": "Club"}] * 50_000),
        "stats.weapons",
        "at most 12 entries",
    ),
    "teams null attributes": (teams_npc(attributes=None), "stats.attributes", "must be a table of fields"),
    "factions shield as text": (factions_npc(shield="big"), "stats.shield", "not text"),
    "name with a zero width space": (
        with_combatant(0, name="Hae\u200blon"),
        "setup.combatants[0].name",
        "U+200B ZERO WIDTH SPACE",
    ),
    "name of only a joiner": (with_combatant(0, name="\u200d"), "setup.combatants[0].name", "U+200D"),
    "name of combining marks": (
        with_combatant(0, name="\u0301\u0302"),
        "setup.combatants[0].name",
        "nothing visible",
    ),
    "name with a line separator": (
        with_combatant(0, name="Hae\u2028lon"),
        "setup.combatants[0].name",
        "U+2028 LINE SEPARATOR",
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_hostile_setups_are_refused_by_field_path_in_plain_words(tmp_path: Path, name: str) -> None:
    doc, field_path, expected = CASES[name]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(EncounterFileError) as caught:
        encounter_file.load(path)
    message = str(caught.value)
    assert message.startswith("bad.json: ")
    assert field_path in message and expected in message, message
    assert len(message) <= encounter_file.MAX_MESSAGE
    assert not any(words in message for words in PYTHON_WORDS), message


def write_raw(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "raw.json"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("where", ["name", "id"])
def test_a_lone_surrogate_is_refused_before_anything_is_printed(tmp_path: Path, where: str, capsys) -> None:
    text = json.dumps(document())
    text = text.replace(
        f'"{where}": "haelon"' if where == "id" else '"name": "Haelon"', f'"{where}": "Ha\\ud800"', 1
    )
    assert "\\ud800" in text
    path = write_raw(tmp_path, text)
    out = io.StringIO()
    assert run([str(path), "--json"], out) == 2
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert "U+D800" in err and "setup.combatants[0]" in err


def test_a_utf16_encounter_file_is_named_as_such(tmp_path: Path) -> None:
    path = tmp_path / "wide.json"
    path.write_text(json.dumps(document()), encoding="utf-16")
    with pytest.raises(EncounterFileError, match="this file is UTF-16; GM Desk reads UTF-8"):
        encounter_file.load(path)


def test_names_are_loaded_in_nfc(tmp_path: Path) -> None:
    path = write_raw(tmp_path, json.dumps(with_combatant(0, name="Ame\u0301lie")))
    enc = encounter_file.load(path)
    assert enc.state.combatants["haelon"].name == "Am\u00e9lie"


def test_an_event_missing_a_field_its_words_read_is_refused_at_the_gate(tmp_path: Path, capsys) -> None:
    """Folding never reads a roll's total; the log's words and the recap do: the gate reads it first
    (issue 29, item 11: the recap of such a fight used to end in a traceback)."""
    doc = json.loads(encounter_file.dumps(played()))
    rolls = [e for entry in doc["log"] for e in entry["events"] if e["type"] == "RollMade"]
    del rolls[0]["total"]
    path = write_raw(tmp_path, json.dumps(doc))
    for flags in (["--json"], []):
        out = io.StringIO()
        assert run([str(path), *flags], out) == 2
        assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert "raw.json: log[1].events[0].total: is missing: a RollMade event carries it (a whole number)" in err


def test_an_event_the_engine_cannot_fold_is_refused_in_plain_words(tmp_path: Path, capsys) -> None:
    doc = json.loads(encounter_file.dumps(played()))
    for entry in doc["log"]:
        for event in entry["events"]:
            if event["type"] == "TurnStarted":
                del event["actor"]
    path = write_raw(tmp_path, json.dumps(doc))
    out = io.StringIO()
    assert run([str(path)], out) == 2
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert "raw.json: log[3].events[4].actor: is missing: a TurnStarted event carries it (an id)" in err
    assert not any(words in err for words in PYTHON_WORDS)
