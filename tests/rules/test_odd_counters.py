"""A counter an imported encounter file's event sets to something not whole (the gate takes a
`CombatantDataChanged` as it comes) never stops the turn order from drawing: found by the app's import
fuzz once the options of every system grew by one (the fuzz then drew this example)."""

from __future__ import annotations

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import get_ruleset


@pytest.mark.parametrize("odd", ["x", None, 1.5, [], True])
def test_a_retaliation_counter_that_is_not_whole_shows_no_badge_and_raises_nothing(odd: object) -> None:
    enc = Encounter(demo_setup_for("glowlands"), seed=1)
    creature = next(c for c in enc.state.combatants.values() if not c.is_pc)
    looks = get_ruleset("glowlands").presentation
    assert any(b.startswith("retaliation ") for b in looks.badges(enc.state, creature.id))
    creature.rs["retaliations_used"] = odd
    assert not any(b.startswith("retaliation ") for b in looks.badges(enc.state, creature.id))
