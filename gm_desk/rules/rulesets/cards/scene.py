"""The GM's scene data in an Initiative Cards fight: circumstances, obstacles and the fire table.

These setup keys are this system's alone: `check_keys` is the gate's check of their shape (each malformed
one refused with its path, before the ruleset reads it), `initial_data` reads them into the fight's
data. The words they may use are the system's own: its skills (`model.SKILLS`), the extra successes
a circumstance may demand (`circumstances.MAX_EXTRA`) and the maneuver an obstacle costs
(`movement.MANEUVER_KINDS`).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, quote
from gm_desk.rules.rulesets.cards import circumstances, model, movement
from gm_desk.rules.scene_check import MAX_SCENE_ITEMS
from gm_desk.rules.setup import SetupError

SKILLS = tuple(model.SKILLS)
MAX_EXTRA = circumstances.MAX_EXTRA
MANEUVERS = tuple(movement.MANEUVER_KINDS)


def initial_data(setup: dict[str, Any]) -> dict[str, Any]:
    """The scene keys as the fight keeps them; SetupError for one that cannot be read."""
    try:
        data: dict[str, Any] = {
            "circumstances": circumstances.parse(setup.get("circumstances")),
            "obstacles": movement.parse_obstacles(setup.get("obstacles")),
        }
        table = setup.get("fire_table") or {}
        data["fire_table"] = {
            str(name): {"damage": int(v["damage"]), "extinguish": max(1, int(v["extinguish"]))}
            for name, v in table.items()
        }
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SetupError(t("The scene is not valid: {error}", error=exc)) from None
    return data


def check_keys(setup: dict[str, Any], check: Checker, zones: set[str]) -> None:
    """The gate's check of the scene keys: each refused with its path and what was expected."""
    skills = SKILLS
    where: tuple[str | int, ...] = ("setup", "circumstances")
    for index, raw in enumerate(check.items(setup.get("circumstances"), where, MAX_SCENE_ITEMS)):
        item = check.obj(raw, (*where, index), N_('a circumstance: an object with a "skill"'))
        if "skill" not in item:
            raise check.refuse((*where, index), t("needs a skill"))
        _skill(item["skill"], (*where, index, "skill"), check, skills)
        if "extra" in item:
            check.whole(item["extra"], (*where, index, "extra"), 0, MAX_EXTRA)
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
            check.whole(item["successes"], (*spot, "successes"), 1, 10)
        if "maneuver" in item:
            check.choice(item["maneuver"], (*spot, "maneuver"), MANEUVERS)
        if item.get("name") is not None:
            check.name(item["name"], (*spot, "name"), limit=80)
    where = ("setup", "fire_table")
    if setup.get("fire_table") is not None:
        table = check.obj(setup["fire_table"], where, N_("an object of fire intensities"))
        if len(table) > MAX_SCENE_ITEMS:
            raise check.refuse(
                where,
                t("may hold at most {limit} intensities, not {count}", limit=MAX_SCENE_ITEMS, count=len(table)),
            )
        for name, raw in table.items():
            row = check.obj(raw, (*where, name), N_('an intensity: an object with "damage" and "extinguish"'))
            for key in ("damage", "extinguish"):
                if key not in row:
                    raise check.refuse((*where, name), t('needs "{key}"', key=key))
                check.whole(row[key], (*where, name, key), 0, 999)


def _skill(value: Any, steps: tuple[str | int, ...], check: Checker, skills: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value.lower() not in skills:
        allowed = ", ".join(skills)
        raise check.refuse(
            steps,
            t("must be one of the skills ({allowed}), not {value}", allowed=allowed, value=quote(value)),
        )
