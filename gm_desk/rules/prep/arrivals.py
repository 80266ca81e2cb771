"""Prep edits of reinforcements: who arrives later, with which scene event, instead of starting the fight.

A combatant of the setup with `"arrives": <scene event id>` waits until that event comes up (see
`gm_desk.rules.arrivals`). `arrive_with` ties a combatant to an event (None: it starts the fight again);
`arrive_at_round` ties it to the reinforcements' event at the start of a round, made when missing.
"""

from __future__ import annotations

from gm_desk.rules.arrival_book import SETUP_KEY
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entries, combatant_entry, copied, fresh_id
from gm_desk.rules.scene_event_spec import MAX_ROUND, ROUND_START
from gm_desk.rules.scene_event_spec import SETUP_KEY as EVENTS
from gm_desk.rules.tx import Reject

FIXED = N_("The fight has started, so who arrives when is fixed. Undo back to the start to change it.")
REINFORCEMENTS = "reinforcements"  # the id prefix of the events `arrive_at_round` makes


def _event(setup: Setup, event_id: str) -> dict[str, object]:
    for row in setup.get(EVENTS) or []:
        if row.get("id") == event_id:
            return dict(row)
    raise Reject("BAD_SCENE_EVENT", t("There is no such scene event in this encounter."))


def arrive_with(setup: Setup, cid: str, event_id: str | None) -> Edited:
    """`cid` arrives when the scene event comes up (None: it is there from the start); it is engaged
    with nobody until then."""
    entry = combatant_entry(setup, cid)
    name = str(entry.get("name") or cid)
    out = copied(setup)
    for other in combatant_entries(out):
        if other.get("id") == cid:
            if event_id is None:
                other.pop(SETUP_KEY, None)
            else:
                other[SETUP_KEY] = event_id
                other["engaged"] = []
        elif event_id is not None:
            other["engaged"] = [o for o in other.get("engaged") or [] if o != cid]
    if event_id is None:
        return Edited(out, t("{name} is there from the start", name=name))
    event = _event(setup, event_id)
    return Edited(out, t("{name} arrives with {event}", name=name, event=event.get("name", event_id)))


def arrive_at_round(setup: Setup, cid: str, number: int) -> Edited:
    """`cid` arrives at the start of round `number`, with the reinforcements' event of that round (made
    when the setup has none yet); `made` is the event's id."""
    if isinstance(number, bool) or not isinstance(number, int) or not 2 <= number <= MAX_ROUND:
        raise Reject("BAD_SCENE_EVENT", t("Reinforcements arrive in round 2 to {last}.", last=MAX_ROUND))
    rows = [dict(row) for row in setup.get(EVENTS) or []]
    found = next(
        (
            row
            for row in rows
            if str(row.get("id", "")).startswith(REINFORCEMENTS)
            and row.get("when") == ROUND_START
            and row.get("round") == number
            and not row.get("every")
        ),
        None,
    )
    out = copied(setup)
    if found is None:
        event_id = fresh_id(REINFORCEMENTS, {str(row.get("id")) for row in rows}, 1)
        found = {
            "id": event_id,
            "name": t("Reinforcements, round {n}", n=number),
            "text": t("Reinforcements arrive."),
            "when": ROUND_START,
            "round": number,
            "every": 0,
        }
        out[EVENTS] = [*rows, found]
    done = arrive_with(out, cid, str(found["id"]))
    return Edited(done.setup, done.words, str(found["id"]))


def without_event(setup: Setup, event_id: str) -> tuple[Setup, list[str]]:
    """A copy of `setup` where nobody arrives with `event_id` any more (they start the fight), and their
    names (for the words of the edit that removes the event)."""
    out = copied(setup)
    names = []
    for entry in combatant_entries(out):
        if entry.get(SETUP_KEY) == event_id:
            entry.pop(SETUP_KEY)
            names.append(str(entry.get("name") or entry.get("id")))
    return out, names
