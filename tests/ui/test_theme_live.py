"""A theme switched while GM Desk runs reaches every colour at once (issue #30, item 7): the turn
order's names, the initiative numbers, the dice results and every label's own colours, measured on
the pixels drawn, read at 4.5:1 or better right after the switch, both ways."""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.store import add_demo_campaign
from gm_desk.ui.actions import apply_theme
from tests.ui.walker.invariants import contrast


@pytest.mark.parametrize("first, then", [("light", "dark"), ("dark", "light")])
def test_every_text_reads_right_after_a_live_theme_switch(
    qtbot: Any, store: Any, make_window: Any, first: str, then: str
) -> None:
    window = make_window()
    apply_theme(window, choice=first)
    _campaign, encounter_id = add_demo_campaign("cards")
    assert window.open_encounter(encounter_id)
    window.actions_.next.trigger()  # the deal: the order lists names and card numbers
    window.combat.show_tab("Action")
    qtbot.wait(20)
    assert contrast(window) == []
    apply_theme(window, choice=then)
    qtbot.wait(20)
    assert contrast(window) == []
