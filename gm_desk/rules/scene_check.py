"""The gate's checks for the setup keys only one system reads (its scene data), before that system does.

A ruleset reads these keys in its `initial_data`; a malformed one used to reach it and come back as
"The scene is not valid: 'skill'". Here each key's shape is checked first and refused like every other
field, with its path and what was expected. A system whose scene keys are checked adds one function to
``CHECKS``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, quote
from gm_desk.rules.scene_event_spec import SETUP_KEY, check_events

MAX_SCENE_ITEMS = 200
# The cards system's own words, restated: the UI reaches this module, and the UI may not import a system's
# insides (pyproject's import contract). tests/rules/test_gate_whole_blocks.py holds them equal.
CARD_SKILLS = (
    "strike", "force", "shoot", "finesse", "sneak", "endure", "track", "read", "persuade", "intimidate",
    "cast",
)  # fmt: skip
CARD_MAX_EXTRA = 5
CARD_MANEUVERS = ("slow", "fast")


def check_scene(setup: dict[str, Any], check: Checker, ruleset: str, zones: set[str]) -> None:
    _scene_events(setup, check, ruleset)
    checker = CHECKS.get(ruleset)
    if checker is not None:
        checker(setup, check, zones)


def _scene_events(setup: dict[str, Any], check: Checker, ruleset: str) -> None:
    """``scene_events``, in every system: where the system's order has places for them, they may take one."""
    if setup.get(SETUP_KEY) is None:
        return
    from gm_desk.rules.rulesets import get_ruleset

    system = get_ruleset(ruleset)
    check_events(setup[SETUP_KEY], check, ("setup", SETUP_KEY), system.scene_order, system.name)


def _whole(value: Any, steps: tuple[str | int, ...], check: Checker, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise check.refuse(
            steps,
            t(
                "must be a whole number from {low} to {high}, not {value}",
                low=low,
                high=high,
                value=quote(value),
            ),
        )
    return value


def _cards(setup: dict[str, Any], check: Checker, zones: set[str]) -> None:
    skills = CARD_SKILLS
    where: tuple[str | int, ...] = ("setup", "circumstances")
    for index, raw in enumerate(check.items(setup.get("circumstances"), where, MAX_SCENE_ITEMS)):
        item = check.obj(raw, (*where, index), N_('a circumstance: an object with a "skill"'))
        if "skill" not in item:
            raise check.refuse((*where, index), t("needs a skill"))
        _skill(item["skill"], (*where, index, "skill"), check, skills)
        if "extra" in item:
            _whole(item["extra"], (*where, index, "extra"), check, 0, CARD_MAX_EXTRA)
        if item.get("cause") is not None:
            check.name(item["cause"], (*where, index, "cause"), limit=80)
    where = ("setup", "obstacles")
    for index, raw in enumerate(check.items(setup.get("obstacles"), where, MAX_SCENE_ITEMS)):
        spot = (*where, index)
        item = check.obj(raw, spot, N_('an obstacle: an object with "between" (two zone ids)'))
        between = item.get("between")
        if not isinstance(between, list) or len(between) != 2:
            raise check.refuse(
                (*spot, "between"),
                t('must be a pair of zone ids like ["a", "b"], not {value}', value=quote(between)),
            )
        for end in (0, 1):
            if not isinstance(between[end], str) or between[end] not in zones:
                raise check.refuse(
                    (*spot, "between", end),
                    t("must be the id of a zone of the map, not {value}", value=quote(between[end])),
                )
        if "skill" in item:
            _skill(item["skill"], (*spot, "skill"), check, skills)
        if "successes" in item:
            _whole(item["successes"], (*spot, "successes"), check, 1, 10)
        if "maneuver" in item:
            check.choice(item["maneuver"], (*spot, "maneuver"), CARD_MANEUVERS)
        if item.get("name") is not None:
            check.name(item["name"], (*spot, "name"), limit=80)
    where = ("setup", "fire_table")
    if setup.get("fire_table") is not None:
        table = check.obj(setup["fire_table"], where, N_("an object of fire intensities"))
        if len(table) > MAX_SCENE_ITEMS:
            raise check.refuse(
                where,
                t(
                    "may hold at most {limit} intensities, not {count}",
                    limit=MAX_SCENE_ITEMS,
                    count=len(table),
                ),
            )
        for name, raw in table.items():
            row = check.obj(raw, (*where, name), N_('an intensity: an object with "damage" and "extinguish"'))
            for key in ("damage", "extinguish"):
                if key not in row:
                    raise check.refuse((*where, name), t('needs "{key}"', key=key))
                _whole(row[key], (*where, name, key), check, 0, 999)


def _skill(value: Any, steps: tuple[str | int, ...], check: Checker, skills: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value.lower() not in skills:
        allowed = ", ".join(skills)
        raise check.refuse(
            steps,
            t("must be one of the skills ({allowed}), not {value}", allowed=allowed, value=quote(value)),
        )


def _marching(setup: dict[str, Any], check: Checker, zones: set[str]) -> None:
    for key in ("positions", "sees", "distances"):
        if key in setup:  # null too: the system reads each as a table
            table = check.obj(setup[key], ("setup", key), N_("an object keyed by combatant id"))
            for cid, value in table.items():
                if key == "sees":
                    check.obj(
                        value, ("setup", key, cid), N_("an object of combatant ids, each true or false")
                    )
                elif key == "distances":
                    _whole(value, ("setup", key, cid), check, 0, 10_000)
    for key in ("marching_order", "surprised"):
        if key == "surprised" and key in setup and setup[key] is None:
            raise check.refuse(("setup", key), t("must not be null: leave the field out instead"))
        for number, cid in enumerate(check.items(setup.get(key), ("setup", key), 1000)):
            check.ident(cid, ("setup", key, number))


CHECKS: dict[str, Callable[[dict[str, Any], Checker, set[str]], None]] = {
    "cards": _cards,
    "marching": _marching,
}
