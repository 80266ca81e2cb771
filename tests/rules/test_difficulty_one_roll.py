"""Difficulty by simulation in Alternating Teams, Faction Passing and Initiative Cards: a fight that one
roll decides is won as often as the rules' own exact odds of that roll say.

Each fight pits one PC against one creature that the first hit takes out, arranged by the system's own
rules so that the PC's first roll decides it (in Initiative Cards no roll is ever sure, so a miss hands
the turn over: that duel's exact chance is worked out from the exact odds of each roll, see there). The
exact chance is counted by `roll_odds` over every face of the dice, through the system's own decision,
at the moment the simulator's tactic makes the roll; the simulator plays 400 fights through the real
engine and its 95% interval must hold it. A wrong answer (two tries instead of one, the PC always
dealt first) lies outside, so the check can fail.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.difficulty import Report, Tactic, simulate, wilson
from gm_desk.rules.difficulty.fight import ROUND_CAP
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.roll_odds import die_sizes, roll_odds
from gm_desk.rules.tx import trial

FIGHTS = 400
STEPS = 60  # commands the tactic may play to reach the roll (a few are needed)


# --- shared helpers -------------------------------------------------------------------------------


def reach_turn(enc: Encounter, tactic: Tactic, actor: str) -> None:
    """Play the tactic until `actor` is asked to act."""
    rs = enc.ruleset
    for _ in range(STEPS):
        prompt = rs.prompt(enc.state)
        if prompt.kind == "act" and prompt.actor == actor:
            return
        assert tactic.step(enc) is not None, prompt
    raise AssertionError(f"{actor} never got a turn")


def tactic_attack(enc: Encounter, tactic: Tactic) -> Command:
    """The command the tactic plays now: it must be an attack."""
    rs = enc.ruleset
    ranked = tactic.rank(enc.state, rs.prompt(enc.state), rs.legal_commands(enc.state))
    assert ranked and ranked[0].type.endswith("attack"), ranked[:3]
    return ranked[0]


def made_rolls(enc: Encounter, cmd: Command) -> list[tuple[str, str]]:
    """The purpose and dice of each roll `cmd` makes now (on a copy of the fight)."""
    outcome = trial(enc.ruleset, enc.state, cmd, DiceBox(rng=random.Random(1)))
    assert outcome.rejected is None, outcome.rejected
    return [(str(e.data["purpose"]), str(e.data["expr"])) for e in outcome.events if e.type == "RollMade"]


def first_roll(enc: Encounter, cmd: Command) -> tuple[str, str]:
    return made_rolls(enc, cmd)[0]


# The outcomes of each system's deciding roll, in the rules' own words: (succeeds, fails).
TEAMS_HIT = ({"hit", "critical hit"}, {"miss"})
FACTIONS_SAVE = ({"passed"}, {"failed"})
CARDS_HIT = ({"hit"}, {"miss"})


def chance_of(enc: Encounter, cmd: Command, words: tuple[set[str], set[str]]) -> Fraction:
    """The exact chance that `cmd`'s first roll succeeds, counted by `roll_odds`."""
    purpose, expr = first_roll(enc, cmd)
    odds = roll_odds(enc.ruleset, enc.state, cmd, purpose, expr)
    assert odds is not None, (purpose, expr)
    succeeds, fails = words
    assert {label for label, _ in odds.outcomes} <= succeeds | fails, odds.outcomes
    return sum((p for label, p in odds.outcomes if label in succeeds), Fraction(0))


def exact_first_roll(setup: dict[str, Any], actor: str, words: tuple[set[str], set[str]]) -> Fraction:
    """The exact chance that `actor`'s first attack, as the tactic plays it, succeeds."""
    enc = Encounter(setup)
    tactic = Tactic(enc.ruleset)
    reach_turn(enc, tactic, actor)
    return chance_of(enc, tactic_attack(enc, tactic), words)


def assert_agrees(report: Report, exact: Fraction) -> None:
    lo, hi = report.win_interval
    assert lo <= float(exact) <= hi, (float(exact), report.win_chance, report.win_interval)


def assert_one_roll_decides(report: Report) -> None:
    """Decided in the first round every time, never capped, and every loss is the PC going down."""
    assert report.rounds_histogram == ((1, report.fights),)
    assert report.capped == 0
    (pc,) = report.pcs
    assert pc.down == report.fights - report.wins


# --- Alternating Teams (chapter 001) --------------------------------------------------------------


def teams_one_roll_fight(evasion: int) -> dict[str, Any]:
    """Alternating Teams: Petra, the instigator, shoots first with a loaded crossbow at a brute with no
    endurance and one point of health (any hit knocks it out: damage is at least 1). Reloading costs
    the crossbow's 2 actions, the rest of her turn, so she cannot shoot again before the brute acts; the
    brute's axe cannot miss her (evasion 0 against a test of at least 3) and she too has one point of
    health and no stamina to dodge or parry with. So her one shot decides: the attack test (d6 + d6 + 1
    against the brute's evasion, or a luck die of 19 or more) hits and wins, or misses and loses."""

    def sheet(ev: int, weapon: dict[str, Any]) -> dict[str, Any]:
        return {
            "size": 4,
            "evasion": ev,
            "deflection": {"physical": 0, "elemental": 0},
            "endurance_max": 0,
            "health_max": 1,
            "constitution": 0,
            "speed_m": 6,
            "stamina_max": 0,
            "focus_max": 0,
            "attributes": {"strength": "d6", "dexterity": "d6"},
            "skills": {"combat": "d6"},
            "proficiencies": {"finesse": 1, "martial": 1},
            "weapons": [weapon],
            "items": [],
        }

    crossbow = {
        "name": "Crossbow",
        "attributes": ["dexterity"],
        "proficiency": "finesse",
        "damage": 3,
        "crit_damage": 6,
        "crit_threshold": 19,
        "damage_type": "piercing",
        "thrown_or_projectile": True,
        "reload_cost": 2,
        "range_m": 60,
    }
    axe = {
        "name": "Axe",
        "attributes": ["strength"],
        "proficiency": "martial",
        "damage": 3,
        "crit_damage": 6,
        "crit_threshold": 19,
        "damage_type": "slashing",
    }
    return {
        "ruleset": "teams",
        "name": "One shot",
        "zones": {"zones": [{"id": "yard", "name": "Yard"}], "links": []},
        "sides": [
            {"id": "party", "name": "Party", "stance": "party"},
            {"id": "foe", "name": "Foe", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "pc",
                "name": "Petra",
                "kind": "PC",
                "side": "party",
                "zone": "yard",
                "stats": sheet(0, crossbow),
            },
            {
                "id": "npc",
                "name": "Brute",
                "kind": "NPC",
                "side": "foe",
                "zone": "yard",
                "stats": sheet(evasion, axe),
            },
        ],
        "start": {"instigator": "pc", "attacked_team": "foe"},
    }


@pytest.mark.parametrize("evasion", [6, 9, 12])
def test_teams_a_fight_one_shot_decides_agrees_with_the_exact_attack_odds(evasion: int) -> None:
    setup = teams_one_roll_fight(evasion)
    exact = exact_first_roll(setup, "pc", TEAMS_HIT)
    report = simulate(setup, fights=FIGHTS, seed=3, workers=1)
    assert_agrees(report, exact)
    assert_one_roll_decides(report)


def test_teams_after_a_miss_the_brute_cannot_miss_the_pc() -> None:
    """The other half of the arrangement: once Petra's shot misses (lowest faces typed in), the brute's
    attack at its turn hits whatever its dice show."""
    enc = Encounter(teams_one_roll_fight(evasion=12))
    tactic = Tactic(enc.ruleset)
    reach_turn(enc, tactic, "pc")
    shot = tactic_attack(enc, tactic)
    rolls = made_rolls(enc, shot)
    lowest = {purpose: [1] * len(die_sizes(expr) or ()) for purpose, expr in rolls}
    outcome = enc.handle(replace(shot, dice=lowest))
    assert outcome.ok and any(e.data.get("hit") is False for e in outcome.events)
    reach_turn(enc, tactic, "npc")
    assert chance_of(enc, tactic_attack(enc, tactic), TEAMS_HIT) == 1


# --- Faction Passing (chapter 002) ----------------------------------------------------------------


def factions_one_roll_fight(wit: int) -> dict[str, Any]:
    """Faction Passing: two ambushers, each concealed at the start, one health and no armour each, in
    one glade. The ambush turn (round 0) lets only concealed characters act (A9: the usual alternation
    among them); the party holds the initiative and goes first. Ada's target is concealed, so her
    attack needs a WIT save (d20 under her WIT); attacked by a concealed character, the cutthroat
    cannot react; any damage (d4, impaired) takes it out. A miss reveals her, and the cutthroat, still
    concealed, strikes back: a visible target, so no save, and she cannot react to a concealed
    attacker: any damage takes her out. So her WIT save decides."""

    def sheet(w: int, weapon: dict[str, Any]) -> dict[str, Any]:
        return {
            "str": 10,
            "agi": 10,
            "wit": w,
            "health_max": 1,
            "armour": 0,
            "weapons": [weapon],
            "concealed_at_start": True,
        }

    return {
        "ruleset": "factions",
        "name": "Two ambushers",
        "options": {},
        "factions": ["party", "foe"],
        "initiative_holder": "party",
        "zones": {"zones": [{"id": "glade", "name": "Glade", "tags": []}], "links": []},
        "sides": [
            {"id": "party", "name": "Party", "stance": "party"},
            {"id": "foe", "name": "Foe", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "pc",
                "name": "Ada",
                "kind": "PC",
                "side": "party",
                "zone": "glade",
                "stats": sheet(wit, {"name": "Sword", "damage_die": "d8", "kind": "melee"}),
            },
            {
                "id": "npc",
                "name": "Cutthroat",
                "kind": "NPC",
                "side": "foe",
                "zone": "glade",
                "stats": {
                    **sheet(10, {"name": "Hatchet", "damage_die": "d6", "kind": "melee"}),
                    "immune_to_fear": True,
                },
            },
        ],
    }


@pytest.mark.parametrize("wit", [6, 12, 17])
def test_factions_a_fight_one_wit_save_decides_agrees_with_the_exact_save_odds(wit: int) -> None:
    setup = factions_one_roll_fight(wit)
    exact = exact_first_roll(setup, "pc", FACTIONS_SAVE)
    report = simulate(setup, fights=FIGHTS, seed=3, workers=1)
    assert_agrees(report, exact)
    assert_one_roll_decides(report)


def test_factions_after_a_miss_the_cutthroat_strikes_with_no_save_and_no_reaction() -> None:
    """The other half: once Ada's save fails (a 20 typed in), the cutthroat's attack needs no save and
    leaves her no reaction, and it takes her out."""
    enc = Encounter(factions_one_roll_fight(wit=12))
    tactic = Tactic(enc.ruleset)
    reach_turn(enc, tactic, "pc")
    attack = tactic_attack(enc, tactic)
    purpose, _ = first_roll(enc, attack)
    outcome = enc.handle(replace(attack, dice={purpose: [20]}))
    assert outcome.ok and any(e.data.get("passed") is False for e in outcome.events)
    reach_turn(enc, tactic, "npc")
    strike = tactic_attack(enc, tactic)
    ((purpose, expr),) = made_rolls(enc, strike)  # the damage roll only: no save to hit
    (size,) = die_sizes(expr) or ()
    for face in range(1, size + 1):  # every face of the damage die
        events = trial(enc.ruleset, enc.state, replace(strike, dice={purpose: [face]})).events
        declared = next(e.data for e in events if e.type == "factions.AttackDeclared")
        assert declared["save"] is False and declared["surprise"] is True
        assert not any(e.type == "factions.Reacted" for e in events)
        assert any(e.type == "StatusChanged" and e.data["cid"] == "pc" for e in events)


# --- Initiative Cards (chapter 004) ---------------------------------------------------------------


def cards_duel(pc_pool: int, foe_pool: int = 4) -> dict[str, Any]:
    """Initiative Cards: Ida (one level of harm puts her out) and a wolf (harm capacity 1) duel in one
    zone, each with one Strike attack of 1 harm, so the first hit ends it. The deal decides who strikes
    first; the order then holds every round. No pool is ever sure of a success, so a miss hands the
    turn to the other side: one roll cannot decide this fight in this system. It is still decided by
    single rolls whose odds are exact: see `cards_exact`. The target of an attack dodges whenever it has
    a maneuver left (the tactic's rule for a defence declared with the attack), but neither has Finesse,
    so a dodge rolls no dice: the odds are those of an undefended attack either way."""
    return {
        "ruleset": "cards",
        "name": "Duel at the ford",
        "options": {},
        "zones": {"zones": [{"id": "ford", "name": "Ford", "tags": []}], "links": []},
        "sides": [
            {"id": "party", "name": "Party", "stance": "party"},
            {"id": "foe", "name": "Foe", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "pc",
                "name": "Ida",
                "kind": "PC",
                "side": "party",
                "zone": "ford",
                "stats": {
                    "harm_capacity": 1,
                    "skills": {"strike": pc_pool},
                    "attacks": [{"name": "Sword", "skill": "strike", "damage": 1, "range": [0, 0]}],
                },
            },
            {
                "id": "npc",
                "name": "Wolf",
                "kind": "NPC",
                "side": "foe",
                "zone": "ford",
                "stats": {
                    "harm_capacity": 1,
                    "skills": {"strike": foe_pool},
                    "attacks": [{"name": "Bite", "skill": "strike", "damage": 1, "range": [0, 0]}],
                },
            },
        ],
    }


def dealt_first_chance(setup: dict[str, Any], actor: str) -> Fraction:
    """The chance that `actor` holds the lowest card after the deal the tactic makes: every way the
    dealing dice can fall (each card is a die over the cards left), played through the rules."""
    enc = Encounter(setup)
    tactic = Tactic(enc.ruleset)
    for _ in range(STEPS):
        if enc.ruleset.prompt(enc.state).kind == "initiative":
            return _deal(enc, tactic, actor)
        assert tactic.step(enc) is not None
    raise AssertionError("no deal came up")


def _deal(enc: Encounter, tactic: Tactic, actor: str) -> Fraction:
    rs = enc.ruleset
    prompt = rs.prompt(enc.state)
    if prompt.kind != "initiative":  # everyone holds a card: who is first in the order?
        return Fraction(int(rs.order(enc.state)[0].cid == actor))
    draw = tactic.rank(enc.state, prompt, rs.legal_commands(enc.state))[0]
    ((purpose, expr),) = made_rolls(enc, draw)
    (size,) = die_sizes(expr) or ()
    total = Fraction(0)
    for face in range(1, size + 1):
        branch = Encounter.from_log(enc.setup, list(enc.log))
        branch.dice = DiceBox(rng=random.Random(0))
        assert branch.handle(replace(draw, dice={purpose: [face]})).ok
        total += _deal(branch, tactic, actor) / size
    return total


def hit_chance_when_first(setup: dict[str, Any], actor: str) -> Fraction:
    """The exact chance of `actor`'s attack, dealt the 1 (the other the 2) so that it strikes first."""
    enc = Encounter(setup)
    tactic = Tactic(enc.ruleset)
    assert enc.handle(Command("start")).ok
    other = next(cid for cid in enc.state.combatants if cid != actor)
    for holder, card in ((actor, 1), (other, 2)):
        assert enc.handle(Command("cards.draw", None, {"holder": holder, "card": card})).ok
    reach_turn(enc, tactic, actor)
    return chance_of(enc, tactic_attack(enc, tactic), CARDS_HIT)


def cards_exact(setup: dict[str, Any], round_cap: int = ROUND_CAP) -> tuple[Fraction, Fraction]:
    """(the PC's exact chance to win, the exact chance the duel is over in round 1).

    With f the chance the deal puts Ida first, p her hit chance, q the wolf's, and r = (1-p)(1-q) the
    chance a round passes with both missing: dealt first she wins in round k with r^(k-1) p; dealt
    second, with r^(k-1) (1-q) p. A fight not over after `round_cap` rounds counts as not won. The
    pools never change before the first hit (no harm is taken until then), so p and q hold every round.
    """
    f = dealt_first_chance(setup, "pc")
    p = hit_chance_when_first(setup, "pc")
    q = hit_chance_when_first(setup, "npc")
    r = (1 - p) * (1 - q)
    rounds = sum(r**k for k in range(round_cap))
    return (f + (1 - f) * (1 - q)) * p * rounds, 1 - r


@pytest.mark.parametrize("pc_pool", [1, 2, 4])
def test_cards_a_duel_of_single_rolls_agrees_with_the_exact_odds_and_the_deal(pc_pool: int) -> None:
    setup = cards_duel(pc_pool)
    exact, over_in_round_one = cards_exact(setup)
    report = simulate(setup, fights=FIGHTS, seed=3, workers=1)
    assert_agrees(report, exact)
    assert report.capped == 0
    # Quickly decided: the fights over in round 1 agree with 1 - r too; every loss is Ida going down.
    first_round = dict(report.rounds_histogram).get(1, 0)
    lo, hi = wilson(first_round, report.fights)
    assert lo <= float(over_in_round_one) <= hi, (first_round, float(over_in_round_one))
    assert report.pcs[0].down == report.fights - report.wins


def test_cards_the_deal_is_even_and_follows_the_cards_left() -> None:
    """The deal's exact count, through the rules: a 1d10 then a 1d9 over the cards left, so either
    holder is first half the time (the chapter: a shuffled deck of ten, lowest first)."""
    assert dealt_first_chance(cards_duel(2), "pc") == Fraction(1, 2)
    assert dealt_first_chance(cards_duel(2), "npc") == Fraction(1, 2)


def test_cards_a_pool_hits_as_often_as_the_chapter_counts() -> None:
    """A pool of n d6 hits with at least one six: 1 - (5/6)^n (no defence, no circumstances)."""
    for n in (1, 2, 4):
        assert hit_chance_when_first(cards_duel(n), "pc") == 1 - Fraction(5, 6) ** n


# --- the check can fail ---------------------------------------------------------------------------


def two_tries(p: Fraction) -> Fraction:
    return 1 - (1 - p) ** 2


def wrong_answers() -> list[tuple[str, dict[str, Any], Fraction]]:
    teams = teams_one_roll_fight(evasion=9)
    factions = factions_one_roll_fight(wit=12)
    cards = cards_duel(pc_pool=2)
    p, q = hit_chance_when_first(cards, "pc"), hit_chance_when_first(cards, "npc")
    always_first = p * sum(((1 - p) * (1 - q)) ** k for k in range(ROUND_CAP))
    return [
        # a second shot in the turn, as if the crossbow needed no reloading
        ("teams", teams, two_tries(exact_first_roll(teams, "pc", TEAMS_HIT))),
        # a second save, as if the cutthroat could not strike back
        ("factions", factions, two_tries(exact_first_roll(factions, "pc", FACTIONS_SAVE))),
        # Ida always dealt the first card
        ("cards", cards, always_first),
    ]


@pytest.mark.parametrize("case", range(3), ids=["teams", "factions", "cards"])
def test_the_check_can_fail_a_wrong_answer_lies_outside_the_interval(case: int) -> None:
    system, setup, wrong = wrong_answers()[case]
    assert setup["ruleset"] == system
    report = simulate(setup, fights=FIGHTS, seed=3, workers=1)
    lo, hi = report.win_interval
    assert not lo <= float(wrong) <= hi, (system, float(wrong), report.win_interval)


def test_cards_the_target_of_an_attack_dodges_while_it_has_a_maneuver_left() -> None:
    """The tactic's declared rule for a defence the target chooses: the first striker's attack is
    dodged; the second finds the first striker with no maneuver left, so it goes undefended."""
    setup = cards_duel(2)
    setup["combatants"][0]["stats"]["harm_capacity"] = 9  # nobody goes down in the first round
    setup["combatants"][1]["stats"]["harm_capacity"] = 9
    enc = Encounter(setup)
    tactic = Tactic(enc.ruleset)
    played = []
    for _ in range(STEPS):
        cmd = tactic.step(enc)
        assert cmd is not None
        if cmd.type == "cards.attack":
            played.append(cmd.args.get("defence"))
        if len(played) == 2:
            break
    assert played == ["dodge", None]
