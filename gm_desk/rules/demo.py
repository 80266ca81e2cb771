"""The demo content a first run seeds: one prepared encounter for each combat system.

Each encounter lives with its ruleset (`rulesets/<id>/demo.py`, a `demo_setup()` function); this module
is the one place the store asks for them. The systems come from the rulesets registry
(`rulesets.RULESETS`), so a sixth system with a `demo.py` gets its demo with no list to keep here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from gm_desk.rules.rulesets import RULESETS, UnknownRuleset

Setup = dict[str, Any]


def demo_setups() -> dict[str, Callable[[], Setup]]:
    """System id -> a function giving a fresh copy of its demo setup, in the chapters' order."""
    return {rid: _loader(rid) for rid in RULESETS}


def demo_setup_for(ruleset_id: str) -> Setup:
    """A fresh copy of the demo setup of one system."""
    if ruleset_id not in RULESETS:
        raise UnknownRuleset(f"GM Desk knows no combat system '{ruleset_id}'.")
    return _loader(ruleset_id)()


def demo_name(ruleset_id: str) -> str:
    """The name a demo campaign goes by: it says its system ("Threat & Retaliation demo")."""
    if ruleset_id not in RULESETS:
        raise UnknownRuleset(f"GM Desk knows no combat system '{ruleset_id}'.")
    return f"{RULESETS[ruleset_id][2]} demo"


def demo_encounter_setup() -> Setup:
    """The first system's demo (the one the app opens on a first start)."""
    return demo_setup_for(next(iter(RULESETS)))


def _loader(ruleset_id: str) -> Callable[[], Setup]:
    module_name = RULESETS[ruleset_id][0]

    def load() -> Setup:
        setup: Setup = importlib.import_module(f"{module_name}.demo").demo_setup()
        return setup

    return load
