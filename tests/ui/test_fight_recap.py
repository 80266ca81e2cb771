"""File ▸ Export fight recap…: a played fight becomes Markdown, one section per round, each with a picture
of the map as the round ended (drawn as the players saw it) and what happened in plain words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtGui import QImage

from gm_desk.store.connection import Store
from tests.rules.test_demos import _pick
from tests.ui.player_view.test_player_view import encounter_with_a_hidden_creature


def play(session: Any, rounds: int) -> None:
    acted: set[str] = set()
    for _ in range(80):
        if session.state.round > rounds or session.state.outcome is not None:
            return
        offered = [c for c in session.ruleset.legal_commands(session.state) if c.type != "gm.reveal"]
        actor = session.state.turn.actor if session.state.turn is not None else None
        assert session.submit(_pick(offered, acted, actor)).ok


def test_a_recap_has_a_section_and_a_picture_per_round(
    qtbot: Any, store: Store, make_window: Any, tmp_path: Path
) -> None:
    encounter_id, _setup, _hidden = encounter_with_a_hidden_creature("glowlands")
    window = make_window()
    assert window.open_encounter(encounter_id)
    assert window.actions_.export_recap.isEnabled()
    play(window.session, rounds=1)
    from gm_desk.ui.fight_recap import export_recap

    target = export_recap(window, tmp_path / "bridge.md")
    assert target is not None and "Wrote the fight recap to bridge.md" in window.statusBar().currentMessage()
    text = target.read_text(encoding="utf-8")
    sections = re.findall(r"^## (.+)$", text, flags=re.M)
    assert sections[-1] == "Statistics"  # the fight in numbers, after the rounds (no picture)
    sections = sections[:-1]
    assert sections[0] == "Before the first round" and "Round 1" in sections
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert len(pictures) == len(sections)
    for link in pictures:
        image = QImage(str(tmp_path / link))
        assert not image.isNull() and image.width() >= 800 and image.height() >= 250
        # not a blank picture: the zones and tokens are drawn in several colours
        colours = {
            image.pixelColor(x, y).name()
            for x in range(0, image.width(), 37)
            for y in range(0, image.height(), 29)
        }
        assert len(colours) > 4
    assert "The encounter begins." in text and "Round 1 begins." in text
    assert any(word in text for word in ("attack", "rolls")), text


def test_nothing_to_recap_before_the_fight_and_an_unwritable_place_is_said(
    qtbot: Any, store: Store, make_window: Any, tmp_path: Path
) -> None:
    encounter_id, _setup, _hidden = encounter_with_a_hidden_creature("teams")
    window = make_window()
    assert window.open_encounter(encounter_id)
    from gm_desk.ui.fight_recap import export_recap

    assert export_recap(window, tmp_path / "early.md") is None
    assert "Nothing to recap yet" in window.statusBar().currentMessage()
    assert not (tmp_path / "early.md").exists()
    play(window.session, rounds=0)
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    assert export_recap(window, blocked / "recap.md") is None
    assert "The fight recap was not written" in window.statusBar().currentMessage()
