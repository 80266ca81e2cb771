"""A demo fight of each system brought to a turn in which its actor could step into a neighbouring zone,
for the tests of the map changing mid-fight."""

from __future__ import annotations

import random

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset

SYSTEMS = ["glowlands", "teams", "factions", "marching", "cards"]


def moves_now(enc: Encounter) -> list[Command]:
    """The zone moves the one acting now could make (each checked on a copy of the fight)."""
    actor = enc.state.actor
    if actor is None or enc.state.get(actor).zone is None:
        return []
    here = enc.state.get(actor).zone
    tried = [Command("move", actor, {"to": z}) for z in enc.state.zones.neighbours(here)]
    return [cmd for cmd in tried if enc.check(cmd) is None]


def fight_with_a_move(rid: str, seed: int = 3) -> tuple[Encounter, Command]:
    """The demo of `rid`, played by its own legal commands (the fight's start first) until the one acting
    could move; that fight and one such move."""
    rules = get_ruleset(rid)
    enc = Encounter(demo_setup_for(rid), dice=DiceBox(rng=random.Random(seed)))
    rng = random.Random(seed)
    for _ in range(200):
        found = moves_now(enc)
        if found:
            return enc, found[0]
        legal = [c for c in rules.legal_commands(enc.state) if not c.type.startswith("gm.")]
        starts = [c for c in legal if c.type in ("start", "next")]
        enc.apply(starts[0] if starts else rng.choice(legal))
    raise AssertionError(f"{rid}: nobody could move")
