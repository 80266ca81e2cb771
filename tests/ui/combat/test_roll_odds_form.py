"""The Action form shows the exact odds of the roll about to be entered, in every system, and they move
with what is picked; typing the roll takes them away (nothing is left to guess)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gm_desk import store as repo
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.roll_odds import die_sizes
from gm_desk.rules.tx import trial
from tests.programmer_words import programmer_words

CASES = [
    ("teams", "teams.attack", ("hit", "miss")),
    ("factions", "factions.morale_save", ("passed", "failed")),
    ("marching", "marching.attack", ("hit", "miss")),
    ("cards", "cards.attack", ("hit", "miss")),
    ("glowlands", "glowlands.back_out", ("success",)),
]


def play_until_legal(session: Any, kind: str) -> Any:
    rng = random.Random(7)
    for _ in range(200):
        legal = session.ruleset.legal_commands(session.state)
        for cmd in legal:
            if cmd.type == kind:
                rolls = [
                    e
                    for e in trial(session.ruleset, session.state, cmd, DiceBox(rng=random.Random(1))).events
                    if e.type == "RollMade"
                ]
                if rolls:
                    return cmd
        choices = [c for c in legal if not c.type.startswith(("gm.", "condition."))] or legal
        assert session.submit(rng.choice(choices)).ok
    raise AssertionError(f"no {kind} came up")


@pytest.mark.parametrize(("rid", "kind", "words"), CASES, ids=[c[0] for c in CASES])
def test_the_action_form_shows_the_odds_of_the_roll_to_enter(
    qtbot: Any, store: Any, make_window: Any, rid: str, kind: str, words: tuple[str, ...]
) -> None:
    setup = demo_setup_for(rid)
    campaign = repo.create_campaign(f"Odds {rid}", rid)
    repo.set_who_rolls(campaign.id, "app")
    record = repo.create_encounter(campaign.id, setup["name"], rid, setup)
    window = make_window()
    window._dice = DiceBox(rng=random.Random(3))  # the fight's own rolls, seeded: the same fight each run
    assert window.open_encounter(record.id)
    session = window.session
    cmd = play_until_legal(session, kind)
    form = window.combat.action
    form.refresh()
    assert form.pick(kind, **cmd.args)
    assert form.odds.isVisibleTo(form), form.labels()
    text = form.odds.text()
    assert text.startswith("Odds of the") and "%" in text
    # Whose roll it is by name, never by id: "Odds of the morale (archer)" read like code (#30.6).
    assert not programmer_words(text, session.state.combatants), text
    for word in words:
        assert word in text
    assert "Exact" in form.odds.toolTip()
    # Typing the roll leaves nothing to guess: the odds go.
    entry = next(iter(form.dice.values()))
    entry.enter_faces(*([1] * len(die_sizes(entry.expr) or (1,))))
    assert not form.odds.isVisibleTo(form) or form.odds.text() != text
