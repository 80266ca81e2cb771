"""Loading a log runs with the cyclic collector paused, and always gives it back as it was."""

from __future__ import annotations

import gc

import pytest

from gm_desk.rules.engine import Encounter, Entry, gc_paused
from gm_desk.rules.events import Command, Event
from gm_desk.rules.rulesets.glowlands.demo import demo_setup


def test_gc_paused_restores_the_collector_even_after_an_error() -> None:
    assert gc.isenabled()
    with pytest.raises(RuntimeError), gc_paused():
        assert not gc.isenabled()
        raise RuntimeError("boom")
    assert gc.isenabled()


def test_gc_paused_nests_and_leaves_a_disabled_collector_disabled() -> None:
    gc.disable()
    try:
        with gc_paused(), gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_from_log_folds_with_the_collector_paused_and_enables_it_after(monkeypatch) -> None:
    seen = []
    original = Encounter._maybe_snapshot

    def spy(self) -> None:
        seen.append(gc.isenabled())
        original(self)

    monkeypatch.setattr(Encounter, "_maybe_snapshot", spy)
    note = Entry(Command("gm.note", args={"text": "hello"}), (Event("Note", {"text": "hello"}),))
    enc = Encounter.from_log(demo_setup(), [note, note])
    assert len(enc.log) == 2
    assert seen == [False, False]
    assert gc.isenabled()
