"""Every scenario's log, put into words, has no raw field names: after each scenario test, every event of
every encounter it built goes through its ruleset's `describe`, and a snake_case word fails the test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gm_desk.rules.engine import Encounter
from tests.rules.log_words import raw_words_in_log


@pytest.fixture(autouse=True)
def log_has_no_raw_field_names(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    built: list[Encounter] = []
    original = Encounter.__init__

    def recording_init(self: Encounter, *args, **kwargs) -> None:
        original(self, *args, **kwargs)
        built.append(self)

    monkeypatch.setattr(Encounter, "__init__", recording_init)
    yield
    monkeypatch.undo()
    found = [line for enc in built for line in raw_words_in_log(enc)]
    assert found == [], "log lines with raw field names:\n" + "\n".join(found[:20])
