"""The systems' plugins: one record per system, from which the rulesets, stat blocks and demos are read."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from gm_desk.rules import statblocks
from gm_desk.rules.demo import demo_setups
from gm_desk.rules.plugin import SystemPlugin, resolve
from gm_desk.rules.rulesets import (
    BUILT_IN,
    RULESETS,
    UnknownRuleset,
    available,
    get_ruleset,
    plugin_for,
    register,
    unregister,
)
from gm_desk.rules.rulesets.teams import Teams
from gm_desk.rules.rulesets.teams.statblock import TeamsCreature
from gm_desk.rules.statblocks import StatblockError, statblock_model


def test_the_five_chapters_ship_in_their_order() -> None:
    assert [p.id for p in BUILT_IN] == ["glowlands", "teams", "factions", "marching", "cards"]
    assert list(RULESETS) == [p.id for p in BUILT_IN]


@pytest.mark.parametrize("plugin", BUILT_IN, ids=lambda p: p.id)
def test_each_shipped_plugin_names_parts_that_exist(plugin: SystemPlugin) -> None:
    ruleset = get_ruleset(plugin.id)
    assert ruleset.id == plugin.id
    assert plugin.id == statblock_model(plugin.id).RULESET
    assert plugin.demo_setup()["ruleset"] == plugin.id
    assert plugin.loadable()


def test_listing_the_systems_loads_none_of_them() -> None:
    code = (
        "import sys\n"
        "from gm_desk.rules.rulesets import available\n"
        "from gm_desk.rules.statblocks import RULESET_IDS\n"
        "assert len(available()) == len(RULESET_IDS) == 5\n"
        "print(sorted(m for m in sys.modules if m.startswith('gm_desk.rules.rulesets.')"
        " or m == 'gm_desk.rules.engine'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_one_registration_adds_a_system_to_every_registry_and_unregistering_takes_it_out() -> None:
    plugin = SystemPlugin(id="teams_again", name="Teams Again", ruleset=Teams, statblock=TeamsCreature)
    register(plugin)
    try:
        assert plugin_for("teams_again") is plugin
        assert ("teams_again", "Teams Again") in available()
        assert isinstance(get_ruleset("teams_again"), Teams)
        assert statblock_model("teams_again") is TeamsCreature
        assert (
            "teams_again" in statblocks.RULESET_IDS and statblocks.STATBLOCKS["teams_again"] is TeamsCreature
        )
        assert "teams_again" not in demo_setups()  # no demo: no demo campaign
        # a pack header names it (read from the registry when validated, not when first imported)
        assert statblocks.validate_pack_header({"name": "P", "ruleset": "teams_again", "format": 1})
        with pytest.raises(ValueError, match="already registered"):
            register(plugin)
    finally:
        unregister("teams_again")
    assert "teams_again" not in RULESETS and "teams_again" not in statblocks.RULESET_IDS
    with pytest.raises(UnknownRuleset, match="knows no combat system 'teams_again'"):
        get_ruleset("teams_again")
    with pytest.raises(StatblockError, match="unknown ruleset 'teams_again'"):
        statblock_model("teams_again")
    with pytest.raises(
        StatblockError, match=r"ruleset: must be one of .glowlands., .teams.*not the text 'teams_again'"
    ):
        statblocks.validate_pack_header({"name": "P", "ruleset": "teams_again", "format": 1})


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"id": "Two Words"}, "lower-case word"),
        ({"id": ""}, "lower-case word"),
        ({"name": " "}, "needs a name"),
    ],
)
def test_a_plugin_with_a_bad_id_or_name_is_refused(fields: dict, message: str) -> None:
    given = {"id": "duel", "name": "Duel", "ruleset": Teams, "statblock": TeamsCreature, **fields}
    with pytest.raises(ValueError, match=message):
        SystemPlugin(**given)


def test_a_reference_is_imported_on_use_and_a_malformed_one_is_named() -> None:
    assert resolve("gm_desk.rules.rulesets.teams:Teams") is Teams
    assert resolve(Teams) is Teams
    with pytest.raises(ValueError, match=re.escape("'package.module:attribute', not 'gm_desk.rules'")):
        resolve("gm_desk.rules")
    missing = SystemPlugin(
        id="gone", name="Gone", ruleset="gm_desk.no_such_system:X", statblock=TeamsCreature
    )
    assert not missing.loadable()
