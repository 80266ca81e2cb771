"""The demo encounters: one per system, from the rulesets registry; each plays a round; each creature is
its shipped bestiary entry."""

from __future__ import annotations

import random
import re
import tomllib
from collections import deque

import pytest

from gm_desk.rules.demo import demo_name, demo_setup_for, demo_setups
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import RULESETS, UnknownRuleset, get_ruleset
from gm_desk.rules.statblocks import validate_creature
from tests.conftest import BESTIARY_DIR
from tests.rules.log_words import raw_words_in_log

SYSTEMS = list(RULESETS)


def test_every_registered_system_has_a_demo_named_for_its_system() -> None:
    assert list(demo_setups()) == SYSTEMS
    for rid in SYSTEMS:
        setup = demo_setup_for(rid)
        assert setup["ruleset"] == rid and setup["name"]
        assert RULESETS[rid].name in demo_name(rid)
        kinds = {c["kind"] for c in setup["combatants"]}
        assert kinds == {"PC", "NPC"}
        assert all(isinstance(c.get("stats"), dict) and c["stats"] for c in setup["combatants"])
    assert demo_setup_for("marching") is not demo_setup_for("marching")  # a fresh copy each time
    with pytest.raises(UnknownRuleset):
        demo_setup_for("chess")


PREFERRED = ("start", "end_turn", "next")


def _pick(commands: list, acted: set, actor: str | None):
    """Start; one attack per turn; end the turn; the next step; else the first other answer."""
    by_type = {}
    for c in commands:
        by_type.setdefault(c.type, c)
    if "start" in by_type:
        return by_type["start"]
    attack = next((c for c in commands if c.type.endswith("attack") and c.actor == actor), None)
    if attack is not None and actor not in acted:
        acted.add(actor)
        return attack
    for kind in PREFERRED[1:]:
        if kind in by_type:
            return by_type[kind]
    plain = [c for c in commands if c.type != "move" and not c.type.startswith(("gm.", "condition."))]
    return (plain or commands)[0]


def play_round(rid: str) -> tuple[Encounter, list]:
    """The demo of `rid` driven through one full round by its legal commands; every one must be accepted."""
    ruleset = get_ruleset(rid)
    faces = deque([1] * 4000)  # a 1 fits every die, even the d1 a penalty can leave
    enc = Encounter(demo_setup_for(rid), dice=DiceBox(rng=random.Random(5), script=faces))
    acted: set = set()
    played = []
    for _ in range(200):
        if enc.state.outcome is not None or (enc.state.round or 0) >= 2:
            break
        offered = ruleset.legal_commands(enc.state)
        assert offered, f"{rid}: nothing to do after {[c.type for c in played]}"
        actor = enc.state.turn.actor if enc.state.turn is not None else None
        cmd = _pick(offered, acted, actor)
        outcome = enc.handle(cmd)
        assert outcome.rejected is None, f"{rid}: {cmd} refused: {outcome.rejected}"
        played.append(cmd)
    return enc, played


@pytest.mark.parametrize("rid", SYSTEMS)
def test_each_demo_plays_a_full_round_with_no_refusal(rid: str) -> None:
    ruleset = get_ruleset(rid)
    enc, played = play_round(rid)
    assert enc.state.outcome is not None or enc.state.round >= 2, f"{rid}: {[c.type for c in played]}"
    assert any(c.type.endswith("attack") for c in played), f"{rid}: nobody attacked"
    assert ruleset.invariants(enc.state) == []


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_demo_rounds_log_has_no_raw_field_names(rid: str) -> None:
    enc, _ = play_round(rid)
    assert raw_words_in_log(enc) == []


def _bestiary(rid: str) -> dict[str, dict]:
    entries = {}
    for path in BESTIARY_DIR.glob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if data["pack"]["ruleset"] == rid:
            entries.update({c["name"].casefold(): c for c in data["creatures"]})
    return entries


def _normal(rid: str, stats: dict) -> dict:
    return validate_creature(rid, stats).model_dump(mode="json")


@pytest.mark.parametrize("rid", SYSTEMS)
def test_every_demo_creature_is_its_shipped_bestiary_entry(rid: str) -> None:
    entries = _bestiary(rid)
    compared = 0
    for c in demo_setup_for(rid)["combatants"]:
        if c["kind"] != "NPC":
            continue
        base = re.sub(r"\s+\d+$", "", c["name"]).casefold()  # "Grey Wolf 2" is a second Grey Wolf
        entry = entries.get(base)
        if entry is None:
            continue
        stats = {k: v for k, v in c["stats"].items() if k != "concealed_at_start"}
        assert _normal(rid, {"name": entry["name"], **stats}) == _normal(rid, entry), c["name"]
        compared += 1
    if rid != "teams":  # the teams demo's guards are not shipped creatures
        assert compared > 0, f"the {rid} demo uses no shipped creature"


def test_the_demo_glass_hound_retaliates_once_a_round_like_its_entry() -> None:
    (hound,) = [c for c in demo_setup_for("glowlands")["combatants"] if c["name"] == "Glass Hound"]
    assert hound["stats"].get("retaliation_limit", 1) == 1
