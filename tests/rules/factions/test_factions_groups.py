"""Groups in Faction Passing: a group is a morale group ("Groups must make a morale check after being
reduced to half or less their original number during a fight"). Without groups a faction's creatures
count together; the GM may split a faction into groups in prep, and each group is then counted on its
own. Turns are untouched: a faction's go is still one member's turn."""

from __future__ import annotations

from factions_helpers import digest, encounter, fighter, make_setup, run, start_round

from gm_desk.rules import groups
from gm_desk.rules.rulesets import get_ruleset

RS = get_ruleset("factions")


def bandits() -> dict:
    """Ann against four bandits at the well: two archers (a1, a2) and two blades (b1, b2)."""
    return make_setup(
        [
            fighter("ann", "players", kind="PC"),
            *(fighter(cid, "bandits", zone="well") for cid in ("a1", "a2", "b1", "b2")),
        ],
        zones=["road", "well"],
        links=[["road", "well"]],
    )


def morale_after_one_archer_falls(setup: dict) -> list[tuple[str, list[str]]]:
    enc = encounter(setup)
    start_round(enc)
    run(enc, "gm.set_status", cid="a1", status="down")
    run(enc, "factions.pass")
    events = run(enc, "factions.pass", faction="bandits")
    return [(d["group"], d["members"]) for _, d in digest(events, "factions.MoraleDue")]


def test_a_faction_counts_together_one_down_of_four_is_no_morale_check() -> None:
    assert morale_after_one_archer_falls(bandits()) == []


def test_a_group_split_off_in_prep_checks_morale_on_its_own_number() -> None:
    split = groups.join(bandits(), ["a1", "a2"], "Archers")
    assert morale_after_one_archer_falls(split) == [("Archers", ["a2"])]


def test_the_original_morale_groups_are_the_prep_groups_and_the_rest_of_the_faction() -> None:
    split = groups.join(bandits(), ["a1", "a2"], "Archers")
    enc = encounter(split)
    start_round(enc)
    assert enc.state.sched["groups"] == {"players": ["ann"], "Archers": ["a1", "a2"], "bandits": ["b1", "b2"]}


def test_ungrouped_again_the_archers_count_with_their_faction() -> None:
    split = groups.join(bandits(), ["a1", "a2"], "Archers")
    assert morale_after_one_archer_falls(groups.part(split, ["a1", "a2"])) == []


def test_the_rule_in_words() -> None:
    rule = RS.presentation.group_rule({})
    assert not rule.shared_slot
    assert rule.words.startswith("A group is a morale group")
    on = RS.presentation.group_rule({"morale_pcs": True}).words
    assert "'PCs check morale'" in rule.words and "'PCs check morale'" not in on


def test_a_morale_group_a_stat_block_names_holds_until_ungrouped_in_prep() -> None:
    setup = bandits()
    for c in setup["combatants"][1:3]:
        c["stats"]["group"] = "Archers"
    assert morale_after_one_archer_falls(setup) == [("Archers", ["a2"])]
    apart = groups.part(setup, ["a1", "a2"], mark={"a1", "a2"})
    assert morale_after_one_archer_falls(apart) == []
