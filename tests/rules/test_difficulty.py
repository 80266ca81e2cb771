"""Difficulty by simulation: fights played through the real engine agree with exact odds, and a seed
fixes the report byte for byte whatever the number of worker processes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import roll
from gm_desk.rules.dice_odds import odds_at_least
from gm_desk.rules.difficulty import Report, Tactic, simulate, wilson
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox, terms_of
from gm_desk.rules.difficulty.run import CHUNK, FIRST_CHUNK
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.presentation import THREAT_ATTACK
from gm_desk.rules.setup import SetupError


def one_roll_fight(ruleset: str = "glowlands", threat: int = 12) -> dict:
    """One PC against one creature with one point of Strain left, engaged: the PC's first attack wins on
    a hit; a miss draws a Retaliation that knocks the PC out (Dying ticked knocks out), which loses."""
    return {
        "ruleset": ruleset,
        "name": "One roll",
        "options": {"ko_on_dying_tick": True},
        "zones": {"zones": [{"id": "yard", "name": "Yard", "tags": []}], "links": []},
        "sides": [
            {"id": "party", "name": "Party", "stance": "party"},
            {"id": "foe", "name": "Foe", "stance": "hostile"},
        ],
        "combatants": [
            {
                "id": "pc",
                "name": "Hero",
                "kind": "PC",
                "side": "party",
                "zone": "yard",
                "engaged": ["npc"],
                "stats": {
                    "max_strain": 1,
                    "wound_ranks": ["Dying"],
                    "armour": 0,
                    "speed": 1,
                    "skill_mastery": 2,
                    "graceful": 1,
                    "defiant": 0,
                    "lucky": 0,
                    "clever": 0,
                    "mighty": 1,
                    "weapons": [{"name": "Club", "range": "engaged", "damage": "1", "tags": []}],
                },
            },
            {
                "id": "npc",
                "name": "Brute",
                "kind": "NPC",
                "side": "foe",
                "zone": "yard",
                "engaged": ["pc"],
                "stats": {
                    "name": "Brute",
                    "ranged_threat": threat,
                    "melee_threat": threat,
                    "max_strain": 1,
                    "armour": 0,
                    "speed": 1,
                    "retaliations": [{"name": "Smash", "trigger": "any", "range": "engaged", "damage": "1"}],
                },
            },
        ],
    }


def exact_win_chance(setup: dict) -> float:
    """The chance the PC's first attack succeeds, read from the system's own attack odds (its
    Presentation's attack kit and preview) at the PC's first turn, reached by the tactic itself."""
    enc = Encounter(setup)
    rs = enc.ruleset
    assert rs.presentation.shows(THREAT_ATTACK)
    tactic = Tactic(rs)
    while rs.prompt(enc.state).kind != "act":
        assert tactic.step(enc) is not None
    pc = rs.prompt(enc.state).actor
    kit = rs.presentation.attack_kit(enc.state, pc)
    assert kit is not None
    target = next(c.id for c in enc.state.enemies_of(pc))
    preview = rs.presentation.attack_preview(
        enc.state, Command(kit.command, pc, {"target": target, "weapon": kit.weapons[0].name})
    )
    assert preview is not None
    return sum(p for outcome, p in preview.odds if outcome != "fail")


@pytest.mark.parametrize("threat", [8, 12, 17])
def test_a_fight_one_roll_decides_is_won_as_often_as_the_exact_odds_say(threat: int) -> None:
    setup = one_roll_fight(threat=threat)
    exact = exact_win_chance(setup)
    report = simulate(setup, fights=400, seed=3, workers=1)
    lo, hi = report.win_interval
    assert lo <= exact <= hi, (exact, report.win_chance, report.win_interval)
    assert report.rounds_histogram == ((1, 400),)  # decided in the first round, every time
    assert report.capped == 0
    # Every loss is the PC knocked out by the Retaliation its miss drew.
    (hero,) = report.pcs
    assert hero.down == report.fights - report.wins
    assert report.retaliations == (("Brute: Smash", report.fights - report.wins),)


def test_the_check_can_fail_a_wrong_answer_lies_outside_the_interval() -> None:
    setup = one_roll_fight(threat=12)
    report = simulate(setup, fights=400, seed=3, workers=1)
    lo, hi = report.win_interval
    two_rolls = 1 - (1 - exact_win_chance(setup)) ** 2  # what a tactic ignoring the Retaliation would see
    assert not lo <= two_rolls <= hi


def test_the_same_seed_gives_byte_identical_json_with_one_or_two_workers() -> None:
    setup = demo_setup_for("glowlands")
    fights = FIRST_CHUNK + 2 * CHUNK + 7  # four chunks: the pool really shares them out
    one = simulate(setup, fights=fights, seed=11, workers=1).to_json()
    two = simulate(setup, fights=fights, seed=11, workers=2).to_json()
    assert one == two
    doc = json.loads(one)
    assert list(doc) == sorted(doc) and doc["fights"] == fights


FORKED_RUN = """
import sys
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty import run, simulate

assert "PySide6" not in sys.modules  # the workers are forked
run.CHUNK = 40
setup = demo_setup_for("teams")
fights = run.FIRST_CHUNK + 2 * 40
one = simulate(setup, fights=fights, seed=4, workers=1).to_json()
print(simulate(setup, fights=fights, seed=4, workers=2).to_json() == one, run._FORKED == {})


class Upturned(dict):
    def __getitem__(self, key):
        memory = {}
        for situation, listing in dict.__getitem__(self, key).items():
            memory[situation] = upturned = listing.copy()
            if upturned.settled is not None:
                upturned.settled = sorted((-score, index) for score, index in upturned.settled)
        return memory


run._FORKED = Upturned()
print(simulate(setup, fights=fights, seed=4, workers=2).to_json() == one)
"""


def test_forked_workers_find_the_first_chunks_memory_and_nothing_is_left_behind() -> None:
    # Workers forked from the run's process read the first chunk's memory in place (not pickled to
    # them): the report is the one worker's, and nothing is kept once the run is over. A worker that
    # found another memory (planted: every remembered ranking turned upside down) would give another
    # report, which the comparison catches. Played in a process of its own: this one may hold Qt, and
    # then the workers are spawned, not forked.
    done = subprocess.run([sys.executable, "-c", FORKED_RUN], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True", "False"]


def test_another_seed_gives_another_report_within_the_intervals() -> None:
    setup = one_roll_fight(threat=11)
    a = simulate(setup, fights=300, seed=1, workers=1)
    b = simulate(setup, fights=300, seed=2, workers=1)
    assert a.wins != b.wins  # not only the seed written in the report differs
    exact = exact_win_chance(setup)
    for report in (a, b):
        assert report.win_interval[0] <= exact <= report.win_interval[1]
    assert a.win_interval[0] <= b.win_chance <= a.win_interval[1]


def test_the_report_holds_what_the_gm_asks_for_on_the_demo() -> None:
    report = simulate(demo_setup_for("glowlands"), fights=60, seed=5, workers=1)
    assert isinstance(report, Report)
    assert 0 <= report.win_interval[0] <= report.win_chance <= report.win_interval[1] <= 1
    assert sum(count for _, count in report.rounds_histogram) == 60
    assert {pc.id for pc in report.pcs} == {"haelon", "brannoc", "ysolde"}
    assert all(pc.track == "Strain" for pc in report.pcs)
    assert report.retaliations and all(": " in name for name, _ in report.retaliations)
    words = report.words()
    assert "Ambush at the Dead Relay" in words and "95% interval" in words and "Haelon" in words


@pytest.mark.parametrize("system", ["teams", "factions", "marching", "cards"])
def test_every_system_demo_plays_to_an_end_or_the_cap(system: str) -> None:
    report = simulate(demo_setup_for(system), fights=20, seed=1, workers=1)
    assert report.fights == 20
    assert 0 <= report.wins <= 20 and report.capped <= 20
    assert report.rounds_histogram and all(1 <= r <= report.round_cap for r, _ in report.rounds_histogram)


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_a_setup_that_cannot_start_a_fight_is_refused() -> None:
    setup = demo_setup_for("glowlands")
    setup["combatants"][0]["zone"] = "nowhere"
    with pytest.raises(SetupError):
        simulate(setup, fights=10)


@pytest.mark.parametrize(
    "expr", ["1d20+3", "2d20kh1-1", "2d20kl1+4", "2d6+1", "1d4-1+2", "d8", "3", "10+1d20"]
)
def test_the_quick_dice_roll_exactly_what_the_engines_roller_rolls(expr: str) -> None:
    import random

    assert terms_of(expr) is not None
    for seed in range(50):
        assert QuickDiceBox(random.Random(seed)).roll(expr, "p") == roll(expr, random.Random(seed), "p")


def test_the_quick_dice_leave_other_expressions_to_the_engine() -> None:
    assert terms_of("4d6kh3") is None and terms_of("1d20ro1") is None


def marching_one_roll_fight(armour_class: int) -> dict:
    """Marching Order: one PC at 1 hit point who takes the initiative against one goblin at 1 hit point
    that cannot miss her (armour class 1). Her first attack decides: d20 + 1 against the goblin's armour
    class hits (and any damage kills it), a miss lets the goblin knock her out."""
    setup = demo_setup_for("marching")
    ava = next(c for c in setup["combatants"] if c["id"] == "ava")
    goblin = next(c for c in setup["combatants"] if c["id"] == "g1")
    ava["stats"].update(hit_points=1, armour_class=1, attack_bonus=1, light_source=True)
    goblin["stats"].update(hit_points=1, armour_class=armour_class, morale=12)
    setup["combatants"] = [ava, goblin]
    setup["marching_order"] = ["ava"]
    setup["positions"] = {"ava": [0, 0], "g1": [0, 1]}
    for zone in setup["zones"]["zones"]:
        zone["tags"] = []
    for c in setup["combatants"]:
        c["zone"] = "corridor"
    return setup


@pytest.mark.parametrize("armour_class", [9, 14, 19])
def test_a_marching_fight_one_roll_decides_agrees_with_the_exact_to_hit_odds(armour_class: int) -> None:
    exact = float(odds_at_least("1d20+1", armour_class))  # the chapter's rule: d20 + bonus >= armour class
    report = simulate(marching_one_roll_fight(armour_class), fights=400, seed=3, workers=1)
    lo, hi = report.win_interval
    assert lo <= exact <= hi, (exact, report.win_chance, report.win_interval)
    assert report.rounds_histogram == ((1, 400),) and report.capped == 0
    assert report.pcs[0].down == report.fights - report.wins
