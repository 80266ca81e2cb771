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


def _ink(pix: Any) -> str:
    """The colour an icon is drawn in: the mean of its solid pixels."""
    image = pix.toImage()
    solid = [
        image.pixelColor(x, y)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).alpha() > 200
    ]
    assert solid, "an icon with nothing drawn"
    r, g, b = (round(sum(getattr(c, part)() for c in solid) / len(solid)) for part in ("red", "green", "blue"))
    return f"#{r:02x}{g:02x}{b:02x}"


@pytest.mark.parametrize("first, then", [("light", "dark"), ("dark", "light")])
def test_the_toolbar_icons_show_in_either_theme_and_follow_a_switch(
    qtbot: Any, store: Any, make_window: Any, first: str, then: str
) -> None:
    """The toolbar's line icons read on the toolbar (3:1, what a graphic needs) in both themes, also
    after a live switch; on the dark theme their light-theme ink once made an enabled Undo look like
    the disabled Redo beside it."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QToolBar

    from gm_desk.ui.theme import contrast as ratio

    window = make_window()
    for choice in (first, then):
        apply_theme(window, choice=choice)
        qtbot.wait(20)
        bar = window.findChild(QToolBar)
        paper = bar.grab().toImage().pixelColor(2, 2).name()
        for act in bar.actions():
            if act.isSeparator() or act.icon().isNull() or act.property("gmDeskIcon") == "next":
                continue  # the Next icon is a filled blue disc with its own white arrow
            ink = _ink(act.icon().pixmap(24, 24, QIcon.Mode.Normal))
            assert ratio(ink, paper) >= 3.0, (choice, act.property("gmDeskIcon"), ink, paper)
            # A disabled icon looks disabled: clearly fainter than the enabled one.
            faint = _ink(act.icon().pixmap(24, 24, QIcon.Mode.Disabled))
            assert ratio(ink, paper) >= 1.5 * ratio(faint, paper), (choice, act.property("gmDeskIcon"), faint)


@pytest.mark.parametrize("first, then", [("dark", "light"), ("light", "dark")])
def test_the_dice_rollers_faces_read_in_either_theme_and_follow_a_switch(
    qtbot: Any, store: Any, make_window: Any, first: str, then: str
) -> None:
    # The kept faces beside the total were written in the light theme's ink (#1c2638): on the dark
    # theme's paper they could hardly be seen.
    window = make_window()
    try:
        apply_theme(window, choice=first)
        window.dice_dock.toggleViewAction().trigger()
        roller = window.dice_roller
        qtbot.waitUntil(roller.isVisible)
        roller.expression.setText("4d6kh3")
        assert roller.roll() is not None
        qtbot.wait(20)
        assert contrast(window) == []
        apply_theme(window, choice=then)
        qtbot.wait(20)
        assert contrast(window) == []
    finally:
        apply_theme(window, choice="light")  # the theme the later tests of this process expect
