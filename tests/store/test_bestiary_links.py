"""Bestiary links: prep encounters follow creature edits, running ones keep their copy and can compare."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.statblocks import validate_creature
from gm_desk.store import (
    CreatureRecord,
    create_campaign,
    create_encounter,
    delete_creature,
    get_creature,
    get_encounter,
    save_creature,
    update_encounter,
)
from gm_desk.store.bestiary_links import (
    FollowReport,
    StaleCombatant,
    compare_with_bestiary,
    creature_ref,
    creature_tags,
    follow_creature,
    ref_creature_id,
    save_and_follow,
    stale_combatants,
)

HOUND = {
    "name": "Glass Hound",
    "ranged_threat": 8,
    "melee_threat": 11,
    "max_strain": 6,
    "armour": 1,
    "tags": ["beast", "glass"],
    "retaliations": [{"name": "Snap", "trigger": "melee", "range": "engaged", "damage": "1d6"}],
}


def _block(**changes) -> dict:
    return validate_creature("glowlands", HOUND | changes).model_dump(mode="json")


def _save_hound(**changes) -> CreatureRecord:
    block = _block(**changes)
    return save_creature(
        CreatureRecord(
            "glowlands", block["name"], block, tags=tuple(block["tags"]), threat_lo=8, threat_hi=11
        )
    )


def _encounter_with(creature: CreatureRecord, *, status: str = "prep", zone: str = "gate") -> int:
    setup = demo_setup()
    setup["combatants"].append(
        {
            "id": "hound1",
            "name": "Glass Hound",
            "kind": "NPC",
            "side": "relay",
            "zone": zone,
            "stats": copy.deepcopy(creature.statblock),
            "ref": creature_ref(creature.id),
        }
    )
    campaign = create_campaign("Links", "glowlands")
    encounter = create_encounter(campaign.id, f"Fight ({status})", "glowlands", setup)
    if status != "prep":
        update_encounter(encounter.id, status=status)
    return encounter.id


def _hound_stats(encounter_id: int) -> dict:
    setup = get_encounter(encounter_id).setup
    return next(c for c in setup["combatants"] if c["id"] == "hound1")["stats"]


def test_refs_name_their_creature_and_nothing_else() -> None:
    assert creature_ref(42) == "creature:42"
    assert ref_creature_id("creature:42") == 42
    for ref in (
        None,
        "",
        "party:3",
        "creature:",
        "creature:-1",
        "creature:4x",
        "creature:٣",
        42,
        "creature:" + "9" * 19,
    ):
        assert ref_creature_id(ref) is None, ref


def test_a_saved_edit_reaches_prep_encounters_but_not_running_ones(store) -> None:
    hound = _save_hound()
    prep, running = _encounter_with(hound), _encounter_with(hound, status="running")
    before_running = get_encounter(running)

    edited = replace(hound, statblock=_block(melee_threat=14))
    saved, report = save_and_follow(edited)

    assert saved.statblock["melee_threat"] == 14 and get_creature(hound.id).statblock["melee_threat"] == 14
    assert report == FollowReport(hound.id, updated=((prep, ("hound1",)),), running=(running,))
    assert report.encounter_ids == (prep,)
    assert _hound_stats(prep) == saved.statblock
    assert get_encounter(running).setup == before_running.setup
    assert get_encounter(running).updated_at == before_running.updated_at
    assert report.summary("Glass Hound") == (
        "1 encounter in prep now uses the new Glass Hound. 1 running fight keeps its copy of Glass Hound; to"
        " give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…"
    )


def test_other_combatants_and_unchanged_blocks_are_left_alone(store) -> None:
    hound = _save_hound()
    prep = _encounter_with(hound)
    others_before = [c for c in get_encounter(prep).setup["combatants"] if c["id"] != "hound1"]
    updated_at = get_encounter(prep).updated_at

    report = follow_creature(hound)  # the same block: nothing to do, nothing written

    assert report == FollowReport(hound.id) and report.summary("Glass Hound") == ""
    assert get_encounter(prep).updated_at == updated_at
    save_and_follow(replace(hound, statblock=_block(armour=3)))
    others_after = [c for c in get_encounter(prep).setup["combatants"] if c["id"] != "hound1"]
    assert others_after == others_before
    assert _hound_stats(prep)["armour"] == 3


def test_a_setup_the_engine_refuses_is_left_as_it_was(store) -> None:
    hound = _save_hound()
    broken = _encounter_with(hound, zone="nowhere")  # already unplayable: the follow must not write it
    setup_before = get_encounter(broken).setup

    _, report = save_and_follow(replace(hound, statblock=_block(max_strain=9)))

    assert report.updated == () and [eid for eid, _ in report.refused] == [broken]
    assert "unknown zone 'nowhere'" in report.refused[0][1]
    assert get_encounter(broken).setup == setup_before
    assert report.summary("Glass Hound").startswith("1 kept the old Glass Hound: ")


def test_an_unsaved_creature_cannot_be_followed(store) -> None:
    with pytest.raises(ValueError, match="saved creature"):
        follow_creature(CreatureRecord("glowlands", "Nobody", _block()))


def test_running_fights_report_which_combatants_differ(store) -> None:
    hound = _save_hound()
    running = _encounter_with(hound, status="running")
    combatants = get_encounter(running).setup["combatants"]
    assert stale_combatants(combatants) == []  # nothing edited yet

    save_and_follow(replace(hound, statblock=_block(melee_threat=14, armour=2)))

    stale = stale_combatants(combatants)
    assert stale == [
        StaleCombatant("hound1", "Glass Hound", hound.id, ("melee_threat", "armour"), stale[0].stats)
    ]
    assert stale[0].stats == get_creature(hound.id).statblock and not stale[0].deleted
    delete_creature(hound.id)
    assert stale_combatants(combatants) == [StaleCombatant("hound1", "Glass Hound", hound.id, (), None)]
    assert stale_combatants(combatants)[0].deleted


def test_compare_is_pure_and_reads_engine_combatants_too() -> None:
    from gm_desk.rules.state import Combatant

    copy_stats = {"name": "Hound", "armour": 1, "old_key": 5}
    entry = {"name": "Hound", "armour": 2, "speed": 1}
    combatants = [
        Combatant("a", "Hound", "NPC", "foes", stats=copy_stats, ref="creature:7"),
        {"id": "b", "name": "Same", "ref": "creature:8", "stats": {"name": "Same"}},
        {"id": "c", "name": "Unknown", "ref": "creature:9", "stats": {}},  # not asked about
        {"id": "d", "name": "Hero", "ref": None, "stats": {}},
    ]

    stale = compare_with_bestiary(combatants, {7: entry, 8: {"name": "Same"}})

    assert stale == [StaleCombatant("a", "Hound", 7, ("armour", "speed", "old_key"), entry)]
    assert stale[0].stats is not entry  # a copy: applying it cannot change the caller's data


def test_creature_tags_by_id(store) -> None:
    hound = _save_hound()
    other = save_creature(CreatureRecord("marching", "Goblin", {"x": 1}, tags=("goblin", "small")))

    assert creature_tags() == {hound.id: ("beast", "glass"), other.id: ("goblin", "small")}
    assert creature_tags("marching") == {other.id: ("goblin", "small")}
