"""Resuming a fight: the banner says where it stood on as many lines as it needs, and the Attack form
is as it would be in the fight, its button off while the roll is the player's to type (issue #30,
item 10: the banner was cut off, and the Attack button looked enabled until clicked)."""

from __future__ import annotations

from typing import Any

from gm_desk.store import add_demo_campaign
from tests.ui.keyboard.test_keys_after_a_command import to_first_pc_turn


def test_a_resumed_fight_shows_its_whole_offer_and_an_attack_waiting_for_the_players_roll(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    _campaign, encounter_id = add_demo_campaign("glowlands")  # players type their dice
    window = make_window()
    assert window.open_encounter(encounter_id)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    to_first_pc_turn(qtbot, window)
    window.close()

    again = make_window()
    banner = again.resume_banner
    assert banner is not None and banner.isVisible()
    qtbot.wait(20)
    words = banner.text
    assert words.wordWrap() and words.height() >= words.heightForWidth(words.width())  # nothing cut off
    attack = again.combat.attack
    assert again.session.state.actor == "ysolde" and attack.isEnabled()
    assert not attack.attack_button.isEnabled()
    assert attack.problem.text() == "Type Ysolde's attack roll (1d20): the dice at the table decide it."


def test_the_offer_at_a_rounds_end_names_every_creature_still_to_retaliate(make_session: Any) -> None:
    """The bracketed details go, not the names after the first bracket (the banner named only the
    first creature still owing its Retaliation)."""
    from gm_desk.rules.engine import Command
    from gm_desk.ui.resume import where_it_stood
    from tests.ui.conftest import start_fight

    session = make_session()
    start_fight(session)
    for _ in range(6):
        if session.prompt().kind == "decide":
            break
        assert session.submit(Command("next")).ok
    prompt = session.prompt()
    assert prompt.kind == "decide" and len(prompt.choices) > 1
    words = where_it_stood(session)
    names = [session.state.combatants[cid].name for cid in prompt.choices]
    assert all(name in words for name in names), (words, names)
    assert "(" not in words
