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
