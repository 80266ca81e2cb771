"""The demo content a first run seeds: one prepared encounter for each combat system that has one.

Each encounter lives with its ruleset (`rulesets/<id>/demo.py`, a `demo_setup()` function) and the
system's plugin names it (`SystemPlugin.demo`); this module is the one place the store asks for them.
The systems come from the registry (`rulesets.RULESETS`), so a sixth system with a demo gets its demo
campaign with no list to keep here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.systems import RULESETS, UnknownRuleset, plugin_for

Setup = dict[str, Any]


def demo_setups() -> dict[str, Callable[[], Setup]]:
    """System id -> a function giving a fresh copy of its demo setup, in the chapters' order."""
    return {rid: _loader(rid) for rid, plugin in RULESETS.items() if plugin.demo is not None}


def demo_setup_for(ruleset_id: str) -> Setup:
    """A fresh copy of the demo setup of one system."""
    setup = plugin_for(ruleset_id).demo_setup()
    if setup is None:
        raise UnknownRuleset(t("The combat system '{ruleset_id}' has no demo encounter.", ruleset_id=ruleset_id))
    return setup


def demo_name(ruleset_id: str) -> str:
    """The name a demo campaign goes by: it says its system ("Threat & Retaliation demo")."""
    return f"{plugin_for(ruleset_id).name} demo"


def demo_encounter_setup() -> Setup:
    """The first system's demo (the one the app opens on a first start)."""
    return demo_setup_for(next(iter(demo_setups())))


def _loader(ruleset_id: str) -> Callable[[], Setup]:
    return lambda: demo_setup_for(ruleset_id)
