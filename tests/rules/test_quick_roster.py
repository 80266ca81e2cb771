"""The quick roster's rules (issue #31, item 6): a pasted list read, matched against the bestiary's names
(case and spacing aside), numbered names, one prep edit, and `gm.add_combatants` during the fight in
each system (one command, so one undo step)."""

from __future__ import annotations

import pytest

from gm_desk.rules import prep
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.prep.quick_roster import Joining, Wanted, entries, match, numbered, read_list
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.tx import Reject
from tests.rules.field_kit import SYSTEMS, fight_with_a_move


def test_a_pasted_list_reads_in_every_way_a_gm_writes_it() -> None:
    text = "Goblin, 5 / Glass Hound, 2\n3 x Bat; Rat x4 ; 2 Wolves / Ogre / goblin,1"
    assert read_list(text) == [
        Wanted("Goblin", 6),
        Wanted("Glass Hound", 2),
        Wanted("Bat", 3),
        Wanted("Rat", 4),
        Wanted("Wolves", 2),
        Wanted("Ogre", 1),
    ]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "names no creature"),
        (" / ; ", "names no creature"),
        ("Goblin, 0", "from 1 to 50"),
        ("Goblin, 51", "from 1 to 50"),
        ("Goblin, 50 / Orc, 50 / Bat, 50 / Rat, 50 / Imp, 1", "At most 200"),
        ("Gob\u202elin, 2", "A creature's name"),
    ],
)
def test_a_list_that_cannot_be_read_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(Reject) as refused:
        read_list(text)
    assert refused.value.code == "BAD_ROSTER_LIST" and words in refused.value.message


def test_names_match_whatever_their_case_and_spacing_and_the_unknown_are_listed() -> None:
    known = {"goblin": 1, "glass hound": 2}
    found, missing = match(read_list("GOBLIN, 2 / glass   Hound / Glass Hund, 3"), known)
    assert [(w.name, w.count, hit) for w, hit in found] == [("GOBLIN", 2, 1), ("glass Hound", 1, 2)]
    assert missing == [Wanted("Glass Hund", 3)]


def test_copies_are_numbered_from_the_first_free_number() -> None:
    assert numbered(set(), "Goblin", 1) == ["Goblin"]
    assert numbered(set(), "Goblin", 3) == ["Goblin 1", "Goblin 2", "Goblin 3"]
    assert numbered({"Goblin", "Goblin 1", "Goblin 3"}, "Goblin", 3) == ["Goblin 2", "Goblin 4", "Goblin 5"]
    assert numbered({"Goblin"}, "Goblin", 1) == ["Goblin 1"]


@pytest.mark.parametrize("rid", SYSTEMS)
def test_before_the_fight_a_list_joins_in_one_edit_that_checks(rid: str) -> None:
    setup = demo_setup_for(rid)
    creature = next(c for c in setup["combatants"] if c["kind"] == "NPC")
    zone = setup["zones"]["zones"][0]["id"]
    joining = [Joining("Shade", creature["stats"], "creature:7", 3), Joining(creature["name"], creature["stats"], None, 2)]
    done = prep.add_many(setup, joining, zone)
    added = done.setup["combatants"][len(setup["combatants"]) :]
    taken = {c["name"] for c in setup["combatants"]}
    assert [c["name"] for c in added] == ["Shade 1", "Shade 2", "Shade 3", *numbered(taken, creature["name"], 2)]
    assert not taken & {c["name"] for c in added}
    assert {c["zone"] for c in added} == {zone} and added[0]["ref"] == "creature:7"
    assert len({c["id"] for c in done.setup["combatants"]}) == len(done.setup["combatants"])
    assert done.words == f"Add Shade ×3, {creature['name']} ×2" and done.made == added[0]["id"]
    assert prep.check(done.setup) is None
    Encounter(done.setup)  # the fight starts from it


@pytest.mark.parametrize("rid", SYSTEMS)
def test_during_the_fight_many_join_in_one_command_and_one_undo(rid: str) -> None:
    enc, _move = fight_with_a_move(rid)
    creature = next(c for c in enc.state.combatants.values() if c.kind == "NPC")
    zone = next(iter(enc.state.zones.zones))
    people = entries(enc.setup, [Joining(creature.name, dict(creature.stats), None, 3)], zone, {c.name for c in enc.state.combatants.values()})
    before = set(enc.state.combatants)
    enc.apply(Command("gm.add_combatants", args={"combatants": people}))
    new = [enc.state.get(cid) for cid in enc.state.combatants if cid not in before]
    assert [c.name for c in new] == numbered({c.name for c in enc.state.combatants.values()} - {c.name for c in new}, creature.name, 3)
    assert all(c.zone == zone for c in new)
    assert get_ruleset(rid).invariants(enc.state) == []
    enc.undo()
    assert set(enc.state.combatants) == before
    assert enc.check(Command("gm.add_combatants", args={"combatants": []})).code == "BAD_ARGUMENT"
