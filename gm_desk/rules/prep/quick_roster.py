"""The quick roster: many creatures in one step. A list the GM pastes ("Goblin, 5 / Glass Hound, 2") is
read here, matched against the bestiary's names (case and spacing aside), and what it names joins the
encounter under numbered names ("Goblin 1" to "Goblin 5"), as one prep edit (one undo step). Names the
bestiary does not have are listed back and nothing is added until the GM agrees (the dialog's part).

A list: entries separated by "/", ";" or new lines; each "Name, N", "Name x N", "N x Name", "N Name" or
just "Name" (one).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from gm_desk.rules.i18n import t
from gm_desk.rules.names import name_refusal
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entries, copied, fresh_id
from gm_desk.rules.prep.roster import creature_entry
from gm_desk.rules.tx import Reject

MAX_COPIES = 50  # of one creature in one entry
MAX_ENTRIES = 40  # entries in one list
MAX_TOTAL = 200  # creatures added in one step
_SPLIT = re.compile(r"[/;\n]")
_TAIL = re.compile(r"^(?P<name>.+?)\s*(?:,|\bx|×|\*)\s*(?P<n>\d+)$", re.IGNORECASE)
_HEAD = re.compile(r"^(?P<n>\d+)\s*(?:x|×|\*)?\s+(?P<name>.+)$", re.IGNORECASE)

T = TypeVar("T")


@dataclass(frozen=True)
class Wanted:
    """One entry of the list: a creature's name as typed, and how many."""

    name: str
    count: int


def fold(name: str) -> str:
    """A name as matched: case folded, inner spaces made one."""
    return " ".join(name.split()).casefold()


def read_list(text: str) -> list[Wanted]:
    """The entries of a pasted list, in its order (one entry per name: "Goblin, 2 / Goblin" is three)."""
    found: dict[str, Wanted] = {}
    for raw in _SPLIT.split(text):
        part = " ".join(raw.split()).strip(" ,")
        if not part:
            continue
        tail, head = _TAIL.match(part), _HEAD.match(part)
        name, count = part, 1
        if tail is not None:
            name, count = tail["name"].strip(" ,"), int(tail["n"])
        elif head is not None:
            name, count = head["name"].strip(" ,"), int(head["n"])
        if not 1 <= count <= MAX_COPIES:
            raise Reject(
                "BAD_ROSTER_LIST", t("'{entry}': from 1 to {most} of a creature at once.", entry=part, most=MAX_COPIES)
            )
        refused = name_refusal(name, t("A creature's name"))
        if refused is not None:
            raise Reject("BAD_ROSTER_LIST", refused)
        key = fold(name)
        had = found.get(key)
        found[key] = Wanted(had.name if had else name, (had.count if had else 0) + count)
    if not found:
        raise Reject("BAD_ROSTER_LIST", t("The list names no creature: type 'Goblin, 5 / Glass Hound, 2'."))
    if len(found) > MAX_ENTRIES:
        raise Reject("BAD_ROSTER_LIST", t("A list names at most {most} creatures.", most=MAX_ENTRIES))
    total = sum(w.count for w in found.values())
    if total > MAX_TOTAL:
        raise Reject("BAD_ROSTER_LIST", t("At most {most} creatures join in one step.", most=MAX_TOTAL))
    return list(found.values())


def match(wanted: Iterable[Wanted], known: Mapping[str, T]) -> tuple[list[tuple[Wanted, T]], list[Wanted]]:
    """(each entry found with what `known` holds under its folded name, the entries not found)."""
    found: list[tuple[Wanted, T]] = []
    missing: list[Wanted] = []
    for entry in wanted:
        hit = known.get(fold(entry.name))
        if hit is None:
            missing.append(entry)
        else:
            found.append((entry, hit))
    return found, missing


def numbered(taken: Iterable[str], name: str, count: int) -> list[str]:
    """`count` names for copies of `name`: "Goblin 1", "Goblin 2"... from the first number nobody has
    (one copy keeps the plain name while it is free)."""
    used = set(taken)
    if count == 1 and name not in used:
        return [name]
    out: list[str] = []
    number = 1
    while len(out) < count:
        candidate = f"{name} {number}"
        if candidate not in used:
            out.append(candidate)
            used.add(candidate)
        number += 1
    return out


@dataclass(frozen=True)
class Joining:
    """A bestiary creature joining, `count` times: its name, stat block and bestiary reference."""

    name: str
    stats: dict[str, Any]
    ref: str | None
    count: int


def entries(setup: Setup, joining: Iterable[Joining], zone: str | None, taken: Iterable[str]) -> list[dict[str, Any]]:
    """The setup entries (no ids yet) of everyone joining, with numbered names none of `taken` has."""
    names = set(taken)
    out = []
    for one in joining:
        for name in numbered(names, one.name, one.count):
            names.add(name)
            out.append({**creature_entry(setup, name, one.stats, zone, one.ref), "name": name})
    return out


def add_many(setup: Setup, joining: list[Joining], zone: str | None) -> Edited:
    """Everyone in `joining` joins before the fight, in one step; `made` is the first one's id."""
    taken = {str(e.get("name")) for e in combatant_entries(setup)}
    made = entries(setup, joining, zone, taken)
    if not made:
        raise Reject("BAD_ROSTER_LIST", t("The list names no creature: type 'Goblin, 5 / Glass Hound, 2'."))
    out = copied(setup)
    ids = {str(e.get("id")) for e in combatant_entries(out)}
    first = None
    for entry in made:
        cid = fresh_id("c", ids, len(ids) + 1)
        ids.add(cid)
        first = first or cid
        out.setdefault("combatants", []).append({"id": cid, **entry})
    return Edited(out, words(joining), first)


def words(joining: Iterable[Joining]) -> str:
    parts = [f"{one.name} ×{one.count}" if one.count > 1 else one.name for one in joining]
    return t("Add {list}", list=", ".join(parts))
