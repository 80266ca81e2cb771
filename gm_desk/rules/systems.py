"""The combat systems GM Desk knows, by id: one `SystemPlugin` each, and nothing of their insides.

`BUILT_IN` holds the five shipped systems, in the chapters' order; each is one package under
`gm_desk/rules/rulesets/` (its ruleset, its stat block, its demo) and one line here. Their parts are
named by reference, so nothing of a system loads before it is used. Adding a system is one more entry
in `BUILT_IN`, or one `register(plugin)` call for a system that lives elsewhere (a test, a tool);
`RULESETS` (id → plugin), the stat-block schemas, the gate's checks and the demos all read this one
registry.

This module sits below the rulesets and everything they import: it names no ruleset, so the stat-block
schemas and the checks that look a system up by id never import the base of the systems they look up.
`gm_desk.rules.rulesets` adds `get_ruleset` (a system's ruleset, made once) and is the UI's way in.
"""

from __future__ import annotations

from gm_desk.rules.i18n import t
from gm_desk.rules.plugin import SystemPlugin

_SYSTEMS = "gm_desk.rules.rulesets"


def _shipped(rid: str, name: str, ruleset: str, statblock: str) -> SystemPlugin:
    """A system shipped with GM Desk: `rulesets/<rid>` (its ruleset, `statblock.py`, `demo.py`), a pack."""
    return SystemPlugin(
        id=rid,
        name=name,
        ruleset=f"{_SYSTEMS}.{rid}:{ruleset}",
        statblock=f"{_SYSTEMS}.{rid}.statblock:{statblock}",
        demo=f"{_SYSTEMS}.{rid}.demo:demo_setup",
        pack=f"{rid}_core.toml",
    )


BUILT_IN: tuple[SystemPlugin, ...] = (
    _shipped("glowlands", "Threat & Retaliation", "Glowlands", "GlowlandsCreature"),
    _shipped("teams", "Alternating Teams", "Teams", "TeamsCreature"),
    _shipped("factions", "Faction Passing", "Factions", "FactionsCreature"),
    _shipped("marching", "Marching Order", "Marching", "MarchingCreature"),
    _shipped("cards", "Initiative Cards", "Cards", "CardsCreature"),
)

# id -> plugin, in the chapters' order, then the systems registered later.
RULESETS: dict[str, SystemPlugin] = {plugin.id: plugin for plugin in BUILT_IN}


class UnknownRuleset(KeyError):
    """A ruleset id GM Desk does not know (a file from a newer version, or a typo)."""


def register(plugin: SystemPlugin) -> SystemPlugin:
    """Add a system to every registry (the rulesets, the stat blocks, the demos); its id must be new."""
    if plugin.id in RULESETS:
        raise ValueError(t("a combat system '{id}' is already registered", id=plugin.id))
    RULESETS[plugin.id] = plugin
    return plugin


def unregister(ruleset_id: str) -> None:
    """Take a registered system out again (a test's system, once the test is over)."""
    RULESETS.pop(ruleset_id, None)


def plugin_for(ruleset_id: str) -> SystemPlugin:
    """The plugin of the system with this id; UnknownRuleset if there is none."""
    try:
        return RULESETS[ruleset_id]
    except (KeyError, TypeError):
        raise UnknownRuleset(t("GM Desk knows no combat system '{ruleset_id}'.", ruleset_id=ruleset_id)) from None


def available() -> list[tuple[str, str]]:
    """(id, display name) of every system that can be loaded, in the chapters' order."""
    return [(plugin.id, plugin.name) for plugin in RULESETS.values() if plugin.loadable()]
