"""The gate's checks for a setup's scene data: the scene events every system reads, and the keys only
one system reads, before that system does.

A ruleset reads its own keys in its `initial_data`; a malformed one used to reach it and come back as
"The scene is not valid: 'skill'". Here each key's shape is checked first and refused like every other
field, with its path and what was expected: the scene events (`scene_event_spec`) here, a system's own
keys by its `check_scene` hook (its `scene.py`, beside the words they may use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.arrival_book import SETUP_KEY as ARRIVES
from gm_desk.rules.i18n import t
from gm_desk.rules.intake import Checker, quote
from gm_desk.rules.scene_event_spec import SETUP_KEY, check_events

if TYPE_CHECKING:
    from gm_desk.rules.system_rules import SystemRules

MAX_SCENE_ITEMS = 200  # entries of one scene key (circumstances, obstacles, intensities...)


def check_scene(setup: dict[str, Any], check: Checker, system: SystemRules, zones: set[str]) -> None:
    _scene_events(setup, check, system)
    _arrivals(setup, check)
    system.check_scene(setup, check, zones)


def _scene_events(setup: dict[str, Any], check: Checker, system: SystemRules) -> None:
    """``scene_events``, in every system: where the system's order has places for them, they may take one."""
    if setup.get(SETUP_KEY) is None:
        return
    check_events(setup[SETUP_KEY], check, ("setup", SETUP_KEY), system.scene_order, system.name)


def _arrivals(setup: dict[str, Any], check: Checker) -> None:
    """A combatant's ``arrives`` names a scene event of the setup, and one who arrives later is engaged
    with nobody at the start (nor anyone with it)."""
    events = {str(e.get("id")) for e in setup.get(SETUP_KEY) or [] if isinstance(e, dict)}
    entries = [e for e in setup.get("combatants") or [] if isinstance(e, dict)]
    later = {str(e.get("id")) for e in entries if e.get(ARRIVES) is not None}
    for index, entry in enumerate(entries):
        spot = ("setup", "combatants", index)
        if entry.get(ARRIVES) is not None:
            event = check.ident(entry[ARRIVES], (*spot, ARRIVES))
            if str(event) not in events:
                raise check.refuse(
                    (*spot, ARRIVES),
                    t("must be the id of one of the setup's scene events, not {value}", value=quote(event)),
                )
            if entry.get("engaged"):
                raise check.refuse(
                    (*spot, "engaged"), t("must be empty: this combatant arrives later, with a scene event")
                )
        for number, other in enumerate(entry.get("engaged") or []):
            if str(other) in later:
                raise check.refuse(
                    (*spot, "engaged", number),
                    t("names {value}, who arrives later, with a scene event", value=quote(other)),
                )
