"""Groups in Threat & Retaliation. The chapter has no groups: creatures take no turns (only PCs do), so a
group never has a place in the order. The table choice `shared_strain` gives a group one Strain pool as
large as its creatures' max_strain together: a hit on any of them (its own armour off) fills the pool,
and the whole group is down when the pool is full, before any Retaliation is looked at (section 4.4:
"damage is dealt before the Retaliation happens"). Undoable, replayable, logged in words."""

from __future__ import annotations

from typing import Any

from glowlands_kit import attack, first, npc, only, pc, rejected, running, setup

from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands import Glowlands

RULES = Glowlands()
JAB = {"name": "Jab", "trigger": "any", "range": "engaged", "damage": "1"}
POOL = "glowlands.PoolChanged"


def goblin(cid: str, **stats: Any) -> dict[str, Any]:
    out = npc(cid, engaged=["ann"], retaliations=[JAB], **stats)
    out["group"] = "Goblins"
    return out


def pack(
    shared: bool = True, g1: dict[str, Any] | None = None, g2: dict[str, Any] | None = None
) -> Encounter:
    """Ann engaged with two grouped goblins: g1 (max Strain 6, armour 1) and g2 (max Strain 8)."""
    return running(
        setup(
            pc("ann", engaged=["g1", "g2"]),
            goblin("g1", max_strain=6, armour=1, **(g1 or {})),
            goblin("g2", max_strain=8, **(g2 or {})),
            shared_strain=shared,
        )
    )


def pool(enc: Encounter) -> tuple[int, int]:
    found = enc.state.rs["pools"]["Goblins"]
    return found["strain"], found["of"]


def statuses(enc: Encounter) -> dict[str, str]:
    return {cid: enc.state.get(cid).status for cid in ("g1", "g2")}


def test_the_pool_opens_with_the_fight_as_large_as_the_members_max_strain_together() -> None:
    enc = pack(g1={"strain": 2}, g2={"strain": 1})
    opened = first(enc.events(), POOL)
    assert opened.data == {
        "group": "Goblins",
        "value": 3,
        "was": 0,
        "of": 14,
        "members": ["g1", "g2"],
        "left": [],
        "why": "opened",
    }
    assert RULES.describe(opened, enc.state) == "The Goblins share one Strain pool: 3 of 14 (2 creatures)."
    assert enc.state.get("g1").rs["pool"] == {"group": "Goblins", "strain": 3, "of": 14}
    (track,) = RULES.presentation.tracks(enc.state.get("g2"))
    assert (track.key, track.label, track.value, track.top) == ("strain", "Shared Strain", 3, 14)
    assert track.detail == "shared by the Goblins"


def test_a_hit_on_one_member_fills_the_pool_after_its_own_armour_and_leaves_its_own_strain() -> None:
    enc = pack()
    events = enc.apply(attack("ann", "g1", "Sword", [15], [5]))
    assert first(events, "DamageApplied").data["amount"] == 4  # 5 less g1's armour 1
    changed = first(events, POOL)
    assert (changed["value"], changed["was"], changed["why"]) == (4, 0, "changed")
    assert RULES.describe(changed, enc.state) == "Shared Strain of the Goblins: 4 of 14."
    assert pool(enc) == (4, 14)
    assert enc.state.get("g1").res["strain"] == 0 and enc.state.get("g2").res["strain"] == 0
    assert enc.state.get("g2").rs["pool"]["strain"] == 4
    assert statuses(enc) == {"g1": "active", "g2": "active"}
    assert RULES.invariants(enc.state) == []


def test_a_full_pool_downs_the_whole_group_before_either_can_retaliate() -> None:
    enc = pack(g1={"strain": 5}, g2={"strain": 5})
    assert pool(enc) == (10, 14)
    events = enc.apply(attack("ann", "g2", "Sword", [15], [4]))
    assert pool(enc) == (14, 14)
    assert statuses(enc) == {"g1": "down", "g2": "down"}
    assert RULES.describe(first(events, POOL), enc.state).endswith("(full: the group is down).")
    assert not only(events, "RetaliationTakesEffect")
    assert enc.state.get("ann").res["strain"] == 0
    assert RULES.invariants(enc.state) == []
    enc.apply(Command("end_turn", "ann"))
    enc.apply(Command("next"))
    assert enc.state.outcome is not None and enc.state.outcome["result"] == "victory"


def test_undo_and_a_replay_of_the_log_give_the_pool_back_exactly() -> None:
    enc = pack(g1={"strain": 5}, g2={"strain": 5})
    the_setup = enc.initial_state().to_dict()
    enc.apply(attack("ann", "g2", "Sword", [15], [4]))
    after = enc.state.to_dict()
    enc.undo()
    assert pool(enc) == (10, 14) and statuses(enc) == {"g1": "active", "g2": "active"}
    enc.redo()
    assert enc.state.to_dict() == after
    replayed = Encounter.from_log(enc.setup, enc.log, redecide=True)
    assert replayed.state.to_dict() == after
    assert the_setup["rs"] == {"pending": []}  # the pool is the fight's, not the setup's


def test_with_the_option_off_each_creature_fills_its_own_strain() -> None:
    enc = pack(shared=False)
    assert not only(enc.events(), POOL)
    enc.apply(attack("ann", "g1", "Sword", [15], [5]))
    assert enc.state.get("g1").res["strain"] == 4
    assert "pools" not in enc.state.rs
    assert [t.label for t in RULES.presentation.tracks(enc.state.get("g1"))] == ["Strain"]


def test_the_gm_sets_damages_and_heals_the_pool_through_any_member() -> None:
    enc = pack()
    enc.apply(Command("gm.set_resource", args={"cid": "g1", "res": "strain", "value": 3}))
    assert pool(enc) == (3, 14)
    assert (
        rejected(enc, Command("gm.set_resource", args={"cid": "g2", "res": "strain", "value": 15}))
        == "BAD_ARGUMENT"
    )
    enc.apply(Command("gm.damage", args={"cid": "g2", "amount": "-2"}))
    assert pool(enc) == (1, 14)
    enc.apply(Command("gm.damage", args={"cid": "g2", "amount": "-5"}))
    assert pool(enc) == (0, 14)
    assert rejected(enc, Command("gm.damage", args={"cid": "g1", "amount": "-1"})) == "NO_CHANGE"
    events = enc.apply(Command("gm.damage", args={"cid": "g1", "amount": "20"}))
    assert pool(enc) == (14, 14) and statuses(enc) == {"g1": "down", "g2": "down"}
    assert only(events, "DamageApplied")[0].data["amount"] == 20  # the GM's damage has no armour taken off
    assert RULES.invariants(enc.state) == []


def test_a_joiner_grows_the_pool_and_a_removed_member_takes_its_share_away() -> None:
    enc = pack()
    enc.apply(attack("ann", "g2", "Sword", [15], [6]))  # 6 into the pool
    joiner = npc("g3", max_strain=4, retaliations=[JAB])
    joiner["group"] = "Goblins"
    events = enc.apply(Command("gm.add_combatant", args={"combatant": joiner}))
    grown = first(events, POOL)
    assert (grown["value"], grown["of"], grown["members"], grown["why"]) == (
        6,
        18,
        ["g1", "g2", "g3"],
        "resized",
    )
    assert (
        RULES.describe(grown, enc.state) == "The pool of the Goblins now holds 3 creatures: 6 of 18 Strain."
    )
    events = enc.apply(Command("gm.remove_combatant", args={"cid": "g2"}))
    shrunk = first(events, POOL)
    assert (shrunk["of"], shrunk["members"], shrunk["left"]) == (10, ["g1", "g3"], ["g2"])
    assert "pool" not in enc.state.get("g2").rs
    assert RULES.invariants(enc.state) == []


def test_removing_a_member_from_a_nearly_full_pool_can_leave_it_full_and_down_the_rest() -> None:
    enc = pack(g1={"strain": 5}, g2={"strain": 7})  # 12 of 14
    enc.apply(Command("gm.remove_combatant", args={"cid": "g2"}))  # 12 held, only g1's 6 left: full
    # One creature left is a pool of one: it is still the pool of the group, full, so g1 is down.
    assert pool(enc) == (6, 6)
    assert enc.state.get("g1").status == "down"
    assert RULES.invariants(enc.state) == []


def test_a_lone_grouped_creature_opens_no_pool_until_a_second_joins() -> None:
    enc = running(setup(pc("ann"), goblin("g1", max_strain=6), shared_strain=True))
    assert "pools" not in enc.state.rs
    joiner = npc("g2", max_strain=5, retaliations=[JAB])
    joiner["group"] = "Goblins"
    enc.apply(Command("gm.add_combatant", args={"combatant": joiner}))
    assert pool(enc) == (0, 11)


def test_pcs_in_a_group_keep_their_own_strain() -> None:
    turncoat = pc("tom")
    turncoat.update(side="foes", group="Goblins")
    enc = running(
        setup(
            pc("ann", engaged=["g1"]),
            turncoat,
            goblin("g1", max_strain=6),
            goblin("g2", max_strain=8),
            shared_strain=True,
        )
    )
    assert enc.state.rs["pools"]["Goblins"]["members"] == ["g1", "g2"]
    assert [t.label for t in RULES.presentation.tracks(enc.state.get("tom"))] == ["Strain", "Wounds"]


def test_the_option_shows_in_the_options_with_the_chapter_reading_off() -> None:
    option = RULES.options["shared_strain"]
    assert option.default is False
    assert "one Strain pool" in option.text
