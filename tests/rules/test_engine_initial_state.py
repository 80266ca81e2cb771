"""`Encounter.initial_state()`: the setup's state however far the fight has gone, as a private copy."""

from __future__ import annotations

import random

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.setup import state_from_setup


def test_initial_state_is_the_setups_state_after_any_number_of_commands() -> None:
    setup = demo_setup()
    ruleset = get_ruleset("glowlands")
    enc = Encounter(setup, seed=3)
    rng = random.Random(3)
    for _ in range(60):
        offered = ruleset.legal_commands(enc.state)
        assert enc.handle(rng.choice(offered) if offered else Command("next")) is not None
    assert enc.log, "the fight moved on"
    expected = state_from_setup(setup, ruleset).to_dict()
    assert enc.initial_state().to_dict() == expected
    assert enc.state.to_dict() != expected


def test_initial_state_is_a_copy_the_caller_may_change() -> None:
    enc = Encounter(demo_setup(), seed=1)
    first = enc.initial_state()
    first.combatants["haelon"].zone = "tower"
    first.combatants["haelon"].res["strain"] = 9
    first.round = 7
    again = enc.initial_state()
    assert again.combatants["haelon"].zone == "yard"
    assert again.combatants["haelon"].res["strain"] == 0
    assert again.round == 0
    assert enc.state.combatants["haelon"].zone == "yard"
