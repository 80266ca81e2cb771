"""Frantic combat's countdown in the initiative panel (chapter 003: "each player has six seconds to announce
an action and six seconds to execute it ... If you are too slow, you lose that action").

Driven through the real panels on a real data file; the clock runs for real with a short length (the
option `frantic_seconds`), so these tests wait a few seconds. The system beep is not heard on a test
machine: the flash is what is checked.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from tests.ui.combat.conftest import demo_encounter


def frantic_table(make_table: Any, seconds: int, *, frantic: bool = False) -> Any:
    t = make_table(demo_encounter("marching", {"frantic_seconds": seconds, "frantic": frantic}))
    t.space()
    t.choose("Ava takes the initiative")
    assert t.state.actor == "ava"
    return t


def switch_frantic(t: Any, on: bool) -> None:
    form = t.combat.action
    assert form.pick("marching.frantic", on=on)
    form.go.click()
    assert bool(t.state.rs.get("frantic")) is on


def lost(t: Any) -> list[dict[str, Any]]:
    return [
        {k: e[k] for k in ("actor", "slot", "stage")}
        for e in t.events()
        if e["type"] == "marching.ActionLost"
    ]


def box_colour(box: Any) -> QColor:
    image = box.grab().toImage()
    return QColor(image.pixel(image.width() - 5, image.height() // 2))


def test_switching_to_frantic_combat_starts_a_large_countdown(store: Any, make_table: Any) -> None:
    t = frantic_table(make_table, 3)
    box = t.initiative.countdown
    assert not box.isVisible()  # slow play: no clock
    switch_frantic(t, True)
    assert box.isVisible()
    assert box.title_label.text() == "Frantic combat · Ava"
    assert box.stage_label.text().startswith("Announce the primary action")
    assert box.seconds_label.text() == "3" and box.seconds_label.font().pointSize() >= 30
    t.qtbot.waitUntil(lambda: box.seconds_label.text() == "2", timeout=2500)
    t.qtbot.waitUntil(lambda: box.seconds_label.text() == "1", timeout=2500)
    switch_frantic(t, False)
    assert not box.isVisible() and not box.timer.isActive()


def test_the_countdown_pauses_runs_out_flashes_sends_the_time_out_and_undo_takes_it_back(
    store: Any, make_table: Any
) -> None:
    t = frantic_table(make_table, 1)
    box = t.initiative.countdown
    switch_frantic(t, True)
    assert box.seconds_label.text() == "1"
    box.pause_button.click()
    assert box.pause_button.text() == "Resume" and "paused" in box.stage_label.text()
    held = box.remaining_ms
    t.qtbot.wait(1400)  # longer than the stage: a paused clock does not run out
    assert box.remaining_ms == held and lost(t) == [] and not box.flashing
    calm = box_colour(box)

    box.pause_button.click()
    assert box.pause_button.text() == "Pause"
    t.qtbot.waitUntil(lambda: lost(t) != [], timeout=3000)
    assert t.types()[-1] == "marching.time_out"
    assert lost(t) == [{"actor": "ava", "slot": "primary", "stage": "announce"}]
    assert t.state.turn.budget["primary"] == 0 and t.state.actor == "ava"
    assert box.flashing and box.isVisible()
    red = box_colour(box)
    assert (red.red(), red.green(), red.blue()) == (0xD9, 0x30, 0x30) and red != calm
    # The rules moved on to Ava's move: a fresh countdown for it.
    assert box.stage_label.text().startswith("Announce the move action") and box.seconds_label.text() == "1"
    t.qtbot.waitUntil(lambda: not box.flashing, timeout=2000)
    assert box_colour(box) != red

    box.pause_button.click()  # hold the move's clock while the GM takes the loss back
    t.initiative.back_button.click()
    assert "marching.time_out" not in t.types() and lost(t) == []
    assert t.state.turn.budget["primary"] == 1
    assert box.stage_label.text().startswith("Announce the primary action")
    assert box.seconds_label.text() == "1" and box.timer.isActive()


def test_running_out_of_time_to_execute_loses_the_action(store: Any, make_table: Any) -> None:
    t = frantic_table(make_table, 1, frantic=True)  # frantic from the first round (the option)
    box = t.initiative.countdown
    assert box.isVisible() and box.next_button.isVisible()
    box.next_button.click()  # Ava announced her action in time
    assert box.stage_label.text().startswith("Execute the primary action")
    assert not box.next_button.isVisible()
    t.qtbot.waitUntil(lambda: lost(t) != [], timeout=3000)
    assert lost(t) == [{"actor": "ava", "slot": "primary", "stage": "execute"}]
    box.pause_button.click()
    assert box.stage_label.text().startswith("Announce the move action")


def test_a_system_without_a_clock_shows_no_countdown(store: Any, make_table: Any) -> None:
    t = make_table(demo_encounter("glowlands"))
    t.space()
    assert t.state.started and not t.initiative.countdown.isVisible()
