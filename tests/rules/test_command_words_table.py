"""Commands and rolls in a GM's words (#30.6, #30.10): a seize reads "Seize: Ava → Bren (unopposed)",
an AGL check is "AGL check", a card draw in the log is "card 1" (never "card1" or "y declines"); the
teams Action list names Ready and Command once each, with the action they carry in words."""

from __future__ import annotations

import random
from collections import Counter

from gm_desk.rules.command_words import command_words, verb_of
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command, Event
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.words import purpose_words
from tests.programmer_words import programmer_words
from tests.rules.test_demos import play_round


def test_a_seize_and_an_agl_check_read_as_words() -> None:
    enc, _ = play_round("marching")
    looks = get_ruleset("marching").presentation
    state = enc.state
    ava, bren = "ava", "bren"
    unopposed = Command("marching.seize", args={"x": ava, "y": bren, "y_declines": True})
    assert command_words(unopposed, state, looks) == "Seize: Ava → Bren (unopposed)"
    assert verb_of("marching.agl_check") == "AGL check"
    assert purpose_words("agl") == "AGL check"


def test_a_card_draw_in_the_log_is_counted_in_words() -> None:
    assert purpose_words("card1:ida") == "card 1" and purpose_words("attack#2") == "attack 2"
    enc = Encounter(demo_setup_for("cards"), dice=DiceBox(rng=random.Random(2)))
    lines: list[str] = []
    for _ in range(3):  # the start, then the deal
        outcome = enc.handle(Command("next"))
        assert outcome.ok, outcome.rejected
        lines += [enc.describe(e) for e in outcome.events if e.type == "RollMade"]
    assert lines and all("(card " in line for line in lines), lines
    assert not [line for line in lines if programmer_words(line)], lines


def test_teams_lists_ready_and_command_once_each_with_the_action_in_words() -> None:
    ruleset = get_ruleset("teams")
    enc = Encounter(demo_setup_for("teams"), dice=DiceBox(rng=random.Random(4)))
    for _ in range(20):  # to the first turn
        if enc.state.turn is not None:
            break
        legal = ruleset.legal_commands(enc.state)
        enc.handle(next(c for c in legal if c.type in ("start", "teams.pick", "next")))
    assert enc.state.turn is not None
    actor = enc.state.turn.actor
    legal = [c for c in ruleset.legal_commands(enc.state) if c.actor == actor]
    words = [command_words(c, enc.state, ruleset.presentation) for c in legal]
    twice = [w for w, n in Counter(words).items() if n > 1]
    assert not twice, twice
    assert sum(c.type == "teams.ready" for c in legal) == 1
    allies = [c for c in enc.state.on_side(enc.state.get(actor).side) if c.id != actor]
    assert sum(c.type == "teams.command" for c in legal) == len(allies)
    ready = next(w for w, c in zip(words, legal) if c.type == "teams.ready")
    assert ready.startswith(f"Ready: {enc.state.get(actor).name} (attack → ") and not programmer_words(ready)


def test_the_ways_to_start_are_listed_once_each_in_words() -> None:
    """A bare "Start" beside the start with nobody read the same twice, and a start aimed at nobody read
    "Start → None"."""
    for rid in ("teams", "factions"):
        ruleset = get_ruleset(rid)
        enc = Encounter(demo_setup_for(rid))
        starts = [c for c in ruleset.legal_commands(enc.state) if c.type == "start"]
        words = [command_words(c, enc.state, ruleset.presentation) for c in starts]
        assert len(words) == len(set(words)) > 1, words
        assert not [w for w in words if "None" in w or programmer_words(w)], words


def test_a_faction_is_checked_for_morale_and_a_phase_ends_in_words() -> None:
    state = Encounter(demo_setup_for("factions")).state
    looks = get_ruleset("factions")
    due = looks.describe(
        Event("factions.MoraleDue", {"group": "bandits", "why": "1 of 2 still fight"}), state
    )
    assert due == "Morale check for Bandits: 1 of 2 still fight."
    ended = looks.describe(Event("factions.PhaseEnded", {"phase": "round_main"}), state)
    assert ended == "Every faction passed: the phase ends (Faction goes)."
    durability = Command("factions.durability", args={"cid": "ada", "item": "weapon:Sword"})
    assert command_words(durability, state, looks.presentation) == "Durability: Ada (Sword)"
