"""The combat systems, one package each, and the way in to them: `get_ruleset` and the registry.

Each system is one package here: its ruleset (the package's own name), its stat block, its demo and its
other parts, in files named alike across the systems. Which systems there are is said once, in
`gm_desk.rules.systems` (`BUILT_IN`, `register`), whose names this package passes on; here a system's
ruleset is made the first time it is asked for, and kept (rulesets hold no state). The UI reaches a
system only through these names, never by importing its package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.plugin import SystemPlugin
from gm_desk.rules.systems import (
    BUILT_IN,
    RULESETS,
    UnknownRuleset,
    available,
    plugin_for,
    register,
    unregister,
)

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset

__all__ = [
    "BUILT_IN",
    "RULESETS",
    "UnknownRuleset",
    "available",
    "get_ruleset",
    "plugin_for",
    "register",
    "unregister",
]

# id -> (the plugin it was made from, the ruleset): a system registered again under its id is made anew.
_instances: dict[str, tuple[SystemPlugin, Ruleset]] = {}


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset with this id (one shared instance: rulesets hold no state); UnknownRuleset if none."""
    plugin = plugin_for(ruleset_id)
    made = _instances.get(ruleset_id)
    if made is None or made[0] is not plugin:
        made = _instances[ruleset_id] = (plugin, plugin.make_ruleset())
    return made[1]
