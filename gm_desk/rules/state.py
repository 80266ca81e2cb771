"""Encounter state: the combatants, sides, zones, round, phase and turn, as plain serialisable values.

State changes only by folding events (see `engine.py`); nothing here rolls dice or decides rules. The
ruleset keeps its own bookkeeping in the `sched` and `rs` dictionaries (scheduler data, per-combatant
counters), which change through events like everything else.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.i18n import t
from gm_desk.rules.zones import ZoneMap

_ATOMS = (str, int, float, bool, type(None))


def copy_data(value: Any) -> Any:
    """A deep copy of ruleset data (dicts, lists, tuples and sets of plain values), several times
    faster than copy.deepcopy, which snapshots call for every combatant. Anything else is deep-copied
    as before."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {k: copy_data(v) for k, v in value.items()}
    if kind is list:
        return [copy_data(v) for v in value]
    if kind is tuple:
        return tuple(copy_data(v) for v in value)
    if kind is set or kind is frozenset:
        return kind(copy_data(v) for v in value)
    return copy.deepcopy(value)


ACTIVE = "active"
DOWN = "down"  # out of the fight for now: unconscious, bleeding out, incapacitated, broken
DEAD = "dead"
FLED = "fled"
SURRENDERED = "surrendered"
REMOVED = "removed"
STATUSES = (ACTIVE, DOWN, DEAD, FLED, SURRENDERED, REMOVED)

PC = "PC"
NPC = "NPC"

# A combatant flag: prepared out of sight. It is left out of the shown order until it first acts or the
# GM reveals it (`gm.reveal`); a setup entry says `"hidden": true` (or lists the flag).
HIDDEN = "hidden"
# How a side stands in the fight.
STANCES = ("party", "hostile", "neutral")


@dataclass(slots=True)
class Condition:
    """A condition with a duration that ticks at the hook its ruleset names."""

    id: str
    name: str
    remaining: int | None = None  # None: lasts until removed
    tick: str = "round_end"  # round_start | round_end | turn_start | turn_end | none
    applied_turn: int = 0  # the state's turn number when it was applied
    source: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "remaining": self.remaining,
            "tick": self.tick,
            "applied_turn": self.applied_turn,
            "source": self.source,
            "data": dict(self.data),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Condition:
        return cls(
            id=str(data["id"]),
            name=str(data["name"]),
            remaining=data.get("remaining"),
            tick=str(data.get("tick", "round_end")),
            applied_turn=int(data.get("applied_turn", 0)),
            source=data.get("source"),
            data=dict(data.get("data", {})),
        )


@dataclass(slots=True)
class Combatant:
    id: str
    name: str
    kind: str  # PC or NPC
    side: str
    stats: dict[str, Any] = field(default_factory=dict)  # stat block or PC sheet; read-only in a fight
    zone: str | None = None
    group: str | None = None
    status: str = ACTIVE
    substatus: str | None = None
    res: dict[str, int] = field(default_factory=dict)  # current values of tracks: strain, health...
    engaged: set[str] = field(default_factory=set)
    conditions: list[Condition] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    rs: dict[str, Any] = field(default_factory=dict)  # the ruleset's own per-combatant data
    ref: str | None = None  # the bestiary entry or party member it came from

    @property
    def is_pc(self) -> bool:
        return self.kind == PC

    @property
    def active(self) -> bool:
        return self.status == ACTIVE

    @property
    def hidden(self) -> bool:
        return HIDDEN in self.flags

    def clone(self) -> Combatant:
        return Combatant(
            self.id,
            self.name,
            self.kind,
            self.side,
            self.stats,  # never mutated during a fight: shared between snapshots
            self.zone,
            self.group,
            self.status,
            self.substatus,
            dict(self.res),
            set(self.engaged),
            [
                Condition(c.id, c.name, c.remaining, c.tick, c.applied_turn, c.source, dict(c.data))
                for c in self.conditions
            ],
            set(self.flags),
            copy_data(self.rs) if self.rs else {},
            self.ref,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "side": self.side,
            "stats": copy.deepcopy(self.stats),
            "zone": self.zone,
            "group": self.group,
            "status": self.status,
            "substatus": self.substatus,
            "res": dict(self.res),
            "engaged": sorted(self.engaged),
            "conditions": [c.to_dict() for c in self.conditions],
            "flags": sorted(self.flags),
            "rs": copy.deepcopy(self.rs),
            "ref": self.ref,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Combatant:
        kind = str(data.get("kind", NPC)).upper()
        if kind not in (PC, NPC):
            raise ValueError(t("A combatant is a PC or an NPC, not '{kind}'.", kind=kind))
        return cls(
            id=str(data["id"]),
            name=str(data.get("name") or data["id"]),
            kind=kind,
            side=str(data["side"]),
            stats=copy.deepcopy(dict(data.get("stats", {}))),
            zone=data.get("zone"),
            group=data.get("group"),
            status=str(data.get("status", ACTIVE)),
            substatus=data.get("substatus"),
            res={str(k): int(v) for k, v in dict(data.get("res", {})).items()},
            engaged=set(data.get("engaged", ())),
            conditions=[Condition.from_dict(c) for c in data.get("conditions", ())],
            flags=set(data.get("flags", ())) | ({HIDDEN} if data.get("hidden") is True else set()),
            rs=copy.deepcopy(dict(data.get("rs", {}))),
            ref=data.get("ref"),
        )


@dataclass(slots=True)
class Side:
    id: str
    name: str
    stance: str = "hostile"  # party | hostile | neutral
    allies: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "stance": self.stance, "allies": list(self.allies)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Side:
        return cls(
            str(data["id"]),
            str(data.get("name") or data["id"]),
            str(data.get("stance", "hostile")),
            tuple(data.get("allies", ())),
        )


@dataclass(slots=True)
class Turn:
    actor: str
    number: int
    budget: dict[str, int] = field(default_factory=dict)
    spent: list[str] = field(default_factory=list)  # what the actor did this turn, in order
    granted: dict[str, int] = field(default_factory=dict)  # the budget as given, before any spending

    def clone(self) -> Turn:
        return Turn(self.actor, self.number, dict(self.budget), list(self.spent), dict(self.granted))

    def to_dict(self) -> dict[str, Any]:
        return {
            "actor": self.actor,
            "number": self.number,
            "budget": dict(self.budget),
            "spent": list(self.spent),
            "granted": dict(self.granted),
        }


@dataclass(slots=True)
class EncounterState:
    ruleset: str
    options: dict[str, Any]
    zones: ZoneMap
    sides: dict[str, Side]
    combatants: dict[str, Combatant]
    name: str = "Encounter"
    round: int = 0
    phase: str = "setup"
    turn: Turn | None = None
    turn_count: int = 0  # turns started so far; conditions remember it
    sched: dict[str, Any] = field(default_factory=dict)  # the ruleset's scheduler data
    rs: dict[str, Any] = field(default_factory=dict)  # the ruleset's encounter-wide data
    outcome: dict[str, Any] | None = None
    started: bool = False
    next_id: int = 1  # for conditions and late joiners: ids that replay identically

    # --- lookups ----------------------------------------------------------------------------------

    def get(self, cid: str) -> Combatant:
        try:
            return self.combatants[cid]
        except KeyError:
            raise KeyError(t("No combatant '{cid}' in this encounter.", cid=cid)) from None

    def pcs(self) -> list[Combatant]:
        return [c for c in self.combatants.values() if c.kind == PC and c.status != REMOVED]

    def npcs(self) -> list[Combatant]:
        return [c for c in self.combatants.values() if c.kind == NPC and c.status != REMOVED]

    def on_side(self, side: str) -> list[Combatant]:
        return [c for c in self.combatants.values() if c.side == side and c.status != REMOVED]

    def enemies_of(self, cid: str) -> list[Combatant]:
        me = self.get(cid)
        mine = self.sides.get(me.side)
        friends = {me.side, *(mine.allies if mine else ())}
        return [c for c in self.combatants.values() if c.side not in friends and c.status != REMOVED]

    def distance(self, a: str, b: str) -> int:
        za, zb = self.get(a).zone, self.get(b).zone
        if za is None or zb is None:
            raise KeyError(t("Both combatants must stand in a zone."))
        return self.zones.hops(za, zb)

    def name_of(self, cid: Any) -> str:
        """A combatant's name for the log and the UI; anything else (an unknown id, None) as text."""
        c = self.combatants.get(cid) if isinstance(cid, str) else None
        return c.name if c is not None else str(cid)

    @property
    def actor(self) -> str | None:
        return self.turn.actor if self.turn else None

    # --- copying and serialising ------------------------------------------------------------------

    def clone(self) -> EncounterState:
        """A copy for snapshots. The zone map and stat blocks are shared: a fight never mutates them."""
        return EncounterState(
            self.ruleset,
            self.options,
            self.zones,
            dict(self.sides),
            {cid: c.clone() for cid, c in self.combatants.items()},
            self.name,
            self.round,
            self.phase,
            self.turn.clone() if self.turn else None,
            self.turn_count,
            copy_data(self.sched),
            copy_data(self.rs),
            copy_data(self.outcome),
            self.started,
            self.next_id,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "name": self.name,
            "options": dict(self.options),
            "round": self.round,
            "phase": self.phase,
            "turn": self.turn.to_dict() if self.turn else None,
            "turn_count": self.turn_count,
            "started": self.started,
            "outcome": copy.deepcopy(self.outcome),
            "sched": copy.deepcopy(self.sched),
            "rs": copy.deepcopy(self.rs),
            "sides": [s.to_dict() for s in self.sides.values()],
            "combatants": [c.to_dict() for c in self.combatants.values()],
            "zones": self.zones.to_dict(),
        }


def name_of(state: EncounterState | None, cid: Any) -> str:
    """`state.name_of(cid)`, for words written with or without a state at hand."""
    return state.name_of(cid) if state is not None else str(cid)
