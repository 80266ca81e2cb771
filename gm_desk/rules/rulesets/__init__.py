"""The five combat systems, one module each, looked up by id.

Adding a sixth system means adding one module and one line here.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset

# id -> (module, class name, display name)
RULESETS: dict[str, tuple[str, str, str]] = {
    "glowlands": ("gm_desk.rules.rulesets.glowlands", "Glowlands", "Threat & Retaliation"),
    "teams": ("gm_desk.rules.rulesets.teams", "Teams", "Alternating Teams"),
    "factions": ("gm_desk.rules.rulesets.factions", "Factions", "Faction Passing"),
    "marching": ("gm_desk.rules.rulesets.marching", "Marching", "Marching Order"),
    "cards": ("gm_desk.rules.rulesets.cards", "Cards", "Initiative Cards"),
}

_instances: dict[str, Ruleset] = {}


class UnknownRuleset(KeyError):
    """A ruleset id GM Desk does not know (a file from a newer version, or a typo)."""


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset with this id (one shared instance: rulesets hold no state)."""
    if ruleset_id not in _instances:
        if ruleset_id not in RULESETS:
            raise UnknownRuleset(f"GM Desk knows no combat system '{ruleset_id}'.")
        module_name, class_name, _ = RULESETS[ruleset_id]
        module = importlib.import_module(module_name)
        _instances[ruleset_id] = getattr(module, class_name)()
    return _instances[ruleset_id]


def available() -> list[tuple[str, str]]:
    """(id, display name) of every system that can be loaded, in the chapters' order."""
    out = []
    for rid, (module_name, _, display) in RULESETS.items():
        if importlib.util.find_spec(module_name) is not None:
            out.append((rid, display))
    return out
