"""Groups in Alternating Teams: the chapter has teams pick one member at a time, so it gives a group no
turn of its own. A group is a label here: a fight with two guards grouped runs exactly as without."""

from __future__ import annotations

from teams_helpers import encounter, make_setup, start

from gm_desk.rules import groups
from gm_desk.rules.rulesets import get_ruleset

RS = get_ruleset("teams")
TEAMS = {"players": ["p1", "p2"], "guards": ["g1", "g2", "g3"]}


def played(setup: dict) -> tuple:
    enc = encounter(setup)
    start(enc, team_order=["guards", "players"])
    choices = enc.prompt().choices
    events = [(e.type, e.data) for e in enc.events()]
    return choices, events, [(e.cid, e.label) for e in RS.order(enc.state)]


def test_a_group_changes_nothing_in_the_order_or_the_picks() -> None:
    plain = make_setup(TEAMS)
    grouped = groups.join(plain, ["g1", "g2"], "Guards at the gate")
    assert played(grouped) == played(plain)
    choices, _events, _order = played(grouped)
    assert set(choices) == {"g1", "g2", "g3"}  # each grouped guard may still be picked on its own


def test_the_rule_in_words_says_a_group_is_a_label() -> None:
    rule = RS.presentation.group_rule({})
    assert not rule.shared_slot and "a group is a label here" in rule.words
