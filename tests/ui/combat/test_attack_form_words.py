"""The Attack form says what would help, and never in red when nothing went wrong (issue #30, items 9
and 10): after an attack, that the turn's attack is made; out of reach, another weapon or moving
closer, and nothing out of reach comes chosen."""

from __future__ import annotations

from typing import Any

from gm_desk.rules import prep
from gm_desk.ui.combat.notes import is_error
from tests.ui.combat.conftest import demo_encounter


def to_turn_of(t: Any, cid: str) -> None:
    t.space()
    for who, face in {"ysolde": 15, "haelon": 10, "brannoc": 5}.items():
        t.initiative.entry.field(who).enter_faces(face)
    t.initiative.entry.all_button.click()
    t.space()
    while t.state.actor != cid:
        t.space()


def test_after_an_attack_the_form_says_the_turn_s_attack_is_made_not_an_error(
    store: Any, make_table: Any
) -> None:
    t = make_table(demo_encounter("glowlands"))
    to_turn_of(t, "ysolde")
    attack = t.combat.attack
    attack.roll.enter_faces(12)
    attack.damage.enter_faces(3)
    attack.attack_button.click()
    assert t.session.encounter.log[-1].command.type == "glowlands.attack"
    assert attack.problem.text() == "Ysolde has made this turn's attack: Next (Space) passes the turn."
    assert not is_error(attack.problem)


def test_a_pc_whose_weapons_reach_no_foe_is_told_to_move_closer(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    to_turn_of(t, "brannoc")  # alone behind the Collapsed Wall: no foe for the warhammer or the axe
    attack = t.combat.attack
    assert attack.problem.text() == (
        "No foe is within reach of Brannoc's weapons: move Brannoc closer first (drag the token on the map)."
    )
    assert not is_error(attack.problem)


def test_a_weapon_that_reaches_no_foe_gives_way_to_one_that_does(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    assert t.session.edit(prep.place, "brannoc", "yard")  # the Caretaker stands there, engaged with Haelon
    to_turn_of(t, "brannoc")
    attack = t.combat.attack
    assert attack.weapon.currentData() == "Throwing axe"  # the warhammer needs an engaged foe
    assert attack.target.currentData() in attack.reachable()
    assert not is_error(attack.problem)
