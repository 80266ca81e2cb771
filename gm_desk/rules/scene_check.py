"""The gate's checks for a setup's scene data: the scene events every system reads, and the keys only
one system reads, before that system does.

A ruleset reads its own keys in its `initial_data`; a malformed one used to reach it and come back as
"The scene is not valid: 'skill'". Here each key's shape is checked first and refused like every other
field, with its path and what was expected: the scene events (`scene_event_spec`) here, a system's own
keys by its `check_scene` hook (its `scene.py`, beside the words they may use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.intake import Checker
from gm_desk.rules.scene_event_spec import SETUP_KEY, check_events

if TYPE_CHECKING:
    from gm_desk.rules.system_rules import SystemRules

MAX_SCENE_ITEMS = 200  # entries of one scene key (circumstances, obstacles, intensities...)


def check_scene(setup: dict[str, Any], check: Checker, system: SystemRules, zones: set[str]) -> None:
    _scene_events(setup, check, system)
    system.check_scene(setup, check, zones)


def _scene_events(setup: dict[str, Any], check: Checker, system: SystemRules) -> None:
    """``scene_events``, in every system: where the system's order has places for them, they may take one."""
    if setup.get(SETUP_KEY) is None:
        return
    check_events(setup[SETUP_KEY], check, ("setup", SETUP_KEY), system.scene_order, system.name)
