"""The names a GM gives while preparing and running a fight (a zone, a side, a group, a condition) follow
the one rule for names (gm_desk.rules.names): a bell, a line break, a right-to-left override or a zero
width space is refused in words, with the character named, and the setup is unchanged."""

from __future__ import annotations

import copy

import pytest

from gm_desk.rules import prep
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.names import name_refusal, with_suffix
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.tx import Reject

HOSTILE = {
    "bell": ("Bell\x07", "U+0007"),
    "line break": ("Two\nlines", "U+000A"),
    "right-to-left override": ("Evil\u202eeno", "U+202E RIGHT-TO-LEFT OVERRIDE"),
    "zero width space": ("Craw\u200bler", "U+200B ZERO WIDTH SPACE"),
}
EDITS = {
    "zone": lambda setup, name: prep.rename_zone(setup, "yard", name),
    "new side": lambda setup, name: prep.add_side(setup, name),
    "side": lambda setup, name: prep.rename_side(setup, "relay", name),
    "group": lambda setup, name: prep.group(setup, ["hound", "moths"], name),
}


@pytest.mark.parametrize("edit", list(EDITS))
@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_prep_name_is_refused_with_the_character_named(edit: str, case: str) -> None:
    setup = demo_setup()
    before = copy.deepcopy(setup)
    name, named = HOSTILE[case]
    with pytest.raises(Reject) as refused:
        EDITS[edit](setup, name)
    assert named in refused.value.message and "which a name may not hold" in refused.value.message
    assert setup == before


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_condition_named_with_a_hidden_character_is_refused(case: str) -> None:
    encounter = Encounter(demo_setup())
    name, named = HOSTILE[case]
    with pytest.raises(Reject) as refused:
        encounter.apply(Command("condition.add", args={"cid": "caretaker", "name": name, "rounds": 2}))
    assert named in refused.value.message and refused.value.code == "BAD_CONDITION"
    assert encounter.state.get("caretaker").conditions == []


def test_markup_is_a_name_like_any_other() -> None:
    setup = prep.rename_zone(demo_setup(), "yard", "<h1>Yard</h1> *b*").setup
    assert prep.zone_name(setup, "yard") == "<h1>Yard</h1> *b*"
    assert name_refusal("<h1 style='color:red'>HUGE</h1>", "Name") is None


def test_a_zone_name_holds_at_most_80_characters() -> None:
    with pytest.raises(Reject) as refused:
        prep.rename_zone(demo_setup(), "yard", "y" * 81)
    assert refused.value.message == "A zone's name is 81 characters long: a name holds at most 80."
    assert with_suffix("Yard", " (2)") == "Yard (2)" and len(with_suffix("y" * 80, " (2)")) == 80
