"""Every word the rules look up while a fight is played is in the catalogue, so German and French show it
translated: the log's lines, the prompts, the refusals, the combat form's commands.

Texts built from keys ("short_task" → "short task", "attack (readied)", "attacks Ava") are looked up
through `plain`; they are found only by playing. Each system's demo is played many ways (random legal
commands, the GM's ones among them) with a lookup that notes every text the German catalogue lacks;
the GM's own words (names, weapons, obstacles) are all that may be missing.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import pytest

from gm_desk.rules import i18n
from gm_desk.rules.command_words import command_words
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.words import plain
from tests.conftest import PROJECT_ROOT

FIGHTS = 6
STEPS = 250


def _catalogue(code: str) -> dict[str, str]:
    root = ET.parse(PROJECT_ROOT / "resources" / "i18n" / f"gm_desk_{code}.ts").getroot()
    return {m.findtext("source") or "": "".join(m.find("translation").itertext()) for m in root.iter("message")}  # type: ignore[union-attr]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, str):
        yield value
        yield value.replace("_", " ")


@pytest.fixture
def missing() -> Iterator[dict[str, str]]:
    german = _catalogue("de")
    found: dict[str, str] = {}
    where = [""]

    def look(text: str) -> str | None:
        if text in german:
            return german[text]
        found.setdefault(text, where[0])
        return None

    i18n.use_lookup(look)
    found["\0where"] = ""  # the fixture's own note of where the play is, read back by `play`
    yield found
    i18n.use_lookup(None)


def play(rid: str, seed: int, found: dict[str, str]) -> None:
    ruleset = get_ruleset(rid)
    rng = random.Random(seed)
    enc = Encounter(demo_setup_for(rid), dice=DiceBox(rng=random.Random(seed)))
    for _ in range(STEPS):
        if enc.state.outcome is not None:
            break
        offered = ruleset.legal_commands(enc.state)
        if not offered:
            break
        for cmd in [*offered, *ruleset.gm_tools(enc.state)]:  # as the combat form lists them
            command_words(cmd, enc.state)
        usual = [c for c in offered if not c.type.startswith(("gm.", "condition."))] or offered
        outcome = enc.handle(rng.choice(usual if rng.random() < 0.9 else offered))
        for event in enc.log[-1].events if enc.log and outcome.rejected is None else ():
            ruleset.describe(event, enc.state)
        enc.prompt()
    if enc.state.outcome is not None:
        plain(enc.state.outcome.get("result", ""))


@pytest.mark.parametrize("rid", list(RULESETS))
def test_every_word_a_played_demo_looks_up_is_in_the_catalogue(rid: str, missing: dict[str, str]) -> None:
    for seed in range(FIGHTS):
        play(rid, seed, missing)
    data = set(_strings(demo_setup_for(rid)))
    left = sorted(text for text in missing if text not in data and not text.startswith("\0"))
    assert not left, f"{len(left)} texts the catalogue lacks (add them to gm_desk/rules/key_words.py):\n" + "\n".join(
        map(repr, left)
    )


def test_a_planted_key_missing_from_the_catalogue_is_found(missing: dict[str, str]) -> None:
    plain("juggle_torches")
    assert "juggle torches" in missing
