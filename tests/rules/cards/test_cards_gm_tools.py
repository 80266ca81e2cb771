"""Fire, poison, falls and fear are the Director's to apply (#30.9): the cards system offers them as the
GM's tools for anyone, never among the acting combatant's maneuvers, and the rules decide each."""

from __future__ import annotations

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from tests.rules.cards.cards_kit import act, npc, pc, pool, setup, started

RS = get_ruleset("cards")
HAZARDS = ("cards.ignite", "cards.poison", "cards.fall", "cards.fear", "cards.antidote")


def test_the_hazards_are_the_gms_tools_not_the_actors_maneuvers() -> None:
    s = setup(pc("ida"), pc("jon"), npc("orc"))
    enc = started(s, {"ida": 3, "jon": 2, "orc": 1})
    assert enc.state.actor is not None
    assert not [c for c in RS.legal_commands(enc.state) if c.type in HAZARDS]
    tools = RS.gm_tools(enc.state)
    assert [c.type for c in tools] == ["cards.ignite", "cards.poison", "cards.fall", "cards.fear"]
    assert all(c.actor is None for c in tools)  # no one's action: the GM's
    for cmd in tools:
        assert enc.check(cmd) is None, cmd
    # Each tool works on anyone, not only on whoever acts.
    for cid in ("jon", "orc"):
        assert enc.check(Command("cards.ignite", args={"cid": cid, "intensity": "small"})) is None


def test_an_antidote_is_offered_once_someone_is_poisoned_and_nothing_before_the_fight() -> None:
    s = setup(pc("ida", skills={"endure": 1}), npc("orc"))
    enc = started(s, {"ida": 2, "orc": 1})
    assert not any(c.type == "cards.antidote" for c in RS.gm_tools(enc.state))
    act(enc, "cards.poison", None, *pool(3, 6), *pool(0, 1), cid="ida", toxicity=6)  # 3 harm: poisoned
    antidote = [c for c in RS.gm_tools(enc.state) if c.type == "cards.antidote"]
    assert antidote == [Command("cards.antidote", args={"cid": "ida"})]
    assert RS.gm_tools(Encounter(s).state) == []  # before the fight: nothing to apply
