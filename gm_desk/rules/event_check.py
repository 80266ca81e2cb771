"""The gate's check of a logged event's fields, before the engine reads the log.

Replaying a log folds its events; it does not read every field of every event. The log's words, the
recap and the combat log do, so an event that lacks one (a hand-edited file, a hostile one) would pass
the replay and fail later, far from the gate. Two checks close that gap:

- `check_event` (here), at the gate's shape stage: each event every system shares (those the engine
  itself, the scene events and the zone hazards emit) must carry the fields their readers read, of the
  right kind (`FIELDS`); a system's own events carry what their system reads, checked by the next step.
- `gm_desk.rules.encounter_file.walk_log`, once the log replays: every event is folded again from the
  setup and put into words, in order, and the first one that cannot be is refused with its place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, quote

Steps = tuple[str | int, ...]


def _text(value: Any) -> bool:
    return isinstance(value, str)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ident(value: Any) -> bool:
    return isinstance(value, str) or _whole(value)


def _object(value: Any) -> bool:
    return isinstance(value, dict)


def _flag(value: Any) -> bool:
    return isinstance(value, bool)


def _idents(value: Any) -> bool:
    return isinstance(value, list) and all(_ident(item) for item in value)


def _wholes(value: Any) -> bool:
    return isinstance(value, list) and all(_whole(item) for item in value)


def _counters(value: Any) -> bool:
    return isinstance(value, dict) and all(_whole(amount) for amount in value.values())


def _maybe(kind: Callable[[Any], bool]) -> Callable[[Any], bool]:
    def check(value: Any) -> bool:
        return value is None or kind(value)

    return check


Kind = tuple[Callable[[Any], bool], str]
TEXT: Kind = (_text, N_("text"))
WHOLE: Kind = (_whole, N_("a whole number"))
IDENT: Kind = (_ident, N_("an id"))
OBJECT: Kind = (_object, N_("an object of named fields"))
FLAG: Kind = (_flag, N_("true or false"))
IDENTS: Kind = (_idents, N_("a list of ids"))
WHOLES: Kind = (_wholes, N_("a list of whole numbers"))
COUNTERS: Kind = (_counters, N_("an object of whole numbers"))
MAYBE_TEXT: Kind = (_maybe(_text), N_("text, or null"))
MAYBE_WHOLE: Kind = (_maybe(_whole), N_("a whole number, or null"))
MAYBE_IDENT: Kind = (_maybe(_ident), N_("an id, or null"))

# Per shared event: the fields it must carry, and the fields it may carry (checked when present).
Fields = tuple[dict[str, Kind], dict[str, Kind]]
FIELDS: dict[str, Fields] = {
    "EncounterStarted": ({"options": OBJECT}, {}),
    "RoundStarted": ({"round": WHOLE}, {}),
    "RoundEnded": ({"round": WHOLE}, {}),
    "PhaseChanged": ({"phase": TEXT}, {}),
    "TurnStarted": ({"actor": IDENT}, {"budget": COUNTERS}),
    "TurnEnded": ({}, {"actor": MAYBE_IDENT}),
    "TurnSkipped": ({}, {"actor": MAYBE_IDENT, "why": TEXT}),
    "BudgetSpent": ({"actor": IDENT, "action": TEXT, "costs": COUNTERS}, {"off_turn": FLAG}),
    "BudgetSet": ({"actor": IDENT, "budget": COUNTERS}, {"off_turn": FLAG}),
    "RollMade": (
        {"expr": TEXT, "total": WHOLE},
        {
            "faces": WHOLES,
            "kept": WHOLES,
            "natural": MAYBE_WHOLE,
            "source": TEXT,
            "purpose": MAYBE_TEXT,
            "actor": MAYBE_IDENT,
        },
    ),
    "ResourceChanged": ({"cid": IDENT, "res": TEXT, "value": WHOLE}, {}),
    "StatusChanged": ({"cid": IDENT, "status": TEXT}, {"substatus": MAYBE_TEXT}),
    "Moved": ({"cid": IDENT, "to": IDENT}, {}),
    "Engaged": ({"a": IDENT, "b": IDENT}, {}),
    "Disengaged": ({"a": IDENT, "b": IDENT}, {}),
    "ConditionAdded": ({"cid": IDENT, "condition": OBJECT}, {}),
    "ConditionTicked": ({"cid": IDENT, "condition": IDENT}, {"name": TEXT}),
    "ConditionRemoved": ({"cid": IDENT, "condition": IDENT}, {"name": TEXT, "reason": TEXT}),
    "SchedulerChanged": ({"changes": OBJECT}, {}),
    "RulesetDataChanged": ({"changes": OBJECT}, {}),
    "CombatantDataChanged": ({"cid": IDENT, "changes": OBJECT}, {}),
    "FlagChanged": ({"cid": IDENT, "flag": TEXT, "on": FLAG}, {}),
    "Revealed": ({"cid": IDENT}, {}),
    "CombatantAdded": ({"combatant": OBJECT}, {}),
    "CombatantRemoved": ({"cid": IDENT}, {"name": TEXT}),
    "SideAdded": ({"side": OBJECT}, {}),
    "StatsReplaced": ({"cid": IDENT, "stats": OBJECT, "was": OBJECT}, {}),
    "EncounterEnded": ({"result": TEXT}, {}),
    "GMOverrideApplied": ({"what": TEXT}, {"reason": MAYBE_TEXT}),
    "Note": ({"text": TEXT}, {}),
    "SceneEventFired": (
        {"event": IDENT, "name": TEXT, "text": TEXT, "round": WHOLE},
        {"hook": TEXT, "before": MAYBE_IDENT},
    ),
    "SceneEventDismissed": ({"events": IDENTS}, {"names": IDENTS}),
    "ZoneHazardStruck": (
        {"tag": TEXT, "zone": IDENT, "amount": WHOLE, "victims": IDENTS},
        {"rolled": FLAG},
    ),
    "ZoneHazardSpread": ({"hazard": OBJECT, "from": IDENT, "to": IDENT}, {"left": MAYBE_WHOLE}),
    "ZoneHazardTicked": ({"tag": TEXT, "zone": IDENT, "left": WHOLE}, {}),
    "ZoneHazardEnded": ({"tag": TEXT, "zone": IDENT}, {}),
    "ZoneAdded": ({"zone": OBJECT}, {}),
    "Arrived": ({"cid": IDENT, "combatant": OBJECT}, {"event": MAYBE_IDENT}),
    "ArrivalsAwaited": ({"result": TEXT, "names": TEXT}, {"why": TEXT}),
    "ZonesLinked": ({"a": IDENT, "b": IDENT}, {}),
    "ZonesUnlinked": ({"a": IDENT, "b": IDENT}, {}),
    "ZoneTagsChanged": ({"zone": IDENT, "tags": IDENTS}, {"was": IDENTS}),
}
# Objects an event carries whose own fields its readers read.
INNER: dict[tuple[str, str], dict[str, Kind]] = {
    ("ConditionAdded", "condition"): {"id": IDENT, "name": TEXT},
    ("CombatantAdded", "combatant"): {"id": IDENT, "side": IDENT},
    ("SideAdded", "side"): {"id": IDENT},
    ("ZoneHazardSpread", "hazard"): {"tag": TEXT},
    ("ZoneAdded", "zone"): {"id": IDENT},
    ("Arrived", "combatant"): {"id": IDENT, "side": IDENT},
}


def check_event(event: dict[str, Any], check: Checker, where: Steps) -> None:
    """The fields of one logged event every system shares; a Refusal at the first missing or wrong one.
    An event of a system's own is left to `walk_log`."""
    kind = event.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        return
    fields = FIELDS[kind]
    needed, optional = fields
    _fields(event, needed, True, kind, check, where)
    _fields(event, optional, False, kind, check, where)
    for (owner, key), inner in INNER.items():
        if owner == kind:
            _fields(event[key], inner, True, kind, check, (*where, key), inside=key)


def _fields(
    body: dict[str, Any],
    kinds: dict[str, Kind],
    needed: bool,
    event: str,
    check: Checker,
    where: Steps,
    inside: str | None = None,
) -> None:
    for key, (fits, words) in kinds.items():
        if key not in body:
            if not needed:
                continue
            if inside is None:
                expected = t("is missing: a {type} event carries it ({kind})", type=event, kind=t(words))
            else:
                expected = t(
                    "is missing: the {part} of a {type} event carries it ({kind})",
                    part=inside,
                    type=event,
                    kind=t(words),
                )
            raise check.refuse((*where, key), expected)
        if not fits(body[key]):
            raise check.refuse(
                (*where, key),
                t("must be {kind}, not {value}", kind=t(words), value=quote(body[key])),
            )


__all__ = ["FIELDS", "check_event"]
