"""Groups in Marching Order: every fighter takes a turn of its own in the spiral (two may choose to act
together, which is not a group), so the chapter gives a group no turn. A group is a label here: a
round with three grouped monsters runs exactly as without."""

from __future__ import annotations

from marching_kit import encounter, finish_round, make_setup, turns_started

from gm_desk.rules import groups
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset

RS = get_ruleset("marching")


def played(setup: dict) -> tuple:
    enc = encounter(setup)
    enc.apply(Command("start"))
    enc.apply(Command("marching.cede"))
    order = [(e.cid, e.label) for e in RS.order(enc.state)]
    finish_round(enc)
    return order, turns_started(enc, 1), [(e.type, e.data) for e in enc.events()]


def test_a_group_changes_nothing_in_the_spiral() -> None:
    plain = make_setup(["ava", "bren"], {"m1": 20, "m2": 10, "m3": 30})
    grouped = groups.join(plain, ["m1", "m2", "m3"], "M")
    assert played(grouped) == played(plain)
    _order, turns, _events = played(grouped)
    assert turns == ["m2", "m1", "m3", "ava", "bren"]  # closest first, one turn each


def test_the_rule_in_words_says_a_group_is_a_label() -> None:
    rule = RS.presentation.group_rule({})
    assert not rule.shared_slot and "a group is a label here" in rule.words
