"""The demo content a first run seeds: one prepared Threat & Retaliation encounter.

The encounter itself lives with its ruleset (`rulesets/glowlands/demo.py`); this module is the one
place the store asks for it, so the first-run content can change without touching the store.
"""

from __future__ import annotations

from typing import Any


def demo_encounter_setup() -> dict[str, Any]:
    from gm_desk.rules.rulesets.glowlands.demo import demo_setup

    return demo_setup()
