"""Switching back to a fight reuses the words its log was put in (issue #34): the window keeps the words
of the last fights opened (`LogWordsMemo`), and the log it shows is still the one a fresh opening writes,
after commands were added, an entry taken back, or the language changed."""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.rules import i18n
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.store import add_demo_campaign
from gm_desk.ui.main_window import MainWindow
from gm_desk.ui.session import EncounterSession, LogWordsMemo
from gm_desk.ui.session import log_words as log_words_module
from gm_desk.ui.session.log_words import describe_log
from tests.ui.conftest import start_fight


@pytest.fixture
def described(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The event types put into words from now on, in order."""
    seen: list[str] = []
    words = log_words_module.words

    def counting(ruleset: Any, event: Any, state: Any) -> str:
        seen.append(event.type)
        return words(ruleset, event, state)

    monkeypatch.setattr(log_words_module, "words", counting)
    return seen


def _fresh_lines(encounter_id: int) -> list[tuple[int, str]]:
    """The log's words as a session opened without any kept words writes them."""
    session = EncounterSession(encounter_id)
    try:
        return session.lines
    finally:
        session.deleteLater()


def _shown_as_lines(window: MainWindow) -> list[tuple[int, str]]:
    """The combat log's rows as the window shows them: (command number, sentence)."""
    model = window.combat_log.model
    return [(int(model.index(r, 0).data()), model.index(r, 1).data()) for r in range(model.rowCount())]


def test_a_fight_switched_back_to_shows_the_words_a_fresh_opening_writes(
    store: Any, make_window: Any, described: list[str]
) -> None:
    _campaign, first = add_demo_campaign("glowlands")
    _campaign, second = add_demo_campaign("glowlands")
    window = make_window()
    assert window.open_encounter(first)
    start_fight(window.session)
    assert window.open_encounter(second)
    assert window.open_encounter(first)  # the log, played here, is put into words as it opens
    assert window.open_encounter(second)
    described.clear()

    assert window.open_encounter(first)
    assert described == []  # nothing of the log was put into words again
    assert window.session.lines == _fresh_lines(first)
    assert _shown_as_lines(window) == window.session.lines

    assert window.session.submit(Command("next")).ok  # Ysolde's turn ends: one entry more
    assert window.open_encounter(second)
    described.clear()
    assert window.open_encounter(first)  # only the entry added since the last opening is written
    new_entry = window.session.encounter.log[-1]
    assert described == [e.type for e in new_entry.events if e.type not in QUIET_EVENTS]  # the new entry's
    assert described
    assert window.session.lines == _fresh_lines(first)
    assert _shown_as_lines(window) == window.session.lines


def test_an_undone_entry_and_a_new_language_are_written_again(
    store: Any, make_window: Any, described: list[str]
) -> None:
    _campaign, first = add_demo_campaign("glowlands")
    _campaign, second = add_demo_campaign("glowlands")
    window = make_window()
    assert window.open_encounter(first)
    start_fight(window.session)
    window.session.undo()  # the last entry is taken back (kept in the file, redoable)
    assert window.open_encounter(second)
    assert window.open_encounter(first)
    assert window.session.lines == _fresh_lines(first)
    assert _shown_as_lines(window) == window.session.lines

    assert window.open_encounter(second)
    i18n.use_pseudo(True)
    try:
        described.clear()
        assert window.open_encounter(first)
        assert described  # another language: every sentence is written again
        pseudo_lines = window.session.lines
        assert pseudo_lines == _fresh_lines(first)
        assert all(text.startswith("[") for _seq, text in pseudo_lines)
    finally:
        i18n.use_pseudo(False)


def test_the_memo_keeps_the_words_of_the_entries_two_logs_share(make_session: Any) -> None:
    session = make_session()
    start_fight(session)
    log, setup = list(session.encounter.log), session.encounter.setup
    whole = Encounter.from_log(setup, log)
    shorter = Encounter.from_log(setup, log[:3])
    memo = LogWordsMemo(size=1)

    assert memo.describe(7, whole) == describe_log(whole)
    assert memo.describe(7, shorter) == describe_log(shorter)
    assert memo.describe(7, whole) == describe_log(whole)  # the rest written again after the shared start
    assert memo.describe(8, shorter) == describe_log(shorter)  # another encounter: the first one forgotten
    assert memo.describe(7, whole) == describe_log(whole)
