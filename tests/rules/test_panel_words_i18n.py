"""The words the rules hand the panels (phases, prompts, notes, answers, tracks, badges, command words)
go through the rules' translation function: under the pseudo-language no plain English word is left in
them once the GM's own data (names, zones, weapons) is taken out; in English they read as before."""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Iterator

import pytest

from gm_desk.rules import i18n
from gm_desk.rules.command_words import VERBS, command_words, verb_of
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.state import EncounterState
from tests.rules.test_demos import _pick

SYSTEMS = list(RULESETS)
_BRACKETED = re.compile(r"\[[^\[\]]*\]")
_ENGLISH = re.compile(r"[A-Za-z]{3,}")
_DICE = re.compile(r"\b\d*d\d+\b")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    i18n.use_pseudo(False)


def _gm_words(setup: object) -> set[str]:
    """Every string the GM wrote in the setup (names, effects, weapons...): no catalogue translates them."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, str):
            found.add(value)

    walk(setup)
    return found


def _left_in_english(text: str, data: set[str]) -> list[str]:
    for word in sorted(data, key=len, reverse=True):
        text = text.replace(word, " ")
    while _BRACKETED.search(text):
        text = _BRACKETED.sub(" ", text)
    return _ENGLISH.findall(_DICE.sub(" ", text))


def _panel_words(rid: str, state: EncounterState) -> Iterator[tuple[str, str]]:
    rs = get_ruleset(rid)
    prompt = rs.prompt(state)
    legal = rs.legal_commands(state)
    yield "phase", rs.presentation.phase_words(state.phase)
    yield "prompt", prompt.text
    yield "notes", rs.presentation.order_notes(state)
    for answer in rs.presentation.answers(state, prompt, legal):
        yield "answer", answer.label or command_words(answer.command, state)
    for cmd in legal:
        yield "command", command_words(cmd, state)
    for row in rs.presentation.initiative_entries(state, prompt):
        yield "entry", row.label
    for entry in rs.order(state):
        yield "order", entry.label
    for cid, c in state.combatants.items():
        yield "badge", ", ".join(rs.presentation.badges(state, cid))
        for track in rs.presentation.tracks(c):
            yield "track", track.label + " " + track.detail


def _play(rid: str) -> Iterator[tuple[str, str]]:
    """The panel words at every step of the demo's first round, read in the pseudo-language."""
    i18n.use_pseudo(True)
    ruleset = get_ruleset(rid)
    enc = Encounter(demo_setup_for(rid), dice=DiceBox(rng=random.Random(5), script=deque([1] * 4000)))
    acted: set[str | None] = set()
    for _ in range(200):
        if enc.state.outcome is not None or (enc.state.round or 0) >= 2:
            break
        yield from _panel_words(rid, enc.state)
        actor = enc.state.turn.actor if enc.state.turn is not None else None
        enc.handle(_pick(ruleset.legal_commands(enc.state), acted, actor))
    yield from _panel_words(rid, enc.state)


@pytest.mark.parametrize("rid", SYSTEMS)
def test_no_panel_word_of_the_rules_skips_the_translation(rid: str) -> None:
    data = _gm_words(demo_setup_for(rid))
    left = {f"{where}: {text}" for where, text in _play(rid) if _left_in_english(text, data)}
    assert not left, sorted(left)


def test_the_command_words_read_as_before_in_english() -> None:
    state = Encounter(demo_setup_for("cards")).state
    pcs = [c.id for c in state.pcs()]
    names = [state.name_of(c) for c in pcs]
    fear = Command("cards.fear", args={"cid": pcs[0], "value": 1, "position": "controlled"})
    assert command_words(fear, state) == f"Fear: {names[0]} (value 1, controlled)"
    swap = Command("cards.swap", args={"a": pcs[0], "b": pcs[1]})
    assert command_words(swap, state) == f"Swap: {names[0]} → {names[1]}"
    assert verb_of("glowlands.back_out") == "Back out"
    assert command_words(Command("next"), state) == "Next"


def test_a_weapon_named_by_the_gm_is_not_translated() -> None:
    state = Encounter(demo_setup_for("glowlands")).state
    pc = state.pcs()[0]
    i18n.use_pseudo(True)
    words = command_words(Command("glowlands.attack", pc.id, {"weapon": "Lantern bolt"}), state)
    assert "Lantern bolt" in words and pc.name in words and "Attack" not in words


def test_every_command_of_every_system_has_a_verb_in_the_catalogue() -> None:
    for rid in SYSTEMS:
        types = {t.split(".")[-1] for t in get_ruleset(rid)._handlers}
        assert types <= set(VERBS), (rid, sorted(types - set(VERBS)))
