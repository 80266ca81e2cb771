"""A condition the GM names reads as typed in the log and on the player view; a key reads in words."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.words import condition_name, describe_generic


def test_a_key_reads_in_words_and_a_typed_name_as_typed() -> None:
    assert condition_name("on_fire") == "on fire"
    assert condition_name("stunned") == "stunned"
    for typed in ("Bound: rope", "<b>Hexed</b>", "Hexed_by_Mira", "Marked (Ysolde)"):
        assert condition_name(typed) == typed


def test_the_log_names_a_typed_condition_whole() -> None:
    event = Event("ConditionAdded", {"cid": "x", "condition": {"name": "Bound: rope", "remaining": 2}})
    assert describe_generic(event, None) == "x is Bound: rope for 2 rounds."
