"""Opening another encounter leaves nothing of the last one on screen (issue #28, done when).

The five demos are opened one after the other in one window, a few steps are played in each (far enough
that the Action form asks for dice and shows odds), and after every open the window is read as a person
reads it: every visible text, button, field and list row. Two checks:

- nothing in it names a combatant of an encounter opened before that is not in this one;
- nothing in it is missing from a fresh window opened on the same encounter (the reference): a text
  the reused window shows and a new one does not is a leftover of the encounter before.

Last comes a new, empty encounter of the teams system, as a GM makes one after a fight.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QToolButton, QWidget

from gm_desk.rules.dice import DiceBox
from gm_desk.store import Store, add_demo_campaign, get_encounter
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.session import new_encounter
from tests.ui.i18n.visible_words import visible_words

ORDER = ("glowlands", "teams", "factions", "marching", "cards")
# Texts that differ between two windows for reasons of their own, not the encounter's: the status
# bar's passing messages, the undo history's "<empty>", the resume banner of a window just opened.
TRANSIENT = ("QStatusBar", "ResumeBanner", "resumeBanner")


def _texts(window: QWidget) -> set[str]:
    """What a person reads in the window, and which of its buttons and fields are greyed out."""
    QApplication.processEvents()
    shown = {
        text
        for where, text in visible_words(window)
        if not any(part in where for part in TRANSIENT) and not where.startswith("QToolButton:")
    }
    greyed = {
        f"{widget.text()} (greyed out)"
        for widget in window.findChildren(QAbstractButton)
        if widget.isVisible() and not widget.isEnabled() and not isinstance(widget, QToolButton)
    }
    return shown | greyed


def _play(window: MainWindow, steps: int) -> None:
    """A few steps of the fight, through the window's own controls: Next, else the Action form's first
    command with every die typed (highest face), until the form asks for a roll it shows odds of."""
    for _ in range(steps):
        session = window.session
        assert session is not None
        before = len(session.encounter.log)
        window.actions_.next.trigger()
        if len(session.encounter.log) > before:
            continue
        form = window.combat.action
        form.refresh()
        if form.current_sample() is None:
            return
        for entry in form.dice.values():
            faces = [int(part.split("d")[1].split("+")[0].split("k")[0]) for part in [entry.expr]]
            entry.enter_total(faces[0])
        if form.go.isEnabled():
            form.submit()
    # Leave a half-filled form behind: the next command picked, its dice rows and odds showing.
    window.combat.action.refresh()


def _reference(store: Store, encounter_id: int, qtbot) -> set[str]:
    fresh = MainWindow(store, dice=DiceBox(rng=random.Random(1)))
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.waitExposed(fresh)
    assert fresh.open_encounter(encounter_id)
    texts = _texts(fresh)
    fresh.close()
    return texts


def _names(encounter_id: int) -> set[str]:
    return {c["name"] for c in get_encounter(encounter_id).setup.get("combatants", [])}


@pytest.mark.slow
def test_nothing_of_the_last_encounter_stays_on_screen(store: Store, qtbot) -> None:
    opened: list[int] = [add_demo_campaign(system)[1] for system in ORDER]
    campaign_id = get_encounter(opened[-1]).campaign_id
    window = MainWindow(store, dice=DiceBox(rng=random.Random(7)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seen_names: set[str] = set()
    problems: list[str] = []

    def check(encounter_id: int, label: str) -> None:
        assert window.open_encounter(encounter_id), window.statusBar().currentMessage()
        shown = _texts(window)
        ours = _names(encounter_id)
        stale_names = sorted(n for n in seen_names - ours if any(n in text for text in shown))
        if stale_names:
            problems.append(f"{label}: names of an earlier encounter on screen: {stale_names}")
        leftovers = sorted(shown - _reference(store, encounter_id, qtbot))
        if leftovers:
            problems.append(f"{label}: not in a fresh window on the same encounter: {leftovers}")
        seen_names.update(ours)

    for system, encounter_id in zip(ORDER, opened):
        check(encounter_id, system)
        _play(window, 12)
    fresh = new_encounter(campaign_id, "After the cards", "teams")
    check(fresh, "a new empty teams encounter")
    window.close()
    assert not problems, "\n".join(problems)
