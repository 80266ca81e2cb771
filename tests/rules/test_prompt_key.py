"""`Ruleset.prompt_key` gives the kind, actor, side and choices of `Ruleset.prompt` (each of the five
systems gives them without building the prompt's words): equal on every state of
fights of every demo, from the setup to the end; a key wrong in one branch (planted) is caught."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.fight import ROUND_CAP, fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.prompts import Prompt, PromptKey
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.rulesets.cards import prompt_key as cards_key
from gm_desk.rules.rulesets.factions import prompt_key as factions_key
from gm_desk.rules.rulesets.glowlands import prompt_key as glowlands_key
from gm_desk.rules.rulesets.marching import prompt_key as marching_key
from gm_desk.rules.rulesets.teams import prompt_key as teams_key
from gm_desk.rules.state import EncounterState

FIGHTS = 12
Key = Callable[[EncounterState], Prompt | PromptKey]


def states(ruleset: str) -> list[EncounterState]:
    """Every state of some demo fights of a system (a copy of each), the setup's among them."""
    setup = demo_setup_for(ruleset)
    rs = get_ruleset(ruleset)
    tactic = Tactic(rs)
    out = []
    for index in range(FIGHTS):
        enc = Encounter(setup, rs, dice=QuickDiceBox(fight_seed(13, index)))
        tactic.new_fight()
        out.append(enc.state.clone())
        while enc.state.outcome is None and enc.state.round <= ROUND_CAP and len(enc.log) < 600:
            if tactic.step(enc) is None:
                break
            out.append(enc.state.clone())
    return out


def mismatches(rs: Ruleset, key: Key, seen: list[EncounterState]) -> int:
    return sum(PromptKey.of(key(state)) != PromptKey.of(rs.prompt(state)) for state in seen)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_key_is_the_prompts_own_on_every_state(ruleset: str) -> None:
    rs = get_ruleset(ruleset)
    seen = states(ruleset)
    assert mismatches(rs, rs.prompt_key, seen) == 0
    kinds = {rs.prompt_key(state).kind for state in seen}
    assert {"setup", "ended"} <= kinds and len(kinds) >= 3, kinds


def _no_reaction_check(state: EncounterState) -> PromptKey:
    key = teams_key.prompt_key(state)
    pending = state.rs.get("pending")
    if key.kind == "decide" and pending and pending["kind"] == "defend" and not pending.get("dodged"):
        return key._replace(choices=("none", "dodge", "parry", "block"))  # as if the defender always could
    return key


def _no_reactions(state: EncounterState) -> PromptKey:
    key = factions_key.prompt_key(state)
    return key._replace(choices=()) if state.rs.get("attack") and key.kind == "decide" else key


def _leaderless(state: EncounterState) -> PromptKey:
    key = marching_key.prompt_key(state)
    return key._replace(actor=None) if key.kind == "initiative" else key


def _sweep_unowed(state: EncounterState) -> PromptKey:
    key = glowlands_key.prompt_key(state)
    return PromptKey("round_end") if key.kind == "decide" and state.phase == "retaliation_sweep" else key


def _sideless(state: EncounterState) -> PromptKey:
    key = cards_key.prompt_key(state)
    return key._replace(side=None) if key.kind == "act" else key


@pytest.mark.parametrize(
    ("ruleset", "planted"),
    [
        ("glowlands", _sweep_unowed),
        ("cards", _sideless),
        ("teams", _no_reaction_check),
        ("factions", _no_reactions),
        ("marching", _leaderless),
    ],
)
def test_a_key_wrong_in_one_branch_is_caught(ruleset: str, planted: Key) -> None:
    rs = get_ruleset(ruleset)
    assert mismatches(rs, planted, states(ruleset)) > 0
