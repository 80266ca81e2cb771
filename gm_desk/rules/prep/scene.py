"""Prep edits of the scene: scene events (something that happens at a moment of the fight) and zone
hazards (a zone's tag that strikes every round for a while).

A scene event or hazard the rules would refuse is refused in the words of the same check the gate
uses (`scene_event_spec.event_problem`, `zone_hazard_spec.hazard_problem`).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.arrivals import without_event
from gm_desk.rules.prep.edited import Edited, Setup, copied, fresh_id, zone_entry, zone_name
from gm_desk.rules.scene_event_spec import SETUP_KEY, event_problem
from gm_desk.rules.tx import Reject
from gm_desk.rules.zone_hazard_spec import ZoneHazard, hazard_problem

FIXED = N_(
    "The fight has started, so scene events and zone hazards are fixed. Undo back to the start to change them."
)


def scene_rows(setup: Setup) -> list[dict[str, Any]]:
    """The setup's scene events as it lists them."""
    return [dict(row) for row in setup.get(SETUP_KEY) or []]


def _checked(setup: Setup, entry: dict[str, Any]) -> None:
    from gm_desk.rules.rulesets import get_ruleset  # the registry loads the system when asked

    system = get_ruleset(str(setup.get("ruleset")))
    problem = event_problem(entry, system.scene_order, system.name)
    if problem is not None:
        field, why = problem
        raise Reject(
            "BAD_SCENE_EVENT", t("The scene event's {field} {why}.", field=field or t("entry"), why=why)
        )


def _with_rows(setup: Setup, rows: list[dict[str, Any]], words: str, made: str | None = None) -> Edited:
    out = copied(setup)
    if rows:
        out[SETUP_KEY] = rows
    else:
        out.pop(SETUP_KEY, None)
    return Edited(out, words, made)


def add_scene_event(setup: Setup, raw: dict[str, Any]) -> Edited:
    """A new scene event (its fields without an id); `made` is its id."""
    rows = scene_rows(setup)
    event_id = fresh_id("scene", {str(row.get("id")) for row in rows}, len(rows) + 1)
    entry = {**raw, "id": event_id}
    _checked(setup, entry)
    rows.append(entry)
    return _with_rows(setup, rows, t("Add scene event {name}", name=entry.get("name", "")), event_id)


def change_scene_event(setup: Setup, event_id: str, raw: dict[str, Any]) -> Edited:
    rows = scene_rows(setup)
    if not any(row.get("id") == event_id for row in rows):
        raise Reject("BAD_SCENE_EVENT", t("There is no such scene event in this encounter."))
    entry = {**raw, "id": event_id}
    _checked(setup, entry)
    rows = [entry if row.get("id") == event_id else row for row in rows]
    return _with_rows(setup, rows, t("Change scene event {name}", name=entry.get("name", "")))


def remove_scene_event(setup: Setup, event_id: str) -> Edited:
    """The event goes; whoever was to arrive with it starts the fight instead (the notes say who)."""
    rows = scene_rows(setup)
    gone = [row for row in rows if row.get("id") == event_id]
    if not gone:
        raise Reject("BAD_SCENE_EVENT", t("There is no such scene event in this encounter."))
    kept = [row for row in rows if row.get("id") != event_id]
    freed, names = without_event(setup, event_id)
    done = _with_rows(freed, kept, t("Remove scene event {name}", name=gone[0].get("name", "")))
    if not names:
        return done
    note = t("Now there from the start: {names}.", names=", ".join(names))
    return Edited(done.setup, done.words, notes=(note,))


def set_zone_hazard(setup: Setup, zone_id: str, raw: dict[str, Any] | None) -> Edited:
    """Give a zone's tag a timed effect (the tag is added to the zone), or take it away (None)."""
    out = copied(setup)
    zone = zone_entry(out, zone_id)
    name = zone_name(setup, zone_id)
    if raw is None:
        zone.pop("hazard", None)
        return Edited(out, t("Remove the hazard of {zone}", zone=name))
    problem = hazard_problem(raw)
    if problem is not None:
        field, why = problem
        raise Reject("BAD_HAZARD", t("The hazard's {field} {why}.", field=field or t("entry"), why=why))
    hazard = ZoneHazard.from_dict(raw)
    zone["tags"] = sorted({*(zone.get("tags") or []), hazard.tag})
    zone["hazard"] = hazard.to_dict()
    return Edited(out, t("Hazard in {zone}", zone=name))
