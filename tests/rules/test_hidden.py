"""Hidden combatants, in every registered system: a combatant prepared hidden is left out of the shown
order until it first acts or the GM reveals it (`gm.reveal`, undoable, logged in words)."""

from __future__ import annotations

import random
from collections import deque

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS
from gm_desk.rules.setup import SetupError

SYSTEMS = list(RULESETS)


def hidden_setup(rid: str) -> tuple[dict, str]:
    """The system's demo with its first creature prepared hidden, and that creature's id."""
    setup = demo_setup_for(rid)
    entry = next(c for c in setup["combatants"] if c.get("kind", "NPC").upper() == "NPC")
    entry["hidden"] = True
    return setup, entry["id"]


def encounter(setup: dict) -> Encounter:
    return Encounter(setup, dice=DiceBox(rng=random.Random(5), script=deque()))


def play(enc: Encounter, until, steps: int = 300) -> None:
    """Drive the fight with the commands the rules offer (never a reveal) until `until(enc)` holds."""
    for _ in range(steps):
        if until(enc):
            return
        offered = [c for c in enc.ruleset.legal_commands(enc.state) if c.type != "gm.reveal"]
        assert offered, f"nothing left to do in {enc.ruleset.id}: {enc.prompt().text}"
        outcome = enc.handle(offered[0])
        assert outcome.ok, outcome.rejected
    raise AssertionError("the condition never came about")


def started(enc: Encounter) -> bool:
    return enc.state.started


def shown(enc: Encounter) -> list[str]:
    return [e.cid for e in enc.ruleset.shown_order(enc.state)]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_setup_entry_marked_hidden_starts_hidden_and_out_of_the_shown_order(rid: str) -> None:
    setup, cid = hidden_setup(rid)
    enc = encounter(setup)
    assert enc.state.get(cid).hidden
    play(enc, started)
    assert cid not in shown(enc)
    listed = {e.cid for e in enc.ruleset.order(enc.state)}
    assert set(shown(enc)) == listed - {cid}


@pytest.mark.parametrize("rid", SYSTEMS)
def test_the_gm_reveals_from_the_legal_commands_logged_in_words_and_undoable(rid: str) -> None:
    setup, cid = hidden_setup(rid)
    enc = encounter(setup)
    play(enc, started)
    name = enc.state.get(cid).name
    offered = [c for c in enc.ruleset.legal_commands(enc.state) if c.type == "gm.reveal"]
    assert offered == [Command("gm.reveal", args={"cid": cid})]
    outcome = enc.handle(offered[0])
    assert outcome.ok, outcome.rejected
    assert [enc.describe(e) for e in outcome.events] == [f"{name} is revealed by the GM."]
    assert not enc.state.get(cid).hidden
    assert not [c for c in enc.ruleset.legal_commands(enc.state) if c.type == "gm.reveal"]
    again = enc.handle(Command("gm.reveal", args={"cid": cid}))
    assert again.rejected is not None and again.rejected.code == "NOT_HIDDEN"
    assert f"{name} is not hidden" in again.rejected.message
    enc.undo()
    assert enc.state.get(cid).hidden
    assert cid not in shown(enc)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_hidden_combatant_steps_out_when_it_first_acts(rid: str) -> None:
    setup, cid = hidden_setup(rid)
    enc = encounter(setup)

    def acting(e: Encounter) -> bool:
        return e.state.actor == cid or not e.state.get(cid).hidden

    play(enc, acting)
    assert not enc.state.get(cid).hidden
    words = [enc.describe(e) for entry in enc.log for e in entry.events if e.type == "Revealed"]
    assert words == [f"{enc.state.get(cid).name} steps out of hiding to act."]
    if any(e.cid == cid for e in enc.ruleset.order(enc.state)):
        assert cid in shown(enc)
    # Folding the log again gives the same state: the reveal is an event like any other.
    assert Encounter.from_log(setup, enc.log).state.to_dict() == enc.state.to_dict()


def test_a_refused_command_keeps_its_actor_hidden() -> None:
    setup, cid = hidden_setup("glowlands")
    enc = encounter(setup)
    outcome = enc.handle(Command("move", cid, args={"to": "nowhere"}))
    assert outcome.rejected is not None
    assert enc.state.get(cid).hidden


@pytest.mark.parametrize(
    ("sides", "words"),
    [
        ([{"id": "a", "name": "A", "stance": "angry"}], "a side is party, hostile, neutral, not 'angry'"),
        ([{"id": "a", "name": "A", "allies": ["b"]}], "A names an ally side that is not in the encounter"),
        ([{"id": "a", "name": "A", "allies": ["a"]}], "A names an ally side that is not in the encounter"),
    ],
)
def test_setups_with_sides_the_rules_cannot_read_are_refused_in_words(sides: list, words: str) -> None:
    setup = demo_setup_for("factions")
    setup["sides"] = setup.get("sides", []) + sides
    with pytest.raises(SetupError, match=words):
        Encounter(setup)


def test_an_encounter_file_keeps_a_hidden_combatant_and_refuses_a_hidden_that_is_not_true_or_false(
    tmp_path,
) -> None:
    import json

    from gm_desk.rules.encounter_file import EncounterFileError
    from gm_desk.store.intake import encounter_file

    setup, cid = hidden_setup("glowlands")
    path = tmp_path / "hidden.json"
    path.write_text(json.dumps({"format": "gm-desk-encounter", "version": 1, "setup": setup, "log": []}))
    assert encounter_file.load(path).state.get(cid).hidden
    entry = next(c for c in setup["combatants"] if c["id"] == cid)
    entry["hidden"] = "yes"
    path.write_text(json.dumps({"format": "gm-desk-encounter", "version": 1, "setup": setup, "log": []}))
    with pytest.raises(EncounterFileError, match=r"hidden.*is true or false, not"):
        encounter_file.load(path)
