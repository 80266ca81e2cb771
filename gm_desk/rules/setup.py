"""Encounter setups: the JSON-able description of a fight before its first command.

A setup names the ruleset and its options, the zone map, the sides and the combatants with their stat
blocks and positions. `state_from_setup` checks it and builds the starting state; a bad setup raises
`SetupError` with a sentence for the GM and builds nothing.
"""

from __future__ import annotations

from typing import Any, Protocol

from gm_desk.rules import arrival_book, groups, live_hazards, scene_event_spec
from gm_desk.rules.i18n import t
from gm_desk.rules.scene_event_spec import SceneOrder
from gm_desk.rules.state import STANCES, Combatant, EncounterState, Side
from gm_desk.rules.zones import ZoneError, ZoneMap


class SetupReader(Protocol):
    """What building the starting state needs of a combat system (every `Ruleset` is one)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def scene_order(self) -> SceneOrder | None: ...

    def check_combatant(self, c: Combatant) -> list[str]: ...

    def initial_resources(self, c: Combatant) -> dict[str, int]: ...

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]: ...

    def initial_data(self, setup: dict[str, Any]) -> dict[str, Any]: ...


SETUP_FORMAT = 1


class SetupError(ValueError):
    """A setup that cannot start a fight."""


def state_from_setup(setup: dict[str, Any], ruleset: SetupReader) -> EncounterState:
    if not isinstance(setup, dict):
        raise SetupError(t("An encounter setup is an object."))
    if setup.get("ruleset") != ruleset.id:
        raise SetupError(
            t("This setup is for '{given}', not '{system}'.", given=setup.get("ruleset"), system=ruleset.id)
        )
    try:
        zones = ZoneMap.from_dict(setup.get("zones", {}))
    except (ZoneError, KeyError, TypeError, ValueError) as exc:
        raise SetupError(t("The zone map is not valid: {error}", error=exc)) from None
    sides = {}
    for raw in setup.get("sides", []):
        side = Side.from_dict(raw)
        if side.id in sides:
            raise SetupError(t("The side '{side}' is listed twice.", side=side.id))
        if side.stance not in STANCES:
            raise SetupError(
                t(
                    "{side}: a side is {stances}, not '{stance}'.",
                    side=side.name,
                    stances=", ".join(STANCES),
                    stance=side.stance,
                )
            )
        sides[side.id] = side
    for side in sides.values():
        for ally in side.allies:
            if ally not in sides or ally == side.id:
                raise SetupError(
                    t(
                        "{side} names an ally side that is not in the encounter: '{ally}'.",
                        side=side.name,
                        ally=ally,
                    )
                )
    combatants: dict[str, Combatant] = {}
    arriving: dict[str, str] = {}  # reinforcements (arrival_book): id -> the scene event they come with
    for raw in setup.get("combatants", []):
        try:
            c = Combatant.from_dict(raw)
        except (KeyError, TypeError, ValueError) as exc:
            raise SetupError(t("A combatant is not valid: {error}", error=exc)) from None
        if c.id in combatants:
            raise SetupError(t("Two combatants share the id '{cid}'.", cid=c.id))
        if arrival_book.is_waiting(raw):
            arriving[c.id] = str(raw[arrival_book.SETUP_KEY])
        if c.side not in sides:
            sides[c.side] = Side(c.side, c.side.title(), "party" if c.kind == "PC" else "hostile")
        if c.zone is not None and c.zone not in zones.zones:
            raise SetupError(t("{name} stands in an unknown zone '{zone}'.", name=c.name, zone=c.zone))
        problems = ruleset.check_combatant(c)
        if problems:
            raise SetupError(t("{name}: {problem}", name=c.name, problem=problems[0]))
        c.res = {**ruleset.initial_resources(c), **c.res}
        combatants[c.id] = c
    for c in combatants.values():
        if c.engaged and (c.id in arriving or set(c.engaged) & set(arriving)):
            raise SetupError(
                t("{name} is engaged with someone who has not arrived yet.", name=c.name)
                if c.id not in arriving
                else t("{name} arrives later, so it cannot be engaged at the start.", name=c.name)
            )
        for other in list(c.engaged):
            if other not in combatants:
                raise SetupError(
                    t("{name} is engaged with an unknown combatant '{other}'.", name=c.name, other=other)
                )
            if combatants[other].zone != c.zone:
                raise SetupError(
                    t(
                        "{name} and {other} are engaged but stand in different zones.",
                        name=c.name,
                        other=combatants[other].name,
                    )
                )
            combatants[other].engaged.add(c.id)
    _read_groups(setup, combatants)
    options = ruleset.resolve_options(setup.get("options", {}))
    try:
        scene_events = scene_event_spec.read_events(setup, ruleset.scene_order, ruleset.name)
    except ValueError as exc:
        raise SetupError(t("A scene event is not valid: {error}", error=exc)) from None
    known_events = {e.id for e in scene_events}
    for cid, event in arriving.items():
        if event not in known_events:
            raise SetupError(
                t(
                    "{name} arrives with the scene event '{event}', which this encounter does not have.",
                    name=combatants[cid].name,
                    event=event,
                )
            )
    waiting = [combatants.pop(cid) for cid in arriving]
    state = EncounterState(
        ruleset=ruleset.id,
        options=options,
        zones=zones,
        sides=sides,
        combatants=combatants,
        name=str(setup.get("name") or "Encounter"),
    )
    state.rs = ruleset.initial_data(arrival_book.present_setup(setup))
    scene_event_spec.seed(state, scene_events)
    live_hazards.seed(state)
    arrival_book.seed(state, waiting, arriving)
    return state


def _read_groups(setup: dict[str, Any], combatants: dict[str, Combatant]) -> None:
    """Each combatant's group, from its own entry or from `setup.groups`; a group stands on one side."""
    found = groups.problems(setup)
    if found:
        raise SetupError(found[0])
    for name, ids in groups.members(setup).items():
        for cid in ids:
            combatants[cid].group = name
