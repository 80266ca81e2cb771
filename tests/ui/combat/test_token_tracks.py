"""Map tokens show each system's main health track (the one the initiative list shows), filled to
the right share, in all five systems."""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.ui.zone_canvas import palette as pal
from gm_desk.ui.zone_canvas.token_item import BOUNDS, R, TokenItem, TokenLook

CASES = [
    ("glowlands", "caretaker", "strain", 2, "Strain 2/8", 0.75),  # Strain fills up
    ("teams", "guard", "endurance", 5, "Endurance 5/10", 0.5),
    ("factions", "cutthroat", "health", 2, "Health 2/5", 0.4),
    ("marching", "ava", "hp", 3, "HP 3/9", 1 / 3),
    ("cards", "w1", "harm_points", 1, "Harm 1/4", 0.75),  # harm fills up
]


def look_after(ruleset: str, cid: str, res: str, value: int) -> TokenLook:
    enc = Encounter(importlib.import_module(f"gm_desk.rules.rulesets.{ruleset}").demo_setup(), seed=1)
    enc.apply(Command("gm.set_resource", args={"cid": cid, "res": res, "value": value}))
    return TokenLook.of(enc.state.get(cid), enc.state)


def bar_fill_width(item: TokenItem) -> int:
    """Paint the token and count the bar row's pixels in the fill colour."""
    image = QImage(int(BOUNDS.width()), int(BOUNDS.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(QPointF(-BOUNDS.x(), -BOUNDS.y()))
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    row = int(R + 7.5 - BOUNDS.y())
    fill = pal.bar_colour(item.look.track.fraction_left).rgb()  # type: ignore[union-attr]
    return sum(1 for x in range(image.width()) if image.pixelColor(x, row).rgb() == fill)


@pytest.mark.parametrize(("ruleset", "cid", "res", "value", "words", "left"), CASES)
def test_every_system_shows_its_track_on_the_token(
    qtbot: Any, ruleset: str, cid: str, res: str, value: int, words: str, left: float
) -> None:
    look = look_after(ruleset, cid, res, value)
    assert look.track is not None and look.track.key == res
    assert look.track.fraction_left == pytest.approx(left)
    item = TokenItem(look)
    assert words in item.toolTip()
    assert abs(bar_fill_width(item) - 2 * R * left) <= 3


def test_a_track_without_a_top_shows_no_bar(qtbot: Any) -> None:
    look = look_after("cards", "ida", "physical_harm", 1)  # a PC's harm levels are counted, not filled
    assert look.track is not None and look.track.fraction_left is None
    assert "Physical harm 1" in TokenItem(look).toolTip()


def test_a_pc_with_dying_ticked_shows_the_rank_beside_its_strain_everywhere(qtbot: Any) -> None:
    """#30.4: a PC with every wound rank ticked showed a green "Strain 2/10" and no rank: the token's tip,
    its bar, the turn order's row and the combatant card now say "Dying"."""
    from gm_desk.rules.prompts import OrderEntry
    from gm_desk.ui.combat.combatant_card import bar_colour
    from gm_desk.ui.initiative.order_list import OrderList, row_views

    enc = Encounter(importlib.import_module("gm_desk.rules.rulesets.glowlands").demo_setup(), seed=1)
    pc = next(c for c in enc.state.combatants.values() if c.is_pc)
    enc.apply(Command("gm.set_resource", args={"cid": pc.id, "res": "wounds", "value": 4}))
    enc.apply(Command("gm.set_resource", args={"cid": pc.id, "res": "strain", "value": 2}))
    look = TokenLook.of(enc.state.get(pc.id), enc.state)
    assert look.track is not None and look.track.words().endswith("2/10 · Dying")
    assert "Strain 2/10 · Dying" in TokenItem(look).toolTip()
    assert look.track.fraction_left is not None and look.track.fraction_left < 0.25
    assert bar_colour(look.track) == "#c0392b"  # red, not the green of a fresh Strain
    rows = row_views(enc.state, [OrderEntry(pc.id, "")], lambda _s, _c: [])
    row = next(r for r in rows if r.cid == pc.id)
    assert "Strain 2/10 · Dying" in OrderList._tip(row)
