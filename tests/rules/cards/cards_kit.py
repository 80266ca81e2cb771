"""Building blocks for the Initiative Cards tests: setups, scripted dice, scripted card draws.

Dice are scripted: `push(enc, *faces)` queues faces for the next rolls, `pool(s, n)` gives the faces
of an n-dice pool scoring s successes (a success is a 6 by default). A card is drawn by a 1d<cards
left> roll used as an index into the sorted deck, so `draw(enc, holder, 7)` queues the index that
picks the 7 and sends `cards.draw`.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from gm_desk.rules.dice import DiceBox
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command

ZONES = {
    "zones": [{"id": z, "name": z} for z in ("Z1", "Z2", "Z3", "Z4", "Z5")],
    "links": [["Z1", "Z2"], ["Z2", "Z3"], ["Z3", "Z4"], ["Z4", "Z5"]],
}


def pc(cid: str, zone: str = "Z1", side: str = "party", **stats: Any) -> dict[str, Any]:
    return {"id": cid, "name": cid.capitalize(), "kind": "PC", "side": side, "zone": zone, "stats": stats}


def npc(
    cid: str, zone: str = "Z1", side: str = "foes", group: str | None = None, **stats: Any
) -> dict[str, Any]:
    stats.setdefault("harm_capacity", 5)
    out = {"id": cid, "name": cid.capitalize(), "kind": "NPC", "side": side, "zone": zone, "stats": stats}
    if group:
        out["group"] = group
    return out


def setup(*combatants: dict[str, Any], options: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "ruleset": "cards",
        "name": "test",
        "options": options or {},
        "zones": ZONES,
        "sides": [
            {"id": "party", "name": "Party", "stance": "party"},
            {"id": "foes", "name": "Foes", "stance": "hostile"},
        ],
        "combatants": list(combatants),
        **extra,
    }


def encounter(s: dict[str, Any]) -> Encounter:
    return Encounter(s, dice=DiceBox(script=deque()))


def push(enc: Encounter, *faces: int) -> None:
    enc.dice.script.extend(faces)


def pool(successes: int, size: int) -> list[int]:
    assert successes <= size
    return [6] * successes + [1] * (size - successes)


def index_of(deck: list[list[int]], value: int) -> int:
    for i, (_, v) in enumerate(deck):
        if v == value:
            return i + 1
    raise AssertionError(f"the {value} is not in the deck {deck}")


def queue_draws(enc: Encounter, values: list[int]) -> None:
    """Queue the index rolls that pick these values, one after the other, from the current deck."""
    deck = [list(e) for e in enc.state.sched["deck"]]
    decks = enc.state.sched["decks"]
    for v in values:
        if not deck:  # the engine opens a second deck here too
            decks += 1
            deck = [[decks, n] for n in range(1, 11)]
        i = index_of(deck, v)
        push(enc, i)
        deck.pop(i - 1)


def draw(enc: Encounter, holder: str, *values: int) -> tuple:
    queue_draws(enc, list(values))
    events = enc.apply(Command("cards.draw", args={"holder": holder}))
    assert not enc.dice.script, "a scripted face was left over"
    return events


def deal(enc: Encounter, draws: dict[str, int | list[int]]) -> None:
    for holder, values in draws.items():
        draw(enc, holder, *([values] if isinstance(values, int) else values))


def started(s: dict[str, Any], draws: dict[str, int | list[int]], *, acting: bool = True) -> Encounter:
    """An encounter with its cards dealt (in this order), at round 1's start or first turn."""
    enc = encounter(s)
    enc.apply(Command("start"))
    deal(enc, draws)
    if acting:
        enc.apply(Command("next"))
    return enc


def act(enc: Encounter, cmd: str, actor: str | None = None, *faces: int, **args: Any) -> tuple:
    push(enc, *faces)
    events = enc.apply(Command(cmd, actor, args))
    assert not enc.dice.script, "a scripted face was left over"
    return events


def refused(enc: Encounter, cmd: str, actor: str | None = None, **args: Any) -> str:
    before = enc.state.to_dict()
    outcome = enc.handle(Command(cmd, actor, args))
    assert outcome.rejected is not None, f"{cmd} was accepted"
    assert enc.state.to_dict() == before
    return outcome.rejected.code


def turns_of_round(enc: Encounter) -> list[str]:
    """Press Space until the round ends, collecting who had a turn (starting with the current one)."""
    seen = []
    rnd = enc.state.round
    while enc.state.round == rnd and enc.state.phase == "acting":
        if enc.state.turn is not None:
            seen.append(enc.state.turn.actor)
        enc.apply(Command("next"))
    return seen


def to_next_round(enc: Encounter) -> None:
    """Finish the round (Space until the next round's start) and begin acting."""
    rnd = enc.state.round
    while enc.state.round == rnd:
        enc.apply(Command("next"))
    enc.apply(Command("next"))


def of_type(events: tuple, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.type == kind]


def one(events: tuple, kind: str) -> dict[str, Any]:
    found = of_type(events, kind)
    assert len(found) == 1, f"{len(found)} {kind} events"
    return found[0]


def held(enc: Encounter, holder: str) -> list[int]:
    from gm_desk.rules.rulesets.cards.model import values

    return values(enc.state, holder)


def order(enc: Encounter) -> list[tuple[int, str]]:
    from gm_desk.rules.rulesets.cards.model import slots

    return [(card["card"], holder) for _, holder, card in slots(enc.state)]
