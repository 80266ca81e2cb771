"""The player view draws every band the facts can hold, "dying" in a colour of its own (#30.4)."""

from __future__ import annotations

from gm_desk.rules.player_facts import BANDS
from gm_desk.ui.player_view.map_scene import BAND_COLOURS


def test_every_band_has_its_ring_and_dying_is_told_apart_from_badly_hurt() -> None:
    assert set(BANDS) <= set(BAND_COLOURS)
    assert BAND_COLOURS["dying"] != BAND_COLOURS["badly_hurt"]
    assert BAND_COLOURS["dying"] != BAND_COLOURS["down"]
