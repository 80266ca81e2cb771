"""Exact odds of a roll about to be entered, in every system: each counted against the dice themselves.

Two independent counts check `roll_odds`: for the rolls whose rule is a formula in the chapter (a d20
against a Threat or an armour class, successes on a pool of d6), the count is made here from the
formula; for every roll, each way the dice can fall is also played for real (`Encounter.handle` on a
fresh copy of the fight, the faces typed in) and what happened is counted.
"""

from __future__ import annotations

import copy
import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.roll_odds import die_sizes, outcome_of, roll_odds
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.tx import trial


def fight_until(rid: str, wanted: str, steps: int = 200) -> tuple[Encounter, Command, str, str]:
    """A demo fight played by its legal commands (seeded, so the same each run) until a command of type
    ``wanted`` that rolls is legal; that command, the purpose and dice of its first roll."""
    rules = get_ruleset(rid)
    for seed in range(5, 25):
        enc = Encounter(demo_setup_for(rid), dice=DiceBox(rng=random.Random(seed)))
        rng = random.Random(seed)
        for _ in range(steps):
            legal = rules.legal_commands(enc.state)
            if enc.state.outcome is not None or not legal:
                break
            for cmd in legal:
                if cmd.type != wanted:
                    continue
                found = trial(rules, enc.state, cmd, DiceBox(rng=random.Random(1)))
                rolls = [e for e in found.events if e.type == "RollMade"]
                if rolls:
                    return enc, cmd, str(rolls[0].data["purpose"]), str(rolls[0].data["expr"])
            enc.handle(rng.choice(legal))
    raise AssertionError(f"{rid}: no {wanted} came up")


def played_count(enc: Encounter, cmd: Command, purpose: str, expr: str) -> dict[str, Fraction]:
    """Every way the dice can fall, played for real on a copy of the fight; the outcomes counted. A roll
    the rules make before this one's outcome (a luck die, damage decided first) is counted face by face too."""
    purposes = {purpose: expr}
    while True:
        names = list(purposes)
        faces = [
            list(itertools.product(*(range(1, n + 1) for n in die_sizes(purposes[p]) or ()))) for p in names
        ]
        counts: Counter[str] = Counter()
        for combination in itertools.product(*faces):
            copy_of = Encounter.from_log(enc.setup, list(enc.log))
            copy_of.dice = DiceBox(rng=random.Random(0))
            typed = {p: list(f) for p, f in zip(names, combination, strict=True)}
            outcome = copy_of.handle(Command(cmd.type, cmd.actor, dict(cmd.args), typed))
            assert outcome.rejected is None, outcome.rejected
            label = outcome_of(outcome.events, purpose, frozenset(names), copy_of.state)
            if not isinstance(label, str):
                assert label is not None, f"no outcome for {typed}"
                purposes[label.purpose] = label.expr
                break
            counts[label] += 1
        else:
            total = sum(counts.values())
            return {label: Fraction(n, total) for label, n in counts.items()}


CASES = [
    ("glowlands", "glowlands.attack", {}),
    ("teams", "teams.attack", {"attack_luck": "1d20"}),
    ("factions", "factions.morale_save", {}),
    ("marching", "marching.attack", {}),
    ("cards", "cards.attack", {}),
]


@pytest.mark.parametrize(("rid", "kind", "also"), CASES, ids=[c[0] for c in CASES])
def test_each_systems_roll_odds_equal_every_way_the_dice_fall_played_for_real(
    rid: str, kind: str, also: dict[str, str]
) -> None:
    enc, cmd, purpose, expr = fight_until(rid, kind)
    odds = roll_odds(enc.ruleset, enc.state, cmd, purpose, expr)
    assert odds is not None, f"{rid}: no odds for {kind}"
    assert sum(p for _, p in odds.outcomes) == 1
    assert dict(odds.outcomes) == played_count(enc, cmd, purpose, expr)


def test_a_d20_against_a_threat_is_the_chapters_count() -> None:
    enc, cmd, purpose, expr = fight_until("glowlands", "glowlands.attack")
    odds = dict(roll_odds(enc.ruleset, enc.state, cmd, purpose, expr).outcomes)
    target = enc.state.get(cmd.args["target"])
    weapon = next(w for w in enc.state.get(cmd.actor).stats["weapons"] if w["name"] == cmd.args["weapon"])
    threat = target.stats["ranged_threat" if weapon.get("range") not in (None, "engaged") else "melee_threat"]
    margin = enc.state.options["crit_margin"]
    # A natural 20, or a total of Threat + margin, is critical; Threat or more succeeds (no Aspect here).
    count = Counter(
        "critical" if f == 20 or f >= threat + margin else "success" if f >= threat else "fail"
        for f in range(1, 21)
    )
    assert odds == {k: Fraction(v, 20) for k, v in count.items()}


def test_a_pool_of_d6_needs_its_successes_as_the_chapter_counts_them() -> None:
    enc, cmd, purpose, expr = fight_until("cards", "cards.attack")
    dice = int(expr.split("d")[0])
    odds = dict(roll_odds(enc.ruleset, enc.state, cmd, purpose, expr).outcomes)
    trial_event = next(
        e
        for e in trial(enc.ruleset, enc.state, cmd, DiceBox(rng=random.Random(1))).events
        if e.type == "cards.AttackResolved"
    )
    need = trial_event.data["need"]
    # A six is a success; the attack hits with `need` of them (no defence declared).
    hits = sum(1 for faces in itertools.product(range(1, 7), repeat=dice) if faces.count(6) >= need)
    assert odds["hit"] == Fraction(hits, 6**dice)


def test_the_odds_follow_the_options_in_force() -> None:
    enc, cmd, purpose, expr = fight_until("glowlands", "glowlands.attack")
    plain = dict(roll_odds(enc.ruleset, enc.state, cmd, purpose, expr).outcomes)
    state = copy.deepcopy(enc.state)
    state.options["crit_margin"] = 3
    tight = dict(roll_odds(enc.ruleset, state, cmd, purpose, expr).outcomes)
    assert tight["critical"] > plain["critical"]


def test_rolls_without_a_named_outcome_or_with_too_many_faces_have_none() -> None:
    enc, cmd, purpose, _expr = fight_until("glowlands", "glowlands.attack")
    assert roll_odds(enc.ruleset, enc.state, cmd, purpose, "20d20") is None  # too many ways to fall
    assert die_sizes("1d20!") is None  # exploding dice have no fixed number of dice
    assert die_sizes("2d6+1d20") == (6, 6, 20)
