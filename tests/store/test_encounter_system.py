"""Switching a prepared encounter to another combat system, on a real data file: creatures re-linked
by name to the new system's bestiary or left out, the campaign's PCs with a sheet for it joining, and
nothing changed when the encounter has been played or the new setup cannot run."""

from __future__ import annotations

import pytest

from gm_desk.rules.engine import Encounter as Engine
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets.glowlands.demo import demo_setup
from gm_desk.rules.rulesets.teams.demo import demo_setup as teams_demo
from gm_desk.store import repositories as repo
from gm_desk.store.bestiary_links import creature_ref
from gm_desk.store.encounter_log import append_entry
from gm_desk.store.encounter_system import plan_switch, switch_system
from gm_desk.store.errors import InvalidValueError
from gm_desk.store.records import CreatureRecord


def teams_stats(cid: str) -> dict:
    return next(c["stats"] for c in teams_demo()["combatants"] if c["id"] == cid)


@pytest.fixture
def prepared(store) -> int:
    """The glowlands demo in a campaign whose Haelon also has a teams sheet, Brannoc does not."""
    setup = demo_setup()
    glow = {c["name"]: c["stats"] for c in setup["combatants"]}
    campaign = repo.create_campaign("Relay", "glowlands")
    repo.add_party_member(campaign.id, "Haelon", "glowlands", glow["Haelon"])
    repo.add_party_member(campaign.id, "Haelon", "teams", teams_stats("boudica"))
    repo.add_party_member(campaign.id, "Brannoc", "glowlands", glow["Brannoc"])
    hound = repo.save_creature(CreatureRecord("glowlands", "Glass Hound", glow["Glass Hound"]))
    for c in setup["combatants"]:
        if c["name"] == "Glass Hound":
            c["name"], c["ref"] = "Glass Hound 2", creature_ref(hound.id)
    setup["options"] = {"crit_margin": 8}
    return repo.create_encounter(campaign.id, setup["name"], "glowlands", setup).id


def test_switching_relinks_creatures_by_name_and_takes_the_pcs_with_a_sheet(prepared) -> None:
    # The teams bestiary holds a Caretaker and a Glass Hound (found through the placed entry's name).
    caretaker = repo.save_creature(CreatureRecord("teams", "caretaker", teams_stats("guard")))
    hound = repo.save_creature(CreatureRecord("teams", "Glass Hound", teams_stats("sentry")))
    before = repo.get_encounter(prepared).setup

    plan = plan_switch(prepared, "teams")
    assert repo.get_encounter(prepared).setup == before  # a plan writes nothing
    assert plan.relinked == ("Caretaker", "Glass Hound 2")
    assert plan.creatures_left_out == ("Peacekeeper", "Lumen Moth Swarm")
    assert plan.pcs_joined == ("Haelon",)
    assert plan.pcs_left_out == ("Brannoc", "Ysolde")
    assert plan.options_reset
    assert plan.words() == [
        "The encounter will use Alternating Teams.",
        "Re-linked to the Alternating Teams bestiary: Caretaker, Glass Hound 2.",
        "Left out, no Alternating Teams bestiary entry of that name: Peacekeeper, Lumen Moth Swarm.",
        "PCs joining: Haelon.",
        "PCs left out, no Alternating Teams sheet: Brannoc, Ysolde.",
        "The options go back to the defaults of the new system.",
    ]

    switch_system(prepared, "teams")
    record = repo.get_encounter(prepared)
    assert record.ruleset == "teams" and record.setup["ruleset"] == "teams"
    assert record.setup["options"] == {}
    assert record.setup["zones"] == before["zones"] and record.setup["sides"] == before["sides"]
    by_name = {c["name"]: c for c in record.setup["combatants"]}
    assert set(by_name) == {"Haelon", "Caretaker", "Glass Hound 2"}
    assert by_name["Haelon"]["stats"] == teams_stats("boudica")
    assert by_name["Haelon"]["zone"] == next(c["zone"] for c in before["combatants"] if c["name"] == "Haelon")
    assert by_name["Caretaker"]["ref"] == creature_ref(caretaker.id)
    assert by_name["Glass Hound 2"]["ref"] == creature_ref(hound.id)
    assert by_name["Glass Hound 2"]["stats"] == teams_stats("sentry")
    engine = Engine(record.setup)  # the saved setup runs under the new system
    assert engine.ruleset.id == "teams" and engine.state.ruleset == "teams"
    assert set(engine.state.combatants) == {c["id"] for c in record.setup["combatants"]}


def test_a_played_encounter_keeps_its_system(prepared) -> None:
    repo.save_creature(CreatureRecord("teams", "Caretaker", teams_stats("guard")))
    engine = Engine(repo.get_encounter(prepared).setup)
    outcome = engine.handle(Command("next"))
    assert outcome.ok
    entry = engine.log[-1].to_dict()
    append_entry(prepared, 1, entry["command"], entry["events"])
    before = repo.get_encounter(prepared)
    with pytest.raises(InvalidValueError, match="has been played"):
        switch_system(prepared, "teams")
    after = repo.get_encounter(prepared)
    assert (after.ruleset, after.setup) == (before.ruleset, before.setup)


def test_unknown_or_same_system_is_refused_in_words(prepared) -> None:
    with pytest.raises(InvalidValueError, match="knows no combat system 'chess'"):
        plan_switch(prepared, "chess")
    with pytest.raises(InvalidValueError, match="already uses Threat & Retaliation"):
        plan_switch(prepared, "glowlands")


def test_groups_keep_the_members_who_stay(prepared) -> None:
    repo.save_creature(CreatureRecord("teams", "Glass Hound", teams_stats("sentry")))
    record = repo.get_encounter(prepared)
    setup = dict(record.setup, groups={"pack": ["hound", "moths"], "swarm": ["moths"]})
    repo.update_encounter(prepared, setup=setup)
    plan = switch_system(prepared, "teams")
    assert plan.creatures_left_out == ("Caretaker", "Peacekeeper", "Lumen Moth Swarm")
    assert repo.get_encounter(prepared).setup["groups"] == {"pack": ["hound"]}
