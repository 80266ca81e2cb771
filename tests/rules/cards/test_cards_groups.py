"""Groups in Initiative Cards (section 2: "If you are facing multiple opponents identical to each other,
the Director may choose to draw a single card for them as a group"): one card dealt for the group, its
members each taking a turn at that card, whether the group comes from each member's `group`, from the
file's `setup.groups` (scenario S004-2 as written) or from a prep edit; the order rows name the group."""

from __future__ import annotations

from cards_kit import npc, order, pc, setup, started, turns_of_round

from gm_desk.rules import groups
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import get_ruleset

RS = get_ruleset("cards")


def test_s004_2_one_card_for_identical_opponents_listed_as_a_setup_group() -> None:
    s = setup(pc("ida"), *(npc(w) for w in ("w1", "w2", "w3")), groups={"wolves": ["w1", "w2", "w3"]})
    enc = started(s, {"ida": 6, "wolves": 5})
    assert order(enc) == [(5, "wolves"), (6, "ida")]
    assert len(enc.state.sched["deck"]) == 8
    assert turns_of_round(enc) == ["w1", "w2", "w3", "ida"]


def test_s004_2_variant_the_directors_sequence() -> None:
    s = setup(pc("ida"), *(npc(w) for w in ("w1", "w2", "w3")), groups={"wolves": ["w1", "w2", "w3"]})
    enc = started(s, {"ida": 6, "wolves": 5}, acting=False)
    enc.apply(Command("cards.group_order", args={"group": "wolves", "order": ["w3", "w1", "w2"]}))
    enc.apply(Command("next"))
    assert turns_of_round(enc) == ["w3", "w1", "w2", "ida"]


def test_a_group_made_in_prep_deals_one_card_and_ungrouping_deals_one_each() -> None:
    plain = setup(pc("ida"), npc("g1"), npc("g2"), npc("ogre"))
    grouped = groups.join(plain, ["g1", "g2"], "Goblins")
    enc = started(grouped, {"ida": 6, "Goblins": 2, "ogre": 9})
    assert order(enc) == [(2, "Goblins"), (6, "ida"), (9, "ogre")]
    assert turns_of_round(enc) == ["g1", "g2", "ida", "ogre"]
    apart = groups.part(grouped, ["g1"])  # a pair broken: both draw their own again
    enc = started(apart, {"ida": 6, "g1": 2, "g2": 4, "ogre": 9})
    assert order(enc) == [(2, "g1"), (4, "g2"), (6, "ida"), (9, "ogre")]


def test_the_order_rows_show_each_member_at_the_groups_card_under_the_groups_name() -> None:
    s = groups.join(setup(pc("ida"), npc("g1"), npc("g2")), ["g1", "g2"], "Goblins")
    enc = started(s, {"ida": 6, "Goblins": 2})
    rows = [(e.cid, e.label) for e in RS.order(enc.state)]
    assert rows == [("g1", "2 · Goblins"), ("g2", "2 · Goblins"), ("ida", "6")]


def test_a_group_named_like_a_combatant_shows_its_own_name() -> None:
    s = setup(pc("ida"), npc("orc", group="ida"), npc("orc2", group="ida"))
    enc = started(s, {"ida": 5, "group:ida": 2})
    assert [e.label for e in RS.order(enc.state)][:2] == ["2 · ida", "2 · ida"]


def test_the_rule_in_words_follows_the_group_cards_option() -> None:
    on, off = RS.presentation.group_rule({"group_cards": True}), RS.presentation.group_rule({"group_cards": False})
    assert on.shared_slot and "One card is dealt for the group" in on.words
    assert not off.shared_slot and "every creature draws its own card" in off.words


def test_a_pack_the_stat_blocks_group_shares_a_card_until_ungrouped_in_prep() -> None:
    pack = setup(pc("ida"), npc("w1", group_key="wolf pack"), npc("w2", group_key="wolf pack"))
    wolf = started(pack, {"ida": 6, "wolf pack": 2}).state.get("w1")
    assert RS.presentation.default_group(wolf) == "wolf pack"
    apart = groups.part(pack, ["w1", "w2"], mark={"w1", "w2"})
    assert [c.get("flags") for c in apart["combatants"]] == [None, ["ungrouped"], ["ungrouped"]]
    enc = started(apart, {"ida": 6, "w1": 2, "w2": 4})
    assert order(enc) == [(2, "w1"), (4, "w2"), (6, "ida")]
    assert RS.presentation.default_group(enc.state.get("w1")) is None
    together = groups.join(apart, ["w1", "w2"], "Wolves")  # grouped again in prep: the flag goes
    assert all("flags" not in c for c in together["combatants"])
    assert order(started(together, {"ida": 6, "Wolves": 2})) == [(2, "Wolves"), (6, "ida")]
