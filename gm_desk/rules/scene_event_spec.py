"""Scene events as a setup holds them: a hazard or a happening that comes up with a text for the GM.

A scene event (a lair's trick, a bridge that creaks, a timer) is not a combatant: nobody attacks it, it
never counts for victory or difficulty. It comes up at a round hook (the start or the end of a round),
or, in a system whose chapter has a fixed order, at a place in that order (`SceneOrder`: an initiative
value in 000, a card in 004, a place in 003's order). It comes up once, in round `round`, or, with
`every` N, in round `round` and every N rounds after.

    {"id": "bridge", "name": "The bridge", "text": "The ropes creak; one plank falls.",
     "when": "round_end", "round": 2, "every": 2}
    {"id": "lair", "name": "Lair's trick", "text": "The roots grab.", "when": "order", "at": 20, "every": 1}

Here: the record (`SceneEvent`), its check (`check_events`, worded for the gate and for a setup), and
the reducers and words of the two events the engine logs (`SceneEventFired`, `SceneEventDismissed`).
The engine's part (when they come up) is `scene_events.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, Refusal, quote
from gm_desk.rules.state import EncounterState

SETUP_KEY = "scene_events"  # the setup's list, and the key of their bookkeeping in `state.rs`
ROUND_START, ROUND_END, ORDER = "round_start", "round_end", "order"
WHEN = (ROUND_START, ROUND_END, ORDER)
MAX_EVENTS = 50
MAX_NAME = 80
MAX_TEXT = 2000
MAX_ROUND = 1000
MAX_EVERY = 100
FIELDS = ("id", "name", "text", "when", "at", "round", "every")


@dataclass(frozen=True)
class SceneOrder:
    """What a place in a system's order is, for a scene event that takes one.

    `label` names the number ("initiative", "card", "place"); the event's `at` lies in `lo`..`hi`.
    With `descending`, higher numbers come first (000's initiative). On a tie with a combatant's own
    number, the combatant comes first unless `event_first_on_ties` (003: the event takes the place and
    whoever held it comes after)."""

    label: str  # marked N_(): whoever shows it translates it (t / tr)
    lo: int
    hi: int
    descending: bool = False
    event_first_on_ties: bool = False
    hint: str = ""  # marked N_() too

    def comes_before(self, at: int, slot: int) -> bool:
        """Does an event at `at` come up before the turn of a combatant at `slot`?"""
        if at == slot:
            return self.event_first_on_ties
        return at > slot if self.descending else at < slot

    def sort_key(self, at: int) -> int:
        return -at if self.descending else at


@dataclass(frozen=True)
class SceneEvent:
    id: str
    name: str
    text: str
    when: str = ROUND_START
    at: int | None = None  # the place in the order (when == "order")
    round: int = 1  # the first round it comes up in
    every: int = 0  # 0: once; N: again every N rounds

    def due(self, number: int) -> bool:
        """Does it come up in round `number`?"""
        if number < self.round:
            return False
        if not self.every:
            return number == self.round
        return (number - self.round) % self.every == 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "text": self.text, "when": self.when}
        if self.at is not None:
            out["at"] = self.at
        out["round"] = self.round
        out["every"] = self.every
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SceneEvent:
        """A checked entry (see `check_events`) as a record."""
        at = data.get("at")
        return cls(
            id=str(data["id"]),
            name=str(data["name"]),
            text=str(data["text"]),
            when=str(data.get("when", ROUND_START)),
            at=int(at) if at is not None else None,
            round=int(data.get("round", 1)),
            every=int(data.get("every", 0)),
        )


def when_words(event: SceneEvent, order: SceneOrder | None = None) -> str:
    """When it comes up, in a GM's words: "at the start of round 2 and every 2 rounds after"."""
    fields: dict[str, object] = {"round": event.round, "every": event.every}
    if event.when == ORDER:
        label = t(order.label) if order is not None else t("place")
        fields.update(label=label, at=event.at)
        if not event.every:
            return t("at {label} {at} in round {round}", **fields)
        if event.every == 1:
            if event.round == 1:
                return t("at {label} {at} every round", **fields)
            return t("at {label} {at} every round from round {round}", **fields)
        return t("at {label} {at} in round {round} and every {every} rounds after", **fields)
    if event.when == ROUND_START:
        if not event.every:
            return t("at the start of round {round}", **fields)
        if event.every == 1:
            if event.round == 1:
                return t("at the start of every round")
            return t("at the start of every round from round {round}", **fields)
        return t("at the start of round {round} and every {every} rounds after", **fields)
    if not event.every:
        return t("at the end of round {round}", **fields)
    if event.every == 1:
        if event.round == 1:
            return t("at the end of every round")
        return t("at the end of every round from round {round}", **fields)
    return t("at the end of round {round} and every {every} rounds after", **fields)


# --- the check ------------------------------------------------------------------------------------


def check_event(
    raw: Any, check: Checker, where: tuple[str | int, ...], order: SceneOrder | None, system: str
) -> SceneEvent:
    """One scene event: each field of the right shape and in bounds, or a Refusal naming the field."""
    body = check.obj(raw, where, N_('a scene event: an object with "id", "name", "text" and "when"'))
    extra = sorted(set(body) - set(FIELDS))
    if extra:
        raise check.refuse((*where, extra[0]), t("is not a field of a scene event"))
    for key in ("id", "name", "text"):
        if key not in body:
            raise check.refuse(where, t('needs "{key}"', key=key))
    check.ident(body["id"], (*where, "id"))
    if not isinstance(body["name"], str) or not body["name"].strip():
        raise check.refuse(
            (*where, "name"), t("must be a name for the GM, not {value}", value=quote(body["name"]))
        )
    check.name(body["name"], (*where, "name"), limit=MAX_NAME)
    text = body["text"]
    if not isinstance(text, str) or not text.strip():
        raise check.refuse(
            (*where, "text"),
            t("must be the text the GM reads when it comes up, not {value}", value=quote(text)),
        )
    if len(text) > MAX_TEXT:
        raise check.refuse(
            (*where, "text"),
            t("must be at most {limit} characters long, not {count}", limit=MAX_TEXT, count=len(text)),
        )
    when = body.get("when", ROUND_START)
    if when == ORDER and order is None:
        raise check.refuse(
            (*where, "when"),
            t(
                '"order" has no place in {system}, whose order changes as the fight goes; use "round_start" or "round_end"',
                system=system,
            ),
        )
    check.choice(when, (*where, "when"), WHEN if order is not None else (ROUND_START, ROUND_END))
    if when == ORDER:
        assert order is not None
        if "at" not in body:
            raise check.refuse(
                where,
                t(
                    'needs "at": its {label} ({low} to {high})',
                    label=order.label,
                    low=order.lo,
                    high=order.hi,
                ),
            )
        check.whole(body["at"], (*where, "at"), order.lo, order.hi)
    elif body.get("at") is not None:
        raise check.refuse(
            (*where, "at"), t('is only for "when": "order", not for {value}', value=quote(when))
        )
    if "round" in body:
        check.whole(body["round"], (*where, "round"), 1, MAX_ROUND)
    if "every" in body:
        check.whole(body["every"], (*where, "every"), 0, MAX_EVERY)
    return SceneEvent.from_dict(body)


def check_events(
    raw: Any, check: Checker, where: tuple[str | int, ...], order: SceneOrder | None, system: str
) -> list[SceneEvent]:
    """The setup's scene events (none when absent); ids are unique."""
    found: list[SceneEvent] = []
    seen: set[str] = set()
    for index, item in enumerate(check.items(raw, where, MAX_EVENTS)):
        event = check_event(item, check, (*where, index), order, system)
        if event.id in seen:
            raise check.refuse(
                (*where, index, "id"), t("the scene event id {value} is used twice", value=quote(event.id))
            )
        seen.add(event.id)
        found.append(event)
    return found


def event_problem(raw: Any, order: SceneOrder | None, system: str) -> tuple[str, str] | None:
    """(field, what is wrong) with one scene event as a form would send it, or None."""
    try:
        check_event(raw, Checker("scene event"), (), order, system)
    except Refusal as refusal:
        return refusal.path, refusal.expected
    return None


def read_events(setup: dict[str, Any], order: SceneOrder | None, system: str) -> list[SceneEvent]:
    """A setup's scene events; ValueError with the field and the reason for a bad one."""
    try:
        return check_events(setup.get(SETUP_KEY), Checker("setup"), (SETUP_KEY,), order, system)
    except Refusal as refusal:
        raise ValueError(f"{refusal.path}: {refusal.expected}") from None


# --- bookkeeping in the state, and the reducers -----------------------------------------------------
# state.rs["scene_events"] = {"events": [entry...], "last": {id: round it last came up}, "up": [id...]}:
# "up" are those that came up and the GM has not dismissed yet (the combat panel shows them).


def seed(state: EncounterState, events: list[SceneEvent]) -> None:
    if events:
        state.rs[SETUP_KEY] = {"events": [e.to_dict() for e in events], "last": {}, "up": []}


def book(state: EncounterState) -> dict[str, Any]:
    found: dict[str, Any] = state.rs.get(SETUP_KEY) or {"events": [], "last": {}, "up": []}
    return found


def events_of(state: EncounterState) -> list[SceneEvent]:
    return [SceneEvent.from_dict(e) for e in book(state)["events"]]


def up(state: EncounterState) -> list[SceneEvent]:
    """The scene events that came up and wait for the GM to dismiss them, oldest first."""
    known = {e.id: e for e in events_of(state)}
    return [known[i] for i in book(state)["up"] if i in known]


def _fired(state: EncounterState, data: dict[str, Any]) -> None:
    old = book(state)
    ident = str(data["event"])
    state.rs[SETUP_KEY] = {
        "events": old["events"],
        "last": {**old["last"], ident: data["round"]},
        "up": [i for i in old["up"] if i != ident] + [ident],
    }


def _dismissed(state: EncounterState, data: dict[str, Any]) -> None:
    old = book(state)
    gone = set(map(str, data["events"]))
    state.rs[SETUP_KEY] = {**old, "up": [i for i in old["up"] if i not in gone]}


REDUCERS = {"SceneEventFired": _fired, "SceneEventDismissed": _dismissed}


def describe(event_type: str, data: dict[str, Any]) -> str | None:
    """The log's words for the scene events' own events (None for any other)."""
    if event_type == "SceneEventFired":
        return t("Scene event: {name} — {text}", name=data["name"], text=data["text"])
    if event_type == "SceneEventDismissed":
        names = ", ".join(map(str, data.get("names") or data["events"]))
        return t("Scene event dismissed: {names}.", names=names)
    return None
