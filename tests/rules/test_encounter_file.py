"""Encounter files and `gm-desk replay`: save, load, re-run without a window, refuse bad files."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from gm_desk.app import main
from gm_desk.cli import replay_main as run
from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.replay import final_state
from gm_desk.store.intake import encounter_file

SETUP = {
    "ruleset": "glowlands",
    "name": "Relay",
    "zones": {
        "zones": [{"id": "z1", "name": "Relay"}, {"id": "z2", "name": "Road"}],
        "links": [["z1", "z2"]],
    },
    "sides": [{"id": "party", "name": "Party", "stance": "party"}, {"id": "machines", "name": "Machines"}],
    "combatants": [
        {
            "id": "haelon",
            "name": "Haelon",
            "kind": "PC",
            "side": "party",
            "zone": "z1",
            "stats": {"skill_mastery": 4, "max_strain": 10, "speed": 2},
        },
        {
            "id": "bryn",
            "name": "Bryn",
            "kind": "PC",
            "side": "party",
            "zone": "z2",
            "stats": {"skill_mastery": 1, "max_strain": 8, "speed": 1},
        },
        {
            "id": "caretaker",
            "name": "Caretaker",
            "kind": "NPC",
            "side": "machines",
            "zone": "z2",
            "stats": {"ranged_threat": 9, "melee_threat": 10, "max_strain": 8},
        },
    ],
}


def played() -> Encounter:
    enc = Encounter(SETUP, seed=3)
    enc.apply(Command("start"))
    enc.apply(Command("glowlands.initiative", args={"cid": "haelon"}, dice={"initiative": [11]}))
    enc.apply(Command("glowlands.initiative", args={"cid": "bryn"}))  # rolled by the app
    enc.apply(Command("next"))
    first = enc.state.turn.actor
    enc.apply(Command("end_turn", first))
    return enc


def test_save_and_load_give_the_same_state(tmp_path: Path) -> None:
    enc = played()
    path = tmp_path / "fight.json"
    path.write_text(encounter_file.dumps(enc), encoding="utf-8")
    doc = json.loads(path.read_text())
    assert doc["format"] == "gm-desk-encounter" and doc["version"] == 1
    again = encounter_file.load(path)
    assert again.state.to_dict() == enc.state.to_dict()
    checked = encounter_file.load(path, redecide=True)
    assert checked.state.to_dict() == enc.state.to_dict()


def test_replay_json_reports_the_live_final_state(tmp_path: Path) -> None:
    enc = played()
    path = tmp_path / "fight.json"
    path.write_text(encounter_file.dumps(enc), encoding="utf-8")
    out = io.StringIO()
    assert run([str(path), "--json"], out) == 0
    report = json.loads(out.getvalue())
    assert report["final"] == json.loads(json.dumps(final_state(enc)))
    assert report["final"]["round"] == 1 and report["final"]["turn"] == enc.state.turn.actor
    assert len(report["events"]) == sum(len(e.events) for e in enc.log)


def test_replay_prints_plain_words(tmp_path: Path, capsys) -> None:
    path = tmp_path / "fight.json"
    path.write_text(encounter_file.dumps(played()), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Haelon rolls Skill Mastery: 1d20+4 [11] = 15." in text
    assert "Round 1 begins." in text
    assert "SchedulerChanged" not in text


def test_a_hand_written_scenario_file_is_decided_as_it_loads(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(
        json.dumps(
            {
                "format": "gm-desk-encounter",
                "version": 1,
                "setup": SETUP,
                "log": [
                    {"command": {"type": "start"}},
                    {
                        "command": {
                            "type": "glowlands.initiative",
                            "args": {"cid": "haelon"},
                            "dice": {"initiative": [2]},
                        }
                    },
                    {
                        "command": {
                            "type": "glowlands.initiative",
                            "args": {"cid": "bryn"},
                            "dice": {"initiative": [19]},
                        }
                    },
                    {"command": {"type": "next"}},
                ],
            }
        )
    )
    enc = encounter_file.load(path)
    assert enc.state.sched["order"] == ["bryn", "haelon"]
    assert enc.state.turn.actor == "bryn"


@pytest.mark.parametrize(
    "content, message",
    [
        ("not json", "not a valid encounter file"),
        ('{"format": "something else"}', "not a GM Desk encounter"),
        ('{"format": "gm-desk-encounter", "version": 99, "setup": {}}', "newer GM Desk"),
        ('{"format": "gm-desk-encounter", "version": 1, "setup": {"ruleset": "chess"}}', "no combat system"),
        (
            '{"format": "gm-desk-encounter", "version": 1, "setup": {"ruleset": "glowlands"}, "log": '
            '[{"command": {"type": "fly"}}]}',
            "cannot be replayed",
        ),
        ('{"format": "gm-desk-encounter", "version": 1, "setup": {}, "x": NaN}', "not a valid"),
        ("[" * 100000, "not a valid"),
    ],
)
def test_bad_files_get_a_clear_message(tmp_path: Path, content: str, message: str, capsys) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(EncounterFileError, match=message):
        encounter_file.load(path)
    assert main(["replay", str(path)]) == 2
    assert "gm-desk replay:" in capsys.readouterr().err


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(EncounterFileError, match="cannot be read"):
        encounter_file.load(tmp_path / "nope.json")
