"""The end-of-round sweep offers and fires only Retaliations that reach, by the provoked Retaliation's rule.

For each range band a Retaliation can have (Intimate, Engaged, 0, 1, 2, a band, none given) and each
place a PC can stand (engaged in the creature's zone, in its zone but not engaged, one, two and three
zones off), the sweep's suggestion, its acceptance of the GM's pick, the legal commands and a provoked
Retaliation's "in reach" all agree with one hand-written table.
"""

from __future__ import annotations

import pytest

from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset
from tests.rules.glowlands.glowlands_kit import attack, first, npc, pc, rejected, running, setup

WEAPONS = [
    {"name": "Sword", "range": "engaged", "damage": "1d6"},
    {"name": "Longbow", "range": 3, "damage": "1d6"},
]

# where the PC stands: (zone, engaged with the creature in z1)
PLACES = {
    "engaged": ("z1", True),
    "same zone": ("z1", False),
    "one zone": ("z2", False),
    "two zones": ("z3", False),
    "three zones": ("z4", False),
}

# range of the creature's only Retaliation -> the places it reaches
REACHES = {
    "intimate": {"engaged"},
    "engaged": {"engaged"},
    0: {"engaged", "same zone"},
    1: {"engaged", "same zone", "one zone"},
    2: {"engaged", "same zone", "one zone", "two zones"},
    "1-2": {"one zone", "two zones"},
    None: set(PLACES),
}


def legal(enc) -> list[Command]:
    return get_ruleset("glowlands").legal_commands(enc.state)


CASES = [(rng, place) for rng in REACHES for place in PLACES]


def _fight(rng, place: str):
    zone, engaged = PLACES[place]
    lash = {"name": "Lash", "trigger": "any", "range": rng, "damage": None, "effect": "It lashes out."}
    the_setup = setup(
        pc("ann", zone=zone, engaged=["cat"] if engaged else [], weapons=WEAPONS),
        npc("cat", zone="z1", engaged=["ann"] if engaged else [], retaliations=[lash]),
    )
    return running(the_setup)


def _at_sweep(rng, place: str):
    enc = _fight(rng, place)
    enc.apply(Command("next"))
    assert enc.state.phase == "retaliation_sweep" and enc.prompt().choices == ("cat",)
    return enc


@pytest.mark.parametrize(("rng", "place"), CASES)
def test_the_sweep_suggests_a_retaliation_only_where_it_reaches(rng, place: str) -> None:
    enc = _at_sweep(rng, place)
    prompt = enc.prompt()
    offered = [c for c in legal(enc) if c.type == "glowlands.sweep" and not c.args.get("skip")]
    if place in REACHES[rng]:
        assert prompt.data["suggestions"] == {"cat": {"target": "ann", "retaliation": "Lash"}}
        assert "Lash against Ann" in prompt.text
        assert len(offered) == 1
    else:
        assert prompt.data["suggestions"] == {}
        assert "nobody in reach: let it pass" in prompt.text and "Lash" not in prompt.text
        assert offered == []
    assert Command("glowlands.sweep", args={"npc": "cat", "skip": True}) in legal(enc)


@pytest.mark.parametrize(("rng", "place"), CASES)
def test_the_sweep_fires_at_a_named_pc_only_if_it_reaches(rng, place: str) -> None:
    enc = _at_sweep(rng, place)
    named = Command("glowlands.sweep", args={"npc": "cat", "target": "ann", "retaliation": "Lash"})
    if place in REACHES[rng]:
        took = first(enc.apply(named), "RetaliationTakesEffect")
        assert (took["target"], took["in_reach"], took["cause"]) == ("ann", True, "sweep")
    else:
        assert rejected(enc, named) == "OUT_OF_REACH"
        assert rejected(enc, Command("glowlands.sweep", args={"npc": "cat"})) == "NO_TARGET"
        outcome = enc.handle(Command("glowlands.sweep", args={"npc": "cat"}))
        assert outcome.rejected is not None and "let it pass" in outcome.rejected.message


@pytest.mark.parametrize(("rng", "place"), CASES)
def test_a_provoked_retaliation_reaches_by_the_same_rule(rng, place: str) -> None:
    enc = _fight(rng, place)
    weapon = "Sword" if PLACES[place][1] else "Longbow"
    took = first(enc.apply(attack("ann", "cat", weapon, [5])), "RetaliationTakesEffect")
    assert took["in_reach"] is (place in REACHES[rng])


def test_the_demo_offers_no_engaged_range_sweep_at_a_pc_in_another_zone() -> None:
    """The reported case: an Engaged-range Retaliation against a PC in another zone, not engaged."""
    from gm_desk.rules.rulesets.glowlands.demo import demo_setup

    enc = running(demo_setup())
    for _ in range(3):
        enc.apply(Command("next"))
    prompt = enc.prompt()
    assert enc.state.phase == "retaliation_sweep" and {"peacekeeper", "moths"} <= set(prompt.choices)
    # The Peacekeeper engages nobody: its Shock coils (Engaged) reach no one; its Dazzle lamp (1) does.
    assert prompt.data["suggestions"]["peacekeeper"]["retaliation"] == "Dazzle lamp"
    # The moth swarm's only Retaliation is Engaged and nobody is engaged with it: nothing to offer.
    assert "moths" not in prompt.data["suggestions"]
    offered = [c.args for c in legal(enc) if c.type == "glowlands.sweep"]
    assert [a for a in offered if a["npc"] == "moths"] == [{"npc": "moths", "skip": True}]
    for target in ("haelon", "brannoc", "ysolde"):
        coils = Command(
            "glowlands.sweep", args={"npc": "peacekeeper", "target": target, "retaliation": "Shock coils"}
        )
        assert rejected(enc, coils) == "OUT_OF_REACH"
        assert (
            rejected(enc, Command("glowlands.sweep", args={"npc": "moths", "target": target}))
            == "OUT_OF_REACH"
        )
