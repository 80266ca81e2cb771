"""The rules layer's translation function and the pseudo-language that shows a string skipped it."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from gm_desk.rules import i18n
from gm_desk.rules.events import Event
from gm_desk.rules.i18n import pseudo, t
from gm_desk.rules.words import describe_generic


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    i18n.use_pseudo(False)
    i18n.use_catalogue({})


def test_english_is_the_text_itself_with_its_fields_filled() -> None:
    assert t("Round {round} begins.", round=3) == "Round 3 begins."
    assert t("A {brace} without values stays") == "A {brace} without values stays"


def test_the_pseudo_language_alters_every_letter_and_lengthens_by_a_third() -> None:
    source = "The encounter begins."
    shown = pseudo(source)
    assert shown.startswith("[") and shown.endswith("]")
    assert not any(letter in shown for letter in "hecountrbgis"), shown
    assert len(shown) - 2 >= len(source) + math.ceil(len(source) / 3)


def test_fields_mnemonics_and_markup_survive_the_pseudo_language() -> None:
    assert "{round}" in pseudo("Round {round} begins.")
    assert "{n:+d}" in pseudo("Bonus {n:+d}")
    assert "&F" in pseudo("&File")
    assert "<b>" in pseudo("<b>Hit</b>")
    i18n.use_pseudo(True)
    assert "7" in t("Round {round} begins.", round=7)
    assert pseudo("  ") == "  "


def test_a_catalogue_translates_and_the_source_is_the_fallback() -> None:
    i18n.use_catalogue({"Round {round} begins.": "Début du tour {round}."})
    assert t("Round {round} begins.", round=2) == "Début du tour 2."
    assert t("The encounter begins.") == "The encounter begins."


def test_the_shared_log_words_go_through_the_translation_function() -> None:
    event = Event("RoundStarted", {"round": 4})
    assert describe_generic(event, None) == "Round 4 begins."
    i18n.use_pseudo(True)
    shown = describe_generic(event, None)
    assert shown != "Round 4 begins." and "4" in shown and shown.startswith("[")
